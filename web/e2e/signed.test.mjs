// Signed documents end to end: a fresh borrower (360x800) applies on the confirmation page with
// the agreement box ticked, then downloads the loan agreement's PDF from the loan detail (the
// copy stored at acceptance, in English and with the Filipino label); an operator (1366x850)
// sees the order's evidence panel (each document, its template version, hashes, time, address,
// user agent, device, session, consent) and downloads the PDF, and the read is audited.
// Screenshots: /tmp/shots/signed/ (or $SIGNED_SHOTS_DIR).
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DESK_VIEWPORT, gwPost, launch, operatorLogIn, readLoginCode, settled, startServer, watchDesk } from './lib.mjs'

const shotsDir = process.env.SIGNED_SHOTS_DIR || '/tmp/shots/signed'
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

const sha256 = (buf) => createHash('sha256').update(buf).digest('hex')

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

/** Completes personal, job and ext through the API. */
async function completeProfile(common) {
  const values = {
    fullName: 'Liza Mercado',
    birthDate: '1990-06-21',
    city: 'National Capital Region (NCR)/Metro Manila/Quezon City',
    address: '7 Maginhawa St., Teachers Village',
    employer: 'Mercado Bakery',
    monthlyIncome: '21000',
    ref1Name: 'Rico Mercado',
    ref1Phone: '09181118811',
    ref2Name: 'Ana Cruz',
    ref2Phone: '09181118812',
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

/** A download the click starts: its bytes and file name. */
async function download(page, click) {
  const [dl] = await Promise.all([page.waitForEvent('download'), click()])
  const path = await dl.path()
  return { bytes: readFileSync(path), name: dl.suggestedFilename() }
}

test('the borrower downloads the accepted agreement; an operator reads the evidence', async () => {
  const { page } = ui
  const common = await login(page, '09181118801')
  await completeProfile(common)

  // Apply on the confirmation page with the box ticked.
  await page.goto(`/main?${common}`)
  await page.getByTestId('product-card').filter({ hasText: 'Pautang Express' }).click()
  await page.waitForURL(/\/product\?/)
  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  await page.waitForURL(/\/loanConfirmNew\?/)
  const frame = page.locator('iframe.pt-loan-frame')
  await frame.waitFor()
  await page.getByRole('button', { name: 'Agree', exact: true }).click()
  await frame.waitFor({ state: 'detached' })
  assert.equal(await page.getByRole('checkbox', { name: 'I have read and agree' }).isChecked(), true)
  await page.getByTestId('confirm-next').click()
  await page.waitForURL(/\/loanDetail\?/)
  const orderId = new URL(page.url()).searchParams.get('orderId')
  assert.ok(orderId, 'the loan detail names the order')
  // The greeting after confirm, if shown, is closed first.
  const link = page.getByTestId('agreement-pdf')
  await link.waitFor()
  assert.equal((await link.innerText()).trim(), 'Download agreement (PDF)')
  for (const dialogButton of [page.getByRole('button', { name: 'OK' }), page.getByRole('button', { name: 'Got it' })]) {
    if (await dialogButton.isVisible().catch(() => false)) await dialogButton.click()
  }
  await link.scrollIntoViewIfNeeded()
  await shot(page, 'borrower-loan-detail')

  const pdf = await download(page, () => link.click())
  assert.ok(pdf.bytes.subarray(0, 5).equals(Buffer.from('%PDF-')), 'the download is a PDF')
  assert.match(pdf.name, /^PT\d+-loan-agreement\.pdf$/)
  const text = pdf.bytes.toString('latin1')
  for (const want of ['(Loan Agreement)', 'Liza Mercado', 'PHP ']) assert.ok(text.includes(want), `the PDF has ${want}`)

  // The agreement page answers the stored copy; its text is the PDF's.
  const content = await gwPost(server.baseURL, '/v3/contract/contract-content', common, { contractId: '1', orderId })
  assert.equal(content.code, '00')
  assert.ok(text.includes(`(${content.data.subtitle})`), 'the PDF names the order as the agreement does')

  // In Filipino, the same link.
  const fil = new URL(page.url())
  fil.searchParams.set('lang', 'fil')
  await page.goto(fil.pathname + fil.search)
  await page.getByTestId('agreement-pdf').getByText('I-download ang kasunduan (PDF)').waitFor()
  await page.getByTestId('agreement-pdf').scrollIntoViewIfNeeded()
  await shot(page, 'borrower-loan-detail-fil')

  // The operator's evidence panel.
  const ctx = await ui.browser.newContext({ baseURL: server.baseURL, viewport: DESK_VIEWPORT, locale: 'en-PH' })
  const desk = watchDesk(await ctx.newPage(), errors)
  await desk.goto('/admin')
  await operatorLogIn(desk, 'agent@pautang.ph')
  await desk.goto(`/admin/loans/${orderId}`)
  const panel = desk.getByTestId('signed-documents')
  await panel.waitFor()
  const rows = panel.locator('tbody tr.ant-table-row')
  await rows.first().waitFor()
  assert.equal(await rows.count(), 3, 'agreement, promissory note, disclosure statement')
  const panelText = await panel.innerText()
  for (const want of ['Loan Agreement', 'Promissory Note', 'Disclosure Statement', 'Built-in text', 'Ticked', 'Android', common.get('deviceId')]) {
    assert.ok(panelText.includes(want), `the panel shows ${want}`)
  }
  const list = await desk.evaluate(async (id) => (await (await fetch(`/admin/api/orders/${id}/signed-documents`)).json()).data, orderId)
  const agreement = list.documents[0]
  assert.equal(agreement.pdfSha256, sha256(pdf.bytes), 'the borrower downloaded the stored PDF')
  assert.ok(agreement.ip && agreement.sessionId > 0, 'address and session kept')
  await panel.scrollIntoViewIfNeeded()
  await shot(desk, 'operator-evidence')

  const fromDesk = await download(desk, () => desk.getByTestId(`signed-pdf-${agreement.id}`).click())
  assert.equal(sha256(fromDesk.bytes), agreement.pdfSha256)
  const text2 = await download(desk, () => desk.getByTestId(`signed-text-${agreement.id}`).click())
  assert.equal(sha256(text2.bytes), agreement.textSha256, 'the text file has the recorded hash')

  // Each read is in the audit log (an admin reads it).
  const admin = watchDesk(await ctx.newPage(), errors)
  await ctx.clearCookies()
  await admin.goto('/admin')
  await operatorLogIn(admin, 'admin@pautang.ph')
  const audit = await admin.evaluate(async (id) => (await (await fetch(`/admin/api/audit?entity=order&entityId=${id}`)).json()).data, orderId)
  const actions = (audit.rows ?? audit.entries ?? audit.items ?? []).map((r) => r.action)
  assert.ok(actions.includes('order.accept'), `the acceptance is audited: ${actions}`)
  assert.ok(actions.includes('order.signed_document_read.pdf') && actions.includes('order.signed_document_read.txt'), `the reads are audited: ${actions}`)
  await ctx.close()
})
