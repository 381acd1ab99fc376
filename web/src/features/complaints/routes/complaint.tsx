import { Button } from 'antd-mobile'
import { lazy, Suspense, useState } from 'react'
import { EmptyState, ErrorState, PageHeader, SkeletonList } from '@/components'
import { showToast } from '@/lib/feedback'
import { t } from '@/lib/i18n'
import { getCommonParam, useNav } from '@/lib/params'
import { getItem, setItem, STORAGE_KEYS } from '@/lib/storage'
import { useProblemInit, type ComplaintOrder, type TitleValue } from '../api/complaints'
import { ArrowIcon, ListIcon, TypeIcon } from '../components/icons'
import { Shortcut } from '../components/shortcut'
import { OrderCard } from '../components/order-card'
import '../components/complaints.css'

// The 'All' overlay loads on first use.
const OrderPicker = lazy(() => import('../components/order-picker'))

/** Complaint type value 1 is collection (spec section 4). */
const COLLECTION_TYPE = 1

/** Complaint home, 'Online service' (spec section 2). */
export default function ComplaintPage() {
  const nav = useNav()
  // An order named by the host (orderId) wins; otherwise the order chosen last time.
  const orderIdParam = getCommonParam('orderId')
  const init = useProblemInit(orderIdParam || undefined)
  const [chosenNo, setChosenNo] = useState(() => (orderIdParam ? '' : (getItem(STORAGE_KEYS.orderNo) ?? '')))
  const [pickerOpen, setPickerOpen] = useState(false)
  const [pickerUsed, setPickerUsed] = useState(false)
  const [expanded, setExpanded] = useState(false)

  const data = init.data
  const orders = data?.orderList ?? []
  const selected: ComplaintOrder | null = orders.find((o) => o.orderNo === chosenNo) ?? data?.orderDetail ?? null

  const choose = (order: ComplaintOrder) => {
    setChosenNo(order.orderNo)
    setItem(STORAGE_KEYS.orderNo, order.orderNo)
    setPickerOpen(false)
    if (order.isShow !== 1) setExpanded(false)
  }

  const openForm = (problemType: number, problemSonType?: number) => {
    if (!selected) return
    setItem(STORAGE_KEYS.orderNo, selected.orderNo)
    nav.go('/complainPageNext', { problemType, problemSonType, orderNo: selected.orderNo })
  }

  const onType = (type: TitleValue) => {
    if (!selected) return
    if (type.value === COLLECTION_TYPE) {
      if (selected.isShow !== 1) {
        showToast(t('collectionComplaintNotSupported'))
        return
      }
      setExpanded((open) => !open)
      return
    }
    openForm(type.value)
  }

  return (
    <div className="pt-page pt-cp-page">
      <PageHeader title={t('onlineService')}>
        <div className="pt-cp-hero">{t('replyPromise')}</div>
      </PageHeader>
      <main className="pt-cp-main">
        {init.isPending ? (
          <SkeletonList rows={3} />
        ) : init.isError || !data ? (
          <div className="pt-card">
            <ErrorState error={init.error} onRetry={() => init.refetch()} />
          </div>
        ) : !selected ? (
          <div className="pt-card">
            <EmptyState
              description={t('complaintNoOrders')}
              action={
                <Button color="primary" shape="rounded" onClick={() => nav.go('/customerService')}>
                  {t('customerService')}
                </Button>
              }
            />
          </div>
        ) : (
          <>
            {/* 'All' opens the list of every order (spec section 2), one order included. */}
            <OrderCard
              order={selected}
              onAll={
                orders.length > 0
                  ? () => {
                      setPickerUsed(true)
                      setPickerOpen(true)
                    }
                  : undefined
              }
            />

            <Shortcut icon={<ListIcon />} title={t('myComplaints')} hint={t('customerServiceMyComplaints')} onClick={() => nav.go('/complaintList')} />

            <h2 className="pt-section-title">{t('complaintTypesTitle')}</h2>
            <div className="pt-card pt-cp-types" role="list">
              {(data.problemType ?? []).map((type) => {
                const isCollection = type.value === COLLECTION_TYPE
                return (
                  <div key={type.value} role="listitem">
                    <button
                      type="button"
                      className="pt-cp-type"
                      data-testid="complaint-type"
                      aria-expanded={isCollection ? expanded : undefined}
                      onClick={() => onType(type)}
                    >
                      <TypeIcon value={type.value} />
                      <span className="pt-cp-type__title">{type.title}</span>
                      <ArrowIcon />
                    </button>
                    {isCollection && expanded ? (
                      <div className="pt-cp-subtypes" role="list" aria-label={t('complaintSubTypesTitle')}>
                        {(data.problemSonType ?? []).map((son) => (
                          <button
                            key={son.value}
                            type="button"
                            role="listitem"
                            className="pt-cp-subtype"
                            data-testid="complaint-subtype"
                            onClick={() => openForm(type.value, son.value)}
                          >
                            <span>{son.title}</span>
                            <ArrowIcon />
                          </button>
                        ))}
                      </div>
                    ) : null}
                  </div>
                )
              })}
            </div>
            {pickerUsed ? (
              <Suspense fallback={null}>
                <OrderPicker
                  visible={pickerOpen}
                  orders={orders}
                  selected={selected.orderNo}
                  onSelect={choose}
                  onClose={() => setPickerOpen(false)}
                />
              </Suspense>
            ) : null}
          </>
        )}
      </main>
    </div>
  )
}
