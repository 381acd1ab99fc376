import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { Alert, Button, Card, DatePicker, Input, InputNumber, Select, Space, Table, Typography } from 'antd'
import { DownloadOutlined, LeftOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons'
import type { SorterResult } from 'antd/es/table/interface'
import { type Dayjs } from 'dayjs'
import { BorrowerCell } from '../components/borrower-cell'
import { StatusTag } from '../components/status-tag'
import { dateTime, peso, statusNames } from '../format'
import { useLoad } from '../use-load'

/** One row of /loans. */
export interface LoanListRow {
  id: number
  orderNo: string
  userId: number
  phone: string
  name: string
  productName: string
  amount: number
  termDays: number
  status: number
  dueDate: string
  createdAt: number
  dpd: number
  payoff: number
}

interface Filters {
  q: string
  status: number[]
  minAmount: number | null
  maxAmount: number | null
  minDpd: number | null
  range: [Dayjs, Dayjs] | null
}

const empty: Filters = { q: '', status: [], minAmount: null, maxAmount: null, minDpd: null, range: null }

/** The filter's query string (shared by the page and the CSV export). */
function query(f: Filters, sort: string, dir: string) {
  const p = new URLSearchParams()
  if (f.q.trim()) p.set('q', f.q.trim())
  if (f.status.length) p.set('status', f.status.join(','))
  if (f.minAmount != null) p.set('minAmount', String(f.minAmount))
  if (f.maxAmount != null) p.set('maxAmount', String(f.maxAmount))
  if (f.minDpd != null) p.set('minDpd', String(f.minDpd))
  if (f.range) {
    p.set('from', f.range[0].format('YYYY-MM-DD'))
    p.set('to', f.range[1].format('YYYY-MM-DD'))
  }
  p.set('sort', sort)
  p.set('dir', dir)
  return p.toString()
}

const sortKeys: Record<string, string> = { createdAt: 'created', amount: 'amount', dueDate: 'due', payoff: 'payoff' }

/** Every loan: search by partial name, phone or order number, filters, server-side sort,
 * keyset pages (page 1,000 costs what page 1 does) and the filtered set as CSV. */
export default function FinanceLoansPage() {
  const [draft, setDraft] = useState<Filters>(empty)
  const [filters, setFilters] = useState<Filters>(empty)
  const [sort, setSort] = useState('created')
  const [dir, setDir] = useState<'asc' | 'desc'>('desc')
  const [cursors, setCursors] = useState<string[]>(['']) // the cursor of each page seen so far
  const qs = query(filters, sort, dir)
  const after = cursors[cursors.length - 1]
  const { data, error, loading, reload } = useLoad<{ rows: LoanListRow[]; next: string }>(`/loans?${qs}&limit=50&after=${encodeURIComponent(after)}`)
  useEffect(() => setCursors(['']), [qs])
  const apply = () => setFilters(draft)
  const columns = [
    {
      title: 'Order',
      dataIndex: 'orderNo',
      render: (v: string, r: LoanListRow) => (
        <Link to={`/loans/${r.id}`} data-testid="loan-link">
          {v}
        </Link>
      ),
    },
    {
      title: 'Borrower',
      render: (_: unknown, r: LoanListRow) => (
        <BorrowerCell userId={r.userId} name={r.name} phone={r.phone} testIds={{ name: 'loan-name', phone: 'loan-phone' }} />
      ),
    },
    { title: 'Product', dataIndex: 'productName' },
    { title: 'Principal', dataIndex: 'amount', sorter: true, align: 'right' as const, render: (v: number) => <span className="adm-money">{peso(v)}</span> },
    { title: 'Status', dataIndex: 'status', render: (v: number) => <StatusTag status={v} /> },
    { title: 'Due', dataIndex: 'dueDate', sorter: true, render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{v || '—'}</span> },
    { title: 'DPD', dataIndex: 'dpd', align: 'right' as const, render: (v: number) => (v > 0 ? <Typography.Text type="danger">{v}</Typography.Text> : '—') },
    { title: 'Owed', dataIndex: 'payoff', sorter: true, align: 'right' as const, render: (v: number) => <span className="adm-money">{peso(v)}</span> },
    { title: 'Created', dataIndex: 'createdAt', sorter: true, defaultSortOrder: 'descend' as const, render: (v: number) => <span style={{ whiteSpace: 'nowrap' }}>{dateTime(v)}</span> },
  ]
  return (
    <Card className="adm-card" title="Loans">
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          data-testid="loan-search"
          style={{ width: 300 }}
          placeholder="Name, phone or order number (partial)"
          value={draft.q}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          onSearch={(q) => setFilters({ ...draft, q })}
        />
        <Select
          mode="multiple"
          allowClear
          data-testid="loan-status"
          style={{ minWidth: 200 }}
          placeholder="Status"
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
          options={Object.entries(statusNames).map(([code, name]) => ({ value: Number(code), label: `${code} ${name}` }))}
        />
        <InputNumber placeholder="Min ₱" min={0} value={draft.minAmount} onChange={(v) => setDraft({ ...draft, minAmount: v })} />
        <InputNumber placeholder="Max ₱" min={0} value={draft.maxAmount} onChange={(v) => setDraft({ ...draft, maxAmount: v })} />
        <InputNumber placeholder="DPD ≥" min={0} value={draft.minDpd} onChange={(v) => setDraft({ ...draft, minDpd: v })} />
        <DatePicker.RangePicker value={draft.range} onChange={(v) => setDraft({ ...draft, range: v && v[0] && v[1] ? [v[0], v[1]] : null })} />
        <Button type="primary" onClick={apply} data-testid="loan-apply">
          Apply
        </Button>
        <Button icon={<ReloadOutlined />} onClick={reload} />
        <Button icon={<DownloadOutlined />} href={`/admin/api/loans.csv?${qs}`} data-testid="loan-export">
          Export CSV
        </Button>
      </Space>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Table<LoanListRow>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={data?.rows ?? []}
        columns={columns}
        pagination={false}
        onChange={(_p, _f, s) => {
          const one = (Array.isArray(s) ? s[0] : s) as SorterResult<LoanListRow>
          const key = sortKeys[String(one?.field ?? '')] ?? 'created'
          setSort(one?.order ? key : 'created')
          setDir(one?.order === 'ascend' ? 'asc' : 'desc')
        }}
      />
      <Space style={{ marginTop: 12 }}>
        <Button icon={<LeftOutlined />} disabled={cursors.length < 2} onClick={() => setCursors(cursors.slice(0, -1))} data-testid="loan-prev">
          Previous
        </Button>
        <Typography.Text data-testid="loan-page">Page {cursors.length}</Typography.Text>
        <Button disabled={!data?.next} onClick={() => data?.next && setCursors([...cursors, data.next])} data-testid="loan-next">
          Next <RightOutlined />
        </Button>
      </Space>
    </Card>
  )
}
