// The build step that writes each borrower route's HTML (scripts/route-html.mjs) over a stand-in
// build: every route of the route table gets its own prerendered view, and a route the prerender
// did not render fails the build. (What the real prerender renders: src/app/prerender.test.tsx.)
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

type RouteHtml = {
  writeRouteHtml: (dist: string) => Promise<number>
  routeModules: () => Promise<Map<string, string>>
}
const load = (): Promise<RouteHtml> => import('../../scripts/route-html.mjs' as string)

const APP_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Pautang</title>
    <script type="module" crossorigin src="/assets/app.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/app.css">
  </head>
  <body>
    <div id="root"><div class="pt-boot" aria-busy="true"><p class="pt-boot__title">Pautang</p><span class="pt-boot__glyphs" aria-hidden="true">₱<b>₱</b></span></div></div>
  </body>
</html>
`

let dist: string

/** The stand-in chunk name of a page module: src/features/x/routes/loan-detail.tsx -> loan-detail. */
const name = (key: string) => key.split('/').pop()!.replace('.tsx', '')

/** A stand-in build: the manifest, app.html, the early script and an SSR module that renders `paths`. */
async function fakeBuild(paths: string[]) {
  const { routeModules } = await load()
  const manifest: Record<string, unknown> = { 'app.html': { file: 'assets/app.js', imports: ['_react.js'] }, '_react.js': { file: 'assets/react.js' } }
  for (const key of (await routeModules()).values()) manifest[key] = { file: `assets/${name(key)}.js`, imports: ['_react.js'], css: [`assets/${name(key)}.css`] }
  await mkdir(join(dist, '.vite'), { recursive: true })
  await mkdir(join(dist, '.early'), { recursive: true })
  await mkdir(join(dist, '.prerender'), { recursive: true })
  await mkdir(join(dist, 'assets'), { recursive: true })
  await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest))
  await writeFile(join(dist, 'app.html'), APP_HTML)
  await writeFile(join(dist, '.early', 'early.js'), 'void 0')
  await writeFile(
    join(dist, '.prerender', 'prerender.mjs'),
    `export const routePaths = ${JSON.stringify(paths)}
export async function renderRoute(path, url) {
  // The order pages show the order param (so they are not hydratable), the others do not.
  const order = path === '/order' ? new URL(url, 'https://x').searchParams.get('orderId') ?? '' : ''
  return '<div class="pt-page"><h1 class="pt-header__title">' + path + order + '</h1></div>'
}
`,
  )
}

beforeEach(async () => {
  // Inside the project: Vitest's module runner loads the stand-in SSR module only from there.
  await mkdir(join(process.cwd(), 'node_modules', '.cache'), { recursive: true })
  dist = await mkdtemp(join(process.cwd(), 'node_modules', '.cache', 'route-html-'))
})
afterEach(async () => {
  await rm(dist, { recursive: true, force: true })
})

describe('route-html', () => {
  it("writes every route's HTML with its prerendered view, the route's CSS and the app's scripts at low priority", async () => {
    const paths = [...(await (await load()).routeModules()).keys()]
    expect(paths).toContain('/loanConfirmNew')
    await fakeBuild(paths)
    const { writeRouteHtml } = await load()
    const modules = await (await load()).routeModules()
    expect(await writeRouteHtml(dist)).toBe(paths.length)
    for (const path of paths) {
      const chunk = name(modules.get(path)!)
      const html = await readFile(join(dist, 'routes', `${path.slice(1)}.html`), 'utf8')
      const mode = path === '/order' ? 'render' : 'hydrate'
      expect(html).toContain(`<div id="root" data-pt-prerender="${mode}" data-pt-lang="en" data-pt-keys="`)
      expect(html).toContain(`<h1 class="pt-header__title">${path}</h1></div></div><span class="pt-boot__glyphs"`)
      expect(html).not.toContain('pt-boot__title')
      expect(html).toMatch(/<script async src="\/assets\/early-[\w-]{8}\.js"><\/script>/)
      // The whole module graph is in the HTML, at low priority, after the route's stylesheets.
      expect(html.match(/<script type="module"/g)).toHaveLength(1)
      const tags = html.match(/<(link rel="(stylesheet|modulepreload)"|script type="module")[^>]*>/g)
      expect(tags).toEqual([
        '<link rel="stylesheet" crossorigin href="/assets/app.css">',
        `<link rel="stylesheet" crossorigin href="/assets/${chunk}.css">`,
        '<script type="module" crossorigin fetchpriority="low" src="/assets/app.js">',
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/react.js">',
        `<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${chunk}.js">`,
      ])
    }
  })

  it('fails the build when a route was not prerendered', async () => {
    await fakeBuild([...(await (await load()).routeModules()).keys()].filter((p) => p !== '/loanDetail'))
    const { writeRouteHtml } = await load()
    await expect(writeRouteHtml(dist)).rejects.toThrow('/loanDetail was not prerendered')
  })
})
