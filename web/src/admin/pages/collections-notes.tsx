import { useState } from 'react'
import { Alert, App, Button, Card, Empty, Input, List, Space, Typography } from 'antd'
import { api, ApiError } from '../api'
import { useAuth } from '../auth'
import { dateTime } from '../format'
import { useLoad } from '../use-load'
import type { AdminData, Schema } from '@/lib/api/contract'

/** One note an agent wrote about a borrower. */
export type BorrowerNote = Schema<'BorrowerNote'>

/** The notes agents wrote about a borrower (append-only: no edit, no delete), newest first,
 * with a box to add one (agents and up). Shown on the borrower 360 page and the case page. */
export function BorrowerNotes({ userId, title = 'Notes' }: { userId: number; title?: string }) {
  const { can } = useAuth()
  const { message } = App.useApp()
  const { data, error, loading, reload, setData } = useLoad<AdminData<'/borrowers/{id}/notes'>>(`/borrowers/${userId}/notes`)
  const [text, setText] = useState('')
  const [saving, setSaving] = useState(false)
  const add = async () => {
    setSaving(true)
    try {
      const res = await api.post<AdminData<'/borrowers/{id}/notes', 'post'>>(`/borrowers/${userId}/notes`, { body: text })
      setData({ notes: res.notes })
      setText('')
      message.success('Note added')
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e))
    } finally {
      setSaving(false)
    }
  }
  const notes = data?.notes ?? []
  return (
    <Card className="adm-card" size="small" title={`${title} (${notes.length})`} data-testid="borrower-notes">
      {error && <Alert type="error" showIcon title={error} action={<Button onClick={reload}>Retry</Button>} />}
      {can('collections.work') && (
        <Space orientation="vertical" style={{ width: '100%', marginBottom: 12 }} size={8}>
          <Input.TextArea
            aria-label="New note"
            placeholder="A note about the borrower (kept for good: notes cannot be changed or removed)"
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={2000}
            value={text}
            onChange={(e) => setText(e.target.value)}
            data-testid="note-text"
          />
          <div style={{ textAlign: 'right' }}>
            <Button type="primary" onClick={add} loading={saving} disabled={!text.trim()} data-testid="note-add">
              Add note
            </Button>
          </div>
        </Space>
      )}
      {notes.length === 0 && !loading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No note yet." />
      ) : (
        <List<BorrowerNote>
          size="small"
          loading={loading && !data}
          dataSource={notes}
          pagination={notes.length > 6 ? { pageSize: 6, size: 'small' } : false}
          renderItem={(n) => (
            <List.Item key={n.id} data-testid="note-item">
              <List.Item.Meta
                title={
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {`${n.authorName || `operator ${n.authorId}`} · ${dateTime(n.createdAt)}`}
                  </Typography.Text>
                }
                description={<Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{n.body}</Typography.Text>}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  )
}
