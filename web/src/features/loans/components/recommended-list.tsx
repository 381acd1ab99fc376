import { t } from '@/lib/i18n'
import type { RecProduct } from '../api/types'
import { isProductEnabled, showTags } from '../logic/rules'
import { ProductLogo } from './parts'

export interface RecommendedListProps {
  products: RecProduct[]
  onOpen: (product: RecProduct, index: number) => void
}

/** Recommended loan products: tags on the first two only; enabled '0' is grey and ignores taps. */
export function RecommendedList({ products, onOpen }: RecommendedListProps) {
  return (
    <div className="pt-loan-recs">
      {products.map((product, index) => {
        const enabled = isProductEnabled(product.enabled)
        return (
          <button
            type="button"
            key={product.id}
            className={`pt-card pt-loan-rec${enabled ? '' : ' pt-loan-rec--disabled'}`}
            aria-disabled={!enabled}
            data-testid="rec-product"
            onClick={() => {
              if (enabled) onOpen(product, index)
            }}
          >
            <div className="pt-loan-rec__head">
              <ProductLogo src={product.logo} name={product.name} size={36} />
              <span className="pt-loan-rec__name">{product.name}</span>
              <span className="pt-loan-rec__cta">{product.buttonText || t('apply')}</span>
            </div>
            <div className="pt-loan-rec__facts">
              <span className="pt-loan-rec__fact">
                <span className="pt-loan-rec__value pt-money">{product.amountRange}</span>
                <span className="pt-loan-rec__label">{product.amountDesc}</span>
              </span>
              <span className="pt-loan-rec__fact">
                <span className="pt-loan-rec__value">{product.rate}</span>
                <span className="pt-loan-rec__label">{product.rateDesc}</span>
              </span>
            </div>
            {showTags(index) && product.tags?.length ? (
              <div className="pt-loan-rec__tags" data-testid="rec-tags">
                {product.tags.map((tag) => (
                  <span className="pt-tag" key={tag}>
                    {tag}
                  </span>
                ))}
              </div>
            ) : null}
          </button>
        )
      })}
    </div>
  )
}
