import { useState } from 'react'
import { Link } from 'react-router'
import { Alert, App, Button, Card, DatePicker, Form, Input, InputNumber, Modal, Select, Space, Table, Tag } from 'antd'
import { ReloadOutlined } from '@ant-design/icons'
import { type Dayjs } from 'dayjs'
import { api, ApiError, type TransferRow } from '../api'
import type { ListRow } from '../api'
import { useAuth } from '../auth'
import { BorrowerCell } from '../components/borrower-cell'
import { ExportButton, listQuery, ListPager, useKeysetList, WrittenOffSelect, WrittenOffTag } from '../components/keyset-list'
import { dateTime, peso } from '../format'
import { t } from '../messages'
import { col } from '../components/columns'

const transferCol = col<TransferRow>()

interface Filters {
  q: string
  status: string
  minAmount: number | null
  maxAmount: number | null
  range: [Dayjs, Dayjs] | null
  writtenOff: string
}

const empty: Filters = { q: '', status: 'pending', minAmount: null, maxAmount: null, range: null, writtenOff: '' }

/**
 * The transfer desk: bank-transfer repayments (InstaPay / PESONet) waiting for their money. An
 * agent matches a line of the lender's bank statement to one of them by its UTR; the server books
 * it once, under the same ledger ref the gateway's report of that transfer would use.
 */
export default function TransfersPage() {
  const { can } = useAuth()
  const { message } = App.useApp()
  const [draft, setDraft] = useState<Filters>(empty)
  const [f, setFilters] = useState<Filters>(empty)
  const filters = listQuery({
    q: f.q.trim(),
    status: f.status,
    all: !f.status && '1',
    minAmount: f.minAmount,
    maxAmount: f.maxAmount,
    from: f.range?.[0].format('YYYY-MM-DD'),
    to: f.range?.[1].format('YYYY-MM-DD'),
    writtenOff: f.writtenOff,
  })
  const list = useKeysetList<ListRow<'/transfers', 'transfers'>>('/transfers', 'transfers', filters, { sort: 'created', dir: 'desc' })
  const reload = list.reload
  const [matching, setMatching] = useState<TransferRow | null>(null)
  const [busy, setBusy] = useState(false)
  const [form] = Form.useForm<{ utr: string; pesos: number; reason: string }>()

  const open = (row: TransferRow) => {
    setMatching(row)
    form.setFieldsValue({ utr: row.utr, pesos: (row.amount - row.paid) / 100 })
  }
  const submit = async () => {
    if (!matching) return
    const v = await form.validateFields()
    setBusy(true)
    try {
      await api.post('/transfers/match', { reference: matching.reference, utr: v.utr, amount: Math.round(v.pesos * 100), reason: v.reason })
      window.dispatchEvent(new Event('adm-requests-changed'))
      message.success(t('transferMatched'))
      setMatching(null)
      reload()
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card
      className="adm-card"
      title={t('transfersTitle')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={reload}>
          {t('refresh')}
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="Reference, UTR, order, name or phone"
          style={{ width: 280 }}
          value={draft.q}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          onSearch={(q) => setFilters({ ...draft, q })}
          data-testid="transfer-search"
        />
        <Select
          style={{ width: 150 }}
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
          aria-label={t('status')}
          data-testid="transfer-status"
          options={[
            { value: '', label: t('all') },
            { value: 'pending', label: 'pending' },
            { value: 'succeeded', label: 'succeeded' },
            { value: 'failed', label: 'failed' },
          ]}
        />
        <InputNumber placeholder="Min ₱" min={0} value={draft.minAmount} onChange={(v) => setDraft({ ...draft, minAmount: v })} />
        <InputNumber placeholder="Max ₱" min={0} value={draft.maxAmount} onChange={(v) => setDraft({ ...draft, maxAmount: v })} />
        <DatePicker.RangePicker value={draft.range} onChange={(v) => setDraft({ ...draft, range: v && v[0] && v[1] ? [v[0], v[1]] : null })} />
        <WrittenOffSelect value={draft.writtenOff} onChange={(writtenOff) => setDraft({ ...draft, writtenOff })} />
        <Button type="primary" onClick={() => setFilters(draft)} data-testid="transfer-apply">
          Apply
        </Button>
        <ExportButton href={list.exportHref} testId="transfer-export" />
      </Space>
      {list.error && <Alert type="error" showIcon title={t('loadFailed', { message: list.error })} style={{ marginBottom: 12 }} />}
      <Table<TransferRow>
        rowKey="id"
        size="middle"
        loading={list.loading}
        dataSource={list.rows}
        pagination={false}
        locale={{ emptyText: t('noData') }}
        onChange={list.onTableChange({ createdAt: 'created', amount: 'amount' })}
        data-testid="transfer-table"
        columns={[
          transferCol('reference', { title: t('reference') }),
          transferCol('orderId', {
            title: t('order'),
            render: (id: number, r) => (
              <Space size={4}>
                <Link to={`/loans/${id}`}>{r.orderNo || `#${id}`}</Link>
                <WrittenOffTag day={r.writtenOffDay} />
              </Space>
            ),
          }),
          { title: t('applicant'), render: (_: unknown, r) => <BorrowerCell userId={r.userId} name={r.name} phone={r.phone} /> },
          transferCol('amount', {
            title: t('amount'),
            sorter: true,
            sortOrder: list.sortOrder('amount'),
            align: 'right',
            render: (c: number, r) => (r.isDelay ? `${peso(c)} (${t('rollover')})` : peso(c)),
          }),
          transferCol('utr', { title: 'UTR', render: (u: string) => u || <Tag>{t('noUtrYet')}</Tag> }),
          transferCol('status', { title: t('status'), render: (s: string) => <Tag color={s === 'pending' ? 'gold' : s === 'succeeded' ? 'green' : 'default'}>{s}</Tag> }),
          transferCol('createdAt', { title: t('created'), sorter: true, sortOrder: list.sortOrder('created'), render: dateTime }),
          {
            title: '',
            key: 'match',
            render: (_: unknown, r) =>
              r.status === 'pending' && can('repayments.match') ? (
                <Button size="small" type="primary" onClick={() => open(r)} data-testid={`match-${r.reference}`}>
                  {t('match')}
                </Button>
              ) : null,
          },
        ]}
      />
      <ListPager list={list} testId="transfer" />
      <Modal open={matching !== null} title={`${t('match')} ${matching?.reference ?? ''}`} onCancel={() => setMatching(null)} onOk={submit} okText={t('sentForApproval').replace('Sent', 'Send')} confirmLoading={busy}>
        <Form form={form} layout="vertical">
          <Form.Item name="utr" label={t('utrOnStatement')} rules={[{ required: true, min: 6, max: 40, pattern: /^\S+$/ }]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="pesos" label={t('amountOnStatement')} rules={[{ required: true, type: 'number', min: 0.01 }]}>
            <InputNumber prefix="₱" precision={2} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="reason" label={t('matchReason')} rules={[{ required: true, whitespace: true, message: t('reasonRequired') }, { max: 500 }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  )
}
