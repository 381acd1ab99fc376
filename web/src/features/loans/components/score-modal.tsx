import { Dialog } from 'antd-mobile'
import { useState } from 'react'
import { bridge } from '@/lib/bridge'
import { showToast } from '@/lib/feedback'
import { t } from '@/lib/i18n'
import { sendOrderScore } from '../api/loans'
import { SCORE_STARS, scoreOutcome } from '../logic/rules'

export interface ScoreModalProps {
  visible: boolean
  orderId: string
  onClose: () => void
  /** Opens the customer-service page from the result modal. */
  onContact: () => void
}

/**
 * The order-details rating (spec sections 4 and 9): 5 stars, the score sent is
 * always 5; fewer than 4 stars opens the result modal, 4 or more the native
 * rating prompt; no star gives the toast 'Silakan pilih'.
 */
export function ScoreModal({ visible, orderId, onClose, onContact }: ScoreModalProps) {
  const [stars, setStars] = useState(0)
  const [resultOpen, setResultOpen] = useState(false)

  const send = () => {
    const outcome = scoreOutcome(stars)
    if (outcome === 'choose') {
      showToast(t('pleaseChoose'))
      return
    }
    // Fire-and-forget: the borrower's next step never waits on the record.
    sendOrderScore(orderId).catch(() => undefined)
    onClose()
    setStars(0)
    if (outcome === 'result') setResultOpen(true)
    else bridge.goRate()
  }

  return (
    <>
      <Dialog
        visible={visible}
        title={t('loansScoreTitle')}
        content={
          <div className="pt-loan-score" data-testid="score-modal">
            <div className="pt-loan-score__hint">{t('loansScoreHint')}</div>
            <Stars value={stars} onChange={setStars} />
          </div>
        }
        actions={[
          [
            {
              key: 'cancel',
              text: t('cancel'),
              onClick: () => {
                setStars(0)
                onClose()
              },
            },
            { key: 'send', text: t('send'), bold: true, onClick: send },
          ],
        ]}
      />
      <Dialog
        visible={resultOpen}
        title={t('loansScoreResultTitle')}
        content={
          <div className="pt-loan-dialog-text" data-testid="score-result">
            {t('loansScoreResultText')}
          </div>
        }
        actions={[
          [
            { key: 'close', text: t('close'), onClick: () => setResultOpen(false) },
            {
              key: 'contact',
              text: t('loansContactUs'),
              bold: true,
              onClick: () => {
                setResultOpen(false)
                onContact()
              },
            },
          ],
        ]}
      />
    </>
  )
}

/** Five tappable stars (44 px targets); tapping the chosen star again clears it. */
function Stars({ value, onChange }: { value: number; onChange: (stars: number) => void }) {
  return (
    <div className="pt-loan-stars" role="radiogroup" aria-label={t('loansScoreTitle')}>
      {Array.from({ length: SCORE_STARS }, (_, i) => {
        const n = i + 1
        return (
          <button
            type="button"
            key={n}
            role="radio"
            aria-checked={value === n}
            aria-label={t('loansStars', { n })}
            className={`pt-loan-stars__star${value >= n ? ' pt-loan-stars__star--on' : ''}`}
            onClick={() => onChange(value === n ? 0 : n)}
          >
            <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true">
              <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" fill="currentColor" />
            </svg>
          </button>
        )
      })}
    </div>
  )
}
