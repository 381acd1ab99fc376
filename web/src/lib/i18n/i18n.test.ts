import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentLang, langOf, messages, messagesEn, messagesFil, t, type MessageKey } from '.'

afterEach(() => {
  window.history.replaceState({}, '', '/')
  vi.restoreAllMocks()
})

const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('the Filipino catalogue', () => {
  it('has every key of messages.ts, and no more, each with text', () => {
    expect(Object.keys(messagesFil).sort()).toEqual(Object.keys(messages).sort())
    for (const key of Object.keys(messages) as MessageKey[]) expect(messagesFil[key], key).toBeTruthy()
  })

  it('has the same placeholders', () => {
    for (const key of Object.keys(messages) as MessageKey[]) expect(names(messagesFil[key]), key).toEqual(names(messages[key]))
  })

  it('translates: no spec Chinese, and most texts differ from the English', () => {
    for (const [key, text] of Object.entries(messagesFil)) expect(text, key).not.toMatch(/[\u3400-\u9fff]/)
    const same = (Object.keys(messages) as MessageKey[]).filter((k) => messagesFil[k] === messagesEn[k] && /[a-z]{4,}/.test(messagesEn[k]))
    // Names, codes and words Filipino borrowers use as they are (E-wallet, Rollover, SMS code...).
    expect(same.length, same.join(', ')).toBeLessThan(40)
  })
})

describe('choosing the language', () => {
  const phone = (...langs: string[]) => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(langs)
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(langs[0] ?? '')
  }

  it('reads language tags', () => {
    expect(langOf('fil-PH')).toBe('fil')
    expect(langOf('tl')).toBe('fil')
    expect(langOf('en-US')).toBe('en')
    expect(langOf('spec')).toBe('spec')
    expect(langOf('es')).toBeUndefined()
  })

  it('the lang param first, then the phone, then English', () => {
    phone('fil-PH', 'en')
    expect(currentLang()).toBe('fil')
    expect(t('cancel')).toBe('Kanselahin')
    window.history.replaceState({}, '', '/main?lang=en')
    expect(currentLang()).toBe('en')
    window.history.replaceState({}, '', '/main?lang=spec')
    expect(t('selectPaymentBankCardFirst')).toBe('请先选择支付银行卡')
    window.history.replaceState({}, '', '/main')
    phone('es-ES', 'en-GB')
    expect(currentLang()).toBe('en')
    phone('zh-CN')
    expect(currentLang()).toBe('en')
    expect(t('selectPaymentBankCardFirst')).toBe('please select a payment bank card first')
  })
})

describe('catalogues', () => {
  it('every key of messages.ts exists in messages.en.ts, and no more', () => {
    expect(Object.keys(messagesEn).sort()).toEqual(Object.keys(messages).sort())
    for (const key of Object.keys(messages) as MessageKey[]) expect(messagesEn[key], key).toBeTruthy()
  })

  it('the English catalogue has no Chinese and none of the Spanish or Indonesian texts', () => {
    for (const [key, text] of Object.entries(messagesEn)) expect(text, key).not.toMatch(/[\u3400-\u9fff]/)
    expect(messagesEn.pleaseChoose).not.toBe(messages.pleaseChoose)
    expect(messagesEn.collectionComplaintNotSupported).not.toBe(messages.collectionComplaintNotSupported)
  })

  it("keeps the spec's texts exactly", () => {
    expect(messages.pleaseChoose).toBe('Silakan pilih')
    expect(messages.selectPaymentBankCardFirst).toBe('请先选择支付银行卡')
    expect(messages.enterCorrectVerificationCode).toBe('请输入正确的验证码')
    expect(messages.enterMobileCorrectly).toBe('请正确输入手机号')
    expect(messages.doNotResendVerificationCode).toBe('请勿重复发送验证码')
    expect(messages.rolloverRepayment).toBe('Rollover Repayment (Short of money?)')
    expect(messages.loading).toBe('loading...')
    expect(messages.networkError).toBe('error')
  })

  it('placeholders are the same in both catalogues', () => {
    for (const key of Object.keys(messages) as MessageKey[]) expect(names(messagesEn[key]), key).toEqual(names(messages[key]))
  })
})

describe('t', () => {
  it('fills placeholders', () => {
    expect(t('yourNextPaymentDateIs', { date: '2025-01-31' })).toBe('Your next payment date is 2025-01-31')
    expect(t('characterCounter', { count: 3, max: 200 })).toBe('3/200')
  })

  it('leaves unknown placeholders visible', () => {
    expect(t('yourNextPaymentDateIs')).toBe('Your next payment date is {date}')
  })

  it("English by default; the spec's texts with lang=spec", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US'])
    expect(t('selectPaymentBankCardFirst')).toBe('please select a payment bank card first')
    window.history.replaceState({}, '', '/payway?lang=spec')
    expect(t('selectPaymentBankCardFirst')).toBe('请先选择支付银行卡')
  })
})
