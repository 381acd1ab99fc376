import { useMutation } from '@tanstack/react-query'
import { Button, Input } from 'antd-mobile'
import { useState, useSyncExternalStore, type FormEvent } from 'react'
import { ApiError, NETWORK_ERROR_CODE, isOk } from '@/lib/http'
import { showToast } from '@/lib/feedback'
import { t } from '@/lib/i18n'
import { NEXT_PARAM, ensureDeviceId, parseNext, saveSession, useNav } from '@/lib/params'
import { getItem, setItem, STORAGE_KEYS } from '@/lib/storage'
import { buildConfig } from '@/lib/theme/config'
import { CAPTCHA_CODES, captchaImageUrl, login, newCaptchaSid, requestLoginCode, type CodeChannel } from '../api/auth'
import { useCountdown } from '../hooks/use-countdown'
import './login.css'

/** Philippine mobile numbers: 09 followed by 9 digits. */
export const PH_MOBILE = /^09\d{9}$/
const CODE_LENGTH = 6
const DEFAULT_RESEND_SECONDS = 60

function showDevHint(): boolean {
  return import.meta.env.DEV || ['localhost', '127.0.0.1'].includes(window.location.hostname)
}

const noChanges = () => () => {}

/**
 * showDevHint() for rendering: false in the page's first render, which the build prerenders
 * without a host (src/app/prerender.tsx) and the browser hydrates, then the host's answer.
 */
function useDevHint(): boolean {
  return useSyncExternalStore(noChanges, showDevHint, () => false)
}

export default function LoginPage() {
  const nav = useNav()
  const devHint = useDevHint()
  const [phone, setPhone] = useState(() => getItem(STORAGE_KEYS.lastPhone) ?? '')
  const [code, setCode] = useState('')
  const [sending, setSending] = useState(false)
  // The image code the server asks for after a few codes from one address: its sid, picture
  // and what the borrower typed. Each picture is good for one code.
  const [captcha, setCaptcha] = useState<{ sid: string; url: string } | null>(null)
  const [capcode, setCapcode] = useState('')
  const countdown = useCountdown()
  const loginMutation = useMutation({ mutationFn: login })

  const newCaptcha = async (sid?: string) => {
    const id = sid ?? (await newCaptchaSid())
    setCaptcha({ sid: id, url: captchaImageUrl(id) })
    setCapcode('')
  }

  const sendCode = async (channel: CodeChannel) => {
    if (!PH_MOBILE.test(phone)) return showToast(t('invalidPhilippineMobile'))
    if (countdown.running || sending) return
    if (captcha && capcode.trim() === '') return showToast(t('captchaMissing'))
    setSending(true)
    try {
      const resp = captcha ? await requestLoginCode(phone, channel, { sid: captcha.sid, capcode: capcode.trim() }) : await requestLoginCode(phone, channel)
      if (isOk(resp, 'flag')) {
        countdown.start(resp.data?.resendIn || DEFAULT_RESEND_SECONDS)
        showToast(channel === 'voice' ? t('codeSentByVoice') : t('codeSentBySms', { phone }))
        if (captcha) await newCaptcha(captcha.sid) // spent: the next code needs a new picture
      } else if (CAPTCHA_CODES.includes(resp.code)) {
        await newCaptcha(captcha?.sid)
        showToast(resp.message || t('captchaMissing'))
      } else {
        showToast(resp.message || t('networkError'))
      }
    } catch {
      // The client already showed the network error.
    } finally {
      setSending(false)
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!PH_MOBILE.test(phone)) return showToast(t('invalidPhilippineMobile'))
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) return showToast(t('invalidLoginCode'))
    try {
      const deviceId = ensureDeviceId()
      const session = await loginMutation.mutateAsync({ phone, code, deviceId })
      const fresh = {
        sessionId: session.sessionId,
        userId: String(session.userId),
        mobile: session.mobile,
        merchantNumber: String(session.merchantNumber ?? ''),
        deviceId: session.deviceId || deviceId,
      }
      saveSession(fresh)
      setItem(STORAGE_KEYS.lastPhone, phone)
      // The page the borrower came for (a reminder's loan, the page the session ended on), else
      // home; the new session's params replace any old ones in the address.
      const target = parseNext(new URLSearchParams(window.location.search).get(NEXT_PARAM))
      const pageParams = { orderId: null, productId: null, reason: null, [NEXT_PARAM]: null }
      nav.go(target?.path ?? '/main', { ...pageParams, ...target?.params, ...fresh }, { replace: true })
    } catch (error) {
      if (error instanceof ApiError && error.code !== NETWORK_ERROR_CODE) showToast(error.message)
    }
  }

  return (
    <div className="pt-login">
      <div className="pt-login__hero">
        <div className="pt-login__logo" aria-hidden="true">
          <svg viewBox="0 0 48 48" width="40" height="40">
            <rect width="48" height="48" rx="12" fill="#fff" />
            <path d="M16 34V14h9a7 7 0 010 14h-9" fill="none" stroke="#148050" strokeWidth="4.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>{buildConfig.appName}</span>
        </div>
        <h1 className="pt-login__title">{t('loginTitle')}</h1>
        <p className="pt-login__subtitle">{t('loginSubtitle')}</p>
      </div>

      <form className="pt-login__card pt-card" onSubmit={submit} noValidate>
        <label className="pt-login__label" htmlFor="login-phone">
          {t('mobileNumber')}
        </label>
        <div className="pt-login__field">
          <Input
            id="login-phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
            placeholder={t('mobilePlaceholder')}
            value={phone}
            onChange={(v) => setPhone(v.replace(/\D/g, '').slice(0, 11))}
            clearable
          />
        </div>

        {captcha ? (
          <>
            <label className="pt-login__label" htmlFor="login-capcode">
              {t('captchaLabel')}
            </label>
            <div className="pt-login__field pt-login__field--captcha">
              <Input
                id="login-capcode"
                autoComplete="off"
                maxLength={8}
                placeholder={t('captchaPlaceholder')}
                value={capcode}
                onChange={(v) => setCapcode(v.replace(/\s/g, '').slice(0, 8))}
              />
              <button type="button" className="pt-login__captcha" onClick={() => newCaptcha(captcha.sid)} aria-label={t('captchaRefresh')}>
                <img src={captcha.url} alt={t('captchaImageAlt')} width={96} height={36} data-testid="login-captcha" />
              </button>
            </div>
          </>
        ) : null}

        <label className="pt-login__label" htmlFor="login-code">
          {t('verificationCode')}
        </label>
        <div className="pt-login__field pt-login__field--code">
          <Input
            id="login-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            placeholder={t('verificationCodePlaceholder')}
            value={code}
            onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, CODE_LENGTH))}
          />
          <button
            type="button"
            className="pt-login__send"
            onClick={() => sendCode('sms')}
            disabled={countdown.running || sending}
          >
            {countdown.running ? t('resendIn', { seconds: countdown.left }) : t('sendCode')}
          </button>
        </div>

        <button type="button" className="pt-login__voice" onClick={() => sendCode('voice')} disabled={countdown.running || sending}>
          {t('receiveVoiceCode')}
        </button>

        <Button block type="submit" color="primary" size="large" shape="rounded" loading={loginMutation.isPending} className="pt-login__submit">
          {t('logIn')}
        </Button>

        <p className="pt-login__terms pt-muted">{t('loginTerms')}</p>
        {devHint ? (
          <a className="pt-login__dev" href={`/dev/inbox${phone ? `?phone=${encodeURIComponent(phone)}` : ''}`} target="_blank" rel="noreferrer">
            {t('devInboxHint')}
          </a>
        ) : null}
      </form>
    </div>
  )
}
