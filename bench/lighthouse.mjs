// Lighthouse (mobile preset: simulated slow 4G, 4x CPU) performance score per URL.
// usage: node bench/lighthouse.mjs URL [URL...]   (run against a running `pautang serve`)
// Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); lighthouse is a dev
// dependency of web/, so the modules resolve from there. LH_JSON_DIR=dir also writes each full
// report there (<n>.json, in URL order) to read the waterfall and the LCP breakdown.
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const require = createRequire(fileURLToPath(new URL('../web/package.json', import.meta.url)))
const { default: lighthouse } = await import(require.resolve('lighthouse'))
const chromeLauncher = await import(require.resolve('chrome-launcher'))

const urls = process.argv.slice(2)
if (urls.length === 0) {
  console.error('usage: node bench/lighthouse.mjs URL [URL...]')
  process.exit(2)
}
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  // --ignore-certificate-errors: bench/lighthouse.sh serves HTTPS with a throwaway self-signed certificate.
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--ignore-certificate-errors'],
})
let worst = 100
// The page's path (and hash), without the session's query string.
const shortName = (url) => {
  const u = new URL(url)
  return `${u.pathname}${u.hash}`
}
try {
  for (const url of urls) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    const lhr = result.lhr
    if (process.env.LH_JSON_DIR) writeFileSync(`${process.env.LH_JSON_DIR}/${urls.indexOf(url)}.json`, result.report)
    const score = Math.round((lhr.categories.performance.score ?? 0) * 100)
    worst = Math.min(worst, score)
    const metric = (id) => lhr.audits[id]?.displayValue ?? '-'
    console.log(
      `${String(score).padStart(3)}  ${shortName(url)}  FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}  SI ${metric('speed-index')}`,
    )
    if (lhr.runtimeError) console.log(`     runtime error: ${lhr.runtimeError.message}`)
    // Where the points went: the elements that shifted and the largest contentful element.
    for (const item of (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 3)) {
      console.log(`     shift ${Number(item.score ?? 0).toFixed(3)}  ${item.node?.selector ?? ''}  ${(item.node?.snippet ?? '').slice(0, 100)}`)
    }
    const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
    if (lcp) console.log(`     LCP element  ${lcp.selector ?? ''}  ${(lcp.snippet ?? '').slice(0, 100)}`)
  }
} finally {
  await chrome.kill()
}
process.exitCode = worst >= 0 ? 0 : 1
