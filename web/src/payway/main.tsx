import '@/components/page-header.css'
import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { Button, CenterPopup, Input } from 'antd-mobile'
import { Money } from '@/components/money'
import { bridge } from '@/lib/bridge'
import { mount } from '@/lib/boot'
import { feedback } from '@/lib/feedback'
import { displayDate, formatPeso } from '@/lib/format'
import { t } from '@/lib/i18n'
import { browser, getCommonParam, withCommon } from '@/lib/params'
import { PAYWAY_OK, onlyBankCards, repaymentCommit, repaymentConfirm, repaymentHuichao, repaymentWay, type BankCard, type PaywayWay } from './api'
import { backToChooser, openFromChooser } from './hash-nav'
import { intentKeys, singleFlight } from './intent'
import './payway.css'

// The bank form (the bank feature's, as on /bindBankCard) loads only on #/addnormalcard.
const BankAccountForm = lazy(() => import('@/features/bank/components/bank-account-form').then((m) => ({ default: m.BankAccountForm })))

/** SMS countdown (spec section 9). */
export const SMS_SECONDS = 60
/** The SMS code has at least 6 characters (spec section 5). */
export const SMS_MIN_LENGTH = 6

/** The hash route: '#/x?query' -> '/x'. A tiny router keeps this bundle free of react-router. */
function currentRoute(): string {
  const hash = window.location.hash.replace(/^#/, '') || '/'
  return hash.split('?')[0] || '/'
}

function useRoute(): string {
  const [route, setRoute] = useState(currentRoute)
  useEffect(() => {
    const on = () => setRoute(currentRoute())
    window.addEventListener('hashchange', on)
    return () => window.removeEventListener('hashchange', on)
  }, [])
  return route
}

/** Goes to another hash route of the payway bundle, keeping the common params. */
function useHashGo() {
  return useCallback((path: string, extra: Record<string, string> = {}) => {
    window.location.hash = withCommon(path, extra)
  }, [])
}

/** The gradient header of the pages (the shared one needs react-router). */
function Header({ title, children }: { title: string; children?: ReactNode }) {
  const back = () => {
    if (currentRoute() !== '/') window.history.back()
    else if (window.history.length > 1) window.history.back()
    else bridge.closeWebView()
  }
  return (
    <header className={`pt-header${children ? ' pt-header--tall' : ''}`}>
      <div className="pt-header__bar">
        <button type="button" className="pt-header__icon" onClick={back} aria-label={t('back')}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <h1 className="pt-header__title">{title}</h1>
        <span className="pt-header__right" />
      </div>
      {children ? <div className="pt-header__extra">{children}</div> : null}
    </header>
  )
}

function errorText(code: string, message: string, fallback: string): string {
  if (code === '800006') return t('verificationCodeError')
  if (code === '800005') return t('doNotSubmitPaymentRepeatedly')
  return message || fallback
}

/** The 60 s countdown of the SMS dialog: reset() puts it back to 60 and the get-code label. */
function useCountdown() {
  const [left, setLeft] = useState(0)
  const timer = useRef<number | undefined>(undefined)
  const stop = () => {
    if (timer.current !== undefined) window.clearInterval(timer.current)
    timer.current = undefined
  }
  const start = () => {
    stop()
    setLeft(SMS_SECONDS)
    timer.current = window.setInterval(() => {
      setLeft((s) => {
        if (s <= 1) {
          stop()
          return 0
        }
        return s - 1
      })
    }, 1000)
  }
  const reset = () => {
    stop()
    setLeft(0)
  }
  useEffect(() => stop, [])
  return { left, start, reset, label: left > 0 ? t('paywayResend', { seconds: left }) : t('paywayGetCode') }
}

function Chooser() {
  const go = useHashGo()
  const orderId = getCommonParam('orderId')
  const [way, setWay] = useState<PaywayWay | null>(null)
  const [loadError, setLoadError] = useState('')
  const [selected, setSelected] = useState(-1)
  const [dialog, setDialog] = useState(false)
  const [code, setCode] = useState('')
  const [recordId, setRecordId] = useState(0)
  const [paying, setPaying] = useState(false)
  // One idempotency key per payment intent (order, card, amount): a retry replays the first answer.
  const keys = useRef(intentKeys())
  const countdown = useCountdown()

  useEffect(() => {
    let live = true
    repaymentWay(orderId)
      .then((resp) => {
        if (!live) return
        if (resp.code !== PAYWAY_OK) {
          const msg = resp.message || t('failedToQueryCardList')
          feedback.showToast(msg)
          setLoadError(msg)
          return
        }
        setWay(onlyBankCards(resp.data))
      })
      .catch(() => live && setLoadError(t('failedToQueryCardList')))
    return () => {
      live = false
    }
  }, [orderId])

  const send = async (card: BankCard) => {
    if (!way) return
    const idempotencyKey = keys.current.keyFor({ orderId, cardId: card.id, amount: way.repayAmount })
    const resp = await repaymentCommit({ amount: way.repayAmount, card, orderId, repayToken: way.repayToken, idempotencyKey })
    if (resp.code !== PAYWAY_OK) {
      feedback.showToast(errorText(resp.code, resp.message, t('processingFailed')))
      countdown.reset()
      return
    }
    if (resp.data.needValid === 1) {
      setRecordId(resp.data.repayRecordId)
      setCode('')
      setDialog(true)
      countdown.start()
    } else {
      go(`/borrowDetail/${orderId}`)
    }
  }
  // One commit at a time: taps while one is in flight send nothing ('Pay now' is busy). The
  // guard is a ref, so a second tap before React draws the busy button is stopped too.
  const latestSend = useRef(send)
  latestSend.current = send
  const flight = useRef(singleFlight((card: BankCard) => latestSend.current(card)))
  const run = (card: BankCard) => {
    if (flight.current.busy) return
    setPaying(true)
    void flight.current
      .run(card)
      .catch(() => countdown.reset())
      .finally(() => setPaying(false))
  }

  const pay = () => {
    if (selected < 0 || !way?.bankCards[selected]) {
      feedback.showToast(t('selectPaymentBankCardFirst'))
      return
    }
    run(way.bankCards[selected])
  }

  const resend = () => {
    if (countdown.left > 0 || !way) return
    keys.current.renew() // a new debit: the last one's code was not used in time
    run(way.bankCards[selected])
  }

  const cancel = () => {
    countdown.reset()
    setDialog(false)
  }

  const confirm = async () => {
    if (code.trim().length < SMS_MIN_LENGTH) {
      feedback.showToast(t('enterCorrectVerificationCode'))
      return
    }
    const resp = await repaymentConfirm(orderId, code.trim(), recordId)
    if (resp.code !== PAYWAY_OK) {
      feedback.showToast(errorText(resp.code, resp.message, t('processingFailed')))
      return
    }
    countdown.reset()
    setDialog(false)
    go(`/borrowDetail/${orderId}`)
  }

  return (
    <div className="pt-page pw-page">
      <Header title={t('paywayTitle')}>
        {way ? (
          <div className="pw-hero">
            <div className="pw-hero__label">{t('paywayAmount')}</div>
            <div data-testid="payway-amount">
              <Money cents={way.repayAmount} size="hero" />
            </div>
            <div className="pw-hero__sub">
              {way.productName} · {t('paywayDue', { date: displayDate(way.repayDate) })}
            </div>
          </div>
        ) : null}
      </Header>
      <main className="pt-section pw-main">
        {loadError ? <p className="pw-error">{loadError}</p> : null}
        {way ? (
          <>
            <h2 className="pt-section-title">{t('paywayChooseCard')}</h2>
            {way.bankCards.length === 0 ? <p className="pt-muted">{t('paywayNoCards')}</p> : null}
            <ul className="pw-cards">
              {way.bankCards.map((c, i) => (
                <li key={c.id}>
                  <button
                    type="button"
                    className={`pt-card pw-card${i === selected ? ' pw-card--on' : ''}`}
                    onClick={() => setSelected(i)}
                    data-testid="bank-card"
                    aria-pressed={i === selected}
                  >
                    <span className="pw-card__icon" aria-hidden="true">
                      {c.bankCode.slice(0, 4)}
                    </span>
                    <span className="pw-card__text">
                      <span className="pw-card__name">{c.bankName}</span>
                      <span className="pt-muted">{c.cardNo}</span>
                    </span>
                    <span className="pw-radio" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className="pw-link" onClick={() => openFromChooser('/addnormalcard')} data-testid="add-card">
              + {t('paywayAddCard')}
            </button>
            {way.alipay ? (
              <button type="button" className="pw-link" onClick={() => go('/alipayrepayment')} data-testid="alternative">
                {t('paywayAlternative')} ›
              </button>
            ) : null}
          </>
        ) : null}
      </main>
      {way ? (
        <div className="pt-bottom-bar">
          <Button block color="primary" shape="rounded" size="large" onClick={pay} loading={paying} disabled={paying} data-testid="payway-pay">
            {t('paywayPay')} {formatPeso(way.repayAmount)}
          </Button>
        </div>
      ) : null}
      <CenterPopup visible={dialog} onMaskClick={undefined} style={{ '--min-width': '300px' }}>
        <div className="pw-sms" data-testid="sms-dialog">
          <h3>{t('paywaySmsTitle')}</h3>
          <p className="pt-muted">{t('paywaySmsText', { phone: getCommonParam('mobile') })}</p>
          <div className="pw-sms__row">
            <Input value={code} onChange={setCode} maxLength={6} placeholder="••••••" inputMode="numeric" className="pw-sms__input" data-testid="sms-input" />
            <button type="button" className="pw-sms__get" disabled={countdown.left > 0} onClick={resend} data-testid="sms-countdown">
              {countdown.label}
            </button>
          </div>
          <div className="pw-sms__actions">
            <Button shape="rounded" onClick={cancel} data-testid="sms-cancel">
              {t('cancel')}
            </Button>
            <Button color="primary" shape="rounded" onClick={confirm} data-testid="sms-confirm">
              {t('paywayConfirm')}
            </Button>
          </div>
        </div>
      </CenterPopup>
    </div>
  )
}

/**
 * #/addnormalcard: binds a bank card with the bank feature's form (bank cards only: payway
 * debits cards) and goes back to the chooser, which lists the new card.
 */
function AddNormalCard() {
  return (
    <div className="pt-page pw-page pw-add">
      <Header title={t('paywayAddCard')} />
      <p className="pt-muted pw-add__text">{t('paywayAddCardText')}</p>
      {/* The form's chunk arrives in a moment; the form then shows its own loading state. */}
      <Suspense fallback={<div className="pt-section" aria-busy="true" />}>
        <BankAccountForm source="payway" bankOnly onSuccess={backToChooser} />
      </Suspense>
    </div>
  )
}

function AlternativeRepayment() {
  const orderId = getCommonParam('orderId')
  const [amount, setAmount] = useState('')
  const [max, setMax] = useState(0)
  useEffect(() => {
    repaymentWay(orderId).then((resp) => {
      if (resp.code === PAYWAY_OK) {
        setMax(resp.data.payoffAmount)
        setAmount((resp.data.repayAmount / 100).toFixed(2))
      }
    })
  }, [orderId])
  const submit = async () => {
    const cents = pesosToCents(amount)
    if (cents <= 0 || (max > 0 && cents > max)) {
      feedback.showToast(t('paywayAmountInvalid', { max: formatPeso(max) }))
      return
    }
    const resp = await repaymentHuichao(getCommonParam('userId'), orderId, cents)
    if (resp.code !== PAYWAY_OK || !resp.data?.url) {
      feedback.showToast(resp.message || t('processingFailed'))
      return
    }
    browser.assign(resp.data.url)
  }
  return (
    <div className="pt-page pw-page">
      <Header title={t('paywayAlternative')} />
      <main className="pt-section pw-main pw-main--top">
        <div className="pt-card">
          <p className="pt-muted">{t('paywayAlternativeText')}</p>
          <label className="pw-label" htmlFor="amount">
            {t('paywayAmount')} (₱)
          </label>
          <Input id="amount" value={amount} onChange={setAmount} inputMode="decimal" className="pw-amount" data-testid="alt-amount" />
          <Button block color="primary" shape="rounded" className="pw-gap" onClick={submit} data-testid="alt-continue">
            {t('paywayContinue')}
          </Button>
        </div>
      </main>
    </div>
  )
}

/** "1,234.5" -> 123450, with integer arithmetic. */
export function pesosToCents(text: string): number {
  const m = text.replace(/[,\s₱]/g, '').match(/^(\d{1,9})(?:\.(\d{1,2}))?$/)
  if (!m) return 0
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

function BorrowDetail({ id }: { id: string }) {
  return (
    <div className="pt-page pw-page">
      <Header title={t('paywayTitle')} />
      <main className="pt-section pw-main pw-main--top">
        <div className="pt-card pw-success" data-testid="payway-success">
          <div className="pw-success__icon" aria-hidden="true">
            ✓
          </div>
          <h2>{t('paywaySuccessTitle')}</h2>
          <p className="pt-muted">{t('paywaySuccessText')}</p>
          <Button block color="primary" shape="rounded" onClick={() => browser.assign(withCommon('/loanDetail', { orderId: id }))} data-testid="view-loan">
            {t('paywayViewLoan')}
          </Button>
        </div>
      </main>
    </div>
  )
}

function Payway() {
  const route = useRoute()
  if (route === '/addnormalcard') return <AddNormalCard />
  if (route === '/alipayrepayment') return <AlternativeRepayment />
  if (route.startsWith('/borrowDetail/')) return <BorrowDetail id={route.slice('/borrowDetail/'.length)} />
  return <Chooser />
}

mount(<Payway />)

