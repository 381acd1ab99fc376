import { CenterPopup, Dialog } from 'antd-mobile'
import { bridge } from '@/lib/bridge'
import { t } from '@/lib/i18n'
import { withCommon } from '@/lib/params'
import type { LoanConfirm } from '../api/types'
import { CloseIcon } from './parts'

export interface ConfirmDialogsProps {
  data: LoanConfirm | undefined
  /** The framed agreement (popAgreementUrl), shown once when the data arrives. */
  agreementOpen: boolean
  onAgreementClose: () => void
  /** The leave confirmation (isPopType). */
  pointOutOpen: boolean
  onPointOutClose: () => void
  /** The old variant's promo (NewPopMsg). */
  promoOpen: boolean
  onPromoClose: () => void
}

/**
 * The dialogs of the confirm pages, in a chunk of their own: the page loads it (with antd-mobile's
 * Dialog and CenterPopup) only once one of them is to open, so the page's first view does not
 * carry them (Lighthouse). Mounted once, it stays mounted (close animations).
 */
export default function ConfirmDialogs(props: ConfirmDialogsProps) {
  const { data } = props
  return (
    <>
      <Dialog
        visible={props.agreementOpen}
        destroyOnClose
        title={t('loanAgreement')}
        content={
          <iframe
            className="pt-loan-frame"
            src={data?.popAgreementUrl ? withCommon(data.popAgreementUrl, { embed: 1 }) : undefined} title={t('loanAgreement')} />
        }
        actions={[
          [
            { key: 'cancel', text: t('cancel'), onClick: () => bridge.closeWebView() },
            { key: 'agree', text: t('agree'), bold: true, onClick: props.onAgreementClose },
          ],
        ]}
      />

      <Dialog
        visible={props.pointOutOpen}
        title={data?.popTitle || t('pointOut')}
        content={<div className="pt-loan-dialog-text">{data?.popContent || t('loansPointOutDefault')}</div>}
        actions={[
          [
            {
              key: 'cancel',
              text: t('cancel'),
              onClick: () => {
                props.onPointOutClose()
                bridge.closeWebView()
              },
            },
            { key: 'agree', text: t('agree'), bold: true, onClick: props.onPointOutClose },
          ],
        ]}
      />

      {/* The promo waits for the agreement modal: one dialog at a time. */}
      <CenterPopup
        visible={props.promoOpen && !props.agreementOpen}
        onMaskClick={props.onPromoClose}
        bodyClassName="pt-loan-promo"
        // The popup's own width bounds (not the body's): a wider body overflowed them to the right.
        style={{ '--min-width': 'min(86vw, 340px)', '--max-width': 'min(86vw, 340px)' }}
      >
        <div role="dialog" aria-label={t('loansPromoTitle')} data-testid="promo-popup">
          <div className="pt-loan-promo__head">
            <span className="pt-loan-promo__title">{t('loansPromoTitle')}</span>
            <CloseIcon onClick={props.onPromoClose} />
          </div>
          <p className="pt-loan-promo__text">{data?.NewPopMsg}</p>
        </div>
      </CenterPopup>
    </>
  )
}
