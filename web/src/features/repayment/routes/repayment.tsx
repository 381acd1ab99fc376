import { KeepTogether } from '@/components'
import { displayDate, formatPeso } from '@/lib/format'
import { t } from '@/lib/i18n'
import { getCommonParam } from '@/lib/params'
import { useInstallmentDetail } from '../api/repayment'
import { DetailList, PayCodeCard, RepayHero, RepayLayout } from '../components/repay-layout'
import { ProductHead } from '../components/product-head'

/** /repayment: the installment (period) repayment page. */
export default function RepaymentPage() {
  const orderId = getCommonParam('orderId')
  const productId = getCommonParam('productId')
  const q = useInstallmentDetail(orderId, productId)
  const d = q.data
  const settled = d?.status === 200
  // The prepayment rule: before it allows more, 'Payment' pays only what is due (or soon due).
  const payNow = d ? Math.min(d.payNowAmount ?? d.repayAmount, d.repayAmount) : 0
  const limited = !!d && !settled && payNow < d.repayAmount
  return (
    <RepayLayout
      title={t('repayTitle')}
      query={q}
      productId={productId || String(d?.productId ?? '')}
      isShowReyTop={d?.isShowReyTop ?? 0}
      channels={d?.repayList ?? []}
      payAmount={payNow}
      isDelay={false}
      payable={!!d && !settled && d.repayAmount > 0}
      payBlocked={payNow <= 0}
      header={
        d ? (
          <RepayHero
            label={settled ? t('repaySettled') : limited ? t('repayNextPayment', { date: displayDate(d.repayDate) }) : `${t('repayDate')} ${displayDate(d.repayDate)}`}
            amount={d.repayAmount}
            amountTestId="repay-amount"
            note={limited ? t('repayPayNow', { amount: formatPeso(payNow) }) : undefined}
            noteProps={{ 'data-testid': 'pay-now-amount', 'data-cents': payNow }}
          />
        ) : (
          <RepayHero amountTestId="repay-amount" />
        )
      }
      body={
        d ? (
          <>
            <section className="pt-card rp-product">
              <ProductHead logo={d.productLogo} name={d.productName} orderNo={d.orderNo} />
              <DetailList rows={d.detail ?? []} />
            </section>
            {limited ? (
              <p className="rp-rule" role="note" data-testid="prepay-rule">
                <KeepTogether
                  text={
                    payNow > 0
                      ? t('repayPartNow', { amount: formatPeso(payNow), prepayFrom: displayDate(d.prepayFrom) })
                      : t('repayNothingYet', { from: displayDate(d.payableFrom), prepayFrom: displayDate(d.prepayFrom) })
                  }
                />
              </p>
            ) : null}
            {d.noticeMsg ? (
              <p className="rp-notice" data-testid="notice">
                <KeepTogether text={d.noticeMsg} />
              </p>
            ) : null}
            {d.defDetail && !settled && payNow > 0 ? (
              <PayCodeCard
                def={d.defDetail}
                amount={payNow}
                info={{ defDetail: d.defDetail, repayAmount: payNow, isDelay: false }}
              />
            ) : null}
          </>
        ) : null
      }
    />
  )
}
