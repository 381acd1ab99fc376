// Xendit payments against its local fake (PAUTANG_PAYMENTS=xendit-fake): the borrower takes a
// 7-Eleven payment code for the due order, a cashier takes the cash (Xendit's test-mode
// payment simulation) and the callback books it; the borrower pays the overdue order by GCash
// on Xendit's (fake) e-wallet page and comes back to the loan detail with the balance down.
// PayMongo runs beside it (PAUTANG_PAYMENTS=xendit-fake,paymongo-fake): an operator routes the
// Maya channel to PayMongo in the catalogue and the borrower's next Maya payment opens
// PayMongo's checkout offering Maya only.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { DEMO_PHONE, apiLogin, approveAsSupervisor, gwPost, launch, operatorLogIn, startServer, watchDesk } from './lib.mjs'

const api = (path, query, form) => gwPost(server.baseURL, path, query, form)
// The dev fake's key (internal/cli/providers.go); the fake runs only with PAUTANG_DEV=1.
const FAKE_KEY = 'xnd_development_pautang_dev_fake'

let server
let ui
let q
let orders

before(async () => {
  server = await startServer({ env: { PAUTANG_PAYMENTS: 'xendit-fake,paymongo-fake', PAUTANG_LOG_LEVEL: 'info' } })
  ui = await launch({ baseURL: server.baseURL })
  q = await apiLogin(server.baseURL, DEMO_PHONE, 'e2e-xendit')
  const list = await api('/v3/order/list', q)
  orders = Object.fromEntries(list.data.orders.map((o) => [o.status, o]))
})

after(async () => {
  try {
    await ui?.close()
  } finally {
    await server?.stop()
  }
})

function fakeURL() {
  const m = server.logs().match(/payments: Xendit fake running"? url=(\S+)/)
  assert.ok(m, 'the Xendit fake logged its address')
  return m[1]
}

async function xendit(path, init = {}) {
  const res = await fetch(fakeURL() + path, { ...init, headers: { Authorization: 'Basic ' + Buffer.from(FAKE_KEY + ':').toString('base64'), ...(init.headers ?? {}) } })
  assert.equal(res.status, 200, `${path}: ${res.status}`)
  return res.json()
}

const playDetail = async (order) => (await api('/v3/installment/loan-play-detail', q, { orderId: order.orderId, productId: order.productId })).data

async function choose(page, order, channel) {
  await page.goto(`/repayment?${q}&orderId=${order.orderId}&productId=${order.productId}`)
  await page.getByTestId('repay-amount').waitFor()
  await page.getByTestId('payment-method').click()
  await page.getByTestId('channel-popup').getByTestId(channel).click()
  await page.getByTestId('pay-button').click()
}

test('an operator routes Maya to PayMongo in the catalogue; the next Maya payment opens its checkout', async () => {
  const desk = await ui.browser.newContext({ baseURL: server.baseURL, viewport: { width: 1366, height: 850 }, locale: 'en-PH' })
  const errors = []
  const op = watchDesk(await desk.newPage(), errors)
  await op.goto('/admin/catalog')
  await operatorLogIn(op, 'admin@pautang.ph')
  await op.getByRole('tab', { name: 'Payment channels' }).click()
  const row = op.locator('tr', { hasText: '90002' })
  await row.getByText('By method (default)').waitFor()
  await row.getByRole('button').click()
  const dialog = op.getByRole('dialog')
  await dialog.getByLabel('Gateway', { exact: true }).click()
  await op.locator('.ant-select-dropdown:visible').getByTitle('paymongo').click()
  await dialog.getByLabel("Gateway's channel").click()
  await op.locator('.ant-select-dropdown:visible').getByTitle('paymaya').click()
  await op.screenshot({ path: new URL('./screenshots/providers-channel-route.png', import.meta.url).pathname })
  // The route decides where borrowers' money goes: it waits for a supervisor (four eyes).
  await dialog.getByTestId('change-reason').fill('Maya through PayMongo')
  await dialog.getByRole('button', { name: 'Propose' }).click()
  await op.getByTestId('pending-change').waitFor()
  await approveAsSupervisor(ui.browser, server.baseURL, 'Payment channel change', errors)
  await op.reload()
  await op.getByRole('tab', { name: 'Payment channels' }).click()
  await row.getByText('paymongo · paymaya').waitFor()
  assert.deepEqual(errors, [])
  await desk.close()

  const { page } = ui
  const order = orders[174]
  await choose(page, order, 'channel-90002')
  await page.waitForURL(/\/checkout\/cs_/)
  assert.notEqual(new URL(page.url()).origin, server.baseURL, 'the checkout is the gateway page, not ours')
  await page.getByRole('button', { name: 'Pay with paymaya' }).waitFor()
  assert.equal(await page.getByRole('button', { name: /^Pay with/ }).count(), 1, 'the checkout offers Maya only')
  await ui.screenshot('providers-routed-maya')
})

test('pay the due order with a 7-Eleven code from Xendit', async () => {
  const { page } = ui
  const order = orders[174]
  const before = await playDetail(order)
  await choose(page, order, 'channel-90003')
  await page.waitForURL(/\/repaymentOfCode\?type=1&reference=RP/)
  const reference = new URL(page.url()).searchParams.get('reference')
  await page.getByTestId('pay-status').waitFor() // the code page itself, not the one before
  const code = (await page.getByTestId('pay-code').first().textContent()).replace(/\s/g, '')
  const { data } = await xendit(`/payment_requests?reference_id=${reference}`)
  assert.equal(data.length, 1, 'one payment request for the reference')
  assert.equal(code, data[0].payment_method.over_the_counter.channel_properties.payment_code, 'the page shows Xendit’s code')
  assert.equal(data[0].payment_method.over_the_counter.channel_code, '7ELEVEN')
  await ui.screenshot('providers-xendit-store-code')
  // The cashier takes the cash: Xendit's callback books it.
  await xendit(`/payment_requests/${data[0].id}/payments/simulate`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
  await page.reload()
  await page.getByTestId('pay-status').filter({ hasText: /paid|received|succeeded/i }).waitFor()
  const after = await playDetail(order)
  assert.ok(after.dueNowAmount < before.dueNowAmount || after.status !== before.status, 'the amount due dropped')
  await ui.screenshot('providers-xendit-store-paid')
})

test('pay the overdue order by GCash on the Xendit e-wallet page', async () => {
  const { page } = ui
  const order = orders[180]
  const before = await playDetail(order)
  await choose(page, order, 'channel-90001')
  await page.waitForURL(/\/ewallet\/pr-/)
  await page.getByRole('button', { name: 'Authorize payment' }).waitFor()
  await ui.screenshot('providers-xendit-ewallet')
  await page.getByRole('button', { name: 'Authorize payment' }).click()
  await page.waitForURL((u) => u.origin === server.baseURL && u.pathname === '/loanDetail')
  const after = await playDetail(order)
  assert.ok(after.dueNowAmount < before.dueNowAmount || after.status !== before.status, 'the amount due dropped')
})

