// Restructure end to end: an agent previews and proposes new installments for the demo overdue
// loan on the back-office loan page (1366x850), the demo supervisor approves it in the Requests
// inbox, the borrower (360x800) sees the offer on the loan detail with its new disclosure
// statement, accepts it, and the loan detail and the back office show the new schedule.
// Screenshots: /tmp/shots/restructure/ (or $RESTRUCTURE_SHOTS_DIR).
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { CHROMIUM_ARGS, DEMO_PHONE, apiLogin, approveAsSupervisor, gwPost, launch, operatorLogIn, startServer, watchDesk, settled } from './lib.mjs'

const shotsDir = process.env.RESTRUCTURE_SHOTS_DIR || '/tmp/shots/restructure'
let server
let ui
const errors = []

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
  if (errors.length) throw new Error(`browser errors:\n${errors.join('\n')}`)
})

async function shot(page, name) {
  mkdirSync(shotsDir, { recursive: true })
  await settled(page)
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true })
}

const getJSON = (page, path) => page.evaluate(async (p) => (await (await fetch(p)).json()).data, path)

test('an agent proposes a restructure, a supervisor approves, the borrower reads the disclosure and accepts', async () => {
  const { browser } = ui
  const ctx = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1366, height: 850 }, locale: 'en-PH' })
  const agent = watchDesk(await ctx.newPage(), errors)
  await agent.goto('/admin')
  await operatorLogIn(agent, 'agent@pautang.ph')
  const order = (await getJSON(agent, '/admin/api/orders?status=180')).orders[0]
  assert.ok(order, 'an overdue demo loan')
  const detail = () => getJSON(agent, `/admin/api/orders/${order.id}`)
  const before = await detail()

  // The form: out of bounds is refused by the preview; 3 payments over 90 days is priced.
  await agent.goto(`/admin/loans/${order.id}`)
  await agent.getByTestId('restructure').click()
  await agent.getByTestId('restructure-n').fill('3')
  await agent.getByTestId('restructure-days').fill('30')
  await agent.getByTestId('restructure-preview').click()
  await agent.getByText('Each new period must be at least 14 days').waitFor()
  await agent.getByTestId('restructure-days').fill('90')
  await agent.getByTestId('restructure-preview').click()
  const figures = agent.getByTestId('restructure-figures')
  await figures.waitFor()
  assert.equal(await agent.getByTestId('restructure-schedule').locator('tbody tr').count(), 3)
  await agent.getByTestId('restructure-reason').fill('Borrower lost her job; asked for smaller payments')
  await shot(agent, 'operator-preview')
  await agent.locator('#restructure-send').click()
  await agent.getByTestId('sent-for-approval').waitFor()
  const sched = (await detail()).schedule
  assert.deepEqual(sched, before.schedule, 'nothing changes before the supervisor and the borrower')

  await approveAsSupervisor(browser, server.baseURL, 'Borrower lost her job; asked for smaller payments', errors)
  await agent.reload()
  await agent.getByTestId('restructure-offers').getByText('offered', { exact: true }).waitFor()
  await shot(agent, 'operator-offered')

  // The borrower at 360x800: the offer with its disclosure, then Accept.
  const q = await apiLogin(server.baseURL, DEMO_PHONE, 'e2e-restructure')
  const { page } = ui
  await page.goto(`/loanDetail?${q}&orderId=${order.id}&productId=${before.order.productId}`)
  const offer = page.getByTestId('restructure-offer')
  await offer.waitFor()
  await offer.getByText('A new payment plan for your loan').waitFor()
  assert.equal(await offer.locator('.pt-loan-doc__table tbody tr').first().locator('td').count(), 5)
  await shot(page, 'borrower-offer')
  await page.getByTestId('restructure-doc-toggle').click()
  const doc = page.getByTestId('restructure-disclosure')
  await doc.getByText('Disclosure statement of the restructured loan').waitFor()
  await doc.getByText('Effective interest rate').first().waitFor()
  await doc.getByText('SEC Registration No.', { exact: false }).waitFor()
  await shot(page, 'borrower-disclosure')

  // In Filipino too.
  const detailURL = `/loanDetail?${q}&orderId=${order.id}&productId=${before.order.productId}`
  await page.goto(`${detailURL}&lang=fil`)
  await page.getByTestId('restructure-offer').getByText('Bagong payment plan para sa loan mo').waitFor()
  await page.getByText('Tanggapin ang bagong plan').waitFor()
  await shot(page, 'borrower-offer-fil')
  await page.goto(`${detailURL}&lang=en`)
  await offer.waitFor()
  const fil = await gwPost(server.baseURL, '/pautang/restructure-offer', `${q}&lang=fil`, { orderId: String(order.id) })
  assert.equal(fil.data.offer.acceptText, 'Tanggapin ang bagong plan')
  assert.equal(fil.data.accepted, null)

  const accepted = page.waitForResponse((r) => r.url().includes('/pautang/restructure-accept'))
  await page.getByTestId('restructure-accept').click()
  const acc = await (await accepted).json()
  assert.equal(acc.code, '00', acc.message)
  await page.getByText('The new payment plan is in force.').waitFor()
  await offer.waitFor({ state: 'detached' })
  const plan = page.getByTestId('restructure-plan')
  await plan.getByText('Your new payment plan').waitFor()
  assert.equal(await plan.locator('tbody tr').count(), 3, 'the new schedule shows')
  await page.getByTestId('order-status').and(page.locator('[data-status="170"]')).waitFor()
  await shot(page, 'borrower-accepted')

  // A second acceptance is refused with the envelope's error.
  const offerId = (await getJSON(agent, `/admin/api/orders/${order.id}/restructures`)).offers[0].id
  const again = await gwPost(server.baseURL, '/pautang/restructure-accept', q, { orderId: String(order.id), offerId: String(offerId) })
  assert.equal(again.code, 'loans_restructure_stale')
  assert.match(again.message, /already accepted/)

  // The back office: accepted, the new schedule (3 open installments), status 170, nothing overdue.
  const after = await detail()
  assert.equal(after.order.status, 170)
  assert.equal(after.standing.daysOverdue, 0)
  await agent.reload()
  await agent.getByTestId('restructure-offers').getByText('accepted', { exact: true }).waitFor()
  await agent.getByRole('tab', { name: 'Schedule' }).click()
  await shot(agent, 'operator-accepted')

  // The borrower's repayment page asks for the first new installment.
  const play = await gwPost(server.baseURL, '/v3/installment/loan-play-detail', q, { orderId: String(order.id), productId: String(before.order.productId) })
  assert.equal(play.code, '00', play.message)
  await ctx.close()
})
