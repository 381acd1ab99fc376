import { t } from '@/lib/i18n'
import type { Contract } from '../api/types'

export interface AgreementRowProps {
  contracts: Contract[]
  checked: boolean
  onToggle: (checked: boolean) => void
  /** A contract title was tapped: its position in the list (0-based) and the contract. */
  onOpen: (position: number, contract: Contract) => void
}

/** 'I have read and agree' + the contract titles as links, behind one checkbox. */
export function AgreementRow({ contracts, checked, onToggle, onOpen }: AgreementRowProps) {
  return (
    <div className="pt-loan-agree" data-testid="agreement-row">
      <label className="pt-loan-agree__check">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onToggle(e.target.checked)}
          aria-label={t('iHaveReadAndAgree')}
        />
        <span className="pt-loan-agree__box" aria-hidden="true">
          <svg viewBox="0 0 16 16" width="12" height="12">
            <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      </label>
      <p className="pt-loan-agree__text">
        <span onClick={() => onToggle(!checked)}>{t('iHaveReadAndAgree')} </span>
        {contracts.map((contract, position) => (
          <span key={contract.id}>
            {position > 0 ? ', ' : ''}
            <button type="button" className="pt-loan-agree__link" onClick={() => onOpen(position, contract)}>
              {contract.title}
            </button>
          </span>
        ))}
      </p>
    </div>
  )
}
