/**
 * The common query parameters every page receives and passes on (spec section 2,
 * ARCHITECTURE section 3). The session part is also persisted so that the web
 * shell keeps it when a page is opened without a query.
 */
export const COMMON_PARAM_NAMES = [
  'sessionId',
  'userId',
  'mobile',
  'deviceId',
  'merchantNumber',
  'productId',
  'orderId',
  'building',
  'gather',
  'swift',
  'eyes',
  'lang',
] as const

export type CommonParamName = (typeof COMMON_PARAM_NAMES)[number]
export type CommonParams = Partial<Record<CommonParamName, string>>

/** Params that identify the borrower and the device: kept across pages and reloads. */
export const SESSION_PARAM_NAMES = [
  'sessionId',
  'userId',
  'mobile',
  'deviceId',
  'merchantNumber',
  'building',
  'gather',
  'swift',
  'eyes',
  'lang',
] as const satisfies readonly CommonParamName[]

export const SESSION_STORAGE_KEY = 'pautang.session'

const ALIASES: Record<string, CommonParamName> = { product_id: 'productId' }

/**
 * The last stored entry read and what it parsed to (null: no session in it). Every request and link
 * reads the params (dozens of times while a page starts), so the same string is parsed only once;
 * the storage itself is read every time, so a change is always seen.
 */
let lastStored: { raw: string; params: CommonParams | null } | undefined

function parseStored(raw: string): CommonParams | null {
  if (lastStored?.raw === raw) return lastStored.params && { ...lastStored.params }
  let params: CommonParams | null = null
  try {
    const parsed = JSON.parse(raw) as unknown
    if (parsed && typeof parsed === 'object') params = pick(parsed as Record<string, unknown>, SESSION_PARAM_NAMES)
  } catch {
    // A corrupt entry is treated as no session.
  }
  lastStored = { raw, params }
  return params && { ...params }
}

function readStored(): CommonParams {
  for (const store of [safeStorage('session'), safeStorage('local')]) {
    const raw = store?.getItem(SESSION_STORAGE_KEY)
    if (!raw) continue
    const params = parseStored(raw)
    if (params) return params
  }
  return {}
}

function safeStorage(kind: 'session' | 'local'): Storage | undefined {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage
  } catch {
    return undefined
  }
}

function pick(source: Record<string, unknown>, names: readonly CommonParamName[]): CommonParams {
  const out: CommonParams = {}
  for (const name of names) {
    const value = source[name]
    if (typeof value === 'string' && value !== '') out[name] = value
    else if (typeof value === 'number') out[name] = String(value)
  }
  return out
}

/** The last query string parsed and its params (the URL rarely changes while a page runs). */
let lastQuery: { query: string; params: CommonParams } | undefined

/** Reads the common params from a query string (`?a=1` or `a=1`), resolving aliases. */
export function parseCommonParams(query: string): CommonParams {
  if (lastQuery?.query !== query) lastQuery = { query, params: parseQuery(query) }
  return { ...lastQuery.params }
}

function parseQuery(query: string): CommonParams {
  const search = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query)
  const out: CommonParams = {}
  search.forEach((value, key) => {
    const name = (ALIASES[key] ?? key) as CommonParamName
    if (!(COMMON_PARAM_NAMES as readonly string[]).includes(name) || value === '') return
    // productId wins over its alias when both are present.
    if (key in ALIASES && out[name]) return
    out[name] = value
  })
  return out
}

/** The query parts of the current URL: the search and, for hash-routed bundles, the hash's query. */
function currentUrlParams(): CommonParams {
  const { search, hash } = window.location
  const hashQueryAt = hash.indexOf('?')
  const fromHash = hashQueryAt >= 0 ? parseCommonParams(hash.slice(hashQueryAt + 1)) : {}
  return { ...parseCommonParams(search), ...fromHash }
}

/** The common params in force: the stored session overridden by the current URL. */
export function getCommonParams(): CommonParams {
  return { ...readStored(), ...currentUrlParams() }
}

/** One common param, or '' when absent (the spec's headers are sent empty in that case). */
export function getCommonParam(name: CommonParamName): string {
  return getCommonParams()[name] ?? ''
}

/** Persists the session part of the given params (merged over what is stored). */
export function saveSession(params: CommonParams): void {
  const merged = { ...readStored(), ...pick(params as Record<string, unknown>, SESSION_PARAM_NAMES) }
  const raw = JSON.stringify(merged)
  safeStorage('session')?.setItem(SESSION_STORAGE_KEY, raw)
  safeStorage('local')?.setItem(SESSION_STORAGE_KEY, raw)
}

/** Forgets the borrower (logout, deleted account). Device and build params stay. */
export function clearSession(): void {
  const kept = pick(readStored() as Record<string, unknown>, ['deviceId', 'building', 'gather', 'swift', 'eyes', 'lang'])
  const raw = JSON.stringify(kept)
  safeStorage('session')?.setItem(SESSION_STORAGE_KEY, raw)
  safeStorage('local')?.setItem(SESSION_STORAGE_KEY, raw)
}

/** Called once at boot: whatever session the host put in the URL becomes the stored one. */
export function captureCommonParams(): CommonParams {
  const fromUrl = currentUrlParams()
  if (fromUrl.sessionId && fromUrl.sessionId !== readStored().sessionId) {
    // A new session from the host replaces the old borrower entirely.
    clearSession()
  }
  if (Object.keys(pick(fromUrl as Record<string, unknown>, SESSION_PARAM_NAMES)).length > 0) saveSession(fromUrl)
  return getCommonParams()
}

export type ExtraParams = Record<string, string | number | boolean | null | undefined>

/**
 * Builds a URL to `path` carrying the common params plus `extra`. `extra` wins;
 * a null/undefined extra removes that param. Works for paths with their own
 * query and for hash routes (`/payway#/addnormalcard`: params go into the hash).
 */
export function withCommon(path: string, extra: ExtraParams = {}, base: CommonParams = getCommonParams()): string {
  const hashAt = path.indexOf('#')
  const inHash = hashAt >= 0
  const head = inHash ? path.slice(0, hashAt + 1) : ''
  const target = inHash ? path.slice(hashAt + 1) : path
  const queryAt = target.indexOf('?')
  const pathname = queryAt >= 0 ? target.slice(0, queryAt) : target
  const query = new URLSearchParams(queryAt >= 0 ? target.slice(queryAt + 1) : '')
  for (const [name, value] of Object.entries(base)) {
    if (value && !query.has(name)) query.set(name, value)
  }
  for (const [name, value] of Object.entries(extra)) {
    if (value === null || value === undefined) query.delete(name)
    else query.set(name, String(value))
  }
  if (query.has('product_id') && query.has('productId')) query.delete('product_id')
  const qs = query.toString()
  return `${head}${pathname}${qs ? `?${qs}` : ''}`
}

/** The common params as a plain object for a request's query string. */
export function commonQuery(): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(getCommonParams())) if (value) out[name] = value
  return out
}
