import { useState } from 'react'
import { Card, Input, Space } from 'antd'
import { type AuditEntry } from '../api'
import { AuditTable } from '../components/audit-table'
import { t } from '../messages'
import { useLoad } from '../use-load'

/** The audit log of every operator action, filterable by entity. */
export default function AuditPage() {
  const [entity, setEntity] = useState('')
  const [entityId, setEntityId] = useState('')
  const q = new URLSearchParams({ entity, entityId, limit: '500' })
  const { data, loading } = useLoad<{ entries: AuditEntry[] }>(`/audit?${q}`)
  return (
    <Card
      className="adm-card"
      title={
        <Space>
          <Input.Search allowClear placeholder={t('entity')} style={{ width: 200 }} onSearch={setEntity} />
          <Input.Search allowClear placeholder="id" style={{ width: 140 }} onSearch={setEntityId} />
        </Space>
      }
    >
      <AuditTable rows={data?.entries ?? []} loading={loading} />
    </Card>
  )
}
