import { QueryClient, QueryClientProvider, focusManager, useQueryClient } from '@tanstack/react-query'
import { ConfigProvider } from 'antd-mobile'
import enUS from 'antd-mobile/es/locales/en-US'
import { useEffect, useState, type ReactNode } from 'react'
import { refreshAfterPayment } from '@/lib/query/payment-refresh'
import { BrowserRouter, StaticRouter } from 'react-router'
import { RatingEventListener } from './rating-event-listener'

/**
 * The borrower is back in the app when the page becomes visible again (a phone switching back
 * from GCash, a tab shown again: TanStack Query's own signal) or the window regains focus (a
 * desktop window): the payment-sensitive queries fetch again (src/lib/query/payment-refresh.ts).
 */
function watchComingBack(): void {
  focusManager.setEventListener((handleFocus) => {
    if (typeof window === 'undefined' || !window.addEventListener) return undefined
    const listener = () => handleFocus()
    window.addEventListener('visibilitychange', listener, false)
    window.addEventListener('focus', listener, false)
    return () => {
      window.removeEventListener('visibilitychange', listener)
      window.removeEventListener('focus', listener)
    }
  })
}

export function createQueryClient(): QueryClient {
  watchComingBack()
  return new QueryClient({
    defaultOptions: {
      // The clients already toast failures; a retry would toast twice.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  })
}

/**
 * Back from paying elsewhere (a gateway's checkout, an e-wallet) with the browser's back button,
 * the page comes out of the back-forward cache with the answers it had: the loan's pages fetch
 * again.
 */
function PaymentReturnListener() {
  const client = useQueryClient()
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void refreshAfterPayment(client)
    }
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [client])
  return null
}

export interface AppProvidersProps {
  children: ReactNode
  queryClient?: QueryClient
  /** The page's address when rendering outside a browser (the build's prerender, src/app/prerender.tsx). */
  location?: string
}

export function AppProviders({ children, queryClient, location }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  const inner = (
    <>
      {children}
      <RatingEventListener />
      <PaymentReturnListener />
    </>
  )
  return (
    <ConfigProvider locale={enUS}>
      <QueryClientProvider client={client}>
        {location === undefined ? <BrowserRouter>{inner}</BrowserRouter> : <StaticRouter location={location}>{inner}</StaticRouter>}
      </QueryClientProvider>
    </ConfigProvider>
  )
}
