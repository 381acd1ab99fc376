import { Button } from 'antd-mobile'
import type { ReactNode } from 'react'
import { t } from '@/lib/i18n'
import './states.css'

export interface ErrorStateProps {
  title?: ReactNode
  description?: ReactNode
  onRetry?: () => void
}

/** A failed load: what happened and a retry. */
export function ErrorState({ title = t('loadFailedTitle'), description = t('loadFailedDescription'), onRetry }: ErrorStateProps) {
  return (
    <div className="pt-state" role="alert">
      <svg viewBox="0 0 96 96" width="96" height="96" aria-hidden="true">
        <circle cx="48" cy="48" r="44" fill="#feeceb" />
        <path d="M48 28v26M48 64v.5" stroke="#f5504a" strokeWidth="6" strokeLinecap="round" />
      </svg>
      <div className="pt-state__title">{title}</div>
      <div className="pt-state__description">{description}</div>
      {onRetry ? (
        <div className="pt-state__action">
          <Button color="primary" fill="outline" shape="rounded" onClick={onRetry}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
