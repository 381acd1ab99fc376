import { PageHeader, EmptyState, ErrorState, SkeletonList } from '@/components'
import { formatPeso } from '@/lib/format'
import { t } from '@/lib/i18n'
import { useNav } from '@/lib/params'
import { useHome } from '../api/home'
import { ProductCard, isProductEnabled } from '../components/product-card'
import { ShellTabBar } from '../components/shell-tab-bar'
import './main.css'

/** Only the first two products show their tags (spec section 9). */
const TAGGED_PRODUCTS = 2

export default function MainPage() {
  const nav = useNav()
  const home = useHome()
  const products = home.data?.products ?? []
  const best = products.filter(isProductEnabled).reduce((max, p) => Math.max(max, Number(p.amountMax) || 0), 0)

  return (
    <div className="pt-page pt-page--with-tabbar">
      <PageHeader title={t('appName')} back={false}>
        <div className="pt-main__hero">
          <div className="pt-main__greeting">{t('homeGreeting')}</div>
          <div className="pt-main__sub">{t('homeSubtitle')}</div>
          {best > 0 ? (
            <div className="pt-main__best">
              <span>{t('upTo')}</span>
              <strong className="pt-money">{formatPeso(best)}</strong>
            </div>
          ) : home.isPending ? (
            // Holds the amount's place while the products load, so the list does not jump.
            <div className="pt-main__best pt-main__best--pending" aria-hidden="true">
              <span>&nbsp;</span>
              <strong>&nbsp;</strong>
            </div>
          ) : null}
        </div>
      </PageHeader>
      <main className="pt-section pt-main__list">
          <h2 className="pt-visually-hidden">{t('loanMarket')}</h2>
          {home.isPending ? (
            <SkeletonList rows={3} />
          ) : home.isError ? (
            <ErrorState error={home.error} onRetry={() => home.refetch()} />
          ) : products.length === 0 ? (
            <EmptyState description={t('noProducts')} />
          ) : (
            products.map((product, index) => (
              <ProductCard
                key={product.id}
                product={product}
                showTags={index < TAGGED_PRODUCTS}
                onOpen={(p) => nav.go('/product', { productId: String(p.id), orderId: null })}
              />
            ))
          )}
      </main>
      <ShellTabBar />
    </div>
  )
}
