import { useEffect } from 'react'
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
        <MarkInteractive />
      </AppProviders>
    </AppBoundary>
  )
}

/**
 * Marks #root data-pt-interactive once the first commit (a hydration included) is done: from
 * then on every handler of the page is attached. Effects do not run in the prerender, so the
 * built HTML never carries it (for tests and whoever debugs a slow first load).
 */
function MarkInteractive() {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-pt-interactive', '1')
  }, [])
  return null
}
