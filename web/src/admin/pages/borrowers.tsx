import { useState } from 'react'
import { Alert, Button, Card, Checkbox, DatePicker, Input, Space, Table, Tag } from 'antd'
import { ReloadOutlined } from '@ant-design/icons'
import { type Dayjs } from 'dayjs'
import { BorrowerCell } from '../components/borrower-cell'
import { ExportButton, listQuery, ListPager, useKeysetList, WrittenOffSelect } from '../components/keyset-list'
import { dateTime, peso } from '../format'
import type { Schema } from '@/lib/api/contract'
import { col } from '../components/columns'
import type { ListRow } from '../api'

const borrowerCol = col<BorrowerRow>()

/** One row of /borrowers. */
export type BorrowerRow = Schema<'BorrowerRow'>

interface Filters {
  q: string
  range: [Dayjs, Dayjs] | null
  overdue: boolean
  writtenOff: string
}

const empty: Filters = { q: '', range: null, overdue: false, writtenOff: '' }

/** Every borrower: search by partial name, phone or order number, filters, server-side sort,
 * keyset pages and the filtered set as CSV. */
export default function BorrowersPage() {
  const [draft, setDraft] = useState<Filters>(empty)
  const [f, setFilters] = useState<Filters>(empty)
  const filters = listQuery({
    q: f.q.trim(),
    from: f.range?.[0].format('YYYY-MM-DD'),
    to: f.range?.[1].format('YYYY-MM-DD'),
    overdue: f.overdue && '1',
    writtenOff: f.writtenOff,
  })
  const list = useKeysetList<ListRow<'/borrowers', 'rows'>>('/borrowers', 'rows', filters, { sort: 'created', dir: 'desc' })
  return (
    <Card
      className="adm-card"
      extra={
        <Button icon={<ReloadOutlined />} onClick={list.reload}>
          Refresh
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          data-testid="borrower-search"
          style={{ width: 300 }}
          placeholder="Name, phone or order number (partial)"
          value={draft.q}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          onSearch={(q) => setFilters({ ...draft, q })}
        />
        <DatePicker.RangePicker placeholder={['Registered from', 'to']} value={draft.range} onChange={(v) => setDraft({ ...draft, range: v && v[0] && v[1] ? [v[0], v[1]] : null })} />
        <Checkbox checked={draft.overdue} onChange={(e) => setDraft({ ...draft, overdue: e.target.checked })} data-testid="borrower-overdue">
          With a loan past due
        </Checkbox>
        <WrittenOffSelect value={draft.writtenOff} onChange={(writtenOff) => setDraft({ ...draft, writtenOff })} testId="borrower-written-off" />
        <Button type="primary" onClick={() => setFilters(draft)} data-testid="borrower-apply">
          Apply
        </Button>
        <ExportButton href={list.exportHref} testId="borrower-export" />
      </Space>
      {list.error && <Alert type="error" showIcon title={list.error} style={{ marginBottom: 12 }} />}
      <Table<BorrowerRow>
        rowKey="id"
        size="middle"
        loading={list.loading}
        dataSource={list.rows}
        pagination={false}
        data-testid="borrower-table"
        onChange={list.onTableChange({ name: 'name', createdAt: 'created' })}
        columns={[
          borrowerCol('name', {
            title: 'Borrower',
            sorter: true,
            sortOrder: list.sortOrder('name'),
            render: (_: string, r) => <BorrowerCell userId={r.id} name={r.name} phone={r.phone} testIds={{ name: 'borrower-name', phone: 'borrower-phone' }} />,
          }),
          borrowerCol('loans', { title: 'Loans', align: 'right' }),
          borrowerCol('openLoans', { title: 'Open', align: 'right' }),
          borrowerCol('owed', { title: 'Owed', align: 'right', render: (v: number) => <span className="adm-money">{peso(v)}</span> }),
          borrowerCol('writtenOff', {
            title: 'Written off',
            render: (v: number) => (v > 0 ? <Tag style={{ borderStyle: 'dashed' }} data-testid="written-off-tag">{`${v} written off`}</Tag> : '—'),
          }),
          borrowerCol('lastOrderAt', { title: 'Last order', render: (v: number) => (v ? dateTime(v) : '—') }),
          borrowerCol('source', { title: 'Source' }),
          borrowerCol('createdAt', { title: 'Registered', sorter: true, sortOrder: list.sortOrder('created'), render: (v: number) => <span style={{ whiteSpace: 'nowrap' }}>{dateTime(v)}</span> }),
        ]}
      />
      <ListPager list={list} testId="borrower" />
    </Card>
  )
}
