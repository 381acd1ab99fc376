import { KeepTogether, Money } from '@/components'
import { displayDate, formatPeso } from '@/lib/format'
import { t } from '@/lib/i18n'
import { getCommonParam } from '@/lib/params'
import { useDelayDetail } from '../api/repayment'
import { PayCodeCard, RepayHero, RepayLayout } from '../components/repay-layout'
import { ProductHead } from '../components/product-head'

/** /repayDelay: the rollover page. The header shows the delay amount and the new date. */
export default function RepayDelayPage() {
  const orderId = getCommonParam('orderId')
  const productId = getCommonParam('productId')
  const q = useDelayDetail(orderId, productId)
  const d = q.data
  return (
    <RepayLayout
      title={t('repayDelayTitle')}
      query={q}
      productId={productId || String(d?.productId ?? '')}
      isShowReyTop={d?.isShowReyTop ?? 0}
      channels={d?.repayList ?? []}
      payAmount={d?.delayInfo.delayAmount ?? 0}
      isDelay
      payable={!!d}
      header={
        d ? (
          <RepayHero
            label={d.delayInfo.title}
            amount={d.delayInfo.delayAmount}
            amountTestId="delay-amount"
            note={t('yourNextPaymentDateIs', { date: displayDate(d.repayDate) })}
            noteProps={{ 'data-testid': 'next-date' }}
          />
        ) : (
          <RepayHero amountTestId="delay-amount" />
        )
      }
      body={
        d ? (
          <>
            <section className="pt-card rp-product">
              <ProductHead logo={d.productLogo} name={d.productName} orderNo={d.orderNo} />
              <div className="pt-kv">
                <span>{t('repayDelayAmount')}</span>
                <span>{formatPeso(d.delayInfo.delayAmount)}</span>
              </div>
              <div className="pt-kv">
                <span>{t('repayDelayFee')}</span>
                <span>{formatPeso(d.delayInfo.feeAmount)}</span>
              </div>
              {d.delayInfo.chargesAmount > 0 ? (
                <div className="pt-kv">
                  <span>{t('repayDelayCharges')}</span>
                  <span>{formatPeso(d.delayInfo.chargesAmount)}</span>
                </div>
              ) : null}
              <div className="pt-kv">
                <span>{t('repayDate')}</span>
                <span>{t('repayDelayFrom', { from: displayDate(d.delayInfo.currentDueDate), to: displayDate(d.delayInfo.newDueDate) })}</span>
              </div>
            </section>
            <h2 className="pt-section-title">{t('plan')}</h2>
            <section className="pt-card rp-plan" data-testid="plan">
              {(d.repayPlan ?? []).map((p, i) => (
                <div className="rp-plan__row" key={`${p.title}-${i}`}>
                  <div>
                    <div className="rp-plan__title">{p.title}</div>
                    <div className="pt-muted rp-plan__remark">{p.remark}</div>
                  </div>
                  <div className="rp-plan__right">
                    <Money cents={p.amount} size="small" />
                    <div className="pt-muted rp-plan__time">{displayDate(p.time)}</div>
                  </div>
                </div>
              ))}
            </section>
            {d.noticeMsg ? (
              <p className="rp-notice">
                <KeepTogether text={d.noticeMsg} />
              </p>
            ) : null}
            {d.defDetail ? (
              <PayCodeCard
                def={d.defDetail}
                amount={d.delayInfo.delayAmount}
                info={{ defDetail: d.defDetail, delayInfo: { delayAmount: d.delayInfo.delayAmount, title: d.delayInfo.title }, isDelay: true }}
              />
            ) : null}
          </>
        ) : null
      }
    />
  )
}
