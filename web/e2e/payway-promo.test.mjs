// Payway and the old confirmation's promo at 360x800: a card bound from the payway's
// #/addnormalcard comes back to the chooser, listed and not chosen (index -1); a double tap on
// 'Pay now' sends one commit and shows no error, and the payment goes through; the promo popup
// of /loanConfirm shows a first-time borrower the product's first-loan promo when the
// catalogue has one (set in the back office) and nothing otherwise.
// The disclosure statement states the late charges the loan can bear (the caps applied).
// Screenshots: e2e/screenshots/pw-*.png.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DEMO_PHONE, apiLogin, deskSuite, gwPost, readLoginCode, screenshotDir, settled, watchDesk } from './lib.mjs'

const suite = deskSuite({ prefix: 'pw-' })
const api = (path, query, form) => gwPost(suite.baseURL, path, query, form)

/** A screenshot of what the phone shows (the viewport: a fixed bar or a dialog's mask stays in place). */
async function shot(page, name, { bottom = false } = {}) {
  mkdirSync(screenshotDir, { recursive: true })
  if (bottom) await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await settled(page)
  await page.screenshot({ path: join(screenshotDir, `pw-${name}.png`) })
}

/** A 360x800 phone page watched for page and console errors. */
async function phonePage() {
  const ctx = await suite.phone()
  return watchDesk(await ctx.newPage(), suite.errors)
}

/** Picks `name` in the open antd-mobile picker and confirms (as the bank e2e does). */
async function pick(page, name) {
  const popup = page.locator('.adm-popup-body:visible').last()
  await popup.waitFor()
  if (name) {
    await popup.locator('.adm-picker-view-column-item', { hasText: name }).first().dispatchEvent('click')
    await popup.locator('.adm-picker-view-column-item-active', { hasText: name }).waitFor()
  }
  await settled(page) // the wheel has stopped on the item
  await popup.getByText('Confirm', { exact: true }).click()
  await page.locator('.adm-popup-body:visible').waitFor({ state: 'detached' })
}

/** The toasts the page shows now (antd-mobile). */
// The toasts on screen once the commit's own loading toast has gone.
async function toasts(page) {
  await page.locator('.adm-toast-main', { hasText: 'loading' }).waitFor({ state: 'detached' })
  return page.locator('.adm-toast-main').allTextContents()
}

test('payway: bind a card, back to the chooser with it listed; a double tap on Pay now is one request', async () => {
  const q = await apiLogin(suite.baseURL, DEMO_PHONE, 'e2e-payway')
  const list = await api('/v3/order/list', q)
  const order = list.data.orders.find((o) => String(o.status) === '180') ?? list.data.orders.find((o) => String(o.status) === '174')
  assert.ok(order, 'the demo borrower has a loan to repay')
  const page = await phonePage()
  await page.goto(`/payway?${q}&orderId=${order.orderId}&productId=${order.productId}#/`)
  await page.getByTestId('payway-amount').waitFor()
  const before = await page.getByTestId('bank-card').count()

  // Add a bank card: the bank form in place, then back to the chooser.
  await page.getByTestId('add-card').click()
  await page.waitForURL(/#\/addnormalcard/)
  await page.getByText('Account number', { exact: true }).waitFor()
  assert.equal(await page.getByRole('tab', { name: 'E-wallet' }).count(), 0, 'payway binds bank cards only')
  await page.locator('[data-code="bankCode"] button').click()
  await pick(page, 'BDO Unibank')
  await page.getByLabel('Account number').fill('001234567890')
  await page.getByLabel('Account holder name').fill('Juan Dela Cruz')
  await page.locator('[data-code="birthday"] button').click()
  await pick(page)
  await page.locator('[data-code="city"] button').click()
  await pick(page)
  await shot(page, 'add-card')
  await shot(page, 'add-card-end', { bottom: true })
  await page.getByRole('button', { name: 'Next' }).click()

  await page.waitForURL((url) => /#\/(\?|$)/.test(url.hash))
  await page.getByTestId('payway-amount').waitFor()
  const cards = page.getByTestId('bank-card')
  await cards.filter({ hasText: '•••• 7890' }).waitFor()
  assert.equal(await cards.count(), before + 1, 'the new card is listed')
  assert.deepEqual(await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-pressed'))), Array(before + 1).fill('false'), 'no card chosen (index -1)')
  await shot(page, 'chooser-new-card')
  assert.ok(!/addnormalcard/.test(page.url()), 'the chooser, not the add-card page')

  // Double taps on 'Pay now': the commits the page sends are counted.
  const commits = []
  page.on('request', (r) => r.url().includes('/service/loan/repayment-commit') && commits.push(r.postData()))
  await cards.filter({ hasText: '•••• 7890' }).click()
  const pay = page.getByTestId('payway-pay')
  // Two taps in the same frame, before React can draw the button busy.
  await pay.evaluate((b) => {
    b.click()
    b.click()
  })
  const dialog = page.getByTestId('sms-dialog')
  await dialog.waitFor()
  await page.waitForLoadState('networkidle') // a second commit, had the taps sent one, is answered
  assert.equal(commits.length, 1, `one commit for a double tap, got ${commits.length}`)
  assert.deepEqual(await toasts(page), [], 'no error after a double tap')
  await shot(page, 'double-tap-sms')

  // A slow network: the second tap lands while the first commit is in flight.
  await page.getByTestId('sms-cancel').click()
  await dialog.waitFor({ state: 'hidden' })
  await page.route('**/service/loan/repayment-commit**', async (route) => {
    await new Promise((r) => setTimeout(r, 800))
    await route.continue()
  })
  await pay.tap()
  await page.locator('[data-testid="payway-pay"]:disabled').waitFor({ timeout: 700 }) // within the 800 ms commit
  assert.equal(await pay.isDisabled(), true, "'Pay now' is busy while the commit is in flight")
  await shot(page, 'pay-in-flight')
  await pay.tap({ force: true })
  await dialog.waitFor()
  await page.waitForLoadState('networkidle')
  assert.equal(commits.length, 2, `one more commit for the second double tap, got ${commits.length}`)
  const keyOf = (body) => new URLSearchParams(body).get('idempotencyKey')
  assert.equal(keyOf(commits[1]), keyOf(commits[0]), 'a retry of the same payment carries the same idempotency key')
  assert.deepEqual(await toasts(page), [], 'no error')
  await page.unroute('**/service/loan/repayment-commit**')

  // The payment goes through.
  const code = await readLoginCode(suite.baseURL, DEMO_PHONE)
  await page.getByTestId('sms-input').locator('input').fill(code)
  await page.getByTestId('sms-confirm').click()
  await page.getByTestId('payway-success').waitFor()
  await shot(page, 'success')
  assert.deepEqual(await toasts(page), [], 'no error after a payment that went through')
})

test('/loanConfirm: the promo popup of a first loan comes from the catalogue', async () => {
  const q = await apiLogin(suite.baseURL, '09181230001', 'e2e-promo')
  const page = await phonePage()
  const openConfirm = async (productId) => {
    await page.goto(`/loanConfirm?${q}&productId=${productId}`)
    await page.getByRole('button', { name: 'Agree', exact: true }).click() // the first-time agreement modal comes first
    await page.getByTestId('confirm-summary').waitFor()
  }

  // Sahod Installment has no first-loan promo in the seeded catalogue: no popup.
  await openConfirm(2)
  await page.waitForLoadState('networkidle') // the confirmation's calls are answered
  await settled(page)
  assert.equal(await page.getByTestId('promo-popup').count(), 0, 'no promo without one in the catalogue')
  await shot(page, 'confirm-no-promo')

  // The seeded Pautang Express has one.
  await openConfirm(1)
  const seeded = page.getByTestId('promo-popup')
  await seeded.waitFor()
  assert.match(await seeded.innerText(), /First loan\? Your application is reviewed within 1 day/)
  await shot(page, 'confirm-promo-seeded')

  // An operator gives Sahod a promo in the back office; a supervisor approves it.
  const promo = 'Unang loan? Get your first Sahod loan in 1 to 3 days.'
  const desk = await suite.desk('/admin/catalog', 'admin@pautang.ph')
  await desk.getByTestId('products-table').waitFor()
  await desk.getByRole('button', { name: 'Edit SAHOD' }).click()
  await desk.getByTestId('first-loan-promo').fill(promo)
  await suite.shot(desk, 'catalog-promo')
  await desk.getByTestId('product-save').click()
  await desk.getByText('Sent for approval').waitFor()
  await suite.approve('SAHOD')

  await openConfirm(2)
  const popup = page.getByTestId('promo-popup')
  await popup.waitFor()
  assert.equal((await popup.locator('.pt-loan-promo__text').innerText()).trim(), promo)
  await shot(page, 'confirm-promo')
  const box = await page.locator('.pt-loan-promo').boundingBox()
  assert.ok(box.x > 0 && box.x + box.width < 360, 'the popup fits the 360 px screen')
  await popup.getByRole('button', { name: 'Close' }).click()
  await popup.waitFor({ state: 'hidden' })
})

test('the disclosure statement states the late charges of the loan in a table that fits 360 px', async () => {
  const q = await apiLogin(suite.baseURL, '09181230002', 'e2e-disclosure')
  const page = await phonePage()
  await page.goto(`/loanAgreement?${q}&contractId=3&productId=1&amount=1000000`)
  await page.getByText('Other charges on default').waitFor()
  // A new client's PHP 10,000 Express loan: the demo catalogue's PHP 15 penalty, within the caps on every loan.
  await page.getByText(/a one-time penalty of ₱15\.00 is charged/).waitFor()
  await page.getByText(/limited by the caps for every loan/).waitFor()
  const late = page.locator('table', { hasText: 'Late interest' })
  await late.scrollIntoViewIfNeeded()
  const rows = await late.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent.trim())))
  assert.deepEqual(rows.map((r) => r[0]), ['1', '30', '90'])
  assert.ok(rows.every((r) => r[1] === '₱15.00'), `the penalty charged on every row: ${JSON.stringify(rows)}`)
  const [scroll, client] = await late.evaluate((t) => [t.scrollWidth, t.parentElement.clientWidth])
  assert.ok(scroll <= client, `the table is wider than its box: ${scroll} > ${client}`)
  await page.evaluate(() => window.scrollBy(0, 160))
  await shot(page, 'disclosure-late')
})
