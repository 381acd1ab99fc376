import { Button } from 'antd-mobile'
import { EmptyState, PageHeader } from '@/components'
import { t } from '@/lib/i18n'
import { useNav } from '@/lib/params'

/** /carpmm: the legacy instruction page the spec keeps but no longer uses; it points to the guide. */
export default function CarpmmPage() {
  const nav = useNav()
  return (
    <div className="pt-page">
      <PageHeader title={t('legacyInstructions')} />
      <EmptyState
        description={t('repayLegacyText')}
        action={
          <Button color="primary" shape="rounded" onClick={() => nav.go('/paymentGuide')}>
            {t('repayOpenGuide')}
          </Button>
        }
      />
    </div>
  )
}
