import { afterEach, describe, expect, it } from 'vitest'
import { currencySign, displayDate, displayDateTime, formatCents, formatDate, formatDateTime, formatPeso, formatThousands, getCookie, isMessagingInAppBrowser, setCookie } from '.'

describe('money', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123450, '1,234.50'],
    [100000000, '1,000,000.00'],
    [-250, '-2.50'],
    ['99999999999999999', '999,999,999,999,999.99'],
    [null, '0.00'],
  ])('formatCents(%s) = %s', (cents, want) => {
    expect(formatCents(cents as number)).toBe(want)
  })

  it('formatPeso adds the peso sign', () => {
    expect(formatPeso(123450)).toBe('₱1,234.50')
    expect(formatPeso(-100)).toBe('-₱1.00')
  })

  it('uses the rupee sign for region IN', () => {
    expect(currencySign('IN')).toBe('₹')
    expect(currencySign('PH')).toBe('₱')
    expect(currencySign(undefined)).toBe('₱')
  })

  it('formatThousands uses a dot (the spec helper)', () => {
    expect(formatThousands(1234567)).toBe('1.234.567')
    expect(formatThousands(999)).toBe('999')
    expect(formatThousands('-1000')).toBe('-1.000')
    expect(formatThousands('x')).toBe('0')
  })
})

describe('borrower date display', () => {
  it.each([
    ['2026-12-14', 'en', 'Dec 14, 2026'],
    ['2026-12-14', 'fil', 'Dis 14, 2026'],
    ['2027-01-05', 'fil', 'Ene 5, 2027'],
    ['2026-08-01', 'fil', 'Ago 1, 2026'],
    ['2026-12-14', 'spec', '2026-12-14'],
    ['', 'fil', ''],
    [null, 'en', ''],
    ['Dis 14, 2026', 'fil', 'Dis 14, 2026'],
  ] as const)('displayDate(%s, %s) = %s', (value, lang, want) => {
    expect(displayDate(value, lang)).toBe(want)
  })

  it('shows date-times with hours and minutes, the spec form under lang=spec', () => {
    expect(displayDateTime('2026-11-26 08:05:09', 'en')).toBe('Nov 26, 2026 08:05')
    expect(displayDateTime('2026-11-26 08:05:09', 'fil')).toBe('Nob 26, 2026 08:05')
    expect(displayDateTime('2026-11-26 08:05:09', 'spec')).toBe('2026-11-26 08:05:09')
  })

  it('follows the lang common param by default', () => {
    window.history.replaceState(null, '', '/x?lang=fil')
    expect(displayDate('2026-03-01')).toBe('Mar 1, 2026')
    expect(displayDate('2026-06-01')).toBe('Hun 1, 2026')
    window.history.replaceState(null, '', '/x?lang=en')
    expect(displayDate('2026-06-01')).toBe('Jun 1, 2026')
    window.history.replaceState(null, '', '/x')
  })
})

describe('dates', () => {
  it('formats dates and date-times', () => {
    expect(formatDate('2025-03-09T10:11:12')).toBe('2025-03-09')
    expect(formatDateTime('2025-03-09T10:11:12')).toBe('2025-03-09 10:11:12')
    expect(formatDate(new Date(2024, 0, 31))).toBe('2024-01-31')
  })

  it('reads Unix seconds and milliseconds', () => {
    const d = new Date(2024, 5, 1, 8, 0, 0)
    expect(formatDateTime(d.getTime())).toBe('2024-06-01 08:00:00')
    expect(formatDateTime(Math.floor(d.getTime() / 1000))).toBe('2024-06-01 08:00:00')
  })

  it('returns an empty string for empty or invalid input', () => {
    expect(formatDate('')).toBe('')
    expect(formatDate(null)).toBe('')
    expect(formatDate('not a date')).toBe('')
  })
})

describe('setCookie', () => {
  afterEach(() => {
    document.cookie = 'pt_test=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
  })

  it('sets a cookie that lasts to the end of year 9999', () => {
    const writes: string[] = []
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document),
      set: (v: string) => {
        writes.push(v)
        descriptor.set!.call(document, v)
      },
    })
    setCookie('pt_test', 'a b')
    delete (document as unknown as Record<string, unknown>).cookie
    expect(writes[0]).toContain('expires=Fri, 31 Dec 9999 23:59:59 GMT')
    expect(getCookie('pt_test')).toBe('a b')
  })
})

describe('isMessagingInAppBrowser', () => {
  it.each([
    ['Mozilla/5.0 (iPhone) [FBAN/MessengerForiOS;FBAV/400.0]', true],
    ['Mozilla/5.0 (Linux; Android 13) [FB_IAB/FB4A;FBAV/420.0.0]', true],
    ['Mozilla/5.0 (Linux; Android 12) Line/13.1.0', true],
    ['WhatsApp/2.23 A', true],
    ['Mozilla/5.0 (iPhone) Instagram 300.0', true],
    ['Mozilla/5.0 (Linux; Android 11) Viber/20.1', true],
    ['Mozilla/5.0 (Linux; Android 14) Chrome/124.0 Mobile Safari/537.36', false],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Version/17.0 Mobile Safari/604.1', false],
  ])('%s -> %s', (ua, want) => {
    expect(isMessagingInAppBrowser(ua)).toBe(want)
  })
})
