// Runs every e2e/*.test.mjs with node's built-in test runner, two files at a time (each file
// starts its own server, data dir and browser on a free port, so files never share state);
// PAUTANG_E2E_CONCURRENCY=1 runs them one by one.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const only = process.argv.slice(2)
const files = readdirSync(here)
  .filter((f) => f.endsWith('.test.mjs'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .map((f) => join(here, f))

const concurrency = Number(process.env.PAUTANG_E2E_CONCURRENCY) || 2
const result = spawnSync(process.execPath, ['--test', `--test-concurrency=${concurrency}`, ...files], { stdio: 'inherit' })
process.exit(result.status ?? 1)
