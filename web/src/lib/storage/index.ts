/**
 * Typed localStorage: one place lists every key the app stores, with its shape.
 */
import type { Schema } from '@/lib/api/contract'

/** A group of pay-code instructions as the server sends it (lists may be null). */
export type PayNoticeGroup = Schema<'NoticeGroup'>

/** The repayment info the repayment page saves for /repaymentOfCode2 (spec section 3). */
export interface RepaymentInfo {
  defDetail?: Partial<Pick<Schema<'DefDetail'>, 'payCode' | 'logo' | 'title' | 'payNotice'>>
  repayAmount?: number
  delayInfo?: Partial<Pick<Schema<'DelayInfo'>, 'delayAmount' | 'title'>>
  isDelay?: boolean
}

export interface StoredValues {
  /** Repayment info handed from /repayment or /repayDelay to /repaymentOfCode(2). */
  'pautang.repaymentInfo': RepaymentInfo
  /** The order chosen on the complaint home, kept for the complaint form. */
  'pautang.orderNo': string
  /** The complaint draft; cleared after a successful submit. */
  'pautang.complaintDraft': { problemType?: string; problemSonType?: string; problemDetail?: string; images?: string[] }
  /** The last phone number used to log in (prefills /login). */
  'pautang.lastPhone': string
}

export type StorageKey = keyof StoredValues

export const STORAGE_KEYS = {
  repaymentInfo: 'pautang.repaymentInfo',
  orderNo: 'pautang.orderNo',
  complaintDraft: 'pautang.complaintDraft',
  lastPhone: 'pautang.lastPhone',
} as const satisfies Record<string, StorageKey>

function store(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

export function getItem<K extends StorageKey>(key: K): StoredValues[K] | undefined {
  const raw = store()?.getItem(key)
  if (raw === null || raw === undefined) return undefined
  try {
    return JSON.parse(raw) as StoredValues[K]
  } catch {
    return undefined
  }
}

export function setItem<K extends StorageKey>(key: K, value: StoredValues[K]): void {
  try {
    store()?.setItem(key, JSON.stringify(value))
  } catch {
    // Private mode or a full quota: the app keeps working, it just forgets.
  }
}

export function removeItem(key: StorageKey): void {
  store()?.removeItem(key)
}
