import { createHttpClient, type Body, type HttpClient, type RequestOptions } from './client'
import { isOk, type Envelope } from './envelope'
import { feedback } from '../feedback'

export { ApiError, NETWORK_ERROR_CODE, SESSION_EXPIRED_CODE, isOk, unwrap } from './envelope'
export type { Envelope, SuccessFamily } from './envelope'
export { createHttpClient, redirectToLoginError } from './client'
export { HTTP_TIMEOUT_MS, RequestCancelled, apiBase, fetchTransport } from './transport'
export type { HttpRequest, Transport } from './transport'
export type { Body, ClientConfig, ClientKind, HttpClient, RequestOptions } from './client'

/** Client one: marker header plus building/gather from the page query. */
export const appClient: HttpClient = createHttpClient('app')

/** Client two: marker header, form content type, swift/eyes from the page query. */
export const signedClient: HttpClient = createHttpClient('signed')

/**
 * The bank and complaint variant (spec section 8): any code other than '0'
 * toasts the server message for 2 s and still resolves, with success false.
 */
export function createCheckedClient(client: HttpClient) {
  async function check<T>(promise: Promise<Envelope<T>>): Promise<Envelope<T>> {
    const resp = await promise
    if (isOk(resp, '0')) return { ...resp, success: true }
    if (resp.message) feedback.showToast(resp.message)
    return { ...resp, success: false }
  }
  return {
    post: <T = unknown>(path: string, body?: Body, options?: RequestOptions) => check(client.post<T>(path, body, options)),
    get: <T = unknown>(path: string, query?: RequestOptions['query'], options?: RequestOptions) =>
      check(client.get<T>(path, query, options)),
  }
}

export const bankClient = createCheckedClient(appClient)
