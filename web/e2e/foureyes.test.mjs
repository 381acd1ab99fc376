// Four eyes end to end at 1366x850: an agent proposes a waiver on an overdue loan and sees it
// "sent for approval" (nothing booked); a supervisor finds it in the Requests inbox (the badge
// counts it), approves it, and the loan's ledger then holds the waiver. The agent cannot check
// their own request. An operator lists their sessions, ends one and changes their password.
// Screenshots: /tmp/shots/foureyes/ (or $FOUREYES_SHOTS_DIR).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { deskSuite, OPERATOR_PASSWORD as PASSWORD, operatorLogIn } from './lib.mjs'

const suite = deskSuite({ shots: process.env.FOUREYES_SHOTS_DIR || '/tmp/shots/foureyes' })
const { shot } = suite
const desk = () => suite.desk()

async function logIn(page, email, path = '/admin') {
  await page.goto(path)
  await operatorLogIn(page, email)
}

const getJSON = (page, path) => page.evaluate(async (p) => (await (await fetch(p)).json()).data, path)

test('an agent proposes a waiver, a supervisor approves it', async () => {
  const agent = await desk()
  await logIn(agent, 'agent@pautang.ph')
  const orders = await getJSON(agent, '/admin/api/orders?status=180')
  const order = orders.orders[0]
  assert.ok(order, 'an overdue demo loan')
  const waivers = async (page) => (await getJSON(page, `/admin/api/orders/${order.id}`)).ledger.filter((e) => e.kind === 'waiver')
  const before = (await waivers(agent)).length

  await agent.goto(`/admin/loans/${order.id}`)
  await agent.getByRole('button', { name: 'Waive charges' }).click()
  await agent.getByLabel('Amount').fill('1')
  await agent.getByLabel('Reason').fill('Collector called outside hours; goodwill')
  await agent.getByRole('button', { name: 'Send for approval' }).click()
  await agent.getByTestId('sent-for-approval').waitFor()
  await shot(agent, 'waiver-sent')
  assert.equal((await waivers(agent)).length, before, 'nothing is booked before approval')

  // The maker sees the request as theirs, without approve/reject buttons.
  await agent.goto('/admin/requests')
  await agent.getByText('Your request').first().waitFor()
  const list = await getJSON(agent, '/admin/api/requests?status=pending')
  const req = list.requests.find((r) => r.kind === 'waiver' && r.target === String(order.id))
  assert.ok(req, 'the request waits in the inbox')
  assert.equal(await agent.getByTestId(`approve-${req.id}`).count(), 0, 'the maker has no approve button')
  const own = await agent.evaluate(async (id) => {
    const me = await (await fetch('/admin/api/me')).json()
    const res = await fetch(`/admin/api/requests/${id}/approve`, { method: 'POST', headers: { 'X-CSRF-Token': me.data.csrfToken } })
    return (await res.json()).code
  }, req.id)
  assert.equal(own, 'admin_request_own')

  const sup = await desk()
  await logIn(sup, 'supervisor@pautang.ph')
  await sup.getByTestId('requests-badge').waitFor()
  await sup.getByRole('menuitem', { name: /Requests/ }).click()
  await sup.getByTestId(`approve-${req.id}`).waitFor()
  // The checker reads what changes as named fields before and after, never the payload's JSON.
  assert.ok(req.diff.length > 0 && req.diff[0].field.endsWith(' waived') && req.diff[0].after === 'PHP 1.00', JSON.stringify(req.diff))
  await sup.getByRole('rowheader', { name: req.diff[0].field }).first().waitFor()
  await shot(sup, 'requests-inbox')
  await sup.getByTestId(`approve-${req.id}`).click()
  await sup.getByText('Approved: the action was carried out.').waitFor()
  await sup.getByText('All', { exact: true }).click()
  await sup.getByTestId(`request-status-${req.id}`).getByText('approved').waitFor()
  await shot(sup, 'requests-approved')

  const after = await waivers(sup)
  assert.equal(after.length, before + 1, 'the approved waiver is booked once')
  assert.equal(after.at(-1).amount, -100)
})

test('an operator ends another session of theirs and changes their password', async () => {
  const first = await desk()
  const second = await desk()
  await logIn(first, 'viewer@pautang.ph')
  await logIn(second, 'viewer@pautang.ph')
  await first.getByTestId('account-link').click()
  const rows = first.getByTestId('sessions').locator('tbody tr.ant-table-row')
  await first.getByText('this session').waitFor()
  assert.equal(await rows.count(), 2, 'both sessions are listed')
  await shot(first, 'account-sessions')
  // End the other session (the row without "this session"); its page is signed out.
  await rows.filter({ hasNotText: 'this session' }).getByRole('button', { name: 'End session' }).click()
  await first.getByText('Session ended.').waitFor()
  await second.reload()
  await second.getByLabel('E-mail').waitFor()

  const next = 'viewer new passphrase 2026'
  await first.getByLabel('Current password').fill(PASSWORD)
  await first.getByLabel('New password', { exact: true }).fill(next)
  await first.getByLabel('New password again').fill(next)
  await first.getByTestId('password-save').click()
  await first.getByText('Password changed. Your other sessions have ended.').waitFor()
  // The old password no longer opens the back office; the new one does.
  await second.getByLabel('E-mail').fill('viewer@pautang.ph')
  await second.getByLabel('Password').fill(PASSWORD)
  await second.getByRole('button', { name: 'Log in' }).click()
  await second.getByTestId('login-error').waitFor()
  await operatorLogIn(second, 'viewer@pautang.ph', next)
})
