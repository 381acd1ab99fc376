// The operator lifecycle under four eyes at 1366x850: an admin invites an operator and the
// answer carries no link; a second operator (the supervisor) reads the request's diff in the
// Requests inbox and approves; the invitee opens the one-time link from the e-mail in the dev
// outbox (/dev/mail), chooses a password, enrols an authenticator and logs in. The admin's
// own role cannot be changed by themselves. Screenshots: /tmp/shots/operators/ (or
// $OPERATORS_SHOTS_DIR).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { deskSuite, nextTotpCode, operatorLogIn, watchDesk } from './lib.mjs'

const suite = deskSuite({ shots: process.env.OPERATORS_SHOTS_DIR || '/tmp/shots/operators' })
const { shot } = suite

const EMAIL = 'lorna.cruz@pautang.ph'
const PASSWORD = 'lorna-picks-her-own'

test('an invited operator is approved by a second operator and sets up from the e-mailed link', async () => {
  const admin = await suite.desk('/admin/operators', 'admin@pautang.ph')
  const answers = []
  admin.on('response', async (r) => {
    if (r.url().includes('/admin/api/operators') && r.request().method() === 'POST') answers.push(await r.text())
  })
  await admin.getByRole('button', { name: 'New operator' }).click()
  const dialog = admin.getByRole('dialog')
  await dialog.getByLabel('E-mail').fill(EMAIL)
  await dialog.getByLabel('Name').fill('Lorna Cruz')
  await dialog.getByLabel('Reason').fill('New underwriting agent, starts Monday')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await admin.getByText(/must approve it in the Requests inbox/).waitFor()
  assert.equal(answers.length, 1)
  assert.ok(!/token|\/admin\/setup/.test(answers[0]), `the create answer carries no link: ${answers[0]}`)
  assert.equal(await admin.getByTestId('setup-link').count(), 0)
  assert.equal(await admin.locator('tr', { hasText: EMAIL }).count(), 0, 'no operator before the approval')

  // Nobody changes their own role: the admin's own row has no edit button, and the API says why.
  const own = await admin.evaluate(async () => {
    const me = await (await fetch('/admin/api/me')).json()
    const csrf = me.data.csrfToken
    const r = await fetch(`/admin/api/operators/${me.data.operator.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf },
      body: JSON.stringify({ role: 'viewer', reason: 'trying' }),
    })
    return (await r.json()).message
  })
  assert.match(own, /cannot change your own role/)

  // The supervisor reads the diff in the inbox and approves.
  const ctx = await suite.context()
  const sup = watchDesk(await ctx.newPage(), suite.errors)
  await sup.goto('/admin/requests')
  await operatorLogIn(sup, 'supervisor@pautang.ph')
  const row = sup.locator('.ant-table-row', { hasText: EMAIL }).first()
  await row.getByText('New operator').waitFor()
  await row.getByText('E-mailed on approval (72 h)').waitFor()
  await shot(sup, 'requests-inbox-diff')
  await row.getByRole('button', { name: 'Approve' }).click()
  await sup.getByText('Approved: the operator was created and their one-time set-up link e-mailed to ' + EMAIL + '.').waitFor()
  await ctx.close()

  await admin.reload()
  await admin.locator('tr', { hasText: EMAIL }).getByText('set-up link sent').waitFor()
  await shot(admin, 'operators-invited')

  // The invitee opens the e-mail in the dev outbox and follows its link.
  const lorna = await suite.desk()
  await lorna.goto('/dev/mail')
  const mail = lorna.locator('article', { hasText: EMAIL }).first()
  await mail.getByText('Your Pautang back-office account').waitFor()
  await shot(lorna, 'dev-outbox-invite')
  await mail.getByRole('link', { name: /\/admin\/setup\?token=/ }).click()
  await lorna.getByText('Welcome, Lorna Cruz').waitFor()
  await lorna.getByLabel('Choose a password').fill(PASSWORD)
  await lorna.getByLabel('New password again').fill(PASSWORD)
  await lorna.getByRole('button', { name: 'Set password' }).click()
  await lorna.getByText('Set up two-step login').waitFor()
  const secret = (await lorna.getByTestId('totp-secret').innerText()).replace(/\s/g, '')
  assert.match(secret, /^[A-Z2-7]{32}$/)
  await lorna.getByLabel('Authentication code').fill(await nextTotpCode(suite.baseURL, EMAIL, secret))
  await lorna.getByRole('button', { name: 'Confirm' }).click()
  await lorna.getByTestId('recovery-codes').waitFor()
  await lorna.getByRole('button', { name: 'I have saved my recovery codes' }).click()
  await lorna.getByTestId('operator-name').getByText('Lorna Cruz').waitFor()
  await lorna.getByRole('button', { name: 'Log out' }).click()
  await lorna.getByLabel('E-mail').waitFor()
  await operatorLogIn(lorna, EMAIL, PASSWORD, secret)
  await lorna.getByTestId('operator-name').getByText('Lorna Cruz').waitFor()
  await shot(lorna, 'invitee-desk')
})

test('a checker the maker re-roled is refused and the attempt is a security event', async () => {
  // The admin makes the agent a supervisor; the supervisor approves.
  const admin = await suite.desk('/admin/operators', 'admin@pautang.ph')
  await admin.locator('tr', { hasText: 'agent@pautang.ph' }).getByRole('button', { name: 'Edit' }).click()
  const dialog = admin.getByRole('dialog')
  await dialog.getByLabel('Role').click()
  await admin.locator('.ant-select-item-option', { hasText: 'supervisor' }).click()
  await dialog.getByLabel('Reason').fill('Team lead from Monday')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await admin.locator('.ant-message').getByText(/The change waits for another supervisor or administrator/).waitFor()
  await suite.approve('Team lead from Monday')

  // The admin proposes a new operator; the freshly promoted agent tries to approve it.
  await admin.getByRole('button', { name: 'New operator' }).click()
  await dialog.getByLabel('E-mail').fill('puppet@pautang.ph')
  await dialog.getByLabel('Reason').fill('Extra checker')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await admin.getByText(/must approve it in the Requests inbox/).waitFor()
  const agent = await suite.desk('/admin/requests', 'agent@pautang.ph')
  await agent.locator('.ant-table-row', { hasText: 'puppet@pautang.ph' }).first().getByRole('button', { name: 'Approve' }).click()
  await agent.getByText(/its maker created or changed your account in the last 30 days/).waitFor()

  await admin.goto('/admin/security')
  const events = admin.getByTestId('security-events')
  await events.getByText('agent@pautang.ph').waitFor()
  await events.getByText('Checker tied to the maker').waitFor()
  await shot(admin, 'security-events')
})
