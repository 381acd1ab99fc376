// The Jobs page end to end at 1366x850: a background job fails (a dev probe whose first attempt
// fails); a supervisor finds it among the failed jobs with its error, retries it, and it runs
// again and completes. An agent sees the page without the retry and cancel buttons.
// Screenshots: /tmp/shots/jobs/ (or $JOBS_SHOTS_DIR).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { deskSuite } from './lib.mjs'

const suite = deskSuite({ shots: process.env.JOBS_SHOTS_DIR || '/tmp/shots/jobs' })
const { shot } = suite

const getJSON = (page, path) => page.evaluate(async (p) => (await (await fetch(p)).json()).data, path)

async function jobState(page, id) {
  const d = await getJSON(page, '/admin/api/jobs?kind=dev.probe')
  return d.jobs.find((j) => j.id === id)
}

// until resolves once job id is in state, as the jobs API answers: the page asks again each
// time its last answer has come (at most every 250 ms).
async function until(page, id, state) {
  await page.evaluate(() => {
    window.__ptJob = {}
  })
  await page.waitForFunction(
    ([id, state]) => {
      const p = window.__ptJob
      if (!p.busy) {
        p.busy = true
        fetch('/admin/api/jobs?kind=dev.probe')
          .then((r) => r.json())
          .then((d) => {
            p.state = d.data?.jobs?.find((j) => j.id === id)?.state
          })
          .finally(() => {
            p.busy = false
          })
      }
      return p.state === state
    },
    [id, state],
    { polling: 250, timeout: 30_000 },
  )
  return jobState(page, id)
}

test('a supervisor sees a failed job with its error and retries it', async () => {
  const error = 'Semaphore answered HTTP 502: upstream timed out'
  const { id } = await suite.dev('/dev/jobs/probe', { fail: error, failAttempts: '1' })

  const sup = await suite.desk('/admin', 'supervisor@pautang.ph')
  await until(sup, id, 'discarded')
  await sup.getByRole('menuitem', { name: 'Jobs' }).click()
  await sup.getByTestId('jobs-table').waitFor()
  await sup.getByTestId('jobs-state').click()
  await sup.locator('.ant-select-item-option', { hasText: 'Failed' }).click()
  await sup.getByTestId(`job-error-${id}`).getByText(error).waitFor()
  const row = sup.locator('tr.jobs-row-discarded', { has: sup.getByTestId(`job-error-${id}`) })
  await row.getByText('Probe (dev)').waitFor()
  await row.getByText('1 / 1').waitFor()
  // The row opens on every attempt's error.
  await row.locator('.ant-table-row-expand-icon').click()
  await sup.getByTestId(`job-detail-${id}`).getByText(`#1`, { exact: false }).waitFor()
  await shot(sup, 'jobs-failed')

  await sup.getByTestId(`job-retry-${id}`).click()
  await sup.getByText(`Job #${id} will run again shortly.`).waitFor()
  const done = await until(sup, id, 'completed')
  assert.equal(done.attempt, 2, 'the retry ran as the second attempt')
  assert.equal(done.errors.length, 1, 'the first attempt keeps its error')
  await sup.getByTestId('jobs-state').click()
  await sup.locator('.ant-select-item-option', { hasText: 'Done' }).click()
  await sup.locator('tr.jobs-row-completed', { has: sup.getByTestId(`job-error-${id}`) }).waitFor()
  await shot(sup, 'jobs-retried')

  const audit = await getJSON(sup, `/admin/api/audit?entity=job&entityId=${id}`)
  const rows = audit.entries ?? audit.rows ?? audit
  assert.ok(JSON.stringify(rows).includes('jobs.retry'), 'the retry is in the audit log')

  const agent = await suite.desk('/admin/jobs', 'agent@pautang.ph')
  await agent.getByTestId('jobs-table').waitFor()
  await agent.getByTestId(`job-error-${id}`).waitFor()
  assert.equal(await agent.getByTestId(`job-retry-${id}`).count(), 0, 'an agent has no retry button')
})
