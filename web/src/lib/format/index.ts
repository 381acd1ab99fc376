import dayjs from 'dayjs'

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
