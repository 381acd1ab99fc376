import { useState } from 'react'
import { Link } from 'react-router'
import { Alert, Button, Card, DatePicker, Input, InputNumber, Select, Space, Table, Typography } from 'antd'
import { ReloadOutlined } from '@ant-design/icons'
import { type Dayjs } from 'dayjs'
import { BorrowerCell } from '../components/borrower-cell'
import { ExportButton, listQuery, ListPager, useKeysetList, WrittenOffSelect, WrittenOffTag } from '../components/keyset-list'
import { StatusTag } from '../components/status-tag'
import { dateTime, peso, statusNames } from '../format'
import type { Schema } from '@/lib/api/contract'
import { col } from '../components/columns'
import type { ListRow } from '../api'

const loanListCol = col<LoanListRow>()

/** One row of /loans. */
export type LoanListRow = Schema<'LoanListRow'>

interface Filters {
  q: string
  status: number[]
  minAmount: number | null
  maxAmount: number | null
  minDpd: number | null
  range: [Dayjs, Dayjs] | null
  writtenOff: string
}

const empty: Filters = { q: '', status: [], minAmount: null, maxAmount: null, minDpd: null, range: null, writtenOff: '' }

/** The filter's query string (shared by the page and the CSV export). */
export function loanQuery(f: Filters) {
  return listQuery({
    q: f.q.trim(),
    status: f.status.join(','),
    minAmount: f.minAmount,
    maxAmount: f.maxAmount,
    minDpd: f.minDpd,
    from: f.range?.[0].format('YYYY-MM-DD'),
    to: f.range?.[1].format('YYYY-MM-DD'),
    writtenOff: f.writtenOff,
  })
}

const sortKeys: Record<string, string> = { createdAt: 'created', amount: 'amount', dueDate: 'due', payoff: 'payoff' }

/** Every loan: search by partial name, phone or order number, filters, server-side sort,
 * keyset pages (page 1,000 costs what page 1 does) and the filtered set as CSV. */
export default function FinanceLoansPage() {
  const [draft, setDraft] = useState<Filters>(empty)
  const [filters, setFilters] = useState<Filters>(empty)
  const list = useKeysetList<ListRow<'/loans', 'rows'>>('/loans', 'rows', loanQuery(filters), { sort: 'created', dir: 'desc' })
  const apply = () => setFilters(draft)
  const columns = [
    loanListCol('orderNo', {
      title: 'Order',
      render: (v: string, r: LoanListRow) => (
        <Link to={`/loans/${r.id}`} data-testid="loan-link">
          {v}
        </Link>
      ),
    }),
    {
      title: 'Borrower',
      render: (_: unknown, r: LoanListRow) => (
        <BorrowerCell userId={r.userId} name={r.name} phone={r.phone} testIds={{ name: 'loan-name', phone: 'loan-phone' }} />
      ),
    },
    loanListCol('productName', { title: 'Product' }),
    loanListCol('amount', { title: 'Principal', sorter: true, sortOrder: list.sortOrder('amount'), align: 'right' as const, render: (v: number) => <span className="adm-money">{peso(v)}</span> }),
    loanListCol('status', {
      title: 'Status',
      render: (v: number, r: LoanListRow) => (
        <Space size={4}>
          <StatusTag status={v} />
          <WrittenOffTag day={r.writtenOffDay} />
        </Space>
      ),
    }),
    loanListCol('dueDate', { title: 'Due', sorter: true, sortOrder: list.sortOrder('due'), render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{v || '—'}</span> }),
    loanListCol('dpd', { title: 'DPD', align: 'right' as const, render: (v: number) => (v > 0 ? <Typography.Text type="danger">{v}</Typography.Text> : '—') }),
    loanListCol('payoff', { title: 'Owed', sorter: true, sortOrder: list.sortOrder('payoff'), align: 'right' as const, render: (v: number) => <span className="adm-money">{peso(v)}</span> }),
    loanListCol('createdAt', { title: 'Created', sorter: true, sortOrder: list.sortOrder('created'), render: (v: number) => <span style={{ whiteSpace: 'nowrap' }}>{dateTime(v)}</span> }),
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
        <WrittenOffSelect value={draft.writtenOff} onChange={(writtenOff) => setDraft({ ...draft, writtenOff })} testId="loan-written-off" />
        <DatePicker.RangePicker value={draft.range} onChange={(v) => setDraft({ ...draft, range: v && v[0] && v[1] ? [v[0], v[1]] : null })} />
        <Button type="primary" onClick={apply} data-testid="loan-apply">
          Apply
        </Button>
        <Button icon={<ReloadOutlined />} onClick={list.reload} />
        <ExportButton href={list.exportHref} testId="loan-export" />
      </Space>
      {list.error && <Alert type="error" showIcon title={list.error} style={{ marginBottom: 12 }} />}
      <Table<LoanListRow>
        rowKey="id"
        size="middle"
        loading={list.loading}
        dataSource={list.rows}
        columns={columns}
        pagination={false}
        onChange={list.onTableChange(sortKeys)}
      />
      <ListPager list={list} testId="loan" />
    </Card>
  )
}
