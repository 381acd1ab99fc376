import { useState } from 'react'
import { Alert, App, Button, Card, Descriptions, Form, Input, InputNumber, Modal, Space, Table, Tag } from 'antd'
import { CalendarOutlined } from '@ant-design/icons'
import { api, ApiError } from '../api'
import { dateTime, peso } from '../format'
import { t } from '../messages'
import { useLoad } from '../use-load'
import type { AdminData, Schema } from '@/lib/api/contract'
import { col } from './columns'

const offerCol = col<Offer>()
const planItemCol = col<PlanItem>()

/** The restructure's figures (loans.Restructure). */
export type RestructurePlan = Schema<'Restructure'>

type PlanItem = Schema<'AdminPlanItem'>

type Preview = AdminData<'/orders/{id}/restructure/preview', 'post'>

type Offer = Schema<'RestructureOfferRow'>

const offerColor: Record<Offer['status'], string> = { offered: 'gold', accepted: 'green', superseded: 'default' }

/** The figures of a priced restructure, as the disclosure statement gives them. */
function Figures({ p, eir }: { p: RestructurePlan; eir: string }) {
  return (
    <Descriptions column={2} size="small" bordered data-testid="restructure-figures" styles={{ content: { whiteSpace: "nowrap" } }}>
      <Descriptions.Item label={t('restructurePrincipal')}>{peso(p.principal)}</Descriptions.Item>
      <Descriptions.Item label={t('restructureCarried')}>{peso(p.carriedInterest)}</Descriptions.Item>
      <Descriptions.Item label={t('restructureNewInterest')}>{peso(p.interest)}</Descriptions.Item>
      <Descriptions.Item label={t('restructureTotal')}>{peso(p.totalRepay)}</Descriptions.Item>
      <Descriptions.Item label={t('restructureWaived')}>{peso(p.waived)}</Descriptions.Item>
      <Descriptions.Item label={t('restructureRates')}>
        {(p.interestBpPerMonth / 100).toFixed(2)}% / {eir}
      </Descriptions.Item>
      <Descriptions.Item label={t('restructureInterestFrom')} span={2}>
        {p.interestFrom} {p.covered ? `· ${t('restructureCovered')}` : ''}
      </Descriptions.Item>
    </Descriptions>
  )
}

/** The loan page's restructure: the offers made and, for operators who may propose exception
 * actions, the form (installments, term) with a preview of the new schedule and disclosure
 * figures before it is sent for approval. */
export function RestructureCard({ orderId, orderNo, active, mayPropose, onSent }: { orderId: number; orderNo: string; active: boolean; mayPropose: boolean; onSent: (requestId: number) => void }) {
  const { message } = App.useApp()
  const { data, reload } = useLoad<AdminData<'/orders/{id}/restructures'>>(`/orders/${orderId}/restructures`)
  const [open, setOpen] = useState(false)
  const [preview, setPreview] = useState<Preview | null>(null)
  const [busy, setBusy] = useState(false)
  const [form] = Form.useForm<{ installments: number; termDays: number; reason: string }>()
  const b = data?.bounds
  const offers = data?.offers ?? []
  if (!active && offers.length === 0) return null

  const doPreview = async () => {
    const v = await form.validateFields(['installments', 'termDays']).catch(() => null)
    if (!v) return
    setBusy(true)
    try {
      setPreview(await api.post<AdminData<'/orders/{id}/restructure/preview', 'post'>>(`/orders/${orderId}/restructure/preview`, { installments: v.installments, termDays: v.termDays }))
    } catch (e) {
      setPreview(null)
      message.error(e instanceof ApiError ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }
  const send = async () => {
    const v = await form.validateFields().catch(() => null)
    if (!v || !preview) return
    setBusy(true)
    try {
      const r = await api.post<AdminData<'/orders/{id}/restructure', 'post'>>(`/orders/${orderId}/restructure`, v)
      message.success(t('exceptionSent'))
      window.dispatchEvent(new Event('adm-requests-changed'))
      setOpen(false)
      setPreview(null)
      onSent(r.requestId)
      reload()
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card
      size="small"
      title={t('restructureTitle')}
      extra={
        active && mayPropose ? (
          <Button icon={<CalendarOutlined />} onClick={() => setOpen(true)} data-testid="restructure">
            {t('restructure')}
          </Button>
        ) : null
      }
    >
      <Table<Offer>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={offers}
        locale={{ emptyText: t('restructureNone') }}
        data-testid="restructure-offers"
        columns={[
          offerCol('id', { title: '#' }),
          { title: t('status'), render: (_, r) => <Tag color={offerColor[r.status]}>{r.status === 'offered' && !r.open ? 'expired' : r.status}</Tag> },
          { title: t('restructureTerms'), render: (_, r) => t('restructureTermsText', { n: r.plan.terms.installments, days: r.plan.terms.termDays }) },
          { title: t('restructureTotal'), render: (_, r) => peso(r.plan.totalRepay) },
          { title: t('restructureWaived'), render: (_, r) => peso(r.plan.waived) },
          offerCol('openUntil', { title: t('restructureOpenUntil') }),
          { title: t('restructureAcceptedAt'), render: (_, r) => (r.acceptedAt ? dateTime(r.acceptedAt) : '—') },
        ]}
      />
      <Modal
        open={open}
        width={720}
        title={t('restructureModalTitle', { no: orderNo })}
        okText={t('sentForApproval').replace('Sent', 'Send')}
        okButtonProps={{ loading: busy, disabled: !preview, id: 'restructure-send' }}
        cancelText={t('cancel')}
        onOk={() => void send()}
        onCancel={() => {
          setOpen(false)
          setPreview(null)
        }}
        destroyOnHidden
      >
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('restructureHelp', { days: b?.offerDays ?? 7 })} />
        <Form form={form} layout="vertical" initialValues={{ installments: 3, termDays: 90 }} onValuesChange={(ch) => ('installments' in ch || 'termDays' in ch) && setPreview(null)}>
          <Space align="start" wrap>
            <Form.Item name="installments" label={t('restructureInstallments')} rules={[{ required: true }]}>
              <InputNumber min={1} max={b?.maxInstallments ?? 12} precision={0} data-testid="restructure-n" />
            </Form.Item>
            <Form.Item
              name="termDays"
              label={t('restructureTermDays')}
              rules={[{ required: true }]}
              extra={b ? t('restructureBounds', { min: b.minTermDays, max: b.maxTermDays, period: b.minPeriodDays }) : undefined}
            >
              <InputNumber min={b?.minTermDays ?? 14} max={b?.maxTermDays ?? 365} precision={0} data-testid="restructure-days" />
            </Form.Item>
            <Form.Item label=" ">
              <Button onClick={() => void doPreview()} loading={busy} data-testid="restructure-preview">
                {t('restructurePreview')}
              </Button>
            </Form.Item>
          </Space>
          {preview && (
            <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }}>
              <Figures p={preview.plan} eir={preview.eirText} />
              <Table<PlanItem>
                size="small"
                rowKey="title"
                pagination={false}
                dataSource={preview.schedule ?? []}
                data-testid="restructure-schedule"
                columns={[
                  planItemCol('title', { title: '#' }),
                  planItemCol('dueDay', { title: t('dueDate') }),
                  { title: t('restructurePrincipal'), render: (_, r) => peso(r.principal) },
                  { title: t('interest'), render: (_, r) => peso(r.interest) },
                  { title: t('amount'), render: (_, r) => peso(r.amount) },
                ]}
              />
            </Space>
          )}
          <Form.Item name="reason" label={t('reason')} rules={[{ required: true, message: t('reasonRequired') }]}>
            <Input.TextArea rows={2} maxLength={500} showCount data-testid="restructure-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  )
}
