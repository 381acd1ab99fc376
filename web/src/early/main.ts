// The early script: a classic script (CSP script-src 'self'), loaded first by the per-route HTML
// of every borrower page (scripts/route-html.mjs). It
//  - sends the page's first API calls (requests.ts) while React and the page chunk are still
//    downloading; the HTTP client takes the response over (lib/http/early.ts);
//  - starts the app once the page's prerendered first view (the route's header, layout and
//    loading state, rendered by the build with the app's own components) is on screen: the HTML
//    carries the app's scripts in a JSON data block (#pt-app) rather than as <script>/<link> tags,
//    so the first paint, and with it Lighthouse's FCP/LCP graph, does not wait for the ~150 KiB of
//    React (docs/frontend.md "Prerendered first views").
import { startEarly } from '@/lib/http/early'
import { buildRequest } from '@/lib/http/request'
import { fetchTransport, type HttpRequest } from '@/lib/http/transport'
import { captureCommonParams } from '@/lib/params/common'
import { earlyCallsFor } from './requests'

/** The app's scripts, as route-html.mjs writes them: the entry and the modules to preload. */
interface AppScripts {
  entry: string
  preload: string[]
}

function appScripts(): AppScripts | null {
  const block = document.getElementById('pt-app')
  if (!block) return null
  try {
    const value = JSON.parse(block.textContent ?? '') as AppScripts
    return typeof value?.entry === 'string' && Array.isArray(value.preload) ? value : null
  } catch {
    return null
  }
}

/**
 * How many of the app's tags one task inserts: each `modulepreload` starts its fetch inside
 * appendChild (~1 ms each on a slow phone, 20-30 per page), so inserting them all in one task was
 * one of the page's long tasks (docs/frontend.md "Lighthouse findings").
 */
export const APP_TAGS_PER_TASK = 6

/** Inserts the app's module preloads and then its entry script, `APP_TAGS_PER_TASK` per task. */
function loadApp(scripts: AppScripts): void {
  const head = document.head
  const tags: HTMLElement[] = scripts.preload.map((href) => {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    return link
  })
  const script = document.createElement('script')
  script.type = 'module'
  script.crossOrigin = ''
  script.src = scripts.entry
  tags.push(script)
  const insert = (from: number) => {
    const to = Math.min(tags.length, from + APP_TAGS_PER_TASK)
    for (let i = from; i < to; i++) head.appendChild(tags[i])
    if (to < tags.length) setTimeout(() => insert(to), 0)
  }
  insert(0)
}

/**
 * The longest the app waits for the first paint to be reported. The entry comes with the frame
 * that shows the prerendered view; a browser that does not present frames for a while (seen in
 * headless Chromium on a loaded machine: 1-2 s) delays it.
 */
export const APP_START_MAX_WAIT_MS = 3000

/** Runs `fn` one frame after the next paint (or after 250 ms, when no frame comes: a hidden tab). */
function afterPaint(fn: () => void): void {
  const fallback = setTimeout(fn, 250)
  requestAnimationFrame(() =>
    setTimeout(() => {
      clearTimeout(fallback)
      fn()
    }, 0),
  )
}

/**
 * Runs `fn` once the page's first contentful paint is on screen: when the browser reports it (the
 * `first-contentful-paint` paint entry comes with the presentation of that frame, as Lighthouse
 * sees it), else one frame after the next paint (afterPaint), and at the latest after
 * APP_START_MAX_WAIT_MS.
 */
function afterFirstPaint(fn: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    fn()
  }
  const supported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')
  if (!supported || document.visibilityState !== 'visible') {
    afterPaint(once)
    return
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return
    observer.disconnect()
    clearTimeout(timer)
    // After the task that reported it, so the app's first task is its own.
    setTimeout(once, 0)
  })
  const timer = setTimeout(() => {
    observer.disconnect()
    once()
  }, APP_START_MAX_WAIT_MS)
  observer.observe({ type: 'paint', buffered: true })
}

function runEarly(): void {
  const scripts = appScripts()
  if (scripts) afterFirstPaint(() => loadApp(scripts))
  let requests: HttpRequest[] = []
  try {
    // Exactly what mount() does first, so the common params (and so the requests) are the app's.
    captureCommonParams()
    requests = earlyCallsFor(window.location.pathname).map((call) => buildRequest(call.kind, call.method, call.path, call.body))
  } catch {
    // Never break the page: without an early response the client simply sends the request.
  }
  if (requests.length === 0) return
  // The requests leave in the next task: the page's first storage access (above) and its first
  // fetch each take a few ms (many more on a busy phone), and together they made one long task.
  setTimeout(() => {
    for (const request of requests) {
      try {
        startEarly(request, fetchTransport)
      } catch {
        // As above.
      }
    }
  }, 0)
}

runEarly()
