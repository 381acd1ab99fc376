// Generates src/lib/api/schema.gen.ts (the TypeScript types of the API contract) from
// src/lib/api/openapi.gen.json (the server's /openapi.json, written by `make gen`).
// `node scripts/gen-api-types.mjs` writes it; src/lib/api/schema.test.ts fails when the
// committed file differs from a fresh generation.
import { readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'

// web/ (a path string: under Vitest's jsdom, URL objects are jsdom's).
const web = dirname(dirname(fileURLToPath(import.meta.url)))
export const documentFile = join(web, 'src/lib/api/openapi.gen.json')
export const typesFile = join(web, 'src/lib/api/schema.gen.ts')

const header = `// Code generated from the server's /openapi.json by \`make gen\` (web/scripts/gen-api-types.mjs); DO NOT EDIT.
// The types of every API answer: components['schemas'][Name], or the root aliases below
// (SchemaName). docs/api-contract.md tells how to use them.

`

/** The TypeScript of an OpenAPI document given as JSON text. */
export async function generateTypes(documentJSON) {
  const ast = await openapiTS(JSON.parse(documentJSON), { rootTypes: true, alphabetize: true, silent: true })
  return header + astToString(ast)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(typesFile, await generateTypes(await readFile(documentFile, 'utf8')))
  console.log(`wrote ${typesFile}`)
}
