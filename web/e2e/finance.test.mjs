// Finance in the back office at 1366x850: the loans list searched by partial name and by
// partial phone (+63 form), filtered by status, exported as CSV (the file's rows are the
// list's); a bank statement imported and matched to a borrower's submitted transfer; the Finance page's money figures and charts over a chosen range, its journal CSV
// balancing per day; the dashboard's charts. Screenshots: e2e/screenshots/finance-*.png.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEMO_PHONE, apiLogin, deskSuite, downloadCSV, giveReadReason, gwPost, operatorLogIn, watchDesk } from './lib.mjs'

const suite = deskSuite({ prefix: 'finance-' })

/**
 * Picks a preset of the Finance range and returns the figures' answer. The picker's panel can
 * still be opening (or the page drawing its first figures) when the preset is clicked, and then
 * the click selects nothing: the picker is opened and the preset clicked again until an answer
 * for a chosen range comes.
 */
async function pickPreset(page, label) {
  for (let i = 0; i < 4; i++) {
    await page.getByTestId('finance-range').first().click()
    const preset = page.locator('.ant-picker-presets').getByText(label, { exact: true })
    await preset.waitFor()
    const answer = page.waitForResponse((r) => r.url().includes('/admin/api/finance?'), { timeout: 5000 })
    await preset.click()
    const got = await answer.then((r) => r, () => null)
    if (got) return got
    await page.keyboard.press('Escape')
  }
  throw new Error(`the range preset "${label}" never took`)
}
const { shot } = suite
// One desk context for the file: the second test goes on with the first one's login.
let desk
const deskPage = async () => watchDesk(await (desk ??= await suite.context()).newPage(), suite.errors)

const download = downloadCSV

async function rowsShown(page) {
  await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' }).catch(() => {})
  const names = await page.getByTestId('loan-name').allTextContents()
  const phones = await page.getByTestId('loan-phone').allTextContents()
  const orders = await page.getByTestId('loan-link').allTextContents()
  return { names, phones, orders }
}

test('finance: search, export, money figures and charts', async () => {
  const page = await deskPage()
  await page.goto('/admin/')
  await operatorLogIn(page, 'admin@pautang.ph')

  // The dashboard's charts.
  for (const id of ['applications', 'book', 'overdue', 'collections']) await page.getByTestId(`chart-${id}`).locator('canvas').first().waitFor()
  await shot(page, 'dashboard')

  // Loans: partial name.
  await page.getByRole('menuitem', { name: 'Loans' }).click()
  await page.getByTestId('loan-link').first().waitFor()
  const search = page.getByTestId('loan-search').locator('input')
  const loansAnswer = (check) => page.waitForResponse((r) => r.url().includes('/admin/api/loans?') && check(new URL(r.url()).searchParams))
  const searchFor = async (text) => {
    await search.fill(text)
    await Promise.all([loansAnswer((q) => q.get('q') === text), search.press('Enter')])
  }
  await searchFor('dela cr')
  let shown = await rowsShown(page)
  assert.equal(shown.names.length, 7, `the demo borrower's 7 orders, got ${shown.names}`)
  assert.ok(shown.names.every((n) => n === 'Juan Dela Cruz'))
  await shot(page, 'loans-name')

  // Partial phone in the +63 form; nothing for a phone nobody has.
  await searchFor('+63917123')
  shown = await rowsShown(page)
  assert.equal(shown.phones.length, 7)
  assert.ok(shown.phones.every((p) => p.startsWith('0917')), shown.phones.join())
  await searchFor('0999 888')
  await page.locator('.ant-empty-description').waitFor()
  assert.equal((await rowsShown(page)).orders.length, 0)

  // Name + status filter, then the CSV of exactly that set.
  await search.fill('juan dela')
  await page.getByTestId('loan-status').click()
  await page.getByTitle('180 Overdue').click()
  await page.getByTitle('174 Due').click()
  await page.keyboard.press('Escape')
  await Promise.all([loansAnswer((q) => q.get('status') === '180,174' && q.get('q') === 'juan dela'), page.getByTestId('loan-apply').click()])
  shown = await rowsShown(page)
  assert.equal(shown.orders.length, 2)
  await shot(page, 'loans-filtered')
  const csv = await download(page, 'loan-export')
  assert.deepEqual(csv[0], ['order_no', 'created', 'borrower', 'phone', 'product', 'principal', 'term_days', 'status', 'due_date', 'days_past_due', 'payoff', 'written_off_day'])
  assert.deepEqual(csv.slice(1).map((r) => r[0]).sort(), [...shown.orders].sort())
  assert.ok(csv.slice(1).every((r) => r[2] === 'Juan Dela Cruz' && ['overdue', 'due'].includes(r[7])), JSON.stringify(csv))
  const overdue = csv.find((r) => r[7] === 'overdue')
  assert.ok(Number(overdue[9]) > 0, 'the overdue loan has days past due')

  // A borrower in the list opens their 360 page, which lists the same loans.
  await page.getByTestId('borrower-link').first().click()
  await giveReadReason(page)
  await page.getByTestId('borrower-name').getByText('Juan Dela Cruz').waitFor()
  for (const no of shown.orders) await page.getByTestId('borrower-loans').getByText(no, { exact: true }).waitFor()
  await page.goBack()

  // Finance: the money of the last 365 days and its charts.
  await page.getByRole('menuitem', { name: 'Finance' }).click()
  await page.getByTestId('kpi-disbursed').waitFor({ state: 'attached' })
  const answer = await pickPreset(page, 'Last 365 days')
  const env = await answer.json()
  const f = env.data.figures
  assert.ok(f.disbursed > 0 && f.collected > 0, JSON.stringify(f))
  assert.equal(await page.getByTestId('kpi-disbursed').textContent(), `₱${(f.disbursed / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`)
  for (const id of ['flows', 'par', 'channels']) await page.getByTestId(`chart-${id}`).locator('canvas').first().waitFor()
  await page.getByTestId('par-table').getByText('PAR30').waitFor()
  await shot(page, 'finance')

  const journal = await download(page, 'journal-csv')
  assert.equal(journal[0].join(), 'date,entry,order_no,ref,kind,account_code,account_name,debit,credit,memo,adjusts')
  const perDay = {}
  const cents = (s) => Math.round(Number(s) * 100)
  for (const r of journal.slice(1)) perDay[r[0]] = (perDay[r[0]] ?? 0) + cents(r[7]) - cents(r[8])
  assert.ok(Object.keys(perDay).length > 1)
  for (const [day, net] of Object.entries(perDay)) assert.equal(net, 0, `journal of ${day}`)
  const trial = await download(page, 'trial-csv')
  assert.ok(trial.filter((r) => r[2] === 'TOTAL').every((r) => r[5] === '0.00'))
  await page.close()
})

test('finance: a bank statement is imported and matched to a submitted transfer', async () => {
  const page = await deskPage()
  await page.goto('/admin/')
  await page.getByTestId('operator-name').waitFor() // the context kept the first test's session

  // The demo borrower pays part of the due loan by InstaPay and declares the UTR.
  const list = await (await page.request.get('/admin/api/loans?status=174&q=' + DEMO_PHONE)).json()
  const loan = list.data.rows[0]
  const common = await apiLogin(suite.baseURL, DEMO_PHONE, 'e2e-finance')
  const vcode = await gwPost(suite.baseURL, '/v3/loan-details/generate-vcode', common, { orderId: String(loan.id), productId: String(loan.productId), amount: '25000', channelNumber: '90006' })
  assert.equal(vcode.code, '00', vcode.message)
  const reference = vcode.data.reference
  const utr = await gwPost(suite.baseURL, '/v3/repayment/utr-submit', common, { reference, utr: 'ipe2e000001' })
  assert.equal(utr.code, '00', utr.message)

  const file = join(mkdtempSync(join(tmpdir(), 'stmt-')), 'statement.csv')
  writeFileSync(file, 'Date,Description,Reference No,Debit,Credit\n2026-11-20,INSTAPAY FROM JUAN DELA CRUZ,IPE2E000001,,250.00\n2026-11-20,UNKNOWN SENDER,IPE2E999999,,1000.00\n2026-11-20,SERVICE CHARGE,CHG01,15.00,\n')
  await page.getByRole('menuitem', { name: 'Bank statement' }).click()
  await page.getByTestId('statement-preview').click() // book, not preview
  await Promise.all([page.waitForResponse((r) => r.url().includes('/admin/api/transfers/statement')), page.locator('input[type=file]').setInputFiles(file)])
  await page.getByTestId('statement-summary').getByText('2 credit lines · 1 matched').waitFor()
  const matched = page.getByTestId('statement-matched')
  await matched.getByText(reference).waitFor()
  await matched.getByText('sent for approval').waitFor()
  await page.getByTestId('statement-lines').getByText('IPE2E999999').waitFor()
  await shot(page, 'statement')

  // Four eyes: a supervisor approves the match in the Requests inbox; then it is booked.
  await suite.approve('IPE2E000001')

  // The money is in the ledger: the transfer is no longer waiting.
  const transfers = await (await page.request.get('/admin/api/transfers')).json()
  assert.ok(!transfers.data.transfers.some((t) => t.reference === reference), 'the matched transfer left the desk')
  await page.close()
})
