// E2E harness: the real Go binary on a fresh SQLite database, driven by
// Debian's Chromium through playwright-core at a phone viewport.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, mkdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const here = dirname(fileURLToPath(import.meta.url))
export const webRoot = resolve(here, '..')
export const screenshotDir = join(here, 'screenshots')
const distDir = resolve(webRoot, '../internal/webui/dist')

/** The demo borrower seeded by `pautang seed`. */
export const DEMO_PHONE = '09171234567'

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

function freePort() {
  return new Promise((resolvePort, reject) => {
    const srv = createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolvePort(port))
    })
  })
}

/**
 * Seeds a fresh data dir, starts `pautang serve` on a free port and waits for
 * /healthz. Returns { baseURL, stop(), logs() }.
 */
export async function startServer({ env = {} } = {}) {
  const bin = resolve(webRoot, process.env.PAUTANG_BIN ?? '../bin/pautang')
  const dataDir = mkdtempSync(join(tmpdir(), 'pautang-e2e-'))
  const port = await freePort()
  const serverEnv = {
    ...process.env,
    PAUTANG_DATA_DIR: dataDir,
    PAUTANG_DEV: '1',
    PAUTANG_ADDR: `127.0.0.1:${port}`,
    PAUTANG_PUBLIC_URL: `http://127.0.0.1:${port}`,
    PAUTANG_LOG_LEVEL: 'warn',
    // Serve the current `npm run build` rather than whatever the binary embedded
    // (set E2E_EMBEDDED=1 to test the embedded copy).
    ...(process.env.E2E_EMBEDDED || process.env.PAUTANG_WEB_DIR || !existsSync(join(distDir, 'app.html')) ? {} : { PAUTANG_WEB_DIR: distDir }),
    ...env,
  }
  const seed = spawnSync(bin, ['seed'], { env: serverEnv, encoding: 'utf8', timeout: 60_000 })
  if (seed.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true })
    throw new Error(`pautang seed failed (${seed.status}): ${seed.error ?? ''}${seed.stderr}${seed.stdout}`)
  }
  const child = spawn(bin, ['serve'], { env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const baseURL = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pautang serve exited ${child.exitCode}:\n${output}`)
    try {
      const res = await fetch(`${baseURL}/healthz`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM')
      throw new Error(`pautang serve did not become healthy in 30 s:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 150))
  }
  return {
    baseURL,
    dataDir,
    logs: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
        if (child.exitCode === null) child.kill('SIGKILL')
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Launches Chromium with a 360x800 phone context. Any console error or page
 * error is collected; call `assertNoErrors()` at the end of a test (`close()`
 * does it too) so such errors fail the test.
 */
export async function launch({ baseURL } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  })
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 800 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-PH',
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; Pixel 6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  })
  const errors = []
  const page = await context.newPage()
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console error: ${msg.text()} (${msg.location()?.url ?? ''})`)
  })
  page.on('pageerror', (err) => errors.push(`page error: ${err.stack ?? err.message}`))
  const assertNoErrors = () => {
    if (errors.length) throw new Error(`browser reported errors:\n${errors.join('\n')}`)
  }
  return {
    browser,
    context,
    page,
    errors,
    assertNoErrors,
    /** Full-page PNG under e2e/screenshots/NAME.png. */
    async screenshot(name, target = page) {
      mkdirSync(screenshotDir, { recursive: true })
      await target.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true })
    },
    async close() {
      await browser.close()
      assertNoErrors()
    },
  }
}

/** The newest login code the dev SMS outbox holds for a phone. */
export async function readLoginCode(baseURL, phone) {
  const deadline = Date.now() + 10_000
  for (;;) {
    const res = await fetch(`${baseURL}/dev/inbox.json?phone=${encodeURIComponent(phone)}`)
    if (res.ok) {
      const { messages = [] } = await res.json()
      const mine = messages.filter((m) => m.phone === phone && m.code)
      mine.sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)))
      if (mine.length) return mine[0].code
    }
    if (Date.now() > deadline) throw new Error(`no login code for ${phone} in /dev/inbox.json`)
    await new Promise((r) => setTimeout(r, 200))
  }
}
