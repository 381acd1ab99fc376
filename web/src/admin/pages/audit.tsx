import { useState } from 'react'
import { Alert, Button, Card, DatePicker, Input, Space } from 'antd'
import { type Dayjs } from 'dayjs'
import type { ListRow } from '../api'
import { AuditTable } from '../components/audit-table'
import { ExportButton, listQuery, ListPager, useKeysetList } from '../components/keyset-list'
import { t } from '../messages'

interface Filters {
  entity: string
  entityId: string
  q: string
  range: [Dayjs, Dayjs] | null
}

const empty: Filters = { entity: '', entityId: '', q: '', range: null }

/** The audit log of every operator action, newest first: server-side pages, filters by
 * entity, id, action and days, and the CSV of the filtered rows. */
export default function AuditPage() {
  const [draft, setDraft] = useState<Filters>(empty)
  const [f, setFilters] = useState<Filters>(empty)
  const filters = listQuery({ entity: f.entity.trim(), entityId: f.entityId.trim(), q: f.q.trim(), from: f.range?.[0].format('YYYY-MM-DD'), to: f.range?.[1].format('YYYY-MM-DD') })
  const list = useKeysetList<ListRow<'/audit', 'entries'>>('/audit', 'entries', filters, { sort: 'at', dir: 'desc' })
  return (
    <Card className="adm-card">
      <Space wrap style={{ marginBottom: 12 }}>
        <Input allowClear placeholder={t('entity')} style={{ width: 160 }} value={draft.entity} onChange={(e) => setDraft({ ...draft, entity: e.target.value })} data-testid="audit-entity" />
        <Input allowClear placeholder="id" style={{ width: 120 }} value={draft.entityId} onChange={(e) => setDraft({ ...draft, entityId: e.target.value })} />
        <Input allowClear placeholder={`${t('action')} (partial)`} style={{ width: 200 }} value={draft.q} onChange={(e) => setDraft({ ...draft, q: e.target.value })} />
        <DatePicker.RangePicker value={draft.range} onChange={(v) => setDraft({ ...draft, range: v && v[0] && v[1] ? [v[0], v[1]] : null })} />
        <Button type="primary" onClick={() => setFilters(draft)} data-testid="audit-apply">
          Apply
        </Button>
        <ExportButton href={list.exportHref} testId="audit-export" />
      </Space>
      {list.error && <Alert type="error" showIcon title={t('loadFailed', { message: list.error })} style={{ marginBottom: 12 }} />}
      <AuditTable rows={list.rows} loading={list.loading} serverPaged />
      <ListPager list={list} testId="audit" />
    </Card>
  )
}
