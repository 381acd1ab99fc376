// A loan's pages follow a payment without a reload: the borrower opens the due loan, taps
// Repayment, gets a 7-Eleven code and pays it at the store (the sandbox checkout books it); the
// code page turns to 'Payment received' by itself, and 'Back to my loan' shows the loan settled
// (no REPAY). A payment booked while the borrower is away (the overdue loan, paid off at a store)
// shows on the order list as soon as the app is visible again.
// Screenshots: e2e/screenshots/refresh-*.png (360x800).
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { DEMO_PHONE, apiLogin, gwPost, launch, startServer, settled } from './lib.mjs'

let server
let ui
let q
let orders

const api = (path, form) => gwPost(server.baseURL, path, q, form)
const shot = async (name) => {
  await settled(ui.page)
  await ui.screenshot(`refresh-${name}`)
}

before(async () => {
  server = await startServer()
  ui = await launch({ baseURL: server.baseURL })
  q = await apiLogin(server.baseURL, DEMO_PHONE, 'e2e-refresh')
  const list = await api('/v3/order/list')
  orders = Object.fromEntries(list.data.orders.map((o) => [o.status, o]))
  for (const s of [174, 180]) assert.ok(orders[s], `the demo borrower has an order in status ${s}`)
})

after(async () => {
  try {
    await ui?.close()
  } finally {
    await server?.stop()
  }
})

/** Marks the loaded document: the mark is still there at the end only if nothing reloaded it. */
const markDocument = (page) => page.evaluate(() => (window.__sameDocument = true))
const sameDocument = (page) => page.evaluate(() => window.__sameDocument === true)

test('pay a 7-Eleven code, go back to the loan: it shows settled without a reload', async () => {
  const { page } = ui
  const o = orders[174]
  await page.goto(`/loanDetail?${q}&orderId=${o.orderId}&productId=${o.productId}`)
  await page.locator('[data-testid="order-status"][data-status="174"]').waitFor()
  await markDocument(page)
  await page.getByTestId('order-actions').getByRole('button', { name: /^(REPAY|Repayment)$/ }).click()
  await page.waitForURL((url) => url.pathname === '/repayment')
  await page.getByTestId('payment-method').click()
  await page.getByTestId('channel-popup').getByTestId('channel-90003').click()
  await page.getByTestId('pay-button').click()
  await page.waitForURL((url) => url.pathname === '/repaymentOfCode')
  await page.getByTestId('pay-status').getByText('Waiting for your payment').waitFor()
  const reference = new URL(page.url()).searchParams.get('reference')
  assert.ok(reference, 'the code page names its reference')

  // The borrower pays the code at the store: the gateway books it (the sandbox's checkout).
  const charge = await api('/v3/repayment/pay-detail', { reference })
  const amount = charge.data.amount
  const paid = await fetch(`${server.baseURL}/pay/${reference}`, {
    method: 'POST',
    body: new URLSearchParams({ action: 'pay', amount: `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}` }),
    redirect: 'manual',
  })
  assert.equal(paid.status, 303, await paid.text())

  // The code page learns it by itself, and the loan it leads back to is settled.
  await page.getByTestId('pay-status').getByText('Payment received').waitFor({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Back to my loan' }).click()
  await page.waitForURL((url) => url.pathname === '/loanDetail')
  await page.locator('[data-testid="order-status"][data-status="200"]').waitFor()
  assert.equal(await page.getByTestId('order-actions').getByRole('button', { name: /^(REPAY|Repayment)$/ }).count(), 0, 'no repay button on a settled loan')
  assert.equal(await sameDocument(page), true, 'no reload on the way')
  await shot('settled-after-code')
})

test('a payment booked while the borrower is away shows on the order list when the app is visible again', async () => {
  const { page } = ui
  const o = orders[180]
  await page.goto(`/orders?${q}`)
  const item = page.locator(`[data-testid="order-item"][data-order-id="${o.orderId}"]`)
  await item.locator('[data-status="180"]').waitFor()
  await markDocument(page)

  // Paid off at a store with the loan's standing code while the app is in the background.
  const play = await api('/v3/installment/loan-play-detail', { orderId: o.orderId, productId: o.productId })
  assert.equal(play.code, '00', play.message)
  const sim = await fetch(`${server.baseURL}/dev/payments/simulate`, {
    method: 'POST',
    body: new URLSearchParams({ payCode: play.data.defDetail.payCode, amount: String(play.data.payoffAmount) }),
  })
  assert.equal(sim.status, 200, await sim.text())

  // The phone shows the app again (the page becomes visible).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })))
  await item.locator('[data-status="200"]').waitFor()
  assert.equal(await sameDocument(page), true, 'no reload')
  await shot('orders-after-away')

  // Its detail, opened from the list, is the settled loan at once.
  await item.click()
  await page.locator('[data-testid="order-status"][data-status="200"]').waitFor()
  assert.equal(await sameDocument(page), true)
})
