// Payment accounts: bind a bank account and an e-wallet through the tabs, see a
// field error for a bad number, then change the card from a loan detail whose payout failed
// and land on the order page with source=loanDetail while the payout succeeds (151 -> 170).
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { apiLogin, gwPost, launch, startServer, settled, quiet } from './lib.mjs'
const api = (path, query, form) => gwPost(server.baseURL, path, query, form)
const login = (phone) => apiLogin(server.baseURL, phone, 'e2e-bank')


let server
let ui

before(async () => {
  server = await startServer()
  ui = await launch({ baseURL: server.baseURL })
  // Play an Android host so bridge calls are recorded instead of navigating away.
  await ui.context.addInitScript(() => {
    window.__hostCalls = []
    const record = (action) => () => window.__hostCalls.push(action)
    window.PautangAndroid = {
      bankFlowStart: record('bankFlowStart'),
      bankFlowEnd: record('bankFlowEnd'),
      closeWebView: record('closeWebView'),
    }
  })
})

after(async () => {
  try {
    await ui?.close()
  } finally {
    await server?.stop()
  }
})



/** Picks `name` in the open antd-mobile picker and confirms. */
async function pick(page, name) {
  const popup = page.locator('.adm-popup-body:visible').last()
  await popup.waitFor()
  // A tap on a wheel item selects it (antd-mobile's item onClick); touch emulation turns a
  // synthetic tap into a drag start, so the click event is dispatched directly.
  await popup.locator('.adm-picker-view-column-item', { hasText: name }).first().dispatchEvent('click')
  await popup.locator('.adm-picker-view-column-item-active', { hasText: name }).waitFor()
  await settled(page)
  await popup.getByText('Confirm', { exact: true }).click()
  await page.locator('.adm-popup-body:visible').waitFor({ state: 'detached' })
}

async function fillCommon(page) {
  await page.getByLabel('Account holder name').fill('Juan Dela Cruz')
  await page.locator('[data-code="birthday"] button').click()
  await page.locator('.adm-popup-body:visible').last().getByText('Confirm', { exact: true }).click()
  await page.locator('[data-code="city"] button').click()
  const popup = page.locator('.adm-popup-body:visible').last()
  await popup.waitFor()
  await settled(page)
  await popup.getByText('Confirm', { exact: true }).click()
  await page.locator('.adm-popup-body:visible').waitFor({ state: 'detached' })
}

const hostCalls = (page) => page.evaluate(() => window.__hostCalls)

test('bind a bank account and an e-wallet through the tabs', async () => {
  const { page } = ui
  const q = await login('09170000101')
  await page.goto(`/bindBank?${q}`)
  await page.getByRole('heading', { name: 'Payment account information' }).waitFor()
  await page.getByText('Account number', { exact: true }).waitFor()
  assert.deepEqual(await hostCalls(page), ['bankFlowStart'], 'entering tells the host the bank flow started')
  await ui.screenshot('bank-empty')

  await page.locator('[data-code="bankCode"] button').click()
  await pick(page, 'BDO Unibank')
  await page.locator('[data-code="bankCode"] button', { hasText: 'BDO Unibank' }).waitFor()
  const number = page.getByLabel('Account number')
  await number.fill('12a34-5')
  assert.equal(await number.inputValue(), '12345', 'numeric items keep digits only')
  await fillCommon(page)
  await page.getByRole('button', { name: 'Next' }).click()
  const fieldError = page.locator('[data-code="cardNo"] [role="alert"]')
  await fieldError.waitFor()
  assert.equal(await fieldError.textContent(), 'BDO Unibank account numbers have 10 to 12 digits.')
  await ui.screenshot('bank-field-error')
  assert.ok(!(await hostCalls(page)).includes('bankFlowEnd'), 'a refused form does not end the flow')

  await number.fill('001234567890')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.waitForFunction(() => window.__hostCalls.includes('closeWebView'))
  assert.deepEqual(await hostCalls(page), ['bankFlowStart', 'bankFlowEnd', 'closeWebView'])

  // E-wallet through the second tab.
  await page.goto(`/bindBank?${q}`)
  await page.getByText('Current account').waitFor()
  await page.getByRole('tab', { name: 'E-wallet' }).click()
  await page.getByText('E-wallet mobile number', { exact: true }).waitFor()
  await page.locator('[data-code="bankCode"] button').click()
  await pick(page, 'GCash')
  await page.getByLabel('E-wallet mobile number').fill('09281234567')
  await fillCommon(page)
  await ui.screenshot('bank-ewallet')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.waitForFunction(() => window.__hostCalls.includes('closeWebView'))

  const list = await api('/bind-card/list', q)
  assert.equal(list.code, '0')
  const cards = list.data.bankCards.map((c) => `${c.bankCode} ${c.cardNo}`)
  assert.deepEqual(cards.sort(), ['BDO •••• 7890', 'GCASH •••• 4567'])
  assert.ok(!JSON.stringify(list).includes('001234567890'), 'the list never shows the whole number')
})

test('change the card from the loan detail after a failed payout', async () => {
  const { page } = ui
  const q = await login('09170000102')
  // A bank account the payout will fail on.
  const first = await api('/v3/bind-card/bind-card-new', q, {
    cardType: '1', bankCode: 'BPI', cardNo: '1234567890', accountName: 'Maria Santos', birthday: '1990-03-04',
    city: 'Region VII (Central Visayas)/Cebu/Cebu City',
  })
  assert.equal(first.code, '0', first.message)

  // An approved order through the loans API, with the sandbox refusing payouts.
  await fetch(`${server.baseURL}/dev/payout/mode`, { method: 'POST', body: new URLSearchParams({ mode: 'fail' }) })
  const orderId = await approvedOrder(q)
  const detail = await api('/v3/loan-details/loan-details', q, { orderId })
  assert.equal(String(detail.data.orderStatus), '151')
  assert.equal(Number(detail.data.cardNeedPop), 1, 'a failed payout raises the bank-card dialog')
  await fetch(`${server.baseURL}/dev/payout/mode`, { method: 'POST', body: new URLSearchParams({ mode: 'success' }) })

  await page.goto(`/order?${q}&orderId=${orderId}`)
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  await ui.screenshot('bank-loan-detail-dialog')
  await dialog.getByRole('button').filter({ hasNotText: /cancel|close|later/i }).first().click()
  await page.waitForURL(/\/bindBank(Card)?\?/)
  const url = new URL(page.url())
  assert.equal(url.searchParams.get('source'), 'loanDetail')
  await page.getByText('We could not send your loan').waitFor()

  await page.getByRole('tab', { name: 'E-wallet' }).click()
  await page.locator('[data-code="bankCode"] button').click()
  await pick(page, 'Maya')
  await page.locator('[data-code="bankCode"] button', { hasText: 'Maya' }).waitFor()
  await page.getByLabel('E-wallet mobile number').fill('09181234567')
  await fillCommon(page)
  await ui.screenshot('bank-card-change')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.waitForURL(/\/order\?/)
  const landed = new URL(page.url())
  assert.equal(landed.searchParams.get('source'), 'loanDetail')
  assert.equal(landed.searchParams.get('orderId'), orderId)
  const after = await api('/v3/loan-details/loan-details', q, { orderId })
  assert.equal(String(after.data.orderStatus), '170', 'the payout succeeded after the card change')
  assert.equal(Number(after.data.cardNeedPop), 0)
  const cards = await api('/bind-card/list', q)
  assert.deepEqual(cards.data.bankCards.map((c) => `${c.bankCode} ${c.cardNo}`), ['PAYMAYA •••• 4567'], 'the failed account was replaced')
  // The order page, loaded afresh, shows the disbursed loan's status and no bank-card dialog.
  await page.reload()
  await page.getByText(after.data.noticeStatusText, { exact: true }).first().waitFor()
  await quiet(page)
  assert.equal(await page.getByText('Update your payment account').count(), 0)
  await ui.screenshot('bank-order-after-change')
})

/** Creates an order through push and approves it with the dev decision; '' when not possible. */
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
  const product = products.data.products[0]
  assert.ok(product, 'the home page lists a product')
  const productId = String(product.id)
  const confirm = await api('/v3/loan-confirm/loan-detail-confirm', q, { productId })
  assert.equal(confirm.success, true, `loan-detail-confirm: ${confirm.message}`)
  const push = await api('/v3/loan-confirm/loan-detail-push', q, {
    productId, amount: String(confirm.data.amountMin ?? confirm.data.amount), periods: String(confirm.data.periods), termUnit: 'd', cicNotice: '1',
  })
  assert.equal(push.success, true, `loan-detail-push: ${push.message}`)
  const res = await fetch(`${server.baseURL}/dev/orders/decide`, { method: 'POST', body: new URLSearchParams({ orderId: push.data.orderId, approve: '1' }) })
  assert.ok(res.ok, `dev decide: HTTP ${res.status}`)
  return String(push.data.orderId)
}
