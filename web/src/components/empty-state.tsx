import type { ReactNode } from 'react'
import { t } from '@/lib/i18n'
import './states.css'

export interface EmptyStateProps {
  title?: ReactNode
  description?: ReactNode
  action?: ReactNode
}

/** Every list has one: shown when there is nothing to list. */
export function EmptyState({ title = t('emptyTitle'), description, action }: EmptyStateProps) {
  return (
    <div className="pt-state" role="status">
      <svg viewBox="0 0 96 96" width="96" height="96" aria-hidden="true">
        <circle cx="48" cy="48" r="44" fill="#e8f8f0" />
        <rect x="28" y="30" width="40" height="40" rx="6" fill="#fff" stroke="#148050" strokeWidth="2.5" />
        <path d="M36 42h24M36 50h24M36 58h14" stroke="#b7ead2" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <div className="pt-state__title">{title}</div>
      {description ? <div className="pt-state__description">{description}</div> : null}
      {action ? <div className="pt-state__action">{action}</div> : null}
    </div>
  )
}
