import { Button, Tabs } from 'antd-mobile'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { ErrorState, SkeletonList } from '@/components'
import { DynamicForm, initialValues, toSubmitValues, type FormErrors, type FormItem, type FormValues } from '@/components/dynamic-form'
import { bridge } from '@/lib/bridge'
import { t } from '@/lib/i18n'
import { browser, getCommonParam, withCommon } from '@/lib/params'
import { bindCardNew, cardChange, cardInit, type BankCard, type BindFailure, type BindResult } from '../api/bank'
import { CARD_TYPE_BANK, CARD_TYPE_EWALLET, DEFAULT_CHANNEL, codesChangedBySwitch, visibleBankItems } from '../logic/visibility'
import './bank-account-form.css'

export interface BankAccountFormProps {
  /**
   * Where the screen was opened from; 'loanDetail' saves with card-change and
   * then opens the order page with source=loanDetail. Default: the page query's `source`.
   */
  source?: string
  /** Replaces the default exit after a successful save (close the web view). */
  onSuccess?: (card: BindResult) => void
  /** Tell the native shell the bank flow started / ended (default true). */
  bridgeFlow?: boolean
  /** Bank accounts only, no e-wallet tab (payway debits bank cards). */
  bankOnly?: boolean
}

/** A query parameter of the page: the search, or the hash's query in hash-routed bundles (payway). */
function pageParam(name: string): string {
  const fromSearch = new URLSearchParams(window.location.search).get(name)
  if (fromSearch) return fromSearch
  const hash = window.location.hash
  const at = hash.indexOf('?')
  return at >= 0 ? (new URLSearchParams(hash.slice(at + 1)).get(name) ?? '') : ''
}

type Load = { state: 'loading' } | { state: 'error'; error?: unknown } | { state: 'ready'; items: FormItem[]; current: BankCard | null }

/**
 * The bank / e-wallet account form ('Payment account information', spec
 * section 2): loads the dynamic form from card-init, switches card type with
 * tabs, shows the items visible for the type and channel (spec section 5) and
 * saves with bind-card-new, or card-change from the loan detail. Router-free,
 * so payway's #/addnormalcard can render it too.
 */
export function BankAccountForm({ source, onSuccess, bridgeFlow = true, bankOnly = false }: BankAccountFormProps) {
  const entrySource = source ?? pageParam('source')
  const fromLoanDetail = entrySource === 'loanDetail'
  const productId = getCommonParam('productId')
  const orderId = getCommonParam('orderId') || pageParam('orderId')

  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [cardType, setCardType] = useState(CARD_TYPE_BANK)
  const [channel, setChannel] = useState(DEFAULT_CHANNEL)
  const [values, setValues] = useState<FormValues>({})
  const [errors, setErrors] = useState<FormErrors>({})
  const [saving, setSaving] = useState(false)
  const started = useRef(false)

  useEffect(() => {
    if (bridgeFlow && !started.current) {
      started.current = true
      bridge.bankFlowStart()
    }
  }, [bridgeFlow])

  const fetchForm = useCallback(async () => {
    setLoad({ state: 'loading' })
    try {
      const resp = await cardInit(productId)
      if (!resp.success || !resp.data) {
        setLoad({ state: 'error' })
        return
      }
      const items = resp.data.items ?? []
      setCardType(bankOnly ? CARD_TYPE_BANK : Number(resp.data.cardType) || CARD_TYPE_BANK)
      setChannel(resp.data.channelNumber ? String(resp.data.channelNumber) : DEFAULT_CHANNEL)
      setValues(initialValues(items))
      setErrors({})
      setLoad({ state: 'ready', items, current: resp.data.current ?? null })
    } catch (error) {
      setLoad({ state: 'error', error })
    }
  }, [productId, bankOnly])

  useEffect(() => {
    void fetchForm()
  }, [fetchForm])

  const items = load.state === 'ready' ? load.items : []
  const visible = useMemo(() => visibleBankItems(items, cardType, channel), [items, cardType, channel])
  const hasEWallet = useMemo(
    () => !bankOnly && visibleBankItems(items, CARD_TYPE_EWALLET, channel).some((i) => Number(i.cardTypeMi) === CARD_TYPE_EWALLET),
    [items, channel, bankOnly],
  )

  const switchTab = (key: string) => {
    const next = Number(key)
    if (next === cardType) return
    const reset = codesChangedBySwitch(items, channel, cardType, next)
    const fresh = initialValues(items.filter((item) => reset.includes(item.code) && visibleBankItems([item], next, channel).length > 0))
    setValues((old) => ({ ...old, ...fresh }))
    setErrors({})
    setCardType(next)
  }

  const change = (code: string, value: string) => {
    setValues((old) => ({ ...old, [code]: value }))
    setErrors((old) => (old[code] ? { ...old, [code]: undefined } : old))
  }

  const submit = async () => {
    if (saving) return
    setSaving(true)
    try {
      const body = {
        ...toSubmitValues(visible, values),
        cardType,
        product_id: productId,
        ...(fromLoanDetail && orderId ? { orderId } : {}),
      }
      const resp = await (fromLoanDetail ? cardChange(body) : bindCardNew(body))
      if (!resp.success) {
        // The client already toasted the message; show each field's message under it.
        setErrors((resp.data as BindFailure | null)?.errors ?? {})
        return
      }
      if (bridgeFlow) bridge.bankFlowEnd()
      const card = resp.data as BindResult
      if (onSuccess) {
        onSuccess(card)
      } else if (fromLoanDetail) {
        browser.assign(withCommon('/order', { source: 'loanDetail', orderId: orderId || undefined }))
      } else {
        bridge.closeWebView()
      }
    } catch {
      // Network failure: the client toasted 'error'; the form stays as entered.
    } finally {
      setSaving(false)
    }
  }

  // The intro needs no data: the loading state shows it in its place, so it never moves.
  const intro = (
    <div className={`pt-bank-form__intro${fromLoanDetail ? ' pt-bank-form__intro--warn' : ''}`}>
      <ShieldIcon />
      <span>{fromLoanDetail ? t('bankChangeIntro') : t('bankIntro')}</span>
    </div>
  )
  if (load.state === 'loading') {
    return (
      <div className="pt-bank-form" aria-busy="true">
        <div className="pt-section">
          {intro}
          <div className="pt-card">
            <SkeletonList rows={5} />
          </div>
        </div>
      </div>
    )
  }
  if (load.state === 'error') {
    return <ErrorState error={load.error} onRetry={() => void fetchForm()} />
  }

  return (
    <div className="pt-bank-form">
      <div className="pt-section">
        {intro}
        {load.current ? (
          <div className="pt-card pt-bank-form__current" data-testid="bank-current">
            <span className="pt-muted">{t('bankCurrentAccount')}</span>
            <span className="pt-bank-form__current-card">
              <strong>{load.current.bankName}</strong> <span className="pt-bank-form__mask">{load.current.cardNo}</span>
            </span>
          </div>
        ) : null}
        <section className="pt-card pt-bank-form__card">
          {hasEWallet ? (
            <Tabs activeKey={String(cardType)} onChange={switchTab} className="pt-bank-form__tabs" stretch>
              <Tabs.Tab key={String(CARD_TYPE_BANK)} title={<TabTitle icon={<BankIcon />} text={t('bankTabBank')} />} />
              <Tabs.Tab key={String(CARD_TYPE_EWALLET)} title={<TabTitle icon={<WalletIcon />} text={t('bankTabEWallet')} />} />
            </Tabs>
          ) : null}
          <DynamicForm items={visible} values={values} errors={errors} onChange={change} disabled={saving} />
        </section>
        <p className="pt-bank-form__secure pt-muted">
          <LockIcon /> {t('bankSecureNote')}
        </p>
      </div>
      <div className="pt-bottom-bar">
        <Button block color="primary" size="large" shape="rounded" loading={saving} onClick={() => void submit()}>
          {t('next')}
        </Button>
      </div>
    </div>
  )
}

function TabTitle({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <span className="pt-bank-form__tab">
      {icon}
      {text}
    </span>
  )
}

function BankIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d="M3 9l9-5 9 5v1H3V9zm2 3h2v6H5v-6zm4 0h2v6H9v-6zm4 0h2v6h-2v-6zm4 0h2v6h-2v-6zM3 20h18v2H3v-2z" fill="currentColor" />
    </svg>
  )
}

function WalletIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <rect x="6" y="2" width="12" height="20" rx="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="18" r="1.2" fill="currentColor" />
    </svg>
  )
}

function ShieldIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="pt-bank-form__intro-icon">
      <path d="M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5l8-3z" fill="currentColor" opacity="0.18" />
      <path d="M8.5 12l2.5 2.5 4.5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <rect x="5" y="10" width="14" height="11" rx="2" fill="currentColor" />
      <path d="M8 10V7a4 4 0 018 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}
