import { useState } from 'react'
import { Alert, Button, Card, Form, Input, Typography } from 'antd'
import { LockOutlined, MailOutlined } from '@ant-design/icons'
import { api, ApiError, type Me } from '../api'
import { t } from '../messages'

/** The operator login: e-mail and password; lockout and errors come from the server. */
export function LoginPage({ onSignedIn }: { onSignedIn: (m: Me) => void }) {
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async (v: { email: string; password: string }) => {
    setBusy(true)
    setError('')
    try {
      onSignedIn(await api.post<Me>('/login', v))
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="adm-login">
      <Card className="adm-login-card">
        <div style={{ display: 'flex', alignItems: 'center', gap: 10, marginBottom: 8 }}>
          <span className="adm-brand-mark">P</span>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('appName')}
          </Typography.Title>
        </div>
        <Typography.Paragraph type="secondary">{t('loginTitle')}</Typography.Paragraph>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />}
        <Form layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item name="email" label={t('email')} rules={[{ required: true, message: t('emailRequired') }]}>
            <Input prefix={<MailOutlined />} autoComplete="username" size="large" />
          </Form.Item>
          <Form.Item name="password" label={t('password')} rules={[{ required: true, message: t('passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={busy}>
            {t('login')}
          </Button>
        </Form>
      </Card>
    </div>
  )
}
