// The new-user journey through the web shell: log in with an SMS code from the
// dev inbox, browse the loan market, open a product, see the demo orders.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { DEMO_PHONE, gwPost, launch, readLoginCode, screenshotDir, startServer } from './lib.mjs'

let server
let ui

before(async () => {
  server = await startServer()
  ui = await launch({ baseURL: server.baseURL })
})

after(async () => {
  try {
    await ui?.close()
  } finally {
    await server?.stop()
  }
})

test('log in, browse products, see the demo orders', async () => {
  const { page } = ui
  await page.goto('/login')
  await page.getByLabel('Mobile number').fill(DEMO_PHONE)
  await ui.screenshot('login')
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByRole('button', { name: /Resend in \d+s/ }).waitFor()

  const code = await readLoginCode(server.baseURL, DEMO_PHONE)
  assert.match(code, /^\d{6}$/)
  await page.getByLabel('Verification code').fill(code)
  await page.getByRole('button', { name: 'Log in' }).click()

  await page.waitForURL(/\/main\?/)
  const url = new URL(page.url())
  assert.ok(url.searchParams.get('sessionId'), 'the session travels in the query')
  assert.equal(url.searchParams.get('mobile'), DEMO_PHONE)

  const cards = page.getByTestId('product-card')
  await cards.first().waitFor()
  assert.ok((await cards.count()) > 0, 'the loan market lists products')
  await page.waitForTimeout(300)
  await ui.screenshot('main')

  await cards.first().click()
  await page.waitForURL(/\/product\?/)
  assert.ok(new URL(page.url()).searchParams.get('productId'))
  await page.getByRole('button', { name: 'Apply', exact: true }).waitFor()
  await page.getByRole('slider', { name: 'Loan amount' }).waitFor()
  await page.waitForLoadState('networkidle')
  await ui.screenshot('product')

  await page.goBack()
  await page.getByRole('tab', { name: 'Orders' }).or(page.getByText('Orders', { exact: true })).first().click()
  await page.waitForURL(/\/orders\?/)
  const orders = page.getByTestId('order-item')
  await orders.first().or(page.getByRole('status')).first().waitFor()
  await ui.screenshot('orders')
  assert.ok((await orders.count()) > 0, 'the demo borrower has orders (pautang seed creates them)')

  await orders.first().click()
  await page.waitForURL(/\/loanDetail\?/)
  const detailUrl = new URL(page.url())
  assert.ok(detailUrl.searchParams.get('orderId'))
  assert.ok(detailUrl.searchParams.get('sessionId'))

  await page.goto(`/settings${url.search}`)
  await page.getByText('Log out').waitFor()
  await ui.screenshot('settings')

  await page.goto(`/testPreview${url.search}`)
  await page.getByRole('button', { name: 'Bind bank' }).click()
  await page.waitForURL(/\/bindBank\?/)
  assert.ok(new URL(page.url()).searchParams.get('sessionId'), 'the preview passes the params on')

})

test('a borrower page opened directly sends its first API call once (the early script hands it to the app)', async () => {
  const { page } = ui
  // The session the first test logged in with (a second SMS code would be rate-limited).
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('pautang.session'))) ?? '{}')
  assert.ok(stored.sessionId, 'the first test left a session')
  const common = new URLSearchParams(stored).toString()
  const calls = []
  const onRequest = (req) => {
    const url = new URL(req.url())
    if (url.pathname.startsWith('/gw/')) calls.push(`${req.method()} ${url.pathname}`)
  }
  page.on('request', onRequest)
  try {
    await page.goto(`/main?${common}`)
    await page.getByTestId('product-card').first().waitFor()
    assert.match(await page.locator('.pt-main__best').innerText(), /Up to\s*₱[\d,]+\.\d\d/)
    await page.waitForLoadState('networkidle')
    assert.deepEqual(calls.filter((c) => c === 'POST /gw/v3/home/index'), ['POST /gw/v3/home/index'])

    const orders = (await gwPost(server.baseURL, '/v3/order/list', common)).data.orders
    const order = orders[0]
    calls.length = 0
    await page.goto(`/loanDetail?${common}&orderId=${order.orderId}&productId=${order.productId}`)
    await page.getByTestId('order-status').waitFor()
    await page.waitForLoadState('networkidle')
    assert.deepEqual(calls.filter((c) => c.endsWith('/loan-details/loan-details')), ['POST /gw/v3/loan-details/loan-details'])
    await ui.screenshot('loan-detail-direct')
  } finally {
    page.off('request', onRequest)
  }
})

/**
 * Watches a page load from its first byte: the early-painted element (`selector` inside the
 * [data-pt-early-view] page) with its text and box in the first frame it is in, and every layout
 * shift. Read with `window.__earlyWatch`.
 */
function watchEarlyView(selector) {
  const watch = { early: null, shifts: [] }
  window.__earlyWatch = watch
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      watch.shifts.push(entry.value)
      watch.sources = (watch.sources ?? []).concat(entry.sources.map((s) => s.node?.outerHTML?.slice(0, 80)))
    }
  }).observe({ type: 'layout-shift', buffered: true })
  const observer = new MutationObserver(() => {
    const el = document.querySelector(`[data-pt-early-view] ${selector}`)
    if (!el || watch.early) return
    watch.early = { text: el.textContent }
    // Measured in the frame it is painted in (the stylesheets have applied by then).
    requestAnimationFrame(() => {
      const r = el.getBoundingClientRect()
      watch.early.rect = [r.x, r.y, r.width, r.height]
      watch.early.connectedAfterFrame = el.isConnected
    })
  })
  observer.observe(document, { childList: true, subtree: true })
}

async function common(page) {
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('pautang.session'))) ?? '{}')
  assert.ok(stored.sessionId, 'the first test left a session')
  return new URLSearchParams(stored).toString()
}

test("the early script paints the page's first view from the early response; React takes it over in place", async () => {
  const q = await common(ui.page)
  const context = ui.context
  const order = (await gwPost(server.baseURL, '/v3/order/list', q)).data.orders[0]
  for (const [path, selector, reactDone] of [
    [`/main?${q}`, '.pt-main__best', '[data-testid="product-card"]'],
    [`/loanDetail?${q}&orderId=${order.orderId}&productId=${order.productId}`, '.pt-loan-status__desc', '[data-testid="order-status"] svg g'],
  ]) {
    const page = await context.newPage()
    const errors = []
    page.on('pageerror', (err) => errors.push(err.message))
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))
    try {
      await page.addInitScript(watchEarlyView, selector)
      await page.goto(path, { waitUntil: 'commit' })
      await page.waitForFunction(() => window.__earlyWatch?.early?.rect)
      // Viewport shots: a full-page one resizes the viewport, which shifts the layout.
      const shot = (when) => page.screenshot({ path: join(screenshotDir, `early-${path.slice(1, path.indexOf("?"))}-${when}.png`) })
      await shot('during')
      await page.locator(reactDone).first().waitFor()
      await page.waitForLoadState('networkidle')
      await shot('after')
      const watch = await page.evaluate(() => window.__earlyWatch)
      assert.ok(watch.early.text.trim(), `${path}: the early view shows the API's text`)
      assert.equal(await page.locator('[data-pt-early-view]').count(), 0, `${path}: React replaced the early view`)
      const el = page.locator(selector)
      assert.equal(await el.textContent(), watch.early.text, `${path}: React shows the same text`)
      const box = await el.boundingBox()
      assert.deepEqual([box.x, box.y, box.width, box.height], watch.early.rect, `${path}: same size and place`)
      assert.deepEqual(watch.shifts.filter((v) => v > 0), [], `${path}: no layout shift ${JSON.stringify(watch.sources)}`)
      assert.deepEqual(errors, [])
    } finally {
      await page.close()
    }
  }
})

test('a page whose early request gets an error works as before: no early view, the error state, then a retry', async () => {
  const q = await common(ui.page)
  const page = await ui.context.newPage()
  const errors = []
  page.on('pageerror', (err) => errors.push(err.message))
  let homeCalls = 0
  await page.route('**/gw/v3/home/index?*', async (route) => {
    homeCalls += 1
    if (homeCalls > 1) return route.continue()
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: '500', message: 'Server busy', data: null, success: false }) })
  })
  try {
    await page.addInitScript(watchEarlyView, '.pt-main__best')
    await page.goto(`/main?${q}`)
    await page.getByRole('button', { name: 'Try again' }).click()
    await page.getByTestId('product-card').first().waitFor()
    assert.match(await page.locator('.pt-main__best').innerText(), /Up to\s*₱[\d,]+\.\d\d/)
    assert.equal(homeCalls, 2, 'the early call (answered with an error, used by the page) and the retry')
    assert.equal((await page.evaluate(() => window.__earlyWatch)).early, null, 'nothing was painted early')
    assert.deepEqual(errors, [])
  } finally {
    await page.close()
  }
})
