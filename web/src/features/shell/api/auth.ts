import { appClient, unwrap } from '@/lib/http'
import type { LoginResult, SmsCodeResult } from './types'
import type { BorrowerData } from '@/lib/api/contract'

export type CodeChannel = 'sms' | 'voice'

/** An image code typed for the landing captcha of sid (asked after a few codes from one address). */
export interface LoginCaptcha {
  sid: string
  capcode: string
}

/** The server's answers when a code needs an image code first. */
export const CAPTCHA_CODES = ['captcha_required', 'captcha_wrong']

/** POST /v3/login/sms-code: resolves the envelope so the page can show the server's message. */
export function requestLoginCode(phone: string, channel: CodeChannel, captcha?: LoginCaptcha) {
  return appClient.post<SmsCodeResult>('/v3/login/sms-code', { phone, channel, ...(captcha ?? {}) })
}

/** A new captcha session id (the landing's get-sid) for the login page's image code. */
export async function newCaptchaSid(): Promise<string> {
  return unwrap(await appClient.get<BorrowerData<'/api/v2/{provider}/promotion/get-sid', 'get'>>('/api/v2/pautang/promotion/get-sid', {})).sid
}

/** The captcha image of sid; a = timestamp defeats any cache. */
export function captchaImageUrl(sid: string): string {
  const base = import.meta.env.VITE_API_BASE || '/gw'
  return `${base}/api/v2/pautang/promotion/get-captcha?sid=${encodeURIComponent(sid)}&a=${Date.now()}`
}

export async function login(input: { phone: string; code: string; deviceId: string }): Promise<LoginResult> {
  return unwrap(await appClient.post<LoginResult>('/v3/login/login', input, { loading: true }))
}

export async function logout(): Promise<void> {
  await appClient.post('/v3/login/logout')
}
