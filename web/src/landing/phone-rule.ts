/**
 * The landing's phone rule, a region setting (VITE_PHONE_RULE; the server's twin is
 * PAUTANG_PHONE_RULE). 'spec' is spec section 5 verbatim: 11 digits, 1 then 3-9 (a Chinese
 * mobile pattern). 'ph' is the Philippine preset, 09 then 9 digits: the number /login
 * takes, so a registered visitor can log in. Default 'ph' (docs/promotion.md).
 */
export type PhoneRuleName = 'spec' | 'ph'

export const PHONE_RULES: Record<PhoneRuleName, RegExp> = {
  spec: /^1[3-9]\d{9}$/,
  ph: /^09\d{9}$/,
}

/** Spec section 9 limits: phone 11, image captcha 4, SMS code 6. */
export const PHONE_MAX = 11
export const CAPTCHA_LENGTH = 4
export const SMS_CODE_LENGTH = 6
/** Spec section 9: the SMS countdown. */
export const SMS_COUNTDOWN_S = 60

export function phoneRuleName(value: string | undefined = import.meta.env.VITE_PHONE_RULE): PhoneRuleName {
  return value === 'spec' ? 'spec' : 'ph'
}

export function isValidPhone(phone: string, rule: PhoneRuleName = phoneRuleName()): boolean {
  return PHONE_RULES[rule].test(phone)
}
