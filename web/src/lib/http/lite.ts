import { commonQuery, getCommonParam } from '../params/common'
import type { Envelope } from './envelope'

// Kept beside client.ts's twins rather than imported from it: importing client.ts pulls axios in.
const HTTP_TIMEOUT_MS = 60000
const apiBase = (): string => import.meta.env.VITE_API_BASE || '/gw'

/**
 * The fetch-based form of client one for the bundles that load no axios (public site,
 * landing): the same marker header, building/gather headers, common params in the query,
 * 60 s timeout and envelope normalisation. Transport failures resolve to code
 * 'network_error' so callers branch on code alone.
 */
export async function liteRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string | number | undefined> = {},
): Promise<Envelope<T>> {
  const query = new URLSearchParams(commonQuery())
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue
    ;(method === 'GET' ? query : body).set(key, String(value))
  }
  const controller = new AbortController()
  const timer = window.setTimeout(() => controller.abort(), HTTP_TIMEOUT_MS)
  try {
    const qs = query.toString()
    const res = await fetch(`${apiBase()}${path}${qs ? `?${qs}` : ''}`, {
      method,
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        building: getCommonParam('building'),
        gather: getCommonParam('gather'),
        ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: method === 'POST' ? body : undefined,
      signal: controller.signal,
    })
    const raw = (await res.json()) as Partial<Envelope<T>>
    return { code: raw.code == null ? '' : String(raw.code), message: raw.message ?? '', data: raw.data as T, success: raw.success === true }
  } catch {
    return { code: 'network_error', message: '', data: undefined as T, success: false }
  } finally {
    window.clearTimeout(timer)
  }
}
