// The build's prerender entry (vite.prerender.config.ts builds it for Node; scripts/prerender.mjs
// runs it in a jsdom window at each route's address). For every borrower route it renders the app
// as the browser's first render shows it: the page's header, layout and loading state (no query
// has data on the server), which route-html.mjs writes into that route's HTML and the browser
// hydrates (src/app/start.ts).
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { App } from './app'
import { createQueryClient } from './providers'
import { routes, setLoadedPage } from './router'

/** Every borrower route of the route table. */
export const routePaths: string[] = routes.map((r) => r.path)

/**
 * The prerendered #root content of `path` at the address `url` (path and query). The page module
 * is loaded first, as the browser does before hydrating, so the route renders the page itself and
 * not its Suspense fallback.
 */
export async function renderRoute(path: string, url: string = path): Promise<string> {
  const entry = routes.find((r) => r.path === path)
  if (!entry) throw new Error(`prerender: ${path} is not a route`)
  const page = await entry.load()
  setLoadedPage(path, page.default)
  // prerender (not renderToString) waits for what suspends inside a page (a lazy part of it),
  // so the markup is complete; the browser hydrates such a part once its chunk is there.
  const queryClient = createQueryClient()
  const { prelude } = await prerender(
    <StrictMode>
      <App queryClient={queryClient} location={url} />
    </StrictMode>,
  )
  // The queries' garbage-collection timers (5 minutes) would keep the build's Node process alive
  // after the last route: jsdom's window makes TanStack Query think it runs in a browser.
  queryClient.clear()
  const reader = prelude.getReader()
  const decoder = new TextDecoder()
  let html = ''
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) html += decoder.decode(chunk.value, { stream: true })
  return html + decoder.decode()
}
