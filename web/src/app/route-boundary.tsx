import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react'
import { ErrorState, PageHeader } from '@/components'
import { t, type MessageKey } from '@/lib/i18n'
import { isChunkLoadError, reloadOnceForNewBuild } from './chunk-errors'

interface BoundaryProps {
  children: ReactNode
  /** What the failure screen shows (the page header, or the app's bare header at the root). */
  fallback: (error: unknown, retry: () => void) => ReactNode
  onRetry?: () => void
}

interface BoundaryState {
  error: unknown
}

/** Catches a render error (a page chunk that failed to load included) below it. */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: undefined }

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error ?? new Error('unknown error') }
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept in the console for whoever debugs it; the borrower sees the retry screen.
    console.warn('page failed', error, info.componentStack)
  }

  retry = () => {
    this.props.onRetry?.()
    this.setState({ error: undefined })
  }

  render() {
    if (this.state.error !== undefined) return this.props.fallback(this.state.error, this.retry)
    return this.props.children
  }
}

function failureText(error: unknown): { title: string; description: string } {
  if (isChunkLoadError(error)) {
    return { title: t('pageLoadFailedTitle'), description: t('pageLoadFailedDescription') }
  }
  return { title: t('pageBrokenTitle'), description: t('pageBrokenDescription') }
}

export interface RoutePageProps {
  title?: MessageKey
  load: () => Promise<{ default: ComponentType }>
  /** The page already loaded before the first render (no suspending). */
  loaded?: ComponentType
}

/**
 * One route's page: loaded lazily inside its own error boundary. A chunk that fails to load
 * (server restarting, a deploy, a flaky network) shows the page header, a sentence and
 * 'Try again', which imports the chunk again; when the server answers but the chunk is
 * still missing, the build changed under the borrower and the page reloads once onto it.
 */
export function RoutePage({ title, load, loaded }: RoutePageProps) {
  const [Page, setPage] = useState<ComponentType>(() => loaded ?? lazy(load))
  const [attempt, setAttempt] = useState(0)
  const retry = () => {
    setAttempt((n) => n + 1)
    setPage(() =>
      lazy(() =>
        load().catch(async (err: unknown) => {
          if (isChunkLoadError(err)) await reloadOnceForNewBuild()
          throw err
        }),
      ),
    )
  }
  return (
    <ErrorBoundary
      key={attempt}
      onRetry={retry}
      fallback={(error, again) => {
        const text = failureText(error)
        return (
          <div className="pt-page">
            <PageHeader title={title ? t(title) : t('appName')} />
            <ErrorState title={text.title} description={text.description} onRetry={again} />
          </div>
        )
      }}
    >
      <Suspense fallback={<PageFallback />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  )
}

export function PageFallback() {
  return (
    <div className="pt-route-loading" role="progressbar" aria-label={t('loading')}>
      <span />
    </div>
  )
}

/** The app root's last resort: a bare header (no router needed), the sentence and 'Try again'. */
export function AppBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(error) => {
        const text = failureText(error)
        return (
          <div className="pt-page">
            <header className="pt-header">
              <div className="pt-header__bar">
                <span className="pt-header__icon" aria-hidden="true" />
                <h1 className="pt-header__title">{t('appName')}</h1>
                <span className="pt-header__right" />
              </div>
            </header>
            <ErrorState title={text.title} description={text.description} onRetry={() => window.location.reload()} />
          </div>
        )
      }}
    >
      {children}
    </ErrorBoundary>
  )
}
