// Writes dist/routes/<path>.html for every borrower route of src/app/router.tsx: app.html plus the
// early script (src/early: sends the page's first API call before React loads), plus
// <link rel="modulepreload"> for the route's own chunks and <link rel="preload" as="style"> for its CSS (not render-blocking: the app shell paints first),
// so the browser fetches them beside the entry instead of after the entry has run (one round
// trip less on a phone network, and the route's styles are there at first paint). The Go server
// serves routes/<path>.html for that path and app.html for the rest (internal/webui).
import { createHash } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const routerFile = fileURLToPath(new URL('../src/app/router.tsx', import.meta.url))

/**
 * Routes whose early script paints the first view (src/early/view.ts) before the app starts: their
 * HTML carries the app's scripts in a JSON data block (#pt-app) that the early script turns into
 * <link rel=modulepreload> and <script type=module> after that paint, and links the route's CSS
 * as stylesheets (the early view needs the page's styles). src/early/view.test.tsx checks that
 * earlyViewHtml() renders each of them.
 */
const earlyViewRoutesFile = fileURLToPath(new URL('../src/early/view-routes.json', import.meta.url))

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
  // First in <head>, async: its request leaves before the module graph's, it never blocks the
  // parser, and it sends the page's first API call without waiting for React (src/early).
  const early = `<script async src="${await placeEarlyScript(dist)}"></script>`
  const earlyViewRoutes = JSON.parse(await readFile(earlyViewRoutesFile, 'utf8'))
  let written = 0
  for (const [path, key] of routes) {
    if (!manifest[key]) throw new Error(`route-html: ${path} -> ${key} is not in the build manifest`)
    const keys = [...closure(key, new Set(entryKeys))].filter((k) => !entryKeys.has(k))
    const js = keys.map((k) => manifest[k].file)
    const css = [...new Set(keys.flatMap((k) => manifest[k].css ?? []))]
    const links = [
      ...css.map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
      ...js.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ].join('\n    ')
    const file = join(dist, 'routes', `${path.slice(1)}.html`)
    await mkdir(dirname(file), { recursive: true })
    let page = html.replace('<title>', `${early}\n    <title>`)
    if (earlyViewRoutes.includes(path)) page = deferApp(page, css, js)
    else page = page.replace('  </head>', `    ${links}\n  </head>`)
    await writeFile(file, page)
    written += 1
  }
  return written
}

/**
 * The HTML of an early-view route: the entry <script type=module> and every modulepreload (the
 * entry's and the route's) move into the #pt-app data block the early script reads; the route's
 * CSS is linked as stylesheets.
 */
export function deferApp(html, css, js) {
  const entry = html.match(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/)
  if (!entry) throw new Error('route-html: app.html has no module entry script')
  const preload = []
  let out = html.replace(entry[0], '').replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href) => {
    preload.push(href)
    return ''
  })
  preload.push(...js.map((f) => `/${f}`))
  const data = JSON.stringify({ entry: entry[1], preload }).replace(/</g, '\\u003c')
  const links = css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join('\n    ')
  out = out.replace('  </head>', `    ${links}\n    <script type="application/json" id="pt-app">${data}</script>\n  </head>`)
  return out
}
