import { describe, expect, it } from 'vitest'
import { apiRoutes } from './paths.gen'

// Every API path literal the front end uses must exist in the Go route table (paths.gen.ts is
// generated from it), so a renamed or removed server call fails here, not in production.
const sources = import.meta.glob('/src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }) as Record<string, string>

const literal = /['"`](\/(?:v3|api\/v[12]|user-problem|bind-card|service|payments)\/[^'"`\s?#]*)['"`?]/g

function patternOf(route: string): RegExp {
  const escaped = route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')
  return new RegExp('^' + escaped + '$')
}

const patterns = Object.keys(apiRoutes).map(patternOf)

function known(path: string): boolean {
  const concrete = path.replace(/\$\{[^}]+\}/g, 'x')
  return patterns.some((p) => p.test(concrete))
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
    expect(known(path)).toBe(true)
  })
})
