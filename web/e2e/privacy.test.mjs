// Data-privacy rights end to end (docs/compliance.md): a fresh borrower (360x800) applies on the
// confirmation page, which shows the CIC notice (R.A. 9510) ticked, and the acknowledgement is
// kept with the order; in the settings' "Privacy and my data" they ask for a copy of their data
// and download it as JSON and PDF, and ask for a correction, which waits with its 30-day clock;
// the page in Filipino; the back office lists the correction with its clock and owner.
// Screenshots: /tmp/shots/privacy/ (or $PRIVACY_SHOTS_DIR).
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DESK_VIEWPORT, gwPost, launch, operatorLogIn, readLoginCode, settled, startServer, watchDesk } from './lib.mjs'

const shotsDir = process.env.PRIVACY_SHOTS_DIR || '/tmp/shots/privacy'
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

async function login(page, phone) {
  await page.goto('/login')
  await page.getByLabel('Mobile number').fill(phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByRole('button', { name: /Resend in \d+s/ }).waitFor()
  const code = await readLoginCode(server.baseURL, phone)
  await page.getByLabel('Verification code').fill(code)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL(/\/main\?/)
  return new URL(page.url()).searchParams
}

async function completeProfile(common) {
  const values = {
    fullName: 'Rosa Villanueva',
    birthDate: '1991-03-14',
    city: 'National Capital Region (NCR)/Metro Manila/Quezon City',
    address: '21 Kalayaan Ave., Diliman',
    employer: 'Villanueva Sari-sari',
    monthlyIncome: '19000',
    ref1Name: 'Tony Villanueva',
    ref1Phone: '09181119911',
    ref2Name: 'Carla Reyes',
    ref2Phone: '09181119912',
  }
  const info = await gwPost(server.baseURL, '/v3/certify/info', common)
  for (const group of info.data.groups) {
    if (group.group === 'bank') continue
    const form = { group: group.group }
    for (const item of group.items) form[item.code] = item.cate === 'enum' ? item.note[0].type : values[item.code]
    const saved = await gwPost(server.baseURL, '/v3/certify/save', common, form)
    assert.equal(saved.success, true, `certify/save ${group.group}: ${saved.message}`)
  }
}

async function download(page, click) {
  const [dl] = await Promise.all([page.waitForEvent('download'), click()])
  return { bytes: readFileSync(await dl.path()), name: dl.suggestedFilename() }
}

test('the CIC notice at application; the borrower downloads a copy of their data and asks for a correction', async () => {
  const { page } = ui
  const common = await login(page, '09181119901')
  await completeProfile(common)

  // The confirmation page shows the CIC notice, ticked; unticked, Next is grey.
  await page.goto(`/main?${common}`)
  await page.getByTestId('product-card').filter({ hasText: 'Pautang Express' }).click()
  await page.waitForURL(/\/product\?/)
  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  await page.waitForURL(/\/loanConfirmNew\?/)
  const frame = page.locator('iframe.pt-loan-frame')
  await frame.waitFor()
  await page.getByRole('button', { name: 'Agree', exact: true }).click()
  await frame.waitFor({ state: 'detached' })
  const notice = page.getByTestId('cic-notice')
  await notice.getByText('Your credit data goes to the CIC').waitFor()
  assert.match(await notice.innerText(), /Credit Information System Act \(R\.A\. 9510\)/)
  const ack = page.getByRole('checkbox', { name: 'I have read this notice and the' })
  assert.equal(await ack.isChecked(), true, 'the CIC notice starts ticked, as the agreement does')
  await notice.scrollIntoViewIfNeeded()
  await shot(page, 'confirm-cic-notice')
  await notice.locator('.pt-loan-agree__check').click()
  assert.equal(await ack.isChecked(), false)
  assert.equal(await page.getByTestId('confirm-next').isDisabled(), true, 'Next is grey while the CIC notice is unticked')
  await notice.locator('.pt-loan-agree__check').click()
  await page.getByTestId('confirm-next').click()
  await page.waitForURL(/\/loanDetail\?/)
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'))
  const privacy = await gwPost(server.baseURL, '/pautang/privacy', common)
  const cic = privacy.data.consents.state.find((c) => c.kind === 'cic_notice')
  assert.equal(cic.orderId, orderId, 'the CIC notice is kept with the order')
  assert.equal(cic.granted, true)
  assert.ok(cic.version, 'with its version')

  // Settings -> Privacy and my data.
  await page.goto(`/settings?${common}`)
  await page.getByTestId('settings-my-data').waitFor()
  await shot(page, 'settings')
  await page.getByTestId('settings-my-data').click()
  await page.waitForURL(/\/myData\?/)
  await page.getByTestId('privacy-consents').getByText('CIC notice').waitFor()
  await page.getByText('You have not made a request yet.').waitFor()
  await shot(page, 'my-data')

  // A copy of my data: ready at once, downloaded as JSON and PDF.
  await page.getByTestId('privacy-copy').click()
  const json = page.getByTestId('privacy-download-json')
  await json.waitFor()
  await page.getByTestId('privacy-request-access').getByText(/^Done /).waitFor()
  await shot(page, 'my-data-copy-ready')
  const asJSON = await download(page, () => json.click())
  assert.match(asJSON.name, /^pautang-my-data-\d+\.json$/)
  const copy = JSON.parse(asJSON.bytes.toString('utf8'))
  assert.equal(copy.tables.users[0].name, 'Rosa Villanueva')
  for (const table of ['orders', 'consents', 'privacy_requests', 'profile_fields']) assert.ok(copy.tables[table]?.length, `the copy has ${table}`)
  assert.equal(copy.tables.sessions[0].token_hash, '(withheld)', 'secrets are withheld')
  const asPDF = await download(page, () => page.getByTestId('privacy-download-pdf').click())
  assert.ok(asPDF.bytes.subarray(0, 5).equals(Buffer.from('%PDF-')), 'the download is a PDF')
  const pdfText = asPDF.bytes.toString('latin1')
  for (const want of ['(A copy of your personal data)', 'Rosa Villanueva', 'privacy_requests']) assert.ok(pdfText.includes(want), `the PDF has ${want}`)

  // A correction: something else, described; it waits with its 30-day clock.
  await page.getByTestId('privacy-correct').click()
  const form = page.getByTestId('privacy-correct-form')
  await form.waitFor()
  await form.getByText('Something else', { exact: true }).click()
  await form.locator('textarea').fill('My address is now 5 Maginoo St., Diliman.')
  await shot(page, 'my-data-correction-form')
  await page.getByTestId('privacy-correct-send').click()
  await form.waitFor({ state: 'hidden' })
  const corr = page.getByTestId('privacy-request-correction')
  await corr.getByText(/^Answer by [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor()
  await shot(page, 'my-data-correction-open')

  // In Filipino.
  const fil = new URL(page.url())
  fil.searchParams.set('lang', 'fil')
  await page.goto(fil.pathname + fil.search)
  await page.getByText('Humingi ng kopya ng aking data').waitFor()
  await page.getByTestId('privacy-request-correction').getByText(/^Sasagutin bago ang /).waitFor()
  await shot(page, 'my-data-fil')

  // The back office lists the correction with its clock; an agent takes it.
  const ctx = await ui.browser.newContext({ baseURL: server.baseURL, viewport: DESK_VIEWPORT, locale: 'en-PH' })
  const desk = watchDesk(await ctx.newPage(), errors)
  await desk.goto('/admin')
  await operatorLogIn(desk, 'agent@pautang.ph')
  const queue = await desk.evaluate(async () => (await (await fetch('/admin/api/privacy/requests?status=open')).json()).data)
  const open = queue.requests.find((r) => r.kind === 'correction' && r.borrower === 'Rosa Villanueva')
  assert.ok(open, 'the correction is in the back office')
  assert.equal(open.clock.daysLeft, 30)
  assert.equal(open.ownerId, 0)
  const csrf = await desk.evaluate(async () => (await (await fetch('/admin/api/me')).json()).data.csrfToken)
  const taken = await desk.evaluate(
    async ({ id, csrf }) => (await (await fetch(`/admin/api/privacy/requests/${id}/take`, { method: 'POST', headers: { 'X-CSRF-Token': csrf } })).json()).data,
    { id: open.id, csrf },
  )
  assert.ok(taken.ownerId > 0, 'the agent owns the request')
  await ctx.close()
})
