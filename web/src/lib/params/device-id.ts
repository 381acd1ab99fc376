import { getCommonParam, saveSession } from './common'

/** The host app normally supplies deviceId; in a plain browser the shell makes one up once. */
export function ensureDeviceId(): string {
  const existing = getCommonParam('deviceId')
  if (existing) return existing
  const id =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? `web-${crypto.randomUUID()}`
      : `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
  saveSession({ deviceId: id })
  return id
}
