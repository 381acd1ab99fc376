// Two-step login end to end at 1366x850: an admin invites an operator, the supervisor approves,
// and the one-time set-up link arrives by e-mail (the dev outbox); the new operator opens it, chooses a password, scans (here: reads) the key,
// confirms with a code computed in the test, sees the ten recovery codes once, logs out and
// logs in with password and code; a recovery code logs in once; the used link is refused.
// Screenshots: /tmp/shots/totp/ (or $TOTP_SHOTS_DIR).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { deskSuite, nextTotpCode, operatorLogIn, totpCode, totpStep } from './lib.mjs'

const suite = deskSuite({ shots: process.env.TOTP_SHOTS_DIR || '/tmp/shots/totp' })
const { shot } = suite
const desk = () => suite.desk()

const EMAIL = 'rosa.reyes@pautang.ph'
const PASSWORD = 'rosa-chooses-this-one'

test('a new operator sets up their account through the one-time link and logs in with a code', async () => {
  // The admin creates the operator: no password field, a set-up link instead.
  const admin = await desk()
  await admin.goto('/admin/operators')
  await admin.getByLabel('E-mail').fill('admin@pautang.ph')
  await admin.getByLabel('Password').fill('pautang-admin-demo')
  await admin.getByRole('button', { name: 'Log in' }).click()
  await admin.getByText('Two-step login').waitFor()
  await shot(admin, 'code-step')
  await admin.getByLabel('Authentication code').fill('000000')
  await admin.getByRole('button', { name: 'Verify' }).click()
  await admin.getByTestId('login-error').getByText('The code is wrong').waitFor()
  await admin.getByLabel('Authentication code').fill(await nextTotpCode(suite.baseURL, 'admin@pautang.ph'))
  await admin.getByRole('button', { name: 'Verify' }).click()
  await admin.getByTestId('operator-name').waitFor()

  await admin.getByRole('button', { name: 'New operator' }).click()
  const dialog = admin.getByRole('dialog')
  assert.equal(await dialog.getByLabel('Password').count(), 0, 'the admin types no password')
  await dialog.getByLabel('E-mail').fill(EMAIL)
  await dialog.getByLabel('Name').fill('Rosa Reyes')
  await dialog.getByLabel('Reason').fill('New collections agent')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await admin.getByText(/must approve it in the Requests inbox/).waitFor()
  await suite.approve(EMAIL)
  const mail = await (await fetch(`${suite.baseURL}/dev/mail.json`)).json()
  const link = mail.messages.find((m) => m.to === EMAIL).body.match(/\S+\/admin\/setup\?token=[\w-]{43}/)[0]
  await admin.reload()
  await admin.locator('tr', { hasText: EMAIL }).getByText('set-up link sent').waitFor()

  // The new operator opens the link, chooses a password and enrols.
  const rosa = await desk()
  await rosa.goto(link.replace(suite.baseURL, ''))
  await rosa.getByText('Welcome, Rosa Reyes').waitFor()
  await rosa.getByLabel('Choose a password').fill(PASSWORD)
  await rosa.getByLabel('New password again').fill(PASSWORD)
  await rosa.getByRole('button', { name: 'Set password' }).click()
  await rosa.getByText('Set up two-step login').waitFor()
  await rosa.getByTestId('totp-qr').locator('canvas, svg').first().waitFor()
  const secret = (await rosa.getByTestId('totp-secret').innerText()).replace(/\s/g, '')
  assert.match(secret, /^[A-Z2-7]{32}$/)
  assert.ok(!rosa.url().includes('token='), 'the spent token leaves the address bar')
  await shot(rosa, 'enrol')
  await rosa.getByLabel('Authentication code').fill(totpCode(secret, totpStep() + 5))
  await rosa.getByRole('button', { name: 'Confirm' }).click()
  await rosa.getByTestId('enrol-error').waitFor()
  await rosa.getByLabel('Authentication code').fill(await nextTotpCode(suite.baseURL, EMAIL, secret))
  await rosa.getByRole('button', { name: 'Confirm' }).click()
  const codesBox = rosa.getByTestId('recovery-codes')
  await codesBox.waitFor()
  const recovery = (await codesBox.innerText()).split(/\s+/).filter(Boolean)
  assert.equal(recovery.length, 10)
  for (const c of recovery) assert.match(c, /^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/)
  await shot(rosa, 'recovery-codes')
  await rosa.getByRole('button', { name: 'I have saved my recovery codes' }).click()
  await rosa.getByTestId('operator-name').getByText('Rosa Reyes').waitFor()
  await rosa.reload()
  await rosa.getByTestId('operator-name').getByText('Rosa Reyes').waitFor()

  // Log out, then in again with password and a fresh code.
  await rosa.getByRole('button', { name: 'Log out' }).click()
  await rosa.getByLabel('E-mail').waitFor()
  await operatorLogIn(rosa, EMAIL, PASSWORD, secret)
  await shot(rosa, 'desk')

  // A recovery code logs in once.
  await rosa.getByRole('button', { name: 'Log out' }).click()
  await rosa.getByLabel('E-mail').fill(EMAIL)
  await rosa.getByLabel('Password').fill(PASSWORD)
  await rosa.getByRole('button', { name: 'Log in' }).click()
  await rosa.getByLabel('Authentication code').fill(recovery[3])
  await rosa.getByRole('button', { name: 'Verify' }).click()
  await rosa.getByTestId('operator-name').waitFor()
  await rosa.getByRole('button', { name: 'Log out' }).click()
  await rosa.getByLabel('E-mail').fill(EMAIL)
  await rosa.getByLabel('Password').fill(PASSWORD)
  await rosa.getByRole('button', { name: 'Log in' }).click()
  await rosa.getByLabel('Authentication code').fill(recovery[3])
  await rosa.getByRole('button', { name: 'Verify' }).click()
  await rosa.getByTestId('login-error').getByText('The code is wrong').waitFor()
  await rosa.getByRole('button', { name: 'Use another account' }).click()
  await rosa.getByLabel('E-mail').waitFor()

  // The link worked once.
  await rosa.goto(link.replace(suite.baseURL, ''))
  await rosa.getByTestId('setup-link-error').waitFor()
  await shot(rosa, 'link-used')

  // The operators list shows two-step login on, and the admin can reset it.
  await admin.reload()
  const row = admin.locator('tr', { hasText: EMAIL })
  await row.getByText('on', { exact: true }).waitFor()
  await row.getByRole('button', { name: 'Reset two-step' }).click()
  await admin.getByRole('dialog').getByLabel('Reason').fill('Lost her phone')
  await admin.getByRole('dialog').getByRole('button', { name: 'Send for approval' }).click()
  await admin.getByText(/must approve it in the Requests inbox/).waitFor()
  await row.getByText('on', { exact: true }).waitFor()
  await suite.approve('Lost her phone')
  await admin.reload()
  await row.getByText('not set up').waitFor()
  await shot(admin, 'operators')
})
