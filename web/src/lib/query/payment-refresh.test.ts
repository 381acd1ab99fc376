import { QueryClient, QueryObserver, focusManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { firstFetch, paymentSensitive, refreshAfterPayment } from './payment-refresh'

const clients: QueryClient[] = []
function newClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } } })
  client.mount()
  clients.push(client)
  return client
}

afterEach(() => {
  for (const c of clients.splice(0)) c.unmount()
  focusManager.setFocused(undefined)
})

describe('refreshAfterPayment', () => {
  it('fetches the loan on screen again and drops the cached answers of the pages not shown', async () => {
    const client = newClient()
    const detail = vi.fn(async () => ({ status: 180 }))
    const observer = new QueryObserver(client, { queryKey: ['loans', 'details', '2', '5'], queryFn: detail })
    const stop = observer.subscribe(() => {})
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ status: 180 }))
    client.setQueryData(['shell', 'orders'], [{ status: 180 }]) // the order list, not on screen
    client.setQueryData(['repayment', 'pay', 'R1'], { status: 'succeeded' }) // not a loan page
    detail.mockResolvedValue({ status: 200 })
    await refreshAfterPayment(client)
    expect(detail).toHaveBeenCalledTimes(2)
    expect(observer.getCurrentResult().data).toEqual({ status: 200 })
    expect(client.getQueryData(['shell', 'orders'])).toBeUndefined()
    expect(client.getQueryData(['repayment', 'pay', 'R1'])).toEqual({ status: 'succeeded' })
    stop()
  })
})

describe('paymentSensitive', () => {
  it('fetches again when the borrower comes back to the app, even within the fresh time', async () => {
    const client = newClient()
    const orders = vi.fn(async () => [])
    const observer = new QueryObserver(client, { queryKey: ['shell', 'orders'], queryFn: orders, ...paymentSensitive })
    const stop = observer.subscribe(() => {})
    await vi.waitFor(() => expect(orders).toHaveBeenCalledTimes(1))
    focusManager.setFocused(false)
    focusManager.setFocused(true)
    await vi.waitFor(() => expect(orders).toHaveBeenCalledTimes(2))
    stop()
  })
})

describe('firstFetch', () => {
  it('is true before the query has an answer only', () => {
    const client = newClient()
    expect(firstFetch({ client, queryKey: ['loans', 'details', '1'] })).toBe(true)
    client.setQueryData(['loans', 'details', '1'], { status: 170 })
    expect(firstFetch({ client, queryKey: ['loans', 'details', '1'] })).toBe(false)
  })
})
