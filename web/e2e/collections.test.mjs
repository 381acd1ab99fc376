// The collections desk end to end at 1366x850: an agent sees the overdue demo loan in the
// queue, claims it, logs a call with a promise to pay; the borrower pays it with the store pay
// code and the promise shows kept. A second promise is not paid by its day: it shows broken
// and the case is back in the queue (no holder). Screenshots: e2e/screenshots/collections-*.png.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { launchBrowser, DEMO_PHONE, apiLogin, giveReadReason, gwPost, operatorLogIn, screenshotDir, startServer, settled } from './lib.mjs'

const HOUR = 3600_000
let server
let browser
let page
const errors = []

before(async () => {
  server = await startServer()
  browser = await launchBrowser()
  const desk = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1366, height: 850 }, locale: 'en-PH' })
  page = await desk.newPage()
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error' && !/401|Failed to load resource/.test(m.text())) errors.push(`console: ${m.text()}`)
  })
})

after(async () => {
  try {
    await browser?.close()
  } finally {
    await server?.stop()
  }
  if (errors.length) throw new Error(`browser errors:\n${errors.join('\n')}`)
})

async function shot(name) {
  mkdirSync(screenshotDir, { recursive: true })
  await settled(page)
  await page.screenshot({ path: join(screenshotDir, `collections-${name}.png`), fullPage: true })
}

async function clock(form) {
  const res = await fetch(`${server.baseURL}/dev/clock`, { method: form ? 'POST' : 'GET', ...(form && { body: new URLSearchParams(form) }) })
  const text = await res.text()
  assert.ok(res.ok, text)
  return JSON.parse(text).now
}

const manilaDay = (ms) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10)

async function loginAgent() {
  await page.goto('/admin/collections')
  await operatorLogIn(page, 'agent@pautang.ph')
}

/** Records a call with a promise of `pesos` by the clock's Manila day. */
async function promise(pesos, day) {
  await page.getByTestId('contact-outcome').click()
  await page.getByTitle('Promised to pay').click()
  await page.getByLabel('Promised amount (₱)').fill(String(pesos))
  await page.getByLabel('Pay by').click()
  await page.keyboard.type(day)
  await page.keyboard.press('Enter')
  await page.getByLabel('Note', { exact: true }).fill('Will pay at 7-Eleven after payday.')
  await page.getByTestId('contact-save').click()
  await page.getByText('Contact recorded').waitFor()
}

test('claim an overdue case, a kept promise, a broken promise back in the queue', async () => {
  // Work at 10:00 Manila, inside the MC 18 hours whatever the wall clock says.
  const now = await clock()
  const toTen = (10 - new Date(now + 8 * HOUR).getUTCHours() + 24) % 24
  if (toTen) await clock({ hours: String(toTen) })
  const q = await apiLogin(server.baseURL, DEMO_PHONE, 'e2e-collections')
  const list = await gwPost(server.baseURL, '/v3/order/list', q)
  const overdue = list.data.orders.find((o) => o.status === 180)
  assert.ok(overdue, 'the demo borrower has an overdue order')

  await loginAgent()
  await page.getByRole('menuitem', { name: 'Collections' }).click()
  const table = page.getByTestId('collections-table')
  const row = table.locator('tr', { hasText: overdue.orderNo })
  await row.waitFor()
  await row.getByText('queue').waitFor()
  await shot('queue')
  await page.getByTestId(`claim-${overdue.orderNo}`).click()
  await row.getByText('(me)').waitFor()

  // The case page: log a call with a promise of ₱500 by today.
  await row.getByTestId('case-link').click()
  await page.getByTestId('case-order').filter({ hasText: overdue.orderNo }).waitFor()
  let today = manilaDay(await clock())
  await promise(500, today)
  await page.getByTestId('promises-table').getByTestId('promise-due_today').waitFor()
  await page.getByTestId('contacts-table').getByText('Promised to pay').waitFor()

  // The borrower pays ₱500.00 at a store with the order's pay code.
  const play = await gwPost(server.baseURL, '/v3/installment/loan-play-detail', q, { orderId: overdue.orderId, productId: overdue.productId })
  assert.equal(play.code, '00', play.message)
  const sim = await fetch(`${server.baseURL}/dev/payments/simulate`, { method: 'POST', body: new URLSearchParams({ payCode: play.data.defDetail.payCode, amount: '50000' }) })
  assert.equal(sim.status, 200, await sim.text())
  await clock({ hours: '0' }) // runs the jobs now: the promise sweep stores it kept
  await page.reload()
  await page.getByTestId('promises-table').getByTestId('promise-kept').waitFor()
  // The borrower is told: amount and what is left, once.
  const inbox = await (await fetch(`${server.baseURL}/dev/inbox.json?phone=${DEMO_PHONE}`)).json()
  const told = inbox.messages.filter((m) => m.body.startsWith('Pautang: we received your payment of ₱500.00'))
  assert.equal(told.length, 1, JSON.stringify(inbox.messages.map((m) => m.body)))
  assert.match(told[0].body, new RegExp(`for loan ${overdue.orderNo}\\. Left to pay: ₱[\\d,]+\\.\\d\\d\\.`))
  await page.getByRole('tab', { name: 'Payments' }).click()
  await page.getByText('₱500.00').first().waitFor()
  // The schedule: each installment's due day, amount due and what is left, from the order's
  // camelCase schedule.
  await page.getByRole('tab', { name: 'Schedule' }).click()
  const schedule = page.getByTestId('schedule-table')
  await schedule.locator('tbody tr').first().getByText(/^\d{4}-\d{2}-\d{2}$/).waitFor()
  assert.doesNotMatch(await schedule.innerText(), /NaN/, 'every amount of the schedule is a number')
  await shot('case-schedule')
  await page.getByRole('tab', { name: /Contact log/ }).click()
  await shot('case-kept')

  // A second promise, not paid by its day: broken the day after, and back in the queue.
  await promise(300, today)
  await page.getByTestId('promises-table').getByTestId('promise-due_today').waitFor()
  await clock({ days: '1' })
  today = manilaDay(await clock())
  await loginAgent() // a day later the operator session has ended
  const back = page.getByTestId('collections-table').locator('tr', { hasText: overdue.orderNo })
  await back.getByTestId('promise-broken').waitFor()
  await back.getByText('queue').waitFor()
  await page.getByLabel('Holder').click()
  await page.getByTitle('In the queue').click()
  await back.waitFor()
  for (const id of ['owed', 'rolls', 'promises']) await page.getByTestId(`chart-${id}`).locator('canvas').first().waitFor()
  await shot('queue-broken')
  await back.getByTestId('case-link').click()
  await page.getByTestId('promises-table').getByTestId('promise-broken').waitFor()
  await page.getByTestId('promises-table').getByTestId('promise-kept').waitFor()
  await shot('case-broken')

  // The borrower 360 page from the case: every loan, the payment, the messages.
  await page.getByRole('link', { name: /Juan Dela Cruz/ }).click()
  await page.waitForURL(/\/admin\/collections\/borrowers\/\d+$/)
  await giveReadReason(page)
  const loans = page.getByTestId('borrower-loans')
  await loans.getByText(overdue.orderNo).waitFor()
  assert.ok((await loans.locator('tbody tr').count()) >= 3, 'every loan of the borrower')
  await shot('borrower-360')
  await page.getByRole('tab', { name: /Payments/ }).click()
  await page.getByText('₱500.00').first().waitFor()
})
