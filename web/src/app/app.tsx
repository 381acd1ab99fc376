import type { QueryClient } from '@tanstack/react-query'
import { AppProviders } from './providers'
import { AppRoutes } from './router'
import { AppBoundary } from './route-boundary'

/**
 * The borrower app's whole tree: what the browser renders (src/app/main.tsx) and what the build
 * prerenders into each route's HTML (src/app/prerender.tsx), so hydration meets the same markup.
 */
export function App({ queryClient, location }: { queryClient: QueryClient; location?: string }) {
  return (
    <AppBoundary>
      <AppProviders queryClient={queryClient} location={location}>
        <AppRoutes />
      </AppProviders>
    </AppBoundary>
  )
}
