import { useQuery } from '@tanstack/react-query'
import { appClient, unwrap } from '@/lib/http'
import type { OrderList, OrderSummary } from './types'

export async function getOrders(): Promise<OrderSummary[]> {
  const data = unwrap(await appClient.post<OrderList>('/v3/order/list'))
  return data?.orders ?? []
}

export function useOrders() {
  return useQuery({ queryKey: ['shell', 'orders'], queryFn: getOrders })
}
