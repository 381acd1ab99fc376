import { useState } from 'react'
import { Alert, Button, Card, Form, Input, Typography } from 'antd'
import { LockOutlined, MailOutlined, SafetyOutlined } from '@ant-design/icons'
import { api, ApiError, type Me } from '../api'
import { t } from '../messages'
import type { AdminData } from '@/lib/api/contract'

/**
 * The operator login's first step: e-mail and password; lockout and errors come from the server.
 * The answer's stage says what follows: the code step, or enrolment for an operator without an
 * authenticator yet.
 */
export function LoginPage({ onSignedIn }: { onSignedIn: (m: Me) => void }) {
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  // Past the per-address size (an office behind one address) the server asks for an image code.
  const [captcha, setCaptcha] = useState<AdminData<'/login/captcha'> | null>(null)
  const [form] = Form.useForm<{ email: string; password: string; captcha?: string }>()
  const newPicture = async (sid?: string) => {
    setCaptcha(await api.get<AdminData<'/login/captcha'>>('/login/captcha' + (sid ? `?sid=${encodeURIComponent(sid)}` : '')))
    form.setFieldsValue({ captcha: '' })
  }
  const submit = async (v: { email: string; password: string; captcha?: string }) => {
    setBusy(true)
    setError('')
    try {
      const body = captcha ? { email: v.email, password: v.password, sid: captcha.sid, captcha: v.captcha ?? '' } : { email: v.email, password: v.password }
      onSignedIn(await api.post<AdminData<'/login', 'post'>>('/login', body))
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e))
      if (e instanceof ApiError && (e.code === 'captcha_required' || e.code === 'captcha_wrong')) await newPicture(captcha?.sid).catch(() => undefined)
      else if (captcha) await newPicture(captcha.sid).catch(() => undefined)
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
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item name="email" label={t('email')} rules={[{ required: true, message: t('emailRequired') }]}>
            <Input prefix={<MailOutlined />} autoComplete="username" size="large" />
          </Form.Item>
          <Form.Item name="password" label={t('password')} rules={[{ required: true, message: t('passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
          </Form.Item>
          {captcha && (
            <Form.Item label={t('captchaLabel')} required>
              <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <Form.Item name="captcha" noStyle rules={[{ required: true, message: t('captchaRequired') }]}>
                  <Input size="large" maxLength={8} autoComplete="off" data-testid="login-captcha" style={{ flex: 1 }} />
                </Form.Item>
                <img src={captcha.image} alt={t('captchaLabel')} width={100} height={40} data-sid={captcha.sid} data-testid="login-captcha-image" style={{ cursor: 'pointer', borderRadius: 6 }} onClick={() => void newPicture(captcha.sid)} />
              </div>
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block size="large" loading={busy}>
            {t('login')}
          </Button>
        </Form>
      </Card>
    </div>
  )
}

/**
 * The second login step: the 6-digit code of the operator's authenticator app, or one of their
 * recovery codes. Wrong codes count against the same lockout as wrong passwords (server side).
 */
export function CodeStepPage({ me, onSignedIn, onCancel }: { me: Me; onSignedIn: (m: Me) => void; onCancel: () => void }) {
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [form] = Form.useForm<{ code: string }>()
  const submit = async (v: { code: string }) => {
    setBusy(true)
    setError('')
    try {
      onSignedIn(await api.post<AdminData<'/login/code', 'post'>>('/login/code', { code: v.code.trim() }))
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e))
      form.setFieldsValue({ code: '' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="adm-login">
      <Card className="adm-login-card">
        <div style={{ display: 'flex', alignItems: 'center', gap: 10, marginBottom: 8 }}>
          <span className="adm-brand-mark">
            <SafetyOutlined />
          </span>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('codeTitle')}
          </Typography.Title>
        </div>
        <Typography.Paragraph type="secondary">
          <Typography.Text strong>{me.operator.email}</Typography.Text>
          <br />
          {t('codeHelp')}
        </Typography.Paragraph>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />}
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item name="code" label={t('codeLabel')} rules={[{ required: true, message: t('codeRequired') }]}>
            <Input autoComplete="one-time-code" inputMode="text" size="large" maxLength={24} autoFocus className="adm-code-input" placeholder="123456" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={busy}>
            {t('verify')}
          </Button>
          <Button type="link" block style={{ marginTop: 8 }} onClick={onCancel}>
            {t('backToLogin')}
          </Button>
        </Form>
      </Card>
    </div>
  )
}
