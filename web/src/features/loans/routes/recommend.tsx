import { EmptyState, ErrorState, PageHeader, SkeletonList } from '@/components'
import { bridge } from '@/lib/bridge'
import { t } from '@/lib/i18n'
import { useLoanMarket } from '../api/loans'
import { RecommendedList } from '../components/recommended-list'
import '../components/loans.css'

/** /recommend: the loan market as recommended products (tags on the first two). */
export default function RecommendPage() {
  const market = useLoanMarket()
  const products = market.data ?? []
  return (
    <div className="pt-page pt-loan-recommend">
      <PageHeader title={t('recommendList')} />
      <main className="pt-section" style={{ paddingTop: 16 }}>
        {market.isPending ? (
          <SkeletonList rows={3} />
        ) : market.isError ? (
          <ErrorState error={market.error} onRetry={() => market.refetch()} />
        ) : products.length === 0 ? (
          <EmptyState description={t('loansRecommendEmpty')} />
        ) : (
          <RecommendedList products={products} onOpen={(p) => bridge.openProductPage(p.id)} />
        )}
      </main>
    </div>
  )
}
