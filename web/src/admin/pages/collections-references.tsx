import { useState } from 'react'
import { Alert, App, Button, Card, Segmented, Space, Table, Tag, Tooltip, Typography } from 'antd'
import { api, ApiError } from '../api'
import { useAuth } from '../auth'
import { useLoad } from '../use-load'
import type { AdminData, Schema } from '@/lib/api/contract'
import { col } from '../components/columns'

const caseReferenceCol = col<CaseReference>()

type CaseReference = Schema<'CaseReference'>

type CaseReferences = AdminData<'/collections/{id}/references'>

const statusColors: Record<string, string> = { sent: 'green', queued: 'blue', failed: 'red', expired: 'default' }

/** The references the borrower gave, each with the one fixed message an agent may send it
 * (no free text, nothing about the loan: SEC MC 18), at most one a reference a day, inside
 * 6:00-22:00 Manila. What is sent goes to the contact log and the message history. */
export function CaseReferences({ orderId, onSent }: { orderId: number; onSent: () => void }) {
  const { can } = useAuth()
  const { message } = App.useApp()
  const { data, error, reload } = useLoad<CaseReferences>(`/collections/${orderId}/references`)
  const [lang, setLang] = useState<'en' | 'fil'>('en')
  const [busy, setBusy] = useState('')
  if (error) return <Alert type="error" showIcon title={error} action={<Button onClick={reload}>Retry</Button>} />
  if (!data) return null
  const send = async (slot: string) => {
    setBusy(slot)
    try {
      await api.post(`/collections/${orderId}/references/message`, { slot, lang })
      message.success('Message to the reference queued')
      reload()
      onSent()
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e))
    } finally {
      setBusy('')
    }
  }
  const blocked = !data.contactAllowed ? 'Outside 6:00-22:00 Manila time (SEC MC 18 s.2019).' : !data.overdue ? 'Only the references of a loan past due.' : ''
  return (
    <Card
      className="adm-card"
      size="small"
      title="References"
      data-testid="case-references"
      extra={<Segmented size="small" aria-label="Message language" value={lang} onChange={(v) => setLang(v as 'en' | 'fil')} options={[{ value: 'en', label: 'English' }, { value: 'fil', label: 'Filipino' }]} />}
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        A reference is not a co-maker or guarantor: the fixed message asks them to have the borrower call us and says nothing about the loan. One a day each.
      </Typography.Paragraph>
      {blocked && <Alert style={{ marginBottom: 8 }} type="warning" showIcon title={blocked} />}
      <Table<CaseReference>
        rowKey="slot"
        size="small"
        pagination={false}
        dataSource={data.references ?? []}
        locale={{ emptyText: 'The borrower gave no reference.' }}
        columns={[
          caseReferenceCol('name', {
            title: 'Reference',
            render: (v: string, r) => (
              <Space orientation="vertical" size={0}>
                <span>{v}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${r.relation} · ${r.phone}`}</Typography.Text>
              </Space>
            ),
          }),
          {
            title: 'Message',
            key: 'send',
            width: 150,
            render: (_: unknown, r) =>
              r.messageId ? (
                <Tag color={statusColors[r.messageStatus]} data-testid={`reference-status-${r.slot}`}>{`today: ${r.messageStatus}`}</Tag>
              ) : (
                <Tooltip title={(data.texts ?? {})[`${r.slot}/${lang}`]}>
                  <Button size="small" disabled={!!blocked || !can('collections.work')} loading={busy === r.slot} onClick={() => send(r.slot)} data-testid={`reference-send-${r.slot}`}>
                    Send message
                  </Button>
                </Tooltip>
              ),
          },
        ]}
        expandable={{
          expandedRowRender: (r) => (
            <Typography.Text style={{ fontSize: 12 }} data-testid={`reference-text-${r.slot}`}>
              {(data.texts ?? {})[`${r.slot}/${lang}`]}
            </Typography.Text>
          ),
          defaultExpandAllRows: true,
          showExpandColumn: false,
        }}
      />
    </Card>
  )
}
