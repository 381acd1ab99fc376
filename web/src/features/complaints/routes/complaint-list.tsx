import { Button } from 'antd-mobile'
import { lazy, Suspense, useState } from 'react'
import { EmptyState, ErrorState, PageHeader, SkeletonList } from '@/components'
import { displayDate, displayDateTime } from '@/lib/format'
import { t } from '@/lib/i18n'
import { useNav } from '@/lib/params'
import { useProblemList, type ComplaintListItem } from '../api/complaints'
import '../components/complaints.css'

// Pull-to-refresh (gesture library) loads right after the list: the list shows without it first.
const PullToRefresh = lazy(() => import('@/lib/pull-to-refresh').then((m) => ({ default: m.PullToRefresh })))

/** 'My complaints' (spec section 2): tabs of complaints, pull to refresh, tap for the detail. */
export default function ComplaintListPage() {
  const nav = useNav()
  const list = useProblemList()
  const tabs = list.data ?? []
  const [active, setActive] = useState('')
  const current = tabs.find((tab) => tab.value === active) ?? tabs[0]

  const body = list.isPending ? (
    <div className="pt-section" style={{ paddingTop: 14 }}>
      <SkeletonList rows={4} />
    </div>
  ) : list.isError ? (
    <ErrorState error={list.error} onRetry={() => list.refetch()} />
  ) : !current || !current.items?.length ? (
    <EmptyState
      description={t('complaintListEmpty')}
      action={
        <Button color="primary" shape="rounded" onClick={() => nav.go('/complaint')}>
          {t('complaintNew')}
        </Button>
      }
    />
  ) : (
    <ul className="pt-cp-list">
      {(current.items ?? []).map((item) => (
        <li key={item.id}>
          <ComplaintItem item={item} onOpen={() => nav.go('/complainDetails', { problemId: item.id })} />
        </li>
      ))}
    </ul>
  )

  return (
    <div className="pt-page pt-cp-page">
      <PageHeader title={t('myComplaints')} />
      {tabs.length > 0 ? (
        <div className="pt-cp-tabbar" role="tablist">
          {tabs.map((tab) => (
            <button
              key={tab.value}
              type="button"
              role="tab"
              aria-selected={tab.value === current?.value}
              onClick={() => setActive(tab.value)}
            >
              {tab.title}
              {tab.items?.length ? ` (${tab.items.length})` : ''}
            </button>
          ))}
        </div>
      ) : list.isPending ? (
        // The server always answers the tabs: their bar's place is kept while they load (no shift).
        <div className="pt-cp-tabbar pt-cp-tabbar--pending" aria-hidden="true" />
      ) : null}
      <Suspense fallback={<main style={{ minHeight: '60vh' }}>{body}</main>}>
        <PullToRefresh onRefresh={() => list.refetch()}>
          <main style={{ minHeight: '60vh' }}>{body}</main>
        </PullToRefresh>
      </Suspense>
    </div>
  )
}

function ComplaintItem({ item, onOpen }: { item: ComplaintListItem; onOpen: () => void }) {
  return (
    <button type="button" className="pt-card pt-cp-item" data-testid="complaint-item" onClick={onOpen}>
      <span className="pt-cp-item__top">
        <span className="pt-cp-item__type">{item.type}</span>
        <span className={item.status === 'replied' ? 'pt-cp-chip' : 'pt-cp-chip pt-cp-chip--warn'}>
          {item.statusText}
          {item.isNeedScore ? <span className="pt-cp-badge" aria-hidden="true" /> : null}
        </span>
      </span>
      <span className="pt-cp-item__content">{item.content}</span>
      <span className="pt-cp-item__meta">
        <span>{displayDateTime(item.time)}</span>
        {item.status === 'pending' ? <span>{t('complaintReplyBy', { date: displayDate(item.replyBy) })}</span> : null}
      </span>
    </button>
  )
}
