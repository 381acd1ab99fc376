import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { hsl } from './contrast'
import { green } from './palette'

// The app, site, landing, payway, back office and the server's own pages show one green: the
// family of palette.ts. The greens they used before (white on them is 2.2:1 and 3.1:1) are gone.
const web = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const repo = join(web, '..')

function files(dir: string, keep: (path: string) => boolean): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).map((f) => join(dir, f)).filter((f) => keep(f) && statSync(f).isFile())
}

const webSources = files(join(web, 'src'), (f) => /\.(css|tsx?)$/.test(f) && !/\.test\.tsx?$/.test(f))
const pages = readdirSync(web)
  .filter((f) => f.endsWith('.html'))
  .map((f) => join(web, f))
const publicFiles = files(join(web, 'public'), (f) => /\.(svg|html|css|json|webmanifest)$/.test(f))
const goSources = files(join(repo, 'internal'), (f) => f.endsWith('.go') && !f.includes(`${join('internal', 'webui', 'dist')}`))

// Written without their '#' so that this file does not hold them itself.
const retired = ['28c782', '1fa86c'].map((hex) => '#' + hex)
const retiredRgb = [/rgba?\(\s*40\s*,\s*199\s*,\s*130\b/, /rgba?\(\s*31\s*,\s*168\s*,\s*108\b/]

describe('one green', () => {
  it('finds the sources it checks', () => {
    expect(webSources.length).toBeGreaterThan(100)
    expect(pages).toEqual(expect.arrayContaining([join(web, 'app.html'), join(web, 'site.html'), join(web, 'landing.html')]))
    expect(publicFiles.length).toBeGreaterThan(10)
    expect(goSources.some((f) => f.endsWith(join('api', 'repayment_paypage.go')))).toBe(true)
  })

  it('no source holds the retired greens (hex or rgb)', () => {
    const found: string[] = []
    for (const file of [...webSources, ...pages, ...publicFiles, ...goSources]) {
      const text = readFileSync(file, 'utf8').toLowerCase()
      for (const hex of retired) if (text.includes(hex)) found.push(`${relative(repo, file)}: ${hex}`)
      for (const rgb of retiredRgb) if (rgb.test(text)) found.push(`${relative(repo, file)}: ${rgb.source}`)
    }
    expect(found).toEqual([])
  })

  it("every green written in the web's sources and pages is a shade of the family", () => {
    const family = new Set(Object.values(green).map((v) => v.toLowerCase()))
    const strays: string[] = []
    for (const file of [...webSources, ...pages]) {
      for (const [hex] of readFileSync(file, 'utf8').matchAll(/#(?:[0-9a-f]{6}|[0-9a-f]{3})\b/gi)) {
        const [h, s, l] = hsl(hex)
        // greens (hue 135 to 170) with some colour, not the near-whites and near-blacks
        if (h >= 135 && h <= 170 && s >= 0.25 && l > 0.05 && l < 0.97 && !family.has(hex.toLowerCase())) strays.push(`${relative(repo, file)}: ${hex}`)
      }
    }
    expect(strays).toEqual([])
  })
})
