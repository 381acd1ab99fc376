// The early script: a classic script (CSP script-src 'self'), loaded by the per-route HTML of the
// borrower pages (scripts/route-html.mjs), that sends the page's first API call while React and
// the page chunk are still downloading. The HTTP client takes the response over (lib/http/early.ts).
import { startEarly } from '@/lib/http/early'
import { buildRequest } from '@/lib/http/request'
import { fetchTransport } from '@/lib/http/transport'
import { captureCommonParams } from '@/lib/params/common'
import { earlyCallFor } from './requests'

function runEarly(): void {
  try {
    // Exactly what mount() does first, so the common params (and so the request) are the app's.
    captureCommonParams()
    const call = earlyCallFor(window.location.pathname)
    if (!call) return
    startEarly(buildRequest(call.kind, call.method, call.path, call.body), fetchTransport)
  } catch {
    // Never break the page: without an early response the client simply sends the request.
  }
}

runEarly()
