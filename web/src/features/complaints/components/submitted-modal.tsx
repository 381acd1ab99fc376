import { Modal } from 'antd-mobile'
import { displayDate } from '@/lib/format'
import { t } from '@/lib/i18n'
import { SuccessIcon } from './icons'

/** Shows the success modal for `ms`, then calls `after` (spec section 4: 1500 ms, back to the list). */
export function showSubmitted(replyBy: string, ms: number, after: () => void): void {
  const modal = Modal.show({
    closeOnMaskClick: false,
    content: (
      <div className="pt-cp-success" role="status">
        <SuccessIcon />
        <div className="pt-cp-success__title">{t('complaintSubmittedTitle')}</div>
        <div className="pt-cp-success__text">{t('complaintSubmittedDescription', { date: displayDate(replyBy).replace(/-/g, '\u2011').replace(/ /g, '\u00a0') })}</div>
      </div>
    ),
  })
  window.setTimeout(() => {
    modal.close()
    after()
  }, ms)
}
