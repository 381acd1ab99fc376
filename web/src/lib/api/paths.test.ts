import { describe, expect, it } from 'vitest'
import { apiRoutes } from './paths.gen'

// Every API path literal the front end uses must exist in the Go route table (paths.gen.ts is
// generated from it), so a renamed or removed server call fails here, not in production.
const sources = import.meta.glob('/src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }) as Record<string, string>

const literal = /['"`](\/(?:v3|api\/v[12]|user-problem|bind-card|service|payments)\/[^'"`\s?#]*)['"`?]/g

// A route's segments; a {param} segment matches any one segment.
const routes = Object.keys(apiRoutes).map((r) => r.split('/'))

function segmentMatches(route: string, used: string): boolean {
  return (route.startsWith('{') && route.endsWith('}')) || route === used
}

// A literal names a route when its segments match one route's segments; a literal that is a
// base the code appends to (e.g. `/api/v2/${PROVIDER}/promotion`) must be a prefix of a route.
function known(path: string, asPrefix: boolean): boolean {
  const segs = path.replace(/\$\{[^}]+\}/g, 'x').split('/')
  return routes.some(
    (r) => (asPrefix ? r.length > segs.length : r.length === segs.length) && segs.every((s, i) => segmentMatches(r[i], s)),
  )
}

describe('API paths used by the front end', () => {
  const used: Array<[string, string]> = []
  for (const [file, text] of Object.entries(sources)) {
    if (file.endsWith('.test.ts') || file.endsWith('.test.tsx') || file.includes('/admin/')) continue
    for (const m of text.matchAll(literal)) used.push([file, m[1]])
  }

  it('finds the calls it checks', () => {
    expect(used.length).toBeGreaterThan(5)
  })

  it.each(used)('%s calls %s, which the server has', (_file, path) => {
    expect(known(path, false) || known(path, true)).toBe(true)
  })
})
