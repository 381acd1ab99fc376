import { Alert, App, Button, Descriptions, Form, Input, InputNumber, Space, Table, Tag, Typography } from 'antd'
import { SendOutlined } from '@ant-design/icons'
import { useState } from 'react'
import { api, ApiError } from '../api'
import { useAuth } from '../auth'
import { bp, dateTime, peso } from '../format'
import { t } from '../messages'
import { useLoad } from '../use-load'
import type { AdminData, Schema } from '@/lib/api/contract'
import { col } from '../components/columns'

type PolicyView = AdminData<'/catalog/charges-policy'>
type Policy = Schema<'CapPolicy'>
type WorstCase = Schema<'WorstCase'>

const worstCol = col<WorstCase>()

/** The form's values: percent where the policy keeps basis points. */
interface PolicyForm {
  nominalPct: number
  effectivePct: number
  latePct: number
  totalPct: number
  reason: string
}

const toForm = (p: Policy): PolicyForm => ({
  nominalPct: p.nominalMonthlyMaxBP / 100,
  effectivePct: p.effectiveMonthlyMaxBP / 100,
  latePct: p.lateMonthlyMaxBP / 100,
  totalPct: p.totalCostMaxBP / 100,
  reason: '',
})

/** The charges policy: the ceilings on interest, late charges and the total cost of credit,
 * on every loan. A supervisor proposes a change; another approves it in the requests inbox. */
export function ChargesPolicy() {
  const { can } = useAuth()
  const { message } = App.useApp()
  const { data, error, reload } = useLoad<PolicyView>('/catalog/charges-policy')
  const [form] = Form.useForm<PolicyForm>()
  const [busy, setBusy] = useState(false)
  if (error) return <Alert type="error" showIcon title={t('loadFailed', { message: error })} />
  if (!data) return null
  const p = data.current.policy
  const submit = async () => {
    const v = await form.validateFields()
    const policy: Policy = {
      ...p,
      allLoans: true,
      nominalMonthlyMaxBP: Math.round(v.nominalPct * 100),
      effectiveMonthlyMaxBP: Math.round(v.effectivePct * 100),
      lateMonthlyMaxBP: Math.round(v.latePct * 100),
      totalCostMaxBP: Math.round(v.totalPct * 100),
    }
    setBusy(true)
    try {
      await api.post('/catalog/charges-policy', { policy, reason: v.reason })
      message.success(t('policySent'))
      window.dispatchEvent(new Event('adm-requests-changed'))
      reload()
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div data-testid="charges-policy">
      <Typography.Paragraph type="secondary">{t('policyHint')}</Typography.Paragraph>
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('policyScope')}>
          <Tag color="green" data-testid="policy-scope">{data.scope}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('policyNominal')}>{bp(p.nominalMonthlyMaxBP)}</Descriptions.Item>
        <Descriptions.Item label={t('policyEffective')}>{bp(p.effectiveMonthlyMaxBP)}</Descriptions.Item>
        <Descriptions.Item label={t('policyLate')}>{bp(p.lateMonthlyMaxBP)}</Descriptions.Item>
        <Descriptions.Item label={t('policyTotal')}>{bp(p.totalCostMaxBP)}</Descriptions.Item>
        <Descriptions.Item label={t('policyVersion')}>
          {data.current.id === 0 ? t('policyDefault') : `#${data.current.id} · ${dateTime(data.current.createdAt)}`}
        </Descriptions.Item>
      </Descriptions>
      {(data.pending ?? []).length > 0 && <Alert type="info" showIcon title={t('policyPending', { n: (data.pending ?? []).length })} style={{ marginBottom: 16 }} />}
      {can('rules.edit') && (
        <Form form={form} layout="inline" initialValues={toForm(p)} onFinish={submit}>
          <Form.Item name="nominalPct" label={t('policyNominal')} rules={[{ required: true }]}>
            <InputNumber min={0.01} max={6} step={0.5} addonAfter="%" />
          </Form.Item>
          <Form.Item name="effectivePct" label={t('policyEffective')} rules={[{ required: true }]}>
            <InputNumber min={0.01} max={15} step={0.5} addonAfter="%" />
          </Form.Item>
          <Form.Item name="latePct" label={t('policyLate')} rules={[{ required: true }]}>
            <InputNumber min={0.01} max={5} step={0.5} addonAfter="%" />
          </Form.Item>
          <Form.Item name="totalPct" label={t('policyTotal')} rules={[{ required: true }]}>
            <InputNumber min={0.01} max={100} step={5} addonAfter="%" />
          </Form.Item>
          <Form.Item name="reason" label={t('reason')} rules={[{ required: true }]}>
            <Input style={{ width: 240 }} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={busy} data-testid="policy-propose">
              {t('policyPropose')}
            </Button>
          </Space>
        </Form>
      )}
    </div>
  )
}

/** A product's worst case: what a loan never paid costs after 30, 90 and 180 days overdue. */
export function WorstCaseTable({ rows, testId }: { rows: WorstCase[]; testId?: string }) {
  return (
    <Table<WorstCase>
      rowKey={(w) => `${w.amount}-${w.daysOverdue}`}
      size="small"
      pagination={false}
      dataSource={rows}
      data-testid={testId}
      columns={[
        worstCol('amount', { title: t('amount'), render: (v: number) => peso(v) }),
        worstCol('daysOverdue', { title: t('daysOverdue'), render: (v: number) => t('days', { n: v }) }),
        worstCol('interest', { title: t('interest'), render: (v: number) => peso(v) }),
        worstCol('fees', { title: t('serviceFee'), render: (v: number) => peso(v) }),
        worstCol('penalty', { title: t('penalty'), render: (v: number) => peso(v) }),
        worstCol('lateInterest', { title: t('lateInterest'), render: (v: number) => peso(v) }),
        worstCol('cost', { title: t('worstCost'), render: (v: number, w) => <b>{`${peso(v)} (${bp(w.costBP)})`}</b> }),
        worstCol('costCeiling', { title: t('worstCeiling'), render: (v: number) => (v > 0 ? peso(v) : '—') }),
      ]}
    />
  )
}
