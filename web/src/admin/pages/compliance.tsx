import { useState } from 'react'
import { Link } from 'react-router'
import { Alert, App, Button, Card, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select, Space, Statistic, Table, Tabs, Tag, Typography, Upload } from 'antd'
import { ReloadOutlined, UploadOutlined } from '@ant-design/icons'
import dayjs from 'dayjs'
import { api, ApiError } from '../api'
import { useAuth } from '../auth'
import { dateTime, peso } from '../format'
import { useLoad } from '../use-load'
import type { AdminData, Schema } from '@/lib/api/contract'
import { col } from '../components/columns'

type Desk = AdminData<'/compliance'>
type Hit = Schema<'HitView'>
type STRCase = Schema<'STRCase'>
type Covered = Schema<'CoveredTransaction'>
type CICFile = Schema<'CICSubmission'>

const hitCol = col<Hit>()
const strCol = col<STRCase>()
const coveredCol = col<Covered>()
const cicCol = col<CICFile>()

const errText = (e: unknown) => (e instanceof ApiError ? e.message : String(e))

/** A report's deadline against today: overdue (red), due today (orange), or the day. */
function Deadline({ day, today, done }: { day: string; today: string; done: boolean }) {
  if (done) return <span>{day}</span>
  if (day < today) return <Tag color="red">{`${day} overdue`}</Tag>
  if (day === today) return <Tag color="orange">{`${day} due today`}</Tag>
  return <Tag color="blue">{day}</Tag>
}

const hitStatusColor: Record<string, string> = { open: 'red', cleared: 'green', confirmed: 'volcano' }
const cicStatusColor: Record<string, string> = { built: 'default', submitted: 'blue', accepted: 'green', rejected: 'red' }

/** Asks one line of text (a reason, the AMLC's reference) and sends it. */
function useAsk() {
  const { modal } = App.useApp()
  return (title: string, label: string, testId: string, send: (text: string) => Promise<void>) => {
    let value = ''
    modal.confirm({
      title,
      icon: null,
      width: 520,
      content: (
        <Form layout="vertical" style={{ marginTop: 12 }}>
          <Form.Item label={label} required>
            <Input.TextArea rows={3} data-testid={testId} aria-label={label} onChange={(e) => (value = e.target.value)} />
          </Form.Item>
        </Form>
      ),
      okText: 'Send',
      okButtonProps: { 'data-testid': `${testId}-send` } as never,
      onOk: () => send(value),
    })
  }
}

/**
 * The Compliance page: what the lender owes its regulators, in one place. Sanctions screening
 * hits (clearing one takes two operators; confirming one refuses the borrower's held
 * applications), suspicious transaction (STR) cases and their AMLC deadlines, covered
 * transactions above the threshold, the monthly CIC files and their status, and the data
 * privacy requests and breaches.
 */
export default function CompliancePage() {
  const { can } = useAuth()
  const { message } = App.useApp()
  const ask = useAsk()
  const { data, loading, error, reload } = useLoad<Desk>('/compliance')
  const [strOpen, setStrOpen] = useState(false)
  const work = can('compliance.work')
  const today = data?.today ?? ''
  const hits = data?.hits ?? []
  const cases = data?.str ?? []
  const covered = data?.covered ?? []
  const cic = data?.cic ?? []
  const openHits = hits.filter((h) => h.status === 'open')
  const openCases = cases.filter((c) => c.status === 'open')
  const flagged = covered.filter((c) => c.status === 'flagged')
  const nextDeadline = [...openCases.map((c) => c.deadline), ...flagged.map((c) => c.deadline)].sort()[0]

  const run = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn()
      message.success(done)
      reload()
    } catch (e) {
      message.error(errText(e))
      throw e
    }
  }

  const upload = async (source: 'un' | 'watch', file: File) => {
    const form = new FormData()
    form.append('file', file)
    try {
      const got = await api.upload<AdminData<'/compliance/aml/lists', 'post'>>(`/compliance/aml/lists?source=${source}`, form)
      message.success(`${got.list.entries} entries loaded; ${got.screened} borrowers screened, ${got.newHits} new hits.`)
      reload()
    } catch (e) {
      message.error(errText(e))
    }
    return false
  }

  const hitColumns = [
    hitCol('screenedName', {
      title: 'Borrower',
      render: (v, h) => (
        <Link to={`/collections/borrowers/${h.userId}`} data-testid={`hit-borrower-${h.id}`}>
          {v}
        </Link>
      ),
    }),
    hitCol('listedName', { title: 'Listed name', render: (v, h) => <span>{`${v} `}<Typography.Text type="secondary">{h.ref}</Typography.Text></span> }),
    hitCol('score', { title: 'Match', render: (v, h) => `${v}, birth date ${h.birth === 'unknown' ? 'not compared' : h.birth}` }),
    hitCol('createdAt', { title: 'Found', render: (v) => dateTime(v) }),
    hitCol('status', {
      title: 'Status',
      render: (v, h) => (
        <Space orientation="vertical" size={0}>
          <Tag color={hitStatusColor[v] ?? 'default'} data-testid={`hit-status-${h.id}`}>
            {v}
          </Tag>
          {h.decisionNote ? <Typography.Text type="secondary">{h.decisionNote}</Typography.Text> : null}
        </Space>
      ),
    }),
    hitCol('id', {
      title: '',
      render: (_, h) =>
        work && h.status === 'open' ? (
          <Space>
            <Button
              size="small"
              data-testid={`hit-clear-${h.id}`}
              onClick={() =>
                ask('Clear this screening hit', 'Why the borrower is not the listed person', 'hit-reason', (reason) =>
                  run(() => api.post(`/compliance/hits/${h.id}/clear`, { reason }), 'Sent for approval: a supervisor other than you clears it in Requests.'),
                )
              }
            >
              Propose clearing
            </Button>
            <Button
              size="small"
              danger
              data-testid={`hit-confirm-${h.id}`}
              onClick={() =>
                ask('Confirm: the borrower is the listed person', 'What shows it (the borrower is never told)', 'hit-confirm-reason', (reason) =>
                  run(() => api.post(`/compliance/hits/${h.id}/confirm`, { reason }), 'Confirmed: the held applications were refused.'),
                )
              }
            >
              Confirm match
            </Button>
          </Space>
        ) : null,
    }),
  ]

  const strColumns = [
    strCol('id', { title: 'Case', render: (v) => `STR-${v}` }),
    strCol('subject', {
      title: 'Subject',
      render: (v, c) => <Link to={`/collections/borrowers/${c.userId}`}>{v.name || `#${c.userId}`}</Link>,
    }),
    strCol('amountCents', { title: 'Amount', render: (v, c) => `${peso(v)} (${(c.transactions ?? []).length} transactions)` }),
    strCol('circumstances', { title: 'Circumstances', render: (v) => (v ?? []).map((x) => <Tag key={x}>{x}</Tag>) }),
    strCol('suspicionOn', { title: 'Suspicion established' }),
    strCol('deadline', { title: 'Due to the AMLC', render: (v, c) => <Deadline day={v} today={today} done={c.status !== 'open'} /> }),
    strCol('status', { title: 'Status', render: (v, c) => (v === 'filed' ? <Tag color="green">{`filed ${c.amlcRef}`}</Tag> : <Tag color="orange">open</Tag>) }),
    strCol('narrative', { title: 'Narrative', ellipsis: true, width: 260 }),
    strCol('filedAt', {
      title: '',
      render: (_, c) =>
        work && c.status === 'open' ? (
          <Button
            size="small"
            data-testid={`str-file-${c.id}`}
            onClick={() => ask('Record the filing with the AMLC', "The AMLC's reference of the report", 'amlc-ref', (ref) => run(() => api.post(`/compliance/str/${c.id}/file`, { amlcRef: ref }), 'Filing recorded.'))}
          >
            Record filing
          </Button>
        ) : null,
    }),
  ]

  const coveredColumns = [
    coveredCol('name', { title: 'Borrower', render: (v, c) => <Link to={`/collections/borrowers/${c.userId}`}>{v || `#${c.userId}`}</Link> }),
    coveredCol('day', { title: 'Banking day' }),
    coveredCol('totalCents', { title: 'Paid that day', render: (v, c) => `${peso(v)} in ${(c.payments ?? []).length} payments` }),
    coveredCol('thresholdCents', { title: 'Threshold', render: (v) => peso(v) }),
    coveredCol('deadline', { title: 'CTR due', render: (v, c) => <Deadline day={v} today={today} done={c.status !== 'flagged'} /> }),
    coveredCol('status', { title: 'Status', render: (v, c) => (v === 'reported' ? <Tag color="green">{`reported ${c.amlcRef}`}</Tag> : <Tag color="orange">flagged</Tag>) }),
    coveredCol('id', {
      title: '',
      render: (_, c) =>
        work && c.status === 'flagged' ? (
          <Button size="small" onClick={() => ask('Record the covered transaction report', "The AMLC's reference of the report", 'ctr-ref', (ref) => run(() => api.post(`/compliance/covered/${c.id}/report`, { amlcRef: ref }), 'Report recorded.'))}>
            Record report
          </Button>
        ) : null,
    }),
  ]

  const cicColumns = [
    cicCol('month', { title: 'Month' }),
    cicCol('records', { title: 'Records', render: (v, c) => `${v} (${c.subjects} subjects, ${c.contracts} contracts)` }),
    cicCol('outstandingCents', { title: 'Outstanding', render: (v) => peso(v) }),
    cicCol('createdAt', { title: 'Built', render: (v, c) => `${dateTime(v)} by ${c.createdBy}` }),
    cicCol('status', {
      title: 'Status',
      render: (v, c) => (
        <Space orientation="vertical" size={0}>
          <Tag color={cicStatusColor[v] ?? 'default'}>{v}</Tag>
          {c.statusNote ? <Typography.Text type="secondary">{c.statusNote}</Typography.Text> : null}
        </Space>
      ),
    }),
    cicCol('id', {
      title: '',
      render: (_, c) => {
        if (!work) return null
        const set = (status: string, note = '') => run(() => api.post(`/compliance/cic/${c.id}/status`, { status, note }), `The file is ${status}.`)
        if (c.status === 'built') return <Button size="small" onClick={() => set('submitted')}>Mark submitted</Button>
        if (c.status !== 'submitted') return null
        return (
          <Space>
            <Button size="small" onClick={() => set('accepted')}>Accepted</Button>
            <Button size="small" danger onClick={() => ask('The CIC rejected the file', "The CIC's reason", 'cic-reason', (note) => set('rejected', note))}>
              Rejected
            </Button>
          </Space>
        )
      },
    }),
  ]

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="compliance-page">
      {error ? <Alert type="error" showIcon title={error} /> : null}
      <Row gutter={16}>
        <Col span={6}>
          <Card className="adm-card">
            <Statistic title="Open screening hits" value={openHits.length} styles={{ content: { color: openHits.length ? '#cf1322' : undefined } }} />
          </Card>
        </Col>
        <Col span={6}>
          <Card className="adm-card">
            <Statistic title="Open STR cases" value={openCases.length} />
          </Card>
        </Col>
        <Col span={6}>
          <Card className="adm-card">
            <Statistic title="Covered to report" value={flagged.length} />
          </Card>
        </Col>
        <Col span={6}>
          <Card className="adm-card">
            <Statistic title="Next AMLC deadline" value={nextDeadline ?? '—'} styles={{ content: { color: nextDeadline && nextDeadline <= today ? '#cf1322' : undefined } }} />
          </Card>
        </Col>
      </Row>
      <Card
        className="adm-card"
        title="Compliance"
        extra={
          <Space>
            {work ? (
              <>
                <Upload accept=".xml" showUploadList={false} beforeUpload={(f) => upload('un', f)}>
                  <Button icon={<UploadOutlined />} data-testid="load-un">Load UN list (XML)</Button>
                </Upload>
                <Upload accept=".csv" showUploadList={false} beforeUpload={(f) => upload('watch', f)}>
                  <Button icon={<UploadOutlined />}>Load watch list (CSV)</Button>
                </Upload>
                <Button type="primary" onClick={() => setStrOpen(true)} data-testid="str-new">
                  Open STR case
                </Button>
              </>
            ) : null}
            <Button icon={<ReloadOutlined />} onClick={reload}>
              Refresh
            </Button>
          </Space>
        }
      >
        <Tabs
          items={[
            {
              key: 'hits',
              label: `Screening hits (${openHits.length} open)`,
              children: (
                <Table<Hit> data-testid="hits-table" rowKey="id" size="middle" loading={loading} dataSource={hits} columns={hitColumns} pagination={{ pageSize: 20 }}
                  locale={{ emptyText: 'No screening hit: load the UN consolidated list or the watch list to screen every borrower.' }} />
              ),
            },
            {
              key: 'str',
              label: `STR cases (${openCases.length} open)`,
              children: <Table<STRCase> data-testid="str-table" rowKey="id" size="middle" loading={loading} dataSource={cases} columns={strColumns} pagination={{ pageSize: 20 }} />,
            },
            {
              key: 'covered',
              label: `Covered transactions (${flagged.length} to report)`,
              children: (
                <Space orientation="vertical" style={{ width: '100%' }}>
                  <Typography.Text type="secondary">{`A borrower's payments of one banking day above ${peso(data?.thresholdCents ?? 0)} are a covered transaction, reported to the AMLC within 5 working days.`}</Typography.Text>
                  <Table<Covered> data-testid="covered-table" rowKey="id" size="middle" loading={loading} dataSource={covered} columns={coveredColumns} pagination={{ pageSize: 20 }} />
                </Space>
              ),
            },
            {
              key: 'cic',
              label: 'CIC files',
              children: (
                <Table<CICFile> data-testid="cic-table" rowKey="id" size="middle" loading={loading} dataSource={cic} columns={cicColumns} pagination={{ pageSize: 20 }}
                  locale={{ emptyText: 'No file built yet: pautang cic-file --month YYYY-MM builds the month’s file.' }} />
              ),
            },
            {
              key: 'privacy',
              label: 'Privacy requests',
              children: <PrivacyRequestsTab />,
            },
            {
              key: 'breaches',
              label: 'Breaches',
              children: <BreachesTab />,
            },
          ]}
        />
      </Card>
      <STRForm open={strOpen} circumstances={data?.circumstances ?? []} onClose={() => setStrOpen(false)} onDone={reload} />
    </Space>
  )
}

/** Opens a suspicious transaction case with the AMLC report's fields. */
function STRForm({ open, circumstances, onClose, onDone }: { open: boolean; circumstances: Desk['circumstances']; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp()
  const [form] = Form.useForm()
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    const v = await form.validateFields()
    setBusy(true)
    try {
      const c = await api.post<STRCase>('/compliance/str', {
        userId: v.userId,
        suspicionOn: v.suspicionOn.format('YYYY-MM-DD'),
        orderIds: String(v.orderIds)
          .split(/[\s,]+/)
          .filter(Boolean)
          .map(Number),
        circumstances: v.circumstances,
        unlawfulActivity: v.unlawfulActivity ?? '',
        narrative: v.narrative,
      })
      message.success(`STR-${c.id} opened: due to the AMLC by ${c.deadline}.`)
      form.resetFields()
      onClose()
      onDone()
    } catch (e) {
      message.error(errText(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal open={open} title="Open a suspicious transaction case" width={640} onCancel={onClose} onOk={submit} okText="Open case" confirmLoading={busy} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ suspicionOn: dayjs() }}>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item name="userId" label="Borrower number" rules={[{ required: true }]}>
              <InputNumber min={1} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="orderIds" label="Loans (order ids)" rules={[{ required: true }]}>
              <Input placeholder="e.g. 12, 15" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="suspicionOn" label="Suspicion established on" rules={[{ required: true }]}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="circumstances" label="Suspicious circumstances (RA 9160 s. 3(b-1))" rules={[{ required: true }]}>
          <Select mode="multiple" options={(circumstances ?? []).map((c) => ({ value: c.code, label: c.text }))} />
        </Form.Item>
        <Form.Item name="unlawfulActivity" label="Unlawful activity suspected (if known)">
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="narrative" label="Narrative: who, what, when, where, why and how" rules={[{ required: true, min: 50, max: 4000 }]}>
          <Input.TextArea rows={5} showCount maxLength={4000} />
        </Form.Item>
      </Form>
    </Modal>
  )
}

// ---- Data privacy (the privacy desk's calls: GET /privacy/requests and /privacy/breaches)
// The shapes below are those calls' answers (compliance.RequestQueue, compliance.BreachRegister);
// once both are in one build, Schema<'RequestView'> and Schema<'BreachView'> replace them.

interface PrivacyClock {
  dueAt: number
  metAt: number
  overdue: boolean
  daysLeft: number
}

interface PrivacyRequest {
  id: number
  userId: number
  kind: string
  status: string
  detail: string
  channel: string
  openedAt: number
  owner: string
  outcome: string
  borrower: string
  clock: PrivacyClock
}

interface BreachRow {
  id: number
  title: string
  discoveredAt: number
  subjectsAffected: number
  npcNotifiedAt: number
  subjectsNotifiedAt: number
  npcClock: PrivacyClock
  subjectsClock: PrivacyClock
}

/** A 30-day or 72-hour clock: met (with when), overdue, or the time left. */
function ClockTag({ clock, met }: { clock: PrivacyClock; met: number }) {
  if (met) return <Tag color="green">{`done ${dateTime(met)}`}</Tag>
  if (clock.overdue) return <Tag color="red">{`overdue since ${dateTime(clock.dueAt)}`}</Tag>
  return <Tag color={clock.daysLeft <= 3 ? 'orange' : 'blue'}>{`due ${dateTime(clock.dueAt)}`}</Tag>
}

function PrivacyRequestsTab() {
  const { can } = useAuth()
  const { data, loading, error } = useLoad<{ requests: PrivacyRequest[] | null; open: number; overdue: number }>(can('privacy.view') ? '/privacy/requests' : null)
  if (!can('privacy.view')) return <Alert type="info" showIcon title="The data privacy requests are read with the privacy.view permission." />
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {error ? <Alert type="error" showIcon title={error} /> : null}
      <Typography.Text type="secondary">{`${data?.open ?? 0} open, ${data?.overdue ?? 0} past their 30 days. Each is answered within 30 days by its owner.`}</Typography.Text>
      <Table<PrivacyRequest>
        data-testid="privacy-table"
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={data?.requests ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: 'Borrower', dataIndex: 'borrower', render: (v: string, r) => <Link to={`/collections/borrowers/${r.userId}`}>{v || `#${r.userId}`}</Link> },
          { title: 'Request', dataIndex: 'kind', render: (v: string, r) => `${v} (${r.channel})` },
          { title: 'Opened', dataIndex: 'openedAt', render: (v: number) => dateTime(v) },
          { title: 'Owner', dataIndex: 'owner', render: (v: string) => v || '—' },
          { title: 'Status', dataIndex: 'status', render: (v: string, r) => <Space orientation="vertical" size={0}><Tag>{v}</Tag>{r.outcome ? <Typography.Text type="secondary">{r.outcome}</Typography.Text> : null}</Space> },
          { title: '30-day clock', dataIndex: 'clock', render: (c: PrivacyClock) => <ClockTag clock={c} met={c.metAt} /> },
        ]}
      />
    </Space>
  )
}

function BreachesTab() {
  const { can } = useAuth()
  const { data, loading, error } = useLoad<{ breaches: BreachRow[] | null; overdue: number }>(can('privacy.view') ? '/privacy/breaches' : null)
  if (!can('privacy.view')) return <Alert type="info" showIcon title="The breach register is read with the privacy.view permission." />
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {error ? <Alert type="error" showIcon title={error} /> : null}
      <Typography.Text type="secondary">{`The NPC and the data subjects are notified within 72 hours of a breach's discovery; ${data?.overdue ?? 0} past due.`}</Typography.Text>
      <Table<BreachRow>
        data-testid="breaches-table"
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={data?.breaches ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: 'Breach', dataIndex: 'title' },
          { title: 'Discovered', dataIndex: 'discoveredAt', render: (v: number) => dateTime(v) },
          { title: 'Data subjects', dataIndex: 'subjectsAffected' },
          { title: 'NPC notified', dataIndex: 'npcClock', render: (c: PrivacyClock, b) => <ClockTag clock={c} met={b.npcNotifiedAt} /> },
          { title: 'Data subjects notified', dataIndex: 'subjectsClock', render: (c: PrivacyClock, b) => <ClockTag clock={c} met={b.subjectsNotifiedAt} /> },
        ]}
      />
    </Space>
  )
}
