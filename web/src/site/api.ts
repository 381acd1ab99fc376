import { liteRequest } from '@/lib/http/lite'
import type { BorrowerData } from '@/lib/api/contract'

/** The company block of the footer and the legal pages (server configuration). */
export type SiteInfo = BorrowerData<'/api/v2/{provider}/promotion/site-info', 'get'>

/** Defaults shown until (or if) the server answers; the server's configuration wins. */
export const fallbackSiteInfo: SiteInfo = {
  companyName: 'Pautang Lending Corporation',
  email: 'support@pautang.ph',
  phone: '+63 917 800 1234',
  address: 'Makati City, Metro Manila',
  secRegNo: '',
  secCertAuthNo: '',
  privacyUrl: '/privacyPolicy',
  region: 'PH',
}

export async function fetchSiteInfo(): Promise<SiteInfo> {
  const resp = await liteRequest<SiteInfo>('GET', '/api/v2/pautang/promotion/site-info')
  return resp.code === '0' && resp.data ? { ...fallbackSiteInfo, ...resp.data } : fallbackSiteInfo
}
