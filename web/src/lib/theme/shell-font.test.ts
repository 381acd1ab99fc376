import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')
const families = (stack: string) => stack.split(',').map((f) => f.trim().replace(/^['"]|['"]$/g, ''))

describe('inline app shell (app.html)', () => {
  it("lays out in the app's font stack, so its currency-sign glyphs warm the fonts the pages use", () => {
    const app = read('../../../app.html')
    const theme = read('./global.css')
    const shell = app.match(/body \{[^}]*font-family: ([^;]+);/)?.[1]
    const adm = theme.match(/--adm-font-family:\s*([^;]+);/)?.[1]
    expect(shell && adm).toBeTruthy()
    expect(families(shell!)).toEqual(families(adm!))
    expect(app).toMatch(/<span class="pt-boot__glyphs" aria-hidden="true">%PT_CURRENCY_SIGN%<b>%PT_CURRENCY_SIGN%<\/b><\/span>/)
  })
})
