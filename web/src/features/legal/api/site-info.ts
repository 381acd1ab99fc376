import { useQuery } from '@tanstack/react-query'
import { appClient, unwrap } from '@/lib/http'
import type { BorrowerData } from '@/lib/api/contract'

/** The company block the server configures (PAUTANG_* settings): one source for every legal page. */
export type SiteInfo = Pick<
  BorrowerData<'/api/v2/{provider}/promotion/site-info', 'get'>,
  'companyName' | 'email' | 'phone' | 'address' | 'secRegNo' | 'secCertAuthNo'
>

/** What the pages show until (or if never) the server answers: the text stays readable. */
export const SITE_INFO_FALLBACK: SiteInfo = {
  companyName: 'Pautang Lending Corporation',
  email: '',
  phone: '',
  address: '',
  secRegNo: '',
  secCertAuthNo: '',
}

export async function getSiteInfo(): Promise<SiteInfo> {
  const data = unwrap(await appClient.get<Partial<SiteInfo>>('/api/v2/pautang/promotion/site-info'), '0')
  return { ...SITE_INFO_FALLBACK, ...data }
}

export function useSiteInfo() {
  return useQuery({ queryKey: ['legal', 'site-info'], queryFn: getSiteInfo, staleTime: 10 * 60_000, retry: false })
}
