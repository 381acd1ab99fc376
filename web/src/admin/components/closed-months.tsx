import { useState } from 'react'
import { Link } from 'react-router'
import { Alert, App, Button, Card, Input, Modal, Space, Table, Tag, Typography } from 'antd'
import { DownloadOutlined, LockOutlined } from '@ant-design/icons'
import { api, ApiError } from '../api'
import { useAuth } from '../auth'
import { dateTime, peso } from '../format'
import { t } from '../messages'
import { useLoad } from '../use-load'
import type { AdminData } from '@/lib/api/contract'

type MonthsView = AdminData<'/finance/months'>
type Closed = MonthsView['closed'] extends (infer C)[] | null ? C : never

const m = {
  title: 'Accounting months',
  intro:
    'A closed month keeps its journal and trial balance as they were when it was closed (stored with their SHA-256): later corrections, chart changes and late loan events post in the first open month as adjusting entries that name the closed month. Months close in order, after they end; another supervisor approves the close. A closed month is never reopened.',
  month: 'Month',
  entries: 'Journal entries',
  totals: 'Debits = credits',
  hashes: 'SHA-256',
  closedBy: 'Closed by (approved by, when)',
  approvedBy: 'Approved by',
  files: 'As stored',
  journal: 'Journal',
  trial: 'Trial balance',
  none: 'No month is closed yet.',
  openFrom: 'Open from',
  allOpen: 'Every month is open',
  next: 'Next to close',
  close: 'Close',
  reason: 'Reason',
  awaiting: 'Close awaiting approval',
  closedTag: 'Closed',
}

/** The closed accounting months (who closed them, when, who approved, the stored files' hashes) and the close of the next month (four eyes). */
export function ClosedMonthsCard({ onChange }: { onChange?: () => void }) {
  const { can } = useAuth()
  const { message } = App.useApp()
  const { data, error, reload } = useLoad<MonthsView>('/finance/months')
  const [asking, setAsking] = useState(false)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState<{ requestId: number; message: string } | null>(null)
  if (error) return <Alert type="error" showIcon title={error} />
  if (!data) return null
  const pending = data.pending ?? []
  const mayClose = can('books.close')
  const send = async () => {
    setBusy(true)
    try {
      const r = await api.post<AdminData<'/finance/months/close', 'post'>>('/finance/months/close', { month: data.next, reason })
      setSent(r)
      setAsking(false)
      setReason('')
      window.dispatchEvent(new Event('adm-requests-changed'))
      reload()
      onChange?.()
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }
  const closed = [...(data.closed ?? [])].reverse()
  return (
    <Card
      className="adm-card"
      title={
        <Space>
          <LockOutlined />
          {m.title}
        </Space>
      }
      data-testid="closed-months"
      extra={
        <Space>
          <Tag color={data.openFrom ? 'blue' : 'default'} data-testid="books-open-from">
            {data.openFrom ? `${m.openFrom} ${data.openFrom}` : m.allOpen}
          </Tag>
          {data.next && pending.length === 0 && mayClose && (
            <Button icon={<LockOutlined />} disabled={!data.canClose} title={data.canClose ? '' : data.why} onClick={() => setAsking(true)} data-testid="month-close">
              {`${m.close} ${data.next}`}
            </Button>
          )}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {m.intro}
      </Typography.Paragraph>
      {sent && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="month-close-sent"
          title={`${t('sentForApproval')} · #${sent.requestId}`}
          description={sent.message}
          action={<Link to="/requests">{t('navRequests')}</Link>}
          closable
          onClose={() => setSent(null)}
        />
      )}
      {pending.map((p) => (
        <Alert
          key={p.id}
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="month-close-pending"
          title={`${m.awaiting}: ${p.target} · #${p.id}`}
          description={`${p.maker} · ${p.reason}`}
          action={<Link to="/requests">{t('navRequests')}</Link>}
        />
      ))}
      {data.next && !data.canClose && pending.length === 0 && (
        <Typography.Paragraph type="secondary" data-testid="month-close-why">
          {`${m.next}: ${data.next} · ${data.why}`}
        </Typography.Paragraph>
      )}
      <Table<Closed>
        size="small"
        pagination={false}
        rowKey="month"
        dataSource={closed}
        locale={{ emptyText: m.none }}
        data-testid="closed-months-table"
        columns={[
          {
            title: m.month,
            key: 'month',
            width: 150,
            render: (_: unknown, c: Closed) => (
              <Space style={{ whiteSpace: 'nowrap' }}>
                <b>{c.month}</b>
                <Tag color="blue">{m.closedTag}</Tag>
              </Space>
            ),
          },
          { title: m.entries, dataIndex: 'entries', align: 'right', width: 90 },
          { title: m.totals, key: 'totals', align: 'right', width: 120, render: (_: unknown, c: Closed) => peso(c.debitCents) },
          {
            title: m.hashes,
            key: 'sha',
            width: 230,
            render: (_: unknown, c: Closed) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text copyable={{ text: c.journalSha256 }} style={{ fontSize: 12, whiteSpace: 'nowrap' }} data-testid="closed-journal-sha">
                  {`${m.journal} ${c.journalSha256.slice(0, 12)}…`}
                </Typography.Text>
                <Typography.Text copyable={{ text: c.trialSha256 }} style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                  {`${m.trial} ${c.trialSha256.slice(0, 12)}…`}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: m.closedBy,
            key: 'who',
            render: (_: unknown, c: Closed) => (
              <Space orientation="vertical" size={0}>
                <span>{c.makerName}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {`${m.approvedBy.toLowerCase()} ${c.checkerName}`}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {dateTime(c.closedAt)}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: m.files,
            key: 'files',
            width: 140,
            render: (_: unknown, c: Closed) => (
              <Space orientation="vertical" size={2}>
                <Button size="small" icon={<DownloadOutlined />} href={`/admin/api/finance/journal.csv?from=${c.from}&to=${c.to}`}>
                  {m.journal}
                </Button>
                <Button size="small" icon={<DownloadOutlined />} href={`/admin/api/finance/trial-balance?format=csv&from=${c.from}&to=${c.to}`}>
                  {m.trial}
                </Button>
              </Space>
            ),
          },
        ]}
        scroll={{ x: 'max-content' }}
      />
      <Modal
        open={asking}
        title={`${m.close} ${data.next}`}
        onCancel={() => setAsking(false)}
        onOk={() => void send()}
        okText="Send for approval"
        okButtonProps={{ loading: busy, disabled: reason.trim().length === 0, id: 'month-close-confirm' }}
      >
        <Input.TextArea rows={3} placeholder={m.reason} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="month-close-reason" />
      </Modal>
    </Card>
  )
}

/** A tag naming the closed month an adjusting entry adjusts. */
export function AdjustsTag({ month }: { month?: string | null }) {
  if (!month) return null
  return <Tag color="orange">{`Adjusts ${month}`}</Tag>
}

/** A note on a report over a range that touches closed months. */
export function ClosedNote({ closed }: { closed?: Closed[] | null }) {
  if (!closed || closed.length === 0) return null
  return (
    <Alert
      type="info"
      showIcon
      icon={<LockOutlined />}
      style={{ marginBottom: 12 }}
      data-testid="closed-note"
      title={closed
        .map((c) => `${c.month} is closed (closed by ${c.makerName}, approved by ${c.checkerName}, ${dateTime(c.closedAt)})`)
        .join(' · ')}
      description="Its days are shown as the books stood when it was closed; what came later posts in the open month as adjusting entries."
    />
  )
}
