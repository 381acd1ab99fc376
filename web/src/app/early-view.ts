import type { QueryClient } from '@tanstack/react-query'
import { installReactRender } from '@/lib/boot'
import { captureCommonParams } from '@/lib/params'
import { routes, setLoadedPage } from './router'

/** The longest the first render waits for the page chunk and its data after an early view. */
export const TAKE_OVER_MAX_WAIT_MS = 3000

/**
 * When the early script painted the page's first view (src/early/view.ts), React's first commit
 * must be that same view with its data, not the route fallback or the page's loading state (the
 * painted content would vanish and come back). So before the first render: load the route's page
 * (its chunk is already preloaded) so the route does not suspend, and let the page fill the query
 * cache with its first data, which the early response answers at once. Without an early view, or
 * after TAKE_OVER_MAX_WAIT_MS, the app renders as usual.
 */
export async function takeOverEarlyView(queryClient: QueryClient): Promise<void> {
  const path = window.__ptEarlyView
  if (!path || path !== window.location.pathname) return
  const entry = routes.find((r) => r.path === path)
  if (!entry) return
  // What mount() does first: the loading toast of a prefetch needs the React render of antd-mobile.
  installReactRender()
  captureCommonParams()
  const ready = (async () => {
    const page = await entry.load()
    setLoadedPage(path, page.default)
    await page.prefetch?.(queryClient)
  })()
  await Promise.race([ready.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, TAKE_OVER_MAX_WAIT_MS))])
  // React's first render starts in a task of its own: this one already evaluated the app's modules
  // and the page's (one long task on a slow phone otherwise).
  await new Promise((resolve) => setTimeout(resolve, 0))
}
