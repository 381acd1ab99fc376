import { commonQuery, getCommonParam } from '../params/common'
import { HTTP_TIMEOUT_MS, apiBase, buildUrl, type HttpRequest } from './transport'

export type Body = Record<string, string | number | boolean | null | undefined> | FormData

/** Which of the spec's two clients: 'app' sends building/gather; 'signed' sends swift/eyes and a form content type. */
export type ClientKind = 'app' | 'signed'

export function formBody(body: Body | undefined): URLSearchParams | FormData {
  if (body instanceof FormData) return body
  const form = new URLSearchParams()
  for (const [key, value] of Object.entries(body ?? {})) {
    if (value === undefined || value === null) continue
    form.append(key, String(value))
  }
  return form
}

/**
 * The request one of the clients sends: marker header, the client's two headers (read per
 * request: the page query can change inside the SPA), the common params (plus `query`) in the
 * query string and a form body for POST. The early script (src/early) builds its request with
 * this same function, so the client can take over the early response (see early.ts).
 */
export function buildRequest(
  kind: ClientKind,
  method: 'GET' | 'POST',
  path: string,
  body?: Body,
  query: Record<string, string | number | undefined> = {},
  baseURL: string = apiBase(),
): HttpRequest {
  const data = method === 'POST' ? formBody(body) : undefined
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' }
  if (kind === 'app') {
    headers.building = getCommonParam('building')
    headers.gather = getCommonParam('gather')
  } else {
    headers.swift = getCommonParam('swift')
    headers.eyes = getCommonParam('eyes')
  }
  // FormData sets its own multipart boundary; every other body is a form.
  if (data instanceof URLSearchParams) headers['Content-Type'] = 'application/x-www-form-urlencoded'
  return {
    method,
    url: buildUrl(baseURL, path, { ...commonQuery(), ...query }),
    headers,
    body: data,
    timeoutMs: HTTP_TIMEOUT_MS,
  }
}
