// Step notices end to end: a fresh borrower applies (the application received notice), an
// agent approves the order in the back office's review queue (approved, then money sent with
// the payout account's last 4 digits only), and the dev inbox holds the three notices once
// each, inside the SEC MC 18 hours. The borrower switches offers off on the account page; the
// borrower 360 page shows it. A supervisor's wording of a message is checked (a threatening
// word is refused) and previewed with sample data in the template editor.
// Screenshots: e2e/screenshots/notices-*.png (phone 360x800, back office 1366x850).
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { launchBrowser, apiLogin, approveAsSupervisor, giveReadReason, gwPost, operatorLogIn, screenshotDir, startServer, watchDesk, settled } from './lib.mjs'

const PHONE = '09181230601'
const HOUR = 3600_000
let server
let browser
let desk
let phone
const errors = []

before(async () => {
  server = await startServer()
  browser = await launchBrowser()
  desk = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1366, height: 850 }, locale: 'en-PH' })
  phone = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true, locale: 'en-PH' })
})

after(async () => {
  try {
    await browser?.close()
  } finally {
    await server?.stop()
  }
  if (errors.length) throw new Error(`browser errors:\n${errors.join('\n')}`)
})

const gw = (path, common, form) => gwPost(server.baseURL, path, common, form)

async function shot(page, name) {
  mkdirSync(screenshotDir, { recursive: true })
  await settled(page)
  await page.screenshot({ path: join(screenshotDir, `notices-${name}.png`), fullPage: true })
}

async function dev(path, form = {}) {
  const res = await fetch(`${server.baseURL}${path}`, { method: 'POST', body: new URLSearchParams(form) })
  const text = await res.text()
  assert.ok(res.ok, `${path} HTTP ${res.status}: ${text}`)
  return JSON.parse(text)
}

const manilaHour = (ms) => new Date(ms + 8 * HOUR).getUTCHours()

/** Runs the message scheduler now (a dev clock move of zero runs it), first moving the clock
 * to 6:00 Manila when it is outside the hours: notices wait for them. */
async function deliver() {
  const now = (await (await fetch(`${server.baseURL}/dev/clock`)).json()).now
  const h = manilaHour(now)
  const hours = h < 6 ? 6 - h : h >= 22 ? 30 - h : 0
  await dev('/dev/clock', { hours: String(hours) })
}

/** The borrower's messages in the dev inbox, oldest first (login codes left out). */
async function inbox() {
  const { messages } = await (await fetch(`${server.baseURL}/dev/inbox.json?phone=${PHONE}`)).json()
  return messages.filter((m) => !m.code).sort((a, b) => a.createdAt - b.createdAt || a.id - b.id)
}

test('a borrower is told each step of the application in the dev inbox', async () => {
  const common = await apiLogin(server.baseURL, PHONE, 'e2e-notices')
  const values = {
    fullName: 'Nora Notice', birthDate: '1991-04-12', city: 'National Capital Region (NCR)/Metro Manila/Quezon City',
    address: '9 Luna St., Barangay Tres', employer: 'Nora Sari-Sari', monthlyIncome: '21000',
    ref1Name: 'Ramon Reyes', ref1Phone: '09170000401', ref2Name: 'Cora Reyes', ref2Phone: '09170000402',
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
    cardType: '2', bankCode: 'GCASH', cardNo: PHONE, accountName: 'Nora Notice', birthday: '1991-04-12',
    city: 'National Capital Region (NCR)/Metro Manila/Quezon City', product_id: '1',
  })
  assert.equal(bound.code, '0', bound.message)
  const push = await gw('/v3/loan-confirm/loan-detail-push', common, { amount: '500000', periods: '1', termUnit: 'd', productId: '1', cicNotice: '1' })
  assert.equal(push.code, '00', push.message)
  const { orderId, orderNo } = push.data
  assert.equal(push.data.orderStatus, 21, 'a new client is reviewed by an operator')
  // A double tap returns the same order and tells nothing new.
  const again = await gw('/v3/loan-confirm/loan-detail-push', common, { amount: '500000', periods: '1', termUnit: 'd', productId: '1', cicNotice: '1' })
  assert.equal(again.data.orderId, orderId)

  await deliver()
  let got = await inbox()
  assert.deepEqual(got.map((m) => m.body), [`Pautang: we received your loan application ${orderNo} for ₱5,000.00. We will tell you the result by SMS. Thank you!`])

  // An agent approves the order in the review queue; the payout goes out at once.
  const page = watchDesk(await desk.newPage(), errors)
  await page.goto('/admin/review')
  await operatorLogIn(page, 'agent@pautang.ph')
  await page.getByTestId('order-link').filter({ hasText: orderNo }).click()
  await page.getByTestId('order-no').filter({ hasText: orderNo }).waitFor()
  await page.getByRole('button', { name: 'Approve' }).click()
  await page.getByLabel('Reason').fill('Income verified by phone')
  await page.locator('.ant-modal').getByRole('button', { name: 'Approve' }).click()
  await page.getByTestId('order-status').locator('[data-status="170"]').waitFor()

  await deliver()
  got = await inbox()
  const details = await gw('/v3/loan-details/loan-details', common, { orderId })
  assert.equal(details.data.orderStatus, 170, 'disbursed')
  assert.equal(got.length, 3, JSON.stringify(got.map((m) => m.body)))
  assert.equal(got[1].body, `Pautang: good news! Your loan ${orderNo} for ₱5,000.00 is approved. We are now sending the money to your account.`)
  assert.match(got[2].body, new RegExp(`^Pautang: we sent ₱[\\d,]+\\.\\d\\d for loan ${orderNo} to your account ending in ${PHONE.slice(-4)}\\. Your first payment is due on \\w{3} \\d{1,2}\\.$`))
  assert.ok(!got.some((m) => m.body.includes(PHONE.slice(1, 8))), 'no message holds the whole account number')
  for (const m of got) assert.ok(manilaHour(m.createdAt) >= 6 && manilaHour(m.createdAt) < 22, `sent at Manila hour ${manilaHour(m.createdAt)}`)

  // Running the scheduler again sends nothing twice.
  await deliver()
  assert.equal((await inbox()).length, 3, 'each notice once')

  // The order page's Messages tab lists them as sent.
  await page.getByRole('tab', { name: 'Messages' }).click()
  const table = page.getByTestId('messages-table')
  for (const kind of ['Application received', 'Approved', 'Money sent']) await table.getByText(kind, { exact: true }).waitFor()
  await shot(page, 'order-messages')

  // The dev inbox as a phone shows it.
  const mobile = await phone.newPage()
  mobile.on('pageerror', (e) => errors.push(`page error: ${e.message}`))
  await mobile.goto(`/dev/inbox?phone=${PHONE}`)
  await mobile.getByText(`ending in ${PHONE.slice(-4)}`).first().waitFor()
  await shot(mobile, 'dev-inbox')

  // The borrower switches offers off on the account page; required notices still go.
  await mobile.goto(`/settings?${common}`)
  const sw = mobile.getByTestId('marketing-switch')
  await sw.waitFor()
  assert.equal(await sw.getAttribute('aria-checked'), 'true')
  await sw.click()
  await mobile.getByText('You will no longer get offers by SMS.').waitFor()
  assert.equal(await sw.getAttribute('aria-checked'), 'false')
  await shot(mobile, 'settings-offers-off')
  const settings = await gw('/pautang/message-settings', common)
  assert.equal(settings.data.marketing, false)

  // The borrower 360 page shows the switch.
  await page.goto(`/admin/collections/borrowers/${common.get('userId')}`)
  await giveReadReason(page)
  await page.getByTestId('borrower-marketing').filter({ hasText: 'Off since' }).waitFor()
  await shot(page, 'borrower-360')
  await page.close()
})

test('a supervisor edits the wording of a message with a preview and the wording check', async () => {
  const ctx = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1366, height: 850 }, locale: 'en-PH' })
  const page = watchDesk(await ctx.newPage(), errors)
  await page.goto('/admin/messages')
  await operatorLogIn(page, 'supervisor@pautang.ph')
  await page.getByTestId('templates-table').getByText('Money sent', { exact: true }).waitFor()
  await page.getByTestId('edit-reminder_d1').click()
  await page.locator('.ant-modal').getByText('Filipino', { exact: true }).click()
  const text = page.getByTestId('template-text')
  await text.fill('Pautang: bukas, {date}, ang bayad na {amount} para sa loan {order}, o makukulong ka.')
  await page.getByTestId('template-preview-button').click()
  await page.getByTestId('template-error').filter({ hasText: 'makukulong' }).waitFor()
  await shot(page, 'template-refused')
  await text.fill('Pautang: paalala, bukas ({date}) ang bayad na {amount} para sa loan {order}. Salamat! {link}')
  await page.getByTestId('template-preview-button').click()
  await page.getByTestId('template-preview').filter({ hasText: 'bukas (Dis 10) ang bayad na ₱5,000.00 para sa loan PT261126000123' }).waitFor()
  // The wording waits for another supervisor or an admin (four eyes).
  await page.getByTestId('template-reason').fill('Kinder reminder')
  await page.getByTestId('template-save').click()
  await page.getByText(/^Sent for approval/).waitFor()
  await shot(page, 'template-saved')
  await approveAsSupervisor(browser, server.baseURL, 'Message wording change', errors, 'admin@pautang.ph')
  await page.reload()
  await page.getByTestId('templates-table').getByText('edited').first().waitFor()
  await shot(page, 'templates')
  const audit = await page.evaluate(async () => (await (await fetch('/admin/api/audit?entity=message_template')).json()).data)
  assert.ok(JSON.stringify(audit).includes('reminder_d1/fil'), 'the change is in the audit log')
  await ctx.close()
})
