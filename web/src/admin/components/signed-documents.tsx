import { Alert, Button, Card, Space, Table, Tag, Tooltip, Typography } from 'antd'
import { DownloadOutlined, FilePdfOutlined, SafetyCertificateOutlined } from '@ant-design/icons'
import type { AdminData, Schema } from '@/lib/api/contract'
import { dateTime } from '../format'
import { useLoad } from '../use-load'
import { col } from './columns'

/** One document the borrower accepted, with the evidence of the acceptance. */
type SignedDocument = Schema<'SignedDocument'>

const docCol = col<SignedDocument>()

const consentNames: Record<string, string> = {
  checkbox: 'Ticked “I have read and agree”, then applied',
  confirm_button: 'Applied on the page showing the documents',
  accept_button: 'Tapped “Accept” on the offer',
}

/** A SHA-256 shown short, whole on hover and copyable. */
function Hash({ value }: { value: string }) {
  return (
    <Tooltip title={value}>
      <Typography.Text code copyable={{ text: value }} style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {value.slice(0, 12)}…
      </Typography.Text>
    </Tooltip>
  )
}

/**
 * The evidence panel of an order: each document the borrower accepted as stored at acceptance
 * (docs/records.md), its template version, the SHA-256 of its text and of its PDF, and the
 * acceptance's time, address, user agent, device, session and consent; the text and PDF
 * downloads are audited.
 */
export function SignedDocumentsCard({ orderId }: { orderId: number }) {
  const { data, error, loading, reload } = useLoad<AdminData<'/orders/{id}/signed-documents'>>(`/orders/${orderId}/signed-documents`)
  const docs = data?.documents ?? []
  const base = `/admin/api/orders/${orderId}/signed-documents`
  return (
    <Card
      className="adm-card"
      data-testid="signed-documents"
      title={
        <Space>
          <SafetyCertificateOutlined />
          Signed documents (evidence)
        </Space>
      }
    >
      {error ? <Alert type="error" showIcon title={error} action={<Button onClick={reload}>Retry</Button>} /> : null}
      <Table<SignedDocument>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={docs}
        pagination={false}
        scroll={{ x: 1000 }}
        locale={{ emptyText: 'No accepted documents are kept for this order (accepted before copies were kept, or not applied through the app).' }}
        columns={[
          docCol('title', {
            title: 'Document',
            render: (v: string, d) => (
              <Space orientation="vertical" size={0}>
                <strong>{v}</strong>
                <span>
                  {d.restructureId ? <Tag color="purple">Restructure #{d.restructureId}</Tag> : null}
                  <Tag>{d.templateVersion ? `Template v${d.templateVersion}` : 'Built-in text'}</Tag>
                </span>
              </Space>
            ),
          }),
          docCol('textSha256', {
            title: 'SHA-256',
            width: 190,
            render: (v: string, d) => (
              <Space orientation="vertical" size={0} style={{ whiteSpace: 'nowrap' }}>
                <span>
                  Text <Hash value={v} />
                </span>
                <span>
                  PDF <Hash value={d.pdfSha256} />
                </span>
              </Space>
            ),
          }),
          docCol('acceptedAt', { title: 'Accepted', width: 110, render: (v: number) => dateTime(v) }),
          docCol('ip', { title: 'IP address' }),
          docCol('userAgent', { title: 'User agent', width: 200, render: (v: string) => <Typography.Text style={{ fontSize: 12 }}>{v || '—'}</Typography.Text> }),
          docCol('deviceId', { title: 'Device', render: (v: string) => v || '—' }),
          docCol('sessionId', { title: 'Session', render: (v: number) => (v ? `#${v}` : '—') }),
          docCol('consentMethod', {
            title: 'Consent',
            width: 170,
            render: (v: string, d) => (
              <Tooltip title={d.consentText}>
                <span>{consentNames[v] ?? v}</span>
              </Tooltip>
            ),
          }),
          docCol('id', {
            title: 'Download',
            render: (id: number) => (
              <Space orientation="vertical" size={4}>
                <Button size="small" icon={<DownloadOutlined />} href={`${base}/${id}/text`} data-testid={`signed-text-${id}`}>
                  Text
                </Button>
                <Button size="small" icon={<FilePdfOutlined />} href={`${base}/${id}/pdf`} data-testid={`signed-pdf-${id}`}>
                  PDF
                </Button>
              </Space>
            ),
          }),
        ]}
      />
    </Card>
  )
}
