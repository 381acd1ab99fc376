import { useQuery, useQueryClient, type QueryFunctionContext } from '@tanstack/react-query'
import { useEffect } from 'react'
import { firstFetch, paymentSensitive, refreshAfterPayment } from '@/lib/query/payment-refresh'
import type { BorrowerData } from '@/lib/api/contract'
import { appClient, unwrap } from '@/lib/http'

// The answers' types come from the API contract (src/lib/api/contract.ts, docs/api-contract.md).

/** /v3/installment/loan-play-detail (spec section 3: installment repayment response). */
export type InstallmentDetail = BorrowerData<'/v3/installment/loan-play-detail'>

/** A payment channel of the 'Payment Method' popup (repayList); kind: ewallet, store, qr or bank (docs/repayment.md). */
export type RepayChannel = NonNullable<InstallmentDetail['repayList']>[number]

export type DetailRow = NonNullable<InstallmentDetail['detail']>[number]

/** The default pay-code card (defDetail). */
export type DefDetail = NonNullable<InstallmentDetail['defDetail']>

/** /v3/installment/delay-detail (spec section 3: rollover response). */
export type DelayDetail = BorrowerData<'/v3/installment/delay-detail'>

export type PlanRow = NonNullable<DelayDetail['repayPlan']>[number]

/** /v3/repayment/pay-detail: what /repaymentOfCode shows. type 1 code, 2 QR, 3 bank transfer; status pending, succeeded or failed. */
export type PayDetail = BorrowerData<'/v3/repayment/pay-detail'>

export async function getInstallmentDetail(orderId: string, productId: string, loading = true): Promise<InstallmentDetail> {
  return unwrap(await appClient.post<InstallmentDetail>('/v3/installment/loan-play-detail', { orderId, productId }, { loading }), '00')
}

export async function getDelayDetail(orderId: string, productId: string, loading = true): Promise<DelayDetail> {
  return unwrap(await appClient.post<DelayDetail>('/v3/installment/delay-detail', { orderId, productId }, { loading }), '00')
}

export interface GenerateInput {
  orderId: string
  productId: string
  amount: number
  channelNumber: string
  isDelay?: boolean
}

/** generate-vcode: the payment link to navigate to (payUrl). */
export async function generateVCode(input: GenerateInput): Promise<BorrowerData<'/v3/loan-details/generate-vcode'>> {
  const resp = await appClient.post<BorrowerData<'/v3/loan-details/generate-vcode'>>(
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
    queryFn: (ctx: QueryFunctionContext) => getInstallmentDetail(orderId, productId, firstFetch(ctx)),
    enabled: orderId !== '',
    retry: false,
    ...paymentSensitive,
  })
}

export function useDelayDetail(orderId: string, productId: string) {
  return useQuery({
    queryKey: ['repayment', 'delay', orderId, productId],
    queryFn: (ctx: QueryFunctionContext) => getDelayDetail(orderId, productId, firstFetch(ctx)),
    enabled: orderId !== '',
    retry: false,
    ...paymentSensitive,
  })
}

/**
 * Polls while the payment is pending, so the page turns to 'received' by itself; once the
 * gateway confirms money (the payment succeeded, or a standing code took a part), the loan's
 * pages are refreshed (refreshAfterPayment).
 */
export function usePayDetail(reference: string) {
  const client = useQueryClient()
  const q = useQuery({
    queryKey: ['repayment', 'pay', reference],
    queryFn: () => getPayDetail(reference),
    enabled: reference !== '',
    retry: false,
    refetchInterval: (q) => (q.state.data && q.state.data.status === 'pending' ? 4000 : false),
    ...paymentSensitive,
  })
  const d = q.data
  const booked = d && (d.status === 'succeeded' || d.paidAmount > 0) ? `${d.status}:${d.paidAmount}` : ''
  useEffect(() => {
    if (booked) void refreshAfterPayment(client)
  }, [booked, client])
  return q
}
