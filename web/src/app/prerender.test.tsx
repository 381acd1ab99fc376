// Hydration of these views is checked in a real browser (e2e/prerender.test.mjs): in one jsdom
// realm the server renderer leaves its context values on the contexts it rendered (react-router's),
// and a client render after it fails for that reason alone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderRoute, routePaths } from './prerender'
import { routes } from './router'

// The session and order a borrower page is opened with (scripts/prerender.mjs renders the same
// kind of address).
const QUERY = 'sessionId=s-1&userId=1&mobile=09170000001&deviceId=d-1&merchantNumber=m1&productId=1&orderId=11'

beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
  // No API answers while a test looks at the first render (the loading state).
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}))
})

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('prerender', () => {
  it('covers every route of the route table', () => {
    expect(routePaths).toEqual(routes.map((r) => r.path))
    expect(routePaths.length).toBeGreaterThan(20)
  })

  it.each(routes.map((r) => [r.path, r.title] as const))("%s: the route's own first view (its page, not the route's fallback)", async (path) => {
    window.history.replaceState({}, '', `${path}?${QUERY}`)
    const html = await renderRoute(path, `${path}?${QUERY}`)
    expect(html).not.toContain('pt-route-loading')
    expect(html).not.toContain('<!--$!-->') // no part gave up and left its content to the client
    const root = document.createElement('div')
    root.innerHTML = html
    expect(root.querySelector('.pt-page, .pt-login')).not.toBeNull()
    expect(root.textContent?.trim()).not.toBe('')
  })
})
