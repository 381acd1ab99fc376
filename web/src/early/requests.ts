import { getCommonParam } from '@/lib/params/common'
import type { ClientKind } from '@/lib/http/request'

/** A page's first API call, as its page sends it through appClient / signedClient. */
export interface EarlyCall {
  kind: ClientKind
  method: 'GET' | 'POST'
  path: string
  body?: Record<string, string | number | undefined>
}

/**
 * The first /gw calls of the borrower pages whose largest content waits on them (Lighthouse,
 * docs/frontend.md "Loading a borrower page fast"). Each entry must build exactly the request the
 * page's query sends (early.test.ts checks it against the page's own API function); anything else
 * would only cost a wasted request, since the client takes an early response only when method,
 * URL, headers and body are all equal. A page that shows nothing without an order gets no call
 * without one (its query is not enabled then).
 */
export function earlyCallsFor(pathname: string): EarlyCall[] {
  const orderId = getCommonParam('orderId')
  const productId = getCommonParam('productId')
  switch (pathname) {
    case '/main':
      // features/shell/api/home.ts getHome()
      return [{ kind: 'app', method: 'POST', path: '/v3/home/index' }]
    case '/orders':
      // features/shell/api/orders.ts getOrders()
      return [{ kind: 'app', method: 'POST', path: '/v3/order/list' }]
    case '/recommend':
      // features/loans/api/loans.ts getLoanMarket()
      return [{ kind: 'app', method: 'POST', path: '/v3/loan-market/list', body: {} }]
    case '/complaintList':
      // features/complaints/api/complaints.ts getProblemList()
      return [{ kind: 'app', method: 'POST', path: '/user-problem/problem-list' }]
    case '/loanDetail':
    case '/order':
      // features/loans/api/loans.ts getLoanDetails(productId, orderId), enabled when there is an order
      return orderId ? [{ kind: 'app', method: 'POST', path: '/v3/loan-details/loan-details', body: { productId, orderId } }] : []
    case '/loanConfirm':
    case '/loanConfirmNew':
    case '/confirmPeriod': {
      // features/loans/api/loans.ts getLoanConfirm(api, productId, amount) and getContracts(api,
      // productId) (components/confirm-screen.tsx: the old calls on /loanConfirm), enabled with a product
      if (!productId) return []
      const old = pathname === '/loanConfirm'
      const amount = new URLSearchParams(window.location.search).get('amount') || undefined
      return [
        { kind: 'app', method: 'POST', path: old ? '/api/v1/lend/data' : '/v3/loan-confirm/loan-detail-confirm', body: { productId, amount } },
        // scene: CONTRACT_SCENE (features/loans/api/loans.ts)
        { kind: 'app', method: 'POST', path: old ? '/api/v1/lend/contracts' : '/v3/contract/contract', body: { productId, scene: 3 } },
      ]
    }
    case '/repayment':
      // features/repayment/api/repayment.ts getInstallmentDetail(orderId, productId), enabled with an order
      return orderId ? [{ kind: 'app', method: 'POST', path: '/v3/installment/loan-play-detail', body: { orderId, productId } }] : []
    case '/repayDelay':
      // features/repayment/api/repayment.ts getDelayDetail(orderId, productId), enabled with an order
      return orderId ? [{ kind: 'app', method: 'POST', path: '/v3/installment/delay-detail', body: { orderId, productId } }] : []
    case '/certify':
      // features/loans/api/loans.ts getProfile() and features/loans/api/kyc.ts getKycStatus()
      return [
        { kind: 'app', method: 'POST', path: '/v3/certify/info', body: {} },
        { kind: 'app', method: 'POST', path: '/v3/kyc/status' },
      ]
    case '/complaint':
      // features/complaints/api/complaints.ts getProblemInit(orderId || undefined)
      return [{ kind: 'app', method: 'POST', path: '/user-problem/problem-init', body: orderId ? { orderId } : {} }]
    default:
      return []
  }
}
