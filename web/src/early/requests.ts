import { getCommonParam } from '@/lib/params/common'
import type { ClientKind } from '@/lib/http/request'

/** A page's first API call, as its page sends it through appClient / signedClient. */
export interface EarlyCall {
  kind: ClientKind
  method: 'GET' | 'POST'
  path: string
  body?: Record<string, string>
}

/**
 * The first /gw call of the borrower pages whose largest content waits on it (Lighthouse,
 * docs/frontend.md "Loading a borrower page fast"). Each entry must build exactly the request the
 * page's query sends (early.test.ts checks it against the page's own API function); anything else
 * would only cost a wasted request, since the client takes an early response only when method,
 * URL, headers and body are all equal.
 */
export function earlyCallFor(pathname: string): EarlyCall | null {
  switch (pathname) {
    case '/main':
      // features/shell/api/home.ts getHome()
      return { kind: 'app', method: 'POST', path: '/v3/home/index' }
    case '/loanDetail':
    case '/order': {
      // features/loans/api/loans.ts getLoanDetails(productId, orderId), enabled when there is an order
      const orderId = getCommonParam('orderId')
      if (!orderId) return null
      return { kind: 'app', method: 'POST', path: '/v3/loan-details/loan-details', body: { productId: getCommonParam('productId'), orderId } }
    }
    default:
      return null
  }
}
