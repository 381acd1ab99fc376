/** Every /gw response body (ARCHITECTURE section 4). */
export interface Envelope<T = unknown> {
  code: string
  message: string
  data: T
  success: boolean
}

/**
 * The spec's success families (section 7): '0' for bank, complaint-init and
 * promotion calls; '00' for loan, upload, old confirm and score-save calls;
 * 'flag' for the new /v3 loan calls, which rely on the success flag.
 */
export type SuccessFamily = '0' | '00' | 'flag'

export function isOk(resp: Pick<Envelope, 'code' | 'success'> | null | undefined, family: SuccessFamily): boolean {
  if (!resp) return false
  if (family === 'flag') return resp.success === true
  return String(resp.code) === family
}

/** Thrown by unwrap() and for transport failures, so query hooks land in their error state. */
export class ApiError extends Error {
  readonly code: string
  readonly envelope?: Envelope

  constructor(message: string, code: string, envelope?: Envelope) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.envelope = envelope
  }
}

/** The data of a successful envelope, or an ApiError carrying the server message. */
export function unwrap<T>(resp: Envelope<T>, family: SuccessFamily = 'flag'): T {
  if (isOk(resp, family)) return resp.data
  throw new ApiError(resp.message || resp.code, resp.code, resp)
}

/** The code the clients use for a transport failure (no response, timeout). */
export const NETWORK_ERROR_CODE = 'network_error'
/** The envelope code for a missing or expired session. */
export const SESSION_EXPIRED_CODE = '401'
