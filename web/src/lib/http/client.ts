import { withCommon, browser, getCommonParam, returnTarget, NEXT_PARAM } from '../params'
import { feedback } from '../feedback'
import { t } from '../i18n'
import { RequestCancelled, fetchTransport, type Transport } from './transport'
import { ApiError, NETWORK_ERROR_CODE, SESSION_EXPIRED_CODE, isOk, type Envelope, type SuccessFamily } from './envelope'
import { buildRequest, type Body, type ClientKind } from './request'
import { EARLY_LOADING_DELAY_MS, arrivedEarly, pendingEarly } from './early'

export type { Body, ClientKind } from './request'

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
  post<T = unknown>(path: string, body?: Body, options?: RequestOptions): Promise<Envelope<T>>
  get<T = unknown>(path: string, query?: RequestOptions['query'], options?: RequestOptions): Promise<Envelope<T>>
}

export interface ClientConfig {
  baseURL?: string
  /** Test hook: a fake transport (default: fetch). */
  transport?: Transport
}

/**
 * A call answered 401: a borrower whose session ended goes to the joint-login failure page
 * (ARCHITECTURE section 3), one who never logged in here (a reminder SMS's link opened in the
 * phone's browser) straight to the login; both keep the common params and the page they were
 * on as `next`, where the login takes them.
 */
export function redirectToLoginError(): void {
  const { pathname } = window.location
  if (pathname === '/loginError' || pathname === '/login') return
  const next = returnTarget() || null
  if (!getCommonParam('sessionId')) browser.assign(withCommon('/login', { [NEXT_PARAM]: next }))
  else browser.assign(withCommon('/loginError', { reason: 'session', [NEXT_PARAM]: next }))
}

export function createHttpClient(kind: ClientKind, config: ClientConfig = {}): HttpClient {
  const transport = config.transport ?? fetchTransport

  async function send<T>(
    method: 'get' | 'post',
    path: string,
    body: Body | undefined,
    options: RequestOptions,
  ): Promise<Envelope<T>> {
    const loadingText = options.loading === true ? t('loading') : options.loading || ''
    let loading = false
    let loadingTimer: ReturnType<typeof setTimeout> | undefined
    const startLoading = () => {
      feedback.showLoading(loadingText)
      loading = true
    }
    let envelope: Envelope<T>
    try {
      const request = buildRequest(kind, method === 'post' ? 'POST' : 'GET', path, body, options.query, config.baseURL)
      request.signal = options.signal
      // A response the early script already has (src/early) answers within this task: a loading
      // toast would be created and closed before any frame (an antd-mobile React root for nothing).
      // One still on its way gets the toast only if it is still missing a moment later.
      if (loadingText && !arrivedEarly(request)) {
        if (pendingEarly(request)) loadingTimer = setTimeout(startLoading, EARLY_LOADING_DELAY_MS)
        else startLoading()
      }
      envelope = normalise<T>(await transport(request))
    } catch (error) {
      if (error instanceof RequestCancelled) throw error
      feedback.showToast(t('networkError'))
      throw new ApiError(t('networkError'), NETWORK_ERROR_CODE)
    } finally {
      clearTimeout(loadingTimer)
      if (loading) feedback.hideLoading()
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
    post: (path, body, options = {}) => send('post', path, body, options),
    get: (path, query, options = {}) => send('get', path, undefined, { ...options, query: { ...options.query, ...query } }),
  }
}

export function normalise<T>(raw: unknown): Envelope<T> {
  const body = (raw && typeof raw === 'object' ? raw : {}) as Partial<Envelope<T>>
  return {
    code: body.code === undefined || body.code === null ? '' : String(body.code),
    message: body.message ?? '',
    data: body.data as T,
    success: body.success === true,
  }
}
