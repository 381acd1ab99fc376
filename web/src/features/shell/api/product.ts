import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { appClient, unwrap } from '@/lib/http'
import type { Calculation, ProductDetail } from './types'

export async function getProductDetail(productId: string): Promise<ProductDetail> {
  return unwrap(await appClient.post<ProductDetail>('/v3/product/detail', { productId }))
}

export async function calculateQuote(productId: string, amount: number): Promise<Calculation> {
  return unwrap(await appClient.post<Calculation>('/v3/product/calculator', { productId, amount }))
}

export function useProductDetail(productId: string) {
  return useQuery({
    queryKey: ['shell', 'product', productId],
    queryFn: () => getProductDetail(productId),
    enabled: productId !== '',
  })
}

/** The quote for a chosen amount; keeps the previous quote on screen while the next one loads. */
export function useQuote(productId: string, amount: number | undefined) {
  return useQuery({
    queryKey: ['shell', 'quote', productId, amount],
    queryFn: () => calculateQuote(productId, amount!),
    enabled: productId !== '' && amount !== undefined,
    placeholderData: keepPreviousData,
  })
}
