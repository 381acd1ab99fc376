import axios, { type AxiosAdapter, type AxiosInstance } from 'axios'
import { commonQuery, getCommonParam, withCommon, browser } from '../params'
import { feedback } from '../feedback'
import { t } from '../i18n'
import { ApiError, NETWORK_ERROR_CODE, SESSION_EXPIRED_CODE, isOk, type Envelope, type SuccessFamily } from './envelope'

/** HTTP timeout of both clients (spec section 9). */
export const HTTP_TIMEOUT_MS = 60000

export type Body = Record<string, string | number | boolean | null | undefined> | FormData

export interface RequestOptions {
  /** Show the loading toast with this text while the request runs (true = 'loading...'). */
  loading?: string | boolean
  /** Toast the server message for 2 s when the envelope is not ok in this family. */
  toastErrorsOf?: SuccessFamily
  /** Extra query parameters (GET parameters, or route ids the server wants in the query). */
  query?: Record<string, string | number | undefined>
  signal?: AbortSignal
}

export interface HttpClient {
  readonly axios: AxiosInstance
  post<T = unknown>(path: string, body?: Body, options?: RequestOptions): Promise<Envelope<T>>
  get<T = unknown>(path: string, query?: RequestOptions['query'], options?: RequestOptions): Promise<Envelope<T>>
}

/** Which of the spec's two clients: 'app' sends building/gather; 'signed' sends swift/eyes and a form content type. */
export type ClientKind = 'app' | 'signed'

export interface ClientConfig {
  baseURL?: string
  /** Test hook: a fake transport. */
  adapter?: AxiosAdapter
}

export function apiBase(): string {
  return import.meta.env.VITE_API_BASE || '/gw'
}

function formBody(body: Body | undefined): URLSearchParams | FormData {
  if (body instanceof FormData) return body
  const form = new URLSearchParams()
  for (const [key, value] of Object.entries(body ?? {})) {
    if (value === undefined || value === null) continue
    form.append(key, String(value))
  }
  return form
}

/** Sends the borrower to the joint-login failure page, keeping the common params (ARCHITECTURE section 3). */
export function redirectToLoginError(): void {
  if (window.location.pathname === '/loginError') return
  browser.assign(withCommon('/loginError', { reason: 'session' }))
}

export function createHttpClient(kind: ClientKind, config: ClientConfig = {}): HttpClient {
  const instance = axios.create({
    baseURL: config.baseURL ?? apiBase(),
    timeout: HTTP_TIMEOUT_MS,
    adapter: config.adapter,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  })

  // Headers are read per request: the page query can change inside the SPA.
  instance.interceptors.request.use((req) => {
    if (kind === 'app') {
      req.headers.set('building', getCommonParam('building'))
      req.headers.set('gather', getCommonParam('gather'))
    } else {
      req.headers.set('swift', getCommonParam('swift'))
      req.headers.set('eyes', getCommonParam('eyes'))
      if (!(req.data instanceof FormData)) req.headers.set('Content-Type', 'application/x-www-form-urlencoded')
    }
    return req
  })

  async function send<T>(
    method: 'get' | 'post',
    path: string,
    body: Body | undefined,
    options: RequestOptions,
  ): Promise<Envelope<T>> {
    const loadingText = options.loading === true ? t('loading') : options.loading || ''
    if (loadingText) feedback.showLoading(loadingText)
    let envelope: Envelope<T>
    try {
      const params = { ...commonQuery(), ...definedOnly(options.query ?? {}) }
      const response = await instance.request<Envelope<T>>({
        method,
        url: path,
        params,
        data: method === 'post' ? formBody(body) : undefined,
        signal: options.signal,
      })
      envelope = normalise<T>(response.data)
    } catch (error) {
      if (axios.isCancel(error)) throw error
      feedback.showToast(t('networkError'))
      throw new ApiError(t('networkError'), NETWORK_ERROR_CODE)
    } finally {
      if (loadingText) feedback.hideLoading()
    }
    if (envelope.code === SESSION_EXPIRED_CODE) {
      redirectToLoginError()
      throw new ApiError(envelope.message || t('sessionExpired'), SESSION_EXPIRED_CODE, envelope)
    }
    if (options.toastErrorsOf && !isOk(envelope, options.toastErrorsOf) && envelope.message) {
      feedback.showToast(envelope.message)
    }
    return envelope
  }

  return {
    axios: instance,
    post: (path, body, options = {}) => send('post', path, body, options),
    get: (path, query, options = {}) => send('get', path, undefined, { ...options, query: { ...options.query, ...query } }),
  }
}

function definedOnly(query: Record<string, string | number | undefined>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) if (value !== undefined) out[key] = String(value)
  return out
}

function normalise<T>(raw: unknown): Envelope<T> {
  const body = (raw && typeof raw === 'object' ? raw : {}) as Partial<Envelope<T>>
  return {
    code: body.code === undefined || body.code === null ? '' : String(body.code),
    message: body.message ?? '',
    data: body.data as T,
    success: body.success === true,
  }
}
