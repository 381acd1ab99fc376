import { useQuery } from '@tanstack/react-query'
import type { BorrowerData } from '@/lib/api/contract'
import { apiBase, appClient, unwrap } from '@/lib/http'
import { commonQuery } from '@/lib/params'

/** The borrower's privacy page: where each consent stands and their requests with the 30-day clock. */
export type PrivacyPage = BorrowerData<'/pautang/privacy'>
export type PrivacyRequest = BorrowerData<'/pautang/privacy-request'>

export async function getPrivacy(): Promise<PrivacyPage> {
  return unwrap(await appClient.post<PrivacyPage>('/pautang/privacy'))
}

export function usePrivacy() {
  return useQuery({ queryKey: ['shell', 'privacy'], queryFn: getPrivacy })
}

export interface PrivacyRequestInput {
  kind: 'access' | 'correction' | 'erasure'
  field?: 'fullName' | 'birthDate' | 'other'
  value?: string
  detail?: string
}

/** Resolves the envelope: a refusal (a request already open, an open loan) shows the server's message. */
export function sendPrivacyRequest(input: PrivacyRequestInput) {
  return appClient.post<PrivacyRequest>('/pautang/privacy-request', { ...input }, { loading: true })
}

/** The copy an access request delivers, as a download (a GET with the common params: the session). */
export function privacyCopyHref(requestId: number, format: 'json' | 'pdf'): string {
  const q = new URLSearchParams({ ...commonQuery(), requestId: String(requestId), format })
  return `${apiBase()}/pautang/privacy-copy?${q.toString()}`
}
