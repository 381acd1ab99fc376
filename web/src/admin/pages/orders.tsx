import { useState } from 'react'
import { Link } from 'react-router'
import { Alert, Button, Card, DatePicker, Input, InputNumber, Select, Space, Table, Tag } from 'antd'
import { ReloadOutlined } from '@ant-design/icons'
import { type Dayjs } from 'dayjs'
import { BorrowerCell } from '../components/borrower-cell'
import { ExportButton, listQuery, ListPager, useKeysetList, WrittenOffSelect, WrittenOffTag } from '../components/keyset-list'
import { StatusTag } from '../components/status-tag'
import { dateTime, peso, statusNames } from '../format'
import { t } from '../messages'
import { type LoanListRow } from './finance-loans'
import { col } from '../components/columns'
import type { ListRow } from '../api'

const loanListCol = col<LoanListRow>()

interface Filters {
  q: string
  status: string
  minAmount: number | null
  maxAmount: number | null
  range: [Dayjs, Dayjs] | null
  writtenOff: string
}

const empty: Filters = { q: '', status: '', minAmount: null, maxAmount: null, range: null, writtenOff: '' }

const sortKeys: Record<string, string> = { createdAt: 'created', amount: 'amount' }

/** The order lists: the review queue (status 21, oldest first), every order, and the
 * disbursement monitor (approved orders whose payout failed or waits); server-side pages,
 * sort, filters and the CSV of the filtered orders. */
export default function OrdersPage({ mode }: { mode: 'review' | 'all' | 'payouts' }) {
  const [draft, setDraft] = useState<Filters>(empty)
  const [f, setFilters] = useState<Filters>(empty)
  const filters = listQuery({
    status: mode === 'review' ? '21' : mode === 'all' ? f.status : '',
    payout: mode === 'payouts' && 'problems',
    q: f.q.trim(),
    minAmount: f.minAmount,
    maxAmount: f.maxAmount,
    from: f.range?.[0].format('YYYY-MM-DD'),
    to: f.range?.[1].format('YYYY-MM-DD'),
    writtenOff: f.writtenOff,
  })
  const list = useKeysetList<ListRow<'/orders', 'orders'>>('/orders', 'orders', filters, { sort: 'created', dir: mode === 'review' ? 'asc' : 'desc' })
  const columns = [
    loanListCol('orderNo', {
      title: t('orderNo'),
      render: (v: string, r: LoanListRow) => (
        <Link to={`/loans/${r.id}`} data-testid="order-link">
          {v}
        </Link>
      ),
    }),
    {
      title: t('applicant'),
      render: (_: unknown, r: LoanListRow) => <BorrowerCell userId={r.userId} name={r.name} phone={r.phone} />,
    },
    loanListCol('productName', { title: t('product') }),
    loanListCol('amount', { title: t('amount'), sorter: true, sortOrder: list.sortOrder('amount'), align: 'right' as const, render: (v: number) => <span className="adm-money">{peso(v)}</span> }),
    loanListCol('termDays', { title: t('term'), render: (v: number, r: LoanListRow) => `${t('days', { n: v })} / ${r.periods}` }),
    loanListCol('status', {
      title: t('status'),
      render: (v: number, r: LoanListRow) => (
        <Space size={4}>
          <StatusTag status={v} />
          <WrittenOffTag day={r.writtenOffDay} />
        </Space>
      ),
    }),
    loanListCol('isRepeat', { title: '', render: (v: boolean) => <Tag>{v ? t('repeatClient') : t('newClient')}</Tag> }),
    ...(mode === 'payouts'
      ? [
          loanListCol('payoutStatus', { title: t('payoutStatus'), render: (v: string) => <Tag color={v === 'failed' ? 'red' : 'blue'}>{v || 'pending'}</Tag> }),
          loanListCol('payoutAttempts', { title: t('attempts') }),
          loanListCol('payoutFailure', { title: t('lastFailure') }),
        ]
      : []),
    loanListCol('createdAt', { title: t('created'), sorter: true, sortOrder: list.sortOrder('created'), render: (v: number) => dateTime(v) }),
  ]
  return (
    <Card
      className="adm-card"
      extra={
        <Button icon={<ReloadOutlined />} onClick={list.reload}>
          {t('refresh')}
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="Name, phone or order number (partial)"
          style={{ width: 280 }}
          value={draft.q}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          onSearch={(q) => setFilters({ ...draft, q })}
          data-testid={`orders-${mode}-search`}
        />
        {mode === 'all' && (
          <Select
            allowClear
            placeholder={t('status')}
            style={{ width: 200 }}
            value={draft.status || undefined}
            onChange={(v) => setDraft({ ...draft, status: v ?? '' })}
            options={Object.entries(statusNames).map(([code, name]) => ({ value: code, label: `${code} · ${name}` }))}
          />
        )}
        <InputNumber placeholder="Min ₱" min={0} value={draft.minAmount} onChange={(v) => setDraft({ ...draft, minAmount: v })} />
        <InputNumber placeholder="Max ₱" min={0} value={draft.maxAmount} onChange={(v) => setDraft({ ...draft, maxAmount: v })} />
        <DatePicker.RangePicker value={draft.range} onChange={(v) => setDraft({ ...draft, range: v && v[0] && v[1] ? [v[0], v[1]] : null })} />
        {mode === 'all' && <WrittenOffSelect value={draft.writtenOff} onChange={(writtenOff) => setDraft({ ...draft, writtenOff })} />}
        <Button type="primary" onClick={() => setFilters(draft)} data-testid={`orders-${mode}-apply`}>
          Apply
        </Button>
        <ExportButton href={list.exportHref} testId={`orders-${mode}-export`} />
      </Space>
      {list.error && <Alert type="error" showIcon title={t('loadFailed', { message: list.error })} style={{ marginBottom: 12 }} />}
      <Table<LoanListRow>
        rowKey="id"
        size="middle"
        loading={list.loading}
        dataSource={list.rows}
        columns={columns}
        locale={{ emptyText: t('noData') }}
        pagination={false}
        onChange={list.onTableChange(sortKeys)}
        data-testid={`orders-${mode}`}
      />
      <ListPager list={list} testId={`orders-${mode}`} />
    </Card>
  )
}
