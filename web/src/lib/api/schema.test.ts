import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { documentFile, generateTypes, typesFile } from '../../../scripts/gen-api-types.mjs'

// schema.gen.ts must be what openapi-typescript makes of openapi.gen.json (the server's
// /openapi.json; a Go test checks that file against the route tables): run `make gen`.
describe('generated API types', () => {
  it('schema.gen.ts is up to date with openapi.gen.json', async () => {
    const [doc, committed] = await Promise.all([readFile(documentFile, 'utf8'), readFile(typesFile, 'utf8')])
    const fresh = await generateTypes(doc)
    expect(committed === fresh, 'src/lib/api/schema.gen.ts is stale: run `make gen` and commit it').toBe(true)
  }, 30_000)
})
