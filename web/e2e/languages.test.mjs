// Every borrower route, the landing and payway in Filipino (lang=fil): no text of the web app's
// English catalogue and no text the server writes in English (internal/i18n: its message ids)
// left where a Filipino translation exists, dates shown as "Dis 14, 2026", and axe-core finds no
// serious or critical violation (in English too). Screenshots: e2e/screenshots/lang-fil-*.png.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { DEMO_PHONE, apiLogin, gwPost, launch, startServer, webRoot, settled } from './lib.mjs'

const require = createRequire(import.meta.url)
// Evaluated through the DevTools protocol: the pages' CSP (script-src 'self') forbids an inline tag.
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** The catalogue files' `key: 'text'` pairs (they are plain literals). */
function readCatalogue(file) {
  const src = readFileSync(join(webRoot, 'src/lib/i18n', file), 'utf8')
  const out = {}
  for (const m of src.matchAll(/^\s+(\w+): '((?:[^'\\]|\\.)*)',?$/gm)) out[m[1]] = m[2].replace(/\\'/g, "'")
  return out
}
const spec = readCatalogue('messages.ts')
const en = { ...spec, ...readCatalogue('messages.en.ts') }
const fil = readCatalogue('messages.fil.ts')

/**
 * The server's Filipino catalogue (internal/i18n/fil.go): message id (the English text, fmt
 * verbs for values) → Filipino.
 */
function readServerCatalogue() {
  const src = readFileSync(join(webRoot, '../internal/i18n/fil.go'), 'utf8')
  const out = {}
  for (const m of src.matchAll(/^\s*("(?:[^"\\]|\\.)*"):\s*("(?:[^"\\]|\\.)*"),$/gm)) out[JSON.parse(m[1])] = JSON.parse(m[2])
  return out
}
const serverFil = readServerCatalogue()
const escapeRE = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * English texts the server writes that must not show in Filipino: translated ones that are
 * words (not a name or a word Filipino keeps), as a whole-text pattern (a value for each verb).
 */
const serverEnglish = Object.entries(serverFil)
  .filter(([id, text]) => id !== text && id.replace(/%(\[\d+\])?[sdv]/g, '').length >= 6 && /[a-z]{3}/.test(id))
  .filter(([id]) => !Object.values(serverFil).some((f) => f.includes(id)) && !Object.values(fil).some((f) => f.includes(id)))
  .map(([id]) => ({ id, re: new RegExp(`^${id.split(/%(?:\[\d+\])?[sdv]/).map(escapeRE).join('.+?')}$`) }))

/** English texts that must not show in Filipino: translated, whole sentences or labels (no placeholders). */
const englishOnly = Object.entries(en)
  .filter(([k, text]) => fil[k] && fil[k] !== text && !text.includes('{') && text.length >= 6 && /[a-z]{3}/.test(text))
  .filter(([, text]) => !Object.values(fil).some((f) => f.includes(text))) // a word Filipino keeps (e.g. 'Mobile number')
  .map(([k, text]) => ({ k, text }))

let server
let ui
let q
let orders
let repayReference

before(async () => {
  server = await startServer()
  ui = await launch({ baseURL: server.baseURL })
  q = await apiLogin(server.baseURL, DEMO_PHONE, 'e2e-lang')
  const list = await gwPost(server.baseURL, '/v3/order/list', q)
  orders = Object.fromEntries(list.data.orders.map((o) => [o.status, o]))
  const vcode = await gwPost(server.baseURL, '/v3/loan-details/generate-vcode', q, {
    orderId: orders[180].orderId, productId: orders[180].productId, amount: '10000', channelNumber: '90003',
  })
  repayReference = new URL(vcode.data.payUrl, server.baseURL).searchParams.get('reference')
  assert.ok(repayReference, JSON.stringify(vcode))
})

after(async () => {
  try {
    await ui?.close()
  } finally {
    await server?.stop()
  }
})

function routes() {
  const o = (s) => `orderId=${orders[s].orderId}&productId=${orders[s].productId}`
  return [
    ['login', '/login?'],
    ['main', `/main?${q}`],
    ['product', `/product?${q}&productId=${orders[170].productId}`],
    ['orders', `/orders?${q}`],
    ['settings', `/settings?${q}`],
    ['loan-detail-170', `/loanDetail?${q}&${o(170)}`],
    ['loan-detail-110', `/loanDetail?${q}&${o(110)}`],
    ['loan-confirm', `/loanConfirm?${q}&productId=1`],
    ['loan-confirm-new', `/loanConfirmNew?${q}&productId=1`],
    ['confirm-period', `/confirmPeriod?${q}&productId=${orders[170].productId}`],
    ['loan-agreement', `/loanAgreement?${q}&productId=1&contractId=1`],
    ['recommend', `/recommend?${q}`],
    ['certify', `/certify?${q}`],
    ['identity', `/identity?${q}`],
    ['login-error', `/loginError?${q}&${o(110)}`],
    ['repayment', `/repayment?${q}&${o(174)}`],
    ['repay-delay', `/repayDelay?${q}&${o(180)}`],
    ['repayment-of-code', `/repaymentOfCode?${q}&type=1&reference=${repayReference}`],
    ['payment-guide', `/paymentGuide?${q}`],
    ['carpmm', `/carpmm?${q}`],
    ['bind-bank', `/bindBank?${q}`],
    ['bind-bank-card', `/bindBankCard?${q}`],
    ['complaint', `/complaint?${q}`],
    ['complaint-list', `/complaintList?${q}`],
    ['complain-page-next', `/complainPageNext?${q}&problemType=2&orderNo=${orders[170].orderNo}`],
    ['customer-service', `/customerService?${q}`],
    ['about-us', `/aboutUs?${q}`],
    ['privacy-policy', `/privacyPolicy?${q}`],
    ['payway', `/payway?${q}&${o(174)}#/`],
    ['landing', `/landing?channel=fb`],
  ]
}

/** axe-core's serious and critical violations on the page as it is now. */
async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axeSource)
  const result = await page.evaluate(async () => {
    // eslint-disable-next-line no-undef
    const r = await axe.run(document, { resultTypes: ['violations'] })
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }))
  })
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

/** The url with lang=LANG among its query params (before any hash). */
function withLang(url, lang) {
  const [base, hash] = url.split('#')
  return `${base}${base.endsWith('?') ? '' : '&'}lang=${lang}${hash !== undefined ? `#${hash}` : ''}`
}

async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => {})
  await settled(page)
}

test('lang=fil: every route in Filipino, no translated English left; axe finds nothing serious', async () => {
  const { page } = ui
  const problems = []
  let serverTexts = 0
  for (const [name, url] of routes()) {
    await page.goto(withLang(url, 'fil'))
    await settle(page)
    // Whole texts of elements and attributes a borrower meets (labels, buttons, headings, names).
    const shown = new Set(
      await page.evaluate(() => {
        const out = []
        for (const el of document.body.querySelectorAll('*')) {
          if (el.closest('[lang="en"]')) continue // an English document (legal texts), marked so
          const own = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('').trim()
          if (own) out.push(own)
          // A sentence whose dates and amounts are kept whole in spans (KeepTogether): the whole.
          if (el.children.length && [...el.children].every((c) => c.classList.contains('pt-nowrap'))) out.push(el.textContent.trim())
          for (const a of ['aria-label', 'placeholder', 'title', 'alt']) if (el.getAttribute(a)) out.push(el.getAttribute(a).trim())
        }
        return out
      }),
    )
    const left = englishOnly.filter(({ text: e }) => shown.has(e)).map(({ k, text: e }) => `${k}: ${e}`)
    if (left.length) problems.push(`${name}: English left: ${left.join(' | ')}`)
    const shownTexts = [...shown]
    const serverLeft = serverEnglish.filter(({ re }) => shownTexts.some((s) => re.test(s))).map(({ id }) => id)
    if (serverLeft.length) problems.push(`${name}: server English left: ${serverLeft.join(' | ')}`)
    // Days as the Filipino pages show them, never with an English month.
    const englishDays = shownTexts.filter((s) => /\b(Jan|Feb|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}/.test(s))
    if (englishDays.length) problems.push(`${name}: English dates: ${englishDays.join(' | ')}`)
    serverTexts += shownTexts.filter((s) => Object.values(serverFil).some((f) => f === s)).length
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fil', `${name}: html lang`)
    const violations = await axeViolations(page)
    if (violations.length) problems.push(`${name}: axe: ${JSON.stringify(violations)}`)
    await ui.screenshot(`lang-fil-${name}`)
  }
  assert.deepEqual(problems, [])
  assert.ok(serverTexts > 20, `the pages showed the server's Filipino texts (${serverTexts} seen)`)
  ui.errors.length = 0
})

test("lang=en (the default) passes axe too, and lang=spec keeps the spec's texts", async () => {
  const { page } = ui
  const problems = []
  for (const [name, url] of routes()) {
    await page.goto(withLang(url, 'en')) // the lang param is kept with the session: back to English
    await settle(page)
    const violations = await axeViolations(page)
    if (violations.length) problems.push(`${name}: axe: ${JSON.stringify(violations)}`)
  }
  assert.deepEqual(problems, [])
  // The spec's Spanish toast for a collection complaint on an order that does not allow it.
  await page.goto(`/complaint?${q}&lang=spec`)
  await page.getByTestId('complaint-type').first().waitFor()
  // The demo borrower's newest order is under review: no collection complaint for it.
  await page.getByTestId('complaint-order').getByText(orders[21].orderNo).waitFor()
  await page.getByTestId('complaint-type').filter({ hasText: 'Collection' }).click()
  await page.getByText('La orden seleccionada no admite quejas del tipo cobranza').waitFor()
  ui.errors.length = 0
})
