import { useQuery } from '@tanstack/react-query'
import { appClient, unwrap } from '@/lib/http'
import type { HomeData } from './types'

export async function getHome(): Promise<HomeData> {
  const data = unwrap(await appClient.post<HomeData>('/v3/home/index'))
  return { ...data, products: data?.products ?? [] }
}

export const homeQuery = { queryKey: ['shell', 'home'], queryFn: getHome } as const

export function useHome() {
  return useQuery(homeQuery)
}
