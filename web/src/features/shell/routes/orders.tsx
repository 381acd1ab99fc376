import { EmptyState, ErrorState, KeepTogether, Money, PageHeader, SkeletonList, StatusIcon } from '@/components'
import { displayDate } from '@/lib/format'
import { t } from '@/lib/i18n'
import { useNav } from '@/lib/params'
import { PullToRefresh } from '@/lib/pull-to-refresh'
import { useOrders } from '../api/orders'
import { ShellTabBar } from '../components/shell-tab-bar'
import './orders.css'

export default function OrdersPage() {
  const nav = useNav()
  const orders = useOrders()
  const list = orders.data ?? []
  return (
    <div className="pt-page pt-page--with-tabbar">
      <PageHeader title={t('ordersTitle')} back={false} />
      <PullToRefresh onRefresh={() => orders.refetch()}>
        <main className="pt-section pt-orders">
          {orders.isPending ? (
            <SkeletonList rows={4} />
          ) : orders.isError ? (
            <ErrorState error={orders.error} onRetry={() => orders.refetch()} />
          ) : list.length === 0 ? (
            <EmptyState description={t('noOrders')} />
          ) : (
            <ul className="pt-orders__list">
              {list.map((order) => (
                <li key={order.orderId}>
                  <button
                    type="button"
                    className="pt-card pt-orders__item"
                    data-testid="order-item"
                    data-order-id={order.orderId}
                    onClick={() => nav.go('/loanDetail', { orderId: String(order.orderId), productId: String(order.productId) })}
                  >
                    <StatusIcon status={order.status} size={44} />
                    <span className="pt-orders__body">
                      <span className="pt-orders__name">{order.productName}</span>
                      <span className="pt-orders__status" data-status={order.status}>
                        {order.statusText}
                      </span>
                      <span className="pt-orders__dates pt-muted">
                        <KeepTogether
                          text={
                            t('orderCreatedAt', { date: displayDate(order.createdAt) }) +
                            (order.dueDate ? ` · ${t('orderDueDate', { date: displayDate(order.dueDate) })}` : '')
                          }
                        />
                      </span>
                    </span>
                    <Money cents={order.amount} size="medium" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </main>
      </PullToRefresh>
      <ShellTabBar />
    </div>
  )
}
