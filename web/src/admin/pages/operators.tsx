import { useState } from 'react'
import { App, Button, Card, Form, Input, Modal, Select, Switch, Table, Tag } from 'antd'
import { EditOutlined, PlusOutlined } from '@ant-design/icons'
import { api, ApiError, type Operator } from '../api'
import { useAuth } from '../auth'
import { dateTime } from '../format'
import { t } from '../messages'
import { useLoad } from '../use-load'

const roles = ['viewer', 'agent', 'supervisor', 'admin']

/** Operator accounts: roles, switch, password reset (which also unlocks). */
export default function OperatorsPage() {
  const { can, me } = useAuth()
  const { message } = App.useApp()
  const { data, loading, reload } = useLoad<{ operators: Operator[] }>('/operators')
  const [editing, setEditing] = useState<Operator | 'new' | null>(null)
  const [busy, setBusy] = useState(false)
  const [form] = Form.useForm()
  const submit = async () => {
    const v = await form.validateFields()
    setBusy(true)
    try {
      if (editing === 'new') await api.post('/operators', v)
      else if (editing) await api.post(`/operators/${editing.id}`, v)
      message.success(t('saved'))
      setEditing(null)
      reload()
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
      <Table<Operator>
        rowKey="id"
        loading={loading}
        dataSource={data?.operators ?? []}
        pagination={false}
        columns={[
          { title: t('email'), dataIndex: 'email' },
          { title: t('name'), dataIndex: 'name' },
          { title: t('role'), dataIndex: 'role', render: (v: string) => <Tag color="green">{v}</Tag> },
          {
            title: t('status'),
            render: (_, o) => (o.disabled ? <Tag>{t('disabled')}</Tag> : o.lockedUntil > now ? <Tag color="red">{t('locked')}</Tag> : <Tag color="green">{t('active')}</Tag>),
          },
          { title: t('lastLogin'), dataIndex: 'lastLoginAt', render: (v: number) => dateTime(v) },
          ...(can('operators.manage')
            ? [
                {
                  title: '',
                  render: (_: unknown, o: Operator) =>
                    o.id !== me?.operator.id && (
                      <Button
                        icon={<EditOutlined />}
                        onClick={() => {
                          form.resetFields()
                          form.setFieldsValue({ role: o.role, disabled: o.disabled })
                          setEditing(o)
                        }}
                      />
                    ),
                },
              ]
            : []),
        ]}
      />
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
          <Form.Item name="password" label={editing === 'new' ? t('password') : t('newPassword')} rules={editing === 'new' ? [{ required: true, min: 10 }] : [{ min: 10 }]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  )
}
