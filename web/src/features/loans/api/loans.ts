import { useQuery, type QueryFunctionContext } from '@tanstack/react-query'
import { firstFetch, paymentSensitive } from '@/lib/query/payment-refresh'
import { appClient, unwrap, type Envelope } from '@/lib/http'
import type { BorrowerData, Schema } from '@/lib/api/contract'
import type {
  Contract,
  ContractContent,
  ContractSection,
  ContractJump,
  LoanConfirm,
  LoanDetails,
  LoanMarket,
  LoginErrorDetail,
  ProductLink,
  ProfileInfo,
  PushResult,
  RecProduct,
} from './types'

/** The contract scene of a loan confirmation (spec section 9). */
export const CONTRACT_SCENE = 3
/** Event module ids (spec section 9). */
export const MODULE_BORROW_AGAIN = 30
export const MODULE_LOGIN_ERROR = 18
/** The score the order-details rating always sends (spec section 9). */
export const ORDER_SCORE = 5
/** The push answer that sends a first-time borrower to the application profile. */
export const PROFILE_INCOMPLETE = 'profile_incomplete'

/** Which API a confirmation page talks to: the /v3 calls or the old /api/v1/lend set. */
export type ConfirmApi = 'new' | 'old'

// ---- confirmation ----------------------------------------------------------

/** New calls rely on the success flag; old calls on status '00' and toast the server message otherwise. */
function read<T>(api: ConfirmApi, resp: Envelope<T>): T {
  return unwrap(resp, api === 'old' ? '00' : 'flag')
}

function opts(api: ConfirmApi) {
  return api === 'old' ? ({ loading: true, toastErrorsOf: '00' } as const) : ({ loading: true } as const)
}

export async function getLoanConfirm(api: ConfirmApi, productId: string, amount?: string): Promise<LoanConfirm> {
  const path = api === 'old' ? '/api/v1/lend/data' : '/v3/loan-confirm/loan-detail-confirm'
  return read(api, await appClient.post<LoanConfirm>(path, { productId, amount: amount || undefined }, opts(api)))
}

export async function getContracts(api: ConfirmApi, productId: string): Promise<Contract[]> {
  const path = api === 'old' ? '/api/v1/lend/contracts' : '/v3/contract/contract'
  const data = read(api, await appClient.post<Contract[] | null>(path, { productId, scene: CONTRACT_SCENE }, opts(api)))
  return Array.isArray(data) ? data : []
}

/** position is the contract's id from the list; amount stands in for the order that does not exist yet. */
export async function getContractJump(api: ConfirmApi, productId: string, position: number | string, amount?: number, orderId = ''): Promise<ContractJump> {
  const path = api === 'old' ? '/api/v1/lend/contract-jump' : '/v3/contract/contract-jump'
  return read(
    api,
    await appClient.post<ContractJump>(path, { productId, scene: CONTRACT_SCENE, position, orderId: orderId || undefined, amount }, opts(api)),
  )
}

export interface PushInput {
  amount: number
  periods: number
  termUnit: string
  productId: string
  /** 1: the agreement box was ticked (kept as the consent with the accepted contracts). */
  agreed?: number
  /** 1: the CIC notice's box was ticked (required: the server answers cic_notice_required without it). */
  cicNotice?: number
}

/** The raw envelope: the page decides between redirect, the profile flow and nothing. */
export function pushLoan(api: ConfirmApi, input: PushInput): Promise<Envelope<PushResult>> {
  const path = api === 'old' ? '/api/v1/lend/push' : '/v3/loan-confirm/loan-detail-push'
  return appClient.post<PushResult>(path, { ...input }, api === 'old' ? { loading: true } : { loading: true })
}

export async function getContractContent(contractId: string, productId: string, orderId: string, amount: string): Promise<ContractContent> {
  const c = unwrap(
    await appClient.post<BorrowerData<'/v3/contract/contract-content'>>('/v3/contract/contract-content', {
      contractId,
      productId: productId || undefined,
      orderId: orderId || undefined,
      amount: amount || undefined,
    }),
  )
  return { ...c, sections: (c.sections ?? []).map(section) }
}

/** A section of the contract as the page renders it: the contract's null lists as empty ones. */
function section(s: Schema<'Section'>): ContractSection {
  return {
    ...s,
    paragraphs: s.paragraphs ?? [],
    table: s.table ? { columns: s.table.columns ?? [], rows: (s.table.rows ?? []).map((r) => r ?? []) } : undefined,
  }
}

export function useLoanConfirm(api: ConfirmApi, productId: string, amount: string) {
  return useQuery({
    queryKey: ['loans', 'confirm', api, productId, amount],
    queryFn: () => getLoanConfirm(api, productId, amount),
    enabled: productId !== '',
    retry: false,
  })
}

export function useContracts(api: ConfirmApi, productId: string) {
  return useQuery({
    queryKey: ['loans', 'contracts', api, productId],
    queryFn: () => getContracts(api, productId),
    enabled: productId !== '',
    retry: false,
  })
}

export function useContractContent(contractId: string, productId: string, orderId: string, amount: string) {
  return useQuery({
    queryKey: ['loans', 'contract-content', contractId, productId, orderId, amount],
    queryFn: () => getContractContent(contractId, productId, orderId, amount),
    enabled: contractId !== '',
    retry: false,
  })
}

// ---- order details ---------------------------------------------------------

export async function getLoanDetails(productId: string, orderId: string, loading = true): Promise<LoanDetails> {
  return unwrap(await appClient.post<LoanDetails>('/v3/loan-details/loan-details', { productId, orderId }, { loading }))
}

/** The loan's detail: fetched again when a payment is booked and when the borrower comes back to the app. */
export function loanDetailsQuery(productId: string, orderId: string) {
  return {
    queryKey: ['loans', 'details', productId, orderId],
    queryFn: (ctx: QueryFunctionContext) => getLoanDetails(productId, orderId, firstFetch(ctx)),
    retry: false,
    ...paymentSensitive,
  } as const
}

export function useLoanDetails(productId: string, orderId: string) {
  return useQuery({ ...loanDetailsQuery(productId, orderId), enabled: orderId !== '' })
}

/** Records the borrower's rating of the order; the score sent is always 5 (spec section 9). */
export function sendOrderScore(orderId: string): Promise<Envelope<unknown>> {
  return appClient.post('/v3/loan-details/score', { orderId, score: ORDER_SCORE })
}

/** Tracking event: fire-and-forget, never blocks and never toasts, even on a network failure. */
export function saveEvent(productId: string | number, moduleId: number, positionId: string | number = 0): void {
  appClient.post('/service/event/save', { productId: String(productId), moduleId, positionId: String(positionId) }).catch(() => undefined)
}

// ---- joint-login failure and the loan market -------------------------------

export async function getLoginErrorDetail(orderId: string): Promise<LoginErrorDetail> {
  return unwrap(await appClient.post<LoginErrorDetail>('/v3/login-error/detail', { orderId: orderId || undefined }, { loading: true }))
}

export function useLoginErrorDetail(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['loans', 'login-error', orderId],
    queryFn: () => getLoginErrorDetail(orderId),
    enabled,
    retry: false,
  })
}

export async function getProductLink(productId: string | number): Promise<string> {
  const data = unwrap(await appClient.post<ProductLink>('/v3/login-error/product-link', { productId: String(productId) }, { loading: true }))
  return data?.link ?? ''
}

export async function getLoanMarket(): Promise<RecProduct[]> {
  const data = unwrap(await appClient.post<LoanMarket>('/v3/loan-market/list', {}, { loading: true }))
  return data?.recProducts ?? []
}

export function useLoanMarket(enabled = true) {
  return useQuery({ queryKey: ['loans', 'market'], queryFn: getLoanMarket, enabled, retry: false })
}

// ---- application profile ---------------------------------------------------

export async function getProfile(): Promise<ProfileInfo> {
  return unwrap(await appClient.post<ProfileInfo>('/v3/certify/info', {}, { loading: true }))
}

export function useProfile() {
  return useQuery({ queryKey: ['loans', 'profile'], queryFn: getProfile, retry: false })
}

/** Saves one group; answers the refreshed profile. The envelope is returned so the page can show the server's message. */
export function saveProfileGroup(group: string, fields: Record<string, string>): Promise<Envelope<ProfileInfo>> {
  return appClient.post<ProfileInfo>('/v3/certify/save', { ...fields, group }, { loading: true })
}
