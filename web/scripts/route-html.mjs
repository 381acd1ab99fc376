// Writes dist/routes/<path>.html for every borrower route of src/app/router.tsx: app.html with
//  - the route's first view prerendered into #root by the app's own components (prerender.mjs: the
//    page's header, layout and loading state), which paints before any script runs and which the
//    app hydrates (src/app/start.tsx);
//  - the early script first in <head> (src/early: sends the page's first API call before React
//    loads);
//  - the route's CSS as stylesheets (the first view needs the page's styles);
//  - the app's entry and every chunk of the route as module script and modulepreload tags at low
//    fetch priority (lowPriorityApp).
// The Go server serves routes/<path>.html for that path and app.html for the rest (internal/webui).
import { createHash } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { HYDRATE_KEYS, PRERENDER_LANG, prerenderRoutes } from './prerender.mjs'

const routerFile = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'app', 'router.tsx')

/** The router table's path -> page module (manifest key), read from its source. */
export async function routeModules() {
  const src = await readFile(routerFile, 'utf8')
  const out = new Map()
  for (const m of src.matchAll(/path: '([^']+)'[^\n]*?import\('@\/([^']+)'\)/g)) out.set(m[1], `src/${m[2]}.tsx`)
  // Every route of the table must be understood, or a page would silently lose its preloads.
  const declared = [...src.matchAll(/\{ path: '/g)].length
  if (out.size === 0 || out.size !== declared) throw new Error(`route-html: read ${out.size} of ${declared} routes in ${routerFile}`)
  return out
}

/**
 * Moves the early script (built by vite.early.config.ts into dist/.early/early.js) to
 * assets/early-<hash>.js, cached like every hashed asset, and returns its URL path.
 */
export async function placeEarlyScript(dist) {
  const code = await readFile(join(dist, '.early', 'early.js'))
  const file = `assets/early-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`
  await writeFile(join(dist, file), code)
  await rm(join(dist, '.early'), { recursive: true, force: true })
  return `/${file}`
}

/** Where vite.prerender.config.ts builds the prerender entry (removed once the pages are written). */
export const PRERENDER_DIR = '.prerender'

export async function writeRouteHtml(dist) {
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'))
  const closure = (key, seen) => {
    if (seen.has(key) || !manifest[key]) return seen
    seen.add(key)
    for (const dep of manifest[key].imports ?? []) closure(dep, seen)
    return seen
  }
  const entryKeys = closure('app.html', new Set())
  const html = await readFile(join(dist, 'app.html'), 'utf8')
  const routes = await routeModules()
  const shells = await prerenderRoutes(join(dist, PRERENDER_DIR))
  // First in <head>, async: its request leaves before the module graph's, it never blocks the
  // parser, and it sends the page's first API call without waiting for React (src/early).
  const early = `<script async src="${await placeEarlyScript(dist)}"></script>`
  let written = 0
  for (const [path, key] of routes) {
    if (!manifest[key]) throw new Error(`route-html: ${path} -> ${key} is not in the build manifest`)
    const shell = shells.get(path)
    if (!shell) throw new Error(`route-html: ${path} was not prerendered`)
    const keys = [...closure(key, new Set(entryKeys))].filter((k) => !entryKeys.has(k))
    const js = keys.map((k) => manifest[k].file)
    const css = [...new Set(keys.flatMap((k) => manifest[k].css ?? []))]
    const file = join(dist, 'routes', `${path.slice(1)}.html`)
    await mkdir(dirname(file), { recursive: true })
    let page = html.replace('<title>', `${early}\n    <title>`)
    page = withPrerender(page, shell)
    page = lowPriorityApp(page, css, js)
    await writeFile(file, page)
    written += 1
  }
  return written
}

/**
 * app.html with the route's prerendered first view in #root in place of the inline app shell, and
 * how the browser may take it over on the root element (src/app/start.tsx reads them): the mode
 * (`hydrate` or `render`), the language of its texts, the common params a hydrated address may
 * carry and those it must carry. The shell's invisible currency signs (the font lookup before the
 * first paint) stay, beside #root.
 */
export function withPrerender(html, { html: view, mode, needs }) {
  const root = html.match(/<div id="root">.*<\/div>\n/)
  if (!root) throw new Error('route-html: app.html has no one-line #root')
  const glyphs = root[0].match(/<span class="pt-boot__glyphs"[^>]*>.*?<\/b><\/span>/)
  const attrs = [
    `data-pt-prerender="${mode}"`,
    `data-pt-lang="${PRERENDER_LANG}"`,
    `data-pt-keys="${HYDRATE_KEYS.join(',')}"`,
    `data-pt-needs="${needs.join(',')}"`,
  ].join(' ')
  return html.replace(root[0], `<div id="root" ${attrs}>${view}</div>${glyphs ? glyphs[0] : ''}\n`)
}

/**
 * The route's HTML with the app at low fetch priority: the entry's module script, every
 * modulepreload (the entry's and the route's chunks) marked `fetchpriority="low"`, and the route's
 * CSS linked as stylesheets. The whole module graph starts downloading with the CSS, in one wave,
 * while the prerendered view, which needs only the CSS, is what the browser paints first
 * (docs/frontend.md "Prerendered first views").
 */
export function lowPriorityApp(html, css, js) {
  const entry = html.match(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/)
  if (!entry) throw new Error('route-html: app.html has no module entry script')
  const preload = []
  const out = html.replace(entry[0], '').replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href) => {
    preload.push(href)
    return ''
  })
  preload.push(...js.map((f) => `/${f}`))
  const tags = [
    ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    `<script type="module" crossorigin fetchpriority="low" src="${entry[1]}"></script>`,
    ...preload.map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`),
  ]
  return out.replace('  </head>', `    ${tags.join('\n    ')}\n  </head>`)
}
