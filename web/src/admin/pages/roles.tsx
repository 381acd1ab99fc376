import { App, Alert, Button, Card, Checkbox, Col, Form, Input, Row, Table, Tag, Typography } from 'antd'
import { api, ApiError } from '../api'
import { useAuth } from '../auth'
import { t } from '../messages'
import { useLoad } from '../use-load'
import { PendingRequests, requestsChanged } from '../components/pending-requests'
import type { AdminData } from '@/lib/api/contract'

type Roles = AdminData<'/roles'>
type Custom = NonNullable<Roles['custom']>[number]

/** Roles as data: the four built-in roles, the custom roles supervisors defined (each a set of
 * the matrix's permissions), the pairs no role may hold together, and the form proposing a
 * role, which another supervisor approves in the Requests inbox. */
export default function RolesPage() {
  const { can } = useAuth()
  const { message } = App.useApp()
  const { data, error, reload } = useLoad<Roles>('/roles')
  const [form] = Form.useForm()
  const actions = (data?.matrix ?? []).map((r) => r.action).filter((a) => a !== 'self')
  const submit = async () => {
    const v = await form.validateFields()
    try {
      await api.post('/roles', { name: v.name, title: v.title, permissions: v.permissions ?? [], reason: v.reason })
      message.success(t('sentForApproval'))
      form.resetFields()
      requestsChanged()
      reload()
    } catch (e) {
      form.setFields([{ name: 'permissions', errors: [e instanceof ApiError ? e.message : String(e)] }])
    }
  }
  const edit = (r: Custom) => form.setFieldsValue({ name: r.name, title: r.title, permissions: r.permissions ?? [], reason: '' })
  return (
    <Card className="adm-card" title={t('navRoles')}>
      {error && <Alert type="error" showIcon title={error} />}
      <PendingRequests kinds={['role_change']} />
      <Row gutter={16}>
        <Col span={14}>
          <Typography.Title level={5}>{t('rolesCustom')}</Typography.Title>
          <Table<Custom>
            rowKey="name"
            size="small"
            pagination={false}
            locale={{ emptyText: t('rolesNone') }}
            dataSource={data?.custom ?? []}
            columns={[
              { title: t('rolesRole'), dataIndex: 'name', render: (v: string, r) => <><b>{v}</b> <Typography.Text type="secondary">{r.title}</Typography.Text></> },
              { title: t('rolesPermissions'), dataIndex: 'permissions', render: (v: string[] | null) => (v ?? []).filter((a) => a !== 'self').map((a) => <Tag key={a}>{a}</Tag>) },
              ...(can('roles.edit') ? [{ title: '', render: (_: unknown, r: Custom) => <Button size="small" onClick={() => edit(r)}>{t('edit')}</Button> }] : []),
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>{t('rolesBuiltin')}</Typography.Title>
          <Table
            rowKey="name"
            size="small"
            pagination={false}
            dataSource={data?.builtin ?? []}
            columns={[
              { title: t('rolesRole'), dataIndex: 'name', width: 110 },
              { title: t('rolesPermissions'), dataIndex: 'permissions', render: (v: string[] | null) => <Typography.Text type="secondary" style={{ fontSize: 12 }}>{(v ?? []).filter((a) => a !== 'self').join(', ')}</Typography.Text> },
            ]}
          />
        </Col>
        <Col span={10}>
          {can('roles.edit') && (
            <Card size="small" title={t('rolesPropose')}>
              <Form form={form} layout="vertical" onFinish={() => void submit()}>
                <Form.Item name="name" label={t('rolesName')} rules={[{ required: true }]}>
                  <Input maxLength={32} data-testid="role-name" />
                </Form.Item>
                <Form.Item name="title" label={t('rolesTitle')} rules={[{ required: true }]}>
                  <Input maxLength={60} />
                </Form.Item>
                <Form.Item name="permissions" label={t('rolesPermissions')}>
                  <Checkbox.Group style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }} options={actions.map((a) => ({ value: a, label: a }))} />
                </Form.Item>
                <Form.Item name="reason" label={t('changeReason')} extra={t('changeWaits')} rules={[{ required: true, message: t('changeReasonRequired') }]}>
                  <Input maxLength={500} />
                </Form.Item>
                <Button type="primary" htmlType="submit">{t('propose')}</Button>
              </Form>
            </Card>
          )}
          <Card size="small" title={t('rolesConflicts')} style={{ marginTop: 12 }}>
            <ul style={{ margin: 0, paddingLeft: 18, fontSize: 12 }}>
              {(data?.conflicts ?? []).map((c) => (
                <li key={c.a + c.b}>
                  <code>{c.a}</code> + <code>{c.b}</code>: {c.why}
                </li>
              ))}
            </ul>
          </Card>
        </Col>
      </Row>
    </Card>
  )
}
