import { appClient, unwrap } from '@/lib/http'
import type { LoginResult, SmsCodeResult } from './types'

export type CodeChannel = 'sms' | 'voice'

/** POST /v3/login/sms-code: resolves the envelope so the page can show the server's message. */
export function requestLoginCode(phone: string, channel: CodeChannel) {
  return appClient.post<SmsCodeResult>('/v3/login/sms-code', { phone, channel })
}

export async function login(input: { phone: string; code: string; deviceId: string }): Promise<LoginResult> {
  return unwrap(await appClient.post<LoginResult>('/v3/login/login', input, { loading: true }))
}

export async function logout(): Promise<void> {
  await appClient.post('/v3/login/logout')
}
