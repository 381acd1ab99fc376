import { Button, Popup, Rate } from 'antd-mobile'
import { useEffect, useState, type CSSProperties } from 'react'
import { showSuccess } from '@/lib/feedback'
import { t } from '@/lib/i18n'

/** The web shell's stand-in for the native "rate this app" prompt (bridge.goRate). */
export default function RatingDialog({ requestCount }: { requestCount: number }) {
  const [open, setOpen] = useState(false)
  const [stars, setStars] = useState(5)
  useEffect(() => {
    // Every goRate() bumps the count: reopen with 5 stars preselected.
    setStars(5)
    setOpen(true)
  }, [requestCount])
  return (
    <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ borderRadius: '16px 16px 0 0' }}>
      <div style={{ padding: '24px 20px calc(20px + env(safe-area-inset-bottom))', textAlign: 'center' }} role="dialog" aria-label={t('rateAppTitle')}>
        <div style={{ fontSize: 17, fontWeight: 600 }}>{t('rateAppTitle')}</div>
        <div style={{ margin: '18px 0 22px', '--star-size': '34px' } as CSSProperties}>
          <Rate value={stars} onChange={setStars} />
        </div>
        <div style={{ display: 'flex', gap: 12 }}>
          <Button block shape="rounded" onClick={() => setOpen(false)}>
            {t('cancel')}
          </Button>
          <Button
            block
            shape="rounded"
            color="primary"
            onClick={() => {
              setOpen(false)
              showSuccess(t('rateAppThanks'))
            }}
          >
            {t('send')}
          </Button>
        </div>
      </div>
    </Popup>
  )
}
