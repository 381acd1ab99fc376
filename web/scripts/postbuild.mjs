// Precompresses the build output so the Go server can serve .br/.gz side files
// directly, and leaves dist/.keep (the only file of dist/ git tracks).
import { readdir, readFile, writeFile, stat } from 'node:fs/promises'
import { join, extname, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync, brotliCompressSync, constants } from 'node:zlib'

const dist = process.env.PAUTANG_WEB_OUT || fileURLToPath(new URL('../../internal/webui/dist', import.meta.url))
const compressible = new Set(['.js', '.css', '.html', '.svg', '.json', '.mjs', '.txt', '.map'])

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(path)
    else yield path
  }
}

// Per-route copies of app.html with the route's chunks preloaded (before compression).
const { writeRouteHtml } = await import('./route-html.mjs')
const routePages = await writeRouteHtml(dist)

let count = 0
let raw = 0
let br = 0
for await (const file of walk(dist)) {
  if (!compressible.has(extname(file)) || extname(file) === '.map') continue
  const data = await readFile(file)
  const gz = gzipSync(data, { level: 9 })
  const brotli = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  })
  await writeFile(`${file}.gz`, gz)
  await writeFile(`${file}.br`, brotli)
  count += 1
  raw += data.length
  br += brotli.length
}
await writeFile(join(dist, '.keep'), '')
const { size } = await stat(join(dist, '.keep'))
console.log(`postbuild: precompressed ${count} files in ${relative(process.cwd(), dist)} (${(raw / 1024).toFixed(0)} KiB -> ${(br / 1024).toFixed(0)} KiB brotli); .keep ${size} bytes; ${routePages} route pages`)

// Bundle budget: every entry and every borrower route's initial JS, gzip.
const { bundleReport, ROUTE_BUDGET_BYTES } = await import('./bundle-report.mjs')
const { rm } = await import('node:fs/promises')
const rows = await bundleReport(dist)
let overBudget = false
for (const row of rows) {
  const kb = (row.bytes / 1024).toFixed(1)
  // The back office (admin.html and its pages) is reported but has no budget.
  const isAdmin = row.kind === 'admin' || row.name === 'admin.html'
  const over = !isAdmin && row.bytes > ROUTE_BUDGET_BYTES
  overBudget ||= over
  if (row.kind === 'entry' || over || process.env.BUNDLE_REPORT) console.log(`${over ? 'OVER ' : ''}${row.kind.padEnd(5)} ${kb.padStart(7)} KiB gz  ${row.name}`)
}
const worst = rows.filter((r) => r.kind === 'route').sort((a, b) => b.bytes - a.bytes)[0]
if (worst) console.log(`largest route: ${(worst.bytes / 1024).toFixed(1)} KiB gz  ${worst.name} (budget ${ROUTE_BUDGET_BYTES} bytes = 170 KB)`)
// The manifest is a build-time artefact; it must not be embedded and served.
await rm(join(dist, '.vite'), { recursive: true, force: true })
if (overBudget) {
  console.error('postbuild: a route is over the initial-JS budget')
  process.exit(1)
}
