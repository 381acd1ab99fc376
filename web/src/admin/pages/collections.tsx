import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { Alert, App, Button, Card, Col, Input, Row, Select, Skeleton, Space, Statistic, Table, Tag } from 'antd'
import { ReloadOutlined } from '@ant-design/icons'
import { api, ApiError, type Operator } from '../api'
import { useAuth } from '../auth'
import { peso } from '../format'
import { useLoad } from '../use-load'
import { CollectionsCharts } from './collections-stats'
import { CollectionRateCard } from './collections-rates'

/** One loan past due in the collections queue. */
export interface CaseRow {
  orderId: number
  orderNo: string
  userId: number
  name: string
  phone: string
  productName: string
  overdueSince: string
  daysPastDue: number
  bucket: string
  amountCents: number
  agentId: number
  agentName: string
  promiseCents: number
  promiseDay: string
  promiseStatus: '' | 'pending' | 'due_today' | 'kept' | 'broken'
  paidSinceCents: number
}

interface Queue {
  cases: CaseRow[]
  buckets: { name: string; count: number; amountCents: number }[]
  today: string
  contactAllowed: boolean
}

const promiseColors: Record<string, string> = { pending: 'blue', due_today: 'orange', kept: 'green', broken: 'red' }
export const promiseNames: Record<string, string> = { pending: 'Promise pending', due_today: 'Promise due today', kept: 'Promise kept', broken: 'Promise broken' }

/** A promise's tag: status, amount and day. */
export function PromiseTag({ status, cents, day }: { status: string; cents: number; day: string }) {
  if (!status) return <span className="adm-muted">—</span>
  return (
    <Tag color={promiseColors[status]} data-testid={`promise-${status}`}>
      {promiseNames[status]} · {peso(cents)} by {day}
    </Tag>
  )
}

/** The collections queue: loans past due by bucket, filters, claim, bulk assignment. */
export default function CollectionsPage() {
  const { can, me } = useAuth()
  const { message } = App.useApp()
  const [bucket, setBucket] = useState('')
  const [agent, setAgent] = useState('')
  const [product, setProduct] = useState('')
  const [search, setSearch] = useState('')
  const [selected, setSelected] = useState<number[]>([])
  const [assignTo, setAssignTo] = useState<number | null>(null)
  const query = new URLSearchParams({ ...(bucket && { bucket }), ...(agent && { agent }), ...(product && { product }) }).toString()
  const { data, error, loading, reload } = useLoad<Queue>(`/collections${query ? `?${query}` : ''}`)
  const canAssign = can('collections.assign')
  const ops = useLoad<{ operators: Operator[] }>(canAssign ? '/operators' : null)
  const products = useMemo(() => Array.from(new Set((data?.cases ?? []).map((c) => c.productName))), [data])

  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn()
      message.success(done)
      reload()
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e))
    }
  }

  if (error) return <Alert type="error" showIcon title={error} action={<Button onClick={reload}>Retry</Button>} />
  if (loading && !data) return <Skeleton active paragraph={{ rows: 12 }} />
  if (!data) return null
  const q = search.trim().toLowerCase()
  const rows = q ? data.cases.filter((c) => c.orderNo.toLowerCase().includes(q) || c.name.toLowerCase().includes(q) || c.phone.includes(q)) : data.cases

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Row gutter={16}>
        {data.buckets.map((b) => (
          <Col key={b.name} flex="1">
            <Card
              className="adm-card"
              hoverable
              size="small"
              onClick={() => setBucket(bucket === b.name ? '' : b.name)}
              style={bucket === b.name ? { borderColor: '#1a9f6b' } : undefined}
              data-testid={`bucket-${b.name}`}
            >
              <Statistic title={`${b.name} days · ${b.count} ${b.count === 1 ? 'loan' : 'loans'}`} value={peso(b.amountCents)} />
            </Card>
          </Col>
        ))}
      </Row>
      {!data.contactAllowed && <Alert type="warning" showIcon title="Outside 6:00-22:00 Manila time: no calls or messages to borrowers now (SEC MC 18 s.2019)." />}
      <Card className="adm-card">
        <Space wrap style={{ marginBottom: 12 }}>
          <Select
            style={{ width: 150 }}
            value={bucket}
            onChange={setBucket}
            options={[{ value: '', label: 'All buckets' }, ...data.buckets.map((b) => ({ value: b.name, label: `${b.name} days` }))]}
            aria-label="Bucket"
          />
          <Select
            style={{ width: 160 }}
            value={agent}
            onChange={setAgent}
            aria-label="Holder"
            options={[
              { value: '', label: 'Any holder' },
              { value: 'me', label: 'My cases' },
              { value: 'none', label: 'In the queue' },
            ]}
          />
          <Select style={{ width: 190 }} value={product} onChange={setProduct} aria-label="Product" options={[{ value: '', label: 'All products' }, ...products.map((p) => ({ value: p, label: p }))]} />
          <Input.Search allowClear placeholder="Order no, name or phone" style={{ width: 240 }} onSearch={setSearch} onChange={(e) => !e.target.value && setSearch('')} />
          <Button icon={<ReloadOutlined />} onClick={reload}>
            Refresh
          </Button>
          {canAssign && (
            <>
              <Select
                style={{ width: 200 }}
                placeholder="Assign to"
                value={assignTo}
                onChange={setAssignTo}
                aria-label="Assign to"
                options={[{ value: 0, label: 'Back to the queue' }, ...(ops.data?.operators ?? []).filter((o) => o.role !== 'viewer' && !o.disabled).map((o) => ({ value: o.id, label: `${o.name} (${o.role})` }))]}
              />
              <Button
                type="primary"
                disabled={!selected.length || assignTo === null}
                data-testid="assign"
                onClick={() =>
                  act(async () => {
                    await api.post('/collections/assign', { orderIds: selected, agentId: assignTo })
                    setSelected([])
                  }, `${selected.length} case(s) assigned`)
                }
              >
                Assign {selected.length || ''}
              </Button>
            </>
          )}
        </Space>
        <Table<CaseRow>
          rowKey="orderId"
          size="small"
          dataSource={rows}
          data-testid="collections-table"
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          rowSelection={canAssign ? { selectedRowKeys: selected, onChange: (k) => setSelected(k as number[]) } : undefined}
          locale={{ emptyText: 'No loan past due.' }}
          columns={[
            {
              title: 'Order',
              dataIndex: 'orderNo',
              render: (v: string, r) => (
                <Link to={`/collections/${r.orderId}`} data-testid="case-link">
                  {v}
                </Link>
              ),
            },
            {
              title: 'Borrower',
              dataIndex: 'name',
              render: (v: string, r) => (
                <Link to={`/collections/borrowers/${r.userId}`} data-testid="borrower-link">
                  {`${v || '—'} · ${r.phone}`}
                </Link>
              ),
            },
            { title: 'Product', dataIndex: 'productName' },
            { title: 'Days past due', dataIndex: 'daysPastDue', align: 'right', sorter: (a, b) => a.daysPastDue - b.daysPastDue, defaultSortOrder: 'descend' },
            { title: 'Bucket', dataIndex: 'bucket', render: (v: string) => <Tag>{v}</Tag> },
            { title: 'Amount owed', dataIndex: 'amountCents', align: 'right', sorter: (a, b) => a.amountCents - b.amountCents, render: (v: number) => <span className="adm-money">{peso(v)}</span> },
            { title: 'Holder', dataIndex: 'agentName', render: (v: string, r) => (r.agentId ? (r.agentId === me?.operator.id ? <Tag color="green">{v} (me)</Tag> : v) : <Tag>queue</Tag>) },
            { title: 'Promise', dataIndex: 'promiseStatus', render: (v: string, r) => <PromiseTag status={v} cents={r.promiseCents} day={r.promiseDay} /> },
            {
              title: '',
              key: 'claim',
              render: (_: unknown, r) =>
                !r.agentId && can('collections.work') ? (
                  <Button size="small" data-testid={`claim-${r.orderNo}`} onClick={() => act(() => api.post(`/collections/${r.orderId}/claim`), `${r.orderNo} is yours`)}>
                    Claim
                  </Button>
                ) : null,
            },
          ]}
        />
      </Card>
      <CollectionsCharts buckets={data.buckets} />
      <CollectionRateCard />
    </Space>
  )
}
