// Complaints and customer service: file a collection complaint with evidence,
// see the Spanish toast on an order that does not allow it, follow the operator's reply,
// rate the service, and reach customer service. Real binary, fresh SQLite, 360x800.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { launch, png, screenshotDir, startServer, webRoot, settled, quiet } from './lib.mjs'

const PHONE = '09175550123'
const shotDir = process.env.E2E_SHOTS_DIR ?? screenshotDir
const bin = resolve(webRoot, process.env.PAUTANG_BIN ?? '../bin/pautang')

let server
let ui
let query

async function shot(name) {
  mkdirSync(shotDir, { recursive: true })
  await settled(ui.page)
  await ui.page.screenshot({ path: join(shotDir, `complaints-${name}.png`), fullPage: true })
}


function sql(statement) {
  const res = spawnSync('sqlite3', ['-cmd', '.timeout 5000', join(server.dataDir, 'pautang.db'), statement], { encoding: 'utf8' })
  if (res.status !== 0) throw new Error(`sqlite3: ${res.stderr}`)
  return res.stdout.trim()
}

before(async () => {
  server = await startServer()
  // A fresh borrower with two orders: one under review (no collection possible, the newest,
  // so it is selected first) and one repaying (collection possible).
  const session = spawnSync(bin, ['dev-session', '--phone', PHONE], {
    env: { ...process.env, PAUTANG_DATA_DIR: server.dataDir, PAUTANG_DEV: '1', PAUTANG_LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  })
  assert.equal(session.status, 0, session.stderr)
  query = session.stdout.trim().replace(/^\?/, '')
  const userId = new URLSearchParams(query).get('userId')
  const productId = sql('SELECT id FROM products ORDER BY id LIMIT 1')
  const now = Date.now()
  sql(`INSERT INTO orders (order_no, user_id, product_id, amount, periods, term_days, status, due_date, created_at, updated_at)
       VALUES ('PTE2E0002', ${userId}, ${productId}, 800000, 1, 120, 170, '2027-03-22', ${now - 86400000}, ${now});
       INSERT INTO orders (order_no, user_id, product_id, amount, periods, term_days, status, due_date, created_at, updated_at)
       VALUES ('PTE2E0001', ${userId}, ${productId}, 500000, 1, 120, 21, '', ${now}, ${now});`)
  ui = await launch({ baseURL: server.baseURL })
})

after(async () => {
  try {
    await ui?.close()
  } finally {
    await server?.stop()
  }
})

test('collection complaint with evidence, operator reply, rating', async () => {
  const { page } = ui
  await page.goto(`/complaint?${query}`)
  await page.getByRole('heading', { name: 'Online service' }).waitFor()
  const card = page.getByTestId('complaint-order')
  await card.getByText('PTE2E0001').waitFor()
  await shot('home')

  // Collection on an order under review: the toast (the spec's Spanish with lang=spec), no sub-types.
  await page.getByTestId('complaint-type').filter({ hasText: 'Collection' }).click()
  await page.getByText('The selected order does not support collection-type complaints').waitFor()
  assert.equal(await page.getByTestId('complaint-subtype').count(), 0)

  // 'All' picks the repaying order, remembered locally as orderNo.
  await page.getByRole('button', { name: 'All' }).click()
  await page.getByTestId('complaint-order-option').filter({ hasText: 'PTE2E0002' }).waitFor()
  await shot('order-picker')
  await page.getByTestId('complaint-order-option').filter({ hasText: 'PTE2E0002' }).click()
  await card.getByText('PTE2E0002').waitFor()
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('pautang.orderNo'))), 'PTE2E0002')

  await page.getByTestId('complaint-type').filter({ hasText: 'Collection' }).click()
  await page.getByTestId('complaint-subtype').first().waitFor()
  await shot('subtypes')
  await page.getByTestId('complaint-subtype').first().click()
  await page.waitForURL(/\/complainPageNext\?/)
  const formUrl = new URL(page.url())
  assert.equal(formUrl.searchParams.get('problemType'), '1')
  assert.ok(formUrl.searchParams.get('problemSonType'))
  assert.equal(formUrl.searchParams.get('orderNo'), 'PTE2E0002')
  assert.ok(formUrl.searchParams.get('sessionId'), 'the common params travel on')
  await page.getByTestId('complaint-tags').getByText('Collection').waitFor()

  // Empty description: the spec's message.
  await page.getByRole('button', { name: 'Send' }).click()
  await page.getByText('Please fill in your comments and suggestions').waitFor()

  // Input beyond 200 characters is ignored.
  const box = page.getByLabel('Describe the problem')
  await box.fill('x'.repeat(250))
  assert.equal((await box.inputValue()).length, 200)
  await page.getByText('200/200').waitFor()
  const text = 'The collector called me 12 times last night and threatened to visit my office.'
  await box.fill(text)
  await page.getByText(`${text.length}/200`).waitFor()

  // Three images, one at a time; remove the second.
  const input = page.locator('input[type=file]')
  const cells = page.locator('.adm-image-uploader-cell:not(.adm-image-uploader-upload-button)')
  for (let i = 1; i <= 3; i++) {
    await input.setInputFiles({ name: `evidence-${i}.png`, mimeType: 'image/png', buffer: png({ seed: i }) })
    await page.waitForFunction((n) => document.querySelectorAll('.adm-image-uploader-cell img').length >= n && !document.querySelector('.adm-image-uploader-cell-loading'), i)
  }
  assert.equal(await cells.count(), 3)
  const urls = await page.locator('.adm-image-uploader-cell img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))
  assert.ok(urls.every((u) => /^\/uploads\/[0-9a-f]{32}\.png$/.test(u)), `upload URLs: ${urls}`)
  await shot('form')
  await page.locator('.adm-image-uploader-cell-delete').nth(1).click()
  assert.equal(await cells.count(), 2)

  await page.getByRole('button', { name: 'Send' }).click()
  await page.getByText('Submitted successfully').waitFor()
  await shot('submitted')
  await page.waitForURL(/\/complaintList\?/, { timeout: 5000 })
  assert.equal(await page.evaluate(() => localStorage.getItem('pautang.complaintDraft')), null, 'the draft is cleared')
  assert.equal(await page.evaluate(() => localStorage.getItem('pautang.orderNo')), null, 'orderNo is cleared')

  const item = page.getByTestId('complaint-item').filter({ hasText: text })
  await item.waitFor()
  await shot('list')
  await item.click()
  await page.waitForURL(/\/complainDetails\?/)
  const problemId = new URL(page.url()).searchParams.get('problemId')
  assert.ok(problemId)
  await page.getByTestId('complaint-content').getByText(text).waitFor()
  assert.equal(await page.locator('.pt-cp-images img').count(), 2)
  assert.equal(await page.getByTestId('process-result').count(), 0, 'no process result before a reply')
  await shot('detail-pending')

  // The operator answers (dev endpoint standing in for the back office) and asks for a rating.
  const res = await fetch(`${server.baseURL}/dev/complaints/reply`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ problemId, text: 'We suspended the agent and reported the calls to the agency.', askRating: '1' }),
  })
  assert.equal((await res.json()).code, '0')

  await page.reload()
  const result = page.getByTestId('process-result')
  await result.getByText('We suspended the agent').waitFor()
  const loadedAt = Date.now()
  // The modal shows about 3 s after the answer (one that showed earlier fails the time check).
  await page.getByText('Please rate this service').waitFor({ timeout: 5000 })
  assert.ok(Date.now() - loadedAt >= 2500, `the rating modal waits about 3 s, showed after ${Date.now() - loadedAt} ms`)
  await shot('rating')

  // A tap on the mask does not close it.
  await page.mouse.click(10, 10)
  await settled(page) // a closing modal would still be moving
  assert.equal(await page.getByText('Please rate this service').count(), 1)

  await page.getByRole('radio', { name: '4 stars' }).click()
  await page.locator('.adm-modal').getByRole('button', { name: 'Send' }).click()
  await page.getByText('Successful demonstration!').waitFor()
  await page.getByText('You rated this service 4 out of 5.').waitFor()
  await page.getByText('Please rate this service').waitFor({ state: 'detached' })
  await quiet(page) // and it does not come back
  assert.equal(await page.getByText('Please rate this service').count(), 0)
  await shot('detail-rated')
})

test('customer service shows the contact and leads to complaints', async () => {
  const { page } = ui
  await page.goto(`/customerService?${query}`)
  const phone = page.getByTestId('service-phone')
  await phone.waitFor()
  assert.ok((await phone.textContent()).trim().length > 0)
  const mail = page.getByTestId('service-email')
  assert.match(await mail.getAttribute('href'), /^mailto:.+@.+/)
  await shot('customer-service')
  await page.getByTestId('service-complaint').click()
  await page.waitForURL(/\/complaint\?/)
  await page.getByTestId('complaint-order').waitFor()
})
