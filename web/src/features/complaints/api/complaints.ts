import { useQuery } from '@tanstack/react-query'
import type { BorrowerData, Schema } from '@/lib/api/contract'
import { appClient, bankClient, unwrap, type Envelope } from '@/lib/http'

// The answers' types come from the API contract (src/lib/api/contract.ts, docs/api-contract.md).

/** A complaint type or sub-type (spec section 3: {title, value}). */
export type TitleValue = Schema<'TitleValue'>

/** An order card of the complaint home. `status` is the text shown, `orderStatus` the code; isShow 1 when the order accepts a collection complaint. */
export type ComplaintOrder = Schema<'ComplaintOrderData'>

export type ProblemInit = BorrowerData<'/user-problem/problem-init'>

/** A complaint of the list; status is 'pending' or 'replied'. */
export type ComplaintListItem = Schema<'ComplaintListItem'>

export type ComplaintTab = Schema<'ComplaintTab'>

export type ComplaintDetail = BorrowerData<'/user-problem/problem-detail'>

export type ContactInfo = BorrowerData<'/v3/personal-center/contact-kf-info'>

/** The complaint calls use the bank/complaint client: code '0' is success, anything else toasts. */
async function checked<T>(promise: Promise<Envelope<T>>): Promise<T> {
  const resp = await promise
  return unwrap(resp, 'flag')
}

export function getProblemInit(orderId?: string): Promise<ProblemInit> {
  return checked(bankClient.post<ProblemInit>('/user-problem/problem-init', orderId ? { orderId } : {}))
}

export function useProblemInit(orderId?: string) {
  return useQuery({ queryKey: ['complaints', 'init', orderId ?? ''], queryFn: () => getProblemInit(orderId) })
}

export function getProblemList(): Promise<ComplaintTab[]> {
  return checked(bankClient.post<BorrowerData<'/user-problem/problem-list'>>('/user-problem/problem-list')).then((d) => d?.tabs ?? [])
}

export function useProblemList() {
  return useQuery({ queryKey: ['complaints', 'list'], queryFn: getProblemList, staleTime: 0 })
}

export function getProblemDetail(problemId: string): Promise<ComplaintDetail> {
  return checked(bankClient.post<ComplaintDetail>('/user-problem/problem-detail', { problemId }))
}

export function useProblemDetail(problemId: string) {
  return useQuery({
    queryKey: ['complaints', 'detail', problemId],
    queryFn: () => getProblemDetail(problemId),
    enabled: problemId !== '',
    staleTime: 0,
  })
}

export interface ProblemSubmission {
  problemType: string
  problemSonType: string
  problemDetail: string
  /** Comma-joined image URLs, '' when none (spec section 3). */
  problemImage: string
  orderNo: string
}

/** Files the complaint; resolves the envelope (success false after the server message was toasted). */
export function saveProblem(sub: ProblemSubmission) {
  return bankClient.post<BorrowerData<'/user-problem/problem-save'>>('/user-problem/problem-save', { ...sub }, { loading: true })
}

/** Uploads one evidence image (multipart field problemImage); '00' is success, failures toast the server message. */
export async function uploadProblemImage(file: File): Promise<string> {
  const form = new FormData()
  form.append('problemImage', file, file.name)
  const resp = await appClient.post<BorrowerData<'/user-problem/upload-problem-img'>>('/user-problem/upload-problem-img', form, { toastErrorsOf: '00' })
  return unwrap(resp, '00').url
}

/** Saves the rating; '00' is success, a failure toasts the server message and resolves false. */
export async function saveScore(problemId: string, score: number): Promise<boolean> {
  const resp = await appClient.post('/user-problem/save-score', { problemId, score }, { toastErrorsOf: '00', loading: true })
  return resp.code === '00'
}

export function getContactInfo(): Promise<ContactInfo> {
  // The spec's payload carries an overall value of 30.
  return appClient.post<ContactInfo>('/v3/personal-center/contact-kf-info', { overall: 30 }).then((r) => unwrap(r, '00'))
}

export function useContactInfo() {
  return useQuery({ queryKey: ['complaints', 'contact'], queryFn: getContactInfo, staleTime: 5 * 60_000 })
}
