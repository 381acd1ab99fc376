import { useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { Alert, App, Button, Card, Input, Modal, Skeleton, Space, Table, Tag, Typography } from 'antd'
import { SendOutlined, UndoOutlined } from '@ant-design/icons'
import { api, ApiError } from '../api'
import { useAuth } from '../auth'
import { dateTime } from '../format'
import { t } from '../messages'
import { useLoad } from '../use-load'
import type { AdminData, Schema } from '@/lib/api/contract'
import { col } from '../components/columns'

const chartLineCol = col<ChartLine>()

/** One journal role's account. */
export type ChartLine = Schema<'ChartLine'>

/** An account: its code and name. */
interface ChartAccount {
  code: string
  name: string
}

/** The chart of accounts as /finance/chart answers it. */
export type ChartView = AdminData<'/finance/chart'>

/** What each journal role posts, in words. */
export const roleLabels: Record<string, string> = {
  collections: 'Collections clearing: money received from borrowers',
  cash_in_transit: 'Cash in transit: payouts and refunds sent',
  principal_receivable: 'Loans receivable (principal)',
  interest_receivable: 'Interest receivable',
  fee_receivable: 'Fees receivable (service and rollover)',
  penalty_receivable: 'Penalty receivable',
  late_interest_receivable: 'Late interest receivable',
  enforcement_receivable: 'Enforcement costs receivable',
  borrower_credit: 'Borrower credit (overpayments held, a liability)',
  interest_income: 'Interest income',
  fee_income: 'Service fee income',
  rollover_fee_income: 'Rollover fee income',
  penalty_income: 'Penalty income',
  late_interest_income: 'Late interest income',
  enforcement_recovery: 'Enforcement cost recoveries',
  waiver_expense: 'Waivers of charges',
  bad_debt_expense: 'Principal waived (bad debt)',
  writeoff_expense: 'Loans written off (expense or allowance)',
  recovery_income: 'Recoveries on loans written off',
  written_off_memo: 'Written-off claims (memorandum)',
  written_off_memo_contra: 'Written-off claims (memorandum contra)',
}

const m = {
  title: 'Chart of accounts',
  intro:
    'The account each journal posting uses. The journal CSV and the trial balance show these codes and names. A code names one account: two roles may share an account only with the same code and name. A change waits for another supervisor in Requests.',
  role: 'Journal role',
  code: 'Code',
  name: 'Account name',
  default: 'Default',
  changed: 'changed',
  propose: 'Send for approval',
  reset: 'Undo edits',
  reason: 'Reason for the change',
  reasonRequired: 'Please give the reason.',
  pending: 'A change waits for approval',
  readOnly: 'Only a supervisor can propose a change.',
}

/** The chart-of-accounts editor: supervisors propose new codes and names (four eyes). */
export default function FinanceAccountsPage() {
  const { can } = useAuth()
  const { message } = App.useApp()
  const { data, error, reload } = useLoad<ChartView>('/finance/chart')
  const [rows, setRows] = useState<ChartLine[]>([])
  const [proposing, setProposing] = useState(false)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState<{ requestId: number; message: string } | null>(null)
  const editable = can('chart.edit')

  useEffect(() => {
    if (data) setRows((data.accounts ?? []).map((a) => ({ ...a })))
  }, [data])
  const current = useMemo(() => new Map((data?.accounts ?? []).map((a) => [a.role, a])), [data])
  const defaults = useMemo(() => new Map((data?.defaults ?? []).map((a) => [a.role, a])), [data])
  const changed = rows.filter((r) => {
    const c = current.get(r.role)
    return c && (c.code !== r.code.trim() || c.name !== r.name.trim())
  })
  // Codes given to accounts of different names: refused by the server, shown at once here.
  const clash = useMemo(() => {
    const names = new Map<string, string>()
    const bad = new Set<string>()
    for (const r of rows) {
      const code = r.code.trim()
      const name = r.name.trim()
      if (names.has(code) && names.get(code) !== name) bad.add(code)
      names.set(code, name)
    }
    return bad
  }, [rows])
  const set = (role: string, field: 'code' | 'name', v: string) => setRows((rs) => rs.map((r) => (r.role === role ? { ...r, [field]: v } : r)))

  const propose = async () => {
    if (!reason.trim()) {
      message.error(m.reasonRequired)
      return
    }
    setBusy(true)
    try {
      const r = await api.post<AdminData<'/finance/chart', 'post'>>('/finance/chart', { accounts: rows, reason })
      setSent(r)
      setProposing(false)
      setReason('')
      window.dispatchEvent(new Event('adm-requests-changed'))
      reload()
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }

  if (error) return <Alert type="error" showIcon title={t('loadFailed', { message: error })} action={<Button onClick={reload}>{t('retry')}</Button>} />
  if (!data) return <Skeleton active paragraph={{ rows: 12 }} />
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="chart-page">
      {sent && (
        <Alert
          type="info"
          showIcon
          data-testid="chart-sent"
          title={`${t('sentForApproval')} · #${sent.requestId}`}
          description={sent.message}
          action={<Link to="/requests">{t('navRequests')}</Link>}
          closable
          onClose={() => setSent(null)}
        />
      )}
      {(data.pending ?? []).map((p) => (
        <Alert
          key={p.id}
          type="warning"
          showIcon
          data-testid="chart-pending"
          title={`${m.pending} · #${p.id}`}
          description={
            <Space orientation="vertical" size={0}>
              <Typography.Text>{`${p.maker} · ${dateTime(p.createdAt)} · ${p.reason}`}</Typography.Text>
              {(((p.payload as { changes?: unknown }).changes as { role: string; from: ChartAccount; to: ChartAccount }[] | undefined) ?? []).map((c) => (
                <Typography.Text key={c.role}>
                  {roleLabels[c.role] ?? c.role}: {c.from.code} {c.from.name} → <b>{c.to.code}</b> {c.to.name}
                </Typography.Text>
              ))}
            </Space>
          }
          action={<Link to="/requests">{t('navRequests')}</Link>}
        />
      ))}
      <Card
        className="adm-card"
        title={m.title}
        extra={
          editable ? (
            <Space>
              <Button icon={<UndoOutlined />} disabled={changed.length === 0} onClick={() => setRows((data.accounts ?? []).map((a) => ({ ...a })))}>
                {m.reset}
              </Button>
              <Button
                type="primary"
                icon={<SendOutlined />}
                disabled={changed.length === 0 || clash.size > 0 || (data.pending ?? []).length > 0}
                onClick={() => setProposing(true)}
                data-testid="chart-propose"
              >
                {m.propose}
                {changed.length > 0 ? ` (${changed.length})` : ''}
              </Button>
            </Space>
          ) : (
            <Typography.Text type="secondary">{m.readOnly}</Typography.Text>
          )
        }
      >
        <Typography.Paragraph type="secondary">{m.intro}</Typography.Paragraph>
        <Table<ChartLine>
          size="small"
          pagination={false}
          rowKey="role"
          data-testid="chart-table"
          dataSource={rows}
          columns={[
            chartLineCol('role', {
              title: m.role,
              width: 300,
              render: (role: string) => (
                <Space orientation="vertical" size={0}>
                  <Typography.Text>{roleLabels[role] ?? role}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {role}
                  </Typography.Text>
                </Space>
              ),
            }),
            chartLineCol('code', {
              title: m.code,
              width: 130,
              render: (v: string, r: ChartLine) => (
                <Input
                  value={v}
                  maxLength={20}
                  disabled={!editable}
                  status={!v.trim() || clash.has(v.trim()) ? 'error' : undefined}
                  onChange={(e) => set(r.role, 'code', e.target.value)}
                  data-testid={`chart-code-${r.role}`}
                />
              ),
            }),
            chartLineCol('name', {
              title: m.name,
              render: (v: string, r: ChartLine) => (
                <Input
                  value={v}
                  maxLength={100}
                  disabled={!editable}
                  status={!v.trim() ? 'error' : undefined}
                  onChange={(e) => set(r.role, 'name', e.target.value)}
                  data-testid={`chart-name-${r.role}`}
                />
              ),
            }),
            {
              title: m.default,
              key: 'default',
              width: 250,
              render: (_: unknown, r: ChartLine) => {
                const d = defaults.get(r.role)
                const c = current.get(r.role)
                const edited = c && (c.code !== r.code.trim() || c.name !== r.name.trim())
                return (
                  <Space size={4}>
                    <Typography.Text type="secondary">
                      {d?.code} · {d?.name}
                    </Typography.Text>
                    {edited && <Tag color="gold">{m.changed}</Tag>}
                  </Space>
                )
              },
            },
          ]}
        />
      </Card>
      <Modal
        open={proposing}
        title={m.propose}
        onCancel={() => setProposing(false)}
        onOk={() => void propose()}
        okText={m.propose}
        okButtonProps={{ loading: busy, disabled: reason.trim().length === 0 }}
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          {changed.map((r) => (
            <Typography.Text key={r.role}>
              {roleLabels[r.role] ?? r.role}: {current.get(r.role)?.code} {current.get(r.role)?.name} → <b>{r.code.trim()}</b> {r.name.trim()}
            </Typography.Text>
          ))}
          <Input.TextArea rows={3} placeholder={m.reason} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="chart-reason" />
        </Space>
      </Modal>
    </Space>
  )
}
