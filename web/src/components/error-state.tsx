import { Button } from 'antd-mobile'
import type { ReactNode } from 'react'
import { t } from '@/lib/i18n'
import { ApiError, NETWORK_ERROR_CODE } from '@/lib/http/envelope'
import './states.css'

export interface ErrorStateProps {
  title?: ReactNode
  description?: ReactNode
  /** The failure (when no description is given, it picks the sentence). */
  error?: unknown
  onRetry?: () => void
}

/**
 * The sentence a borrower reads for a failed load: no connection, the server's own message
 * (already a sentence), or the general one; never the bare toast word 'error'.
 */
export function describeLoadError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === NETWORK_ERROR_CODE) return t('loadFailedOffline')
    const message = error.message.trim()
    if (message && message !== t('networkError') && message !== error.code && /\s/.test(message)) return message
  }
  return t('loadFailedDescription')
}

/** A failed load: what happened and a retry. */
export function ErrorState({ title = t('loadFailedTitle'), description, error, onRetry }: ErrorStateProps) {
  description ??= describeLoadError(error)
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
