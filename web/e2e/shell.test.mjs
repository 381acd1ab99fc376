// The new-user journey through the web shell: log in with an SMS code from the
// dev inbox, browse the loan market, open a product, see the demo orders.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { DEMO_PHONE, gwPost, launch, readLoginCode, startServer, settled } from './lib.mjs'

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
  await settled(page)
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

async function common(page) {
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('pautang.session'))) ?? '{}')
  assert.ok(stored.sessionId, 'the first test left a session')
  return new URLSearchParams(stored).toString()
}

test('a page whose early request gets an error shows the error state, then a retry works', async () => {
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
    await page.goto(`/main?${q}`)
    await page.getByRole('button', { name: 'Try again' }).click()
    await page.getByTestId('product-card').first().waitFor()
    assert.match(await page.locator('.pt-main__best').innerText(), /Up to\s*₱[\d,]+\.\d\d/)
    assert.equal(homeCalls, 2, 'the early call (answered with an error, used by the page) and the retry')
    assert.deepEqual(errors, [])
  } finally {
    await page.close()
  }
})
