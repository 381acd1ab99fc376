import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { bridge } from '@/lib/bridge'
import { t } from '@/lib/i18n'
import './page-header.css'

export interface PageHeaderProps {
  title: ReactNode
  /** Show the back arrow (default true). */
  back?: boolean
  /** Custom back action; default: history back, or close the web view when this is the first page. */
  onBack?: () => void
  /** Right-hand slot (an icon button, a link). */
  right?: ReactNode
  /** Content shown on the gradient under the title (a balance, a status). */
  children?: ReactNode
}

/** The gradient page header of the build config, with the safe-area inset on top. */
export function PageHeader({ title, back = true, onBack, right, children }: PageHeaderProps) {
  const navigate = useNavigate()
  const handleBack = () => {
    if (onBack) return onBack()
    if (window.history.length > 1 && window.history.state && window.history.state.idx > 0) navigate(-1)
    else bridge.closeWebView()
  }
  return (
    <header className={`pt-header${children ? ' pt-header--tall' : ''}`}>
      <div className="pt-header__bar">
        {back ? (
          <button type="button" className="pt-header__icon" onClick={handleBack} aria-label={t('back')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        ) : (
          <span className="pt-header__icon" aria-hidden="true" />
        )}
        <h1 className="pt-header__title">{title}</h1>
        <span className="pt-header__right">{right}</span>
      </div>
      {children ? <div className="pt-header__extra">{children}</div> : null}
    </header>
  )
}
