// The general ledger in the back office at 1366x850: an agent writes two manual entries on the
// General ledger page (the editor shows the imbalance live and will not send an unbalanced
// entry), the supervisor approves each in the Requests inbox, and the cash account's ledger
// shows both with the running balance; the agent then proposes the reversal of the bank
// charges, approved, and the balance is back. A supervisor proposes closing the books' first
// month on the Finance page, a second one (the administrator) approves it in the Requests inbox,
// and the page shows the month closed with who closed and approved it; the journal served for
// the month hashes to the stored SHA-256. Screenshots: e2e/screenshots/ledger-*.png.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { deskSuite, operatorLogIn, watchDesk } from './lib.mjs'

const suite = deskSuite({ prefix: 'ledger-' })
const { shot } = suite

async function pickAccount(page, i, code) {
  const select = page.getByTestId('entry-lines').locator('.ant-select').nth(i)
  await select.click()
  await page.keyboard.type(code)
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: code }).first().click()
}

async function writeEntry(page, memo, lines) {
  await page.getByTestId('entry-memo').fill(memo)
  for (const [i, [code, side, amount]] of lines.entries()) {
    await pickAccount(page, i, code)
    await page.getByTestId(`entry-${side}-${i}`).fill(amount)
  }
}

async function send(page, reason, { open = true } = {}) {
  if (open) await page.getByTestId('entry-send').click()
  await page.getByTestId('entry-reason').fill(reason)
  const answer = page.waitForResponse((r) => r.url().includes('/admin/api/finance/ledger/entries') && r.request().method() === 'POST')
  await page.locator('#entry-confirm').click()
  const body = await (await answer).json()
  assert.equal(body.code, '0', JSON.stringify(body))
  await page.getByTestId('ledger-sent').waitFor()
}

test('ledger: a manual entry proposed, approved and shown in the account ledger with its running balance', async () => {
  const page = await suite.desk('/admin/finance/ledger', 'agent@pautang.ph')
  await page.getByTestId('entry-editor').waitFor()

  // Capital paid in.
  await writeEntry(page, 'Capital paid in by the shareholders', [
    ['1000', 'debit', '500,000'],
    ['3000', 'credit', '500000.00'],
  ])
  await page.getByTestId('entry-balance').filter({ hasText: 'Balanced' }).waitFor()
  await send(page, 'Shareholders paid in capital')

  // Bank charges, first mistyped: the imbalance shows and the entry cannot be sent.
  await writeEntry(page, 'BDO account maintenance fee', [
    ['6100', 'debit', '150'],
    ['1000', 'credit', '149'],
  ])
  const balance = page.getByTestId('entry-balance')
  await balance.filter({ hasText: 'Difference ₱1.00' }).waitFor()
  assert.equal(await page.getByTestId('entry-send').isDisabled(), true, 'an unbalanced entry cannot be sent')
  assert.equal(await page.getByTestId('entry-total-debit').textContent(), '₱150.00')
  assert.equal(await page.getByTestId('entry-total-credit').textContent(), '₱149.00')
  await shot(page, 'unbalanced')
  await page.getByTestId('entry-credit-1').fill('150')
  await balance.filter({ hasText: 'Balanced' }).waitFor()
  await send(page, 'Bank statement of November')
  const table = page.getByTestId('entries-table')
  await table.getByText('Awaiting approval').nth(1).waitFor()
  await shot(page, 'proposed')

  // The supervisor approves both in the Requests inbox.
  await suite.approve('Shareholders paid in capital')
  await suite.approve('Bank statement of November')

  await page.reload()
  await table.getByText('Posted').nth(1).waitFor()
  assert.equal(await table.getByText('Awaiting approval').count(), 0)
  const ledger = page.getByTestId('ledger-rows')
  await ledger.getByText('BDO account maintenance fee').waitFor()
  const rows = (await ledger.locator('.ant-table-tbody .ant-table-row').allInnerTexts()).slice(1) // the opening balance first
  assert.equal(rows.length, 2, rows.join('\n'))
  assert.match(rows[0], /Capital paid in by the shareholders[\s\S]*₱500,000\.00[\s\S]*₱500,000\.00/)
  assert.match(rows[1], /BDO account maintenance fee[\s\S]*₱150\.00[\s\S]*₱499,850\.00/)
  assert.equal(await page.getByTestId('ledger-opening').textContent(), '₱0.00')
  assert.equal(await page.getByTestId('ledger-closing').textContent(), '₱499,850.00')
  await shot(page, 'account')

  // The bank refunded the fee: the entry is reversed (four eyes), never edited.
  const charges = table.locator('.ant-table-row', { hasText: 'BDO account maintenance fee' }).getByRole('button', { name: 'Reverse' })
  await charges.click()
  await send(page, 'Fee refunded by the bank', { open: false })
  await suite.approve('Fee refunded by the bank')
  await page.reload()
  await table.getByText(/Reversal of #/).waitFor()
  await table.getByText(/Reversed by #/).waitFor()
  await ledger.getByText(/Reversal of entry/).waitFor()
  assert.equal(await page.getByTestId('ledger-closing').textContent(), '₱500,000.00')
  await shot(page, 'reversed')
})

test('ledger: a supervisor closes a month, a second approves it, and the page shows it closed', async () => {
  const page = await suite.desk('/admin/finance', 'supervisor@pautang.ph')
  const card = page.getByTestId('closed-months')
  const button = card.getByTestId('month-close')
  await button.waitFor()
  assert.equal(await button.isDisabled(), false, 'the first month of the books has ended and may be closed')
  const month = (await button.textContent()).replace('Close', '').trim()
  assert.match(month, /^\d{4}-\d{2}$/)
  await button.click()
  await page.getByTestId('month-close-reason').fill(`Month-end close of ${month}`)
  const answer = page.waitForResponse((r) => r.url().includes('/admin/api/finance/months/close'))
  await page.locator('#month-close-confirm').click()
  assert.equal((await (await answer).json()).code, '0')
  await card.getByTestId('month-close-sent').waitFor()
  await card.getByTestId('month-close-pending').filter({ hasText: month }).waitFor()
  await shot(page, 'month-proposed')

  // The second supervisor (the administrator) approves it in the Requests inbox.
  const ctx = await suite.context()
  try {
    const checker = watchDesk(await ctx.newPage(), suite.errors)
    await checker.goto('/admin/requests')
    await operatorLogIn(checker, 'admin@pautang.ph')
    const row = checker.locator('.ant-table-row', { hasText: `Month-end close of ${month}` })
    await row.getByText('Journal SHA-256').waitFor()
    await row.getByRole('button', { name: 'Approve' }).click()
    await checker.getByText(new RegExp(`^Approved: ${month} is closed`)).first().waitFor()
  } finally {
    await ctx.close()
  }

  await page.reload()
  const closedRow = card.getByTestId('closed-months-table').locator('.ant-table-row', { hasText: month })
  await closedRow.getByText('Closed', { exact: true }).waitFor()
  const text = await closedRow.innerText()
  assert.match(text, /Sam Supervisor/)
  assert.match(text, /Administrator/)
  const [y, mo] = month.split('-').map(Number)
  const next = `${mo === 12 ? y + 1 : y}-${String(mo === 12 ? 1 : mo + 1).padStart(2, '0')}-01`
  assert.equal(await card.getByTestId('books-open-from').textContent(), `Open from ${next}`)
  assert.equal(await card.getByTestId('month-close-pending').count(), 0)

  // The journal served for the closed month is the stored one: its SHA-256 is the stored hash.
  const got = await page.evaluate(async () => {
    const months = (await (await fetch('/admin/api/finance/months')).json()).data
    const c = months.closed[0]
    const csv = await (await fetch(`/admin/api/finance/journal.csv?from=${c.from}&to=${c.to}`)).text()
    return { sha: c.journalSha256, csv }
  })
  assert.equal(createHash('sha256').update(got.csv, 'utf8').digest('hex'), got.sha)
  assert.match(got.csv.split('\n')[0], /,adjusts\r?$/)
  await page.setViewportSize({ width: 1366, height: 850 })
  await card.scrollIntoViewIfNeeded()
  await shot(page, 'month-closed')
})
