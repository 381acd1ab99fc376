// The collections desk's next-action day and "SMS (template)" at 1366x850: the queue shows the
// three amounts and the next-action column; an agent records an SMS (template) contact with a
// next action, the template naming the amount past due reaches the borrower's dev inbox, and
// the queue shows the case's next action; at 30 days past due the demand letter is on the case
// and its PDF downloads. Screenshots: e2e/screenshots/collections-steps-*.png.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, DEMO_PHONE, apiLogin, gwPost, operatorLogIn, screenshotDir, startServer, settled } from './lib.mjs'

const HOUR = 3600_000
let server
let browser
let page
const errors = []

before(async () => {
  server = await startServer()
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true })
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
  await page.screenshot({ path: join(screenshotDir, `collections-steps-${name}.png`), fullPage: true })
}

async function clock(form) {
  const res = await fetch(`${server.baseURL}/dev/clock`, { method: form ? 'POST' : 'GET', ...(form && { body: new URLSearchParams(form) }) })
  const text = await res.text()
  assert.ok(res.ok, text)
  return JSON.parse(text).now
}

const manilaDay = (ms) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10)

test('an SMS (template) with a next action: the amount past due in the dev inbox, the next action in the queue', async () => {
  const now = await clock()
  const toTen = (10 - new Date(now + 8 * HOUR).getUTCHours() + 24) % 24
  if (toTen) await clock({ hours: String(toTen) })
  const q = await apiLogin(server.baseURL, DEMO_PHONE, 'e2e-collections-steps')
  const list = await gwPost(server.baseURL, '/v3/order/list', q)
  const overdue = list.data.orders.find((o) => o.status === 180)
  assert.ok(overdue, 'the demo borrower has an overdue order')

  await page.goto('/admin/collections')
  await operatorLogIn(page, 'agent@pautang.ph')
  const table = page.getByTestId('collections-table')
  for (const title of ['Past due', 'Payable now', 'Payoff', 'Next action']) await table.getByRole('columnheader', { name: title, exact: true }).waitFor()
  const row = table.locator('tr', { hasText: overdue.orderNo })
  await row.waitFor()
  await row.getByTestId('case-link').click()
  await page.getByTestId('case-order').filter({ hasText: overdue.orderNo }).waitFor()
  const pastDue = (await page.getByTestId('case-past-due').innerText()).trim()
  assert.match(pastDue, /^₱[\d,]+\.\d\d$/)

  const next = manilaDay((await clock()) + 2 * 24 * HOUR)
  await page.getByLabel('Channel').click()
  await page.getByTitle('SMS (template)').click()
  await page.getByTestId('contact-outcome').click()
  await page.getByTitle('No answer').click()
  await page.getByLabel('Next action', { exact: true }).click()
  await page.keyboard.type(next)
  await page.keyboard.press('Enter')
  await page.getByTestId('contact-save').click()
  await page.getByText('Contact recorded').waitFor()
  await page.getByTestId('case-next-action').filter({ hasText: next }).waitFor()

  // The scheduler sends it within the minute (a clock move runs the jobs now).
  await clock({ hours: '0' })
  const inbox = await (await fetch(`${server.baseURL}/dev/inbox.json?phone=${DEMO_PHONE}`)).json()
  const told = inbox.messages.filter((m) => m.body.includes(`about loan ${overdue.orderNo}`))
  assert.equal(told.length, 1, 'one collections SMS in the dev inbox')
  assert.ok(told[0].body.includes(`the amount past due is ${pastDue}`), told[0].body)
  await page.reload()
  await page.getByTestId('contacts-table').getByText('sent').first().waitFor()
  await shot('case')

  await page.getByRole('menuitem', { name: 'Collections' }).click()
  await table.locator('tr', { hasText: overdue.orderNo }).getByText(next).waitFor()
  await shot('queue')

  // At 30 days past due the collections job writes the demand letter: listed on the case, its
  // PDF downloadable as stored.
  const since = await (await page.request.get(`/admin/api/collections/${overdue.orderId}`)).json()
  const dpd = since.data.case.daysPastDue
  assert.ok(dpd > 0 && dpd < 30, `days past due ${dpd}`)
  await clock({ days: String(30 - dpd) })
  await page.goto(`/admin/collections/${overdue.orderId}`)
  await operatorLogIn(page, 'agent@pautang.ph')
  await page.getByRole('tab', { name: /Demand letters \(1\)/ }).click()
  const letters = page.getByTestId('letters-table')
  await letters.getByText('Demand letter').waitFor()
  const href = await letters.getByRole('link', { name: 'PDF' }).getAttribute('href')
  const pdf = await page.request.get(href)
  assert.equal(pdf.status(), 200)
  assert.match(pdf.headers()['content-type'], /application\/pdf/)
  assert.ok((await pdf.text()).includes('The amount past due is PHP '), 'the letter names the amount past due')
  await shot('letters')
})
