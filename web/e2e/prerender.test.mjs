// Every borrower route's prerendered first view (scripts/prerender.mjs, route-html.mjs): it
// paints with JavaScript blocked, React hydrates it in place (the same DOM nodes) without a
// hydration error, and no route shifts while it loads (its API answering late).
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { apiLogin, DEMO_PHONE, gwPost, launch, screenshotDir, startServer, quiet } from './lib.mjs'
import { routeModules } from '../scripts/route-html.mjs'

let server
let ui
let q

before(async () => {
  server = await startServer()
  ui = await launch({ baseURL: server.baseURL })
  const session = await apiLogin(server.baseURL, DEMO_PHONE)
  const common = session.toString()
  // The demo borrower's repaying order (status 170): the order pages show it, others ignore it.
  const orders = (await gwPost(server.baseURL, '/v3/order/list', common)).data.orders
  const order = orders.find((o) => o.status === 170) ?? orders[0]
  q = `${common}&orderId=${order.orderId}&productId=${order.productId}`
})

after(async () => {
  try {
    await ui?.close()
  } finally {
    await server?.stop()
  }
})

/** Runs before the page's scripts: marks the prerendered title node and records layout shifts. */
function watchFirstView() {
  const watch = { prerendered: null, shifts: [] }
  window.__firstView = watch
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) watch.shifts.push({ value: entry.value, nodes: entry.sources?.map((s) => s.node?.className ?? s.node?.nodeName) })
  }).observe({ type: 'layout-shift', buffered: true })
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.getElementById('root')
    watch.prerendered = root?.dataset.ptPrerender ?? 'none'
    const title = root?.querySelector('.pt-header__title, h1')
    if (title) title.__prerendered = true
  })
}

test('every borrower route is prerendered and hydrated in place without a hydration error', async () => {
  const routes = [...(await routeModules()).keys()]
  const hydrated = []
  const shifts = []
  for (const path of routes) {
    const page = await ui.context.newPage()
    const errors = []
    page.on('pageerror', (err) => errors.push(err.message))
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))
    try {
      await page.addInitScript(watchFirstView)
      // The API answers late, as on a phone's network: the loading state paints first, so a page
      // whose data moves what is already on screen is caught (Lighthouse's CLS).
      await page.route('**/gw/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 300))
        await route.continue()
      })
      await page.goto(`${path}?${q}`)
      await page.waitForFunction(() => document.getElementById('root')?.dataset.ptMounted)
      await quiet(page)
      const state = await page.evaluate(() => {
        const root = document.getElementById('root')
        const title = root.querySelector('.pt-header__title, h1')
        return { ...window.__firstView, mounted: root.dataset.ptMounted, keptTitle: title ? title.__prerendered === true : null, path: location.pathname }
      })
      assert.notEqual(state.prerendered, 'none', `${path}: the HTML carries a prerendered view`)
      assert.deepEqual(errors, [], `${path}: no console or page error (a hydration mismatch is one)`)
      if (state.prerendered === 'hydrate') {
        assert.equal(state.mounted, 'hydrated', `${path}: React hydrated the prerendered view`)
        if (state.path === path && state.keptTitle !== null) assert.ok(state.keptTitle, `${path}: the prerendered title node is still the page's`)
        hydrated.push(path)
      } else {
        assert.equal(state.mounted, 'rendered', `${path}: rendered over the prerendered view`)
      }
      // Neither the take-over (hydration keeps the nodes) nor the data's arrival moves anything.
      const cls = state.shifts.reduce((sum, s) => sum + s.value, 0)
      if (cls > 0) shifts.push(`${path} ${cls.toFixed(4)} ${JSON.stringify(state.shifts.map((s) => s.nodes))}`)
    } finally {
      await page.close()
    }
  }
  for (const path of ['/main', '/loanDetail', '/loanConfirmNew']) assert.ok(hydrated.includes(path), `${path} is hydrated`)
  assert.deepEqual(shifts, [], 'no route shifts while it loads (CLS 0)')
})

test('a route opened with another param than the prerender had, or in Filipino, renders anew without an error', async () => {
  for (const url of [`/loanDetail?${q}&from=list`, `/main?${q}&lang=fil`]) {
    const page = await ui.context.newPage()
    const errors = []
    page.on('pageerror', (err) => errors.push(err.message))
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))
    try {
      await page.goto(url)
      await page.waitForFunction(() => document.getElementById('root')?.dataset.ptMounted)
      await page.waitForLoadState('networkidle')
      assert.equal(await page.evaluate(() => document.getElementById('root').dataset.ptMounted), 'rendered', url)
      assert.deepEqual(errors, [], url)
    } finally {
      await page.close()
    }
  }
  // In Filipino the page shows the Filipino texts once React has rendered.
  const page = await ui.context.newPage()
  try {
    await page.goto(`/main?${q}&lang=fil`)
    await page.getByTestId('product-card').first().waitFor()
    assert.equal(await page.locator('html').getAttribute('lang'), 'fil')
  } finally {
    await page.close()
  }
})

test('the first paint with JavaScript blocked: the prerendered header, layout and loading state (360x800)', async () => {
  mkdirSync(screenshotDir, { recursive: true })
  for (const path of ['/main', '/loanDetail', '/loanConfirmNew', '/complaintList']) {
    const page = await ui.context.newPage()
    try {
      await page.route('**/*.js', (route) => route.abort())
      await page.goto(`${path}?${q}`, { waitUntil: 'load' })
      assert.ok(await page.locator('#root .pt-header__title').isVisible(), `${path}: the header is painted without scripts`)
      assert.ok(await page.locator('#root [aria-busy="true"]').count(), `${path}: the loading state is painted`)
      // A lazy part's prerendered markup paints without its own stylesheet: the pull-to-refresh's
      // 0 px head keeps its text inside.
      const spills = await page.evaluate(() => [...document.querySelectorAll('.adm-pull-to-refresh-head')].filter((h) => getComputedStyle(h).overflow !== 'hidden').length)
      assert.equal(spills, 0, `${path}: no pull-to-refresh text over the page`)
      await page.screenshot({ path: join(screenshotDir, `first-paint-${path.slice(1)}.png`) })
    } finally {
      await page.close()
    }
  }
})
