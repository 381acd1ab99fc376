// E2E harness: the real Go binary on a fresh SQLite database, driven by
// Debian's Chromium through playwright-core at a phone viewport.
import { spawn, spawnSync } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { basename, join, resolve, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deflateSync } from 'node:zlib'
import { after, afterEach, before } from 'node:test'
import { chromium } from 'playwright-core'

const here = dirname(fileURLToPath(import.meta.url))
export const webRoot = resolve(here, '..')
export const screenshotDir = join(here, 'screenshots')
const distDir = resolve(webRoot, '../internal/webui/dist')
/** Where a failing test leaves its evidence (gitignored): test-results/<file>/<test>/. */
export const resultsDir = join(webRoot, 'test-results')

/** The demo borrower seeded by `pautang seed`. */
export const DEMO_PHONE = '09171234567'

const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fil: ['Ene', 'Peb', 'Mar', 'Abr', 'May', 'Hun', 'Hul', 'Ago', 'Set', 'Okt', 'Nob', 'Dis'],
}

/** A YYYY-MM-DD day as the pages show it to a borrower: "Dec 14, 2026" (en), "Dis 14, 2026" (fil). */
export function shownDay(day, lang = 'en') {
  const [y, m, d] = day.split('-').map(Number)
  return `${MONTHS[lang][m - 1]} ${d}, ${y}`
}

/** A shown day ("Dec 14, 2026") matched in a text. */
export const SHOWN_DAY = /[A-Z][a-z]{2} \d{1,2}, \d{4}/

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
    // Every test logs in from 127.0.0.1: no image code for login codes unless a test asks.
    PAUTANG_LOGIN_CAPTCHA_AFTER: '0',
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
 * Every browser context of the file's browsers (launchBrowser) records a Playwright trace
 * (DOM snapshots, network; a filmstrip too with E2E_TRACE_SCREENSHOTS=1), one chunk per test. A failing test keeps its chunk,
 * a screenshot of each open page and each page's console and page errors in
 * test-results/<file>/<test>/ (open a trace with `npx playwright show-trace trace-N.zip`);
 * a passing test's chunk is dropped.
 */
const tracedContexts = new Set()

async function startTracing(context) {
  try {
    // DOM snapshots and network; the filmstrip costs CPU on every frame (E2E_TRACE_SCREENSHOTS=1).
    await context.tracing.start({ screenshots: process.env.E2E_TRACE_SCREENSHOTS === '1', snapshots: true })
    await context.tracing.startChunk()
    tracedContexts.add(context)
    context.once('close', () => tracedContexts.delete(context))
  } catch {
    // a context closed at once: nothing to trace
  }
}

const slug = (text) => text.replace(/[^\w.-]+/g, '-').replace(/^-|-$/g, '').slice(0, 80) || 'test'

/** Keeps a failing test's traces, screenshots and consoles; starts every context's next chunk. */
async function endTestChunk(name, failed) {
  const dir = join(resultsDir, slug(basename(process.argv[1] ?? 'e2e', '.test.mjs')), slug(name))
  if (failed) mkdirSync(dir, { recursive: true })
  let n = 0
  for (const context of [...tracedContexts]) {
    n++
    try {
      if (failed) {
        let p = 0
        for (const page of context.pages()) {
          p++
          const file = `context${n}-page${p}`
          await page.screenshot({ path: join(dir, `${file}.png`), fullPage: true, timeout: 5000 }).catch(() => {})
          const lines = [`url: ${page.url()}`]
          for (const m of await page.consoleMessages().catch(() => [])) lines.push(`console.${m.type()}: ${m.text()} (${m.location()?.url ?? ''})`)
          for (const e of await page.pageErrors().catch(() => [])) lines.push(`page error: ${e.stack ?? e.message}`)
          writeFileSync(join(dir, `${file}.console.txt`), `${lines.join('\n')}\n`)
        }
        await context.tracing.stopChunk({ path: join(dir, `trace-${n}.zip`) })
      } else {
        await context.tracing.stopChunk()
      }
      await context.tracing.startChunk()
    } catch {
      // the context closed meanwhile
    }
  }
  if (failed) console.error(`# kept the failing test's trace, screenshots and console in ${dir}`)
}

// node:test runs this after each test of the file that imports this module.
afterEach(async (t) => {
  if (tracedContexts.size) await endTestChunk(t.name, t.passed === false)
})

/** Debian's Chromium, headless; every context it opens is traced for failing tests (above). */
export async function launchBrowser() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
  })
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options) => {
    const context = await newContext(options)
    await startTracing(context)
    return context
  }
  return browser
}

/**
 * Launches Chromium with a 360x800 phone context. Any console error or page
 * error is collected; call `assertNoErrors()` at the end of a test (`close()`
 * does it too) so such errors fail the test.
 */
export async function launch({ baseURL } = {}) {
  const browser = await launchBrowser()
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

/**
 * Polls `fn` (sync or async) until it answers something truthy, which it returns; fails with
 * `what` after `ms`. For state the page does not show (an API answer, a log line).
 */
export async function until(what, fn, ms = 10_000) {
  const deadline = Date.now() + ms
  for (;;) {
    const v = await fn()
    if (v) return v
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 200))
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

/** A /gw POST as the borrower of `common` (form body, common params in the query): the envelope. */
export async function gwPost(baseURL, path, common, form = {}) {
  const res = await fetch(`${baseURL}/gw${path}?${common}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest' },
    body: new URLSearchParams(form),
  })
  if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`)
  return res.json()
}

/** Logs a borrower in through the API with the code from the dev outbox: the common query. */
export async function apiLogin(baseURL, phone, deviceId = 'e2e') {
  const sent = await gwPost(baseURL, '/v3/login/sms-code', '', { phone })
  if (sent.code !== '00') throw new Error(`sms-code for ${phone}: ${sent.code} ${sent.message}`)
  const code = await readLoginCode(baseURL, phone)
  const resp = await gwPost(baseURL, '/v3/login/login', '', { phone, code, deviceId })
  if (resp.code !== '00') throw new Error(`login ${phone}: ${resp.code} ${resp.message}`)
  const { data } = resp
  return new URLSearchParams({ sessionId: data.sessionId, userId: data.userId, mobile: data.mobile, deviceId: data.deviceId, merchantNumber: data.merchantNumber })
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

/** A small valid RGB PNG, different per seed, built here so the tests ship no binary. */
export function png({ width = 48, height = 48, seed = 0 } = {}) {
  const crc = (buf) => {
    let c = 0xffffffff
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type, data) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type), data])
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(body))
    return Buffer.concat([len, body, sum])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  const rows = []
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x++) row.set([(x * 5 + seed * 60) & 0xff, (y * 5) & 0xff, (seed * 90) & 0xff], 1 + x * 3)
    rows.push(row)
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))])
}

/** The seeded operators' password (PAUTANG_ADMIN_PASSWORD overrides the demo one). */
export const OPERATOR_PASSWORD = process.env.PAUTANG_ADMIN_PASSWORD || 'pautang-admin-demo'

/**
 * Collects a back-office page's page errors and console errors into `errors` (the caller fails
 * the test on any). A 401 from /admin/api/me before login is the expected "not signed in"
 * answer and is not collected.
 */
export function watchDesk(page, errors) {
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error' && !/401|Failed to load resource/.test(m.text())) errors.push(`console: ${m.text()}`)
  })
  return page
}

/** The TOTP key of the operators `pautang seed` creates in dev mode (seed.DemoTOTPSecret). */
export const DEMO_TOTP_SECRET = 'PAUTANGDEMOOPERATORTOTPKEY234567'

/** Decodes RFC 4648 base32 (no padding, any case, spaces ignored). */
function base32Decode(text) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = 0
  let value = 0
  const out = []
  for (const ch of text.toUpperCase().replace(/[\s=]/g, '')) {
    const i = alphabet.indexOf(ch)
    if (i < 0) throw new Error(`not base32: ${ch}`)
    value = (value << 5) | i
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

/** The 30-second step of a time in ms. */
export const totpStep = (ms = Date.now()) => Math.floor(ms / 30_000)

/** RFC 6238 TOTP (HMAC-SHA1, 6 digits) of a base32 key at a step. */
export function totpCode(secret, step = totpStep()) {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest()
  const off = mac[mac.length - 1] & 0x0f
  const bin = ((mac[off] & 0x7f) << 24) | (mac[off + 1] << 16) | (mac[off + 2] << 8) | mac[off + 3]
  return String(bin % 1_000_000).padStart(6, '0')
}

// The last step each operator (per server) used: the server takes a code only for a step after
// the last one used, within one step of now.
const usedSteps = new Map()

/** How far the server's clock is ahead of ours (dev servers answer GET /dev/clock; tests move it). */
async function serverOffset(origin) {
  try {
    const res = await fetch(`${origin}/dev/clock`)
    if (res.ok) return (await res.json()).now - Date.now()
  } catch {
    // not a dev server: its clock is ours
  }
  return 0
}

/**
 * A code `email` has not used on the server at `origin`, on the server's clock: the current
 * step, else the next one, else (a third login within one step) after waiting for the clock
 * to reach a usable step.
 */
export async function nextTotpCode(origin, email, secret = DEMO_TOTP_SECRET) {
  const key = `${origin}|${email}`
  const offset = await serverOffset(origin)
  const now = () => totpStep(Date.now() + offset)
  let step = Math.max(now(), (usedSteps.get(key) ?? 0) + 1)
  while (step > now() + 1) await new Promise((r) => setTimeout(r, 500))
  step = Math.max(step, now())
  usedSteps.set(key, step)
  return totpCode(secret, step)
}

/**
 * Logs an operator in through the back office's login form (the page shows it): the password,
 * then the code of their authenticator, computed here from their TOTP key (the demo key by
 * default); waits for the desk.
 */
export async function operatorLogIn(page, email, password = OPERATOR_PASSWORD, secret = DEMO_TOTP_SECRET) {
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.getByLabel('Authentication code').fill(await nextTotpCode(new URL(page.url()).origin, email, secret))
  await page.getByRole('button', { name: 'Verify' }).click()
  await page.getByTestId('operator-name').waitFor()
}

/**
 * Four eyes: the demo supervisor, in a browser context of their own, approves the pending
 * request whose row in the Requests inbox shows `text` (its reason, target or a value of its diff).
 */
export async function approveAsSupervisor(browser, baseURL, text, errors, email = 'supervisor@pautang.ph') {
  const ctx = await browser.newContext({ baseURL, viewport: { width: 1366, height: 850 }, locale: 'en-PH' })
  try {
    const sup = watchDesk(await ctx.newPage(), errors)
    await sup.goto('/admin/requests')
    await operatorLogIn(sup, email)
    // The table's own row (.ant-table-row): a request's diff rows are a table inside it.
    await sup.locator('.ant-table-row', { hasText: text }).getByRole('button', { name: 'Approve' }).click()
    // The server's summary of what the approval did ("Approved: ...", or "Approved; the payout
    // failed: ..." when a payout followed it).
    await sup.getByText(/^Approved[:;] /).first().waitFor()
  } finally {
    await ctx.close()
  }
}

/**
 * Resolves once nothing on the page moves: the inline styles that JS animations write
 * (antd-mobile's springs) are the same in two frames running and no finite CSS animation runs
 * (a spinner's endless one, CSS or JS, does not count). Take a screenshot or assert an absence after it.
 */
export async function settled(page) {
  await page.evaluate(() => {
    window.__ptSettle = undefined
  })
  await page.waitForFunction(
    () => {
      // antd-mobile's SpinLoading (the loading toast) turns forever in JS: it does not count.
      const snap = Array.from(document.querySelectorAll('[style]'), (e) => (e.closest('.adm-spin-loading') ? '' : e.getAttribute('style'))).join('|')
      const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
      const still = window.__ptSettle === snap
      window.__ptSettle = snap
      return still && !moving
    },
    null,
    { polling: 'raf', timeout: 10_000 },
  )
}

/**
 * Resolves once the page has fetched what it asks for (no request for 500 ms, so a lazy chunk
 * or a dialog's module a response called for has arrived) and nothing on it moves: then an
 * absence ("no dialog", "no toast") can be asserted.
 */
export async function quiet(page) {
  await page.waitForLoadState('networkidle')
  await settled(page)
}

/** The back office's viewport. */
export const DESK_VIEWPORT = { width: 1366, height: 850 }

/**
 * The set-up of a back-office e2e file, registered as its before/after hooks: a seeded server
 * (startServer's options) and a Chromium; after the tests both close and any page or console
 * error a desk page collected fails the file. `desk(path?, email?)` opens a 1366x850 page
 * watched for errors (logged in as `email` at `path` when given), `phone()` a 360x800 context,
 * `shot(page, name)` a full-page screenshot into `shots`, `approve(text)` the supervisor's
 * approval of a pending request, `dev(path, form)` a dev endpoint's JSON.
 */
export function deskSuite({ shots = screenshotDir, prefix = '', server: serverOptions } = {}) {
  const suite = {
    server: null,
    browser: null,
    errors: [],
    get baseURL() {
      return suite.server.baseURL
    },
    context: (options = {}) => suite.browser.newContext({ baseURL: suite.baseURL, viewport: DESK_VIEWPORT, locale: 'en-PH', acceptDownloads: true, ...options }),
    phone: () => suite.browser.newContext({ baseURL: suite.baseURL, viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true, locale: 'en-PH' }),
    async desk(path, email) {
      const page = watchDesk(await (await suite.context()).newPage(), suite.errors)
      if (email) {
        await page.goto(path ?? '/admin')
        await operatorLogIn(page, email)
      }
      return page
    },
    async shot(page, name) {
      mkdirSync(shots, { recursive: true })
      await settled(page)
      await page.screenshot({ path: join(shots, `${prefix}${name}.png`), fullPage: true })
    },
    approve: (text) => approveAsSupervisor(suite.browser, suite.baseURL, text, suite.errors),
    async dev(path, form = {}) {
      const res = await fetch(`${suite.baseURL}${path}`, { method: 'POST', body: new URLSearchParams(form) })
      const text = await res.text()
      if (!res.ok) throw new Error(`${path} HTTP ${res.status}: ${text}`)
      return JSON.parse(text)
    },
  }
  before(async () => {
    suite.server = await startServer(serverOptions)
    suite.browser = await launchBrowser()
  })
  after(async () => {
    try {
      await suite.browser?.close()
    } finally {
      await suite.server?.stop()
    }
    if (suite.errors.length) throw new Error(`browser errors:\n${suite.errors.join('\n')}`)
  })
  return suite
}

/** A CSV file's rows (quoted cells, doubled quotes and commas inside quotes handled). */
export function parseCSV(text) {
  const rows = []
  for (const line of text.split('\n')) {
    if (!line) continue
    const cells = []
    let cur = ''
    let quoted = false
    for (let i = 0; i < line.length; i++) {
      const c = line[i]
      if (quoted) {
        if (c === '"' && line[i + 1] === '"') (cur += '"'), i++
        else if (c === '"') quoted = false
        else cur += c
      } else if (c === '"') quoted = true
      else if (c === ',') cells.push(cur), (cur = '')
      else cur += c
    }
    cells.push(cur)
    rows.push(cells)
  }
  return rows
}

/** Clicks the export link `testId` on the page and answers the downloaded CSV's rows. */
export async function downloadCSV(page, testId) {
  const dl = page.waitForEvent('download')
  await page.getByTestId(testId).click()
  // A list export asks the reason first (audited); a finance file downloads at once.
  const box = page.getByTestId('read-reason').last()
  const first = await Promise.race([dl.then(() => 'file'), box.waitFor().then(() => 'reason', () => 'file')])
  if (first === 'reason') await giveReadReason(page)
  return parseCSV(readFileSync(await (await dl).path(), 'utf8'))
}

/** Gives the reason a read of personal data asks for (the borrower 360 page, identity photos,
 * an export: the server audits it) in the reason box on screen. */
export async function giveReadReason(page, reason = 'Customer called or wrote to us') {
  const box = page.getByTestId('read-reason').last()
  await box.waitFor()
  const input = box.locator('input')
  await input.fill(reason)
  await input.press('Tab') // closes the suggestions over the button
  await page.getByTestId('read-reason-ok').last().click()
}
