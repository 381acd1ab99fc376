// The new-user journey through the web shell: log in with an SMS code from the
// dev inbox, browse the loan market, open a product, see the demo orders.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { DEMO_PHONE, launch, readLoginCode, startServer } from './lib.mjs'

let server
let ui

before(async () => {
  server = await startServer()
  ui = await launch({ baseURL: server.baseURL })
})

after(async () => {
  try {
    await ui?.close()
  } finally {
    await server?.stop()
  }
})

test('log in, browse products, see the demo orders', async () => {
  const { page } = ui
  await page.goto('/login')
  await page.getByLabel('Mobile number').fill(DEMO_PHONE)
  await ui.screenshot('login')
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByRole('button', { name: /Resend in \d+s/ }).waitFor()

  const code = await readLoginCode(server.baseURL, DEMO_PHONE)
  assert.match(code, /^\d{6}$/)
  await page.getByLabel('Verification code').fill(code)
  await page.getByRole('button', { name: 'Log in' }).click()

  await page.waitForURL(/\/main\?/)
  const url = new URL(page.url())
  assert.ok(url.searchParams.get('sessionId'), 'the session travels in the query')
  assert.equal(url.searchParams.get('mobile'), DEMO_PHONE)

  const cards = page.getByTestId('product-card')
  await cards.first().waitFor()
  assert.ok((await cards.count()) > 0, 'the loan market lists products')
  await page.waitForTimeout(300)
  await ui.screenshot('main')

  await cards.first().click()
  await page.waitForURL(/\/product\?/)
  assert.ok(new URL(page.url()).searchParams.get('productId'))
  await page.getByRole('button', { name: 'Apply', exact: true }).waitFor()
  await page.getByRole('slider', { name: 'Loan amount' }).waitFor()
  await page.waitForLoadState('networkidle')
  await ui.screenshot('product')

  await page.goBack()
  await page.getByRole('tab', { name: 'Orders' }).or(page.getByText('Orders', { exact: true })).first().click()
  await page.waitForURL(/\/orders\?/)
  const orders = page.getByTestId('order-item')
  await orders.first().or(page.getByRole('status')).first().waitFor()
  await ui.screenshot('orders')
  assert.ok((await orders.count()) > 0, 'the demo borrower has orders (pautang seed creates them)')

  await orders.first().click()
  await page.waitForURL(/\/loanDetail\?/)
  const detailUrl = new URL(page.url())
  assert.ok(detailUrl.searchParams.get('orderId'))
  assert.ok(detailUrl.searchParams.get('sessionId'))

  await page.goto(`/settings${url.search}`)
  await page.getByText('Log out').waitFor()
  await ui.screenshot('settings')

  await page.goto(`/testPreview${url.search}`)
  await page.getByRole('button', { name: 'Bind bank' }).click()
  await page.waitForURL(/\/bindBank\?/)
  assert.ok(new URL(page.url()).searchParams.get('sessionId'), 'the preview passes the params on')

})
