import { Button, Modal } from 'antd-mobile'
import { useState } from 'react'
import { showSuccess } from '@/lib/feedback'
import { t } from '@/lib/i18n'
import { saveScore } from '../api/complaints'

export interface RatingModalProps {
  visible: boolean
  problemId: string
  onClose: (rated: boolean) => void
}

/**
 * 'Please rate this service' (spec section 4): five stars, Cancel and Send; a tap on the
 * mask does not close it. The star count resets whenever it closes.
 */
export default function RatingModal({ visible, problemId, onClose }: RatingModalProps) {
  const [stars, setStars] = useState(0)
  const [sending, setSending] = useState(false)
  const close = (rated: boolean) => {
    setStars(0)
    onClose(rated)
  }
  const send = async () => {
    if (stars < 1) return
    setSending(true)
    try {
      if (await saveScore(problemId, stars)) {
        showSuccess(t('successfulDemonstration'))
        close(true)
      }
    } finally {
      setSending(false)
    }
  }
  return (
    <Modal
      visible={visible}
      closeOnMaskClick={false}
      title={t('pleaseRateThisService')}
      content={
        <div className="pt-cp-rate" role="group" aria-label={t('pleaseRateThisService')}>
          <p className="pt-cp-rate__hint">{t('complaintRatingHint')}</p>
          <div className="pt-cp-rate__stars" role="radiogroup" aria-label={t('pleaseRateThisService')}>
            {[1, 2, 3, 4, 5].map((n) => (
              <button
                key={n}
                type="button"
                role="radio"
                aria-checked={stars === n}
                aria-label={t('complaintStars', { n })}
                className={n <= stars ? 'pt-cp-star pt-cp-star--on' : 'pt-cp-star'}
                onClick={() => setStars(n)}
              >
                <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true">
                  <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" fill="currentColor" />
                </svg>
              </button>
            ))}
          </div>
          <div className="pt-cp-rate__buttons">
            <Button block shape="rounded" onClick={() => close(false)}>
              {t('cancel')}
            </Button>
            <Button block shape="rounded" color="primary" disabled={stars < 1} loading={sending} onClick={send}>
              {t('send')}
            </Button>
          </div>
        </div>
      }
    />
  )
}
