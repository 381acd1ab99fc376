import { Suspense, lazy, useState, type ReactNode } from 'react'
import { Button } from 'antd-mobile'
import { ErrorState, Money, PageHeader, SkeletonList } from '@/components'
import { t } from '@/lib/i18n'
import { getCommonParam, useNav } from '@/lib/params'
import { STORAGE_KEYS, setItem, type RepaymentInfo } from '@/lib/storage'
import { generateVCode, type DefDetail, type DetailRow, type RepayChannel } from '../api/repayment'
// The popups load on first use: they keep the page's first load small.
const ChannelPopup = lazy(() => import('./channel-popup').then((m) => ({ default: m.ChannelPopup })))
const ScanPopup = lazy(() => import('./scan-popup').then((m) => ({ default: m.ScanPopup })))
import { copyText, groupCode } from './copy'
import '../repayment.css'

/** Only the first rows show until 'more' is tapped (spec section 9: 2). */
export const FOLDED_ROWS = 2


export function DetailList({ rows }: { rows: DetailRow[] }) {
  const [open, setOpen] = useState(false)
  const shown = open ? rows : rows.slice(0, FOLDED_ROWS)
  return (
    <div className="rp-detail" data-testid="detail-list">
      {shown.map((r) => (
        <div className="pt-kv" key={r.text}>
          <span>{r.text}</span>
          <span>{r.value}</span>
        </div>
      ))}
      {rows.length > FOLDED_ROWS ? (
        <button type="button" className="rp-more" onClick={() => setOpen(!open)} data-testid="detail-toggle">
          {open ? t('hide') : t('more')} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
        </button>
      ) : null}
    </div>
  )
}

export interface PayCodeCardProps {
  def: DefDetail
  channelLogo?: string
  amount: number
  info: RepaymentInfo
}

/** The default pay-code card: logo, title, code, 'copy', and the barcode icon ('scanToPay'). */
export function PayCodeCard({ def, amount, info }: PayCodeCardProps) {
  const nav = useNav()
  const [scan, setScan] = useState(false)
  const open = () => {
    setItem(STORAGE_KEYS.repaymentInfo, info)
    nav.go('/repaymentOfCode2')
  }
  return (
    <>
      {/* A tap anywhere on the card opens the guide; for keyboards and screen readers the guide
          is the hint button below (a card with role=button may not hold the copy and barcode
          buttons). */}
      <div className="pt-card rp-code-card" data-testid="pay-code-card" onClick={open}>
        <div className="rp-code-card__top">
          {def.logo ? <img src={def.logo} alt="" className="rp-code-card__logo" /> : null}
          <span className="rp-code-card__title">{def.title}</span>
        </div>
        <div className="rp-code-card__row">
          <span className="rp-code" data-testid="pay-code" data-code={def.payCode}>
            {groupCode(def.payCode)}
          </span>
          <button
            type="button"
            className="rp-icon-btn"
            aria-label={t('repayShowBarcode')}
            data-testid="show-barcode"
            onClick={(e) => {
              e.stopPropagation()
              setScan(true)
            }}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M3 5v14M6 5v14M9 5v14M11 5v14M14 5v14M17 5v14M19 5v14M21 5v14" stroke="currentColor" strokeWidth="1.4" />
            </svg>
          </button>
          <button
            type="button"
            className="rp-copy"
            data-testid="copy-code"
            onClick={(e) => {
              e.stopPropagation()
              void copyText(def.payCode)
            }}
          >
            {t('copy')}
          </button>
        </div>
        <button
          type="button"
          className="rp-code-card__hint pt-muted"
          onClick={(e) => {
            e.stopPropagation()
            open()
          }}
        >
          {t('repayPayCodeHint')} <span aria-hidden="true">›</span>
        </button>
      </div>
      {scan ? (
        <Suspense fallback={null}>
          <ScanPopup code={def.payCode} amount={amount} onClose={() => setScan(false)} />
        </Suspense>
      ) : null}
    </>
  )
}

export interface RepayHeroProps {
  /** undefined while the page loads: the three rows keep their height, blank. */
  label?: ReactNode
  amount?: number
  amountTestId: string
  /** The pill below the amount; without one its row stays, empty, so the header's height never
      changes between the loading state and any loaded state (CLS 0). */
  note?: ReactNode
  noteProps?: Record<string, string | number>
}

/** The header's amount block of /repayment and /repayDelay: label, amount, and the pill row. */
export function RepayHero({ label, amount, amountTestId, note, noteProps }: RepayHeroProps) {
  const loading = label === undefined
  return (
    <div className="rp-hero" aria-busy={loading || undefined}>
      <div className={`rp-hero__label${loading ? ' rp-hero--blank' : ''}`}>{loading ? '\u00a0' : label}</div>
      <div data-testid={loading ? undefined : amountTestId} className={loading ? 'rp-hero--blank' : undefined}>
        <Money cents={amount ?? 0} size="hero" />
      </div>
      {note === undefined ? (
        <div className="rp-hero__date rp-hero--blank" aria-hidden="true">
          {'\u00a0'}
        </div>
      ) : (
        <div className="rp-hero__date" {...noteProps}>
          {note}
        </div>
      )}
    </div>
  )
}

export interface RepayLayoutProps {
  title: string
  query: { isPending: boolean; isError: boolean; error?: unknown; refetch: () => unknown }
  header: ReactNode
  isShowReyTop: number
  body: ReactNode
  channels: RepayChannel[]
  payAmount: number
  isDelay: boolean
  /** false hides the Payment bar (settled loans). */
  payable: boolean
  /** 'Payment' shows but is off (nothing may be paid yet; the page says why). */
  payBlocked?: boolean
  productId: string
}

/** The shared layout of /repayment and /repayDelay: header, banner, body, the method popup and 'Payment'. */
export function RepayLayout(props: RepayLayoutProps) {
  const nav = useNav()
  const orderId = getCommonParam('orderId')
  const [popup, setPopup] = useState(false)
  const [picked, setPicked] = useState('')
  const [busy, setBusy] = useState(false)
  const selected = picked || props.channels[0]?.channel_number || ''
  const channel = props.channels.find((c) => c.channel_number === selected)
  if (!orderId) {
    return (
      <div className="pt-page">
        <PageHeader title={props.title} />
        <ErrorState description={t('repayNoOrder')} />
      </div>
    )
  }
  const pay = async () => {
    if (busy) return
    setBusy(true)
    try {
      const { payUrl } = await generateVCode({ orderId, productId: props.productId, amount: props.payAmount, channelNumber: selected, isDelay: props.isDelay })
      if (payUrl.startsWith('/pay/') || /^https?:/.test(payUrl)) nav.assign(payUrl)
      else nav.go(payUrl)
    } catch {
      // The client already toasted the server message.
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="pt-page rp-page">
      {/* While loading, the header already holds its blank amount block (RepayHero). */}
      <PageHeader title={props.title}>{props.query.isError ? null : props.header}</PageHeader>
      {props.query.isPending ? (
        <main className="pt-section rp-main">
          <SkeletonList rows={4} />
        </main>
      ) : props.query.isError ? (
        <ErrorState error={props.query.error} onRetry={() => props.query.refetch()} />
      ) : (
        <main className="pt-section rp-main">
          {props.isShowReyTop === 1 ? (
            <button type="button" className="rp-banner" data-testid="rey-top" onClick={() => nav.go('/paymentGuide')}>
              <span className="rp-banner__icon" aria-hidden="true">
                ?
              </span>
              <span>
                <strong>{t('repayBannerTitle')}</strong>
                <span className="rp-banner__text">{t('repayBannerText')}</span>
              </span>
              <span aria-hidden="true">›</span>
            </button>
          ) : null}
          {props.body}
        </main>
      )}
      {props.payable && !props.query.isPending && !props.query.isError ? (
        <>
          <div className="pt-bottom-bar rp-bar">
            <button type="button" className="rp-method" onClick={() => setPopup(true)} data-testid="payment-method">
              {channel ? <img src={channel.logo} alt="" /> : null}
              <span className="rp-method__text">
                <span className="pt-muted">{t('paymentMethod')}</span>
                <span className="rp-method__name">{channel?.name ?? ''}</span>
              </span>
              <span aria-hidden="true">▾</span>
            </button>
            <Button
              color="primary"
              shape="rounded"
              className="rp-pay"
              loading={busy}
              disabled={props.payBlocked}
              onClick={pay}
              data-testid="pay-button"
            >
              {t('payment')}
            </Button>
          </div>
          {popup ? (
            <Suspense fallback={null}>
            <ChannelPopup
              visible
              channels={props.channels}
              selected={selected}
              onSelect={setPicked}
              onClose={() => setPopup(false)}
              onCard={props.isDelay ? undefined : () => nav.assign('/payway#/', { orderId, productId: props.productId })}
            />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
