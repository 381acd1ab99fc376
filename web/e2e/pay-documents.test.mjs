// What a borrower keeps of a payment: 'Save QR' on the QR Ph page downloads the QR code as a PNG
// named after the payment (pautang-qr-<reference>.png), the picture a cashier or another app can
// scan. Screenshot: e2e/screenshots/pay-documents-qr.png (360x800).
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { DEMO_PHONE, apiLogin, gwPost, launch, startServer, settled } from './lib.mjs'

let server
let ui
let q
let orders

const api = (path, form) => gwPost(server.baseURL, path, q, form)

before(async () => {
  server = await startServer()
  ui = await launch({ baseURL: server.baseURL })
  q = await apiLogin(server.baseURL, DEMO_PHONE, 'e2e-pay-documents')
  const list = await api('/v3/order/list')
  orders = Object.fromEntries(list.data.orders.map((o) => [o.status, o]))
  assert.ok(orders[180], 'the demo borrower has an overdue order')
})

after(async () => {
  try {
    await ui?.close()
  } finally {
    await server?.stop()
  }
})

test("'Save QR' downloads the payment's QR code as a PNG named after it", async () => {
  const { page } = ui
  const o = orders[180]
  await page.goto(`/repayment?${q}&orderId=${o.orderId}&productId=${o.productId}`)
  await page.getByTestId('payment-method').click()
  await page.getByTestId('channel-popup').getByTestId('channel-90007').click()
  await page.getByTestId('pay-button').click()
  await page.waitForURL((url) => url.pathname === '/repaymentOfCode')
  const reference = new URL(page.url()).searchParams.get('reference')
  await page.getByTestId('qr-image').waitFor()
  await page.waitForFunction(() => document.querySelector('[data-testid="qr-image"]')?.complete)
  await settled(page)
  await ui.screenshot('pay-documents-qr')

  const download = page.waitForEvent('download')
  await page.getByTestId('save-qr').click()
  const file = await download
  assert.equal(file.suggestedFilename(), `pautang-qr-${reference}.png`)
  const png = readFileSync(await file.path())
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG')
  assert.equal(png.readUInt32BE(16), 720, 'width')
  assert.equal(png.readUInt32BE(20), 720, 'height')
  assert.ok(png.length > 2000, `a drawn QR code, not a blank square (${png.length} bytes)`)
})
