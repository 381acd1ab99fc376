// The Compliance page at 1366x850: an agent loads a UN consolidated list (its XML format) that
// names the borrower of an application under review; the application is held, and a
// supervisor's approval is refused while the screening hit is open. The agent proposes
// clearing the hit (not the listed person); a supervisor approves the clearing in the
// Requests inbox; the application can then be approved.
// Screenshots: /tmp/shots/compliance/ (or $COMPLIANCE_SHOTS_DIR).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deskSuite, giveReadReason } from './lib.mjs'

const suite = deskSuite({ shots: process.env.COMPLIANCE_SHOTS_DIR || '/tmp/shots/compliance' })
const { shot } = suite

const getJSON = (page, path) => page.evaluate(async (p) => (await (await fetch(p)).json()).data, path)

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/** A UN consolidated list (its published XML format) listing one person by these names. */
function unList(name) {
  const [first, ...rest] = name.trim().split(/\s+/)
  return `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST dateGenerated="2026-11-20T09:30:00.000Z">
  <INDIVIDUALS>
    <INDIVIDUAL>
      <DATAID>9100001</DATAID>
      <FIRST_NAME>${esc(first.toUpperCase())}</FIRST_NAME>
      <SECOND_NAME>${esc(rest.join(' ').toUpperCase())}</SECOND_NAME>
      <REFERENCE_NUMBER>E2Ei.001</REFERENCE_NUMBER>
      <LISTED_ON>2020-01-15</LISTED_ON>
      <INDIVIDUAL_ALIAS><QUALITY/><ALIAS_NAME/></INDIVIDUAL_ALIAS>
    </INDIVIDUAL>
  </INDIVIDUALS>
  <ENTITIES/>
</CONSOLIDATED_LIST>
`
}

/** Approves order id on its page as the signed-in operator, with an internal note. */
async function approveOnPage(page, id) {
  await page.goto(`/admin/loans/${id}`)
  await page.getByRole('button', { name: 'Approve' }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Reason').fill('Income verified by phone')
  await dialog.getByRole('button', { name: 'Approve' }).click()
}

test('a screening hit blocks an application until two operators clear it', async () => {
  const agent = await suite.desk('/admin', 'agent@pautang.ph')
  const review = await getJSON(agent, '/admin/api/orders?status=21')
  const order = review.orders.find((o) => o.name && o.name.trim().split(/\s+/).length >= 2)
  assert.ok(order, 'a demo application under review with a full name')

  // The agent loads the list on the Compliance page: every borrower is screened.
  const dir = mkdtempSync(join(tmpdir(), 'aml-'))
  const file = join(dir, 'consolidated.xml')
  writeFileSync(file, unList(order.name))
  await agent.getByRole('menuitem', { name: 'Compliance' }).click()
  await agent.getByTestId('compliance-page').waitFor()
  await agent.locator('input[type=file][accept=".xml"]').setInputFiles(file)
  await agent.getByText(/borrowers screened, [1-9]\d* new hits/).waitFor()
  const desk = await getJSON(agent, '/admin/api/compliance')
  const hit = desk.hits.find((h) => h.userId === order.userId && h.status === 'open')
  assert.ok(hit, `an open hit for ${order.name}`)
  await agent.getByTestId(`hit-status-${hit.id}`).getByText('open').waitFor()
  await shot(agent, 'compliance-hit-open')

  // A supervisor cannot approve the application while the hit is open.
  const sup = await suite.desk('/admin', 'supervisor@pautang.ph')
  await approveOnPage(sup, order.id)
  await sup.getByText('the screening hit must be cleared', { exact: false }).first().waitFor()
  assert.equal((await getJSON(sup, `/admin/api/orders/${order.id}`)).order.status, 21, 'still under review')

  // The agent proposes clearing it: nothing is cleared yet.
  await agent.getByTestId(`hit-clear-${hit.id}`).click()
  await agent.getByTestId('hit-reason').fill('Birth date and middle name differ from the listing; ID checked')
  await agent.getByTestId('hit-reason-send').click()
  await agent.getByText('Sent for approval', { exact: false }).first().waitFor()
  const pending = await getJSON(agent, '/admin/api/requests?status=pending')
  const req = pending.requests.find((r) => r.kind === 'aml_hit_clear' && r.target === String(hit.id))
  assert.ok(req, 'the clearing waits in the inbox')
  assert.equal(req.diff[0].after, 'Cleared')
  await agent.goto('/admin/requests')
  await agent.getByText('Your request').first().waitFor()
  assert.equal(await agent.getByTestId(`approve-${req.id}`).count(), 0, 'the maker cannot approve their own clearing')
  assert.equal((await getJSON(agent, '/admin/api/compliance')).hits.find((h) => h.id === hit.id).status, 'open')

  // A second operator approves the clearing; the application can then be approved.
  await sup.goto('/admin/requests')
  await sup.getByTestId(`approve-${req.id}`).waitFor()
  await sup.getByRole('rowheader', { name: 'Listed name' }).first().waitFor()
  await shot(sup, 'compliance-clear-request')
  await sup.getByTestId(`approve-${req.id}`).click()
  await sup.getByText('Cleared: the borrower is not the listed person', { exact: false }).waitFor()
  await sup.goto('/admin/compliance')
  await sup.getByTestId(`hit-status-${hit.id}`).getByText('cleared').waitFor()
  await shot(sup, 'compliance-hit-cleared')

  await approveOnPage(sup, order.id)
  await sup.getByText(/Decision saved: (151|170)/).first().waitFor()
  const after = (await getJSON(sup, `/admin/api/orders/${order.id}`)).order.status
  assert.ok([151, 170].includes(after), `approved after the clearing (status ${after})`)

  // The borrower 360 page shows their risk rating with its reasons.
  await sup.goto(`/admin/collections/borrowers/${order.userId}`)
  await giveReadReason(sup, 'AML review of a cleared screening hit')
  await sup.getByTestId('risk-rating').waitFor()
  assert.match(await sup.getByTestId('risk-level').textContent(), /^(LOW|MEDIUM|HIGH)$/)
  await shot(sup, 'borrower-360-risk')
})
