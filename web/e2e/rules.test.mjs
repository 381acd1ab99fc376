// Underwriting rules end to end at 1366x850: a supervisor previews a change of the rules on the
// latest applications, proposes it, an admin approves it in Requests and it is in force; an
// agent opening an application under review sees which rules it fails, cannot approve it
// without a reason, and their approval over a failed rule waits for a supervisor.
// Screenshots: /tmp/shots/rules/ (or $RULES_SHOTS_DIR).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { deskSuite } from './lib.mjs'

const suite = deskSuite({ shots: process.env.RULES_SHOTS_DIR || '/tmp/shots/rules' })
const { shot } = suite
const desk = (email, path = '/admin') => suite.desk(path, email)

const getJSON = (page, path) => page.evaluate(async (p) => (await (await fetch(p)).json()).data, path)

test('a supervisor previews and proposes new rules; an admin approves them', async () => {
  const sup = await desk('supervisor@pautang.ph', '/admin/catalog')
  await sup.getByRole('tab', { name: 'Underwriting rules' }).click()
  await sup.getByText('The built-in rules are in force').first().waitFor()
  // Up to 5 open loans, overdue loans allowed, and a ₱1,000,000 income minimum.
  await sup.getByLabel('Open loans allowed').fill('5')
  await sup.getByLabel('Refuse while a loan is overdue').click()
  await sup.getByLabel('Minimum monthly income').fill('1000000')
  await sup.getByTestId('rules-preview').click()
  const title = sup.getByTestId('rules-preview-table').getByText(/of the latest \d+ applications would be decided differently/)
  await title.waitFor()
  const changed = Number((await title.textContent()).match(/^(\d+)/)[1])
  assert.ok(changed > 0, 'the preview shows applications decided differently')
  await sup.getByTestId('rules-preview-table').getByText(/reject · low_income/).first().waitFor()
  await shot(sup, 'rules-preview')
  await sup.getByTestId('rules-propose').click()
  await sup.getByLabel('Reason').fill('Pilot: income floor for the new segment')
  await sup.getByRole('dialog').getByRole('button', { name: 'Propose the change' }).click()
  await sup.getByTestId('rules-sent').waitFor()
  assert.equal((await getJSON(sup, '/admin/api/catalog/underwriting')).current.id, 0, 'nothing in force before a checker approves')

  const adm = await desk('admin@pautang.ph', '/admin/requests')
  await adm.locator('tr', { hasText: 'Underwriting rules change' }).getByRole('button', { name: 'Approve' }).click()
  await adm.getByText('Approved: the action was carried out.').waitFor()
  const now = await getJSON(adm, '/admin/api/catalog/underwriting')
  assert.ok(now.current.id > 0, 'the new rules are in force')
  assert.equal(now.current.rules.minMonthlyIncomeCents, 100_000_000)
  assert.equal(now.current.rules.maxOpenLoans, 5)
  await sup.reload()
  await sup.getByRole('tab', { name: 'Underwriting rules' }).click()
  await sup.getByText(/Rules v\d+ in force since/).waitFor()
  await shot(sup, 'rules-in-force')
})

test('an agent sees the failed rules and their approval waits for a supervisor', async () => {
  const agent = await desk('agent@pautang.ph')
  const list = await getJSON(agent, '/admin/api/orders?status=21')
  const order = list.orders[0]
  assert.ok(order, 'a demo application under review')
  await agent.goto(`/admin/loans/${order.id}`)
  const card = agent.getByTestId('rules-card')
  await card.waitFor()
  await card.getByText('Minimum income').waitFor()
  assert.ok((await agent.getByTestId('rules-failed').textContent()).match(/\d+ rules failed/))
  // Profile answers read as labels.
  await agent.getByTestId('profile-fields').getByText('Civil status').waitFor()
  await shot(agent, 'rules-review-page')

  await agent.getByRole('button', { name: 'Approve' }).first().click()
  const dialog = agent.getByRole('dialog')
  await dialog.getByTestId('approve-over-rules').waitFor()
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await dialog.getByText('Please give the reason.').waitFor()
  await dialog.getByLabel('Reason').fill('Income proof uploaded by e-mail')
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await agent.getByTestId('sent-for-approval').waitFor()
  await shot(agent, 'rules-approve-sent')
  const detail = await getJSON(agent, `/admin/api/orders/${order.id}`)
  assert.equal(detail.order.status, 21, 'the application waits for a supervisor')
})
