import { useState } from 'react'
import { Alert, App, Button, Card, Col, Form, Input, Row, Space, Switch, Table, Tag, Typography } from 'antd'
import { api, ApiError } from '../api'
import { useAuth } from '../auth'
import { dateTime } from '../format'

const when = (ms: number) => <span style={{ whiteSpace: 'nowrap' }}>{dateTime(ms)}</span>
import { t } from '../messages'
import { useLoad } from '../use-load'
import type { AdminData, Schema } from '@/lib/api/contract'
import { col } from '../components/columns'

const sessionCol = col<SessionRow>()

type SessionRow = Schema<'SessionView'>

/** The operator's own account: password change and live sessions (an admin sees everyone's). */
export default function AccountPage() {
  const { can, logout } = useAuth()
  const { message } = App.useApp()
  const [everyone, setEveryone] = useState(false)
  const { data, loading, reload } = useLoad<AdminData<'/sessions'>>(`/sessions${everyone ? '?operatorId=0' : ''}`)
  const [form] = Form.useForm<{ current: string; password: string; confirm: string }>()
  const [busy, setBusy] = useState(false)

  const revoke = async (s: SessionRow) => {
    try {
      const r = await api.post<AdminData<'/sessions/{id}/revoke', 'post'>>(`/sessions/${s.id}/revoke`)
      message.success(t('sessionRevoked'))
      if (r.current) void logout()
      else reload()
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e))
    }
  }
  const change = async () => {
    const v = await form.validateFields()
    setBusy(true)
    try {
      await api.post('/me/password', { current: v.current, password: v.password })
      message.success(t('passwordChanged'))
      form.resetFields()
      reload()
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Row gutter={16}>
      <Col xs={24} xl={8}>
        <Card className="adm-card" title={t('changePassword')}>
          <Form form={form} layout="vertical" onFinish={() => void change()}>
            <Form.Item name="current" label={t('currentPassword')} rules={[{ required: true }]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Form.Item name="password" label={t('ownNewPassword')} rules={[{ required: true, min: 10, max: 128, message: t('passwordRule') }]}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name="confirm"
              label={t('confirmPassword')}
              dependencies={['password']}
              rules={[
                { required: true },
                ({ getFieldValue }) => ({
                  validator: (_, v) => (v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('passwordMismatch')))),
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Typography.Paragraph type="secondary">{t('passwordOthersEnd')}</Typography.Paragraph>
            <Button type="primary" htmlType="submit" loading={busy} data-testid="password-save">
              {t('changePassword')}
            </Button>
          </Form>
        </Card>
      </Col>
      <Col xs={24} xl={16}>
        <Card
          className="adm-card"
          title={t('sessionsTitle')}
          extra={
            can('operators.manage') && (
              <Space>
                <Typography.Text>{t('sessionsEveryone')}</Typography.Text>
                <Switch checked={everyone} onChange={setEveryone} />
              </Space>
            )
          }
        >
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Alert type="info" showIcon title={t('sessionsIdle', { n: data?.idleMinutes ?? 0 })} />
            <Table<SessionRow>
              rowKey="id"
              size="middle"
              loading={loading}
              dataSource={data?.sessions ?? []}
              pagination={false}
              data-testid="sessions"
              columns={[
                sessionCol('email', { title: t('operator'), render: (e: string, s) => (s.current ? <Space>{e}<Tag color="green">{t('thisSession')}</Tag></Space> : e) }),
                sessionCol('createdAt', { title: t('sessionStarted'), render: when }),
                sessionCol('lastSeenAt', { title: t('sessionLastUsed'), render: when }),
                {
                  title: '',
                  key: 'revoke',
                  render: (_: unknown, s) => (
                    <Button size="small" danger onClick={() => void revoke(s)} data-testid={`revoke-${s.id}`}>
                      {s.current ? t('logout') : t('revoke')}
                    </Button>
                  ),
                },
              ]}
            />
          </Space>
        </Card>
      </Col>
    </Row>
  )
}
