import { afterEach, describe, expect, it } from 'vitest'
import { messages, messagesEn, t, type MessageKey } from '.'

afterEach(() => {
  window.history.replaceState({}, '', '/')
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
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
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

  it('switches to English with lang=en', () => {
    expect(t('selectPaymentBankCardFirst')).toBe('请先选择支付银行卡')
    window.history.replaceState({}, '', '/payway?lang=en')
    expect(t('selectPaymentBankCardFirst')).toBe('please select a payment bank card first')
  })
})
