import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConfigProvider } from 'antd-mobile'
import enUS from 'antd-mobile/es/locales/en-US'
import { useState, type ReactNode } from 'react'
import { BrowserRouter } from 'react-router'
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

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  return (
    <ConfigProvider locale={enUS}>
      <QueryClientProvider client={client}>
        <BrowserRouter>
          {children}
          <RatingEventListener />
        </BrowserRouter>
      </QueryClientProvider>
    </ConfigProvider>
  )
}
