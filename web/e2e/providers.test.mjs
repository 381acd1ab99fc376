// Real gateways against their local fakes (PAUTANG_PAYMENTS=paymongo-fake,
// PAUTANG_PAYOUTS=xendit-fake, PAUTANG_SMS=semaphore-fake): the borrower logs in with a code
// that went through the Semaphore fake, repays the due order by e-wallet on PayMongo's
// (fake) hosted checkout and comes back to a settled loan; an approved loan is paid out
// through Xendit's (fake) payout and its callback moves it to 170; a failed payout raises the
// card dialog, the card change sends a new payout and its callback starts the loan.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { DEMO_PHONE, apiLogin, gwPost, launch, operatorLogIn, startServer, settled, quiet } from './lib.mjs'

const api = (path, query, form) => gwPost(server.baseURL, path, query, form)
const login = (phone) => apiLogin(server.baseURL, phone, 'e2e-providers')

let server
let ui
let demo // the demo borrower's common query

before(async () => {
  server = await startServer({ env: { PAUTANG_PAYMENTS: 'paymongo-fake', PAUTANG_PAYOUTS: 'xendit-fake', PAUTANG_SMS: 'semaphore-fake', PAUTANG_LOG_LEVEL: 'info' } })
  ui = await launch({ baseURL: server.baseURL })
})

after(async () => {
  try {
    await ui?.close()
  } finally {
    await server?.stop()
  }
})

async function until(what, fn, ms = 10_000) {
  const deadline = Date.now() + ms
  for (;;) {
    const v = await fn()
    if (v) return v
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

test('the login code goes out through the Semaphore fake', async () => {
  demo = await login(DEMO_PHONE)
  // The worker posted the queued code to Semaphore's (fake) API and stored its message id.
  const line = await until('the Semaphore send', async () => server.logs().split('\n').find((l) => l.includes('sms: sent through semaphore')))
  assert.match(line, /message_id=\d+ status=Queued phone=0917\*\*\*\*567/)
})

test('repay the due order by e-wallet on the PayMongo checkout', async () => {
  const { page } = ui
  const q = demo
  const list = await api('/v3/order/list', q)
  const order = list.data.orders.find((o) => o.status === 174)
  assert.ok(order, 'the demo borrower has a due order')
  await page.goto(`/repayment?${q}&orderId=${order.orderId}&productId=${order.productId}`)
  await page.getByTestId('repay-amount').waitFor()
  await page.getByTestId('payment-method').click()
  await page.getByTestId('channel-popup').getByTestId('channel-90001').click()
  await page.getByTestId('pay-button').click()
  // PayMongo's hosted page (the fake), on its own origin.
  await page.waitForURL(/\/checkout\/cs_/)
  assert.notEqual(new URL(page.url()).origin, server.baseURL, 'the checkout is the gateway page, not ours')
  await page.getByRole('button', { name: 'Pay with gcash' }).waitFor()
  await ui.screenshot('providers-paymongo-checkout')
  await page.getByRole('button', { name: 'Pay with gcash' }).click()
  // Back on the loan detail; the signed webhook has booked the money.
  await page.waitForURL((u) => u.origin === server.baseURL && u.pathname === '/loanDetail')
  const status = await until('the settled order', async () => {
    const l = await api('/v3/order/list', q)
    const o = l.data.orders.find((x) => x.orderId === order.orderId)
    return o.status === 200 ? o.status : 0
  })
  assert.equal(status, 200)
  await page.getByText(/Borrow Again|Settled|settled/).first().waitFor()
  await ui.screenshot('providers-paymongo-settled')
})

test('the back office reconciles the day of PayMongo against the ledger', async () => {
  const desk = await ui.browser.newContext({ baseURL: server.baseURL, viewport: { width: 1366, height: 850 }, locale: 'en-PH' })
  const page = await desk.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto('/admin')
  await operatorLogIn(page, 'admin@pautang.ph')
  await page.getByRole('menuitem', { name: /Reconciliation/ }).click()
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)
  await page.getByTestId('reconcile-day').fill(today)
  await page.getByTestId('reconcile-result').getByText('Reconciled: every payment is in the ledger').waitFor()
  const stats = await page.locator('.ant-statistic').allInnerTexts()
  assert.deepEqual(stats.map((x) => x.replace(/\s+/g, ' ').trim()), ['Gateway payments 1', 'Matched 1', 'Missing 0', 'Extra 0'])
  await page.screenshot({ path: new URL('./screenshots/providers-admin-reconcile.png', import.meta.url).pathname, fullPage: true })
  assert.deepEqual(errors, [])
  await desk.close()
})

/** Creates an order through push and approves it with the dev decision. */
async function approvedOrder(q) {
  for (const [group, form] of [
    ['personal', { fullName: 'Maria Santos', birthDate: '1990-03-04', gender: '2', civilStatus: '1', education: '3', city: 'Region VII (Central Visayas)/Cebu/Cebu City', address: '12 Osmeña Blvd' }],
    ['job', { employment: '1', employer: 'Cebu Trading', monthlyIncome: '25000', payday: '1' }],
    ['ext', { ref1Name: 'Jose Santos', ref1Relation: '1', ref1Phone: '09191234567', ref2Name: 'Ana Reyes', ref2Relation: '3', ref2Phone: '09201234567' }],
  ]) {
    const saved = await api('/v3/certify/save', q, { group, ...form })
    assert.equal(saved.success, true, `certify/save ${group}: ${saved.message}`)
  }
  const products = await api('/v3/home/index', q)
  const productId = String(products.data.products[0].id)
  const confirm = await api('/v3/loan-confirm/loan-detail-confirm', q, { productId })
  const push = await api('/v3/loan-confirm/loan-detail-push', q, {
    productId, amount: String(confirm.data.amountMin ?? confirm.data.amount), periods: String(confirm.data.periods), termUnit: 'd', cicNotice: '1',
  })
  assert.equal(push.success, true, `loan-detail-push: ${push.message}`)
  const res = await fetch(`${server.baseURL}/dev/orders/decide`, { method: 'POST', body: new URLSearchParams({ orderId: push.data.orderId, approve: '1' }) })
  assert.ok(res.ok, `dev decide: HTTP ${res.status}`)
  return String(push.data.orderId)
}

const detailOf = (q, orderId) => api('/v3/loan-details/loan-details', q, { orderId })

test('an approved loan is paid out through Xendit and its callback starts it (170)', async () => {
  const q = await login('09170000201')
  const bound = await api('/v3/bind-card/bind-card-new', q, {
    cardType: '1', bankCode: 'BDO', cardNo: '001234567890', accountName: 'Maria Santos', birthday: '1990-03-04', city: 'Region VII (Central Visayas)/Cebu/Cebu City',
  })
  assert.equal(bound.code, '0', bound.message)
  const orderId = await approvedOrder(q)
  const d = await until('status 170', async () => {
    const r = await detailOf(q, orderId)
    return String(r.data.orderStatus) === '170' ? r : null
  })
  assert.equal(Number(d.data.cardNeedPop), 0)
  assert.match(server.logs(), /disburse: order paid out/)
})

async function pick(page, name) {
  const popup = page.locator('.adm-popup-body:visible').last()
  await popup.waitFor()
  await popup.locator('.adm-picker-view-column-item', { hasText: name }).first().dispatchEvent('click')
  await popup.locator('.adm-picker-view-column-item-active', { hasText: name }).waitFor()
  await settled(page)
  await popup.getByText('Confirm', { exact: true }).click()
  await page.locator('.adm-popup-body:visible').waitFor({ state: 'detached' })
}

test('a failed Xendit payout asks for another account; the card change pays out (170)', async () => {
  const { page } = ui
  const q = await login('09170000202')
  const bound = await api('/v3/bind-card/bind-card-new', q, {
    cardType: '1', bankCode: 'BPI', cardNo: '1234567890', accountName: 'Maria Santos', birthday: '1990-03-04', city: 'Region VII (Central Visayas)/Cebu/Cebu City',
  })
  assert.equal(bound.code, '0', bound.message)
  await fetch(`${server.baseURL}/dev/payout/mode`, { method: 'POST', body: new URLSearchParams({ mode: 'fail' }) })
  const orderId = await approvedOrder(q)
  await until('the failed payout', async () => Number((await detailOf(q, orderId)).data.cardNeedPop) === 1)
  assert.equal(String((await detailOf(q, orderId)).data.orderStatus), '151')
  await fetch(`${server.baseURL}/dev/payout/mode`, { method: 'POST', body: new URLSearchParams({ mode: 'success' }) })

  await page.goto(`/order?${q}&orderId=${orderId}`)
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  await dialog.getByText(/does not exist or cannot receive transfers/).waitFor()
  await ui.screenshot('providers-xendit-failed-dialog')
  await dialog.getByRole('button').filter({ hasNotText: /cancel|close|later/i }).first().click()
  await page.waitForURL(/\/bindBank(Card)?\?/)
  await page.getByRole('tab', { name: 'E-wallet' }).click()
  await page.locator('[data-code="bankCode"] button').click()
  await pick(page, 'GCash')
  await page.getByLabel('E-wallet mobile number').fill('09181234567')
  await page.getByLabel('Account holder name').fill('Maria Santos')
  await page.locator('[data-code="birthday"] button').click()
  await page.locator('.adm-popup-body:visible').last().getByText('Confirm', { exact: true }).click()
  await page.locator('[data-code="city"] button').click()
  const popup = page.locator('.adm-popup-body:visible').last()
  await popup.waitFor()
  await settled(page)
  await popup.getByText('Confirm', { exact: true }).click()
  await page.locator('.adm-popup-body:visible').waitFor({ state: 'detached' })
  await page.getByRole('button', { name: 'Next' }).click()
  await page.waitForURL(/\/order\?/)
  await until('status 170 after the card change', async () => String((await detailOf(q, orderId)).data.orderStatus) === '170')
  await page.reload()
  await page.locator('[data-testid="order-status"][data-status="170"]').waitFor()
  await quiet(page)
  assert.equal(await page.getByText('Update your payment account').count(), 0)
  await ui.screenshot('providers-xendit-paid-out')
})
