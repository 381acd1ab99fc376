import { useState } from 'react'
import { App, Button, Card, Form, Input, Modal, Select, Space, Switch, Table, Tag, Typography } from 'antd'
import { EditOutlined, MailOutlined, PlusOutlined, SafetyOutlined } from '@ant-design/icons'
import { api, ApiError, type Operator } from '../api'
import type { ListRow } from '../api'
import { useAuth } from '../auth'
import { ExportButton, listQuery, ListPager, useKeysetList } from '../components/keyset-list'
import { dateTime } from '../format'
import { t } from '../messages'
import type { AdminData } from '@/lib/api/contract'
import { col } from '../components/columns'

const operatorCol = col<Operator>()

const roles = ['viewer', 'agent', 'supervisor', 'admin']

/**
 * Operator accounts. Inviting an operator, a new role, a password, re-activating and a
 * two-step reset are four-eyes requests another supervisor or admin approves in Requests;
 * switching off is at once. The invitee's one-time set-up link is e-mailed to them: the page
 * never sees it.
 */
export default function OperatorsPage() {
  const { can, me } = useAuth()
  const { message } = App.useApp()
  const [q, setQ] = useState('')
  const [role, setRole] = useState('')
  const [disabled, setDisabled] = useState('')
  const list = useKeysetList<ListRow<'/operators', 'operators'>>('/operators', 'operators', listQuery({ q: q.trim(), role, disabled }), { sort: 'email', dir: 'asc' })
  const reload = list.reload
  const [editing, setEditing] = useState<Operator | 'new' | null>(null)
  const [busy, setBusy] = useState(false)
  const [resetting, setResetting] = useState<Operator | null>(null)
  const [form] = Form.useForm()
  const [resetForm] = Form.useForm()
  const requestsChanged = () => window.dispatchEvent(new Event('adm-requests-changed'))
  const submit = async () => {
    const v = await form.validateFields()
    setBusy(true)
    try {
      if (editing === 'new') {
        const made = await api.post<AdminData<'/operators', 'post'>>('/operators', v)
        message.success(made.message, 6)
        requestsChanged()
      } else if (editing) {
        const done = await api.post<AdminData<'/operators/{id}', 'post'>>(`/operators/${editing.id}`, v)
        message.success(done.message || t('saved'), 6)
        requestsChanged()
      }
      setEditing(null)
      reload()
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }
  const resendLink = async (o: Operator) => {
    try {
      const r = await api.post<AdminData<'/operators/{id}/setup-link', 'post'>>(`/operators/${o.id}/setup-link`)
      if (r.emailStatus === 'sent') message.success(t('setupLinkSent', { email: r.sentTo, until: dateTime(r.expiresAt) }), 6)
      else message.warning(t('setupLinkNotSent', { error: r.emailError ?? '' }), 8)
      reload()
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e))
    }
  }
  const proposeReset = async () => {
    if (!resetting) return
    const v = await resetForm.validateFields()
    setBusy(true)
    try {
      const r = await api.post<AdminData<'/operators/{id}/totp-reset', 'post'>>(`/operators/${resetting.id}/totp-reset`, v)
      message.success(r.message, 6)
      requestsChanged()
      setResetting(null)
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }
  const now = Date.now()
  return (
    <Card
      className="adm-card"
      extra={
        can('operators.manage') && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              form.resetFields()
              form.setFieldsValue({ role: 'agent' })
              setEditing('new')
            }}
          >
            {t('newOperator')}
          </Button>
        )
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search allowClear placeholder={`${t('name')} / ${t('email')}`} style={{ width: 240 }} onSearch={setQ} data-testid="operator-search" />
        <Select style={{ width: 150 }} value={role} onChange={setRole} aria-label={t('role')} options={[{ value: '', label: 'Any role' }, ...roles.map((r) => ({ value: r, label: r }))]} />
        <Select
          style={{ width: 150 }}
          value={disabled}
          onChange={setDisabled}
          aria-label={t('status')}
          options={[
            { value: '', label: 'Any status' },
            { value: '0', label: t('active') },
            { value: '1', label: t('disabled') },
          ]}
        />
        <ExportButton href={list.exportHref} testId="operator-export" />
      </Space>
      <Table<Operator>
        rowKey="id"
        loading={list.loading}
        dataSource={list.rows}
        pagination={false}
        onChange={list.onTableChange({ email: 'email', name: 'name', lastLoginAt: 'lastLogin' })}
        columns={[
          operatorCol('email', { title: t('email'), sorter: true, sortOrder: list.sortOrder('email') }),
          operatorCol('name', { title: t('name'), sorter: true, sortOrder: list.sortOrder('name') }),
          operatorCol('role', { title: t('role'), render: (v: string) => <Tag color="green">{v}</Tag> }),
          {
            title: t('status'),
            render: (_, o) => (o.disabled ? <Tag>{t('disabled')}</Tag> : o.lockedUntil > now ? <Tag color="red">{t('locked')}</Tag> : <Tag color="green">{t('active')}</Tag>),
          },
          {
            title: t('twoStep'),
            render: (_, o) =>
              o.setupPending ? (
                <Tag color="gold">{t('setupPendingTag')}</Tag>
              ) : o.totp ? (
                <Tag color="green" icon={<SafetyOutlined />}>
                  {t('twoStepOn')}
                </Tag>
              ) : (
                <Tag>{t('twoStepOff')}</Tag>
              ),
          },
          operatorCol('lastLoginAt', { title: t('lastLogin'), sorter: true, sortOrder: list.sortOrder('lastLogin'), render: (v: number) => dateTime(v) }),
          ...(can('operators.manage')
            ? [
                {
                  title: '',
                  render: (_: unknown, o: Operator) =>
                    o.id !== me?.operator.id && (
                      <Space>
                        <Button
                          icon={<EditOutlined />}
                          aria-label={t('edit')}
                          onClick={() => {
                            form.resetFields()
                            form.setFieldsValue({ role: o.role, disabled: o.disabled })
                            setEditing(o)
                          }}
                        />
                        {o.setupPending && (
                          <Button icon={<MailOutlined />} onClick={() => void resendLink(o)}>
                            {t('newSetupLink')}
                          </Button>
                        )}
                        {o.totp && (
                          <Button
                            danger
                            onClick={() => {
                              resetForm.resetFields()
                              setResetting(o)
                            }}
                          >
                            {t('resetTwoStep')}
                          </Button>
                        )}
                      </Space>
                    ),
                },
              ]
            : []),
        ]}
      />
      <ListPager list={list} testId="operator" />
      <Modal open={editing !== null} title={editing === 'new' ? t('newOperator') : t('edit')} okText={t('save')} cancelText={t('cancel')} okButtonProps={{ loading: busy }} onOk={() => void submit()} onCancel={() => setEditing(null)}>
        <Form form={form} layout="vertical">
          {editing === 'new' && (
            <>
              <Form.Item name="email" label={t('email')} rules={[{ required: true, type: 'email' }]}>
                <Input />
              </Form.Item>
              <Form.Item name="name" label={t('name')}>
                <Input />
              </Form.Item>
            </>
          )}
          <Form.Item name="role" label={t('role')}>
            <Select options={roles.map((r) => ({ value: r, label: r }))} />
          </Form.Item>
          {editing !== 'new' && (
            <Form.Item name="disabled" label={t('disabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          )}
          {editing !== 'new' && (
            <Form.Item name="password" label={t('newPassword')} rules={[{ min: 10 }]}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          )}
          <Form.Item name="reason" label={t('reason')} extra={t('operatorFourEyesHelp')}>
            <Input.TextArea rows={2} maxLength={500} data-testid="operator-reason" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={resetting !== null}
        title={t('resetTwoStep')}
        okText={t('sendForApproval')}
        cancelText={t('cancel')}
        okButtonProps={{ loading: busy, danger: true }}
        onOk={() => void proposeReset()}
        onCancel={() => setResetting(null)}
      >
        <Typography.Paragraph>{t('resetTwoStepConfirm')}</Typography.Paragraph>
        <Form form={resetForm} layout="vertical">
          <Form.Item name="reason" label={t('reason')} rules={[{ required: true, message: t('reasonRequired') }]}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  )
}
