import { Button } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { ErrorState, Money, PageHeader, SkeletonList } from '@/components'
import { displayDate, formatPeso } from '@/lib/format'
import { t } from '@/lib/i18n'
import { getCommonParam, useNav } from '@/lib/params'
import { useProductDetail, useQuote } from '../api/product'
import type { Product, Quote } from '../api/types'
import { AmountPicker, STEP_CENTS } from '../components/amount-picker'
import { ProductLogo, isProductEnabled } from '../components/product-card'
import './product.css'


function stepOf(product: Product): number {
  return product.amountStep && product.amountStep > 0 ? product.amountStep : STEP_CENTS
}

function clampAmount(cents: number, product: Product): number {
  const step = stepOf(product)
  const stepped = product.amountMin + Math.round((cents - product.amountMin) / step) * step
  return Math.min(Math.max(stepped, product.amountMin), product.amountMax)
}

export default function ProductPage() {
  const nav = useNav()
  const productId = getCommonParam('productId')
  const detail = useProductDetail(productId)
  const product = detail.data?.product
  const [amount, setAmount] = useState<number | undefined>(undefined)
  const [committed, setCommitted] = useState<number | undefined>(undefined)

  useEffect(() => {
    if (detail.data && amount === undefined) {
      const start = clampAmount(detail.data.quote?.amount || detail.data.product.amountMax, detail.data.product)
      setAmount(start)
      setCommitted(start)
    }
  }, [detail.data, amount])

  const quoteQuery = useQuote(productId, committed !== undefined && committed !== detail.data?.quote?.amount ? committed : undefined)
  const quote: Quote | undefined = quoteQuery.data ?? detail.data?.quote ?? undefined

  const apply = () => {
    if (!product || !isProductEnabled(product)) return
    const target = product.periods > 1 ? '/confirmPeriod' : '/loanConfirmNew'
    nav.go(target, { productId: String(product.id), amount: committed ?? amount })
  }

  return (
    <div className="pt-page pt-product-page">
      {/* A new node for the product's name (keyed): the loading title's text is not moved into it,
          which the browser would count as a layout shift. */}
      <PageHeader title={<span key={product?.name ?? ''}>{product?.name ?? t('productDetail')}</span>} />
      {detail.isPending ? (
        <div className="pt-section" style={{ marginTop: 16 }}>
          <SkeletonList rows={3} />
        </div>
      ) : detail.isError || !product ? (
        <ErrorState error={detail.error} onRetry={() => detail.refetch()} />
      ) : (
        <main className="pt-section">
          <section className="pt-card pt-product-page__summary">
            <div className="pt-row" style={{ justifyContent: 'flex-start' }}>
              <ProductLogo src={product.logo} name={product.name} size={44} />
              <div>
                <div className="pt-product-page__name">{product.name}</div>
                <div className="pt-muted" style={{ fontSize: 12 }}>
                  {t('days', { n: product.termDays })}
                  {product.periods > 1 ? ` · ${t('periods', { n: product.periods })}` : ''} · {product.rateDesc}
                </div>
              </div>
            </div>
            {product.description ? <p className="pt-product-page__desc pt-muted">{product.description}</p> : null}
          </section>

          <section className="pt-card">
            <div className="pt-product-page__label">{t('chooseAmount')}</div>
            <div className="pt-product-page__amount" aria-live="polite">
              <Money cents={amount ?? product.amountMax} size="hero" />
            </div>
            {product.amountMax > product.amountMin ? (
              <AmountPicker
                min={product.amountMin}
                max={product.amountMax}
                step={stepOf(product)}
                value={amount ?? product.amountMax}
                onChange={setAmount}
                onCommit={(cents) => setCommitted(clampAmount(cents, product))}
              />
            ) : null}
          </section>

          {quote ? (
            <>
              {quote.details?.length ? (
                <>
                  <h2 className="pt-section-title">{t('quote')}</h2>
                  <section className="pt-card" aria-busy={quoteQuery.isFetching}>
                    {quote.details.map((row) => (
                      <div className="pt-kv" key={row.text}>
                        <span>{row.text}</span>
                        <span>{row.value}</span>
                      </div>
                    ))}
                  </section>
                </>
              ) : null}
              {quote.repay_plans?.length ? (
                <>
                  <h2 className="pt-section-title">{t('repaymentPlan')}</h2>
                  <section className="pt-card">
                    {quote.repay_plans.map((plan, i) => (
                      <div className="pt-kv pt-product-page__plan" key={`${plan.title}-${i}`}>
                        <span>
                          <span className="pt-product-page__plan-title">{plan.title}</span>
                          <span className="pt-muted" style={{ display: 'block', fontSize: 12 }}>
                            {plan.description} · {displayDate(plan.pay_time)}
                          </span>
                        </span>
                        <span className="pt-money">{typeof plan.amount === 'number' ? formatPeso(plan.amount) : plan.amount}</span>
                      </div>
                    ))}
                  </section>
                </>
              ) : null}
            </>
          ) : null}

          <div className="pt-bottom-bar">
            <Button block color="primary" size="large" shape="rounded" disabled={!isProductEnabled(product)} onClick={apply}>
              {isProductEnabled(product) ? t('apply') : t('productUnavailable')}
            </Button>
          </div>
        </main>
      )}
    </div>
  )
}
