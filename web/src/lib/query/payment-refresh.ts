import type { QueryClient, QueryFunctionContext } from '@tanstack/react-query'

/**
 * The borrower queries whose answers change when a payment is booked: the loan's detail, the
 * order list, home (its loan card) and the repayment and rollover pages. Their features key them
 * with these prefixes.
 */
export const PAYMENT_SENSITIVE_KEYS = [
  ['loans', 'details'],
  ['shell', 'orders'],
  ['shell', 'home'],
  ['repayment', 'installment'],
  ['repayment', 'delay'],
] as const

/**
 * A payment was booked (its confirmation came, or the borrower is back from paying): the pages
 * on screen fetch again, and the answers cached for the others are dropped, so a page opened
 * next (the loan after 'Back to my loan') loads afresh and never shows the unpaid loan.
 */
export async function refreshAfterPayment(client: QueryClient): Promise<void> {
  for (const queryKey of PAYMENT_SENSITIVE_KEYS) client.removeQueries({ queryKey, type: 'inactive' })
  await Promise.all(PAYMENT_SENSITIVE_KEYS.map((queryKey) => client.invalidateQueries({ queryKey })))
}

/**
 * The options of a payment-sensitive query: it fetches again whenever the borrower comes back to
 * the app (the window regains focus or the page becomes visible, e.g. after paying in GCash or at
 * a store), however fresh it is.
 */
export const paymentSensitive = { refetchOnWindowFocus: 'always' } as const

/** True on a query's first fetch: only then does it show the loading toast (a refetch is silent). */
export function firstFetch(ctx: Pick<QueryFunctionContext, 'client' | 'queryKey'>): boolean {
  return ctx.client.getQueryData(ctx.queryKey) === undefined
}
