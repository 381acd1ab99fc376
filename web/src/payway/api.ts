import { CARD_TYPE_BANK } from '@/features/bank/logic/visibility'
import { appClient, type Envelope } from '@/lib/http'
import type { BorrowerData, Schema } from '@/lib/api/contract'

/** The provider and service segments of the payway paths (spec: /api/v1/{provider}/{service}/...). */
const BASE = '/api/v1/pautang/repay/service/loan'

/** A card of the repayment way (the contract's RepayCard). */
export type BankCard = Schema<'RepayCard'>

/** The payway's paths below the API base ({provider} and {service} as the document names them). */
type Payway = '/api/v1/{provider}/{service}/service/loan'

export type RepaymentWay = BorrowerData<`${Payway}/repayment-way`>
/** The way as the page shows it: bank cards only, never null. */
export type PaywayWay = RepaymentWay & { bankCards: BankCard[] }
export type CommitResult = BorrowerData<`${Payway}/repayment-commit`>
export type ConfirmResult = BorrowerData<`${Payway}/repayment-confirm`>
export type HuichaoResult = BorrowerData<`${Payway}/repayment-huichao`>

export interface CommitInput {
  amount: number
  card: BankCard
  orderId: string
  repayToken: string
  idempotencyKey: string
}

/** Payway calls read code: '00' is success (docs/repayment.md). */
export const PAYWAY_OK = '00'

export function repaymentWay(orderId: string): Promise<Envelope<RepaymentWay>> {
  return appClient.post<RepaymentWay>(`${BASE}/repayment-way`, {}, { query: { orderId }, loading: true })
}

export function repaymentCommit(input: CommitInput): Promise<Envelope<CommitResult>> {
  return appClient.post(
    `${BASE}/repayment-commit`,
    {
      amount: input.amount,
      bankName: input.card.bankName,
      cardId: input.card.id,
      cardNo: input.card.cardNo,
      couponId: null,
      orderId: input.orderId,
      repayToken: input.repayToken,
      bankCode: input.card.bankCode,
      sendMsg: 1,
      idempotencyKey: input.idempotencyKey,
    },
    { loading: true },
  )
}

export function repaymentConfirm(orderId: string, verifyCode: string, repaymentRecordId: number): Promise<Envelope<ConfirmResult>> {
  return appClient.post(`${BASE}/repayment-confirm`, { orderId, verifyCode, repaymentRecordId }, { loading: true })
}

export function repaymentHuichao(userId: string, orderId: string, amount: number): Promise<Envelope<HuichaoResult>> {
  return appClient.post(`${BASE}/repayment-huichao`, { userId, orderId, amount }, { loading: true })
}

/**
 * Payway is the bank card chooser (spec: 'Payway'): an e-wallet account the borrower bound for
 * payouts is no bank card to debit, so it is not listed here (it has its own ways to pay).
 */
export function onlyBankCards(way: RepaymentWay): PaywayWay {
  return { ...way, bankCards: (way.bankCards ?? []).filter((c) => Number(c.cardType) === CARD_TYPE_BANK) }
}
