import { takeEarly } from './early'

/** HTTP timeout of both clients (spec section 9). */
export const HTTP_TIMEOUT_MS = 60000

/** One request as the clients build it: everything a transport needs, nothing else. */
export interface HttpRequest {
  method: 'GET' | 'POST'
  /** Base + path + query string. */
  url: string
  headers: Record<string, string>
  body?: URLSearchParams | FormData
  timeoutMs: number
  signal?: AbortSignal
}

/** Sends a request and resolves with the parsed JSON body; rejects on a transport failure or timeout. */
export type Transport = (request: HttpRequest) => Promise<unknown>

/** Thrown when the caller's own signal aborted the request (not a network failure: nothing is toasted). */
export class RequestCancelled extends Error {
  constructor() {
    super('request cancelled')
    this.name = 'RequestCancelled'
  }
}

export function apiBase(): string {
  return import.meta.env.VITE_API_BASE || '/gw'
}

/** Joins the base, the path and the query parameters (undefined values are left out). */
export function buildUrl(base: string, path: string, query: Record<string, string | number | undefined>): string {
  const qs = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) qs.set(key, String(value))
  const s = qs.toString()
  return `${base}${path}${s ? `?${s}` : ''}`
}

/**
 * The browser transport: fetch with the 60 s timeout of spec section 9. The clients used to sit on
 * axios; fetch does the same job here in a few hundred bytes instead of ~16 KiB gzip on every
 * borrower route (the 170 KB budget; docs/frontend.md records the choice).
 */
export const fetchTransport: Transport = async (request) => {
  // The page's first request may already be on its way (sent by the early script, see early.ts).
  const early = takeEarly(request)
  if (early) return withCancel(early, request.signal)
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), request.timeoutMs)
  const onAbort = () => controller.abort()
  request.signal?.addEventListener('abort', onAbort)
  try {
    const res = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: controller.signal,
      credentials: 'same-origin',
    })
    return await res.json()
  } catch (error) {
    if (request.signal?.aborted) throw new RequestCancelled()
    throw error
  } finally {
    clearTimeout(timer)
    request.signal?.removeEventListener('abort', onAbort)
  }
}

/** The early response, unless the caller cancels first. */
function withCancel(promise: Promise<unknown>, signal: AbortSignal | undefined): Promise<unknown> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(new RequestCancelled())
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new RequestCancelled())
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
