import { Popup } from 'antd-mobile'
import { t } from '@/lib/i18n'
import type { ComplaintOrder } from '../api/complaints'
import { CheckIcon } from './icons'
import { ProductLogo } from './product-logo'
import { statusTone } from './order-card'

export interface OrderPickerProps {
  visible: boolean
  orders: ComplaintOrder[]
  selected: string
  onSelect: (order: ComplaintOrder) => void
  onClose: () => void
}

/** The 'All' overlay: every order of the borrower, the chosen one checked. */
export default function OrderPicker({ visible, orders, selected, onSelect, onClose }: OrderPickerProps) {
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '16px 16px 0 0' }}>
      <div className="pt-cp-picker" role="radiogroup" aria-label={t('complaintChooseOrder')}>
        <div className="pt-cp-picker__title">{t('complaintChooseOrder')}</div>
        {orders.map((order) => (
          <button
            key={order.orderNo}
            type="button"
            role="radio"
            aria-checked={order.orderNo === selected}
            className="pt-cp-picker__item"
            data-testid="complaint-order-option"
            onClick={() => onSelect(order)}
          >
            <ProductLogo src={order.productLogo} name={order.productName} />
            <span className="pt-cp-order__name pt-cp-picker__body">
              <span className="pt-cp-order__product">{order.productName}</span>
              <span className="pt-cp-picker__meta">
                <span className={statusTone(order.orderStatus)}>{order.status}</span>
                <span>{order.orderNo}</span>
                {order.list?.[0] ? <span className="pt-cp-picker__amount">{order.list[0].value}</span> : null}
              </span>
            </span>
            {order.orderNo === selected ? <CheckIcon /> : null}
          </button>
        ))}
      </div>
    </Popup>
  )
}
