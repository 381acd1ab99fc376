import { useState } from 'react'
import { Link } from 'react-router'
import { Alert, Button, Card, Input, Select, Space, Table, Tag } from 'antd'
import { ReloadOutlined } from '@ant-design/icons'
import { type OrderRow } from '../api'
import { BorrowerCell } from '../components/borrower-cell'
import { StatusTag } from '../components/status-tag'
import { dateTime, peso, statusNames } from '../format'
import { t } from '../messages'
import { useLoad } from '../use-load'

/** The order lists: the review queue (status 21, oldest first), every loan with a search, and
 * the disbursement monitor (approved orders whose payout failed or waits). */
export default function OrdersPage({ mode }: { mode: 'review' | 'all' | 'payouts' }) {
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<string>('')
  const params = new URLSearchParams()
  if (mode === 'review') params.set('status', '21')
  if (mode === 'payouts') params.set('payout', 'problems')
  if (mode === 'all' && status) params.set('status', status)
  if (mode === 'all' && search) params.set('q', search)
  const { data, error, loading, reload } = useLoad<{ orders: OrderRow[] }>(`/orders?${params}`)
  const columns = [
    {
      title: t('orderNo'),
      dataIndex: 'orderNo',
      render: (v: string, r: OrderRow) => (
        <Link to={`/loans/${r.id}`} data-testid="order-link">
          {v}
        </Link>
      ),
    },
    {
      title: t('applicant'),
      render: (_: unknown, r: OrderRow) => <BorrowerCell userId={r.userId} name={r.name} phone={r.phone} />,
    },
    { title: t('product'), dataIndex: 'productName' },
    { title: t('amount'), dataIndex: 'amount', align: 'right' as const, render: (v: number) => <span className="adm-money">{peso(v)}</span> },
    { title: t('term'), dataIndex: 'termDays', render: (v: number, r: OrderRow) => `${t('days', { n: v })} / ${r.periods}` },
    { title: t('status'), dataIndex: 'status', render: (v: number) => <StatusTag status={v} /> },
    { title: '', dataIndex: 'isRepeat', render: (v: boolean) => <Tag>{v ? t('repeatClient') : t('newClient')}</Tag> },
    ...(mode === 'payouts'
      ? [
          { title: t('payoutStatus'), dataIndex: 'payoutStatus', render: (v: string) => <Tag color={v === 'failed' ? 'red' : 'blue'}>{v || 'pending'}</Tag> },
          { title: t('attempts'), dataIndex: 'payoutAttempts' },
          { title: t('lastFailure'), dataIndex: 'payoutFailure' },
        ]
      : []),
    { title: t('created'), dataIndex: 'createdAt', render: (v: number) => dateTime(v) },
  ]
  return (
    <Card
      className="adm-card"
      title={
        mode === 'all' ? (
          <Space>
            <Input.Search allowClear placeholder={t('search')} style={{ width: 320 }} onSearch={setSearch} />
            <Select
              allowClear
              placeholder={t('status')}
              style={{ width: 220 }}
              value={status || undefined}
              onChange={(v) => setStatus(v ?? '')}
              options={Object.entries(statusNames).map(([code, name]) => ({ value: code, label: `${code} · ${name}` }))}
            />
          </Space>
        ) : null
      }
      extra={
        <Button icon={<ReloadOutlined />} onClick={reload}>
          {t('refresh')}
        </Button>
      }
    >
      {error && <Alert type="error" showIcon title={t('loadFailed', { message: error })} style={{ marginBottom: 12 }} />}
      <Table<OrderRow>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={data?.orders ?? []}
        columns={columns}
        locale={{ emptyText: t('noData') }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        data-testid={`orders-${mode}`}
      />
    </Card>
  )
}
