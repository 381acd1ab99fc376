// The back office's lists at 1366x850: the operators list searched, paged ten rows at a time
// (server keyset pages: no row lost or repeated), sorted by a column header, filtered by role
// and exported as CSV (the file's rows are the filtered list's, every page); the audit log
// paged and exported the same way; the borrowers, transfers, complaints and collections pages
// with their filters and export link. Screenshots: e2e/screenshots/lists-*.png.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { deskSuite, downloadCSV, operatorLogIn } from './lib.mjs'

const suite = deskSuite({ prefix: 'lists-' })
const { shot } = suite

const download = downloadCSV

/** The first cell's text of every row the table shows, once it stopped loading. */
async function firstCells(page, table) {
  await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' }).catch(() => {})
  return table.locator('.ant-table-tbody tr.ant-table-row').evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent?.trim() ?? ''))
}

const answer = (page, path, check = () => true) => page.waitForResponse((r) => r.url().includes(`/admin/api${path}?`) && check(new URL(r.url()).searchParams))

test('lists: operators and audit paged, sorted, filtered and exported', async () => {
  const page = await suite.desk()
  await page.goto('/admin/')
  await operatorLogIn(page, 'admin@pautang.ph')

  // 14 new operators (7 agents, 7 viewers), each proposed by the admin and approved by the
  // supervisor (four eyes): each creation is also an audit row.
  const made = await page.evaluate(async () => {
    const me = await (await fetch('/admin/api/me')).json()
    const out = []
    for (let i = 1; i <= 14; i++) {
      const n = String(i).padStart(2, '0')
      const res = await fetch('/admin/api/operators', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': me.data.csrfToken },
        body: JSON.stringify({ email: `list-${n}@pautang.ph`, name: `List Agent ${n}`, role: i % 2 ? 'agent' : 'viewer', reason: 'Call centre team' }),
      })
      const body = await res.json()
      out.push([body.code, body.data?.requestId])
    }
    return out
  })
  assert.deepEqual(
    made.map(([code, id]) => [code, id > 0]),
    Array(14).fill(['0', true]),
  )
  const checker = await suite.desk('/admin/requests', 'supervisor@pautang.ph')
  const approved = await checker.evaluate(async (ids) => {
    const me = await (await fetch('/admin/api/me')).json()
    const out = []
    for (const id of ids) {
      const res = await fetch(`/admin/api/requests/${id}/approve`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': me.data.csrfToken }, body: '{}' })
      out.push((await res.json()).code)
    }
    return out
  }, made.map(([, id]) => id))
  assert.deepEqual(approved, Array(14).fill('0'))
  await checker.context().close()

  // Operators: search, 10 per page, two pages, nothing lost or repeated.
  await page.getByRole('menuitem', { name: 'Operators' }).click()
  const table = page.locator('.ant-table').first()
  await table.locator('.ant-table-tbody tr.ant-table-row').first().waitFor()
  const search = page.getByTestId('operator-search').locator('input')
  await search.fill('list-')
  await Promise.all([answer(page, '/operators', (q) => q.get('q') === 'list-'), search.press('Enter')])
  await page.getByTestId('operator-size').click()
  await Promise.all([answer(page, '/operators', (q) => q.get('limit') === '10'), page.getByTitle('10 per page').click()])
  const first = await firstCells(page, table)
  assert.equal(first.length, 10, `page 1: ${first}`)
  await page.getByTestId('operator-page').getByText('Page 1 · 10 rows').waitFor()
  await shot(page, 'operators-page1')
  await Promise.all([answer(page, '/operators', (q) => q.get('after') !== ''), page.getByTestId('operator-next').click()])
  const second = await firstCells(page, table)
  assert.equal(second.length, 4, `page 2: ${second}`)
  assert.ok(await page.getByTestId('operator-next').isDisabled(), 'the last page has no next')
  const paged = [...first, ...second]
  assert.equal(new Set(paged).size, 14, 'no operator twice')
  assert.deepEqual(paged, [...paged].sort(), 'sorted by e-mail')
  await page.getByTestId('operator-page').getByText('Page 2 · 4 rows').waitFor()
  await shot(page, 'operators-page2')

  // Back to page 1; the name header sorts on the server (descending on the second click).
  await Promise.all([answer(page, '/operators', (q) => q.get('after') === ''), page.getByTestId('operator-prev').click()])
  const nameHeader = table.locator('th', { hasText: 'Name' })
  await Promise.all([answer(page, '/operators', (q) => q.get('sort') === 'name' && q.get('dir') === 'asc'), nameHeader.click()])
  await Promise.all([answer(page, '/operators', (q) => q.get('sort') === 'name' && q.get('dir') === 'desc'), nameHeader.click()])
  await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' }).catch(() => {})
  const names = await table.locator('.ant-table-tbody tr.ant-table-row td:nth-child(2)').allTextContents()
  assert.deepEqual(names, ['List Agent 14', 'List Agent 13', 'List Agent 12', 'List Agent 11', 'List Agent 10', 'List Agent 09', 'List Agent 08', 'List Agent 07', 'List Agent 06', 'List Agent 05'])

  // The export holds every page of the filtered list, in its order.
  const all = await download(page, 'operator-export')
  assert.deepEqual(all[0], ['id', 'email', 'name', 'role', 'disabled', 'two_step', 'last_login', 'created'])
  assert.deepEqual(
    all.slice(1).map((r) => r[2]),
    Array.from({ length: 14 }, (_, i) => `List Agent ${String(14 - i).padStart(2, '0')}`),
  )
  // Role filter: the seven agents, on the page and in the file.
  await page.getByLabel('Role').first().click()
  await Promise.all([answer(page, '/operators', (q) => q.get('role') === 'agent'), page.getByTitle('agent', { exact: true }).click()])
  const agents = await firstCells(page, table)
  assert.equal(agents.length, 7)
  const agentFile = await download(page, 'operator-export')
  assert.equal(agentFile.length, 8)
  assert.ok(agentFile.slice(1).every((r) => r[3] === 'agent' && r[1].startsWith('list-')))
  assert.deepEqual(new Set(agentFile.slice(1).map((r) => r[1])), new Set(agents))
  await shot(page, 'operators-agents')

  // Audit log: the operator rows, 10 per page to the end, then the same rows in the file.
  await page.getByRole('menuitem', { name: 'Audit log' }).click()
  await page.getByTestId('audit-table').locator('.ant-table-tbody tr.ant-table-row').first().waitFor()
  await page.getByTestId('audit-entity').fill('operator')
  await Promise.all([answer(page, '/audit', (q) => q.get('entity') === 'operator'), page.getByTestId('audit-apply').click()])
  await page.getByTestId('audit-size').click()
  await Promise.all([answer(page, '/audit', (q) => q.get('limit') === '10'), page.getByTitle('10 per page').click()])
  const audit = page.getByTestId('audit-table')
  const seen = []
  const actions = []
  for (let p = 1; ; p++) {
    await page.getByTestId('audit-page').getByText(`Page ${p} ·`).waitFor()
    const rows = await audit.locator('.ant-table-tbody tr.ant-table-row td:nth-child(4)').allTextContents()
    seen.push(...rows)
    actions.push(...(await audit.locator('.ant-table-tbody tr.ant-table-row td:nth-child(3)').allTextContents()))
    if (p === 1) await shot(page, 'audit')
    if (await page.getByTestId('audit-next').isDisabled()) break
    assert.equal(rows.length, 10, `a page before the last holds 10 rows, page ${p}: ${rows.length}`)
    await Promise.all([answer(page, '/audit'), page.getByTestId('audit-next').click()])
  }
  assert.ok(seen.length >= 14, `at least the 14 creations, got ${seen.length}`)
  assert.ok(seen.every((e) => e.startsWith('operator #')), seen.join())
  const auditFile = await download(page, 'audit-export')
  assert.equal(auditFile[0][0], 'id')
  assert.equal(auditFile.length - 1, seen.length, 'the file has every paged row')
  assert.deepEqual(
    auditFile.slice(1).map((r) => r[3]),
    actions,
    'the file has the paged rows in their order',
  )
  assert.ok(actions.filter((a) => a === 'operator.create').length >= 14)

  // Borrowers: partial phone search and the file of that set.
  await page.getByRole('menuitem', { name: 'Borrowers' }).click()
  await page.getByTestId('borrower-name').first().waitFor()
  const bs = page.getByTestId('borrower-search').locator('input')
  await bs.fill('+63917123')
  await Promise.all([answer(page, '/borrowers', (q) => q.get('q') === '+63917123'), bs.press('Enter')])
  assert.deepEqual(await page.getByTestId('borrower-name').allTextContents(), ['Juan Dela Cruz'])
  const bFile = await download(page, 'borrower-export')
  assert.equal(bFile.length, 2)
  assert.equal(bFile[1][2], 'Juan Dela Cruz')
  await shot(page, 'borrowers')

  // Transfers, complaints, the review queue and collections: each has its filters and export.
  for (const [menu, testId, name] of [
    ['Transfers', 'transfer-export', 'transfers'],
    ['Complaint desk', 'complaint-export', 'complaints'],
    ['Collections', 'collections-export', 'collections'],
    ['Disbursements', 'orders-payouts-export', 'payouts'],
    ['Review queue', 'orders-review-export', 'review'],
  ]) {
    const item = page.getByRole('menuitem', { name: menu })
    if (!(await item.count())) continue
    await item.first().click()
    const href = await page.getByTestId(testId).getAttribute('href')
    assert.match(href, /^\/admin\/api\/[a-z]+\.csv\?/)
    const file = await download(page, testId)
    assert.ok(file.length >= 1, `${name}: a header at least`)
    await shot(page, name)
  }
  await page.close()
})
