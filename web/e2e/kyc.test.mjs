// Identity check end to end, real binary and Chromium: a borrower (360x800) sends an ID photo and
// a selfie from /identity; an agent (1366x850) sees the submission in the queue with both
// photos and asks for a new selfie with a reason from the list; the borrower reads the reason
// and sends only the selfie again; the agent approves; the borrower sees "verified", and the
// rules card of the borrower's application under review lists "Identity verified" as passed.
// Screenshots: e2e/screenshots/kyc-*.png (or $E2E_SHOTS_DIR).
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { apiLogin, approveAsSupervisor, giveReadReason, launch, operatorLogIn, png, screenshotDir, startServer, watchDesk, settled } from './lib.mjs'

const shotDir = process.env.E2E_SHOTS_DIR ?? screenshotDir
let server
let ui
let q
let orderId
const deskErrors = []

function sql(statement) {
  const res = spawnSync('sqlite3', ['-cmd', '.timeout 5000', join(server.dataDir, 'pautang.db'), statement], { encoding: 'utf8' })
  if (res.status !== 0) throw new Error(`sqlite3: ${res.stderr}`)
  return res.stdout.trim()
}

async function shot(page, name) {
  mkdirSync(shotDir, { recursive: true })
  await settled(page)
  await page.screenshot({ path: join(shotDir, `kyc-${name}.png`), fullPage: true })
}

before(async () => {
  server = await startServer()
  // The borrower of the oldest demo application under review.
  const [phone, id] = sql(`SELECT u.phone, o.id FROM orders o JOIN users u ON u.id = o.user_id WHERE o.status = 21 ORDER BY o.id LIMIT 1`).split('|')
  assert.ok(phone && id, 'a demo application under review')
  orderId = id
  q = await apiLogin(server.baseURL, phone, 'e2e-kyc')
  ui = await launch({ baseURL: server.baseURL })
})

after(async () => {
  try {
    await ui?.close()
  } finally {
    await server?.stop()
  }
  if (deskErrors.length) throw new Error(`back office errors:\n${deskErrors.join('\n')}`)
})

const photo = (name, seed, width, height) => ({ name, mimeType: 'image/png', buffer: png({ width, height, seed }) })

async function status(page, expected) {
  await page.locator(`[data-testid="kyc-status"][data-status="${expected}"]`).waitFor()
}

test('ID and selfie, a new selfie asked with a reason, then approved', async () => {
  const { page } = ui
  await page.goto(`/identity?${q}`)
  await status(page, 'none')
  await shot(page, 'borrower-none')
  // Every ID type of the server, its example number as the hint.
  const options = await page.getByLabel('ID type').locator('option').allTextContents()
  assert.ok(options.includes('PhilSys National ID (PhilID)') && options.length >= 9, options.join(', '))
  await page.getByLabel('ID type').selectOption('philsys')
  assert.equal(await page.getByLabel('ID number').getAttribute('placeholder'), 'e.g. 1234-5678-9012-3456')
  assert.equal(await page.locator('#kyc-id-photo').getAttribute('capture'), 'environment')
  assert.equal(await page.locator('#kyc-selfie').getAttribute('capture'), 'user')
  // A number that does not fit the ID: the server's message, nothing sent.
  await page.getByLabel('ID number').fill('1234-5678')
  await page.locator('#kyc-id-photo').setInputFiles(photo('id.png', 1, 320, 200))
  await page.locator('#kyc-selfie').setInputFiles(photo('selfie.png', 2, 200, 260))
  await page.getByRole('img', { name: 'Preview: Photo of your ID' }).waitFor()
  await page.getByRole('img', { name: 'Preview: Selfie' }).waitFor()
  await page.getByTestId('kyc-send').click()
  await page.getByText('The ID number does not look right for this ID').waitFor()
  await status(page, 'none')
  await page.getByLabel('ID number').fill('1234 5678 9012 3456')
  await shot(page, 'borrower-form')
  await page.getByTestId('kyc-send').click()
  await status(page, 'submitted')
  await page.getByText('With our team').waitFor()
  await page.getByText('PhilSys National ID (PhilID) ending in 3456').waitFor()
  assert.equal(await page.getByTestId('kyc-form').count(), 0, 'no form while the ID is with the team')
  await shot(page, 'borrower-submitted')

  // The agent's queue.
  const ctx = await ui.browser.newContext({ baseURL: server.baseURL, viewport: { width: 1366, height: 850 }, locale: 'en-PH' })
  const desk = watchDesk(await ctx.newPage(), deskErrors)
  await desk.goto('/admin/kyc')
  await operatorLogIn(desk, 'agent@pautang.ph')
  await desk.getByRole('menuitem', { name: 'Identity checks' }).waitFor()
  const row = desk.getByTestId('kyc-queue').locator('tbody tr', { hasText: '••3456' })
  await row.waitFor()
  assert.match(await row.textContent(), /PhilSys National ID/)
  await shot(desk, 'queue')
  await row.getByRole('button', { name: 'Review' }).click()
  const drawer = desk.locator('.ant-drawer')
  await drawer.getByText(/Identity check #\d+/).waitFor()
  // Both photos load from the operator API (same-origin cookie), once a reason is given (audited).
  await giveReadReason(desk, 'Identity or fraud check')
  for (const which of ['id', 'selfie']) {
    const img = drawer.locator(`img[src*="/photo/${which}?reason="]`)
    await img.waitFor()
    await desk.waitForFunction((el) => el.complete && el.naturalWidth > 0, await img.elementHandle())
  }
  await shot(desk, 'review-drawer')
  // Ask for a new selfie.
  await drawer.getByTestId('kyc-ask').click()
  await desk.getByText('Choose a reason.').waitFor()
  await drawer.locator('#kyc-redo-reason').click()
  await desk.locator('.ant-select-item-option', { hasText: 'The selfie does not match the photo on the ID.' }).click()
  await drawer.getByRole('radio', { name: 'Selfie' }).check()
  await shot(desk, 'review-redo')
  await drawer.getByTestId('kyc-ask').click()
  await desk.getByText('Decision saved.').waitFor()
  await desk.getByRole('tab', { name: 'New photo asked' }).click()
  await desk.getByTestId('kyc-queue').locator('tbody tr', { hasText: 'The selfie does not match the photo on the ID.' }).waitFor()

  // The borrower reads why and sends only the selfie.
  await page.reload()
  await status(page, 'redo')
  await page.getByTestId('kyc-reason').getByText('The selfie does not match the photo on the ID.').waitFor()
  await page.getByTestId('kyc-redo').getByText('Send a new selfie.').waitFor()
  assert.equal(await page.locator('#kyc-id-photo').count(), 0, 'the ID photo is not asked again')
  assert.equal(await page.getByLabel('ID type').inputValue(), 'philsys')
  await shot(page, 'borrower-redo')
  await page.getByLabel('ID number').fill('1234-5678-9012-3456')
  await page.locator('#kyc-selfie').setInputFiles(photo('selfie2.png', 3, 200, 260))
  await page.getByTestId('kyc-send').click()
  await status(page, 'submitted')

  // The agent approves the new submission.
  await desk.getByRole('tab', { name: 'Waiting' }).click()
  const again = desk.getByTestId('kyc-queue').locator('tbody tr', { hasText: '••3456' })
  await again.waitFor()
  await again.getByRole('button', { name: 'Review' }).click()
  await drawer.getByTestId('kyc-approve').click()
  await desk.getByText('Decision saved.').first().waitFor()
  await desk.getByRole('tab', { name: 'Approved' }).click()
  await desk.getByTestId('kyc-queue').locator('tbody tr', { hasText: '••3456' }).waitFor()
  await shot(desk, 'queue-approved')

  await page.reload()
  await status(page, 'approved')
  await page.getByText('Identity verified').waitFor()
  await shot(page, 'borrower-approved')
  // The application profile shows it too.
  await page.goto(`/certify?${q}`)
  await page.getByTestId('certify-identity-status').getByText('Identity verified').waitFor()
  await shot(page, 'certify')

  // The application under review: the kyc rule now passes on the rules card.
  await desk.goto(`/admin/loans/${orderId}`)
  const kycRule = desk.getByTestId('rules-card').locator('tr', { hasText: 'Identity verified' })
  await kycRule.waitFor()
  await kycRule.getByText('ID and selfie approved').waitFor()
  await shot(desk, 'order-rules')
  // The agent approves it; other rules of the demo application fail, so the approval needs a
  // reason and waits for a supervisor, who approves it.
  await desk.getByRole('button', { name: 'Approve' }).first().click()
  const dialog = desk.getByRole('dialog')
  await dialog.getByLabel('Reason').fill('Identity verified; repeat limit checked by phone')
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await desk.getByTestId('sent-for-approval').waitFor()
  await approveAsSupervisor(ui.browser, server.baseURL, 'Identity verified; repeat limit checked by phone', deskErrors)
  const detail = await desk.evaluate(async (p) => (await (await fetch(p)).json()).data, `/admin/api/orders/${orderId}`)
  assert.notEqual(detail.order.status, 21, 'the application is approved')
  await ctx.close()
})
