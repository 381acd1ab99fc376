import { Money, PageHeader, EmptyState } from '@/components'
import { t } from '@/lib/i18n'
import { STORAGE_KEYS, getItem } from '@/lib/storage'
import { copyText, groupCode } from '../components/copy'
import '../repayment.css'

/** /repaymentOfCode2: from the stored repayment info: channel logo, copyable contract number, total, per-channel steps. */
export default function RepaymentOfCode2Page() {
  const info = getItem(STORAGE_KEYS.repaymentInfo)
  const def = info?.defDetail
  const total = info?.isDelay ? (info.delayInfo?.delayAmount ?? 0) : (info?.repayAmount ?? info?.delayInfo?.delayAmount ?? 0)
  return (
    <div className="pt-page rp-page">
      <PageHeader title={t('repaymentByCode')}>
        {def ? (
          <div className="rp-hero">
            <div className="rp-hero__label">{t('repayTotalPayment')}</div>
            <div data-testid="total-payment">
              <Money cents={total} size="hero" />
            </div>
          </div>
        ) : null}
      </PageHeader>
      {!def?.payCode ? (
        <EmptyState description={t('repayNoInfo')} />
      ) : (
        <main className="pt-section rp-main">
          <section className="pt-card rp-contract">
            {def.logo ? <img src={def.logo} alt="" className="rp-contract__logo" /> : null}
            <div className="rp-sub">{t('repayContractNumber')}</div>
            <div className="rp-code-row">
              <span className="rp-code rp-code--big" data-testid="contract-number">
                {groupCode(def.payCode)}
              </span>
              <button type="button" className="rp-copy" data-testid="copy-contract" onClick={() => void copyText(def.payCode ?? '')}>
                {t('copy')}
              </button>
            </div>
          </section>
          {(def.payNotice ?? []).map((g) => (
            <section className="pt-card rp-notice-group" key={g.title} data-testid="notice-group">
              <h2 className="rp-notice-group__title">{g.title}</h2>
              {(g.items ?? []).map((it) => (
                <div className="rp-steps" key={it.name}>
                  <div className="rp-steps__name">{it.name}</div>
                  <ol>
                    {(it.step ?? []).map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ol>
                </div>
              ))}
            </section>
          ))}
        </main>
      )}
    </div>
  )
}
