// The back office end to end at a desktop viewport (1366x900): an admin logs in, raises a
// product's rollover fee (a supervisor approves the change: four eyes), reviews and approves an order a fresh borrower applied for through
// the borrower API and sees it disbursed; the borrower's rollover page then shows the new
// fee. An agent answers a complaint with an image and asks for a rating; the borrower's
// complaint detail shows the 'Process Result' and the rating modal. The dashboard renders
// every chart with the seeded data. Also: the borrower pages never reference the admin
// bundle. Screenshots: e2e/screenshots/admin-*.png (or $ADMIN_SHOTS_DIR).
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync, readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { launchBrowser, OPERATOR_PASSWORD, apiLogin, approveAsSupervisor, gwPost, operatorLogIn, png, screenshotDir, startServer, watchDesk, webRoot, settled } from './lib.mjs'
const gw = (path, common, form) => gwPost(server.baseURL, path, common, form)
const login = (mobile) => apiLogin(server.baseURL, mobile, 'e2e-admin')


const ADMIN = { email: 'admin@pautang.ph', password: OPERATOR_PASSWORD }
const shotsDir = process.env.ADMIN_SHOTS_DIR || screenshotDir
let server
let browser
let desk // desktop context
let phone // borrower phone context
const errors = []

before(async () => {
  server = await startServer()
  browser = await launchBrowser()
  desk = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1366, height: 900 }, locale: 'en-PH' })
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

const watch = (page) => watchDesk(page, errors)

async function shot(page, name) {
  mkdirSync(shotsDir, { recursive: true })
  await settled(page)
  await page.screenshot({ path: join(shotsDir, `admin-${name}.png`), fullPage: true })
}



/** Four eyes: the supervisor approves the pending request whose row shows `text`. */
const approve = (text) => approveAsSupervisor(browser, server.baseURL, text, errors)

/** A new borrower ready to apply: session, complete profile, a GCash payout account. */
async function borrower(mobile) {
  const common = await login(mobile)
  const values = {
    fullName: 'Rosa Admin-Test',
    birthDate: '1990-02-11',
    city: 'National Capital Region (NCR)/Metro Manila/Quezon City',
    address: '7 Rizal Ave., Barangay Uno',
    employer: 'Rosa Carinderia',
    monthlyIncome: '20000',
    ref1Name: 'Pedro Cruz',
    ref1Phone: '09170000101',
    ref2Name: 'Liza Cruz',
    ref2Phone: '09170000102',
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
    cardType: '2', bankCode: 'GCASH', cardNo: mobile, accountName: 'Rosa Admin-Test', birthday: '1990-02-11',
    city: 'National Capital Region (NCR)/Metro Manila/Quezon City', product_id: '1',
  })
  assert.equal(bound.code, '0', bound.message)
  return common
}

test('admin: roll-over fee, review and disburse, complaint reply, dashboard', async () => {
  const page = watch(await desk.newPage())
  const mobilePage = watch(await phone.newPage())

  // Log in; the page of a signed-out operator is the login form.
  await page.goto('/admin')
  await page.getByLabel('E-mail').fill(ADMIN.email)
  await page.getByLabel('Password').fill('wrong password!')
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.getByTestId('login-error').waitFor()
  await shot(page, 'login-error')
  await operatorLogIn(page, ADMIN.email, ADMIN.password)

  // Dashboard: every chart renders a canvas with the seeded data.
  await page.getByText('Last 365 days').click()
  for (const id of ['applications', 'book', 'overdue', 'collections', 'complaints', 'funnel']) {
    const chart = page.getByTestId(`chart-${id}`)
    await chart.locator('canvas').first().waitFor()
    const box = await chart.boundingBox()
    assert.ok(box && box.width > 200 && box.height > 200, `chart ${id} has a size`)
  }
  const dash = await page.evaluate(async () => (await (await fetch('/admin/api/dashboard?days=365')).json()).data)
  assert.ok(dash.series.applications.some((d) => d.count > 0), 'seeded applications')
  assert.ok(dash.series.collections.some((d) => d.amount > 0), 'seeded collections')
  assert.ok(dash.series.book.length >= 5, 'loan book by status')
  assert.ok(dash.overdue.some((b) => b.count > 0), 'an overdue loan in a bucket')
  assert.ok(dash.series.complaints.some((d) => d.filed > 0), 'complaint volume')
  assert.ok(dash.funnel.some((f) => f.visits > 0 && f.registrations > 0), 'landing funnel')
  await shot(page, 'dashboard')

  // Catalogue: set the Express rollover to a fixed ₱777.00 and no percentage.
  await page.getByRole('menuitem', { name: 'Catalogue' }).click()
  await page.getByTestId('products-table').waitFor()
  await page.getByRole('button', { name: 'Edit EXPRESS' }).click()
  await page.getByTestId('rollover-fee').fill('777')
  await page.getByTestId('rollover-fee-bp').fill('0')
  await shot(page, 'product-edit')
  await page.getByTestId('product-save').click()
  await page.getByText('Sent for approval: the product changes when a supervisor approves it').waitFor()
  await approve('EXPRESS')
  await page.reload()
  await page.getByTestId('rollover-EXPRESS').filter({ hasText: '₱777.00 + 0%' }).waitFor()
  await shot(page, 'catalog')

  // The catalogue's EIR (BSP Circular 730): Express pays 10,910 on day 91 for 9,700 received,
  // (10,910 / 9,700)^(30/91) - 1 = 3.95% a month at every amount.
  const eirOf = (net, payment, days) => `${((Math.pow(payment / net, 30 / days) - 1) * 100).toFixed(2)}%`
  assert.equal(eirOf(970000, 1091000, 91), '3.95%')
  await page.getByTestId('eir-EXPRESS').filter({ hasText: '3.95%' }).waitFor()
  // Preview an edit: 6% a month and a 25% fee. Interest and fees per month of the term are
  // 14.24% (under the 15% ceiling on the flat measure); the true EIR on ₱2,000 is
  // (2,364 / 1,500)^(30/91) - 1 = 16.18%, so the preview says it cannot be saved, and saving fails.
  await page.getByRole('button', { name: 'Edit EXPRESS' }).click()
  const preview = page.getByTestId('product-preview')
  await preview.getByTestId('preview-eir').first().filter({ hasText: '3.95%' }).waitFor()
  await preview.getByTestId('preview-cap').filter({ hasText: 'it can be saved' }).waitFor()
  await preview.scrollIntoViewIfNeeded()
  await shot(page, 'catalog-preview')
  const flat = ((36400 + 50000) * 30) / (200000 * 91) * 100
  assert.ok(flat < 15, `flat ${flat.toFixed(2)}% is under the ceiling`)
  const want = eirOf(150000, 236400, 91)
  assert.equal(want, '16.18%')
  await page.getByLabel('Interest per month (bp)').fill('600')
  await page.getByLabel('Service fee (bp)').fill('2500')
  await preview.getByTestId('preview-eir').first().filter({ hasText: want }).waitFor()
  const refusal = preview.getByTestId('preview-cap').filter({ hasText: 'Cannot be saved' })
  await refusal.waitFor()
  assert.match(await refusal.innerText(), /effective interest rate of 16\.18% per month on ₱2,000\.00/)
  await shot(page, 'catalog-preview-refused')
  await page.getByTestId('product-save').click()
  await page.locator('.ant-message-error', { hasText: 'effective interest rate of 16.18% per month' }).waitFor()
  // The message sits over the drawer's close button until it goes (it stays while hovered).
  await page.mouse.move(0, 0)
  await page.locator('.ant-message-error').waitFor({ state: 'detached' })
  await page.locator('.ant-drawer-close').click()
  await page.getByTestId('eir-EXPRESS').filter({ hasText: '3.95%' }).waitFor()

  // A fresh borrower applies for Express through the borrower API.
  const mobile = '09181230077'
  let common = await borrower(mobile)
  const home = await gw('/v3/home/index', common)
  const express = JSON.stringify(home.data).match(/"(?:id|productId)":"?(\d+)"?[^{}]*"Pautang Express"|"Pautang Express"[^{}]*"(?:id|productId)":"?(\d+)"?/)
  assert.ok(express, 'Express in the loan market')
  const pid = express[1] ?? express[2]
  const push = await gw('/v3/loan-confirm/loan-detail-push', common, { amount: '500000', periods: '1', termUnit: 'd', productId: pid, cicNotice: '1' })
  assert.equal(push.code, '00', push.message)
  const orderNo = push.data.orderNo
  const orderId = push.data.orderId
  assert.equal(push.data.orderStatus, 21, 'a new client is reviewed by an operator')

  // Review queue -> order -> approve with a reason -> disbursed.
  await page.getByRole('menuitem', { name: 'Review queue' }).click()
  await page.getByTestId('order-link').filter({ hasText: orderNo }).click()
  await page.getByTestId('order-no').filter({ hasText: orderNo }).waitFor()
  await page.getByText('Rosa Admin-Test').first().waitFor()
  await shot(page, 'review-order')
  await page.getByRole('button', { name: 'Approve' }).click()
  await page.getByLabel('Reason').fill('Income and ID verified by phone')
  await page.locator('.ant-modal').getByRole('button', { name: 'Approve' }).click()
  await page.getByTestId('order-status').locator('[data-status="170"]').waitFor()
  await page.getByRole('tab', { name: 'Payouts' }).click()
  await page.getByText('succeeded').first().waitFor()
  await shot(page, 'order-disbursed')
  await page.getByRole('tab', { name: 'Events' }).click()
  await page.getByText('Income and ID verified by phone').first().waitFor()
  // The status moves and the schedule show as the order answers them (camelCase members).
  const disbursed = await page.evaluate(async (id) => (await (await fetch(`/admin/api/orders/${id}`)).json()).data, orderId)
  // The operator's reason is the internal note (back office only); the event and the borrower
  // read the general approval text.
  const approval = disbursed.events.find((e) => e.event === 'approve')
  assert.equal(approval?.reason, 'Approved by an operator.', JSON.stringify(disbursed.events))
  assert.equal(disbursed.order.decisionNote, 'Income and ID verified by phone')
  await page.getByText(`${approval.from} → ${approval.to}`).first().waitFor()
  assert.ok(disbursed.schedule.length > 0, 'a disbursed loan has a schedule')
  await page.getByRole('tab', { name: 'Schedule' }).click()
  const peso = (c) => `₱${(c / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
  const firstDue = page.getByTestId('schedule-table').locator('tbody tr').first()
  await firstDue.getByText(disbursed.schedule[0].dueDay).waitFor()
  await firstDue.getByText(peso(disbursed.schedule[0].principalCents)).waitFor()
  assert.ok(!(await page.getByTestId('schedule-table').innerText()).includes('NaN'), 'every amount of the schedule is a number')
  await shot(page, 'order-schedule')

  // Two days before the due date the loan is 174 and the rollover page shows the new fee.
  const clock = await fetch(`${server.baseURL}/dev/clock`, { method: 'POST', body: new URLSearchParams({ days: '89' }) })
  assert.ok(clock.ok, 'dev clock')
  common = await login(mobile) // 89 days later the first session has long expired
  await mobilePage.goto(`/repayDelay?${common}&orderId=${orderId}&productId=${pid}`)
  await mobilePage.getByTestId('delay-amount').filter({ hasText: '777.00' }).waitFor().catch(async (e) => {
    await shot(mobilePage, 'borrower-rollover-failed')
    throw e
  })
  await shot(mobilePage, 'borrower-rollover')

  // The borrower files a complaint; an agent answers it with an image and asks for a rating.
  const filed = await gw('/user-problem/problem-save', common, { orderNo, problemType: '5', problemDetail: 'Please tell me how to extend my payment date.' })
  assert.equal(filed.code, '0', filed.message)
  // 89 days on, the admin's session has ended too (2 h idle): the back office asks to log in.
  await page.goto('/admin/complaints')
  await operatorLogIn(page, 'agent@pautang.ph')
  await page.getByRole('menuitem', { name: 'Complaint desk' }).click()
  await page.getByTestId('complaint-queue').getByText('Please tell me how to extend').click()
  await page.getByTestId('reply-text').fill('Open the loan and tap Rollover Repayment to move your date by 14 days.')
  await page.locator('.ant-drawer input[type=file]').setInputFiles({ name: 'guide.png', mimeType: 'image/png', buffer: png({ width: 64, height: 48 }) })
  // Wait until the upload answered: the thumbnail then points at our /uploads/ URL.
  await page.locator('.ant-drawer .ant-upload-list-item img[src*="/uploads/"]').first().waitFor()
  await page.getByText('Ask the borrower to rate the service').click()
  await shot(page, 'complaint-reply')
  await page.getByRole('button', { name: 'Send reply' }).click()
  await page.getByTestId('process-result').getByText('Rating asked').waitFor()
  await shot(page, 'complaint-replied')

  // The borrower pays ₱500 by InstaPay and submits the UTR; the agent matches it on the
  // transfer desk and the order's ledger books it once.
  const started = await gw('/v3/loan-details/generate-vcode', common, { orderId, productId: pid, amount: '50000', channelNumber: '90006' })
  assert.equal(started.code, '00', started.message)
  const transferRef = started.data.reference
  const utr = await gw('/v3/repayment/utr-submit', common, { reference: transferRef, utr: 'IP2026E2E0001' })
  assert.equal(utr.code, '00', utr.message)
  await page.keyboard.press('Escape')
  await page.locator('.ant-drawer-open').waitFor({ state: 'detached' }).catch(() => {})
  await page.getByRole('menuitem', { name: 'Transfers' }).click()
  await page.getByTestId(`match-${transferRef}`).click()
  await page.getByLabel('UTR as the bank statement shows it').waitFor()
  assert.equal(await page.getByLabel('UTR as the bank statement shows it').inputValue(), 'IP2026E2E0001')
  await shot(page, 'transfer-match')
  await page.getByLabel('Where you found it (for the checker)').fill('BPI statement of today, line 3')
  await page.locator('.ant-modal').getByRole('button', { name: 'Send for approval' }).click()
  await page.getByText('Sent for approval: another operator must approve the match').waitFor()
  // Four eyes: a supervisor approves the match in the Requests inbox; then it is booked.
  await approve('IP2026E2E0001')
  await page.reload()
  await page.getByTestId(`match-${transferRef}`).waitFor({ state: 'detached' })
  const booked = await page.evaluate(async (id) => (await (await fetch(`/admin/api/orders/${id}`)).json()).data, orderId)
  assert.ok(JSON.stringify(booked).includes('transfer:IP2026E2E0001'), 'the ledger holds the matched transfer')

  // The borrower's complaint detail shows the result and, after 3 s, the rating modal.
  const list = await gw('/user-problem/problem-list', common)
  const problemId = JSON.stringify(list.data).match(/"id":"?(\d+)"?/)[1]
  await mobilePage.goto(`/complainDetails?problemId=${problemId}&${common}`)
  const result = mobilePage.getByTestId('process-result')
  await result.getByText('Open the loan and tap Rollover Repayment').waitFor()
  assert.equal(await result.locator('img').count(), 1, 'the reply image shows')
  await mobilePage.getByText('Please rate this service').waitFor({ timeout: 8000 })
  await shot(mobilePage, 'borrower-complaint-result')

  // A viewer sees phones masked and no approve button.
  await page.keyboard.press('Escape') // close the complaint drawer
  await page.locator('.ant-drawer-open').waitFor({ state: 'detached' }).catch(() => {})
  await page.getByRole('button', { name: 'Log out' }).click()
  await operatorLogIn(page, 'viewer@pautang.ph')
  await page.getByRole('menuitem', { name: 'Loans' }).click()
  await page.getByText('0918****077').first().waitFor()
  assert.equal(await page.getByRole('menuitem', { name: 'Operators' }).count(), 0, 'viewers do not see operators')
  await shot(page, 'viewer-loans')
})

test('no borrower page references the admin bundle', () => {
  const dist = resolve(process.env.PAUTANG_WEB_DIR || resolve(webRoot, '../internal/webui/dist'))
  const adminHtml = readFileSync(join(dist, 'admin.html'), 'utf8')
  const adminEntry = adminHtml.match(/src="\/assets\/(admin-[^"]+\.js)"/)?.[1]
  assert.ok(adminEntry, 'admin.html loads its entry')
  const files = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'))
  const adminCode = files.filter((f) => /\/admin\/api|Pautang back office|echarts/.test(readFileSync(join(dist, 'assets', f), 'utf8')))
  assert.ok(adminCode.length > 0, 'the admin code is found in some chunk')
  // Walk every borrower page's static and dynamic imports.
  for (const page of ['app.html', 'site.html', 'landing.html', 'payway.html']) {
    const seen = new Set()
    const queue = [...readFileSync(join(dist, page), 'utf8').matchAll(/\/assets\/([\w.-]+\.js)/g)].map((m) => m[1])
    while (queue.length) {
      const f = queue.pop()
      if (seen.has(f)) continue
      seen.add(f)
      const src = readFileSync(join(dist, 'assets', f), 'utf8')
      for (const m of src.matchAll(/["'`(]\.?\.?\/?(?:assets\/)?([\w-]+-[\w-]{8}\.js)/g)) if (files.includes(m[1])) queue.push(m[1])
    }
    assert.ok(!seen.has(adminEntry), `${page} loads the admin entry`)
    for (const f of adminCode) assert.ok(!seen.has(f), `${page} reaches admin chunk ${f}`)
  }
})

