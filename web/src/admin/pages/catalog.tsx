import { useEffect, useState } from 'react'
import { Alert, App, Button, Card, Col, Divider, Drawer, Form, Input, InputNumber, Modal, Row, Select, Space, Switch, Table, Tabs, Tag, Typography } from 'antd'
import { EditOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons'
import { api, ApiError, type Product, type ProductPreview, type PreviewQuote } from '../api'
import { useAuth } from '../auth'
import { bp, peso, rate } from '../format'
import { t } from '../messages'
import { useLoad } from '../use-load'
import { UnderwritingRules } from './underwriting'
import { ChargesPolicy, WorstCaseTable } from './charges-policy'
import type { AdminData, Schema } from '@/lib/api/contract'
import { col } from '../components/columns'
import { PendingRequests, requestsChanged } from '../components/pending-requests'

const bankItemCol = col<BankItem>()
const jsonCol = col<JsonRow>()
const previewQuoteCol = col<PreviewQuote>()
const productCol = col<Product>()

/** The catalogue: products with fee, late and rollover schedules, payment channels, landing
 * templates, the bank form, and the keyed documents (contacts, recommended, contracts).
 * Products, rules, channels, landing templates and the documents are proposed: they apply when
 * another operator approves them (the pending change is shown above each list). */
export default function CatalogPage() {
  return (
    <Card className="adm-card">
      <Tabs
        items={[
          { key: 'products', label: t('products'), children: <Products /> },
          { key: 'underwriting', label: t('rulesTitle'), children: <UnderwritingRules /> },
          { key: 'charges', label: t('chargesPolicy'), children: <ChargesPolicy /> },
          { key: 'channels', label: t('channels'), children: <JsonRows kind="channels" /> },
          { key: 'templates', label: t('templates'), children: <JsonRows kind="templates" /> },
          { key: 'bank', label: t('bankItems'), children: <BankItems /> },
          { key: 'settings', label: t('settings'), children: <Settings /> },
        ]}
      />
    </Card>
  )
}

function useSave() {
  const { message } = App.useApp()
  const [busy, setBusy] = useState(false)
  const save = async (fn: () => Promise<unknown>, done: string = t('saved')) => {
    setBusy(true)
    try {
      await fn()
      message.success(done)
      return true
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e))
      return false
    } finally {
      setBusy(false)
    }
  }
  return { busy, save }
}

// ---- Products ----

type ProductForm = Omit<Product, 'minAmount' | 'maxAmount' | 'amountStep'> & {
  minAmount: number
  maxAmount: number
  amountStep: number
  penaltyNew: number
  penaltyRepeat: number
  rolloverFee: number
}

const toPesos = (c: number) => c / 100
const toCents = (p: number) => Math.round((p ?? 0) * 100)

/** The product body the server saves (and previews) from the edited form values. */
function productOf(editing: Product, all: ProductForm): Product {
  return {
    ...editing,
    name: all.name,
    description: all.description,
    firstLoanPromo: (all.firstLoanPromo ?? '').trim(),
    enabled: all.enabled,
    sort: all.sort,
    minAmount: toCents(all.minAmount),
    maxAmount: toCents(all.maxAmount),
    amountStep: toCents(all.amountStep),
    termDays: all.termDays,
    periods: all.periods,
    interestBPMonth: all.interestBPMonth,
    serviceFeeBP: all.serviceFeeBP,
    rules: {
      late: { penaltyNewCents: toCents(all.penaltyNew), penaltyRepeatCents: toCents(all.penaltyRepeat), tiers: all.rules.late.tiers },
      prepayment: all.rules.prepayment,
      rollover: { ...all.rules.rollover, feeCents: toCents(all.rolloverFee) },
    },
  }
}

/** The EIR of a product's smallest and largest amount, as one figure when they agree. */
function eirRange(p: ProductPreview | undefined): string {
  if (!p || (p.quotes ?? []).length === 0) return '—'
  const figures = [...new Set((p.quotes ?? []).map((q) => rate(q.eirMonthlyBP)))]
  return figures.join(' – ')
}

/** The cost of credit after 180 days overdue at the smallest and largest amount, as % of the amount. */
function worst180(p: ProductPreview | undefined): string {
  const rows = (p?.worstCase ?? []).filter((w) => w.daysOverdue === 180)
  if (rows.length === 0) return '—'
  return [...new Set(rows.map((w) => bp(w.costBP)))].join(' – ')
}

function Products() {
  const { can } = useAuth()
  const { data, error, loading, reload } = useLoad<AdminData<'/catalog/products'>>('/catalog/products')
  const [editing, setEditing] = useState<Product | null>(null)
  const [draft, setDraft] = useState<Product | null>(null)
  const [form] = Form.useForm<ProductForm>()
  const { busy, save } = useSave()
  const open = (p: Product) => {
    setEditing(p)
    setDraft(p)
    form.setFieldsValue({
      ...p,
      minAmount: toPesos(p.minAmount),
      maxAmount: toPesos(p.maxAmount),
      amountStep: toPesos(p.amountStep),
      penaltyNew: toPesos(p.rules.late.penaltyNewCents),
      penaltyRepeat: toPesos(p.rules.late.penaltyRepeatCents),
      rolloverFee: toPesos(p.rules.rollover.feeCents),
    })
  }
  const submit = async () => {
    if (!editing) return
    const v = await form.validateFields()
    const all = { ...form.getFieldsValue(true), ...v } as ProductForm
    const body = productOf(editing, all)
    if (
      await save(async () => {
        await api.post('/catalog/products', body)
        window.dispatchEvent(new Event('adm-requests-changed'))
      }, t('productSent'))
    ) {
      setEditing(null)
      reload()
    }
  }
  return (
    <>
      {error && <Alert type="error" showIcon title={t('loadFailed', { message: error })} />}
      <Table<Product>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={data?.products ?? []}
        pagination={false}
        data-testid="products-table"
        columns={[
          productCol('code', { title: t('code') }),
          productCol('name', { title: t('name') }),
          { title: t('amount'), render: (_, p) => `${peso(p.minAmount)} – ${peso(p.maxAmount)}` },
          { title: t('term'), render: (_, p) => `${t('days', { n: p.termDays })} / ${p.periods}` },
          productCol('interestBPMonth', { title: t('interestBP'), render: (v: number) => bp(v) }),
          productCol('serviceFeeBP', { title: t('serviceFeeBP'), render: (v: number) => bp(v) }),
          {
            title: t('eir'),
            render: (_, p) => <span data-testid={`eir-${p.code}`}>{eirRange(data?.previews?.[String(p.id)])}</span>,
          },
          {
            title: t('worst180'),
            render: (_, p) => <span data-testid={`worst-${p.code}`}>{worst180(data?.previews?.[String(p.id)])}</span>,
          },
          {
            title: t('rollover'),
            render: (_, p) =>
              p.rules.rollover.enabled ? (
                <span data-testid={`rollover-${p.code}`}>
                  {peso(p.rules.rollover.feeCents)} + {bp(p.rules.rollover.feeBP)} / {t('days', { n: p.rules.rollover.extendDays })}
                </span>
              ) : (
                <Tag>off</Tag>
              ),
          },
          productCol('enabled', { title: t('enabled'), render: (v: boolean) => (v ? <Tag color="green">on</Tag> : <Tag>off</Tag>) }),
          ...(can('catalog.edit')
            ? [{ title: '', render: (_: unknown, p: Product) => <Button icon={<EditOutlined />} onClick={() => open(p)} aria-label={`${t('edit')} ${p.code}`} /> }]
            : []),
        ]}
      />
      <Drawer
        open={!!editing}
        size={720}
        title={editing ? `${t('edit')} ${editing.code}` : ''}
        onClose={() => setEditing(null)}
        extra={
          <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="product-save">
            {t('save')}
          </Button>
        }
        destroyOnHidden={false}
      >
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          onValuesChange={() => editing && setDraft(productOf(editing, form.getFieldsValue(true) as ProductForm))}
        >
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="name" label={t('name')} rules={[{ required: true }]}>
                <Input />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="sort" label={t('sort')}>
                <InputNumber style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="minAmount" label={t('minAmount')}>
                <InputNumber min={0} precision={2} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="maxAmount" label={t('maxAmount')}>
                <InputNumber min={0} precision={2} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="amountStep" label={t('amountStep')}>
                <InputNumber min={0} precision={2} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="termDays" label={t('termDays')}>
                <InputNumber min={91} max={365} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="periods" label={t('periods')}>
                <InputNumber min={1} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="interestBPMonth" label={t('interestBP')}>
                <InputNumber min={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="serviceFeeBP" label={t('serviceFeeBP')}>
                <InputNumber min={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="firstLoanPromo" label={t('firstLoanPromo')} extra={t('firstLoanPromoHelp')}>
                <Input.TextArea maxLength={300} autoSize={{ minRows: 2, maxRows: 4 }} data-testid="first-loan-promo" />
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start">{t('preview')}</Divider>
          <PreviewPanel product={draft} />
          <Divider titlePlacement="start">{t('lateFees')}</Divider>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="penaltyNew" label={t('penaltyNew')}>
                <InputNumber min={0} precision={2} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="penaltyRepeat" label={t('penaltyRepeat')}>
                <InputNumber min={0} precision={2} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Form.List name={['rules', 'late', 'tiers']}>
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Space key={f.key} align="baseline">
                    <Form.Item name={[f.name, 'fromDay']} label={t('fromDay')}>
                      <InputNumber min={1} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'toDay']} label={t('toDay')}>
                      <InputNumber min={0} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'dailyBP']} label={t('dailyBP')}>
                      <InputNumber min={0} />
                    </Form.Item>
                    <MinusCircleOutlined onClick={() => remove(f.name)} />
                  </Space>
                ))}
                <div>
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ fromDay: 1, toDay: 0, dailyBP: 0 })}>
                    {t('lateTiers')}
                  </Button>
                </div>
              </>
            )}
          </Form.List>
          <Divider titlePlacement="start">{t('rollover')}</Divider>
          <Row gutter={16}>
            <Col span={6}>
              <Form.Item name={['rules', 'rollover', 'enabled']} label={t('rolloverEnabled')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name={['rules', 'rollover', 'extendDays']} label={t('extendDays')}>
                <InputNumber min={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="rolloverFee" label={t('rolloverFeeCents')}>
                <InputNumber min={0} precision={2} style={{ width: '100%' }} data-testid="rollover-fee" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name={['rules', 'rollover', 'feeBP']} label={t('rolloverFeeBP')}>
                <InputNumber min={0} style={{ width: '100%' }} data-testid="rollover-fee-bp" />
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start">{t('prepayment')}</Divider>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name={['rules', 'prepayment', 'minFractionOfTermBP']} label="Min. fraction of term (bp)">
                <InputNumber min={0} max={10000} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name={['rules', 'prepayment', 'minDaysAfterDisbursement']} label="Min. days after disbursement">
                <InputNumber min={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Drawer>
    </>
  )
}

/** The borrower preview of the product as edited: asked of the server (the same quote and
 * cap guard as the app and the save) a moment after the last change. */
function PreviewPanel({ product }: { product: Product | null }) {
  const [preview, setPreview] = useState<ProductPreview | null>(null)
  const [problem, setProblem] = useState('')
  useEffect(() => {
    if (!product) return
    let live = true
    const timer = setTimeout(() => {
      api
        .post<ProductPreview>('/catalog/products/preview', product)
        .then((p) => {
          if (!live) return
          setPreview(p)
          setProblem('')
        })
        .catch((e: unknown) => {
          if (!live) return
          setPreview(null)
          setProblem(e instanceof ApiError ? e.message : String(e))
        })
    }, 250)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [product])
  return (
    <div data-testid="product-preview">
      <Typography.Paragraph type="secondary">{t('previewHint')}</Typography.Paragraph>
      {problem && <Alert type="warning" showIcon title={problem} data-testid="preview-problem" />}
      {preview && (
        <>
          <Table<PreviewQuote>
            rowKey="amount"
            size="small"
            pagination={false}
            dataSource={preview.quotes ?? []}
            columns={[
              previewQuoteCol('amount', { title: t('amount'), render: (v: number) => peso(v) }),
              previewQuoteCol('netProceeds', { title: t('netProceeds'), render: (v: number) => peso(v) }),
              previewQuoteCol('interest', { title: t('interest'), render: (v: number) => peso(v) }),
              previewQuoteCol('firstPayment', { title: t('firstPayment'), render: (v: number) => peso(v) }),
              previewQuoteCol('totalRepay', { title: t('totalRepay'), render: (v: number) => peso(v) }),
              previewQuoteCol('eirMonthlyBP', { title: t('eir'), render: (v: number) => <b data-testid="preview-eir">{rate(v)}</b> }),
              previewQuoteCol('eirAnnualBP', { title: t('eirAnnual'), render: (v: number) => rate(v) }),
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            {t('worstCase')}
          </Typography.Title>
          <WorstCaseTable rows={preview.worstCase ?? []} testId="preview-worst" />
          <div style={{ marginTop: 12 }}>
            {preview.capError ? (
              <Alert type="error" showIcon title={t('capRefused', { message: preview.capError })} data-testid="preview-cap" />
            ) : preview.covered ? (
              <Alert type="success" showIcon title={t('capOk')} data-testid="preview-cap" />
            ) : (
              <Alert type="info" showIcon title={t('capNotCovered')} data-testid="preview-cap" />
            )}
          </div>
        </>
      )}
    </div>
  )
}

// ---- Payment channels and landing templates: rows with a JSON document ----

type JsonRow = Pick<Schema<'PaymentChannelRow'>, 'id' | 'name' | 'enabled'> & Partial<Schema<'PaymentChannelRow'> & Schema<'TemplateAdminRow'>>


function JsonRows({ kind }: { kind: 'channels' | 'templates' }) {
  const { can } = useAuth()
  const { data, error, loading, reload } = useLoad<Partial<AdminData<'/catalog/channels'> & AdminData<'/catalog/templates'>>>(`/catalog/${kind}`)
  const rows = (kind === 'channels' ? data?.channels : data?.templates) ?? []
  const docKey = kind === 'channels' ? 'instructions' : 'settings'
  const [editing, setEditing] = useState<JsonRow | null>(null)
  const [form] = Form.useForm()
  const gateway: string = Form.useWatch('gateway', form) ?? ''
  const gateways = (data?.gateways ?? []).filter((g) => editing?.kind && g.codes?.[editing.kind]?.length)
  const codes = gateways.find((g) => g.name === gateway)?.codes?.[editing?.kind ?? ''] ?? []
  const { busy, save } = useSave()
  const open = (r: JsonRow) => {
    setEditing(r)
    form.setFieldsValue({ gateway: '', gatewayCode: '', ...r, reason: '', doc: JSON.stringify(r[docKey] ?? (kind === 'channels' ? [] : {}), null, 2) })
  }
  const submit = async () => {
    const v = await form.validateFields()
    let doc: unknown
    try {
      doc = JSON.parse(v.doc)
    } catch {
      form.setFields([{ name: 'doc', errors: [t('invalidJSON')] }])
      return
    }
    const body = { ...editing, ...v, [docKey]: doc }
    delete (body as Record<string, unknown>).doc
    const path = kind === 'channels' ? `/catalog/channels/${editing!.id}` : '/catalog/templates'
    if (await save(() => api.post(path, body), t('sentForApproval'))) {
      setEditing(null)
      requestsChanged()
      reload()
    }
  }
  return (
    <>
      {error && <Alert type="error" showIcon title={t('loadFailed', { message: error })} />}
      <PendingRequests kinds={[kind === 'channels' ? 'channel_change' : 'landing_change']} />
      {kind === 'templates' && can('catalog.edit') && (
        <Button icon={<PlusOutlined />} style={{ marginBottom: 12 }} onClick={() => open({ id: 0, name: '', enabled: true, settings: {} })}>
          {t('add')}
        </Button>
      )}
      <Table<JsonRow>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={rows}
        pagination={false}
        columns={[
          jsonCol('id', { title: '#', width: 60 }),
          ...(kind === 'channels' ? [jsonCol('channelNumber', { title: t('code') }), jsonCol('kind', { title: t('kind') })] : []),
          jsonCol('name', { title: t('name') }),
          ...(kind === 'channels'
            ? [
                {
                  title: t('gateway'),
                  render: (_: unknown, r: JsonRow) =>
                    r.gateway ? (
                      <Tag color="blue">
                        {r.gateway}
                        {r.gatewayCode ? ` · ${r.gatewayCode}` : ''}
                      </Tag>
                    ) : (
                      <Typography.Text type="secondary">{t('gatewayByMethod')}</Typography.Text>
                    ),
                },
              ]
            : []),
          jsonCol('enabled', { title: t('enabled'), render: (v: boolean) => (v ? <Tag color="green">on</Tag> : <Tag>off</Tag>) }),
          ...(can('catalog.edit') ? [{ title: '', render: (_: unknown, r: JsonRow) => <Button icon={<EditOutlined />} onClick={() => open(r)} /> }] : []),
        ]}
      />
      <Modal open={!!editing} width={720} title={t('edit')} okText={t('propose')} cancelText={t('cancel')} okButtonProps={{ loading: busy }} onOk={() => void submit()} onCancel={() => setEditing(null)}>
        <Form form={form} layout="vertical">
          <Form.Item name="name" label={t('name')} rules={[{ required: true }]}>
            <Input />
          </Form.Item>
          {kind === 'channels' && (
            <Form.Item name="sort" label={t('sort')}>
              <InputNumber />
            </Form.Item>
          )}
          {kind === 'channels' && (
            <Space align="start" wrap>
              <Form.Item name="gateway" label={t('gateway')} extra={gateways.length ? t('gatewayHelp') : t('gatewayNone')} style={{ width: 300 }}>
                <Select
                  options={[{ value: '', label: t('gatewayByMethod') }, ...gateways.map((g) => ({ value: g.name, label: g.name }))]}
                  onChange={() => form.setFieldValue('gatewayCode', '')}
                />
              </Form.Item>
              <Form.Item name="gatewayCode" label={t('gatewayCode')} style={{ width: 300 }}>
                <Select disabled={!gateway} options={[{ value: '', label: t('gatewayCodeDefault') }, ...codes.map((c) => ({ value: c, label: c }))]} />
              </Form.Item>
            </Space>
          )}
          <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="doc" label={kind === 'channels' ? t('instructions') : t('settingsJSON')}>
            <Input.TextArea rows={12} style={{ fontFamily: 'monospace', fontSize: 12 }} data-testid="json-doc" />
          </Form.Item>
          <Form.Item name="reason" label={t('changeReason')} extra={t('changeWaits')} rules={[{ required: true, message: t('changeReasonRequired') }]}>
            <Input maxLength={500} data-testid="change-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}

// ---- Bank form items ----

type BankItem = Schema<'BankFormItemRow'>

function BankItems() {
  const { can } = useAuth()
  const { data, loading, reload } = useLoad<AdminData<'/catalog/bank-items'>>('/catalog/bank-items')
  const [editing, setEditing] = useState<BankItem | null>(null)
  const [form] = Form.useForm()
  const { busy, save } = useSave()
  const submit = async () => {
    const v = await form.validateFields()
    if (await save(() => api.post(`/catalog/bank-items/${editing!.id}`, { ...editing, ...v }))) {
      setEditing(null)
      reload()
    }
  }
  return (
    <>
      <Table<BankItem>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={data?.items ?? []}
        pagination={{ pageSize: 30, hideOnSinglePage: true }}
        columns={[
          bankItemCol('code', { title: t('code') }),
          bankItemCol('title', { title: t('title') }),
          bankItemCol('subtitle', { title: t('subtitle') }),
          bankItemCol('cate', { title: t('kind') }),
          bankItemCol('cardTypeMi', { title: t('cardType'), render: (v: number) => (v === 0 ? 'all' : v) }),
          bankItemCol('sort', { title: t('sort') }),
          bankItemCol('enabled', { title: t('enabled'), render: (v: boolean) => (v ? <Tag color="green">on</Tag> : <Tag>off</Tag>) }),
          ...(can('catalog.edit')
            ? [
                {
                  title: '',
                  render: (_: unknown, r: BankItem) => (
                    <Button
                      icon={<EditOutlined />}
                      onClick={() => {
                        setEditing(r)
                        form.setFieldsValue(r)
                      }}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <Modal open={!!editing} title={t('edit')} okText={t('save')} cancelText={t('cancel')} okButtonProps={{ loading: busy }} onOk={() => void submit()} onCancel={() => setEditing(null)}>
        <Form form={form} layout="vertical">
          <Form.Item name="title" label={t('title')} rules={[{ required: true }]}>
            <Input />
          </Form.Item>
          <Form.Item name="subtitle" label={t('subtitle')}>
            <Input />
          </Form.Item>
          <Form.Item name="sort" label={t('sort')}>
            <InputNumber />
          </Form.Item>
          <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}

// ---- Keyed documents ----

function Settings() {
  return (
    <>
    <PendingRequests kinds={['setting_change']} />
    <Row gutter={16}>
      {(
        [
          ['cs_contacts', t('contactsTitle')],
          ['recommended', t('recommendedTitle')],
          ['contract_templates', t('contractsTitle')],
          ['receiving_account', t('receivingTitle')],
        ] as const
      ).map(([key, title]) => (
        <Col span={12} key={key} style={{ marginBottom: 16 }}>
          <SettingCard settingKey={key} title={title} />
        </Col>
      ))}
    </Row>
    </>
  )
}

function SettingCard({ settingKey, title }: { settingKey: string; title: string }) {
  const { can } = useAuth()
  const { data } = useLoad<AdminData<'/catalog/settings/{key}'>>(`/catalog/settings/${settingKey}`)
  const [text, setText] = useState<string | null>(null)
  const [invalid, setInvalid] = useState(false)
  const [reason, setReason] = useState('')
  const { busy, save } = useSave()
  const value = text ?? (data ? JSON.stringify(data.value, null, 2) : '')
  const submit = async () => {
    let doc: unknown
    try {
      doc = JSON.parse(value)
    } catch {
      setInvalid(true)
      return
    }
    setInvalid(false)
    if (await save(() => api.post(`/catalog/settings/${settingKey}`, { value: doc, reason }), t('sentForApproval'))) {
      setReason('')
      requestsChanged()
    }
  }
  return (
    <Card size="small" title={title} extra={can('catalog.edit') && <Button size="small" type="primary" loading={busy} disabled={!reason.trim()} onClick={() => void submit()}>{t('propose')}</Button>}>
      <Input.TextArea rows={10} value={value} onChange={(e) => setText(e.target.value)} readOnly={!can('catalog.edit')} status={invalid ? 'error' : undefined} style={{ fontFamily: 'monospace', fontSize: 12 }} />
      {can('catalog.edit') && <Input style={{ marginTop: 8 }} placeholder={t('changeReason')} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />}
      {invalid && <Alert type="error" title={t('invalidJSON')} style={{ marginTop: 8 }} />}
    </Card>
  )
}
