import { t } from '@/lib/i18n'

export interface CicNoticeProps {
  /** The notice as the server words it in the borrower's language (the confirmation's cicNotice). */
  title: string
  text: string
  checked: boolean
  onToggle: (checked: boolean) => void
  /** The privacy policy link was tapped. */
  onOpenPolicy: () => void
}

/**
 * The notice of R.A. 9510 (the Credit Information System Act): the borrower's basic credit
 * data goes to the Credit Information Corporation, with the text (and its version) the server
 * keeps with each application. One checkbox, like the agreement row: it
 * starts ticked and 'Next' works only while it is (docs/compliance.md).
 */
export function CicNotice({ title, text, checked, onToggle, onOpenPolicy }: CicNoticeProps) {
  return (
    <div className="pt-card pt-cic-notice" data-testid="cic-notice">
      <div className="pt-cic-notice__title">{title}</div>
      <p className="pt-cic-notice__text">{text}</p>
      <div className="pt-loan-agree pt-cic-notice__ack">
        <label className="pt-loan-agree__check">
          <input type="checkbox" checked={checked} onChange={(e) => onToggle(e.target.checked)} aria-label={t('cicNoticeAck')} data-testid="cic-notice-check" />
          <span className="pt-loan-agree__box" aria-hidden="true">
            <svg viewBox="0 0 16 16" width="12" height="12">
              <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
        </label>
        <p className="pt-loan-agree__text">
          <span onClick={() => onToggle(!checked)}>{t('cicNoticeAck')} </span>
          <button type="button" className="pt-loan-agree__link" onClick={onOpenPolicy}>
            {t('privacyPolicy')}
          </button>
        </p>
      </div>
    </div>
  )
}
