import { useState } from 'react'
import { Link } from 'react-router'
import { Alert, App, Button, Card, Form, Input, Modal, Segmented, Space, Table, Tag, Typography } from 'antd'
import { CheckOutlined, CloseOutlined } from '@ant-design/icons'
import { api, ApiError, type ApprovalRequest } from '../api'
import { useAuth } from '../auth'
import { dateTime } from '../format'
import { t } from '../messages'
import { useLoad } from '../use-load'
import type { AdminData } from '@/lib/api/contract'
import { col } from '../components/columns'
import { DiffRows } from '../components/diff-rows'

const approvalRequestCol = col<ApprovalRequest>()

const statusColor: Record<ApprovalRequest['status'], string> = { pending: 'gold', approved: 'green', rejected: 'default', failed: 'red' }

function target(r: ApprovalRequest): React.ReactNode {
  if (r.entity === 'order') return <Link to={`/loans/${r.target}`}>Loan #{r.target}</Link>
  if (r.entity === 'product') return <Link to="/catalog">{r.target.startsWith('new:') ? 'New product' : `Product #${r.target}`}</Link>
  if (r.entity === 'repayment') return <Link to="/transfers">{r.target}</Link>
  if (r.entity === 'chart') return <Link to="/finance/accounts">Chart of accounts</Link>
  if (r.entity === 'operator') return <Link to="/operators">Operator #{r.target}</Link>
  if (r.entity === 'operator_invite') return <Link to="/operators">{r.target}</Link>
  if (r.entity === 'books_month') return <Link to="/finance">Month {r.target}</Link>
  return `${r.entity} ${r.target}`
}

/** What an approval did, as the server words it (a payout that failed makes it a warning). */
type Outcome = { summary: string; warning: boolean }

/** The checkers' inbox: requests another operator made, approved or rejected here. */
export default function RequestsPage() {
  const { me, can } = useAuth()
  const { message } = App.useApp()
  const [filter, setFilter] = useState<'pending' | ''>('pending')
  const { data, loading, reload } = useLoad<AdminData<'/requests'>>(`/requests${filter ? `?status=${filter}` : ''}`)
  const [rejecting, setRejecting] = useState<ApprovalRequest | null>(null)
  const [busy, setBusy] = useState(false)
  const [form] = Form.useForm<{ reason: string }>()
  const myId = me?.operator.id ?? 0
  const rank = ['viewer', 'agent', 'supervisor', 'admin']
  const mayCheck = (r: ApprovalRequest) =>
    r.status === 'pending' && r.makerId !== myId && can('requests.check') && rank.indexOf(me?.operator.role ?? '') >= rank.indexOf(r.checkerRole)

  /** Runs fn and tells the checker what happened: fn's own summary when it gives one. */
  const act = async (fn: () => Promise<Outcome | void>, done: string) => {
    setBusy(true)
    try {
      const out = await fn()
      if (out?.warning) message.warning(out.summary, 8)
      else message.success(out?.summary || done)
      reload()
      window.dispatchEvent(new Event('adm-requests-changed'))
      return true
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e))
      reload()
      return false
    } finally {
      setBusy(false)
    }
  }
  const approve = (r: ApprovalRequest) => act(() => api.post<Outcome>(`/requests/${r.id}/approve`), t('requestApproved'))
  const reject = async () => {
    if (!rejecting) return
    const v = await form.validateFields()
    if (await act(async () => void (await api.post(`/requests/${rejecting.id}/reject`, { reason: v.reason })), t('requestRejected'))) {
      setRejecting(null)
      form.resetFields()
    }
  }

  return (
    <Card
      className="adm-card"
      title={t('requestsTitle')}
      extra={
        <Segmented
          value={filter}
          onChange={(v) => setFilter(v as 'pending' | '')}
          options={[
            { label: `${t('requestPending')} (${data?.pending ?? 0})`, value: 'pending' },
            { label: t('requestAll'), value: '' },
          ]}
        />
      }
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('requestsHelp')} />
        <Table<ApprovalRequest>
          rowKey="id"
          size="middle"
          loading={loading}
          dataSource={data?.requests ?? []}
          pagination={{ pageSize: 50 }}
          scroll={{ x: 1240 }}
          columns={[
            approvalRequestCol('id', { title: '#', width: 60 }),
            approvalRequestCol('title', { title: t('requestKind'), width: 150 }),
            { title: t('requestTarget'), key: 'target', width: 100, render: (_: unknown, r) => target(r) },
            { title: t('requestDetails'), key: 'details', width: 330, render: (_: unknown, r) => <DiffRows rows={r.diff} /> },
            approvalRequestCol('reason', { title: t('reason'), width: 180, ellipsis: { showTitle: true } }),
            approvalRequestCol('maker', {
              title: t('requestMaker'),
              width: 190,
              render: (m: string, r) => (
                <Space orientation="vertical" size={0}>
                  {r.makerId === myId ? <Tag color="blue">{t('requestOwn')}</Tag> : <span style={{ overflowWrap: 'anywhere' }}>{m}</span>}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {dateTime(r.createdAt)}
                  </Typography.Text>
                </Space>
              ),
            }),
            {
              title: t('status'),
              key: 'status',
              width: 170,
              render: (_: unknown, r) => (
                <Space orientation="vertical" size={0}>
                  <Tag color={statusColor[r.status]} data-testid={`request-status-${r.id}`}>
                    {r.status}
                  </Tag>
                  {r.status === 'pending' ? (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('requestExpires')} {dateTime(r.expiresAt)}
                    </Typography.Text>
                  ) : (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {r.checker} {r.note ? `— ${r.note}` : ''} {r.status === 'failed' ? `— ${r.result}` : ''}
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            {
              title: '',
              key: 'act',
              width: 120,
              fixed: 'right',
              render: (_: unknown, r) =>
                mayCheck(r) ? (
                  <Space orientation="vertical" size={4}>
                    <Button size="small" type="primary" icon={<CheckOutlined />} loading={busy} onClick={() => void approve(r)} data-testid={`approve-${r.id}`}>
                      {t('approve')}
                    </Button>
                    <Button size="small" danger icon={<CloseOutlined />} onClick={() => setRejecting(r)} data-testid={`reject-${r.id}`}>
                      {t('reject')}
                    </Button>
                  </Space>
                ) : r.status === 'pending' && r.makerId !== myId ? (
                  <Typography.Text type="secondary">{t('requestNeedsRole', { role: r.checkerRole })}</Typography.Text>
                ) : null,
            },
          ]}
        />
      </Space>
      <Modal open={rejecting !== null} title={t('requestRejectTitle', { id: rejecting?.id ?? '' })} onCancel={() => setRejecting(null)} onOk={reject} okText={t('reject')} okButtonProps={{ danger: true }} confirmLoading={busy}>
        <Form form={form} layout="vertical">
          <Form.Item name="reason" label={t('reason')} rules={[{ required: true, whitespace: true, message: t('reasonRequired') }, { max: 500 }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  )
}
