import { Dialog } from 'antd-mobile'
import { t } from '@/lib/i18n'
import type { LoanDetails } from '../api/types'
import { ScoreModal } from './score-modal'

export interface LoanDetailDialogsProps {
  data: LoanDetails | undefined
  orderId: string
  /** The greeting after confirm (from=confirm). */
  withdrawOpen: boolean
  onWithdrawClose: () => void
  /** The bank-card tip (cardNeedPop). */
  cardOpen: boolean
  onCardClose: () => void
  onCardBind: () => void
  /** The rating (isScore). */
  scoreOpen: boolean
  onScoreClose: () => void
  onContact: () => void
}

/**
 * The dialogs of /loanDetail and /order, in a chunk of their own: the page loads it (with
 * antd-mobile's Dialog, CenterPopup and Image) only once one of them is to open, so the page's
 * first view does not carry them (Lighthouse). Mounted once, it stays mounted (close
 * animations, the rating's result dialog).
 */
export default function LoanDetailDialogs(props: LoanDetailDialogsProps) {
  const { data } = props
  return (
    <>
      <Dialog
        visible={props.withdrawOpen}
        title={t('withdrawNow')}
        content={
          <div className="pt-loan-dialog-text" data-testid="withdraw-modal">
            {t('loansWithdrawText')}
          </div>
        }
        actions={[{ key: 'ok', text: t('loansGotIt'), bold: true, onClick: props.onWithdrawClose }]}
      />

      <Dialog
        visible={props.cardOpen}
        className="pt-loan-card-dialog"
        title={data?.cardPopTitle || t('loansCardPopTitle')}
        content={
          <div className="pt-loan-dialog-text" data-testid="card-dialog">
            {data?.cardPopMsg || t('loansCardPopText')}
          </div>
        }
        actions={[
          [
            { key: 'close', text: t('close'), onClick: props.onCardClose },
            { key: 'bind', text: t('loansCardPopButton'), bold: true, onClick: props.onCardBind },
          ],
        ]}
      />

      <ScoreModal visible={props.scoreOpen} orderId={props.orderId} onClose={props.onScoreClose} onContact={props.onContact} />
    </>
  )
}
