// Security: the login page asks for an image code after a few login codes from one address;
// without dev mode the sandbox gateway and its webhook are gone; `pautang --help` prints the usage and starts nothing.
import { after, test } from 'node:test'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { DEMO_PHONE, gwPost, launch, readLoginCode, startServer, webRoot } from './lib.mjs'

const servers = []
let ui

after(async () => {
  try {
    await ui?.close()
  } finally {
    for (const s of servers) await s.stop()
  }
})

test('after a login code from this address, the next one needs the image code', async () => {
  const server = await startServer({ env: { PAUTANG_LOGIN_CAPTCHA_AFTER: '1' } })
  servers.push(server)
  const first = await gwPost(server.baseURL, '/v3/login/sms-code', '', { phone: '09170000001' })
  assert.equal(first.code, '00')

  ui = await launch({ baseURL: server.baseURL })
  const { page } = ui
  await page.goto('/login')
  await page.getByLabel('Mobile number').fill(DEMO_PHONE)
  await page.getByRole('button', { name: 'Send code' }).click()
  const img = page.getByTestId('login-captcha')
  await img.waitFor()
  await page.getByText('Please type the characters in the picture to get your code.').waitFor()
  await page.getByText('Please type the characters in the picture to get your code.').waitFor({ state: 'hidden' })
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="login-captcha"]')
    return el && el.complete && el.naturalWidth > 0
  })
  await ui.screenshot('login-captcha')

  const sid = new URL(await img.getAttribute('src'), server.baseURL).searchParams.get('sid')
  const { answer } = await (await fetch(`${server.baseURL}/dev/captcha?sid=${encodeURIComponent(sid)}`)).json()
  await page.getByLabel('Image code').fill(answer)
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByRole('button', { name: /Resend in \d+s/ }).waitFor()

  const code = await readLoginCode(server.baseURL, DEMO_PHONE)
  await page.getByLabel('Verification code').fill(code)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL(/\/main\?/)
})

test('without dev mode there is no sandbox gateway and payment calls are refused', async () => {
  const server = await startServer({ env: { PAUTANG_DEV: '0' } })
  servers.push(server)
  const pay = await fetch(`${server.baseURL}/pay/PR123`, { method: 'POST', body: new URLSearchParams({ action: 'pay', amount: '100000' }) })
  assert.ok(pay.status === 404 || pay.status === 405, `POST /pay: HTTP ${pay.status}`)
  const page = await (await fetch(`${server.baseURL}/pay/PR123`)).text()
  assert.ok(!page.includes('Sandbox'), 'GET /pay serves no sandbox checkout')
  // The sandbox's webhook is mounted in dev mode only: nothing answers it here.
  const res = await fetch(`${server.baseURL}/gw/payments/webhook`, { method: 'POST', body: '{}' })
  assert.equal(res.status, 404, `POST /gw/payments/webhook: HTTP ${res.status}`)
})

test('pautang --help prints the usage and exits 0', () => {
  const bin = resolve(webRoot, process.env.PAUTANG_BIN ?? '../bin/pautang')
  const out = spawnSync(bin, ['--help'], { encoding: 'utf8', timeout: 10_000 })
  assert.equal(out.status, 0)
  assert.match(out.stdout, /usage: pautang/)
  const bad = spawnSync(bin, ['--nope'], { encoding: 'utf8', timeout: 10_000 })
  assert.equal(bad.status, 2)
  assert.match(bad.stderr, /usage: pautang/)
})
