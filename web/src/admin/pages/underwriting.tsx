import { useEffect, useState } from 'react'
import { Alert, App, Button, Col, Form, Input, InputNumber, Modal, Row, Space, Switch, Table, Tag, Typography } from 'antd'
import { EyeOutlined, SendOutlined } from '@ant-design/icons'
import { Link } from 'react-router'
import { api, ApiError, type Underwriting, type UnderwritingVersion } from '../api'
import { useAuth } from '../auth'
import { dateTime, peso } from '../format'
import { t } from '../messages'
import { useLoad } from '../use-load'
import type { AdminData, Schema } from '@/lib/api/contract'
import { col } from '../components/columns'

const previewCol = col<PreviewRow>()
const underwritingVersionCol = col<UnderwritingVersion>()

type RulesView = AdminData<'/catalog/underwriting'>

type PreviewRow = Schema<'LendingRulesPreview'>

/** The form's values: pesos and percent where the rules keep centavos and basis points. */
interface RulesForm {
  minAgeYears: number
  minMonthlyIncome: number
  maxOpenLoans: number
  blockWhileOverdue: boolean
  firstLoanMax: number
  stepUp: number
  repeatLimitPct: number
  maxLateDays: number
  requireKyc: boolean
}

const toForm = (r: Underwriting): RulesForm => ({
  minAgeYears: r.minAgeYears,
  minMonthlyIncome: r.minMonthlyIncomeCents / 100,
  maxOpenLoans: r.maxOpenLoans,
  blockWhileOverdue: r.blockWhileOverdue,
  firstLoanMax: r.firstLoanMaxCents / 100,
  stepUp: r.stepUpCents / 100,
  repeatLimitPct: r.repeatLimitBp / 100,
  maxLateDays: r.maxLateDays,
  requireKyc: !!r.requireKyc,
})

const fromForm = (f: RulesForm): Underwriting => ({
  minAgeYears: f.minAgeYears,
  minMonthlyIncomeCents: Math.round((f.minMonthlyIncome ?? 0) * 100),
  maxOpenLoans: f.maxOpenLoans,
  blockWhileOverdue: !!f.blockWhileOverdue,
  firstLoanMaxCents: Math.round((f.firstLoanMax ?? 0) * 100),
  stepUpCents: Math.round((f.stepUp ?? 0) * 100),
  repeatLimitBp: Math.round((f.repeatLimitPct ?? 0) * 100),
  maxLateDays: f.maxLateDays,
  requireKyc: !!f.requireKyc,
})

const outcomeColor: Record<string, string> = { approve: 'green', review: 'orange', reject: 'red' }

/** The underwriting rules: what decides an application, edited as data. A supervisor
 * previews a change on the latest applications, then proposes it; another supervisor
 * approves it in Requests before it is in force. */
export function UnderwritingRules() {
  const { can } = useAuth()
  const { message } = App.useApp()
  const { data, error, reload } = useLoad<RulesView>('/catalog/underwriting')
  const [form] = Form.useForm<RulesForm>()
  const [preview, setPreview] = useState<AdminData<'/catalog/underwriting/preview', 'post'> | null>(null)
  const [proposing, setProposing] = useState(false)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState<{ requestId: number; message: string } | null>(null)
  const editable = can('rules.edit')

  useEffect(() => {
    if (data) form.setFieldsValue(toForm(data.current.rules))
  }, [data, form])

  const call = async <T,>(fn: () => Promise<T>) => {
    setBusy(true)
    try {
      return await fn()
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e))
      return null
    } finally {
      setBusy(false)
    }
  }
  const valid = () => form.validateFields().then(fromForm, () => null)
  const runPreview = async () => {
    const rules = await valid()
    if (!rules) return
    const r = await call(() => api.post<AdminData<'/catalog/underwriting/preview', 'post'>>('/catalog/underwriting/preview', { rules }))
    if (r) setPreview(r)
  }
  const propose = async () => {
    const rules = await valid()
    if (!rules) return
    const r = await call(() => api.post<AdminData<'/catalog/underwriting', 'post'>>('/catalog/underwriting', { rules, reason }))
    if (r) {
      setSent(r)
      setProposing(false)
      setReason('')
      window.dispatchEvent(new Event('adm-requests-changed'))
    }
  }

  if (error) return <Alert type="error" showIcon title={t('loadFailed', { message: error })} action={<Button onClick={reload}>{t('retry')}</Button>} />
  const peso0 = { min: 0, step: 500, style: { width: '100%' }, prefix: '₱' }
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="underwriting">
      {sent && (
        <Alert
          type="info"
          showIcon
          data-testid="rules-sent"
          title={`${t('sentForApproval')} · #${sent.requestId}`}
          description={sent.message}
          action={<Link to="/requests">{t('navRequests')}</Link>}
          closable
          onClose={() => setSent(null)}
        />
      )}
      <Typography.Text type="secondary">
        {data?.current.id ? t('rulesInForce', { v: data.current.id, at: dateTime(data.current.createdAt) }) : t('rulesDefaults')}
      </Typography.Text>
      <Form form={form} layout="vertical" disabled={!editable}>
        <Row gutter={16}>
          <Col span={6}>
            <Form.Item name="minAgeYears" label={t('ruleMinAge')} rules={[{ required: true }]}>
              <InputNumber min={18} max={70} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="minMonthlyIncome" label={t('ruleMinIncome')} extra={t('ruleZeroOff')}>
              <InputNumber {...peso0} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="maxOpenLoans" label={t('ruleMaxOpen')} rules={[{ required: true }]}>
              <InputNumber min={1} max={5} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="blockWhileOverdue" label={t('ruleBlockOverdue')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="firstLoanMax" label={t('ruleFirstLoanMax')} extra={t('ruleZeroOff')}>
              <InputNumber {...peso0} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="stepUp" label={t('ruleStepUp')}>
              <InputNumber {...peso0} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="repeatLimitPct" label={t('ruleRepeatLimit')} rules={[{ required: true }]}>
              <InputNumber min={100} max={500} suffix="%" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="maxLateDays" label={t('ruleMaxLate')} rules={[{ required: true }]}>
              <InputNumber min={0} max={90} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="requireKyc" label={t('ruleRequireKyc')} valuePropName="checked" extra={t('ruleRequireKycHint')}>
              <Switch data-testid="rule-require-kyc" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {editable && (
        <Space>
          <Button icon={<EyeOutlined />} loading={busy} onClick={() => void runPreview()} data-testid="rules-preview">
            {t('rulesPreview')}
          </Button>
          <Button type="primary" icon={<SendOutlined />} onClick={() => setProposing(true)} data-testid="rules-propose">
            {t('rulesPropose')}
          </Button>
        </Space>
      )}
      {preview && (
        <Table<PreviewRow>
          rowKey="orderId"
          size="small"
          data-testid="rules-preview-table"
          title={() => t('rulesPreviewTitle', { changed: preview.changed, n: (preview.applications ?? []).length })}
          dataSource={(preview.applications ?? []).filter((a) => a.changed)}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: t('rulesPreviewNone') }}
          columns={[
            previewCol('orderNo', { title: t('orderNo'), render: (v: string, a) => <Link to={`/orders/${a.orderId}`}>{v}</Link> }),
            previewCol('amount', { title: t('amount'), render: (v: number) => peso(v) }),
            { title: t('ruleInForce'), render: (_: unknown, a) => <Tag color={outcomeColor[a.now]}>{`${a.now} · ${a.nowCode}`}</Tag> },
            { title: t('ruleProposed'), render: (_: unknown, a) => <Tag color={outcomeColor[a.then]}>{`${a.then} · ${a.thenCode}`}</Tag> },
          ]}
        />
      )}
      <Table<UnderwritingVersion>
        rowKey="id"
        size="small"
        title={() => t('rulesHistory')}
        dataSource={data?.history ?? []}
        pagination={false}
        locale={{ emptyText: t('rulesDefaults') }}
        columns={[
          underwritingVersionCol('id', { title: 'v', width: 60 }),
          underwritingVersionCol('createdAt', { title: t('created'), render: (v: number) => dateTime(v) }),
          underwritingVersionCol('requestId', { title: t('ruleRequest'), render: (v: number) => (v ? `#${v}` : '—') }),
          {
            title: t('rulesTitle'),
            render: (_: unknown, v) =>
              `${t('ruleMinAge')} ${v.rules.minAgeYears} · ${t('ruleMaxOpen')} ${v.rules.maxOpenLoans} · ${t('ruleMinIncome')} ${peso(v.rules.minMonthlyIncomeCents)} · ${t('ruleFirstLoanMax')} ${v.rules.firstLoanMaxCents ? peso(v.rules.firstLoanMaxCents) : '—'}`,
          },
        ]}
      />
      <Modal
        open={proposing}
        title={t('rulesPropose')}
        okText={t('rulesPropose')}
        cancelText={t('cancel')}
        okButtonProps={{ loading: busy, disabled: reason.trim().length < 3 }}
        onOk={() => void propose()}
        onCancel={() => setProposing(false)}
      >
        <Typography.Paragraph>{t('rulesProposeHelp')}</Typography.Paragraph>
        <Input.TextArea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('reason')} aria-label={t('reason')} />
      </Modal>
    </Space>
  )
}
