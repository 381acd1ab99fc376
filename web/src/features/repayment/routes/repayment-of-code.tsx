import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { Button, Input } from 'antd-mobile'
import { ErrorState, Money, PageHeader, SkeletonList } from '@/components'
import { formatPeso } from '@/lib/format'
import { feedback } from '@/lib/feedback'
import { t } from '@/lib/i18n'
import { useNav } from '@/lib/params'
import { refreshAfterPayment } from '@/lib/query/payment-refresh'
import { submitUtr, usePayDetail, type PayDetail } from '../api/repayment'
import { copyText, groupCode } from '../components/copy'
import { saveQr } from '../components/save-qr'
import '../repayment.css'

function StatusBadge({ d }: { d: PayDetail }) {
  const key = d.status === 'succeeded' ? 'repayStatusSucceeded' : d.status === 'failed' ? 'repayStatusFailed' : 'repayStatusPending'
  return (
    <div className={`rp-status rp-status--${d.status}`} data-testid="pay-status">
      {t(key)}
      {d.paidAmount > 0 ? <span> · {t('repayPaidAmount', { amount: formatPeso(d.paidAmount) })}</span> : null}
    </div>
  )
}

function Transfer({ d }: { d: PayDetail }) {
  const [utr, setUtr] = useState(d.utr)
  const [sent, setSent] = useState(d.utr)
  const acc = d.bankAccount
  return (
    <>
      {acc ? (
        <section className="pt-card">
          <div className="rp-sub">{t('repayTransferTo')}</div>
          <div className="pt-kv">
            <span>{t('repayBank')}</span>
            <span>{acc.bank}</span>
          </div>
          <div className="pt-kv">
            <span>{t('repayAccountName')}</span>
            <span>{acc.accountName}</span>
          </div>
          <div className="pt-kv">
            <span>{t('repayAccountNumber')}</span>
            <span>{acc.accountNumber}</span>
          </div>
          <p className="pt-muted rp-small">{acc.rails}</p>
        </section>
      ) : null}
      <section className="pt-card">
        <div className="rp-sub">{t('repayTransferNotes')}</div>
        <div className="rp-code-row">
          <span className="rp-code" data-testid="pay-code">
            {groupCode(d.payCode)}
          </span>
          <button type="button" className="rp-copy" onClick={() => void copyText(d.payCode)}>
            {t('copy')}
          </button>
        </div>
      </section>
      <section className="pt-card">
        <label className="rp-sub" htmlFor="utr">
          {t('repayUtrLabel')}
        </label>
        <Input id="utr" className="rp-input" value={utr} onChange={setUtr} placeholder={t('repayUtrPlaceholder')} clearable />
        <Button
          block
          color="primary"
          shape="rounded"
          className="rp-gap"
          onClick={async () => {
            try {
              await submitUtr(d.reference, String(d.orderId), utr)
              setSent(utr.toUpperCase().trim())
            } catch {
              // toasted by the client
            }
          }}
        >
          {t('repayUtrSubmit')}
        </Button>
        {sent ? <p className="rp-small rp-ok">{t('repayUtrSubmitted', { utr: sent })}</p> : null}
      </section>
    </>
  )
}

/** /repaymentOfCode: type 1 a copyable store code, type 2 a QR image, 3 a bank transfer; the amount in pesos. */
export default function RepaymentOfCodePage() {
  const [search] = useSearchParams()
  const nav = useNav()
  const client = useQueryClient()
  const reference = search.get('reference') ?? ''
  const q = usePayDetail(reference)
  const d = q.data
  const title = d?.type === 2 ? t('repayQrTitle') : d?.type === 3 ? t('repayTransferTitle') : t('repayCodeTitle')
  return (
    <div className="pt-page rp-page">
      <PageHeader title={title}>
        {d ? (
          <div className="rp-hero">
            <div className="rp-hero__label">{t('repayCodeAmount')}</div>
            <div data-testid="code-amount">
              <Money cents={d.amount} size="hero" />
            </div>
          </div>
        ) : null}
      </PageHeader>
      {!reference ? (
        <ErrorState description={t('repayNoInfo')} />
      ) : q.isPending ? (
        <main className="pt-section">
          <SkeletonList rows={3} />
        </main>
      ) : q.isError || !d ? (
        <ErrorState error={q.error} onRetry={() => q.refetch()} />
      ) : (
        <main className="pt-section rp-main">
          <StatusBadge d={d} />
          <section className="pt-card rp-channel-card">
            <img src={d.channel.logo} alt="" className="rp-product__logo" />
            <span className="rp-product__name">{d.channel.name}</span>
          </section>
          {d.type === 1 ? (
            <section className="pt-card">
              <div className="rp-sub">{t('repayCodeTitle')}</div>
              <div className="rp-code-row">
                <span className="rp-code rp-code--big" data-testid="pay-code">
                  {groupCode(d.payCode)}
                </span>
                <button type="button" className="rp-copy" data-testid="copy-code" onClick={() => void copyText(d.payCode)}>
                  {t('copy')}
                </button>
              </div>
            </section>
          ) : null}
          {d.type === 2 && d.qrImage ? (
            <section className="pt-card rp-qr">
              <img src={d.qrImage} alt={t('scanToPay')} data-testid="qr-image" />
              <div className="pt-muted rp-small">{formatPeso(d.amount)}</div>
              <Button
                color="primary"
                fill="outline"
                shape="rounded"
                size="small"
                className="rp-save-qr"
                data-testid="save-qr"
                onClick={() => void saveQr(d.qrImage!, d.reference)}
              >
                {t('repaySaveQr')}
              </Button>
            </section>
          ) : null}
          {d.type === 3 ? <Transfer d={d} /> : null}
          {d.notes?.length ? (
            <section className="pt-card">
              <div className="rp-sub">{t('repayCodeSteps')}</div>
              {d.notes.map((n) => (
                <div key={n.name} className="rp-steps">
                  <div className="rp-steps__name">{n.name}</div>
                  <ol>
                    {(n.step ?? []).map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ol>
                </div>
              ))}
            </section>
          ) : null}
          {d.sandboxUrl ? (
            <a className="rp-sandbox" href={d.sandboxUrl} data-testid="sandbox-link">
              {t('repaySandbox')} ›
            </a>
          ) : null}
          <Button
            block
            shape="rounded"
            className="rp-gap"
            onClick={() => {
              if (d.status === 'succeeded') feedback.showSuccess(t('repayStatusSucceeded'))
              // The borrower may have paid meanwhile (the gateway's word can still be on its way).
              void refreshAfterPayment(client)
              nav.go('/loanDetail', { orderId: String(d.orderId) })
            }}
          >
            {t('repayBackToLoan')}
          </Button>
        </main>
      )}
    </div>
  )
}
