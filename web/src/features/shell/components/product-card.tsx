import { formatPeso } from '@/lib/format'
import { t } from '@/lib/i18n'
import type { Product } from '../api/types'
import './product-card.css'

export function isProductEnabled(product: Pick<Product, 'enabled'>): boolean {
  return String(product.enabled) !== '0'
}

export interface ProductCardProps {
  product: Product
  showTags: boolean
  onOpen: (product: Product) => void
}

/** One loan of the market: logo, amount range, term, rate and tags. */
export function ProductCard({ product, showTags, onOpen }: ProductCardProps) {
  const enabled = isProductEnabled(product)
  return (
    <button
      type="button"
      className={`pt-product pt-card${enabled ? '' : ' pt-product--disabled'}`}
      onClick={() => enabled && onOpen(product)}
      aria-disabled={!enabled}
      data-testid="product-card"
    >
      <div className="pt-product__head">
        <ProductLogo src={product.logo} name={product.name} />
        <div className="pt-product__name">{product.name}</div>
        <span className="pt-product__cta">{t('apply')}</span>
      </div>
      <div className="pt-product__amount">
        <span className="pt-product__amount-label pt-muted">{t('upTo')}</span>
        <span className="pt-money pt-product__amount-value">{formatPeso(product.amountMax)}</span>
      </div>
      <div className="pt-product__facts">
        <span>
          <span className="pt-muted">{t('amountRange', { min: formatPeso(product.amountMin), max: formatPeso(product.amountMax) })}</span>
        </span>
      </div>
      <div className="pt-product__facts">
        <span>
          <span className="pt-muted">{t('term')} </span>
          {t('days', { n: product.termDays })}
          {product.periods > 1 ? ` · ${t('periods', { n: product.periods })}` : ''}
        </span>
        <span>
          <span className="pt-muted">{t('rate')} </span>
          {product.rateDesc}
        </span>
      </div>
      {showTags && product.tags?.length ? (
        <div className="pt-product__tags">
          {product.tags.map((tag) => (
            <span className="pt-tag" key={tag}>
              {tag}
            </span>
          ))}
        </div>
      ) : null}
    </button>
  )
}

export function ProductLogo({ src, name, size = 40 }: { src?: string; name: string; size?: number }) {
  if (src) return <img className="pt-product__logo" src={src} alt="" width={size} height={size} />
  return (
    <span className="pt-product__logo pt-product__logo--letter" style={{ width: size, height: size }} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
}
