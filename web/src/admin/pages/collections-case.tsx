import { useParams, Link } from 'react-router'
import { Alert, App, Button, Card, Col, DatePicker, Descriptions, Form, Input, InputNumber, Row, Select, Skeleton, Space, Table, Tabs, Tag } from 'antd'
import { api, ApiError, type OrderDetail } from '../api'
import { useAuth } from '../auth'
import { dateTime, peso } from '../format'
import { useLoad } from '../use-load'
import { PromiseTag } from './collections'
import { MessagesTable } from './collections-messages'
import { BorrowerNotes } from './collections-notes'
import { CaseReferences } from './collections-references'
import type { AdminData, Schema } from '@/lib/api/contract'
import { col } from '../components/columns'

const contactCol = col<Contact>()
const entryCol = col<Schema<'Entry'>>()
const promiseCol = col<PromiseRow>()
const letterCol = col<Letter>()

type Contact = Schema<'CollectionContact'>

type PromiseRow = Schema<'PromiseView'>

type Letter = Schema<'Letter'>

type CaseData = AdminData<'/collections/{id}'>

const outcomes = [
  { value: 'promised', label: 'Promised to pay' },
  { value: 'refused', label: 'Refused' },
  { value: 'wrong_number', label: 'Wrong number' },
  { value: 'no_answer', label: 'No answer' },
]
const outcomeNames: Record<string, string> = { ...Object.fromEntries(outcomes.map((o) => [o.value, o.label])), message_sent: 'Message sent' }
const channelNames: Record<string, string> = { call: 'Call', sms: 'SMS', reference_sms: 'SMS to a reference' }
const deliveryColors: Record<string, string> = { sent: 'green', queued: 'blue', failed: 'red', expired: 'default' }

/** A collections case: the loan, its schedule and payments, the contact log with promises to
 * pay, and the messages the borrower got. Recording is refused outside the MC 18 hours. */
export default function CollectionCasePage() {
  const { id } = useParams()
  const { can, me } = useAuth()
  const { message } = App.useApp()
  const c = useLoad<CaseData>(`/collections/${id}`)
  const o = useLoad<OrderDetail>(`/orders/${id}`)
  const [form] = Form.useForm()
  const outcome = Form.useWatch('outcome', form)

  if (c.error || o.error) return <Alert type="error" showIcon title={c.error || o.error} action={<Button onClick={c.reload}>Retry</Button>} />
  if (!c.data || !o.data) return <Skeleton active paragraph={{ rows: 14 }} />
  const k = c.data.case
  const order = o.data
  const mine = k.agentId === me?.operator.id
  const reload = () => {
    c.reload()
    o.reload()
  }
  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn()
      message.success(done)
      reload()
      return true
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e))
      return false
    }
  }
  const save = async () => {
    const v = await form.validateFields()
    const ok = await act(
      () =>
        api.post(`/collections/${k.orderId}/contacts`, {
          channel: v.channel,
          outcome: v.outcome,
          note: v.note ?? '',
          ...(v.outcome === 'promised' && { promiseCents: Math.round(v.amount * 100), promiseDay: v.day.format('YYYY-MM-DD') }),
          ...(v.next && { nextActionDay: v.next.format('YYYY-MM-DD') }),
        }),
      'Contact recorded',
    )
    if (ok) form.resetFields()
  }
  // What each installment has been paid, from the ledger's payments (oldest installment first).
  let paid = -(order.ledger ?? []).filter((e) => e.kind === 'payment' && (e.bucket === 'principal' || e.bucket === 'interest')).reduce((s, e) => s + e.amount, 0)
  const schedule = (order.schedule ?? []).map((i) => {
    const due = i.principalCents + i.interestCents
    const p = Math.min(due, Math.max(0, paid))
    paid -= p
    return { ...i, paid: p, left: due - p }
  })
  type ScheduleRow = (typeof schedule)[number]
  const scheduleCol = col<ScheduleRow>()
  const payments = (order.ledger ?? []).filter((e) => e.kind === 'payment')

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        className="adm-card"
        title={
          <Space>
            <span data-testid="case-order">{k.orderNo}</span>
            <Tag color="red">{k.daysPastDue} days past due</Tag>
            <Tag>{k.bucket || 'current'}</Tag>
            <PromiseTag status={k.promiseStatus} cents={k.promiseCents} day={k.promiseDay} />
          </Space>
        }
        extra={
          <Space>
            <Link to={`/loans/${k.orderId}`}>Loan page</Link>
            {!k.agentId && can('collections.work') && (
              <Button type="primary" data-testid="case-claim" onClick={() => act(() => api.post(`/collections/${k.orderId}/claim`), 'The case is yours')}>
                Claim
              </Button>
            )}
          </Space>
        }
      >
        <Descriptions column={3} size="small">
          <Descriptions.Item label="Borrower">
            <Link to={`/collections/borrowers/${k.userId}`}>{`${k.name || '—'} · ${k.phone}`}</Link>
          </Descriptions.Item>
          <Descriptions.Item label="Product">{k.productName}</Descriptions.Item>
          <Descriptions.Item label="Holder">{k.agentId ? `${k.agentName}${mine ? ' (me)' : ''}` : 'In the queue'}</Descriptions.Item>
          <Descriptions.Item label="Past due">
            <b data-testid="case-past-due">{peso(c.data.amounts.pastDue)}</b>
          </Descriptions.Item>
          <Descriptions.Item label="Payable now">
            <span data-testid="case-payable-now">{peso(c.data.amounts.payableNow)}</span>
          </Descriptions.Item>
          <Descriptions.Item label="Payoff">
            <span data-testid="case-payoff">{peso(c.data.amounts.payoff)}</span>
          </Descriptions.Item>
          <Descriptions.Item label="Next action">
            <Space>
              <span data-testid="case-next-action">{k.nextActionDay || '—'}</span>
              {can('collections.work') && (
                <DatePicker
                  size="small"
                  aria-label="Change the next action"
                  data-testid="case-next-action-edit"
                  onChange={(d) => d && act(() => api.post(`/collections/${k.orderId}/next-action`, { day: d.format('YYYY-MM-DD') }), 'Next action set')}
                />
              )}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label="Overdue since">{k.overdueSince}</Descriptions.Item>
          <Descriptions.Item label="Due date">{order.order.dueDate}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={16}>
        <Col span={9}>
          <Card className="adm-card" title="Record a call or message">
            {!c.data.contactAllowed && <Alert style={{ marginBottom: 12 }} type="warning" showIcon title="Outside 6:00-22:00 Manila time: no calls or messages now (SEC MC 18 s.2019)." />}
            <Form form={form} layout="vertical" initialValues={{ channel: 'call' }} disabled={!can('collections.work') || !c.data.contactAllowed}>
              <Form.Item name="channel" label="Channel">
                <Select aria-label="Channel" options={[{ value: 'call', label: 'Call' }, { value: 'sms', label: 'SMS (template)' }]} />
              </Form.Item>
              <Form.Item name="outcome" label="Outcome" rules={[{ required: true, message: 'Choose the outcome.' }]}>
                <Select aria-label="Outcome" options={outcomes} data-testid="contact-outcome" />
              </Form.Item>
              {outcome === 'promised' && (
                <Space align="start">
                  <Form.Item
                    name="amount"
                    label="Promised amount (₱)"
                    extra={`At most the payable-now amount, ${peso(c.data.amounts.payableNow)}.`}
                    rules={[{ required: true, message: 'Enter the amount.' }]}
                  >
                    <InputNumber min={1} max={c.data.amounts.payableNow / 100} step={100} precision={2} style={{ width: 160 }} data-testid="promise-amount" />
                  </Form.Item>
                  <Form.Item name="day" label="Pay by" rules={[{ required: true, message: 'Choose the day.' }]}>
                    <DatePicker data-testid="promise-day" />
                  </Form.Item>
                </Space>
              )}
              <Form.Item name="next" label="Next action" extra="Empty: the day after a promised day, else tomorrow.">
                <DatePicker data-testid="contact-next-action" />
              </Form.Item>
              <Form.Item name="note" label="Note">
                <Input.TextArea rows={2} maxLength={1000} />
              </Form.Item>
              <Button type="primary" onClick={save} data-testid="contact-save">
                Save
              </Button>
            </Form>
          </Card>
          <div style={{ height: 16 }} />
          <CaseReferences orderId={k.orderId} onSent={reload} />
          <div style={{ height: 16 }} />
          <BorrowerNotes userId={k.userId} title="Notes about the borrower" />
        </Col>
        <Col span={15}>
          <Card className="adm-card">
            <Tabs
              items={[
                {
                  key: 'log',
                  label: `Contact log (${(c.data.contacts ?? []).length})`,
                  children: (
                    <Space orientation="vertical" style={{ width: '100%' }}>
                      <Table<PromiseRow>
                        rowKey="id"
                        size="small"
                        title={() => 'Promises to pay'}
                        dataSource={c.data.promises ?? []}
                        pagination={false}
                        locale={{ emptyText: 'No promise yet.' }}
                        data-testid="promises-table"
                        columns={[
                          promiseCol('createdAt', { title: 'Made', render: (v: number) => dateTime(v) }),
                          promiseCol('amountCents', { title: 'Amount', render: (v: number) => peso(v) }),
                          promiseCol('day', { title: 'By' }),
                          promiseCol('paidSinceCents', { title: 'Paid since', render: (v: number) => peso(v) }),
                          promiseCol('status', { title: 'Status', render: (v: string, r) => <PromiseTag status={v} cents={r.amountCents} day={r.day} /> }),
                        ]}
                      />
                      <Table<Contact>
                        rowKey="id"
                        size="small"
                        title={() => 'Calls and messages'}
                        dataSource={c.data.contacts ?? []}
                        pagination={{ pageSize: 8, hideOnSinglePage: true }}
                        locale={{ emptyText: 'No contact yet.' }}
                        data-testid="contacts-table"
                        columns={[
                          contactCol('createdAt', { title: 'When', render: (v: number) => dateTime(v) }),
                          contactCol('agentName', { title: 'Agent' }),
                          contactCol('channel', { title: 'Channel', render: (v: string) => channelNames[v] ?? v }),
                          contactCol('outcome', {
                            title: 'Outcome',
                            render: (v: string, r) => (
                              <Space size={4}>
                                {outcomeNames[v] ?? v}
                                {r.messageId > 0 && <Tag color={deliveryColors[r.messageStatus]}>{r.messageStatus}</Tag>}
                              </Space>
                            ),
                          }),
                          contactCol('note', { title: 'Note' }),
                        ]}
                      />
                    </Space>
                  ),
                },
                {
                  key: 'schedule',
                  label: 'Schedule',
                  children: (
                    <Table<ScheduleRow>
                      data-testid="schedule-table"
                      rowKey="seq"
                      size="small"
                      dataSource={schedule}
                      pagination={false}
                      columns={[
                        scheduleCol('seq', { title: '#' }),
                        scheduleCol('dueDay', { title: 'Due' }),
                        { title: 'Principal + interest', key: 'due', render: (_: unknown, r) => peso(r.principalCents + r.interestCents) },
                        scheduleCol('paid', { title: 'Paid', render: (v: number) => peso(v) }),
                        scheduleCol('left', { title: 'Left', render: (v: number) => peso(v) }),
                      ]}
                    />
                  ),
                },
                {
                  key: 'payments',
                  label: 'Payments',
                  children: (
                    <Table<Schema<'Entry'>>
                      rowKey={(r) => `${r.ref}/${r.bucket}`}
                      size="small"
                      dataSource={payments}
                      pagination={{ pageSize: 10, hideOnSinglePage: true }}
                      locale={{ emptyText: 'No payment yet.' }}
                      columns={[
                        entryCol('day', { title: 'Day' }),
                        entryCol('bucket', { title: 'Bucket' }),
                        entryCol('amount', { title: 'Amount', render: (v: number) => peso(-v) }),
                        entryCol('ref', { title: 'Reference' }),
                      ]}
                    />
                  ),
                },
                { key: 'messages', label: 'Messages', children: <MessagesTable orderId={k.orderId} /> },
                {
                  key: 'letters',
                  label: `Demand letters (${(c.data.letters ?? []).length})`,
                  children: (
                    <Table<Letter>
                      rowKey="id"
                      size="small"
                      data-testid="letters-table"
                      dataSource={c.data.letters ?? []}
                      pagination={false}
                      locale={{ emptyText: 'No letter yet: the demand letter is generated at 30 days past due, the final demand at 60.' }}
                      columns={[
                        letterCol('kind', { title: 'Letter', render: (v: string) => (v === 'final_demand' ? 'Final demand' : 'Demand letter') }),
                        letterCol('day', { title: 'Generated' }),
                        letterCol('daysPastDue', { title: 'Days past due', align: 'right' }),
                        letterCol('pastDueCents', { title: 'Past due', align: 'right', render: (v: number) => peso(v) }),
                        letterCol('sha256', { title: 'SHA-256', render: (v: string) => <code title={v}>{v.slice(0, 12)}…</code> }),
                        letterCol('id', {
                          title: '',
                          render: (v: number) => (
                            <Button size="small" href={`/admin/api/collections/${k.orderId}/letters/${v}/pdf`} data-testid={`letter-pdf-${v}`}>
                              PDF
                            </Button>
                          ),
                        }),
                      ]}
                    />
                  ),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </Space>
  )
}
