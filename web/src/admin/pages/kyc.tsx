import { useState } from 'react'
import { Alert, App, Button, Card, Descriptions, Drawer, Form, Image, Input, Radio, Select, Space, Table, Tabs, Tag, Typography } from 'antd'
import { ReloadOutlined } from '@ant-design/icons'
import { Link } from 'react-router'
import { api, ApiError, type KycDuplicate, type KycQueue, type KycRedo, type KycRow, type KycStatus } from '../api'
import { BorrowerCell } from '../components/borrower-cell'
import { dateTime } from '../format'
import { t, type MessageKey } from '../messages'
import { useLoad } from '../use-load'
import { col } from '../components/columns'
import { ReasonGate } from '../components/read-reason'

const kycCol = col<KycRow>()

const tabs: { key: KycStatus; label: MessageKey }[] = [
  { key: 'submitted', label: 'kycWaiting' },
  { key: 'redo', label: 'kycRedo' },
  { key: 'approved', label: 'kycApproved' },
  { key: 'rejected', label: 'kycRejected' },
]

const statusColor: Record<KycStatus, string> = { submitted: 'gold', redo: 'orange', approved: 'green', rejected: 'red' }

/** The photo endpoint; the session cookie authenticates the image request and each view is
 * audited with the reason the operator gave. */
const photoURL = (id: number, which: 'id' | 'selfie', reason: string) => `/admin/api/kyc/${id}/photo/${which}?reason=${encodeURIComponent(reason)}`

function DuplicateTags({ duplicates }: { duplicates: KycDuplicate[] }) {
  if (!duplicates?.length) return <Typography.Text type="secondary">—</Typography.Text>
  return (
    <Space size={[4, 4]} wrap data-testid="kyc-duplicates">
      {duplicates.map((d) => (
        <Tag color="red" key={`${d.kind}-${d.userId}`}>
          {t(`kyc_dup_${d.kind}` as MessageKey)}:{' '}
          <Link to={`/collections/borrowers/${d.userId}`} onClick={(e) => e.stopPropagation()}>
            {d.name || `#${d.userId}`}
          </Link>
        </Tag>
      ))}
    </Space>
  )
}

/** Identity checks: the queue by status, each submission with its duplicate flags; the drawer
 * shows the two photos and takes the decision (approve, ask for a new photo, refuse). */
export default function KycPage() {
  const [status, setStatus] = useState<KycStatus>('submitted')
  const { data, error, loading, reload } = useLoad<KycQueue>(`/kyc?status=${status}`)
  const [current, setCurrent] = useState<KycRow | null>(null)
  const typeName = (code: string) => data?.idTypes?.find((x) => x.code === code)?.name ?? code
  const reasonText = (code: string) => data?.reasons?.find((x) => x.code === code)?.text ?? code
  return (
    <Card
      className="adm-card"
      title={t('navKyc')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={reload}>
          {t('refresh')}
        </Button>
      }
    >
      <Tabs activeKey={status} onChange={(k) => setStatus(k as KycStatus)} items={tabs.map((x) => ({ key: x.key, label: t(x.label) }))} />
      {error && <Alert type="error" showIcon title={t('loadFailed', { message: error })} style={{ marginBottom: 12 }} />}
      <Table<KycRow>
        rowKey="id"
        loading={loading}
        dataSource={data?.submissions ?? []}
        locale={{ emptyText: t('noData') }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        onRow={(r) => ({ onClick: () => setCurrent(r), style: { cursor: 'pointer' } })}
        data-testid="kyc-queue"
        columns={[
          kycCol('id', { title: '#', width: 70 }),
          { title: t('kycBorrower'), render: (_, r) => <BorrowerCell userId={r.userId} name={r.name} phone={r.phone} /> },
          kycCol('idType', { title: t('kycIdType'), render: (v: string) => typeName(v) }),
          kycCol('idLast4', { title: t('kycLast4'), width: 110, render: (v: string) => <Typography.Text code>••{v}</Typography.Text> }),
          kycCol('createdAt', { title: t('kycSubmitted'), width: 170, render: (v: number) => dateTime(v) }),
          {
            title: t('kycFlags'),
            render: (_, r) => (
              <Space orientation="vertical" size={4}>
                <DuplicateTags duplicates={r.duplicates ?? []} />
                {(r.changes ?? []).length > 0 && (
                  <Tag color="purple" data-testid="kyc-reopened">
                    {t('kycReopened')}
                  </Tag>
                )}
              </Space>
            ),
          },
          ...(status === 'submitted'
            ? []
            : [
                {
                  title: t('kycReason'),
                  render: (_: unknown, r: KycRow) =>
                    r.reason ? (
                      <Space orientation="vertical" size={0}>
                        <span>{reasonText(r.reason)}</span>
                        {r.redo ? <Typography.Text type="secondary">{t(`kycRedo_${r.redo}` as MessageKey)}</Typography.Text> : null}
                      </Space>
                    ) : (
                      '—'
                    ),
                },
              ]),
          {
            title: '',
            width: 100,
            render: (_, r) => (
              <Button size="small" onClick={() => setCurrent(r)} data-testid={`kyc-open-${r.id}`}>
                {t('kycOpen')}
              </Button>
            ),
          },
        ]}
      />
      <ReviewDrawer
        key={current?.id ?? 0}
        row={current}
        queue={data}
        onClose={() => setCurrent(null)}
        onDecided={() => {
          setCurrent(null)
          reload()
        }}
      />
    </Card>
  )
}

interface DecideBody {
  approve?: boolean
  reason?: string
  redo?: KycRedo
  note?: string
}

function ReviewDrawer({ row, queue, onClose, onDecided }: { row: KycRow | null; queue: KycQueue | null; onClose: () => void; onDecided: () => void }) {
  const { message } = App.useApp()
  const [busy, setBusy] = useState('')
  const [redoReason, setRedoReason] = useState<string>()
  const [redo, setRedo] = useState<KycRedo>('selfie')
  const [refuseReason, setRefuseReason] = useState<string>()
  const [readReason, setReadReason] = useState('')
  const [note, setNote] = useState('')
  const r = row
  const reasons = (queue?.reasons ?? []).map((x) => ({ value: x.code, label: x.text }))
  const decide = async (kind: string, body: DecideBody) => {
    if (!r) return
    if (!body.approve && !body.reason) {
      message.warning(t('kycReasonRequired'))
      return
    }
    setBusy(kind)
    try {
      await api.post(`/kyc/${r.id}/decide`, { ...body, note })
      message.success(t('kycDone'))
      setRedoReason(undefined)
      setRefuseReason(undefined)
      onDecided()
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e))
    } finally {
      setBusy('')
    }
  }
  const reasonText = (code: string) => queue?.reasons?.find((x) => x.code === code)?.text ?? code
  return (
    <Drawer open={!!r} onClose={onClose} size={720} title={r ? t('kycReviewTitle', { id: r.id }) : ''} destroyOnHidden data-testid="kyc-drawer">
      {r && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('kycBorrower')}>
              <BorrowerCell userId={r.userId} name={r.name} phone={r.phone} />
            </Descriptions.Item>
            <Descriptions.Item label={t('status')}>
              <Tag color={statusColor[r.status as KycStatus]}>{t(tabs.find((x) => x.key === r.status)?.label ?? 'kycWaiting')}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('kycIdType')}>{queue?.idTypes?.find((x) => x.code === r.idType)?.name ?? r.idType}</Descriptions.Item>
            <Descriptions.Item label={t('kycLast4')}>••{r.idLast4}</Descriptions.Item>
            <Descriptions.Item label={t('kycSubmitted')}>{dateTime(r.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('kycFlags')}>
              <DuplicateTags duplicates={r.duplicates ?? []} />
            </Descriptions.Item>
            {(r.changes ?? []).length > 0 ? (
              <Descriptions.Item label={t('kycReopened')} span={2}>
                <Space orientation="vertical" size={0} data-testid="kyc-changes">
                  {(r.changes ?? []).map((c) => (
                    <span key={c.field}>{`${c.field === 'fullName' ? 'Legal name' : 'Date of birth'}: ${c.old} → ${c.new} (${c.source}, ${dateTime(c.at)})`}</span>
                  ))}
                </Space>
              </Descriptions.Item>
            ) : null}
            {r.decidedAt ? (
              <Descriptions.Item label={t('kycDecided')} span={2}>
                {dateTime(r.decidedAt)}
                {r.reason ? ` · ${reasonText(r.reason)}` : ''}
                {r.redo ? ` · ${t(`kycRedo_${r.redo}` as MessageKey)}` : ''}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          {!readReason ? <ReasonGate what={t('kycIdPhoto')} onGiven={setReadReason} /> : null}
          {readReason ? (
          <Image.PreviewGroup>
            <Space size={16} align="start" data-testid="kyc-photos">
              {(['id', 'selfie'] as const).map((which) => (
                <figure key={which} style={{ margin: 0 }}>
                  <Image
                    src={photoURL(r.id, which, readReason)}
                    alt={which === 'id' ? t('kycIdPhoto') : t('kycSelfie')}
                    width={320}
                    height={220}
                    style={{ objectFit: 'contain', background: '#f4f6f8', borderRadius: 8 }}
                    data-testid={`kyc-photo-${which}`}
                  />
                  <figcaption>
                    <Typography.Text type="secondary">{which === 'id' ? t('kycIdPhoto') : t('kycSelfie')}</Typography.Text>
                  </figcaption>
                </figure>
              ))}
            </Space>
          </Image.PreviewGroup>
          ) : null}
          <Typography.Text type="secondary">{t('kycPhotosAudited')}</Typography.Text>
          {r.status === 'submitted' ? (
            <>
              <Button type="primary" size="large" loading={busy === 'approve'} disabled={!!busy} onClick={() => decide('approve', { approve: true })} data-testid="kyc-approve">
                {t('kycApprove')}
              </Button>
              <Form layout="vertical">
                <Form.Item label={t('kycNote')} htmlFor="kyc-note">
                  <Input.TextArea id="kyc-note" rows={2} maxLength={500} showCount value={note} onChange={(e) => setNote(e.target.value)} data-testid="kyc-note" />
                </Form.Item>
              </Form>
              <Card size="small" title={t('kycAskNew')}>
                <Form layout="vertical">
                  <Form.Item label={t('kycReason')} htmlFor="kyc-redo-reason">
                    <Select
                      id="kyc-redo-reason"
                      value={redoReason}
                      onChange={setRedoReason}
                      options={reasons}
                      placeholder={t('kycChooseReason')}
                      data-testid="kyc-redo-reason"
                    />
                  </Form.Item>
                  <Form.Item label={t('kycWhichPhoto')}>
                    <Radio.Group
                      value={redo}
                      onChange={(e) => setRedo(e.target.value as KycRedo)}
                      options={(['id_photo', 'selfie', 'both'] as const).map((x) => ({ value: x, label: t(`kycRedo_${x}` as MessageKey) }))}
                      data-testid="kyc-redo-which"
                    />
                  </Form.Item>
                  <Button loading={busy === 'redo'} disabled={!!busy} onClick={() => decide('redo', { reason: redoReason, redo })} data-testid="kyc-ask">
                    {t('kycAskNew')}
                  </Button>
                </Form>
              </Card>
              <Card size="small" title={t('kycRefuse')}>
                <Typography.Paragraph type="secondary">{t('kycRefuseHint')}</Typography.Paragraph>
                <Form layout="vertical">
                  <Form.Item label={t('kycReason')} htmlFor="kyc-refuse-reason">
                    <Select
                      id="kyc-refuse-reason"
                      value={refuseReason}
                      onChange={setRefuseReason}
                      options={reasons}
                      placeholder={t('kycChooseReason')}
                      data-testid="kyc-refuse-reason"
                    />
                  </Form.Item>
                  <Button danger loading={busy === 'refuse'} disabled={!!busy} onClick={() => decide('refuse', { reason: refuseReason })} data-testid="kyc-refuse">
                    {t('kycRefuse')}
                  </Button>
                </Form>
              </Card>
            </>
          ) : null}
        </Space>
      )}
    </Drawer>
  )
}
