// Computes the initial JS (gzip) of every entry and of every lazy borrower
// route (entry + route closure) from Vite's manifest, and enforces the budget.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** Initial JS of each borrower route must stay within this many gzip bytes. */
export const ROUTE_BUDGET_BYTES = 170_000

export async function bundleReport(dist) {
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'))
  const sizeCache = new Map()
  const gz = async (file) => {
    if (!sizeCache.has(file)) sizeCache.set(file, gzipSync(await readFile(join(dist, file)), { level: 9 }).length)
    return sizeCache.get(file)
  }
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen
    seen.add(key)
    for (const dep of manifest[key].imports ?? []) closure(dep, seen)
    return seen
  }
  const total = async (keys) => {
    let sum = 0
    for (const key of keys) if (manifest[key].file.endsWith('.js')) sum += await gz(manifest[key].file)
    return sum
  }
  const rows = []
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue
    const entryKeys = closure(key)
    rows.push({ name: key, kind: 'entry', bytes: await total(entryKeys), files: entryKeys })
    for (const dyn of chunk.dynamicImports ?? []) {
      const keys = closure(dyn, new Set(entryKeys))
      // The back office (admin.html) is a desktop bundle with no route budget; it is reported, not enforced.
      rows.push({ name: `${key} -> ${dyn}`, kind: key === 'admin.html' ? 'admin' : 'route', bytes: await total(keys), files: keys })
    }
  }
  return rows
}
