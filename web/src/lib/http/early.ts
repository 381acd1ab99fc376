import type { HttpRequest } from './transport'

/**
 * Hand-off of the page's first API response from the early script to the HTTP client.
 *
 * The per-route HTML of a borrower page loads a small classic script (src/early, `early-*.js`)
 * beside the app. It builds the route's first /gw request exactly as the client will (same
 * `buildRequest`), sends it at once, and leaves the pending response here, keyed by the
 * request. When the app then sends that same request (same method, URL, headers and body), the
 * transport takes the early response instead of sending again: the call no longer waits for
 * React, the router and the page chunk to load first. Each early response is used at most once,
 * and only while fresh: a request made later goes to the network as usual.
 */

/** How long after it settled an early response may still answer the client's request. */
export const EARLY_MAX_AGE_MS = 10_000

interface EarlyEntry {
  key: string
  promise: Promise<unknown>
  /** performance.now() when the response settled; undefined while pending. */
  settledAt?: number
}

declare global {
  interface Window {
    __ptEarly?: EarlyEntry[]
  }
}

/** Identity of a request: method, URL, headers and body. */
export function requestKey(request: Pick<HttpRequest, 'method' | 'url' | 'headers' | 'body'>): string | null {
  if (request.body instanceof FormData) return null
  const headers = Object.keys(request.headers)
    .sort()
    .map((name) => `${name.toLowerCase()}:${request.headers[name]}`)
  return JSON.stringify([request.method, request.url, headers, request.body ? String(request.body) : ''])
}

/** Sends `request` now and keeps the pending response for the client (the early script's job); returns it. */
export function startEarly(request: HttpRequest, send: (request: HttpRequest) => Promise<unknown>): Promise<unknown> | undefined {
  const key = requestKey(request)
  if (!key) return undefined
  const entry: EarlyEntry = { key, promise: send(request) }
  const settle = () => {
    entry.settledAt = performance.now()
  }
  entry.promise.then(settle, settle)
  ;(window.__ptEarly ??= []).push(entry)
  return entry.promise
}

/** Where the entry for this exact request is in the early list, if there is one. */
function findEarly(request: HttpRequest): { list: EarlyEntry[]; at: number } | undefined {
  const list = typeof window === 'undefined' ? undefined : window.__ptEarly
  if (!list?.length) return undefined
  const key = requestKey(request)
  const at = list.findIndex((entry) => entry.key === key)
  return at < 0 ? undefined : { list, at }
}

const isStale = (entry: EarlyEntry) => entry.settledAt !== undefined && performance.now() - entry.settledAt > EARLY_MAX_AGE_MS

/** The early response for this exact request, once; undefined when there is none (or it is stale). */
export function takeEarly(request: HttpRequest): Promise<unknown> | undefined {
  const found = findEarly(request)
  if (!found) return undefined
  const [entry] = found.list.splice(found.at, 1)
  return isStale(entry) ? undefined : entry.promise
}

/**
 * Whether an early response for this exact request has already arrived (and is still fresh): the
 * client then answers at once, with nothing to wait for (no loading toast to flash).
 */
export function arrivedEarly(request: HttpRequest): boolean {
  const found = findEarly(request)
  if (!found) return false
  const entry = found.list[found.at]
  return entry.settledAt !== undefined && !isStale(entry)
}

/**
 * Whether an early response for this exact request is still on its way. The page already shows
 * its prerendered loading state and the request has been out since the page began, so the client
 * shows the loading toast only when the answer is still missing `EARLY_LOADING_DELAY_MS` later
 * (the toast's code, ~21 KiB gzip, is not needed for a wait the borrower hardly sees).
 */
export function pendingEarly(request: HttpRequest): boolean {
  const found = findEarly(request)
  return !!found && found.list[found.at].settledAt === undefined
}

/** How long the client waits on a pending early response before it shows the loading toast. */
export const EARLY_LOADING_DELAY_MS = 400
