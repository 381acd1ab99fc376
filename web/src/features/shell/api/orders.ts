import { useQuery } from '@tanstack/react-query'
import { paymentSensitive } from '@/lib/query/payment-refresh'
import { appClient, unwrap } from '@/lib/http'
import type { OrderList, OrderSummary } from './types'

export async function getOrders(): Promise<OrderSummary[]> {
  const data = unwrap(await appClient.post<OrderList>('/v3/order/list'))
  return data?.orders ?? []
}

export function useOrders() {
  // A paid loan's status changes: fetched again when a payment is booked and on coming back to the app.
  return useQuery({ queryKey: ['shell', 'orders'], queryFn: getOrders, ...paymentSensitive })
}
