/**
 * The back office's HTTP client: JSON to /admin/api, the operator cookie travels by itself
 * (HttpOnly, Path=/admin), the CSRF token handed at login or by /me goes in X-CSRF-Token on
 * every call that is not a GET. Responses are the common envelope with success code '0'.
 */

import type { AdminData, Schema } from '@/lib/api/contract'

export interface Envelope<T> {
  code: string
  message: string
  data: T
  success: boolean
}

/** A failed call: the envelope's code and message. */
export class ApiError extends Error {
  constructor(
    public code: string,
    message: string,
  ) {
    super(message)
  }
}

let csrfToken = ''
let onUnauthorized: () => void = () => {}

/** Remembers the CSRF token of the current session. */
export function setCsrf(token: string) {
  csrfToken = token
}

/** The CSRF token of the current session (for uploads that do not go through request). */
export function getCsrf() {
  return csrfToken
}

/** Called when a call answers 401 (the session ended). */
export function setUnauthorizedHandler(fn: () => void) {
  onUnauthorized = fn
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  let payload: BodyInit | undefined
  if (body instanceof FormData) {
    payload = body
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json'
    payload = JSON.stringify(body)
  }
  if (method !== 'GET' && csrfToken) headers['X-CSRF-Token'] = csrfToken
  const res = await fetch(`/admin/api${path}`, { method, headers, body: payload, credentials: 'same-origin' })
  let env: Envelope<T>
  try {
    env = (await res.json()) as Envelope<T>
  } catch {
    throw new ApiError('network', `HTTP ${res.status}`)
  }
  if (env.code === '401') {
    onUnauthorized()
  }
  if (env.code !== '0') throw new ApiError(env.code, env.message)
  return env.data
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  upload: <T>(path: string, form: FormData) => request<T>('POST', path, form),
}

// ---- Types of the admin API ----
// Every response type is generated from the server's /openapi.json (docs/api-contract.md):
// aliases of the operator API's data and named schemas, so that `tsc` fails when a page reads
// a field the server does not answer.

/** An operator's role (the contract carries it as a string; these are the values it takes). */
export type Role = 'viewer' | 'agent' | 'supervisor' | 'admin'

export type Operator = Schema<'Operator'>

/** How far the session has come: 'code' waits for the TOTP code, 'setup' may only enrol. */
export type Stage = 'code' | 'setup' | 'full'

export type Me = AdminData<'/me'>

/** The answer of POST /totp/confirm: the full session and the recovery codes, shown once. */
export type Enrolled = AdminData<'/totp/confirm', 'post'>

export type OrderRow = Schema<'AdminOrderRow'>

/** One answer of a borrower's profile, labelled (choices by name, not code). */
export type ProfileField = Schema<'ProfileField'>

/** One underwriting rule's verdict on an application. */
export type RuleResult = Schema<'RuleResult'>

/** The underwriting rules (catalogue data; money in centavos). */
export type Underwriting = Schema<'Underwriting'>

export type UnderwritingVersion = Schema<'UnderwritingVersion'>

export type LedgerRow = Schema<'Entry'>

export type InstallmentRow = Schema<'AdminInstallment'>

export type OrderEvent = Schema<'OrderEvent'>

export type TransferRow = Schema<'AdminTransferRow'>

export type AuditEntry = Schema<'AdminAuditEntry'>

export type OrderDetail = AdminData<'/orders/{id}'>

export type BankFormItem = Schema<'BankingItem'>

/** Another borrower sharing something that should be one person's only. */
export type KycDuplicate = Schema<'Duplicate'>

export type KycStatus = 'submitted' | 'redo' | 'approved' | 'rejected'
export type KycRedo = '' | 'id_photo' | 'selfie' | 'both'

/** An identity submission in the queue (the photos are at /kyc/{id}/photo/id|selfie). */
export type KycRow = Schema<'KYCRow'>

export type KycQueue = AdminData<'/kyc'>

export type ComplaintRow = Schema<'AdminComplaint'> & Partial<Pick<Schema<'AdminComplaintListRow'>, 'name' | 'writtenOffDay'>>

export type Rules = Schema<'Rules'>

export type Product = Schema<'ProductView'>

/** One amount of a product as the borrower would be quoted it (catalogue preview). */
export type PreviewQuote = Schema<'PreviewQuote'>

/** The catalogue preview of a product: quotes at its smallest and largest amount, and why
 * the SEC cap guard would refuse to save it ('' when it can be saved). */
export type ProductPreview = AdminData<'/catalog/products/preview', 'post'>

export type DayCount = Schema<'DayCount'>

export type Dashboard = AdminData<'/dashboard'>

/** A four-eyes request (maker-checker). */
export type ApprovalRequest = Schema<'Request'>

/** One row of a keyset list call: the items under key of the call's data, e.g. ListRow<'/audit', 'entries'>. */
export type ListRow<P extends string, K extends keyof AdminData<P>> = NonNullable<AdminData<P>[K]> extends readonly (infer R)[] ? R : never
