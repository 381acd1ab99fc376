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
import { fetchTransport } from '@/lib/http/transport'
import { captureCommonParams } from '@/lib/params/common'
import { earlyCallFor } from './requests'
import { paintEarlyView } from './view'

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

/** Inserts the app's module preloads and its entry script (what the HTML would otherwise carry). */
function loadApp(scripts: AppScripts): void {
  const head = document.head
  for (const href of scripts.preload) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    head.appendChild(link)
  }
  const script = document.createElement('script')
  script.type = 'module'
  script.crossOrigin = ''
  script.src = scripts.entry
  head.appendChild(script)
}

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

function runEarly(): void {
  const scripts = appScripts()
  let started = false
  const start = () => {
    if (started || !scripts) return
    started = true
    loadApp(scripts)
  }
  try {
    // Exactly what mount() does first, so the common params (and so the request) are the app's.
    captureCommonParams()
    const call = earlyCallFor(window.location.pathname)
    const pending = call ? startEarly(buildRequest(call.kind, call.method, call.path, call.body), fetchTransport) : undefined
    if (pending && scripts) {
      const pathname = window.location.pathname
      const timer = setTimeout(start, APP_START_MAX_WAIT_MS)
      pending.then(
        (body) => {
          clearTimeout(timer)
          let painted = false
          try {
            painted = !started && paintEarlyView(pathname, body)
          } catch {
            // An unexpected body: the app renders the page as usual.
          }
          if (painted) afterPaint(start)
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
    // Never break the page: without an early response the client simply sends the request.
  }
  start()
}

runEarly()
