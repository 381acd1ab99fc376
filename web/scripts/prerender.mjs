// Renders every borrower route's first view with the app's own components (the SSR build of
// src/app/prerender.tsx, built by vite.prerender.config.ts into dist/.prerender) for
// route-html.mjs to write into the route's HTML. It runs in a jsdom window at the route's
// address, so code that reads the page's URL, storage or language sees what a first visit in a
// browser shows: the common params of the address, nothing stored, English.
//
// Which first views the browser may hydrate: each route is rendered at two addresses with the same
// common params and different values (two borrowers, two orders). When both give the same markup,
// the route's first render depends on no param's value; each param is then left out in turn, and
// the params whose absence changes the markup are the route's `needs` (an order page's orderId).
// The browser hydrates when its address has only these params (`keys`) and every `needs` one
// (src/app/start.tsx); otherwise, and for a route whose markup shows a param's value (`render`,
// prerendered at its bare address), React renders anew over the shell.
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'

/** The language the shells are rendered in (the browser hydrates only when the borrower's is the same). */
export const PRERENDER_LANG = 'en'

const ORIGIN = 'https://pautang.invalid'

/** Two borrowers' common params (lib/params/common.ts, all but lang): same names, different values. */
export const SAMPLE_PARAMS = [
  { sessionId: 's-1', userId: '1', mobile: '09170000001', deviceId: 'd-1', merchantNumber: 'm1', productId: '1', orderId: '11', building: 'b1', gather: 'g1', swift: 'w1', eyes: 'e1' },
  { sessionId: 's-2', userId: '2', mobile: '09170000002', deviceId: 'd-2', merchantNumber: 'm2', productId: '2', orderId: '22', building: 'b2', gather: 'g2', swift: 'w2', eyes: 'e2' },
]

/** The params a hydrated address may carry: the samples' and lang (its texts are checked apart). */
export const HYDRATE_KEYS = [...Object.keys(SAMPLE_PARAMS[0]), 'lang']

const GLOBALS = ['window', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage', 'HTMLElement', 'Element', 'Node', 'getComputedStyle', 'requestAnimationFrame', 'cancelAnimationFrame', 'matchMedia']

/** Makes a jsdom window the global one (Node's own `navigator` included); returns the undo. */
function installWindow(dom) {
  const saved = GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)])
  const { window } = dom
  window.matchMedia ??= () => ({ matches: false, media: '', addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, onchange: null, dispatchEvent: () => false })
  Object.defineProperty(window.navigator, 'languages', { value: [PRERENDER_LANG], configurable: true })
  Object.defineProperty(window.navigator, 'language', { value: PRERENDER_LANG, configurable: true })
  for (const name of GLOBALS) Object.defineProperty(globalThis, name, { value: window[name], configurable: true, writable: true })
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor)
      else delete globalThis[name]
    }
  }
}

/**
 * Renders every route of the SSR build in `dir` (dist/.prerender) and removes the build.
 * Returns path -> { html, mode: 'hydrate' | 'render', needs: string[] }.
 */
export async function prerenderRoutes(dir) {
  const dom = new JSDOM('<!doctype html><html><head></head><body><div id="root"></div></body></html>', { url: `${ORIGIN}/`, pretendToBeVisual: true })
  const uninstall = installWindow(dom)
  // A plain absolute path (POSIX): Node and Vitest's module runner both load it.
  const { renderRoute, routePaths } = await import(/* @vite-ignore */ join(dir, 'prerender.mjs'))
  // A first visit at path?params: nothing stored, that address.
  const render = (path, params) => {
    dom.window.sessionStorage.clear()
    dom.window.localStorage.clear()
    const query = new URLSearchParams(params).toString()
    const url = query ? `${path}?${query}` : path
    dom.reconfigure({ url: `${ORIGIN}${url}` })
    return renderRoute(path, url)
  }
  const out = new Map()
  try {
    for (const path of routePaths) {
      const [html, other] = [await render(path, SAMPLE_PARAMS[0]), await render(path, SAMPLE_PARAMS[1])]
      if (html !== other) {
        out.set(path, { html: await render(path, {}), mode: 'render', needs: [] })
        continue
      }
      const needs = []
      for (const name of Object.keys(SAMPLE_PARAMS[0])) {
        const { [name]: _, ...rest } = SAMPLE_PARAMS[0]
        if ((await render(path, rest)) !== html) needs.push(name)
      }
      out.set(path, { html, mode: 'hydrate', needs })
    }
  } finally {
    uninstall()
    dom.window.close()
    await rm(dir, { recursive: true, force: true })
  }
  return out
}
