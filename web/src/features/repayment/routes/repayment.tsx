import { Money } from '@/components'
import { t } from '@/lib/i18n'
import { getCommonParam } from '@/lib/params'
import { useInstallmentDetail } from '../api/repayment'
import { DetailList, PayCodeCard, RepayLayout } from '../components/repay-layout'
import { ProductHead } from '../components/product-head'

/** /repayment: the installment (period) repayment page. */
export default function RepaymentPage() {
  const orderId = getCommonParam('orderId')
  const productId = getCommonParam('productId')
  const q = useInstallmentDetail(orderId, productId)
  const d = q.data
  const settled = d?.status === 200
  return (
    <RepayLayout
      title={t('repayTitle')}
      query={q}
      productId={productId || String(d?.productId ?? '')}
      isShowReyTop={d?.isShowReyTop ?? 0}
      channels={d?.repayList ?? []}
      payAmount={d?.repayAmount ?? 0}
      isDelay={false}
      payable={!!d && !settled && d.repayAmount > 0}
      header={
        d ? (
          <div className="rp-hero">
            <div className="rp-hero__label">{settled ? t('repaySettled') : `${t('repayDate')} ${d.repayDate}`}</div>
            <div data-testid="repay-amount">
              <Money cents={d.repayAmount} size="hero" />
            </div>
          </div>
        ) : null
      }
      body={
        d ? (
          <>
            <section className="pt-card rp-product">
              <ProductHead logo={d.productLogo} name={d.productName} orderNo={d.orderNo} />
              <DetailList rows={d.detail} />
            </section>
            {d.noticeMsg ? (
              <p className="rp-notice" data-testid="notice">
                {d.noticeMsg}
              </p>
            ) : null}
            {d.defDetail && !settled ? (
              <PayCodeCard
                def={d.defDetail}
                amount={d.repayAmount}
                info={{ defDetail: d.defDetail, repayAmount: d.repayAmount, isDelay: false }}
              />
            ) : null}
          </>
        ) : null
      }
    />
  )
}
