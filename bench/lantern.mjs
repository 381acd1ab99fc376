// Lighthouse's simulated (Lantern) load of one URL, file by file: when each request and each
// main-thread task of the LCP graph starts and ends under the mobile model (150 ms RTT, 1.6 Mbps,
// 4x CPU). It shows what bounds a page's simulated LCP: which file ends last, which ones queue.
// usage: LH_LANTERN=1 bash bench/lighthouse.sh   (in place of the scores; with LH_ROUTES)
//        node bench/lantern.mjs URL               (against a running `pautang serve`)
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const require = createRequire(fileURLToPath(new URL('../web/package.json', import.meta.url)))
const { default: lighthouse } = await import(require.resolve('lighthouse'))
const chromeLauncher = await import(require.resolve('chrome-launcher'))
const { LanternLargestContentfulPaint } = await import(require.resolve('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'))
const { LanternFirstContentfulPaint } = await import(require.resolve('lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'))

const url = process.argv[2]
if (!url) {
  console.error('usage: node bench/lantern.mjs URL')
  process.exit(2)
}
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--ignore-certificate-errors'],
})
try {
  const { artifacts: a } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  const data = { trace: a.Trace, devtoolsLog: a.DevtoolsLog, gatherContext: a.GatherContext, settings: a.settings, simulator: null, URL: a.URL, SourceMaps: a.SourceMaps }
  const context = { computedCache: new Map() }
  const fcp = await LanternFirstContentfulPaint.request(data, context)
  const lcp = await LanternLargestContentfulPaint.request(data, context)
  const u = new URL(url)
  console.log(`${u.pathname}${u.hash}  simulated FCP ${fcp.timing.toFixed(0)} ms, LCP ${lcp.timing.toFixed(0)} ms (pessimistic graph):`)
  const rows = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort((x, y) => x[1].startTime - y[1].startTime)
  for (const [node, t] of rows) {
    const what =
      node.type === 'network'
        ? `${node.request.priority.padEnd(8)} ${node.request.url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*/, '')}`
        : `main thread, ${(node.duration / 1000).toFixed(1)} ms observed`
    console.log(`${t.startTime.toFixed(0).padStart(6)} ${t.endTime.toFixed(0).padStart(6)}  ${what}`)
  }
} finally {
  await chrome.kill()
}
