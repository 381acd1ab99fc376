import { mount } from '@/lib/boot'
import { currentLang } from '@/lib/i18n'
import { captureCommonParams, getCommonParam, type CommonParamName } from '@/lib/params'
import { App } from './app'
import { createQueryClient } from './providers'
import { routes, setLoadedPage } from './router'

/**
 * How the build prerendered #root (scripts/route-html.mjs writes it on the element, from
 * scripts/prerender.mjs): `mode` is `hydrate` when the route's first render shows no value of the
 * common params, else `render`; `lang` the catalogue of its texts; `keys` the query params a
 * hydrated address may carry; `needs` those whose absence changes the first render (an order
 * page's orderId).
 */
export interface Prerendered {
  mode: 'hydrate' | 'render'
  lang: string
  keys: string[]
  needs: string[]
}

const list = (value: string | undefined) => (value ? value.split(',') : [])

export function prerenderedRoot(root: HTMLElement | null): Prerendered | null {
  const mode = root?.dataset.ptPrerender
  if (!root || (mode !== 'hydrate' && mode !== 'render')) return null
  return { mode, lang: root.dataset.ptLang ?? '', keys: list(root.dataset.ptKeys), needs: list(root.dataset.ptNeeds) }
}

/**
 * Whether this page's first render is the prerendered markup: the route hydrates, the borrower's
 * language is the prerender's, the address has no other param than the prerender's (a `from` or an
 * `embed` may change the page) and every param it needs.
 */
export function canHydrate(prerendered: Prerendered, search: string): boolean {
  if (prerendered.mode !== 'hydrate' || prerendered.lang !== currentLang()) return false
  const query = new URLSearchParams(search)
  for (const name of query.keys()) if (!prerendered.keys.includes(name)) return false
  return prerendered.needs.every((name) => getCommonParam(name as CommonParamName) !== '')
}

/**
 * Starts the borrower app. On a route the build prerendered, the route's page module is loaded
 * first (its chunk is preloaded beside the entry) so the first render is the page itself, exactly
 * the prerendered markup, not the route's Suspense fallback; then React hydrates it. Where it
 * cannot (the route renders differently for the page's query, the borrower's language is not the
 * prerender's, the address has other params, or the page's chunk failed), React renders from scratch and its first commit
 * replaces the prerendered shell, which has the same size and place (docs/frontend.md).
 */
export async function startApp(): Promise<void> {
  const root = document.getElementById('root')
  const prerendered = prerenderedRoot(root)
  const entry = routes.find((r) => r.path === window.location.pathname)
  let loaded = false
  if (prerendered && entry) {
    try {
      setLoadedPage(entry.path, (await entry.load()).default)
      loaded = true
    } catch {
      // The route's own boundary loads it again and shows its retry screen if it still fails.
    }
  }
  // The language decides the texts; it reads the common params (mount() captures them again).
  captureCommonParams()
  const hydrate = !!prerendered && loaded && canHydrate(prerendered, window.location.search)
  // How the prerendered view was taken over, for tests and whoever debugs a page (not React's node).
  if (prerendered && root) root.dataset.ptMounted = hydrate ? 'hydrated' : 'rendered'
  mount(<App queryClient={createQueryClient()} />, { hydrate })
}
