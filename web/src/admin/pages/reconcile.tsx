import { useState } from 'react'
import { Alert, Card, Col, Input, Row, Select, Space, Statistic, Table, Tag } from 'antd'
import { dateTime, peso } from '../format'
import { t } from '../messages'
import { useLoad } from '../use-load'
import type { AdminData, Schema } from '@/lib/api/contract'
import { col } from '../components/columns'

const lineCol = col<Line>()

type Line = Schema<'ReconcilePayment'>

type Report = AdminData<'/reconcile'>

function yesterday(): string {
  const d = new Date(Date.now() + 8 * 3600_000 - 86400_000) // Manila
  return d.toISOString().slice(0, 10)
}

/**
 * Reconciliation: a real gateway's payments of one Manila day against the payments we received
 * and booked. Missing lines are money the gateway took that never reached the ledger; extra
 * lines are payments we hold that the gateway does not list.
 */
export default function ReconcilePage() {
  const gateways = useLoad<Report>('/reconcile')
  const providers = gateways.data?.providers ?? []
  const [provider, setProvider] = useState('')
  const [day, setDay] = useState(yesterday())
  const chosen = provider || providers[0] || ''
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day)
  const { data, loading, error } = useLoad<Report>(chosen && valid ? `/reconcile?provider=${encodeURIComponent(chosen)}&day=${day}` : null)
  const lines = (title: string, rows: Line[] | undefined, testId: string) => (
    <Table<Line>
      data-testid={testId}
      title={() => title}
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={rows ?? []}
      columns={[
        lineCol('id', { title: t('gatewayPayment') }),
        lineCol('reference', { title: t('reference') }),
        lineCol('amount', { title: t('amount'), render: (c: number) => peso(c) }),
        lineCol('at', { title: t('reconTime'), render: dateTime }),
      ]}
    />
  )
  return (
    <Card
      className="adm-card"
      title={t('reconcileTitle')}
      extra={
        <Space>
          <Select
            data-testid="reconcile-provider"
            style={{ width: 140 }}
            value={chosen || undefined}
            placeholder={t('gateway')}
            options={providers.map((p) => ({ value: p, label: p }))}
            onChange={setProvider}
          />
          <Input data-testid="reconcile-day" style={{ width: 140 }} value={day} onChange={(e) => setDay(e.target.value.trim())} placeholder="YYYY-MM-DD" />
        </Space>
      }
    >
      {gateways.data && providers.length === 0 ? <Alert type="info" showIcon message={t('reconcileNoGateway')} /> : null}
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {data && !loading ? (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Row gutter={16}>
            <Col span={6}>
              <Statistic title={t('gatewayPayments')} value={data.gatewayCount} />
            </Col>
            <Col span={6}>
              <Statistic title={t('reconMatched')} value={data.matched} />
            </Col>
            <Col span={6}>
              <Statistic title={t('reconMissing')} value={data.missing?.length ?? 0} valueStyle={data.missing?.length ? { color: '#cf1322' } : undefined} />
            </Col>
            <Col span={6}>
              <Statistic title={t('reconExtra')} value={data.extra?.length ?? 0} valueStyle={data.extra?.length ? { color: '#cf1322' } : undefined} />
            </Col>
          </Row>
          <div data-testid="reconcile-result">
            {data.ok ? <Tag color="green">{t('reconciled')}</Tag> : <Tag color="red">{t('notReconciled')}</Tag>}
          </div>
          {data.missing?.length ? lines(t('missingTitle'), data.missing, 'reconcile-missing') : null}
          {data.extra?.length ? lines(t('extraTitle'), data.extra, 'reconcile-extra') : null}
          {data.mismatch?.length ? <Alert type="warning" message={data.mismatch.join('; ')} /> : null}
        </Space>
      ) : null}
    </Card>
  )
}
