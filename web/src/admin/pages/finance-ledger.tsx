import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { Alert, App, Button, Card, Input, Modal, Select, Skeleton, Space, Table, Tag, Typography } from 'antd'
import { DeleteOutlined, PlusOutlined, RollbackOutlined, SendOutlined } from '@ant-design/icons'
import { api, ApiError } from '../api'
import { useAuth } from '../auth'
import { dateTime, peso } from '../format'
import { t } from '../messages'
import { useLoad } from '../use-load'
import type { AdminData } from '@/lib/api/contract'
import { AdjustsTag, ClosedMonthsCard, ClosedNote } from '../components/closed-months'

type EntriesView = AdminData<'/finance/ledger/entries'>
type LedgerView = AdminData<'/finance/ledger'>

type Entry = EntriesView['entries'] extends (infer E)[] | null ? E : never
type LedgerRow = LedgerView['rows'] extends (infer R)[] | null ? R : never

const m = {
  title: 'General ledger',
  intro:
    'Manual journal entries (bank charges, capital, operating expenses) post to the general ledger beside the loan postings. An entry must balance; another supervisor approves it in Requests before it is posted. A posted entry is never edited: it is reversed by a new entry with the sides swapped.',
  post: 'Post a manual entry',
  day: 'Date',
  memo: 'Memo',
  account: 'Account',
  debit: 'Debit (₱)',
  credit: 'Credit (₱)',
  addLine: 'Add line',
  totals: 'Totals',
  difference: 'Difference',
  balanced: 'Balanced',
  unbalanced: 'Not balanced: debits must equal credits',
  empty: 'Enter at least two lines: one account and one side each',
  send: 'Send for approval',
  reason: 'Reason',
  reasonRequired: 'Please give the reason.',
  entries: 'Manual entries',
  status: 'Status',
  lines: 'Lines',
  reverse: 'Reverse',
  reverseTitle: 'Reverse entry',
  awaiting: 'Awaiting approval',
  posted: 'Posted',
  reversedBy: 'Reversed by',
  reversalOf: 'Reversal of',
  ledger: 'Account ledger',
  from: 'From',
  to: 'To',
  opening: 'Opening balance',
  closing: 'Closing balance',
  balance: 'Balance',
  source: 'Source',
  loans: 'Loan postings',
  manual: 'Manual entry',
  reversal: 'Reversal',
  normal: 'normal side',
}

/** One line of the editor: amounts as typed (pesos). */
interface EditLine {
  key: number
  account: string
  debit: string
  credit: string
}

/** Pesos as typed ("1,500.25") to centavos; null when not a positive amount of at most 2 decimals. */
export function centavos(s: string): number | null {
  const v = s.replace(/,/g, '').trim()
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return null
  const [whole, frac = ''] = v.split('.')
  const c = Number(whole) * 100 + Number((frac + '00').slice(0, 2))
  return c > 0 && Number.isSafeInteger(c) ? c : null
}

const manilaToday = () => new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10)
const addDays = (day: string, n: number) => new Date(Date.parse(day + 'T00:00:00Z') + n * 86400000).toISOString().slice(0, 10)

function accountLabel(a: { code: string; name: string }) {
  return `${a.code} ${a.name}`
}

/** The general ledger: post a manual entry (four eyes), the entries with their status, an account's ledger. */
export default function FinanceLedgerPage() {
  const { can } = useAuth()
  const { message } = App.useApp()
  const today = manilaToday()
  const [from, setFrom] = useState(addDays(today, -29))
  const [to, setTo] = useState(today)
  const range = `from=${from}&to=${to}`
  const { data, error, reload } = useLoad<EntriesView>(`/finance/ledger/entries?${range}`)
  const [code, setCode] = useState('1000')
  const ledger = useLoad<LedgerView>(code ? `/finance/ledger?account=${encodeURIComponent(code)}&${range}` : null)
  const mayPost = can('journal.post')

  const [day, setDay] = useState(today)
  const [memo, setMemo] = useState('')
  const [lines, setLines] = useState<EditLine[]>([
    { key: 1, account: '', debit: '', credit: '' },
    { key: 2, account: '', debit: '', credit: '' },
  ])
  const [asking, setAsking] = useState<null | { kind: 'entry' } | { kind: 'reverse'; entry: Entry }>(null)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState<{ requestId: number; message: string } | null>(null)

  const accounts = data?.accounts ?? []
  const byCode = useMemo(() => new Map(accounts.map((a) => [a.code, a])), [accounts])
  const postable = accounts.filter((a) => !a.control)
  const totals = useMemo(() => {
    let debit = 0
    let credit = 0
    let bad = 0
    for (const l of lines) {
      const d = l.debit.trim() ? centavos(l.debit) : 0
      const c = l.credit.trim() ? centavos(l.credit) : 0
      if (d === null || c === null || !l.account || (d > 0) === (c > 0)) bad++
      debit += d ?? 0
      credit += c ?? 0
    }
    return { debit, credit, bad }
  }, [lines])
  const balanced = totals.debit === totals.credit && totals.debit > 0
  const ready = balanced && totals.bad === 0 && lines.length >= 2 && memo.trim() !== '' && day !== ''
  const setLine = (key: number, patch: Partial<EditLine>) => setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)))

  const send = async () => {
    if (!reason.trim()) {
      message.error(m.reasonRequired)
      return
    }
    setBusy(true)
    try {
      let r: { requestId: number; message: string }
      if (asking?.kind === 'reverse') {
        r = await api.post<AdminData<'/finance/ledger/entries/{id}/reverse', 'post'>>(`/finance/ledger/entries/${asking.entry.id}/reverse`, { reason })
      } else {
        if (!ready) return
        const body = {
          day,
          memo,
          reason,
          lines: lines.map((l) => {
            const d = l.debit.trim() ? centavos(l.debit) : 0
            return d ? { account: l.account, side: 'debit', amountCents: d } : { account: l.account, side: 'credit', amountCents: centavos(l.credit) ?? 0 }
          }),
        }
        r = await api.post<AdminData<'/finance/ledger/entries', 'post'>>('/finance/ledger/entries', body)
        setMemo('')
        setLines([
          { key: Date.now(), account: '', debit: '', credit: '' },
          { key: Date.now() + 1, account: '', debit: '', credit: '' },
        ])
      }
      setSent(r)
      setAsking(null)
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

  const status = (e: Entry) => {
    const adj = <AdjustsTag month={e.adjusts} />
    if (e.reverses) return <Space size={2} wrap>{<Tag color="purple">{`${m.reversalOf} #${e.reverses}`}</Tag>}{adj}</Space>
    if (e.reversedBy) return <Space size={2} wrap>{<Tag color="default">{`${m.reversedBy} #${e.reversedBy}`}</Tag>}{adj}</Space>
    return (
      <Space size={2} wrap>
        <Tag color="green">{m.posted}</Tag>
        {adj}
      </Space>
    )
  }
  const led = ledger.data
  const acc = byCode.get(code)
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="ledger-page">
      {sent && (
        <Alert
          type="info"
          showIcon
          data-testid="ledger-sent"
          title={`${t('sentForApproval')} · #${sent.requestId}`}
          description={sent.message}
          action={<Link to="/requests">{t('navRequests')}</Link>}
          closable
          onClose={() => setSent(null)}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {m.intro}
      </Typography.Paragraph>
      <ClosedMonthsCard onChange={reload} />
      {mayPost && (
        <Card className="adm-card" title={m.post} data-testid="entry-editor">
          <Space wrap style={{ marginBottom: 12 }}>
            <Space.Compact>
              <Input addonBefore={m.day} type="date" value={day} max={today} onChange={(e) => setDay(e.target.value)} data-testid="entry-day" style={{ width: 220 }} />
            </Space.Compact>
            <Input addonBefore={m.memo} value={memo} maxLength={200} onChange={(e) => setMemo(e.target.value)} data-testid="entry-memo" style={{ width: 520 }} />
          </Space>
          <Table<EditLine>
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={lines}
            data-testid="entry-lines"
            columns={[
              {
                title: m.account,
                key: 'account',
                render: (_: unknown, l: EditLine, i: number) => (
                  <Select
                    showSearch
                    style={{ width: '100%' }}
                    value={l.account || undefined}
                    placeholder={m.account}
                    optionFilterProp="label"
                    options={postable.map((a) => ({ value: a.code, label: accountLabel(a) }))}
                    onChange={(v: string) => setLine(l.key, { account: v })}
                    data-testid={`entry-account-${i}`}
                  />
                ),
              },
              {
                title: m.debit,
                key: 'debit',
                width: 180,
                render: (_: unknown, l: EditLine, i: number) => (
                  <Input
                    value={l.debit}
                    inputMode="decimal"
                    status={l.debit.trim() && centavos(l.debit) === null ? 'error' : undefined}
                    onChange={(e) => setLine(l.key, { debit: e.target.value, credit: e.target.value.trim() ? '' : l.credit })}
                    data-testid={`entry-debit-${i}`}
                  />
                ),
              },
              {
                title: m.credit,
                key: 'credit',
                width: 180,
                render: (_: unknown, l: EditLine, i: number) => (
                  <Input
                    value={l.credit}
                    inputMode="decimal"
                    status={l.credit.trim() && centavos(l.credit) === null ? 'error' : undefined}
                    onChange={(e) => setLine(l.key, { credit: e.target.value, debit: e.target.value.trim() ? '' : l.debit })}
                    data-testid={`entry-credit-${i}`}
                  />
                ),
              },
              {
                key: 'remove',
                width: 48,
                render: (_: unknown, l: EditLine) => (
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    disabled={lines.length <= 2}
                    onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
                    aria-label="remove line"
                  />
                ),
              },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <b>{m.totals}</b>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1}>
                  <b data-testid="entry-total-debit">{peso(totals.debit)}</b>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2}>
                  <b data-testid="entry-total-credit">{peso(totals.credit)}</b>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} />
              </Table.Summary.Row>
            )}
          />
          <Space style={{ marginTop: 12, width: '100%', justifyContent: 'space-between' }} wrap>
            <Button icon={<PlusOutlined />} onClick={() => setLines((ls) => [...ls, { key: Date.now(), account: '', debit: '', credit: '' }])} disabled={lines.length >= 40}>
              {m.addLine}
            </Button>
            <Space>
              {totals.debit === 0 && totals.credit === 0 ? (
                <Tag data-testid="entry-balance">{m.empty}</Tag>
              ) : balanced ? (
                <Tag color="green" data-testid="entry-balance">
                  {m.balanced}
                </Tag>
              ) : (
                <Tag color="red" data-testid="entry-balance">
                  {`${m.unbalanced} · ${m.difference} ${peso(Math.abs(totals.debit - totals.credit))}`}
                </Tag>
              )}
              <Button type="primary" icon={<SendOutlined />} disabled={!ready} onClick={() => setAsking({ kind: 'entry' })} data-testid="entry-send">
                {m.send}
              </Button>
            </Space>
          </Space>
        </Card>
      )}
      <Card
        className="adm-card"
        title={m.entries}
        extra={
          <Space>
            <Input addonBefore={m.from} type="date" value={from} onChange={(e) => setFrom(e.target.value)} style={{ width: 200 }} data-testid="ledger-from" />
            <Input addonBefore={m.to} type="date" value={to} onChange={(e) => setTo(e.target.value)} style={{ width: 200 }} data-testid="ledger-to" />
          </Space>
        }
      >
        <Table
          size="small"
          pagination={false}
          rowKey={(r) => r.key}
          data-testid="entries-table"
          dataSource={[
            ...(data.pending ?? []).map((p) => ({ key: `r${p.id}`, pending: p, entry: null as Entry | null })),
            ...[...(data.entries ?? [])].reverse().map((e) => ({ key: `e${e.id}`, pending: null, entry: e })),
          ]}
          columns={[
            {
              title: '#',
              key: 'id',
              width: 90,
              render: (_: unknown, r) => (r.entry ? `JE-${r.entry.id}` : <Link to="/requests">{`#${r.pending?.id}`}</Link>),
            },
            {
              title: m.day,
              key: 'day',
              width: 110,
              render: (_: unknown, r) =>
                r.entry ? (
                  <span title={r.entry.dated ? `asked for ${r.entry.dated}` : undefined}>{r.entry.day}</span>
                ) : (
                  ((r.pending?.payload as { day?: string }).day ?? dateTime(r.pending?.createdAt))
                ),
            },
            {
              title: m.memo,
              key: 'memo',
              render: (_: unknown, r) =>
                r.entry ? r.entry.memo : `${r.pending?.title}: ${(r.pending?.payload as { memo?: string }).memo ?? ''} · ${r.pending?.maker} · ${r.pending?.reason}`,
            },
            {
              title: m.lines,
              key: 'lines',
              render: (_: unknown, r) =>
                r.entry ? (
                  <Space orientation="vertical" size={0}>
                    {(r.entry.lines ?? []).map((l, i) => (
                      <Typography.Text key={i} style={{ fontSize: 12 }}>
                        {l.debitCents ? 'Dr' : 'Cr'} {l.account} {l.name} {peso(l.debitCents || l.creditCents)}
                      </Typography.Text>
                    ))}
                  </Space>
                ) : (
                  <Space orientation="vertical" size={0}>
                    {(r.pending?.diff ?? [])
                      .filter((d) => d.field.startsWith('Line'))
                      .map((d) => (
                        <Typography.Text key={d.field} style={{ fontSize: 12 }}>
                          {d.field.replace(/^Line \d+: /, '')}: {d.after}
                        </Typography.Text>
                      ))}
                  </Space>
                ),
            },
            {
              title: m.status,
              key: 'status',
              width: 170,
              render: (_: unknown, r) => (r.entry ? status(r.entry) : <Tag color="gold">{m.awaiting}</Tag>),
            },
            {
              key: 'act',
              width: 110,
              render: (_: unknown, r) =>
                r.entry && mayPost && !r.entry.reverses && !r.entry.reversedBy ? (
                  <Button size="small" icon={<RollbackOutlined />} onClick={() => setAsking({ kind: 'reverse', entry: r.entry as Entry })} data-testid={`entry-reverse-${r.entry.id}`}>
                    {m.reverse}
                  </Button>
                ) : null,
            },
          ]}
        />
      </Card>
      <Card
        className="adm-card"
        title={m.ledger}
        data-testid="account-ledger"
        extra={
          <Select
            showSearch
            style={{ width: 360 }}
            value={code}
            optionFilterProp="label"
            options={accounts.map((a) => ({ value: a.code, label: accountLabel(a) }))}
            onChange={(v: string) => setCode(v)}
            data-testid="ledger-account"
          />
        }
      >
        {acc && (
          <Typography.Paragraph type="secondary">
            {accountLabel(acc)} · {acc.type} · {m.normal} {acc.side} · {from} – {to}
          </Typography.Paragraph>
        )}
        {ledger.error && <Alert type="error" showIcon title={ledger.error} />}
        {led && <ClosedNote closed={led.closed} />}
        {led && (
          <Table<LedgerRow>
            size="small"
            pagination={false}
            rowKey={(r) => `${r.day}-${r.source}-${r.entryId}`}
            dataSource={[
              { day: led.from, source: 'opening', entryId: 0, count: 0, memo: m.opening, debitCents: 0, creditCents: 0, balanceCents: led.openingCents },
              ...(led.rows ?? []),
            ]}
            data-testid="ledger-rows"
            columns={[
              { title: m.day, dataIndex: 'day', width: 110 },
              {
                title: m.source,
                key: 'source',
                width: 150,
                render: (_: unknown, r: LedgerRow) =>
                  r.source === 'opening' ? '' : r.source === 'loans' ? `${m.loans} (${r.count})` : `${r.source === 'reversal' ? m.reversal : m.manual} JE-${r.entryId}`,
              },
              { title: m.memo, dataIndex: 'memo' },
              { title: 'Debit', key: 'd', align: 'right', width: 140, render: (_: unknown, r: LedgerRow) => (r.debitCents ? peso(r.debitCents) : '') },
              { title: 'Credit', key: 'c', align: 'right', width: 140, render: (_: unknown, r: LedgerRow) => (r.creditCents ? peso(r.creditCents) : '') },
              {
                title: m.balance,
                key: 'b',
                align: 'right',
                width: 160,
                render: (_: unknown, r: LedgerRow) => (r.source === 'opening' ? <span data-testid="ledger-opening">{peso(r.balanceCents)}</span> : <b>{peso(r.balanceCents)}</b>),
              },
            ]}
            summary={() => (
              <>
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={3}>
                    <b>{m.closing}</b>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} align="right">
                    {peso(led.debitCents)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} align="right">
                    {peso(led.creditCents)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={5} align="right">
                    <b data-testid="ledger-closing">{peso(led.closingCents)}</b>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              </>
            )}
          />
        )}
      </Card>
      <Modal
        open={asking !== null}
        title={asking?.kind === 'reverse' ? `${m.reverseTitle} JE-${asking.entry.id}` : m.send}
        onCancel={() => setAsking(null)}
        onOk={() => void send()}
        okText={m.send}
        okButtonProps={{ loading: busy, disabled: reason.trim().length === 0, id: 'entry-confirm' }}
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          {asking?.kind === 'entry' && (
            <Typography.Text>
              {day} · {memo} · {peso(totals.debit)}
            </Typography.Text>
          )}
          {asking?.kind === 'reverse' && (
            <Typography.Text>
              {asking.entry.day} · {asking.entry.memo}
            </Typography.Text>
          )}
          <Input.TextArea rows={3} placeholder={m.reason} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="entry-reason" />
        </Space>
      </Modal>
    </Space>
  )
}
