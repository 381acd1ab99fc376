// The early script: a classic script (CSP script-src 'self'), loaded first by the per-route HTML
// of every borrower page (scripts/route-html.mjs). It sends the page's first API calls
// (requests.ts) while React and the page's chunks are still downloading; the HTTP client takes the
// response over (lib/http/early.ts). See docs/frontend.md "Prerendered first views".
import { startEarly } from '@/lib/http/early'
import { buildRequest } from '@/lib/http/request'
import { fetchTransport, type HttpRequest } from '@/lib/http/transport'
import { captureCommonParams } from '@/lib/params/common'
import { earlyCallsFor } from './requests'

function runEarly(): void {
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
