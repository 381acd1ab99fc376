import { useState } from 'react'
import { Alert, App, Button, Card, Input, Modal, Radio, Space, Table, Tag, Tooltip, Typography } from 'antd'
import { api, ApiError } from '../api'
import { useAuth } from '../auth'
import { dateTime } from '../format'
import { useLoad } from '../use-load'
import { kindNames } from './collections-messages'
import type { AdminData, Schema } from '@/lib/api/contract'
import { col } from '../components/columns'
import { PendingRequests, requestsChanged } from '../components/pending-requests'

const kindCol = col<KindRow>()

type KindRow = Schema<'MessageKindTexts'>

type Templates = AdminData<'/messages/templates'>

const langNames: Record<string, string> = { en: 'English', fil: 'Filipino' }

/** The wording of every borrower message per language: the built-in text or a supervisor's,
 * an editor with the fixed fields, a preview with sample data and the wording check. */
export default function MessageTemplatesPage() {
  const { data, error, loading, reload } = useLoad<Templates>('/messages/templates')
  const { can } = useAuth()
  const [editing, setEditing] = useState<KindRow | null>(null)
  if (error) return <Alert type="error" showIcon title={error} action={<Button onClick={reload}>Retry</Button>} />
  const langs = data?.languages ?? ['en', 'fil']
  return (
    <Card className="adm-card" title="Borrower messages">
      <Typography.Paragraph type="secondary">
        Every SMS a borrower gets, in English and Filipino. Required messages (notices, reminders, overdue notices) are always sent; marketing messages
        are not sent to borrowers who switched them off. A text may only use the fields {(data?.placeholders ?? []).map((p) => `{${p}}`).join(' ')} and
        never threatening or shaming words (SEC MC 18). The message to a reference may only use {referencePlaceholders.map((p) => `{${p}}`).join(' ')} and no word about
        the loan, money or being late: a reference is not a co-maker or guarantor.
      </Typography.Paragraph>
      <Table<KindRow>
        rowKey="kind"
        size="small"
        loading={loading}
        dataSource={data?.kinds ?? []}
        pagination={false}
        data-testid="templates-table"
        columns={[
          kindCol('kind', {
            title: 'Message',
            width: 190,
            render: (v: string, k) => (
              <Space orientation="vertical" size={2}>
                <Typography.Text strong>{kindNames[v] ?? v}</Typography.Text>
                <Tag color={k.class === 'marketing' ? 'orange' : 'blue'}>{k.class}</Tag>
              </Space>
            ),
          }),
          ...langs.map((lang) => ({
            title: langNames[lang] ?? lang,
            key: lang,
            render: (_: unknown, k: KindRow) => {
              const c = k.custom?.[lang]
              return (
                <Space orientation="vertical" size={2}>
                  <Typography.Text>{c ? c.body : k.builtin?.[lang]}</Typography.Text>
                  {c ? (
                    <Tooltip title={`${c.updatedBy} · ${dateTime(c.updatedAt)}`}>
                      <Tag color="gold">edited</Tag>
                    </Tooltip>
                  ) : (
                    <Tag>built-in</Tag>
                  )}
                </Space>
              )
            },
          })),
          {
            title: '',
            key: 'edit',
            width: 80,
            render: (_: unknown, k: KindRow) =>
              can('messages.edit') ? (
                <Button size="small" onClick={() => setEditing(k)} data-testid={`edit-${k.kind}`}>
                  Edit
                </Button>
              ) : null,
          },
        ]}
      />
      {editing && data ? (
        <TemplateEditor
          row={editing}
          placeholders={editing.kind === 'reference_callback' ? referencePlaceholders : data.placeholders ?? []}
          languages={langs}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  )
}

/** The only fields the message to a reference may use (notify.ReferencePlaceholders). */
const referencePlaceholders = ['name', 'borrower', 'hotline']

function TemplateEditor({
  row,
  placeholders,
  languages,
  onClose,
}: {
  row: KindRow
  placeholders: string[]
  languages: string[]
  onClose: () => void
}) {
  const { message } = App.useApp()
  const [lang, setLang] = useState(languages[0])
  const current = (l: string) => row.custom?.[l]?.body ?? row.builtin?.[l] ?? ''
  const [text, setText] = useState(current(languages[0]))
  const [preview, setPreview] = useState<{ body?: string; error?: string }>({})
  const [busy, setBusy] = useState(false)
  const [reason, setReason] = useState('')

  const switchLang = (l: string) => {
    setLang(l)
    setText(current(l))
    setPreview({})
  }
  const run = async (path: string, body: { kind: string; lang: string; text: string; reason?: string }) => {
    setBusy(true)
    try {
      return await api.post<unknown>(path, body)
    } catch (e) {
      setPreview({ error: e instanceof ApiError ? e.message : String(e) })
      return null
    } finally {
      setBusy(false)
    }
  }
  const doPreview = async () => {
    const r = (await run('/messages/templates/preview', { kind: row.kind, lang, text })) as AdminData<'/messages/templates/preview', 'post'> | null
    if (r) setPreview({ body: r.body })
  }
  const save = async (value: string) => {
    const r = await run('/messages/templates', { kind: row.kind, lang, text: value, reason })
    if (!r) return
    message.success('Sent for approval: new messages use this text once another supervisor approves it.')
    requestsChanged()
    onClose()
  }

  return (
    <Modal open title={`${kindNames[row.kind] ?? row.kind}`} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Radio.Group value={lang} onChange={(e) => switchLang(e.target.value as string)} optionType="button">
          {languages.map((l) => (
            <Radio.Button key={l} value={l}>
              {langNames[l] ?? l}
            </Radio.Button>
          ))}
        </Radio.Group>
        <Input.TextArea
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            setPreview({})
          }}
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={480}
          showCount
          data-testid="template-text"
        />
        <Space wrap size={4}>
          <Typography.Text type="secondary">Fields:</Typography.Text>
          {placeholders.map((p) => (
            <Tag key={p} style={{ cursor: 'pointer' }} onClick={() => setText((t) => `${t}{${p}}`)}>
              {`{${p}}`}
            </Tag>
          ))}
        </Space>
        {preview.error ? <Alert type="error" showIcon title={preview.error} data-testid="template-error" /> : null}
        {preview.body ? <Alert type="info" title="Preview with sample data" description={preview.body} data-testid="template-preview" /> : null}
        <PendingRequests kinds={['message_change']} target={`${row.kind}/${lang}`} />
        <Input placeholder="Reason for the change (the checker reads it)" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} data-testid="template-reason" />
        <Space>
          <Button onClick={doPreview} loading={busy} data-testid="template-preview-button">
            Preview
          </Button>
          <Button type="primary" onClick={() => save(text.trim())} loading={busy} disabled={!text.trim() || !reason.trim()} data-testid="template-save">
            Propose
          </Button>
          {row.custom?.[lang] ? (
            <Button danger onClick={() => save('')} loading={busy} disabled={!reason.trim()}>
              Use the built-in text
            </Button>
          ) : null}
        </Space>
        {row.custom?.[lang] ? (
          <Typography.Text type="secondary">
            Edited by {row.custom[lang].updatedBy} on {dateTime(row.custom[lang].updatedAt)}. Every change is in the audit log.
          </Typography.Text>
        ) : null}
      </Space>
    </Modal>
  )
}
