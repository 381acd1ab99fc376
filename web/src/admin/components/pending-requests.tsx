import { useEffect } from 'react'
import { Alert, Space } from 'antd'
import { Link } from 'react-router'
import type { AdminData } from '@/lib/api/contract'
import { t } from '../messages'
import { useLoad } from '../use-load'
import { DiffRows } from './diff-rows'

type Request = NonNullable<AdminData<'/requests'>['requests']>[number]

/**
 * The changes of some kinds that wait for a checker, each with what it changes: what borrowers
 * read stays as it is until another operator approves one in the Requests inbox.
 */
export function PendingRequests({ kinds, target }: { kinds: readonly string[]; target?: string }) {
  const { data, reload } = useLoad<AdminData<'/requests'>>('/requests?status=pending')
  useEffect(() => {
    window.addEventListener('adm-requests-changed', reload)
    return () => window.removeEventListener('adm-requests-changed', reload)
  }, [reload])
  const list = (data?.requests ?? []).filter((r: Request) => kinds.includes(r.kind) && (target === undefined || r.target === target))
  if (list.length === 0) return null
  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 12 }}>
      {list.map((r: Request) => (
        <Alert
          key={r.id}
          type="warning"
          showIcon
          data-testid="pending-change"
          title={t('pendingChange', { id: r.id, title: r.title ?? r.kind, maker: r.maker ?? '' })}
          description={
            <>
              <DiffRows rows={r.diff} />
              <div style={{ marginTop: 4 }}>
                {t('pendingReason')}: {r.reason}
              </div>
            </>
          }
          action={<Link to="/requests">{t('navRequests')}</Link>}
        />
      ))}
    </Space>
  )
}

/** Tells the pages showing pending requests (and the inbox badge) that one was made. */
export function requestsChanged() {
  window.dispatchEvent(new Event('adm-requests-changed'))
}
