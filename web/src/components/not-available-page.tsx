import type { ReactNode } from 'react'
import { t } from '@/lib/i18n'
import { EmptyState } from './empty-state'
import { PageHeader } from './page-header'

/** The honest placeholder for a page whose feature is not built yet. */
export function NotAvailablePage({ title }: { title: ReactNode }) {
  return (
    <div className="pt-page">
      <PageHeader title={title} />
      <EmptyState title={t('notAvailableTitle')} description={t('notAvailableDescription')} />
    </div>
  )
}
