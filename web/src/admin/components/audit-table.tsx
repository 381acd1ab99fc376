import { Table } from 'antd'
import { type AuditEntry } from '../api'
import { dateTime } from '../format'
import { t } from '../messages'
import { JsonView } from './json-view'

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
        { title: t('when'), dataIndex: 'at', render: (v: number) => dateTime(v), width: 150 },
        { title: t('operator'), dataIndex: 'operator', width: 180 },
        { title: t('action'), dataIndex: 'action', width: 170 },
        { title: t('entity'), render: (_, r) => `${r.entity} #${r.entityId}`, width: 150 },
        { title: t('before'), dataIndex: 'before', render: (v: unknown) => <JsonView value={v} /> },
        { title: t('after'), dataIndex: 'after', render: (v: unknown) => <JsonView value={v} /> },
      ]}
    />
  )
}
