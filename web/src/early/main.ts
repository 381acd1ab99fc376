// The early script: a classic script (CSP script-src 'self'), loaded by the per-route HTML of the
// borrower pages (scripts/route-html.mjs), that sends the page's first API call while React and
// the page chunk are still downloading. The HTTP client takes the response over (lib/http/early.ts).
//
// On the pages whose HTML defers the app (route-html.mjs writes the app's scripts into the
// #pt-app data block instead of <script>/<link> tags), it also paints the page's first view from
// that response (view.ts) and only then starts the app: the largest content is on screen before,
// and without, the ~150 KiB of React (docs/frontend.md "The early view"). The app starts at once
// when there is nothing to paint (no call, an error, a mismatch) and at the latest after
// APP_START_MAX_WAIT_MS.
import { startEarly } from '@/lib/http/early'
import { buildRequest } from '@/lib/http/request'
import { fetchTransport, type HttpRequest } from '@/lib/http/transport'
import { captureCommonParams } from '@/lib/params/common'
import { earlyCallFor } from './requests'
import { EARLY_VIEW_TIMING, paintEarlyView } from './view'

/** The longest the app waits for the early response before it starts anyway. */
export const APP_START_MAX_WAIT_MS = 1500

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
 * How many of the app's tags one task inserts after an early view: each `modulepreload` starts its
 * fetch inside appendChild (~1 ms each on a slow phone, 26 on /main), so inserting them all in one
 * task was one of the page's long tasks (docs/frontend.md "Lighthouse findings").
 */
export const APP_TAGS_PER_TASK = 6

/**
 * Inserts the app's module preloads and its entry script (what the HTML would otherwise carry), in
 * that order: all at once, or `APP_TAGS_PER_TASK` per task when `sliced`.
 */
function loadApp(scripts: AppScripts, sliced: boolean): void {
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
    const to = sliced ? Math.min(tags.length, from + APP_TAGS_PER_TASK) : tags.length
    for (let i = from; i < to; i++) head.appendChild(tags[i])
    if (to < tags.length) setTimeout(() => insert(to), 0)
  }
  insert(0)
}

/**
 * The longest the app waits for the early view's element-timing entry. The entry comes with the
 * frame that shows the view (one frame after the paint on a phone); a browser that does not
 * present frames for a while (seen in headless Chromium on a loaded machine: 1-2 s) delays it.
 */
export const APP_START_AFTER_VIEW_MAX_WAIT_MS = 3000

/** Runs `fn` once the frame with the early view has been painted (or soon, in a hidden tab). */
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
 * Runs `fn` once the early view is on screen: when the browser reports its element timing (the
 * presentation of the frame that holds it, as Lighthouse and the LCP see it), else one frame after
 * the paint (afterPaint).
 */
function afterShown(fn: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    fn()
  }
  const title = document.querySelector(`[elementtiming="${EARLY_VIEW_TIMING}"]`)
  const supported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('element')
  if (!title || !supported || document.visibilityState !== 'visible') {
    afterPaint(once)
    return
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === EARLY_VIEW_TIMING)) return
    observer.disconnect()
    clearTimeout(timer)
    // After the task that reported it, so the app's first task is its own.
    setTimeout(once, 0)
  })
  const timer = setTimeout(() => {
    observer.disconnect()
    once()
  }, APP_START_AFTER_VIEW_MAX_WAIT_MS)
  observer.observe({ type: 'element', buffered: true })
}

function runEarly(): void {
  const scripts = appScripts()
  let started = false
  // sliced: after an early view (the page is on screen, the app's tags need not block it).
  const start = (sliced = false) => {
    if (started || !scripts) return
    started = true
    loadApp(scripts, sliced)
  }
  let request: HttpRequest | null = null
  try {
    // Exactly what mount() does first, so the common params (and so the request) are the app's.
    captureCommonParams()
    const call = earlyCallFor(window.location.pathname)
    if (call) request = buildRequest(call.kind, call.method, call.path, call.body)
  } catch {
    // Never break the page: without an early response the client simply sends the request.
  }
  if (!request) {
    start()
    return
  }
  // The request leaves in the next task: the page's first storage access (above) and its first
  // fetch each take a few ms (many more on a busy phone), and together they made one long task.
  const early = request
  setTimeout(() => {
    try {
      const pending = startEarly(early, fetchTransport)
      if (pending && scripts) {
        const pathname = window.location.pathname
        const timer = setTimeout(() => start(), APP_START_MAX_WAIT_MS)
        pending.then(
          (body) => {
            clearTimeout(timer)
            let painted = false
            try {
              painted = !started && paintEarlyView(pathname, body)
            } catch {
              // An unexpected body: the app renders the page as usual.
            }
            if (painted) afterShown(() => start(true))
            else start()
          },
          () => {
            clearTimeout(timer)
            start()
          },
        )
        return
      }
    } catch {
      // As above.
    }
    start()
  }, 0)
}

runEarly()
