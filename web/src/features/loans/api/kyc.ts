import { useQuery } from '@tanstack/react-query'
import { appClient, unwrap, type Envelope } from '@/lib/http'
import type { BorrowerData, Schema } from '@/lib/api/contract'

/** Where the borrower's identity check stands (docs/admin.md, Identity checks). */
export type KycState = 'none' | 'submitted' | 'approved' | 'redo' | 'rejected'
/** What the operator asked to be sent again. */
export type KycRedo = '' | 'id_photo' | 'selfie' | 'both'

/** An accepted Philippine ID; example is how its number looks. */
export type IdType = Schema<'IDType'>

/** The identity check as /v3/kyc/status (and submit) answer it; status is a KycState, redo a KycRedo. */
export type KycStatus = BorrowerData<'/v3/kyc/status'>

export const KYC_QUERY_KEY = ['loans', 'kyc'] as const

export function getKycStatus(): Promise<KycStatus> {
  return appClient.post<KycStatus>('/v3/kyc/status').then((r) => unwrap(r, '00'))
}

export function useKycStatus() {
  return useQuery({ queryKey: KYC_QUERY_KEY, queryFn: getKycStatus, staleTime: 0 })
}

export interface KycSubmission {
  idType: string
  idNumber: string
  /** Left out (null) only when the operator asked for the other photo again. */
  idPhoto: File | null
  selfie: File | null
}

/** Sends the ID as multipart (idType, idNumber, idPhoto, selfie); a failure toasts the server message. */
export function submitKyc(sub: KycSubmission): Promise<Envelope<KycStatus>> {
  const form = new FormData()
  form.append('idType', sub.idType)
  form.append('idNumber', sub.idNumber)
  if (sub.idPhoto) form.append('idPhoto', sub.idPhoto, sub.idPhoto.name || 'id.jpg')
  if (sub.selfie) form.append('selfie', sub.selfie, sub.selfie.name || 'selfie.jpg')
  return appClient.post<KycStatus>('/v3/kyc/submit', form, { loading: true, toastErrorsOf: '00' })
}

/** Which photos the form asks for: both, unless the operator asked for one of them again. */
export function photosAsked(status: Pick<KycStatus, 'status' | 'redo'>): { idPhoto: boolean; selfie: boolean } {
  if (status.status === 'redo' && status.redo === 'id_photo') return { idPhoto: true, selfie: false }
  if (status.status === 'redo' && status.redo === 'selfie') return { idPhoto: false, selfie: true }
  return { idPhoto: true, selfie: true }
}
