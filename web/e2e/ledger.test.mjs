// The general ledger in the back office at 1366x850: an agent writes two manual entries on the
// General ledger page (the editor shows the imbalance live and will not send an unbalanced
// entry), the supervisor approves each in the Requests inbox, and the cash account's ledger
// shows both with the running balance; the agent then proposes the reversal of the bank
// charges, approved, and the balance is back. Screenshots: e2e/screenshots/ledger-*.png.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { deskSuite } from './lib.mjs'

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
