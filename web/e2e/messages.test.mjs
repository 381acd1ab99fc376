// Borrower messages end to end: a fresh borrower's loan is disbursed, the dev clock moves to
// the days before its due day and the due day itself, and the dev inbox receives the D-3, D-1
// and D0 reminders once each, never before 6:00 Manila (a reminder of a day reached at 2:00 waits
// for 6:00). The back office's order page lists them with their delivery status.
// Screenshots: e2e/screenshots/messages-*.png (1366x850).
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { launchBrowser, apiLogin, gwPost, operatorLogIn, readLoginCode, screenshotDir, startServer, settled } from './lib.mjs'

const PHONE = '09181230456'
const HOUR = 3600_000
let server
let browser

before(async () => {
  server = await startServer()
  browser = await launchBrowser()
})

after(async () => {
  try {
    await browser?.close()
  } finally {
    await server?.stop()
  }
})

const gw = (path, common, form) => gwPost(server.baseURL, path, common, form)

async function dev(path, form) {
  const res = await fetch(`${server.baseURL}${path}`, { method: 'POST', body: new URLSearchParams(form) })
  const text = await res.text()
  assert.ok(res.ok, `${path} HTTP ${res.status}: ${text}`)
  return JSON.parse(text)
}

const clockNow = async () => (await (await fetch(`${server.baseURL}/dev/clock`)).json()).now

/** Moves the dev clock forward to the first whole hour step at or after `target` (unix ms). */
async function moveTo(target) {
  const now = await clockNow()
  const hours = Math.ceil((target - now) / HOUR)
  assert.ok(hours >= 0, 'the clock only moves forward')
  if (hours > 0) await dev('/dev/clock', { hours: String(hours) })
  return clockNow()
}

/** The borrower's reminders in the dev inbox (login codes left out). */
async function reminders() {
  const res = await fetch(`${server.baseURL}/dev/inbox.json?phone=${PHONE}`)
  const { messages } = await res.json()
  return messages.filter((m) => !m.code && m.body.startsWith('Pautang: your payment'))
}

/** Manila midnight of a YYYY-MM-DD day plus `hours`, as unix ms. */
const manila = (day, hours) => Date.parse(`${day}T00:00:00+08:00`) + hours * HOUR
const addDays = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86400_000).toISOString().slice(0, 10)
const manilaHour = (ms) => new Date(ms + 8 * HOUR).getUTCHours()
const manilaDay = (ms) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10)

test('a borrower gets D-3, D-1 and D0 reminders in the dev inbox at Manila hours', async () => {
  const common = await apiLogin(server.baseURL, PHONE, 'e2e-messages')
  const values = {
    fullName: 'Lorna Reminder', birthDate: '1992-05-20', city: 'National Capital Region (NCR)/Metro Manila/Quezon City',
    address: '3 Mabini St., Barangay Dos', employer: 'Lorna Bakery', monthlyIncome: '22000',
    ref1Name: 'Ramon Reyes', ref1Phone: '09170000301', ref2Name: 'Cora Reyes', ref2Phone: '09170000302',
  }
  const info = await gw('/v3/certify/info', common)
  for (const group of info.data.groups) {
    if (group.group === 'bank') continue
    const form = { group: group.group }
    for (const item of group.items) form[item.code] = item.cate === 'enum' ? item.note[0].type : values[item.code]
    const saved = await gw('/v3/certify/save', common, form)
    assert.equal(saved.success, true, `certify/save ${group.group}: ${saved.message}`)
  }
  const bound = await gw('/v3/bind-card/bind-card-new', common, {
    cardType: '2', bankCode: 'GCASH', cardNo: PHONE, accountName: 'Lorna Reminder', birthday: '1992-05-20',
    city: 'National Capital Region (NCR)/Metro Manila/Quezon City', product_id: '1',
  })
  assert.equal(bound.code, '0', bound.message)
  const push = await gw('/v3/loan-confirm/loan-detail-push', common, { amount: '500000', periods: '1', termUnit: 'd', productId: '1', cicNotice: '1' })
  assert.equal(push.code, '00', push.message)
  const { orderId, orderNo } = push.data
  const decided = await dev('/dev/orders/decide', { orderId, approve: '1' })
  if (Number(decided.status) === 151) await dev('/dev/payout/run', { orderId })
  const details = await gw('/v3/loan-details/loan-details', common, { orderId })
  assert.equal(details.data.orderStatus, 170, 'disbursed')
  const due = details.data.dueDate
  assert.match(due, /^\d{4}-\d\d-\d\d$/)
  assert.deepEqual(await reminders(), [], 'no reminder right after the payout')

  // D-3 at 2:00 Manila: the reminder is planned but waits for 6:00 (SEC MC 18).
  let now = await moveTo(manila(addDays(due, -3), 2))
  assert.equal(manilaDay(now), addDays(due, -3))
  assert.ok(manilaHour(now) < 6, `moved to ${new Date(now).toISOString()}`)
  assert.deepEqual(await reminders(), [], 'nothing before 6:00')
  now = await moveTo(manila(addDays(due, -3), 6))
  let got = await reminders()
  assert.equal(got.length, 1, JSON.stringify(got))
  assert.match(got[0].body, new RegExp(`for loan ${orderNo} is due on .*, in 3 days\\. .*/repayment\\?orderId=${orderId}$`))
  assert.equal(manilaDay(got[0].createdAt), addDays(due, -3))
  assert.equal(manilaHour(got[0].createdAt), 6, 'sent at 6:00 Manila')

  // Moving again the same day sends nothing more.
  await moveTo(manila(addDays(due, -3), 12))
  assert.equal((await reminders()).length, 1, 'each reminder once')

  // D-1 at 20:00 and D0 at 9:00: sent as soon as the day's run sees them.
  await moveTo(manila(addDays(due, -1), 20))
  got = await reminders()
  assert.equal(got.length, 2)
  assert.match(got[0].body, /is due tomorrow, /)
  assert.equal(manilaDay(got[0].createdAt), addDays(due, -1))
  assert.ok(manilaHour(got[0].createdAt) >= 20 && manilaHour(got[0].createdAt) < 22)
  await moveTo(manila(due, 9))
  got = await reminders()
  assert.equal(got.length, 3)
  assert.match(got[0].body, /is due today, /)
  assert.equal(manilaDay(got[0].createdAt), due)
  for (const m of got) assert.ok(manilaHour(m.createdAt) >= 6 && manilaHour(m.createdAt) < 22, `sent within the hours: ${m.body}`)
  for (const m of got) assert.ok(m.body.endsWith(`/repayment?orderId=${orderId}`), `the reminder links to its loan: ${m.body}`)

  // The borrower taps the due day's link on a phone that is not signed in: the login, then
  // that loan's repayment page.
  const phone = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true, locale: 'en-PH' })
  const mobile = await phone.newPage()
  const phoneErrors = []
  mobile.on('pageerror', (e) => phoneErrors.push(e.message))
  await mobile.goto(`/dev/inbox?phone=${PHONE}`)
  await mobile.locator('.m', { hasText: 'is due today' }).getByRole('link').click()
  await mobile.waitForURL((url) => url.pathname === '/login')
  assert.equal(new URL(mobile.url()).searchParams.get('next'), `/repayment?orderId=${orderId}`)
  await mobile.getByLabel('Mobile number').fill(PHONE)
  await mobile.getByRole('button', { name: 'Send code' }).click()
  await mobile.getByRole('button', { name: /Resend in/ }).waitFor()
  await mobile.getByLabel('Verification code').fill(await readLoginCode(server.baseURL, PHONE))
  await mobile.getByRole('button', { name: 'Log in' }).click()
  await mobile.waitForURL((url) => url.pathname === '/repayment' && url.searchParams.get('orderId') === String(orderId))
  await mobile.locator('.rp-product').getByText(orderNo, { exact: true }).waitFor()
  await mobile.getByTestId('repay-amount').filter({ hasText: /₱[1-9]/ }).waitFor()
  mkdirSync(screenshotDir, { recursive: true })
  await settled(mobile)
  await mobile.screenshot({ path: join(screenshotDir, 'messages-reminder-link-repayment.png'), fullPage: true })
  assert.deepEqual(phoneErrors, [])
  await phone.close()

  // The back office's order page lists the three with their delivery status.
  const desk = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1366, height: 850 }, locale: 'en-PH' })
  const page = await desk.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto('/admin')
  await operatorLogIn(page, 'admin@pautang.ph')
  await page.goto(`/admin/loans/${orderId}`)
  await page.getByRole('tab', { name: 'Messages' }).click()
  const table = page.getByTestId('messages-table')
  for (const kind of ['Reminder D-3', 'Reminder D-1', 'Reminder due day']) await table.getByText(kind, { exact: true }).waitFor()
  assert.equal(await table.locator('.ant-tag', { hasText: 'sent' }).count(), 3)
  mkdirSync(screenshotDir, { recursive: true })
  await settled(page)
  await page.screenshot({ path: join(screenshotDir, 'messages-order-history.png') })
  assert.deepEqual(errors, [])
  await desk.close()
})
