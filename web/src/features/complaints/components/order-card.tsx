import { t } from '@/lib/i18n'
import type { ComplaintOrder } from '../api/complaints'
import { ArrowIcon } from './icons'
import { ProductLogo } from './product-logo'

/** Status chip colour by order status code (ARCHITECTURE section 5). */
export function statusTone(code: number): string {
  if (code === 180) return 'pt-cp-chip pt-cp-chip--warn'
  if (code === 110 || code === 200) return 'pt-cp-chip pt-cp-chip--muted'
  return 'pt-cp-chip'
}

export interface OrderCardProps {
  order: ComplaintOrder
  /** Shown when there is more than one order: opens the picker. */
  onAll?: () => void
}

/** The selected order of the complaint home: logo, name, status and title/value rows. */
export function OrderCard({ order, onAll }: OrderCardProps) {
  return (
    <section className="pt-card pt-cp-order" aria-label={t('complaintSelectedOrder')} data-testid="complaint-order">
      <div className="pt-cp-order__head">
        <ProductLogo src={order.productLogo} name={order.productName} />
        <div className="pt-cp-order__name">
          <div className="pt-cp-order__product">{order.productName}</div>
          <span className={statusTone(order.orderStatus)}>{order.status}</span>
        </div>
        {onAll ? (
          <button type="button" className="pt-cp-all" onClick={onAll}>
            {t('all')}
            <ArrowIcon />
          </button>
        ) : null}
      </div>
      <dl className="pt-cp-rows">
        {(order.list ?? []).map((row) => (
          <div key={row.title}>
            <dt>{row.title}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
