// Repayment: the demo borrower pays the due order by link in the sandbox and sees it
// settled; pays part of the overdue order with the pay code (a simulated store payment) and
// sees the balance drop; rolls it over and sees the new date; repays by card through payway
// with the SMS code, including a wrong code and a cancelled countdown.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { copyFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DEMO_PHONE, SHOWN_DAY, apiLogin, gwPost, launch, readLoginCode, screenshotDir, shownDay, startServer, settled } from './lib.mjs'
const api = (path, query, form) => gwPost(server.baseURL, path, query, form)
const login = (phone) => apiLogin(server.baseURL, phone, 'e2e-repay')


let server
let ui
let q
let orders

const shotsCopy = process.env.REPAY_SHOTS ?? ''

async function shot(name) {
  await settled(ui.page)
  await ui.screenshot(`repay-${name}`)
  if (shotsCopy) {
    mkdirSync(shotsCopy, { recursive: true })
    copyFileSync(join(screenshotDir, `repay-${name}.png`), join(shotsCopy, `repay-${name}.png`))
  }
}



async function orderStatus(orderId) {
  const list = await api('/v3/order/list', q)
  return list.data.orders.find((o) => o.orderId === orderId)?.status
}

async function installment(order) {
  const r = await api('/v3/installment/loan-play-detail', q, { orderId: order.orderId, productId: order.productId })
  assert.equal(r.code, '00', r.message)
  return r.data
}

function pageURL(path, order, extra = '') {
  return `${path}?${q}&orderId=${order.orderId}&productId=${order.productId}${extra}`
}

/** "₱1,234.50" -> 123450 */
function centsOf(text) {
  const m = text.replace(/[^\d.]/g, '').match(/^(\d+)\.(\d{2})$/)
  assert.ok(m, `not an amount: ${text}`)
  return Number(m[1]) * 100 + Number(m[2])
}

before(async () => {
  server = await startServer()
  ui = await launch({ baseURL: server.baseURL })
  await ui.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseURL })
  q = await login(DEMO_PHONE)
  const list = await api('/v3/order/list', q)
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

test('pay the due order by link in the sandbox and see it settled', async () => {
  const { page } = ui
  const order = orders[174]
  await page.goto(pageURL('/repayment', order))
  await page.getByTestId('repay-amount').waitFor()
  const rows = page.getByTestId('detail-list').locator('.pt-kv')
  assert.equal(await rows.count(), 2, 'the detail list shows 2 rows folded')
  await page.getByTestId('detail-toggle').click()
  assert.ok((await rows.count()) > 2, "'more' unfolds the rest")
  await page.getByRole('button', { name: /hide/ }).waitFor()
  await shot('installment')
  await page.getByTestId('detail-toggle').click()
  assert.equal(await rows.count(), 2, "'hide' folds it back")

  await page.getByTestId('payment-method').click()
  const popup = page.getByTestId('channel-popup')
  await popup.getByText('Please select your repayment method for payment').waitFor()
  await shot('method-popup')
  await popup.getByTestId('channel-90001').click()
  await page.getByTestId('pay-button').click()
  await page.waitForURL(/\/pay\/RP/)
  await page.getByRole('button', { name: 'Pay' }).waitFor()
  await shot('sandbox-checkout')
  await page.getByRole('button', { name: 'Pay' }).click()
  await page.getByText('Payment received').waitFor()
  await shot('sandbox-paid')
  await page.getByTestId('pay-return').click()
  await page.waitForURL(/\/loanDetail\?/)
  assert.equal(await orderStatus(order.orderId), 200, 'the order is settled')
  await page.getByText(/Borrow Again|Settled|settled/).first().waitFor()
  await shot('settled-loan-detail')
})

test('pay part with the pay code at a store and see the balance drop', async () => {
  const { page } = ui
  const order = orders[180]
  const before = await installment(order)
  await page.goto(pageURL('/repayment', order))
  await page.getByTestId('rey-top').waitFor() // overdue: the 'how to repay' banner
  const code = await page.getByTestId('pay-code').getAttribute('data-code')
  assert.match(code, /^\d{12}$/)
  await page.getByTestId('copy-code').click()
  await page.getByText('copy success').waitFor()
  await page.getByTestId('show-barcode').click()
  await page.getByTestId('scan-modal').waitFor()
  await shot('scan-to-pay')
  await page.getByTestId('scan-close').click()
  await page.getByTestId('scan-modal').waitFor({ state: 'detached' })

  await page.getByTestId('pay-code-card').click()
  await page.waitForURL(/\/repaymentOfCode2\?/)
  assert.equal((await page.getByTestId('contract-number').textContent()).replace(/\s/g, ''), code)
  assert.equal(centsOf(await page.getByTestId('total-payment').textContent()), before.repayAmount)
  assert.ok((await page.getByTestId('notice-group').count()) > 0, 'per-channel steps')
  await shot('code-2')

  // A cashier takes ₱1,000.00 with that code.
  const sim = await fetch(`${server.baseURL}/dev/payments/simulate`, { method: 'POST', body: new URLSearchParams({ payCode: code, amount: '100000' }) })
  assert.equal(sim.status, 200, await sim.text())
  await page.goto(pageURL('/repayment', order))
  await page.getByTestId('repay-amount').waitFor()
  const shown = centsOf(await page.getByTestId('repay-amount').textContent())
  assert.equal(shown, before.repayAmount - 100000, 'the amount due dropped by the payment')
  await shot('after-store-payment')

  await page.goto('/paymentGuide?' + q)
  await page.getByTestId('guide-image').first().click()
  await page.locator('.adm-image-viewer-content, .adm-image-viewer-image-wrapper').first().waitFor()
  await shot('guide-enlarged')
})

test('roll the overdue order over and see the new date', async () => {
  const { page } = ui
  const order = orders[180]
  await page.goto(pageURL('/repayDelay', order))
  const dateText = (await page.getByTestId('next-date').textContent()).trim()
  const m = dateText.match(new RegExp(`Your next payment date is (${SHOWN_DAY.source})`))
  assert.ok(m, dateText)
  await page.getByTestId('plan').waitFor()
  await shot('rollover')
  await page.getByTestId('pay-button').click()
  await page.waitForURL(/\/pay\/RP/)
  await page.getByRole('button', { name: 'Pay' }).click()
  await page.getByText('Payment received').waitFor()
  const after = await installment(order)
  assert.match(after.repayDate, /^\d{4}-\d{2}-\d{2}$/, 'the API keeps the date as data')
  assert.equal(shownDay(after.repayDate), m[1], 'the repayment date is the rollover date')
  await page.goto(pageURL('/repayment', order))
  await page.getByText(`Repayment date ${m[1]}`).waitFor()
  await shot('after-rollover')
})

test('repay by card through payway with the SMS code', async () => {
  const { page } = ui
  const order = orders[180]
  const bind = await api('/v3/bind-card/bind-card-new', q, {
    cardType: '1', bankCode: 'BDO', cardNo: '0012345678', accountName: 'Juan Dela Cruz', birthday: '1992-06-12',
    city: 'National Capital Region (NCR)/Metro Manila/Quezon City',
  })
  assert.equal(bind.code, '0', bind.message)
  const before = await installment(order)

  await page.goto(pageURL('/repayment', order))
  await page.getByTestId('payment-method').click()
  await page.getByTestId('channel-card').click()
  await page.waitForURL(/\/payway#\//)
  await page.getByTestId('bank-card').first().waitFor()
  await page.getByTestId('payway-pay').click()
  await page.getByText('please select a payment bank card first').waitFor() // no card chosen yet (index -1)
  await page.getByTestId('bank-card').first().click()
  await page.getByText('please select a payment bank card first').waitFor({ state: 'hidden' }) // the shot without the fading toast
  await shot('payway')
  await page.getByTestId('payway-pay').click()
  const dialog = page.getByTestId('sms-dialog')
  await dialog.waitFor()
  await page.getByTestId('sms-countdown').filter({ hasText: /^\d+s$/ }).waitFor()
  await shot('payway-sms')

  // Cancel resets the countdown to the get-code label; paying again reopens the same debit.
  await page.getByTestId('sms-cancel').click()
  await dialog.waitFor({ state: 'hidden' })
  assert.equal((await page.getByTestId('sms-countdown').textContent()).trim(), 'Get code')
  await page.getByTestId('payway-pay').click()
  await dialog.waitFor()
  await page.getByTestId('sms-countdown').filter({ hasText: /^(60|59|58)s$/ }).waitFor()

  const code = await readLoginCode(server.baseURL, DEMO_PHONE)
  const input = page.getByTestId('sms-input').locator('input')
  await input.fill('12345')
  await page.getByTestId('sms-confirm').click()
  await page.getByText('please enter the correct verification code').waitFor() // fewer than 6 characters
  await input.fill(code === '000000' ? '111111' : '000000')
  await page.getByTestId('sms-confirm').click()
  await page.getByText('verification code error').waitFor() // 800006
  await input.fill(code)
  await page.getByTestId('sms-confirm').click()
  await page.waitForURL(/#\/borrowDetail\//)
  await page.getByTestId('payway-success').waitFor()
  await shot('payway-success')
  const after = await installment(order)
  assert.ok(after.payoffAmount < before.payoffAmount, 'the card payment reduced what is owed')
  await page.getByTestId('view-loan').click()
  await page.waitForURL(/\/loanDetail\?/)
})
