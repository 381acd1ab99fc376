import type { CSSProperties } from 'react'
import { Button, CenterPopup } from 'antd-mobile'
import { formatPeso } from '@/lib/format'
import { t } from '@/lib/i18n'
import { Barcode } from './barcode'

/** The 'scanToPay' modal: the pay code as an ITF barcode for the store cashier's scanner. */
export function ScanPopup({ code, amount, onClose }: { code: string; amount: number; onClose: () => void }) {
  return (
    <CenterPopup visible onMaskClick={onClose} onClose={onClose} style={{ '--min-width': 'min(320px, 88vw)' } as CSSProperties}>
      <div className="rp-scan" data-testid="scan-modal" role="dialog" aria-label={t('scanToPay')}>
        <h3 className="rp-scan__title">{t('scanToPay')}</h3>
        <Barcode value={code} />
        <div className="rp-scan__code">{code}</div>
        <div className="rp-scan__amount">{formatPeso(amount)}</div>
        <div className="pt-muted">{t('repayScanHint')}</div>
        <Button block shape="rounded" className="rp-gap" onClick={onClose} data-testid="scan-close">
          {t('close')}
        </Button>
      </div>
    </CenterPopup>
  )
}
