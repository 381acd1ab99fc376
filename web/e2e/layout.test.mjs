// The layout at 360x800 where the audit found text cut, wrapped or contradicting the page:
// dates and amounts kept on one line, the bank form's hints and city names whole, /orders
// without a due date before a payout and with the detail's status words, payway without
// e-wallets. Each page gets a screenshot (e2e/screenshots/layout-*.png).
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { DEMO_PHONE, SHOWN_DAY, apiLogin, gwPost, launch, startServer, settled, quiet } from './lib.mjs'

let server
let ui
let q
let orders

const api = (path, form) => gwPost(server.baseURL, path, q, form)
const shot = async (name) => {
  await settled(ui.page)
  await ui.screenshot(`layout-${name}`)
}
const orderURL = (path, o) => `${path}?${q}&orderId=${o.orderId}&productId=${o.productId}`

/** How many lines an element's text takes (one client rect per line of a text range). */
const linesOf = (locator) =>
  locator.evaluate((el) => {
    const r = document.createRange()
    r.selectNodeContents(el)
    const tops = new Set([...r.getClientRects()].map((x) => Math.round(x.top)))
    return tops.size
  })

/** Whether an element's text is cut (wider than its box). */
const isCut = (locator) => locator.evaluate((el) => el.scrollWidth > el.clientWidth + 1)

before(async () => {
  server = await startServer()
  ui = await launch({ baseURL: server.baseURL })
  q = await apiLogin(server.baseURL, DEMO_PHONE, 'e2e-layout')
  const list = await api('/v3/order/list')
  orders = Object.fromEntries(list.data.orders.map((o) => [o.status, o]))
})

after(async () => {
  try {
    await ui?.close()
  } finally {
    await server?.stop()
  }
})

test('/loanDetail 170: the due date and amounts stay on one line', async () => {
  const { page } = ui
  await page.goto(orderURL('/loanDetail', orders[170]))
  const desc = page.locator('.pt-loan-status__desc')
  await desc.waitFor()
  const kept = desc.locator('.pt-nowrap')
  await kept.first().waitFor()
  // React's page replaces the early view's copy: measure once the page has settled.
  await quiet(page)
  assert.ok((await kept.count()) >= 2, 'the amount and the date are kept together')
  for (let i = 0; i < (await kept.count()); i++) assert.equal(await linesOf(kept.nth(i)), 1, `"${await kept.nth(i).textContent()}" breaks`)
  await shot('loan-detail-170')
})

test('/orders: the detail’s status words, no due date before the money is paid out', async () => {
  const { page } = ui
  await page.goto(`/orders?${q}`)
  const items = page.getByTestId('order-item')
  await items.first().waitFor()
  for (const status of [21, 110, 151]) {
    const o = orders[status]
    if (!o) continue
    const item = items.filter({ has: page.locator(`[data-status="${status}"]`) }).first()
    assert.doesNotMatch(await item.innerText(), /Due /, `order ${status} shows a due date`)
  }
  // A paid-out loan shows its due date as the pages show days ("Due Dec 14, 2026").
  const repaying = items.filter({ has: page.locator('[data-status="170"]') }).first()
  assert.match(await repaying.innerText(), new RegExp(`Due ${SHOWN_DAY.source}`))
  const rejected = items.filter({ has: page.locator('[data-status="110"]') }).first()
  const listWords = (await rejected.locator('.pt-orders__status').textContent()).trim()
  await rejected.click()
  await page.waitForURL(/\/loanDetail\?/)
  await page.getByText(listWords, { exact: true }).first().waitFor()
  await page.goto(`/orders?${q}`)
  await items.first().waitFor()
  await shot('orders')
})

test('the bank form: hints and city names are whole', async () => {
  const { page } = ui
  await page.goto(`/bindBank?${q}`)
  const hints = page.locator('.pt-dform__hint')
  await hints.first().waitFor()
  for (let i = 0; i < (await hints.count()); i++) assert.equal(await isCut(hints.nth(i)), false)
  await page.getByText('Full name as registered with the bank or wallet').waitFor()
  await shot('bind-bank')
  await page.getByRole('button', { name: /City of residence/ }).click()
  const labels = page.locator('.pt-city-picker .adm-picker-view-column-item-label')
  await labels.first().waitFor()
  await settled(page) // the picker has slid in and its columns stand still
  const cut = await labels.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.parentElement.clientHeight + 1).map((el) => el.textContent))
  await shot('city-picker')
  assert.deepEqual(cut, [], 'city picker names are cut')
})

test('payway lists bank cards only', async () => {
  const { page } = ui
  // The demo borrower also has a GCash e-wallet for payouts.
  const bound = await gwPost(server.baseURL, '/v3/bind-card/bind-card-new', q, {
    cardType: '2', channelNumber: '90001', cardNo: '09171234567', accountName: 'Maria Santos', productId: String(orders[174].productId),
  })
  assert.ok(['0', '00'].includes(String(bound.code)) || bound.message, JSON.stringify(bound))
  await page.goto(`/payway?${q}&orderId=${orders[174].orderId}&productId=${orders[174].productId}#/`)
  await page.getByTestId('payway-amount').waitFor()
  await quiet(page)
  const names = await page.getByTestId('bank-card').allInnerTexts()
  assert.ok(names.every((n) => !/GCash|Maya|GCAS/i.test(n)), `payway lists an e-wallet: ${names}`)
  await shot('payway')
})
