import type { BorrowerData, Schema } from '@/lib/api/contract'
import { bankClient, type Envelope } from '@/lib/http'

// The answers' types come from the API contract (src/lib/api/contract.ts, docs/api-contract.md).

/** A bound account as the server shows it: never more than the last four digits ("•••• 1234"). */
export type BankCard = Schema<'BankCard'>

/**
 * bind-card/card-init data (spec section 7: reads data.items): the form, the screen's
 * starting card type and payout channel, the borrower's current payout account (or null).
 */
export type CardInit = BorrowerData<'/bind-card/card-init'>

/** bind-card-new / card-change data: the account and the payouts retried to it. */
export type BindResult = BorrowerData<'/v3/bind-card/bind-card-new'>

/** Field errors of a refused form (code bank_invalid): messages by item code. */
export interface BindFailure {
  errors?: Record<string, string>
}

/** The bank calls use the bank client: code '0' is success; any other code toasts the server message for 2 s. */
export function cardInit(productId: string): Promise<Envelope<CardInit>> {
  return bankClient.post<CardInit>('/bind-card/card-init', { product_id: productId || undefined }, { loading: true })
}

export type BindBody = Record<string, string | number | undefined>

export function bindCardNew(body: BindBody): Promise<Envelope<BindResult | BindFailure | null>> {
  return bankClient.post<BindResult | BindFailure | null>('/v3/bind-card/bind-card-new', body, { loading: true })
}

/** Used instead of bind-card-new when the screen was opened from the loan detail (source=loanDetail). */
export function cardChange(body: BindBody): Promise<Envelope<BindResult | BindFailure | null>> {
  return bankClient.post<BindResult | BindFailure | null>('/bind-card/card-change', body, { loading: true })
}

/** The borrower's accounts, masked (payway's bankCards). */
export type BankCardList = BorrowerData<'/bind-card/list'>

export function listBankCards(): Promise<Envelope<BankCardList>> {
  return bankClient.post<BankCardList>('/bind-card/list')
}
