import { useState } from 'react'
import { Alert, App, Button, Card, Checkbox, DatePicker, Descriptions, Drawer, Form, Image, Input, Rate, Select, Space, Table, Tag, Typography, Upload } from 'antd'
import type { UploadFile } from 'antd'
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons'
import { type Dayjs } from 'dayjs'
import { api, ApiError, getCsrf, type ComplaintRow } from '../api'
import { useAuth } from '../auth'
import { BorrowerCell } from '../components/borrower-cell'
import { ExportButton, listQuery, ListPager, useKeysetList, WrittenOffSelect, WrittenOffTag } from '../components/keyset-list'
import { dateTime } from '../format'
import { t } from '../messages'
import type { AdminData } from '@/lib/api/contract'
import { col } from '../components/columns'

const complaintCol = col<ComplaintRow>()

interface Filters {
  q: string
  state: string
  range: [Dayjs, Dayjs] | null
  writtenOff: string
}

const empty: Filters = { q: '', state: '', range: null, writtenOff: '' }

/** The complaint desk: the queue by reply-by day (3 weekdays), overdue ones flagged; a reply
 * with text and images (the borrower's 'Process Result'), optionally asking for a rating. */
export default function ComplaintsPage() {
  const [draft, setDraft] = useState<Filters>(empty)
  const [f, setFilters] = useState<Filters>(empty)
  const filters = listQuery({ q: f.q.trim(), state: f.state, from: f.range?.[0].format('YYYY-MM-DD'), to: f.range?.[1].format('YYYY-MM-DD'), writtenOff: f.writtenOff })
  const list = useKeysetList<ComplaintRow>('/complaints', 'complaints', filters, { sort: 'replyBy', dir: 'asc' })
  const reload = list.reload
  const [current, setCurrent] = useState<ComplaintRow | null>(null)
  return (
    <Card
      className="adm-card"
      extra={
        <Button icon={<ReloadOutlined />} onClick={reload}>
          {t('refresh')}
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="Order number, name or phone"
          style={{ width: 260 }}
          value={draft.q}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          onSearch={(q) => setFilters({ ...draft, q })}
          data-testid="complaint-search"
        />
        <Select
          style={{ width: 170 }}
          value={draft.state}
          onChange={(state) => setDraft({ ...draft, state })}
          aria-label={t('status')}
          data-testid="complaint-state"
          options={[
            { value: '', label: 'Any state' },
            { value: 'open', label: t('onlyOpen') },
            { value: 'overdue', label: 'Past reply-by' },
            { value: 'replied', label: t('replied') },
          ]}
        />
        <DatePicker.RangePicker value={draft.range} onChange={(v) => setDraft({ ...draft, range: v && v[0] && v[1] ? [v[0], v[1]] : null })} />
        <WrittenOffSelect value={draft.writtenOff} onChange={(writtenOff) => setDraft({ ...draft, writtenOff })} />
        <Button type="primary" onClick={() => setFilters(draft)} data-testid="complaint-apply">
          Apply
        </Button>
        <ExportButton href={list.exportHref} testId="complaint-export" />
      </Space>
      {list.error && <Alert type="error" showIcon title={t('loadFailed', { message: list.error })} style={{ marginBottom: 12 }} />}
      <Table<ComplaintRow>
        rowKey="id"
        loading={list.loading}
        dataSource={list.rows}
        locale={{ emptyText: t('noData') }}
        pagination={false}
        onChange={list.onTableChange({ replyBy: 'replyBy', createdAt: 'created' })}
        onRow={(r) => ({ onClick: () => setCurrent(r), style: { cursor: 'pointer' } })}
        data-testid="complaint-queue"
        columns={[
          complaintCol('id', { title: '#', width: 70 }),
          complaintCol('replyBy', {
            title: t('replyBy'),
            sorter: true,
            sortOrder: list.sortOrder('replyBy'),
            render: (v: string, r) => (
              <Space>
                {v}
                {r.overdue && <Tag color="red">{t('overdueTag')}</Tag>}
              </Space>
            ),
          }),
          { title: t('type'), render: (_, r) => [r.type, r.sonType].filter(Boolean).join(' · ') },
          complaintCol('content', { title: t('content'), ellipsis: true }),
          complaintCol('orderNo', {
            title: t('orderNo'),
            render: (v: string, r) => (
              <Space size={4}>
                {v}
                <WrittenOffTag day={r.writtenOffDay} />
              </Space>
            ),
          }),
          complaintCol('phone', { title: t('phone'), render: (v: string, r) => <BorrowerCell userId={r.userId} name={r.name} phone={v} /> }),
          {
            title: t('status'),
            render: (_, r) =>
              r.repliedAt ? (
                <Space>
                  <Tag color="green">{t('replied')}</Tag>
                  {r.score > 0 ? <Rate disabled value={r.score} style={{ fontSize: 12 }} /> : r.needScore ? <Tag color="blue">{t('awaitingScore')}</Tag> : null}
                </Space>
              ) : (
                <Tag color={r.overdue ? 'red' : 'gold'}>{t('open')}</Tag>
              ),
          },
          complaintCol('createdAt', { title: t('created'), sorter: true, sortOrder: list.sortOrder('created'), render: (v: number) => dateTime(v) }),
        ]}
      />
      <ListPager list={list} testId="complaint" />
      <ComplaintDrawer
        complaint={current}
        onClose={() => setCurrent(null)}
        onSaved={(c) => {
          setCurrent(c)
          reload()
        }}
      />
    </Card>
  )
}

function ComplaintDrawer({ complaint, onClose, onSaved }: { complaint: ComplaintRow | null; onClose: () => void; onSaved: (c: ComplaintRow) => void }) {
  const { can } = useAuth()
  const { message } = App.useApp()
  const [files, setFiles] = useState<UploadFile[]>([])
  const [busy, setBusy] = useState(false)
  const [form] = Form.useForm()
  const c = complaint
  const send = async () => {
    if (!c) return
    const v = form.getFieldsValue() as { text?: string; askRating?: boolean }
    const images = files.filter((f) => f.status === 'done').map((f) => (f.response as { url: string }).url)
    if (!v.text?.trim() && images.length === 0) {
      message.warning(t('replyEmpty'))
      return
    }
    setBusy(true)
    try {
      const saved = await api.post<AdminData<'/complaints/{id}/reply', 'post'>>(`/complaints/${c.id}/reply`, { text: v.text ?? '', images, askRating: !!v.askRating })
      message.success(t('replySent'))
      form.resetFields()
      setFiles([])
      onSaved(saved)
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Drawer open={!!c} onClose={onClose} size={640} title={c ? t('replyTitle', { id: c.id }) : ''} destroyOnHidden>
      {c && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('type')}>{[c.type, c.sonType].filter(Boolean).join(' · ')}</Descriptions.Item>
            <Descriptions.Item label={t('replyBy')}>
              {c.replyBy} {c.overdue && <Tag color="red">{t('overdueTag')}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={t('orderNo')}>{c.orderNo}</Descriptions.Item>
            <Descriptions.Item label={t('phone')}>{c.phone}</Descriptions.Item>
            <Descriptions.Item label={t('content')} span={2}>
              {c.content}
            </Descriptions.Item>
          </Descriptions>
          {(c.images ?? []).length > 0 && (
            <Image.PreviewGroup>
              <Space wrap>
                {(c.images ?? []).map((src) => (
                  <Image key={src} src={src} width={72} height={72} className="adm-thumb" />
                ))}
              </Space>
            </Image.PreviewGroup>
          )}
          {(c.replyText || (c.replyImages ?? []).length > 0) && (
            <Card size="small" title={t('processResult')} data-testid="process-result">
              <Typography.Paragraph>{c.replyText}</Typography.Paragraph>
              <Space wrap>
                {(c.replyImages ?? []).map((src) => (
                  <Image key={src} src={src} width={72} height={72} className="adm-thumb" />
                ))}
              </Space>
              <div style={{ marginTop: 8 }}>
                {c.score > 0 ? (
                  <Space>
                    {t('score')} <Rate disabled value={c.score} />
                  </Space>
                ) : c.needScore ? (
                  <Tag color="blue">{t('awaitingScore')}</Tag>
                ) : null}
              </div>
            </Card>
          )}
          {can('complaints.reply') && (
            <Form form={form} layout="vertical">
              <Form.Item name="text" label={t('replyText')}>
                <Input.TextArea rows={4} maxLength={1000} showCount data-testid="reply-text" />
              </Form.Item>
              <Form.Item label={t('replyImages')}>
                <Upload
                  name="file"
                  action="/admin/api/uploads"
                  accept="image/png,image/jpeg"
                  listType="picture-card"
                  withCredentials
                  headers={{ 'X-CSRF-Token': getCsrf() }}
                  fileList={files}
                  maxCount={9}
                  onChange={({ fileList }) =>
                    setFiles(
                      fileList.map((f) => {
                        const resp = f.response as { code?: string; message?: string; data?: { url: string } } | undefined
                        if (f.status === 'done' && resp && resp.code !== '0') return { ...f, status: 'error', response: resp.message }
                        if (f.status === 'done' && resp?.data) return { ...f, response: resp.data, url: resp.data.url, thumbUrl: resp.data.url }
                        return f
                      }),
                    )
                  }
                >
                  {files.length < 9 && (
                    <div>
                      <PlusOutlined />
                      <div style={{ marginTop: 6 }}>{t('addImage')}</div>
                    </div>
                  )}
                </Upload>
              </Form.Item>
              <Form.Item name="askRating" valuePropName="checked">
                <Checkbox>{t('askRating')}</Checkbox>
              </Form.Item>
              <Button type="primary" loading={busy} onClick={() => void send()}>
                {t('sendReply')}
              </Button>
            </Form>
          )}
        </Space>
      )}
    </Drawer>
  )
}
