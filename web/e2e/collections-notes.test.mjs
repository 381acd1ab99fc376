// The collections desk's references and notes at 1366x850: an agent opens the overdue demo
// loan's case, sends the first reference the fixed message (the contact log and the message
// history show it with its delivery status; the reference's dev inbox gets a text that says
// nothing about the loan; no second one that day), writes a note on the case page,
// and reads it on the borrower 360 page, where a second note is added. The collection-rate
// chart sits on the queue page. Screenshots: e2e/screenshots/collections-notes-*.png.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { DEMO_PHONE, apiLogin, deskSuite, giveReadReason, gwPost, operatorLogIn } from './lib.mjs'

const HOUR = 3600_000
const REF1_PHONE = '09181112233' // the demo borrower's first reference (internal/seed)
const suite = deskSuite({ prefix: 'collections-notes-' })
let page
const shot = (name) => suite.shot(page, name)

/**
 * Types a note into the notes box and adds it. The box can be drawn anew while the page settles
 * (its text then starts empty again, and the button turns disabled under the pointer): the text
 * is typed and the button clicked again until a click takes.
 */
async function addNote(box, text) {
  await box.locator('[data-testid=note-item], .ant-empty').first().waitFor()
  const enabled = box.locator('[data-testid=note-add]:not([disabled])')
  for (let i = 0; i < 5; i++) {
    await box.getByTestId('note-text').fill(text)
    if (await enabled.click({ timeout: 3000 }).then(() => true, () => false)) return
  }
  throw new Error(`the note "${text}" was never added`)
}

async function clock(form) {
  const res = await fetch(`${suite.baseURL}/dev/clock`, { method: form ? 'POST' : 'GET', ...(form && { body: new URLSearchParams(form) }) })
  const text = await res.text()
  assert.ok(res.ok, text)
  return JSON.parse(text).now
}

test('a reference gets the fixed message; notes on the case and the 360 page', async () => {
  page = await suite.desk()
  // 10:00 Manila, inside the MC 18 hours whatever the wall clock says.
  const now = await clock()
  const toTen = (10 - new Date(now + 8 * HOUR).getUTCHours() + 24) % 24
  if (toTen) await clock({ hours: String(toTen) })
  const q = await apiLogin(suite.baseURL, DEMO_PHONE, 'e2e-collections-notes')
  const list = await gwPost(suite.baseURL, '/v3/order/list', q)
  const overdue = list.data.orders.find((o) => o.status === 180)
  assert.ok(overdue, 'the demo borrower has an overdue order')

  await page.goto('/admin/collections')
  await operatorLogIn(page, 'agent@pautang.ph')
  const row = page.getByTestId('collections-table').locator('tr', { hasText: overdue.orderNo })
  await row.waitFor()
  await page.getByTestId('chart-rates').locator('canvas').first().waitFor()
  await page.getByTestId('rates-table').getByText('90+').waitFor()
  await shot('queue')

  // The case page: the references with the text each would get, in Filipino.
  await row.getByTestId('case-link').click()
  await page.getByTestId('case-order').filter({ hasText: overdue.orderNo }).waitFor()
  const refs = page.getByTestId('case-references')
  await refs.getByText('Maria Dela Cruz', { exact: true }).waitFor()
  await refs.getByText('Filipino').click()
  const text = await refs.getByTestId('reference-text-ref1').textContent()
  assert.match(text, /^Pautang: Magandang araw Maria Dela Cruz, ibinigay ni Juan ang iyong numero bilang reference\. Pakisabi kay Juan na tumawag sa amin sa .+\. Salamat!$/)
  await refs.getByTestId('reference-send-ref1').click()
  await page.getByText('Message to the reference queued').waitFor()
  await refs.getByTestId('reference-status-ref1').filter({ hasText: 'today: queued' }).waitFor()
  const log = page.getByTestId('contacts-table')
  await log.getByText('SMS to a reference').waitFor()
  await log.getByText('Reference 1: Maria Dela Cruz').waitFor()
  // One a day: the button is gone for ref1 (the server refuses a second: TestReferenceMessages).
  assert.equal(await refs.getByTestId('reference-send-ref1').count(), 0)

  // The scheduler sends it: the reference's inbox gets the fixed text, nothing about the loan.
  await clock({ hours: '0' })
  const inbox = await (await fetch(`${suite.baseURL}/dev/inbox.json?phone=${REF1_PHONE}`)).json()
  const got = inbox.messages.filter((m) => m.body.includes('Maria Dela Cruz'))
  assert.equal(got.length, 1, JSON.stringify(inbox.messages.map((m) => m.body)))
  assert.equal(got[0].body, text)
  for (const secret of [overdue.orderNo, '₱']) assert.ok(!got[0].body.includes(secret), `${secret} in ${got[0].body}`)
  assert.doesNotMatch(got[0].body, /\b(loan|utang|bayad|due|overdue)\b/i)
  await page.reload()
  await page.getByTestId('case-references').getByTestId('reference-status-ref1').filter({ hasText: 'today: sent' }).waitFor()
  await page.getByTestId('contacts-table').getByText('sent', { exact: true }).waitFor()

  // A note on the case page.
  const notes = page.getByTestId('borrower-notes')
  await addNote(notes, 'Spoke with the borrower: salary on the 30th.')
  await notes.getByTestId('note-item').filter({ hasText: 'salary on the 30th' }).waitFor()
  await page.getByRole('tab', { name: 'Messages' }).click()
  await page.getByTestId('messages-table').getByText('To a reference').waitFor()
  await page.getByRole('tab', { name: /Contact log/ }).click()
  await shot('case')

  // The borrower 360 page shows it; a second note goes on top.
  await page.getByRole('link', { name: /Juan Dela Cruz/ }).click()
  await page.waitForURL(/\/admin\/collections\/borrowers\/\d+$/)
  await giveReadReason(page)
  const all = page.getByTestId('borrower-notes')
  await all.getByTestId('note-item').filter({ hasText: 'salary on the 30th' }).waitFor()
  await addNote(all, 'Asked us to call after 17:00 only.')
  await all.getByTestId('note-item').first().filter({ hasText: 'after 17:00' }).waitFor()
  assert.equal(await all.getByTestId('note-item').count(), 2)
  await all.getByText(/Agent|agent/).first().waitFor()
  await page.getByRole('tab', { name: /Messages/ }).click()
  await page.getByTestId('messages-table').getByText('To a reference').waitFor()
  await shot('borrower-360')
})
