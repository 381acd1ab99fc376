import { Table } from 'antd'
import { type AuditEntry } from '../api'
import { dateTime } from '../format'
import { t } from '../messages'
import { JsonView } from './json-view'
import { col } from './columns'

const auditEntryCol = col<AuditEntry>()

/** Audit rows: who did what to which entity, when, with before and after. */
export function AuditTable({ rows, loading, serverPaged }: { rows: AuditEntry[]; loading?: boolean; serverPaged?: boolean }) {
  return (
    <Table<AuditEntry>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={rows}
      locale={{ emptyText: t('noData') }}
      pagination={serverPaged ? false : { pageSize: 25, hideOnSinglePage: true }}
      data-testid="audit-table"
      columns={[
        auditEntryCol('at', { title: t('when'), render: (v: number) => dateTime(v), width: 150 }),
        auditEntryCol('operator', { title: t('operator'), width: 180 }),
        auditEntryCol('action', { title: t('action'), width: 170 }),
        { title: t('entity'), render: (_, r) => `${r.entity} #${r.entityId}`, width: 150 },
        auditEntryCol('before', { title: t('before'), render: (v: unknown) => <JsonView value={v} /> }),
        auditEntryCol('after', { title: t('after'), render: (v: unknown) => <JsonView value={v} /> }),
      ]}
    />
  )
}
