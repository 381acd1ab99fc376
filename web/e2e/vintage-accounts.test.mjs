// Finance at 1366x850: the Finance page's vintage curves (one line per disbursement month,
// and the same points as a table), then the chart of accounts: interest income gets a new
// code, a supervisor approves the change in the Requests inbox, and the journal CSV posts
// interest to the new code and still balances every day. Screenshots:
// e2e/screenshots/vintage-*.png.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { deskSuite, operatorLogIn } from './lib.mjs'

const suite = deskSuite({ prefix: 'vintage-' })
const { shot } = suite

/** The journal CSV's rows (the seed's texts hold no quotes or commas). */
async function downloadRows(page, testId) {
  const [dl] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()])
  return readFileSync(await dl.path(), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split(','))
}

test('finance: vintage curves, a new account code approved, the journal on it', async () => {
  // 45 days on (the daily job runs): the demo's overdue loan is 30+ days past due by a month end.
  const clock = await fetch(`${suite.baseURL}/dev/clock`, { method: 'POST', body: new URLSearchParams({ days: '45' }) })
  assert.equal(clock.status, 200)
  const page = await suite.desk()
  await page.goto('/admin/')
  await operatorLogIn(page, 'admin@pautang.ph')

  // The vintage curves: one line per cohort, the table shows the answer's points.
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/admin/api/finance/vintage?')),
    page.getByRole('menuitem', { name: 'Finance' }).click(),
  ]).catch(async (e) => {
    await shot(page, 'debug')
    throw e
  })
  const v = (await answer.json()).data
  assert.ok(v.cohorts.length > 0, JSON.stringify(v))
  assert.equal(v.dpd, 30)
  await page.getByTestId('chart-vintage').locator('canvas').first().waitFor()
  assert.equal(await page.getByTestId('vintage-chart-wrap').getAttribute('data-cohorts'), String(v.cohorts.length))
  await page.getByTestId('vintage-card').scrollIntoViewIfNeeded()
  await shot(page, 'finance')
  await page.getByTestId('vintage-view').getByText('Table').click()
  const table = page.getByTestId('vintage-table')
  for (const c of v.cohorts) {
    await table.getByText(c.month, { exact: true }).waitFor()
    const last = c.points[c.points.length - 1]
    const shown = await page.getByTestId(`vintage-${c.month}-${last.mob}`).textContent()
    assert.equal(shown, `${(last.bp / 100).toLocaleString('en-PH', { maximumFractionDigits: 2 })}%${last.partial ? '*' : ''}`)
  }
  const worst = Math.max(...v.cohorts.flatMap((c) => c.points.map((p) => p.bp)))
  assert.ok(worst > 0, 'the demo book has a loan 30+ days past due at some month end')
  await shot(page, 'table')

  // The chart of accounts: interest income moves to 4101, sent for approval.
  await page.getByRole('menuitem', { name: 'Chart of accounts' }).click()
  const code = page.getByTestId('chart-code-interest_income')
  assert.equal(await code.inputValue(), '4100')
  await code.fill('4101')
  await page.getByTestId('chart-name-interest_income').fill('Interest on loans')
  await page.getByTestId('chart-propose').click()
  await page.getByTestId('chart-reason').fill('Auditors asked for a separate interest account')
  await page.getByRole('button', { name: 'Send for approval' }).last().click()
  await page.getByTestId('chart-sent').waitFor()
  await page.getByTestId('chart-pending').waitFor()
  await shot(page, 'accounts-sent')
  await page.getByRole('menuitem', { name: 'Requests' }).click()
  await page.locator('tr', { hasText: 'interest_income' }).getByText('4101').waitFor()
  await shot(page, 'requests')
  await page.getByRole('menuitem', { name: 'Chart of accounts' }).click()

  // Four eyes: the supervisor approves it.
  await suite.approve('interest_income')
  await page.reload()
  await page.getByTestId('chart-table').waitFor()
  assert.equal(await page.getByTestId('chart-code-interest_income').inputValue(), '4101')
  assert.equal(await page.getByTestId('chart-pending').count(), 0)
  await shot(page, 'accounts')

  // The journal of the last 365 days posts interest to 4101 and balances every day.
  await page.getByRole('menuitem', { name: 'Finance' }).click()
  await page.getByTestId('finance-range').first().click()
  await Promise.all([page.waitForResponse((r) => r.url().includes('/admin/api/finance?')), page.getByText('Last 365 days').click()])
  const journal = await downloadRows(page, 'journal-csv')
  assert.equal(journal[0].join(), 'date,entry,order_no,ref,kind,account_code,account_name,debit,credit,memo,adjusts')
  const interest = journal.filter((r) => r[5] === '4101')
  assert.ok(interest.length > 0, 'interest is posted to the new code')
  assert.ok(interest.every((r) => r[6] === 'Interest on loans'))
  assert.ok(!journal.some((r) => r[5] === '4100'), 'nothing is posted to the old code')
  const perDay = {}
  const cents = (s) => Math.round(Number(s) * 100)
  for (const r of journal.slice(1)) perDay[r[0]] = (perDay[r[0]] ?? 0) + cents(r[7]) - cents(r[8])
  for (const [day, net] of Object.entries(perDay)) assert.equal(net, 0, `journal of ${day}`)
  await page.close()
})
