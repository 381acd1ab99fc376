import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConfigProvider } from 'antd-mobile'
import enUS from 'antd-mobile/es/locales/en-US'
import { useState, type ReactNode } from 'react'
import { BrowserRouter, StaticRouter } from 'react-router'
import { RatingEventListener } from './rating-event-listener'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The clients already toast failures; a retry would toast twice.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  })
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
