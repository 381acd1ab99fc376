// Settings under four eyes at 1366x850: an admin proposes new InstaPay transfer instructions
// (where borrowers send money) on the Catalogue's payment channels; the borrower's transfer
// page keeps the old account until a supervisor approves the change in the Requests inbox,
// which shows the steps before and after; then it shows the new one. A supervisor proposes a
// custom role on the Roles page; one holding conflicting permissions is refused.
// Screenshots: /tmp/shots/settings/ (or $SETTINGS_SHOTS_DIR).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { DEMO_PHONE, apiLogin, deskSuite, gwPost } from './lib.mjs'

const suite = deskSuite({ shots: process.env.SETTINGS_SHOTS_DIR || '/tmp/shots/settings' })
const { shot } = suite

const OLD = 'Send to Pautang Lending Corp., BDO account 0012 3456 7890.'
const NEW = 'Send to Pautang Lending Corp., BPI account 9876 5432 10.'

test('new transfer instructions reach borrowers only after a second operator approves them', async () => {
  // The borrower starts a bank transfer and reads where to send it.
  const common = await apiLogin(suite.baseURL, DEMO_PHONE, 'e2e-settings')
  const list = await gwPost(suite.baseURL, '/v3/order/list', common)
  const order = [180, 174].map((s) => list.data.orders.find((o) => o.status === s)).find(Boolean)
  assert.ok(order, 'an overdue demo loan')
  const started = await gwPost(suite.baseURL, '/v3/loan-details/generate-vcode', common, { orderId: order.orderId, productId: order.productId, amount: '50000', channelNumber: '90006' })
  assert.equal(started.code, '00', started.message)
  const phone = await (await suite.phone()).newPage()
  const transferPage = `/repaymentOfCode?${common}&reference=${started.data.reference}`
  await phone.goto(transferPage)
  await phone.getByText(OLD).waitFor()

  // The admin proposes the new account.
  const admin = await suite.desk('/admin/catalog', 'admin@pautang.ph')
  await admin.getByRole('tab', { name: 'Payment channels' }).click()
  const row = admin.locator('.ant-table-row', { hasText: '90006' })
  await row.getByRole('button').click()
  const doc = admin.getByTestId('json-doc')
  const instructions = JSON.parse(await doc.inputValue())
  instructions[0].steps = instructions[0].steps.map((s) => (s === OLD ? NEW : s))
  await doc.fill(JSON.stringify(instructions, null, 2))
  await admin.getByTestId('change-reason').fill('The lender moved its collection account to BPI')
  await admin.getByRole('button', { name: 'Propose' }).click()
  await admin.getByText('Sent for approval').first().waitFor()
  await admin.getByTestId('pending-change').getByText(NEW).waitFor()
  await shot(admin, 'channel-pending')

  // Nothing changed for the borrower yet.
  await phone.reload()
  await phone.getByText(OLD).waitFor()
  assert.equal(await phone.getByText(NEW).count(), 0, 'the new account shows before approval')

  // The maker cannot approve it; a supervisor reads the steps before and after and approves.
  const sup = await suite.desk('/admin/requests', 'supervisor@pautang.ph')
  const req = sup.locator('.ant-table-row', { hasText: 'Payment channel change' })
  await req.getByRole('rowheader', { name: 'Instructions 1: step 2' }).waitFor()
  await req.getByText(NEW).waitFor()
  await shot(sup, 'channel-inbox-diff')
  await req.getByRole('button', { name: 'Approve' }).click()
  await sup.getByText(/^Approved[:;] /).first().waitFor()

  await phone.reload()
  await phone.getByText(NEW).waitFor()
  assert.equal(await phone.getByText(OLD).count(), 0, 'the old account is gone after approval')
  await suite.shot(phone, 'borrower-transfer-after')

  // The account box of the transfer page is a setting too: its card on the Settings tab.
  await admin.getByRole('tab', { name: 'Settings' }).click()
  await admin.getByText('Receiving account (bank transfers)').waitFor()
  await shot(admin, 'settings-tab')
})

test('a supervisor proposes a custom role; conflicting permissions are refused', async () => {
  const sup = await suite.desk('/admin/roles', 'supervisor@pautang.ph')
  await sup.getByTestId('role-name').fill('finance')
  await sup.getByLabel('Title').fill('Finance')
  await sup.getByRole('checkbox', { name: 'loans.decide' }).check()
  await sup.getByRole('checkbox', { name: 'repayments.match' }).check()
  await sup.getByLabel('Reason for the change').fill('Finance desk')
  await sup.getByRole('button', { name: 'Propose' }).click()
  await sup.getByText(/One role cannot hold both loans.decide and repayments.match/).waitFor()
  await shot(sup, 'role-conflict')
  await sup.getByRole('checkbox', { name: 'loans.decide' }).uncheck()
  await sup.getByRole('checkbox', { name: 'dashboard.view' }).check()
  await sup.getByRole('button', { name: 'Propose' }).click()
  await sup.getByTestId('pending-change').getByText('Permission repayments.match').waitFor()
  await shot(sup, 'role-pending')
})
