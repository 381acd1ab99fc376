import { useQuery } from '@tanstack/react-query'
import { appClient, unwrap } from '@/lib/http'
import type { PayNoticeGroup } from '@/lib/storage'

/** A payment channel of the 'Payment Method' popup (repayList). */
export interface RepayChannel {
  channel_number: string
  name: string
  logo: string
  /** ewallet, store, qr or bank (docs/repayment.md). */
  kind: string
}

export interface DetailRow {
  text: string
  value: string
}

/** The default pay-code card (defDetail). */
export interface DefDetail {
  payCode: string
  logo: string
  title: string
  reference: string
  payNotice: PayNoticeGroup[]
}

/** /v3/installment/loan-play-detail (spec section 3: installment repayment response). */
export interface InstallmentDetail {
  orderId: number
  productId: number
  orderNo: string
  status: number
  repayAmount: number
  repayDate: string
  dueNowAmount: number
  payoffAmount: number
  /** What 'Payment' may pay today under the prepayment rule (less than repayAmount before it allows more). */
  payNowAmount?: number
  /** The most any payment may be today. */
  payableMaxAmount?: number
  /** The first day paying early is allowed; '' when it already is. */
  prepayFrom?: string
  /** The first day the whole next payment may be paid, when that is later than today; '' otherwise. */
  payableFrom?: string
  productName: string
  productLogo: string
  detail: DetailRow[]
  repayList: RepayChannel[]
  noticeMsg: string
  defDetail: DefDetail | null
  isShowReyTop: number
}

export interface PlanRow {
  remark: string
  title: string
  amount: number
  time: string
}

/** /v3/installment/delay-detail (spec section 3: rollover response). */
export interface DelayDetail {
  orderId: number
  productId: number
  orderNo: string
  delayInfo: { delayAmount: number; title: string; feeAmount: number; chargesAmount: number; currentDueDate: string; newDueDate: string }
  productName: string
  productLogo: string
  repayDate: string
  repayPlan: PlanRow[]
  repayList: RepayChannel[]
  noticeMsg: string
  defDetail: DefDetail | null
  isShowReyTop: number
}

/** /v3/repayment/pay-detail: what /repaymentOfCode shows. type 1 code, 2 QR, 3 bank transfer. */
export interface PayDetail {
  type: 1 | 2 | 3
  reference: string
  payCode: string
  amount: number
  paidAmount: number
  status: 'pending' | 'succeeded' | 'failed'
  isDelay: number
  orderId: number
  utr: string
  channel: RepayChannel
  notes: { name: string; step: string[] }[]
  sandboxUrl: string
  qrImage?: string
  qrPayload?: string
  bankAccount?: { bank: string; accountName: string; accountNumber: string; rails: string }
}

const loanCall = { loading: true } as const

export async function getInstallmentDetail(orderId: string, productId: string): Promise<InstallmentDetail> {
  return unwrap(await appClient.post<InstallmentDetail>('/v3/installment/loan-play-detail', { orderId, productId }, loanCall), '00')
}

export async function getDelayDetail(orderId: string, productId: string): Promise<DelayDetail> {
  return unwrap(await appClient.post<DelayDetail>('/v3/installment/delay-detail', { orderId, productId }, loanCall), '00')
}

export interface GenerateInput {
  orderId: string
  productId: string
  amount: number
  channelNumber: string
  isDelay?: boolean
}

/** generate-vcode: the payment link to navigate to (payUrl). */
export async function generateVCode(input: GenerateInput): Promise<{ payUrl: string; reference: string }> {
  const resp = await appClient.post<{ payUrl: string; reference: string }>(
    '/v3/loan-details/generate-vcode',
    {
      orderId: input.orderId,
      productId: input.productId,
      amount: input.amount,
      channelNumber: input.channelNumber,
      isDelay: input.isDelay ? 1 : undefined,
    },
    { loading: true, toastErrorsOf: '00' },
  )
  return unwrap(resp, '00')
}

export async function getPayDetail(reference: string): Promise<PayDetail> {
  return unwrap(await appClient.post<PayDetail>('/v3/repayment/pay-detail', { reference }), '00')
}

export async function submitUtr(reference: string, orderId: string, utr: string): Promise<void> {
  unwrap(await appClient.post('/v3/repayment/utr-submit', { reference, orderId, utr }, { loading: true, toastErrorsOf: '00' }), '00')
}

export function useInstallmentDetail(orderId: string, productId: string) {
  return useQuery({
    queryKey: ['repayment', 'installment', orderId, productId],
    queryFn: () => getInstallmentDetail(orderId, productId),
    enabled: orderId !== '',
    retry: false,
  })
}

export function useDelayDetail(orderId: string, productId: string) {
  return useQuery({
    queryKey: ['repayment', 'delay', orderId, productId],
    queryFn: () => getDelayDetail(orderId, productId),
    enabled: orderId !== '',
    retry: false,
  })
}

/** Polls while the payment is pending, so the page turns to 'received' by itself. */
export function usePayDetail(reference: string) {
  return useQuery({
    queryKey: ['repayment', 'pay', reference],
    queryFn: () => getPayDetail(reference),
    enabled: reference !== '',
    retry: false,
    refetchInterval: (q) => (q.state.data && q.state.data.status === 'pending' ? 4000 : false),
  })
}
