import type { ReactNode } from 'react'
import { displayDate, formatPeso } from '@/lib/format'
import { t } from '@/lib/i18n'
import type { Disclosure, RepayPlan, TextValue } from '../api/types'

/** A product's logo, or its first letter on a soft tile when the server has none. */
export function ProductLogo({ src, name, size = 40 }: { src?: string; name: string; size?: number }) {
  if (src) return <img className="pt-loan-logo" src={src} alt="" width={size} height={size} />
  return (
    <span className="pt-loan-logo pt-loan-logo--letter" style={{ width: size, height: size }} aria-hidden="true">
      {(name || '?').slice(0, 1).toUpperCase()}
    </span>
  )
}

/** A card with a section title above it. */
export function Section({ title, children, testId }: { title?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="pt-loan-section" data-testid={testId}>
      {title ? <h2 className="pt-section-title">{title}</h2> : null}
      <div className="pt-card">{children}</div>
    </section>
  )
}

/** The server's {text, value} rows. */
export function DetailList({ rows, testId }: { rows: TextValue[] | null | undefined; testId?: string }) {
  if (!rows?.length) return null
  return (
    <div className="pt-loan-kv" data-testid={testId}>
      {rows.map((row, i) => (
        <div className="pt-kv" key={`${row.text}-${i}`}>
          <span>{row.text}</span>
          <span>{row.value}</span>
        </div>
      ))}
    </div>
  )
}

function planAmount(amount: RepayPlan['amount']): string {
  return typeof amount === 'number' ? formatPeso(amount) : /^-?\d+$/.test(String(amount)) ? formatPeso(String(amount)) : String(amount)
}

/** The repayment plan: title, description, amount and pay day per installment. */
export function PlanList({ plans }: { plans: RepayPlan[] | null | undefined }) {
  if (!plans?.length) return null
  return (
    <ol className="pt-loan-plan" data-testid="plan-list">
      {plans.map((plan, i) => (
        <li className="pt-loan-plan__row" key={`${plan.title}-${i}`}>
          <span className="pt-loan-plan__dot" aria-hidden="true">
            {i + 1}
          </span>
          <span className="pt-loan-plan__body">
            <span className="pt-loan-plan__title">{plan.title}</span>
            <span className="pt-loan-plan__desc">{plan.description}</span>
          </span>
          <span className="pt-loan-plan__right">
            <span className="pt-money">{planAmount(plan.amount)}</span>
            <span className="pt-loan-plan__date">{displayDate(plan.pay_time)}</span>
          </span>
        </li>
      ))}
    </ol>
  )
}

/**
 * The SEC Memorandum Circular No. 19 (2019) disclosure: the lending company's
 * name, SEC registration number, Certificate of Authority number and the advisory
 * to read the disclosure statement before accepting the loan.
 */
export function DisclosureCard({ disclosure }: { disclosure: Disclosure | null | undefined }) {
  if (!disclosure) return null
  return (
    <section className="pt-loan-disclosure" data-testid="sec-disclosure" aria-label={t('loansDisclosureTitle')}>
      <div className="pt-loan-disclosure__title">{t('loansDisclosureTitle')}</div>
      <dl>
        <div>
          <dt>{t('loansDisclosureCompany')}</dt>
          <dd>{disclosure.companyName}</dd>
        </div>
        <div>
          <dt>{t('loansDisclosureSecRegNo')}</dt>
          <dd>{disclosure.secRegNo}</dd>
        </div>
        <div>
          <dt>{t('loansDisclosureCertAuthNo')}</dt>
          <dd>{disclosure.certAuthNo}</dd>
        </div>
      </dl>
      {disclosure.advisory ? <p className="pt-loan-disclosure__advisory">{disclosure.advisory}</p> : null}
    </section>
  )
}

/** A close (x) icon button, 44 px touch target. */
export function CloseIcon({ onClick, label = t('close') }: { onClick: () => void; label?: string }) {
  return (
    <button type="button" className="pt-loan-close" onClick={onClick} aria-label={label}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </button>
  )
}
