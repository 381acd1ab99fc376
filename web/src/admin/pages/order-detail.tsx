import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { Alert, App, Button, Card, Col, Descriptions, Form, Input, InputNumber, Modal, Row, Select, Skeleton, Space, Statistic, Table, Tabs, Tag } from 'antd'
import { CheckOutlined, CloseOutlined, ReloadOutlined, SendOutlined, ScissorOutlined, StopOutlined, RollbackOutlined, FileExcelOutlined } from '@ant-design/icons'
import { api, ApiError, type OrderDetail, type OrderRow, type InstallmentRow, type LedgerRow, type OrderEvent } from '../api'
import { useAuth } from '../auth'
import { AuditTable } from '../components/audit-table'
import { StatusTag } from '../components/status-tag'
import { dateTime, peso, statusNames } from '../format'
import { t } from '../messages'
import { useLoad } from '../use-load'
import { MessagesTable } from './collections-messages'
import { ProfileDescriptions, RulesCard } from '../components/rules'
import { RestructureCard } from '../components/restructure'
import { SignedDocumentsCard } from '../components/signed-documents'
import type { AdminData, Schema } from '@/lib/api/contract'
import { col } from '../components/columns'

const adminAccountCol = col<Schema<'AdminAccount'>>()
const adminPayoutCol = col<Schema<'AdminPayout'>>()
const installmentCol = col<InstallmentRow>()
const ledgerCol = col<LedgerRow>()
const orderCol = col<OrderRow>()
const orderEventCol = col<OrderEvent>()
const refundCol = col<Schema<'Refund'>>()

/** One loan: the applicant and their history, the decision, schedule, ledger, balances,
 * events, payouts, contracts and audit; approve/reject, payout retry and waivers by role. */
export default function OrderDetailPage() {
  const { id } = useParams()
  const { can } = useAuth()
  const { message } = App.useApp()
  const { data, error, loading, reload } = useLoad<OrderDetail>(`/orders/${id}`)
  const [decide, setDecide] = useState<null | boolean>(null)
  const [waiveOpen, setWaiveOpen] = useState(false)
  const [sent, setSent] = useState<{ requestId: number; message: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [form] = Form.useForm()
  const [waiveForm] = Form.useForm()
  const [exception, setException] = useState<null | 'write-off' | 'cancel' | 'refund' | 'payout-account'>(null)
  const [cardType, setCardType] = useState(2)
  const [exceptionForm] = Form.useForm()

  if (error) return <Alert type="error" showIcon title={t('loadFailed', { message: error })} action={<Button onClick={reload}>{t('retry')}</Button>} />
  if (loading && !data) return <Skeleton active paragraph={{ rows: 14 }} />
  if (!data) return null
  const o = data.order

  const run = async (fn: () => Promise<string>) => {
    setBusy(true)
    try {
      message.success(await fn())
      reload()
      return true
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e))
      return false
    } finally {
      setBusy(false)
    }
  }
  const submitDecision = async () => {
    // A missing reason shows under the field; nothing is sent.
    const v = await form.validateFields().catch(() => null)
    if (!v) return
    const done = await run(async () => {
      const r = await api.post<AdminData<'/orders/{id}/decide', 'post'>>(`/orders/${o.id}/decide`, {
        approve: decide,
        reasonCode: decide ? '' : (v.reasonCode ?? ''),
        reason: v.reason ?? '',
      })
      if (r.requestId) {
        // A large loan: the approval waits for a supervisor (four eyes).
        setSent({ requestId: r.requestId, message: r.message ?? '' })
        window.dispatchEvent(new Event('adm-requests-changed'))
        return t('sentForApproval')
      }
      return t('decided', { status: `${r.status} · ${statusNames[r.status] ?? ''}` })
    })
    if (done) {
      setDecide(null)
      form.resetFields()
    }
  }
  const submitWaiver = async () => {
    const v = await waiveForm.validateFields()
    const done = await run(async () => {
      const r = await api.post<AdminData<'/orders/{id}/waive', 'post'>>(`/orders/${o.id}/waive`, { bucket: v.bucket, amount: Math.round(v.amount * 100), reason: v.reason })
      setSent(r)
      window.dispatchEvent(new Event('adm-requests-changed'))
      return t('waived')
    })
    if (done) {
      setWaiveOpen(false)
      waiveForm.resetFields()
    }
  }
  const submitException = async () => {
    const v = await exceptionForm.validateFields()
    const body =
      exception === 'refund'
        ? { amount: Math.round(v.amount * 100), reason: v.reason }
        : exception === 'payout-account'
          ? { cardType, fields: v.fields ?? {}, reason: v.reason }
          : { reason: v.reason }
    const done = await run(async () => {
      const r = await api.post<AdminData<'/orders/{id}/write-off' | '/orders/{id}/cancel' | '/orders/{id}/refund' | '/orders/{id}/payout-account', 'post'>>(`/orders/${o.id}/${exception}`, body)
      setSent(r)
      window.dispatchEvent(new Event('adm-requests-changed'))
      return t('exceptionSent')
    })
    if (done) {
      setException(null)
      exceptionForm.resetFields()
    }
  }
  const retryRefund = (ref: string) =>
    run(async () => {
      const r = await api.post<AdminData<'/orders/{id}/refund-retry', 'post'>>(`/orders/${o.id}/refund-retry`, { reference: ref })
      return t('payoutRetried', { outcome: r.outcome + (r.failureReason ? ` — ${r.failureReason}` : '') })
    })
  const retry = () =>
    run(async () => {
      const r = await api.post<AdminData<'/orders/{id}/payout-retry', 'post'>>(`/orders/${o.id}/payout-retry`)
      return t('payoutRetried', { outcome: r.outcome + (r.failureReason ? ` — ${r.failureReason}` : '') })
    })

  const st = data.standing
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {sent && (
        <Alert
          type="info"
          showIcon
          data-testid="sent-for-approval"
          title={`${t('sentForApproval')} · #${sent.requestId}`}
          description={sent.message}
          action={<Link to="/requests">{t('navRequests')}</Link>}
          closable
          onClose={() => setSent(null)}
        />
      )}
      <Card
        className="adm-card"
        title={
          <Space>
            <span data-testid="order-no">{o.orderNo}</span>
            <span data-testid="order-status">
              <StatusTag status={o.status} />
            </span>
            {o.payoutStatus && <Tag color={o.payoutStatus === 'failed' ? 'red' : o.payoutStatus === 'succeeded' ? 'green' : 'blue'}>payout {o.payoutStatus}</Tag>}
            {o.writtenOffDay && (
              <Tag color="volcano" data-testid="written-off">
                {t('writtenOff', { day: o.writtenOffDay })}
              </Tag>
            )}
          </Space>
        }
        extra={
          <Space>
            <Button icon={<ReloadOutlined />} onClick={reload} />
            {o.status === 21 && can('loans.decide') && (
              <>
                <Button type="primary" icon={<CheckOutlined />} onClick={() => setDecide(true)}>
                  {t('approve')}
                </Button>
                <Button danger icon={<CloseOutlined />} onClick={() => setDecide(false)}>
                  {t('reject')}
                </Button>
              </>
            )}
            {o.status === 151 && can('payouts.retry') && (
              <Button icon={<SendOutlined />} loading={busy} onClick={() => void retry()}>
                {t('retryPayout')}
              </Button>
            )}
            {[170, 174, 180].includes(o.status) && !o.writtenOffDay && can('loans.waive') && (
              <Button icon={<ScissorOutlined />} onClick={() => setWaiveOpen(true)}>
                {t('waive')}
              </Button>
            )}
            {[170, 174, 180].includes(o.status) && !o.writtenOffDay && can('loans.exceptions') && (
              <Button
                danger
                icon={<FileExcelOutlined />}
                disabled={(st?.daysOverdue ?? 0) < o.writeOffAfterDays}
                title={(st?.daysOverdue ?? 0) < o.writeOffAfterDays ? t('writeOffTooEarly', { n: o.writeOffAfterDays }) : undefined}
                onClick={() => setException('write-off')}
                data-testid="write-off"
              >
                {t('writeOff')}
              </Button>
            )}
            {o.status === 151 && can('loans.exceptions') && (
              <Button danger icon={<StopOutlined />} onClick={() => setException('cancel')} data-testid="cancel-approval">
                {t('cancelApproval')}
              </Button>
            )}
            {o.status !== 110 && can('loans.exceptions') && (
              <Button onClick={() => setException('payout-account')} data-testid="change-account">
                {t('changeAccount')}
              </Button>
            )}
            {data.refundable > 0 && can('loans.exceptions') && (
              <Button
                icon={<RollbackOutlined />}
                onClick={() => {
                  exceptionForm.setFieldsValue({ amount: data.refundable / 100 })
                  setException('refund')
                }}
                data-testid="refund-credit"
              >
                {t('refundCredit')}
              </Button>
            )}
          </Space>
        }
      >
        <Descriptions column={3} size="small">
          <Descriptions.Item label={t('product')}>{o.productName}</Descriptions.Item>
          <Descriptions.Item label={t('amount')}>{peso(o.amount)}</Descriptions.Item>
          <Descriptions.Item label={t('term')}>
            {t('days', { n: o.termDays })} / {o.periods}
          </Descriptions.Item>
          <Descriptions.Item label={t('interest')}>{peso(o.interest)}</Descriptions.Item>
          <Descriptions.Item label={t('netProceeds')}>{peso(o.netProceeds)}</Descriptions.Item>
          <Descriptions.Item label={t('totalRepay')}>{peso(o.totalRepay)}</Descriptions.Item>
          <Descriptions.Item label={t('applicant')}>
            <Link to={`/collections/borrowers/${data.applicant.id}`} data-testid="borrower-link">
              {data.applicant.name || '—'} · {data.applicant.phone}
            </Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('created')}>{dateTime(o.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('dueDate')}>{o.dueDate || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('decision')} span={3}>
            {o.decisionReason ? `${o.decisionReason} (${o.decisionCode}${o.decidedBy ? `, ${o.decidedBy}` : ''})` : '—'}
          </Descriptions.Item>
          {o.decisionNote ? (
            <Descriptions.Item label={t('decisionNote')} span={3}>
              <span data-testid="decision-note-shown">{o.decisionNote}</span>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </Card>

      {o.status === 21 || (data.rules.recorded ?? []).length > 0 ? <RulesCard rules={data.rules} /> : null}

      {st && (
        <Row gutter={16}>
          {[
            [t('payoff'), peso(st.payoff)],
            [t('dueNow'), peso(st.dueNow)],
            [t('charges'), peso(st.charges)],
            [t('daysOverdue'), st.daysOverdue],
          ].map(([label, value]) => (
            <Col span={6} key={String(label)}>
              <Card className="adm-card">
                <Statistic title={label} value={value as string} />
              </Card>
            </Col>
          ))}
        </Row>
      )}

      <RestructureCard
        orderId={o.id}
        orderNo={o.orderNo}
        active={[170, 174, 180].includes(o.status) && !o.writtenOffDay}
        mayPropose={can('loans.exceptions')}
        onSent={(requestId) => {
          setSent({ requestId, message: '' })
          reload()
        }}
      />

      <SignedDocumentsCard orderId={o.id} />

      <Card className="adm-card">
        <Tabs
          items={[
            {
              key: 'applicant',
              label: t('profile'),
              children: (
                <Space orientation="vertical" style={{ width: '100%' }}>
                  <ProfileDescriptions fields={data.applicant.profile ?? []} />
                  <Table<OrderRow>
                    rowKey="id"
                    size="small"
                    title={() => t('history')}
                    dataSource={data.history ?? []}
                    pagination={false}
                    locale={{ emptyText: t('noData') }}
                    columns={[
                      orderCol('orderNo', { title: t('orderNo') }),
                      orderCol('productName', { title: t('product') }),
                      orderCol('amount', { title: t('amount'), render: (v: number) => peso(v) }),
                      orderCol('status', { title: t('status'), render: (v: number) => <StatusTag status={v} /> }),
                      orderCol('daysPastDue', {
                        title: t('daysOverdue'),
                        render: (v: number) => (v > 0 ? <Tag color="red">{t('days', { n: v })}</Tag> : '—'),
                      }),
                      orderCol('createdAt', { title: t('created'), render: (v: number) => dateTime(v) }),
                    ]}
                  />
                  <Table<Schema<'AdminAccount'>>
                    rowKey="id"
                    size="small"
                    title={() => t('accounts')}
                    dataSource={data.accounts ?? []}
                    pagination={false}
                    locale={{ emptyText: t('noData') }}
                    columns={[
                      adminAccountCol('bankName', { title: 'Institution' }),
                      adminAccountCol('number', { title: 'Number' }),
                      adminAccountCol('holderName', { title: 'Holder' }),
                      adminAccountCol('isDefault', { title: '', render: (v: boolean) => (v ? <Tag color="green">default</Tag> : null) }),
                    ]}
                  />
                </Space>
              ),
            },
            {
              key: 'schedule',
              label: t('schedule'),
              children: (
                <Table<InstallmentRow>
                  data-testid="schedule-table"
                  rowKey="seq"
                  size="small"
                  dataSource={data.schedule ?? []}
                  pagination={false}
                  locale={{ emptyText: t('noData') }}
                  columns={[
                    installmentCol('seq', { title: '#' }),
                    installmentCol('dueDay', { title: t('dueDate') }),
                    installmentCol('principalCents', { title: t('principal'), render: (v: number) => peso(v) }),
                    installmentCol('interestCents', { title: t('interest'), render: (v: number) => peso(v) }),
                    installmentCol('closed', { title: '', render: (v?: boolean) => (v ? <Tag data-testid="installment-closed">{t('installmentClosed')}</Tag> : null) }),
                  ]}
                />
              ),
            },
            {
              key: 'ledger',
              label: t('ledger'),
              children: (
                <Space orientation="vertical" style={{ width: '100%' }}>
                  {st && (
                    <Descriptions size="small" column={4} bordered title={t('balances')}>
                      {Object.entries(st.balances ?? {}).map(([b, v]) => (
                        <Descriptions.Item key={b} label={b}>
                          {peso(v)}
                        </Descriptions.Item>
                      ))}
                    </Descriptions>
                  )}
                  <Table<LedgerRow>
                    rowKey={(r) => `${r.ref}/${r.bucket}`}
                    size="small"
                    dataSource={data.ledger ?? []}
                    pagination={{ pageSize: 30, hideOnSinglePage: true }}
                    locale={{ emptyText: t('noData') }}
                    columns={[
                      ledgerCol('day', { title: t('day') }),
                      ledgerCol('kind', { title: t('kind') }),
                      ledgerCol('bucket', { title: t('bucket') }),
                      ledgerCol('amount', { title: t('amount'), align: 'right', render: (v: number) => <span className="adm-money">{peso(v)}</span> }),
                      ledgerCol('ref', { title: t('ref') }),
                    ]}
                  />
                </Space>
              ),
            },
            {
              key: 'events',
              label: t('events'),
              children: (
                <Table<OrderEvent>
                  rowKey={(r) => `${r.createdAt}-${r.event}-${r.to}`}
                  size="small"
                  dataSource={data.events ?? []}
                  pagination={false}
                  locale={{ emptyText: t('noData') }}
                  columns={[
                    orderEventCol('createdAt', { title: t('when'), render: (v: number) => dateTime(v) }),
                    orderEventCol('event', { title: t('event') }),
                    { title: t('status'), render: (_, r) => `${r.from} → ${r.to}` },
                    orderEventCol('actor', { title: t('actor') }),
                    orderEventCol('reason', { title: t('reason') }),
                  ]}
                />
              ),
            },
            {
              key: 'payouts',
              label: t('payouts'),
              children: (
                <Table<Schema<'AdminPayout'>>
                  rowKey="attempt"
                  size="small"
                  dataSource={data.payouts ?? []}
                  pagination={false}
                  locale={{ emptyText: t('noData') }}
                  columns={[
                    adminPayoutCol('attempt', { title: '#' }),
                    adminPayoutCol('reference', { title: t('ref') }),
                    adminPayoutCol('amount', { title: t('amount'), render: (v: number) => peso(v) }),
                    adminPayoutCol('status', { title: t('status'), render: (v: string) => <Tag color={v === 'failed' ? 'red' : v === 'succeeded' ? 'green' : 'blue'}>{v}</Tag> }),
                    adminPayoutCol('failureReason', { title: t('lastFailure') }),
                    adminPayoutCol('createdAt', { title: t('when'), render: (v: number) => dateTime(v) }),
                  ]}
                />
              ),
            },
            ...((data.refunds ?? []).length
              ? [
                  {
                    key: 'refunds',
                    label: t('refunds'),
                    children: (
                      <Table<Schema<'Refund'>>
                        rowKey="id"
                        size="small"
                        dataSource={data.refunds ?? []}
                        pagination={false}
                        columns={[
                          refundCol('reference', { title: t('ref') }),
                          refundCol('amount', { title: t('amount'), render: (v: number) => peso(v) }),
                          refundCol('status', {
                            title: t('status'),
                            render: (v: string) => <Tag color={v === 'failed' ? 'red' : v === 'succeeded' ? 'green' : 'blue'}>{v}</Tag>,
                          }),
                          refundCol('failureReason', { title: t('lastFailure') }),
                          refundCol('createdAt', { title: t('when'), render: (v: number) => dateTime(v) }),
                          {
                            title: '',
                            render: (_: unknown, r: { reference: string; status: string }) =>
                              r.status === 'pending' && can('payouts.retry') ? (
                                <Button size="small" loading={busy} onClick={() => void retryRefund(r.reference)}>
                                  {t('retryRefund')}
                                </Button>
                              ) : null,
                          },
                        ]}
                      />
                    ),
                  },
                ]
              : []),
            {
              key: 'contracts',
              label: t('contracts'),
              children: (
                <Space orientation="vertical">
                  {(data.contracts ?? []).map((c) => (
                    <Tag key={c.id}>
                      #{c.id} {c.title}
                    </Tag>
                  ))}
                </Space>
              ),
            },
            { key: 'messages', label: 'Messages', children: <MessagesTable orderId={o.id} /> },
            ...((data.audit ?? []).length ? [{ key: 'audit', label: t('audit'), children: <AuditTable rows={data.audit ?? []} /> }] : []),
          ]}
        />
      </Card>

      <Modal
        open={decide !== null}
        title={decide ? t('decideTitleApprove', { no: o.orderNo }) : t('decideTitleReject', { no: o.orderNo })}
        okText={decide ? t('approve') : t('reject')}
        okButtonProps={{ danger: decide === false, loading: busy }}
        cancelText={t('cancel')}
        onOk={() => void submitDecision()}
        onCancel={() => setDecide(null)}
        destroyOnHidden
      >
        {decide && (data.rules.failed ?? []).length > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            data-testid="approve-over-rules"
            title={t('approveOverRules', { rules: (data.rules.now ?? []).filter((r) => !r.passed).map((r) => r.title).join(', ') })}
            description={t('approveOverRulesHelp')}
          />
        )}
        <Form form={form} layout="vertical">
          {decide === false && (
            <Form.Item name="reasonCode" label={t('refusalReason')} extra={t('refusalReasonHelp')} rules={[{ required: true, message: t('refusalReasonRequired') }]}>
              <Select
                data-testid="refusal-reason"
                options={(data.refusalReasons ?? []).map((r) => ({
                  value: r.code,
                  label: (
                    <Space orientation="vertical" size={0}>
                      <span>{r.text}</span>
                      <span style={{ color: '#8c8c8c', fontSize: 12 }}>{r.textFil}</span>
                    </Space>
                  ),
                }))}
              />
            </Form.Item>
          )}
          <Form.Item
            name="reason"
            label={decide ? t('reason') : t('internalNote')}
            extra={t('internalNoteHelp')}
            rules={decide && (data.rules.failed ?? []).length > 0 ? [{ required: true, message: t('reasonRequired') }] : []}
          >
            <Input.TextArea rows={3} maxLength={500} showCount data-testid="decision-note" />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        open={exception !== null}
        title={
          exception === 'write-off'
            ? t('writeOffTitle', { no: o.orderNo })
            : exception === 'cancel'
              ? t('cancelApprovalTitle', { no: o.orderNo })
              : exception === 'refund'
                ? t('refundCreditTitle', { no: o.orderNo })
                : t('changeAccountTitle', { no: o.orderNo })
        }
        okText={t('sentForApproval').replace('Sent', 'Send')}
        okButtonProps={{ danger: exception !== 'refund', loading: busy, id: 'exception-send' }}
        cancelText={t('cancel')}
        onOk={() => void submitException()}
        onCancel={() => setException(null)}
        destroyOnHidden
      >
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            exception === 'write-off'
              ? t('writeOffHelp', { amount: peso(st?.payoff ?? 0) })
              : exception === 'cancel'
                ? t('cancelApprovalHelp')
                : exception === 'refund'
                  ? t('refundCreditHelp', { amount: peso(data.refundable) })
                  : t('changeAccountHelp')
          }
        />
        <Form form={exceptionForm} layout="vertical" preserve={false}>
          {exception === 'refund' && (
            <Form.Item name="amount" label={t('amount')} rules={[{ required: true }]} initialValue={data.refundable / 100}>
              <InputNumber min={0.01} max={data.refundable / 100} step={1} precision={2} prefix="₱" style={{ width: '100%' }} />
            </Form.Item>
          )}
          {exception === 'payout-account' && (
            <>
              <Form.Item label={t('cardType')}>
                <Select
                  value={cardType}
                  onChange={setCardType}
                  options={[
                    { value: 2, label: 'E-wallet' },
                    { value: 1, label: 'Bank account' },
                  ]}
                />
              </Form.Item>
              {((data.bankForm ?? {})[String(cardType)] ?? []).map((it) => (
                <Form.Item key={it.code} name={['fields', it.code]} label={it.title} rules={[{ required: true, message: it.subtitle || it.title }]}>
                  {it.cate === 'enum' ? (
                    <Select options={(it.note ?? []).map((n) => ({ value: n.type, label: n.name }))} showSearch optionFilterProp="label" />
                  ) : (
                    <Input
                      placeholder={it.cate === 'day' ? 'YYYY-MM-DD' : it.cate === 'citySelect' ? 'Region/Province/City' : it.subtitle}
                      inputMode={it.inputType === 'number' ? 'numeric' : undefined}
                    />
                  )}
                </Form.Item>
              ))}
            </>
          )}
          <Form.Item name="reason" label={t('reason')} rules={[{ required: true, message: t('reasonRequired') }]}>
            <Input.TextArea rows={3} maxLength={500} showCount data-testid="exception-reason" />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        open={waiveOpen}
        title={t('waiveTitle')}
        okText={t('sentForApproval').replace('Sent', 'Send')}
        okButtonProps={{ loading: busy }}
        cancelText={t('cancel')}
        onOk={() => void submitWaiver()}
        onCancel={() => setWaiveOpen(false)}
        destroyOnHidden
      >
        <Form form={waiveForm} layout="vertical" initialValues={{ bucket: 'penalty' }}>
          <Form.Item name="bucket" label={t('bucket')}>
            <Select
              options={['penalty', 'late_interest', 'enforcement'].map((b) => ({
                value: b,
                label: `${b} (${peso(st?.balances?.[b] ?? 0)})`,
              }))}
            />
          </Form.Item>
          <Form.Item name="amount" label={t('amount')} rules={[{ required: true }]}>
            <InputNumber min={0.01} step={1} precision={2} prefix="₱" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="reason" label={t('reason')} rules={[{ required: true, message: t('reasonRequired') }]}>
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  )
}
