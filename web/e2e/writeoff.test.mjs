// Exception actions end to end at 1366x850: an agent writes an overdue loan off (sent for
// approval, nothing booked), the demo supervisor approves it in the Requests inbox, the loan
// page shows it written off and the journal export still balances every day; the borrower then
// pays more than the written-off claim at a store (a recovery, the rest held as credit), asks
// to be paid to a GCash wallet (the agent enters it, a supervisor approves), and the agent
// refunds that credit to it through the sandbox payout, again approved by a supervisor. PAUTANG_WRITE_OFF_AFTER_DAYS is 1 so the demo overdue loan qualifies.
// Screenshots: /tmp/shots/writeoff/ (or $WRITEOFF_SHOTS_DIR).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { DEMO_PHONE, apiLogin, deskSuite, gwPost, operatorLogIn, until } from './lib.mjs'

const suite = deskSuite({ shots: process.env.WRITEOFF_SHOTS_DIR || '/tmp/shots/writeoff', server: { env: { PAUTANG_WRITE_OFF_AFTER_DAYS: '1' } } })
const { shot } = suite

const getJSON = (page, path) => page.evaluate(async (p) => (await (await fetch(p)).json()).data, path)
const getText = (page, path) => page.evaluate(async (p) => (await fetch(p)).text(), path)

/** The journal CSV of the last year: every day's debits equal its credits (in centavos). */
async function assertJournalBalances(page) {
  const today = (await getJSON(page, '/admin/api/orders/' + orderId)).today
  const from = new Date(Date.parse(today) - 365 * 86400_000).toISOString().slice(0, 10)
  const csv = await getText(page, `/admin/api/finance/journal.csv?from=${from}&to=${today}`)
  const [header, ...lines] = csv.trim().split('\n')
  const cols = header.split(',')
  // Debit and credit by their header's place (a memo after them may hold commas).
  const debit = cols.indexOf('debit')
  const credit = cols.indexOf('credit')
  assert.ok(debit > 0 && credit > debit, `journal header: ${header}`)
  const rows = lines.map((l) => l.split(','))
  assert.ok(rows.length > 0, 'the journal has lines')
  const cents = (s) => Math.round(Number(s) * 100)
  const perDay = new Map()
  for (const r of rows) perDay.set(r[0], (perDay.get(r[0]) ?? 0) + cents(r[debit]) - cents(r[credit]))
  for (const [day, net] of perDay) assert.equal(net, 0, `journal of ${day} nets ${net}`)
  const tb = await getJSON(page, `/admin/api/finance/trial-balance?from=${from}&to=${today}`)
  for (const d of tb.days) assert.equal(d.debit, d.credit, `trial balance of ${d.day}`)
  return rows
}

let orderId

test('an agent writes an overdue loan off, a supervisor approves, the journal balances; a credit is refunded', async () => {
  const agent = await suite.desk()
  await agent.goto('/admin')
  await operatorLogIn(agent, 'agent@pautang.ph')
  const orders = await getJSON(agent, '/admin/api/orders?status=180')
  const order = orders.orders[0]
  assert.ok(order, 'an overdue demo loan')
  orderId = order.id
  const detail = () => getJSON(agent, `/admin/api/orders/${order.id}`)
  const before = await detail()
  assert.ok(before.standing.daysOverdue >= 1, 'past due')
  const claim = before.standing.payoff

  // Propose: nothing is booked until a supervisor approves.
  await agent.goto(`/admin/loans/${order.id}`)
  await agent.getByTestId('write-off').click()
  await agent.getByLabel('Reason').fill('Borrower unreachable; collections exhausted')
  await shot(agent, 'write-off-modal')
  await agent.locator('#exception-send').click()
  await agent.getByTestId('sent-for-approval').waitFor()
  await shot(agent, 'write-off-sent')
  assert.equal((await detail()).ledger.filter((e) => e.kind === 'writeoff').length, 0, 'nothing booked before approval')

  await suite.approve('Borrower unreachable; collections exhausted')

  await agent.reload()
  await agent.getByTestId('written-off').waitFor()
  const written = await detail()
  assert.equal(written.order.status, 180, 'the borrower still sees it overdue')
  assert.ok(written.order.writtenOffDay, 'flagged written off')
  assert.equal(written.standing.balances.written_off, claim, 'the claim is what was owed')
  for (const b of ['principal', 'interest', 'fee', 'penalty', 'late_interest', 'enforcement']) assert.ok(!written.standing.balances[b], `${b} receivable is zero`)
  await agent.getByRole('tab', { name: 'Ledger' }).click()
  await agent.getByText('writeoff').first().waitFor()
  await shot(agent, 'written-off')
  const lines = await assertJournalBalances(agent)
  assert.ok(lines.some((r) => r.includes('5300')), 'the write-off is booked to loans written off')
  await agent.goto('/admin/finance')
  await agent.getByTestId('written-off-total').filter({ hasText: new RegExp(`₱${(claim / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`) }).waitFor()
  await shot(agent, 'finance-written-off')

  // The borrower pays ₱100.00 more than the claim at a store: a recovery, then credit.
  const q = await apiLogin(suite.baseURL, DEMO_PHONE, 'e2e-writeoff')
  const play = await gwPost(suite.baseURL, '/v3/installment/loan-play-detail', q, { orderId: String(order.id), productId: String(before.order.productId) })
  assert.equal(play.code, '00', play.message)
  const sim = await fetch(`${suite.baseURL}/dev/payments/simulate`, {
    method: 'POST',
    body: new URLSearchParams({ payCode: play.data.defDetail.payCode, amount: String(claim + 10000) }),
  })
  assert.equal(sim.status, 200, await sim.text())
  const paid = await until('the recovery to settle the loan', async () => {
    const d = await detail()
    return d.order.status === 200 && d
  })
  assert.equal(paid.refundable, 10000, 'the ₱100.00 over the claim is credit')
  assert.ok(paid.ledger.some((e) => e.kind === 'payment' && e.bucket === 'written_off'), 'a recovery')

  // The borrower calls: pay me to my GCash. The agent enters it, a supervisor approves.
  await agent.goto(`/admin/loans/${order.id}`)
  await agent.getByTestId('change-account').click()
  await agent.getByLabel('E-wallet', { exact: true }).click()
  await agent.getByTitle('GCash').click()
  await agent.getByLabel('E-wallet mobile number').fill('09179876543')
  await agent.getByLabel('Account holder name').fill('Juan Dela Cruz')
  await agent.getByLabel("Account holder's date of birth").fill('1992-06-12')
  await agent.getByLabel('City of residence').fill('National Capital Region (NCR)/Metro Manila/Quezon City')
  await agent.getByLabel('Reason').fill('Borrower called from the registered number')
  await shot(agent, 'account-change-modal')
  await agent.locator('#exception-send').click()
  await agent.getByTestId('sent-for-approval').waitFor()
  const pending = await getJSON(agent, '/admin/api/requests?status=pending')
  const change = pending.requests.find((r) => r.kind === 'account_change')
  assert.ok(change && !('sealed' in change.payload) && change.payload.number.endsWith('6543'), JSON.stringify(change?.payload))
  await suite.approve('Borrower called from the registered number')
  const accounts = (await detail()).accounts
  assert.ok(accounts[0]?.isDefault && accounts[0].number.endsWith('6543'), JSON.stringify(accounts))

  // Refund the credit: proposed by the agent, approved by a supervisor, paid by the sandbox.
  await agent.reload()
  await agent.getByTestId('refund-credit').click()
  await agent.getByLabel('Reason').fill('Overpayment at the store; borrower asked for it back')
  await shot(agent, 'refund-modal')
  await agent.locator('#exception-send').click()
  await agent.getByTestId('sent-for-approval').waitFor()
  await suite.approve('Overpayment at the store; borrower asked for it back')
  await agent.reload()
  await agent.getByRole('tab', { name: 'Refunds' }).click()
  await agent.getByText('succeeded').first().waitFor()
  await shot(agent, 'refunded')
  const refunded = await detail()
  assert.equal(refunded.refundable, 0)
  assert.equal(refunded.ledger.filter((e) => e.kind === 'refund').reduce((s, e) => s + e.amount, 0), 10000)
  await assertJournalBalances(agent)
  await agent.context().close()
})
