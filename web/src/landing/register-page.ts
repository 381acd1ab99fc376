import { h, toast } from '@/lib/dom'
import { t } from '@/lib/i18n'
import { captchaUrl, getSid, getSms, register, trackClick, trackVisit, type LandingTemplate } from './api'
import { CAPTCHA_LENGTH, PHONE_MAX, SMS_CODE_LENGTH, SMS_COUNTDOWN_S, isValidPhone, phoneRuleName } from './phone-rule'
import { ROUTES, go } from './route'

/** The tracking fields every promotion call carries, from the campaign link. */
export function trackingOf(params: URLSearchParams) {
  return { user_from: params.get('user_from') ?? '', utm_tag: params.get('utm_tag') ?? '', app_from: params.get('app_from') ?? '' }
}

function clientType(): string {
  const ua = navigator.userAgent
  if (/android/i.test(ua)) return 'android'
  if (/iphone|ipad|ipod/i.test(ua)) return 'ios'
  return 'h5'
}

/** Where the download page reads its links: links_id when the template names one, else down_id. */
export function downloadParams(tpl: LandingTemplate): Record<string, string> {
  return tpl.links_id ? { links_id: tpl.links_id } : { down_id: tpl.down_id || String(tpl.id) }
}

function field(label: string, input: HTMLInputElement, extra?: HTMLElement): HTMLElement {
  return h('label', { class: 'lp-field' }, h('span', { class: 'lp-label' }, label), h('span', { class: 'lp-control' }, input, extra ?? null))
}

/**
 * The registration form of spec sections 4, 5 and 8: template, visit tracking, sid and
 * captcha on entry; SMS with a 60 s countdown; register; download page on success or when
 * the number is already registered.
 */
export function registerPage(tpl: LandingTemplate, params: URLSearchParams): HTMLElement {
  const id = String(tpl.id)
  const tracking = trackingOf(params)
  const rule = phoneRuleName()
  let sid = ''
  let countdown = 0
  let timer = 0
  let busy = false

  const phone = h('input', { name: 'phone', type: 'tel', inputMode: 'numeric', autocomplete: 'tel', maxLength: PHONE_MAX, placeholder: t(rule === 'spec' ? 'landingPhonePlaceholderSpec' : 'landingPhonePlaceholderPh') })
  const capcode = h('input', { name: 'capcode', type: 'text', autocomplete: 'off', autocapitalize: 'characters', spellcheck: false, maxLength: CAPTCHA_LENGTH, placeholder: t('landingCaptchaPlaceholder') })
  const smsCode = h('input', { name: 'smsCode', type: 'text', inputMode: 'numeric', autocomplete: 'one-time-code', maxLength: SMS_CODE_LENGTH, placeholder: t('landingSmsPlaceholder') })
  const captchaImg = h('img', { class: 'lp-captcha-img', alt: t('landingCaptchaImage'), width: 100, height: 40 })
  const captchaBtn = h('button', { class: 'lp-captcha', type: 'button', 'aria-label': t('landingCaptchaImage') }, captchaImg)
  const smsBtn = h('button', { class: 'lp-sms-btn', type: 'button' }, t('landingGetCode'))
  const submit = h('button', { class: 'lp-submit', type: 'submit', style: { background: tpl.buttonColor } }, tpl.buttonText)

  const phoneValue = () => phone.value.trim()
  const loadCaptcha = () => {
    if (sid) captchaImg.src = captchaUrl(sid)
    capcode.value = ''
  }
  const toDownload = () => go(ROUTES.download, downloadParams(tpl))
  const tickLabel = () => {
    smsBtn.textContent = countdown > 0 ? t('landingResendIn', { seconds: countdown }) : t('landingGetCode')
    smsBtn.classList.toggle('is-counting', countdown > 0)
  }
  const startCountdown = () => {
    countdown = SMS_COUNTDOWN_S
    tickLabel()
    window.clearInterval(timer)
    timer = window.setInterval(() => {
      countdown -= 1
      if (countdown <= 0 || !smsBtn.isConnected) window.clearInterval(timer)
      tickLabel()
    }, 1000)
  }
  // Digits only in the phone and SMS fields: what the limits count.
  for (const input of [phone, smsCode]) input.addEventListener('input', () => (input.value = input.value.replace(/\D/g, '')))

  captchaBtn.addEventListener('click', () => {
    if (!isValidPhone(phoneValue(), rule)) return toast(t('enterMobileCorrectly'))
    loadCaptcha()
  })

  smsBtn.addEventListener('click', async () => {
    if (!isValidPhone(phoneValue(), rule)) return toast(t('enterMobileCorrectly'))
    if (countdown > 0) return toast(t('doNotResendVerificationCode'))
    if (capcode.value.trim().length !== CAPTCHA_LENGTH) return toast(t('enterImageCaptcha'))
    if (busy) return
    busy = true
    const resp = await getSms({ phone: phoneValue(), capcode: capcode.value.trim(), sid, deviceId: sid, appName: tpl.appName, ...tracking })
    busy = false
    if (resp.code === '0') {
      startCountdown()
      toast(t('landingCodeSent'), 'success')
      smsCode.focus()
    } else if (resp.code === '101') {
      loadCaptcha()
      toast(resp.message)
    } else if (resp.code === '11') {
      toast(t('alreadyRegistered'))
      toDownload()
    } else toast(resp.message || t('networkError'))
  })

  const form = h(
    'form',
    { class: 'lp-card', noValidate: true },
    field(t('landingPhoneLabel'), phone),
    field(t('landingCaptchaLabel'), capcode, captchaBtn),
    field(t('landingSmsLabel'), smsCode, smsBtn),
    submit,
    h('p', { class: 'lp-agree' }, `${t('landingAgreementPrefix')} `, h('a', { href: `#${ROUTES.agreement}?id=${encodeURIComponent(id)}` }, tpl.agreementTitle)),
    h('p', { class: 'lp-secure' }, h('img', { src: '/landing/shield.svg', alt: '', width: 18, height: 18 }), t('landingSecure')),
  )
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    if (!isValidPhone(phoneValue(), rule)) return toast(t('enterMobileCorrectly'))
    if (capcode.value.trim().length !== CAPTCHA_LENGTH) return toast(t('enterImageCaptcha'))
    if (smsCode.value.trim().length !== SMS_CODE_LENGTH) return toast(t('enterSmsCode'))
    if (busy) return
    busy = true
    void trackClick({ phone: phoneValue(), page_id: id, sid, ...tracking })
    const resp = await register({
      phone: phoneValue(), capcode: capcode.value.trim(), sid, deviceId: sid, appName: tpl.appName, merchantNumber: '0', userName: phoneValue(),
      smsCode: smsCode.value.trim(), invite_code: params.get('invite_code') ?? '', id, ...tracking,
    })
    busy = false
    if (resp.code === '0') {
      toast(t('registrationSuccessful'), 'success')
      toDownload()
    } else if (resp.code === '11') {
      toast(t('alreadyRegistered'))
      toDownload()
    } else if (resp.code === '-1') {
      loadCaptcha()
      toast(resp.message)
    } else toast(resp.message || t('networkError'))
  })

  // Entry: track the visit, then a sid and its first captcha.
  void trackVisit({ page_id: id, client_type: clientType(), page_type: '1', ...tracking })
  void getSid(id).then((resp) => {
    if (resp.code === '0' && resp.data?.sid) {
      sid = resp.data.sid
      loadCaptcha()
    } else toast(resp.message || t('landingLoadFailed'))
  })

  return h(
    'div',
    { class: 'lp-register' },
    h('section', { class: 'lp-hero' }, h('h1', null, tpl.title), h('p', null, tpl.subtitle), h('img', { class: 'lp-banner', src: tpl.banner, alt: '', width: 720, height: 400, fetchPriority: 'high' })),
    form,
    h('ul', { class: 'lp-features' }, (tpl.features ?? []).map((f) => h('li', null, f))),
  )
}
