import { useCallback, useState } from 'react'
import { Button, Select, Space, Tag, Tooltip, Typography } from 'antd'
import { LeftOutlined, RightOutlined } from '@ant-design/icons'
import type { SorterResult } from 'antd/es/table/interface'
import { useLoad } from '../use-load'
import { ReasonedDownload } from './read-reason'

/** The query string of a list's filters: empty values are left out. */
export function listQuery(params: Record<string, string | number | null | undefined | false>): string {
  const p = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) {
    if (v === null || v === undefined || v === false || v === '') continue
    p.set(k, String(v))
  }
  return p.toString()
}

/**
 * One back-office list served by keyset pages (`rows` under `key`, and `next`, the cursor of
 * the following page): the current page, previous / next, the sort (server-side) and the
 * link of the CSV export of the same filters. A new filter or sort starts at page 1.
 */
export function useKeysetList<T>(
  path: string,
  key: string,
  filters: string,
  opts: { sort: string; dir: 'asc' | 'desc'; limit?: number; enabled?: boolean },
) {
  const [order, setOrder] = useState<{ sort: string; dir: 'asc' | 'desc' }>({ sort: opts.sort, dir: opts.dir })
  const [limit, setLimit] = useState(opts.limit ?? 50)
  const qs = [filters, `sort=${encodeURIComponent(order.sort)}`, `dir=${order.dir}`].filter(Boolean).join('&')
  // The cursors of the pages seen so far, for this filter, sort and page size only.
  const pageKey = `${qs}&limit=${limit}`
  const [pages, setPages] = useState<{ key: string; cursors: string[] }>({ key: pageKey, cursors: [''] })
  const cursors = pages.key === pageKey ? pages.cursors : ['']
  const after = cursors[cursors.length - 1]
  const load = useLoad<Record<string, unknown> & { next?: string }>(opts.enabled === false ? null : `${path}?${qs}&limit=${limit}&after=${encodeURIComponent(after)}`)
  const next = load.data?.next ?? ''
  const rows = ((load.data?.[key] as T[] | undefined) ?? []) as T[]
  /** The antd Table's onChange: a column's sorter asks the server for that order. */
  const onTableChange = useCallback(
    (sorts: Record<string, string>) =>
      (_p: unknown, _f: unknown, s: SorterResult<T> | SorterResult<T>[]) => {
        const one = (Array.isArray(s) ? s[0] : s) as SorterResult<T>
        const field = String(one?.field ?? one?.columnKey ?? '')
        if (!one?.order || !sorts[field]) setOrder({ sort: opts.sort, dir: opts.dir })
        else setOrder({ sort: sorts[field], dir: one.order === 'ascend' ? 'asc' : 'desc' })
      },
    [opts.sort, opts.dir],
  )
  /** A column's controlled sortOrder for its sort key. */
  const sortOrder = (sortKey: string) => (order.sort === sortKey ? (order.dir === 'asc' ? ('ascend' as const) : ('descend' as const)) : null)
  return {
    ...load,
    rows,
    page: cursors.length,
    hasNext: next !== '',
    hasPrev: cursors.length > 1,
    nextPage: () => next && setPages({ key: pageKey, cursors: [...cursors, next] }),
    prevPage: () => setPages({ key: pageKey, cursors: cursors.slice(0, -1) }),
    limit,
    setLimit,
    exportHref: `/admin/api${path}.csv?${qs}`,
    onTableChange,
    sortOrder,
    order,
    setOrder,
  }
}

type KeysetList = ReturnType<typeof useKeysetList>

/** Previous / page number / next and the page size under a list. */
export function ListPager({ list, testId }: { list: Pick<KeysetList, 'page' | 'hasNext' | 'hasPrev' | 'nextPage' | 'prevPage' | 'rows' | 'limit' | 'setLimit'>; testId: string }) {
  return (
    <Space style={{ marginTop: 12 }} wrap>
      <Button icon={<LeftOutlined />} disabled={!list.hasPrev} onClick={list.prevPage} data-testid={`${testId}-prev`}>
        Previous
      </Button>
      <Typography.Text data-testid={`${testId}-page`}>
        Page {list.page} · {list.rows.length} {list.rows.length === 1 ? 'row' : 'rows'}
      </Typography.Text>
      <Button disabled={!list.hasNext} onClick={list.nextPage} data-testid={`${testId}-next`}>
        Next <RightOutlined />
      </Button>
      <Select
        value={list.limit}
        onChange={list.setLimit}
        aria-label="Rows per page"
        data-testid={`${testId}-size`}
        style={{ width: 130 }}
        options={[10, 20, 50, 100, 200].map((n) => ({ value: n, label: `${n} per page` }))}
      />
    </Space>
  )
}

/** The link to the CSV of the list's filtered rows (every page), streamed by the server; a
 * click asks the operator's reason first (the export is audited). */
export function ExportButton({ href, testId }: { href: string; testId: string }) {
  return <ReasonedDownload href={href} testId={testId} label="Export CSV" />
}

/** The written-off filter: any, only written-off loans, none of them. */
export function WrittenOffSelect({ value, onChange, testId }: { value: string; onChange: (v: string) => void; testId?: string }) {
  return (
    <Select
      style={{ width: 170 }}
      value={value}
      onChange={onChange}
      aria-label="Written off"
      data-testid={testId}
      options={[
        { value: '', label: 'Written off: any' },
        { value: '1', label: 'Written off only' },
        { value: '0', label: 'Not written off' },
      ]}
    />
  )
}

/** The badge of a loan written off (the day in its tooltip). */
export function WrittenOffTag({ day }: { day?: string }) {
  if (!day) return null
  return (
    <Tooltip title={`Written off on ${day}`}>
      <Tag color="default" style={{ borderStyle: 'dashed' }} data-testid="written-off-tag">
        Written off
      </Tag>
    </Tooltip>
  )
}
