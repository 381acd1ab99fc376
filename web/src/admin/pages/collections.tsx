import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { Alert, App, Button, Card, Col, Input, Row, Select, Skeleton, Space, Statistic, Table, Tag } from 'antd'
import { ReloadOutlined } from '@ant-design/icons'
import type { SorterResult } from 'antd/es/table/interface'
import { green } from '@/lib/theme/palette'
import { api, ApiError } from '../api'
import type { ListRow } from '../api'
import { useAuth } from '../auth'
import { ExportButton, listQuery, ListPager, useKeysetList, WrittenOffSelect, WrittenOffTag } from '../components/keyset-list'
import { peso } from '../format'
import { useLoad } from '../use-load'
import { CollectionsCharts } from './collections-stats'
import { CollectionRateCard } from './collections-rates'
import type { AdminData, Schema } from '@/lib/api/contract'
import { col } from '../components/columns'

const caseCol = col<CaseRow>()

/** One loan past due in the collections queue. */
export type CaseRow = Schema<'AdminCollectionRow'>

type Queue = AdminData<'/collections'>

const promiseColors: Record<string, string> = { pending: 'blue', due_today: 'orange', kept: 'green', broken: 'red' }
export const promiseNames: Record<string, string> = { pending: 'Promise pending', due_today: 'Promise due today', kept: 'Promise kept', broken: 'Promise broken' }

/** A promise's tag: status, amount and day. */
export function PromiseTag({ status, cents, day }: { status: string; cents: number; day: string }) {
  if (!status) return "—"
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
  const [writtenOff, setWrittenOff] = useState('')
  const [selected, setSelected] = useState<number[]>([])
  const [assignTo, setAssignTo] = useState<number | null>(null)
  const list = useKeysetList<ListRow<'/collections', 'cases'>>('/collections', 'cases', listQuery({ bucket, agent, product, q: search.trim(), writtenOff }), { sort: 'next', dir: 'asc' })
  const data = list.data as unknown as Queue | null
  const { error, loading, reload } = list
  const canAssign = can('collections.assign')
  const ops = useLoad<AdminData<'/operators'>>(canAssign ? '/operators?limit=200&disabled=0' : null)
  const products = useMemo(() => Array.from(new Set([...(data?.cases ?? []).map((c) => c.productName), ...(product ? [product] : [])])), [data, product])
  // Days past due sorts by the day the loan fell past due, the other way round.
  const dpdOrder = list.order.sort === 'overdue' ? (list.order.dir === 'asc' ? ('descend' as const) : ('ascend' as const)) : null
  const onSort = (_p: unknown, _f: unknown, s: SorterResult<CaseRow> | SorterResult<CaseRow>[]) => {
    const one = (Array.isArray(s) ? s[0] : s) as SorterResult<CaseRow>
    if (!one?.order) list.setOrder({ sort: 'next', dir: 'asc' })
    else if (one.field === 'nextActionDay') list.setOrder({ sort: 'next', dir: one.order === 'ascend' ? 'asc' : 'desc' })
    else if (one.field === 'amountCents') list.setOrder({ sort: 'amount', dir: one.order === 'ascend' ? 'asc' : 'desc' })
    else list.setOrder({ sort: 'overdue', dir: one.order === 'ascend' ? 'desc' : 'asc' })
  }

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
  const rows = data.cases

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Row gutter={16}>
        {(data.buckets ?? []).map((b) => (
          <Col key={b.name} flex="1">
            <Card
              className="adm-card"
              hoverable
              size="small"
              onClick={() => setBucket(bucket === b.name ? '' : b.name)}
              style={bucket === b.name ? { borderColor: green[600] } : undefined}
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
            options={[{ value: '', label: 'All buckets' }, ...(data.buckets ?? []).map((b) => ({ value: b.name, label: `${b.name} days` }))]}
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
          <Input.Search allowClear placeholder="Order no, name or phone" style={{ width: 240 }} onSearch={setSearch} onChange={(e) => !e.target.value && setSearch('')} data-testid="collections-search" />
          <WrittenOffSelect value={writtenOff} onChange={setWrittenOff} testId="collections-written-off" />
          <Button icon={<ReloadOutlined />} onClick={reload}>
            Refresh
          </Button>
          <ExportButton href={list.exportHref} testId="collections-export" />
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
          dataSource={rows ?? []}
          data-testid="collections-table"
          pagination={false}
          loading={loading}
          onChange={onSort}
          rowSelection={canAssign ? { selectedRowKeys: selected, onChange: (k) => setSelected(k as number[]) } : undefined}
          locale={{ emptyText: 'No loan past due.' }}
          columns={[
            caseCol('orderNo', {
              title: 'Order',
              render: (v: string, r) => (
                <Space size={4}>
                  <Link to={`/collections/${r.orderId}`} data-testid="case-link">
                    {v}
                  </Link>
                  <WrittenOffTag day={r.writtenOffDay} />
                </Space>
              ),
            }),
            caseCol('name', {
              title: 'Borrower',
              render: (v: string, r) => (
                <Link to={`/collections/borrowers/${r.userId}`} data-testid="borrower-link">
                  {`${v || '—'} · ${r.phone}`}
                </Link>
              ),
            }),
            caseCol('productName', { title: 'Product' }),
            caseCol('daysPastDue', { title: 'Days past due', align: 'right', sorter: true, sortOrder: dpdOrder }),
            caseCol('bucket', { title: 'Bucket', render: (v: string) => <Tag>{v}</Tag> }),
            caseCol('pastDueCents', { title: 'Past due', align: 'right', render: (v: number) => <span className="adm-money">{peso(v)}</span> }),
            caseCol('payableNowCents', { title: 'Payable now', align: 'right', render: (v: number) => <span className="adm-money">{peso(v)}</span> }),
            caseCol('amountCents', { title: 'Payoff', align: 'right', sorter: true, sortOrder: list.sortOrder('amount'), render: (v: number) => <span className="adm-money">{peso(v)}</span> }),
            caseCol('nextActionDay', {
              title: 'Next action',
              sorter: true,
              sortOrder: list.sortOrder('next'),
              render: (v: string) => (!v ? "—" : v < (data?.today ?? '') ? <Tag color="red">{v} overdue</Tag> : v === data?.today ? <Tag color="orange">{v} today</Tag> : v),
            }),
            caseCol('agentName', { title: 'Holder', render: (v: string, r) => (r.agentId ? (r.agentId === me?.operator.id ? <Tag color="green">{v} (me)</Tag> : v) : <Tag>queue</Tag>) }),
            caseCol('promiseStatus', { title: 'Promise', render: (v: string, r) => <PromiseTag status={v} cents={r.promiseCents} day={r.promiseDay} /> }),
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
        <ListPager list={list} testId="collections" />
      </Card>
      <CollectionsCharts buckets={data.buckets ?? []} />
      <CollectionRateCard />
    </Space>
  )
}
