import { Button } from 'antd-mobile'
import { useSearchParams } from 'react-router'
import { EmptyState, ErrorState, PageHeader, SkeletonList, StatusIcon } from '@/components'
import { bridge } from '@/lib/bridge'
import { t } from '@/lib/i18n'
import { NEXT_PARAM, getCommonParam, parseNext } from '@/lib/params'
import { MODULE_LOGIN_ERROR, useLoginErrorDetail } from '../api/loans'
import { openRecommendedProduct } from '../components/product-open'
import { RecommendedList } from '../components/recommended-list'
import '../components/loans.css'

/** The status icon of the joint-login failure: the one of a refused order. */
const FAILURE_STATUS = 110

/**
 * /loginError ('Order Details'): where a joint-login failure lands (spec section 2).
 * The shared HTTP client also sends an expired session here with reason=session; that
 * case cannot call the server (it would answer 401 again), so it offers the login.
 */
export default function LoginErrorPage() {
  const [search] = useSearchParams()
  const sessionEnded = search.get('reason') === 'session'
  // The page the session ended on, opened again after the login.
  const next = parseNext(search.get(NEXT_PARAM)) ? (search.get(NEXT_PARAM) ?? undefined) : undefined
  const orderId = getCommonParam('orderId')
  const detail = useLoginErrorDetail(orderId, !sessionEnded)
  const data = detail.data
  const products = data?.recProducts ?? []

  return (
    <div className="pt-page pt-loan-login-error">
      <PageHeader title={t('orderDetails')} />
      <main className="pt-section" style={{ paddingTop: 16 }}>
        {sessionEnded ? (
          <section className="pt-card pt-loan-status" data-testid="login-error-status">
            <StatusIcon status={FAILURE_STATUS} size={64} />
            <div className="pt-loan-status__text">{t('sessionExpired')}</div>
            <div style={{ marginTop: 16 }}>
              <Button block color="primary" shape="rounded" size="large" onClick={() => bridge.goLogin(next)}>
                {t('logIn')}
              </Button>
            </div>
          </section>
        ) : detail.isPending ? (
          <SkeletonList rows={2} />
        ) : detail.isError || !data ? (
          <ErrorState error={detail.error} onRetry={() => detail.refetch()} />
        ) : (
          <>
            <section className="pt-card pt-loan-status" data-testid="login-error-status">
              <StatusIcon status={FAILURE_STATUS} size={64} />
              <div className="pt-loan-status__text">{data.noticeMessage}</div>
              {data.errMessage ? <div className="pt-loan-status__desc">{data.errMessage}</div> : null}
            </section>
            {products.length ? (
              <>
                <h2 className="pt-section-title">{t('loansRecommended')}</h2>
                <RecommendedList products={products} onOpen={(p, index) => openRecommendedProduct(p, MODULE_LOGIN_ERROR, index)} />
              </>
            ) : (
              <EmptyState description={t('loansRecommendEmpty')} />
            )}
          </>
        )}
      </main>
    </div>
  )
}
