import { liteRequest } from '@/lib/http/lite'

/** The promotion calls of spec section 7; {provider} is this product's name. */
const PROVIDER = 'pautang'
const promo = `/api/v2/${PROVIDER}/promotion`

export interface LandingTemplate {
  id: number
  name: string
  title: string
  subtitle: string
  banner: string
  background: string
  fontColor: string
  buttonColor: string
  buttonText: string
  appName: string
  appNames: string[]
  features: string[]
  downloadTitle: string
  downloadText: string
  downloadImage: string
  androidUrl: string
  iosUrl: string
  webUrl: string
  links_id: string
  down_id: string
  agreementTitle: string
}

export const getTemplate = (id: string) => liteRequest<LandingTemplate>('GET', `/api/v2/${PROVIDER}/service/channel/channel-template`, { templateId: id })
export const trackVisit = (q: Record<string, string>) => liteRequest('GET', `${promo}/track-visit`, q)
export const trackClick = (q: Record<string, string>) => liteRequest('GET', `${promo}/track-click`, q)
export const getSid = (id: string) => liteRequest<{ sid: string }>('GET', `${promo}/get-sid`, { id })
export const getSms = (body: Record<string, string>) => liteRequest<{ resendIn: number }>('POST', `${promo}/get-sms`, body)
export const register = (body: Record<string, string>) => liteRequest<{ userId: string; phone: string }>('POST', `${promo}/register`, body)

/** The captcha image URL; a = timestamp defeats any cache (spec section 7). */
export function captchaUrl(sid: string): string {
  const base = import.meta.env.VITE_API_BASE || '/gw'
  return `${base}${promo}/get-captcha?sid=${encodeURIComponent(sid)}&a=${Date.now()}`
}
