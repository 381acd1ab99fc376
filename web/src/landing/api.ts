import { liteRequest } from '@/lib/http/lite'
import type { BorrowerData } from '@/lib/api/contract'

/** The promotion calls of spec section 7; {provider} is this product's name. */
const PROVIDER = 'pautang'
const promo = `/api/v2/${PROVIDER}/promotion`

/** A landing template as the channel-template call answers it. */
export type LandingTemplate = BorrowerData<'/api/v2/{provider}/service/channel/channel-template', 'get'>
type Promo = '/api/v2/{provider}/promotion'

export const getTemplate = (id: string) => liteRequest<LandingTemplate>('GET', `/api/v2/${PROVIDER}/service/channel/channel-template`, { templateId: id })
export const trackVisit = (q: Record<string, string>) => liteRequest('GET', `${promo}/track-visit`, q)
export const trackClick = (q: Record<string, string>) => liteRequest('GET', `${promo}/track-click`, q)
export const getSid = (id: string) => liteRequest<BorrowerData<`${Promo}/get-sid`, 'get'>>('GET', `${promo}/get-sid`, { id })
export const getSms = (body: Record<string, string>) => liteRequest<BorrowerData<`${Promo}/get-sms`>>('POST', `${promo}/get-sms`, body)
export const register = (body: Record<string, string>) => liteRequest<BorrowerData<`${Promo}/register`>>('POST', `${promo}/register`, body)

/** The captcha image URL; a = timestamp defeats any cache (spec section 7). */
export function captchaUrl(sid: string): string {
  const base = import.meta.env.VITE_API_BASE || '/gw'
  return `${base}${promo}/get-captcha?sid=${encodeURIComponent(sid)}&a=${Date.now()}`
}
