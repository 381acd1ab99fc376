import dayjs from 'dayjs'
import { currentLang, type Lang } from '../i18n/lang'

export { currencySign, formatCents, formatPeso, formatThousands } from './money'

type DateInput = string | number | Date | null | undefined

/** YYYY-MM-DD; '' for empty or invalid input. Numbers below 1e12 are taken as Unix seconds. */
export function formatDate(value: DateInput): string {
  return format(value, 'YYYY-MM-DD')
}

/** YYYY-MM-DD HH:mm:ss. */
export function formatDateTime(value: DateInput): string {
  return format(value, 'YYYY-MM-DD HH:mm:ss')
}

function format(value: DateInput, pattern: string): string {
  if (value === null || value === undefined || value === '') return ''
  const input = typeof value === 'number' && value < 1e12 ? value * 1000 : value
  const d = dayjs(input)
  return d.isValid() ? d.format(pattern) : ''
}

/** Month abbreviations of the borrower's date display (the server writes the same: internal/i18n). */
const MONTHS: Record<Exclude<Lang, 'spec'>, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fil: ['Ene', 'Peb', 'Mar', 'Abr', 'May', 'Hun', 'Hul', 'Ago', 'Set', 'Okt', 'Nob', 'Dis'],
}

/**
 * A day as a borrower reads it: "Dec 14, 2026" in English, "Dis 14, 2026" in Filipino, and the
 * spec's YYYY-MM-DD under lang=spec. '' for empty input; a text that is not a date is returned
 * as it is (a server text already written for display).
 */
export function displayDate(value: DateInput, lang: Lang = currentLang()): string {
  if (value === null || value === undefined || value === '') return ''
  const day = formatDate(value)
  if (!day) return typeof value === 'string' ? value : ''
  if (lang === 'spec') return day
  const [y, m, d] = day.split('-').map(Number)
  return `${MONTHS[lang][m - 1]} ${d}, ${y}`
}

/** A moment as a borrower reads it: the displayDate day and HH:mm (spec: YYYY-MM-DD HH:mm:ss). */
export function displayDateTime(value: DateInput, lang: Lang = currentLang()): string {
  if (value === null || value === undefined || value === '') return ''
  const full = formatDateTime(value)
  if (!full) return typeof value === 'string' ? value : ''
  if (lang === 'spec') return full
  return `${displayDate(value, lang)} ${full.slice(11, 16)}`
}

/** A cookie that never expires in practice: the end of year 9999 (spec section 9). */
export function setCookie(name: string, value: string): void {
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/; SameSite=Lax`
}

/** Reads a cookie set by setCookie; '' when absent. */
export function getCookie(name: string): string {
  const prefix = `${encodeURIComponent(name)}=`
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix))
  return found ? decodeURIComponent(found.slice(prefix.length)) : ''
}

/** True inside the in-app browser of a messaging app (Messenger, Facebook, Line, WhatsApp, Instagram, Viber). */
export function isMessagingInAppBrowser(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /FBAN|FBAV|FB_IAB|MessengerForiOS|\bLine\/|WhatsApp|Instagram|Viber/i.test(userAgent)
}
