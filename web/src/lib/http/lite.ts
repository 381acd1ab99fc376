import { commonQuery, getCommonParam } from '../params/common'
import type { Envelope } from './envelope'
import { HTTP_TIMEOUT_MS, apiBase, buildUrl, fetchTransport } from './transport'

/**
 * Client one without the toast and redirect layer, for the bundles that load no UI kit (public
 * site, landing): the same marker header, building/gather headers, common params in the query,
 * 60 s timeout and envelope normalisation. Transport failures resolve to code 'network_error'
 * so callers branch on code alone.
 */
export async function liteRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string | number | undefined> = {},
): Promise<Envelope<T>> {
  const body = new URLSearchParams()
  if (method === 'POST') for (const [key, value] of Object.entries(params)) if (value !== undefined) body.set(key, String(value))
  try {
    const raw = (await fetchTransport({
      method,
      url: buildUrl(apiBase(), path, { ...commonQuery(), ...(method === 'GET' ? params : {}) }),
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        building: getCommonParam('building'),
        gather: getCommonParam('gather'),
        ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: method === 'POST' ? body : undefined,
      timeoutMs: HTTP_TIMEOUT_MS,
    })) as Partial<Envelope<T>> | null
    return { code: raw?.code == null ? '' : String(raw.code), message: raw?.message ?? '', data: raw?.data as T, success: raw?.success === true }
  } catch {
    return { code: 'network_error', message: '', data: undefined as T, success: false }
  }
}
