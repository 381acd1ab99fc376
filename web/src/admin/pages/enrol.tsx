import { useEffect, useRef, useState } from 'react'
import { Alert, App, Button, Card, Form, Input, QRCode, Result, Space, Spin, Typography } from 'antd'
import { CopyOutlined, LockOutlined, SafetyOutlined } from '@ant-design/icons'
import { api, ApiError, type Enrolled, type Me } from '../api'
import { t } from '../messages'

function Frame({ title, wide, children }: { title: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className="adm-login">
      <Card className={wide ? 'adm-login-card adm-wide' : 'adm-login-card'}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 10, marginBottom: 8 }}>
          <span className="adm-brand-mark">
            <SafetyOutlined />
          </span>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
        </div>
        {children}
      </Card>
    </div>
  )
}

const errorText = (e: unknown) => (e instanceof ApiError ? e.message : String(e))

/**
 * The one-time set-up link (/admin/setup?token=...) of an operator an admin created: they
 * choose their password here, and the answer is a session that can only enrol (the caller then
 * leaves the link's address: the token is spent).
 */
export function SetupLinkPage({ token, onSignedIn }: { token: string; onSignedIn: (m: Me) => void }) {
  const [info, setInfo] = useState<{ email: string; name: string; expiresAt: number } | null>(null)
  const [linkError, setLinkError] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    api
      .get<{ email: string; name: string; expiresAt: number }>(`/setup?token=${encodeURIComponent(token)}`)
      .then(setInfo)
      .catch((e) => setLinkError(errorText(e)))
  }, [token])
  const submit = async (v: { password: string }) => {
    setBusy(true)
    setError('')
    try {
      onSignedIn(await api.post<Me>('/setup', { token, password: v.password }))
    } catch (e) {
      setError(errorText(e))
    } finally {
      setBusy(false)
    }
  }
  if (linkError) {
    return (
      <Frame title={t('setupTitle')}>
        <Result status="warning" title={t('setupLinkBad')} subTitle={linkError} data-testid="setup-link-error" />
      </Frame>
    )
  }
  if (!info) {
    return (
      <Frame title={t('setupTitle')}>
        <Spin />
      </Frame>
    )
  }
  return (
    <Frame title={t('setupTitle')}>
      <Typography.Paragraph type="secondary">{t('setupWelcome', { name: info.name, email: info.email })}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="password" label={t('setupPassword')} extra={t('passwordRule')} rules={[{ required: true, min: 10, max: 128, message: t('passwordRule') }]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('passwordMismatch') },
            ({ getFieldValue }) => ({
              validator: (_, v) => (v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('passwordMismatch')))),
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {t('setPassword')}
        </Button>
      </Form>
    </Frame>
  )
}

/** The key in groups of four, as authenticator apps show it. */
const grouped = (key: string) => key.replace(/(.{4})/g, '$1 ').trim()

/**
 * Enrolment in a setup-stage session: a new key as a QR code (the otpauth:// URI) and typed
 * out, confirmed by a code from the app; then the recovery codes, shown once, before the desk.
 */
export default function EnrolPage({ me, onSignedIn, onCancel }: { me: Me; onSignedIn: (m: Me) => void; onCancel: () => void }) {
  const { message } = App.useApp()
  const [key, setKey] = useState<{ uri: string; secret: string } | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<Enrolled | null>(null)
  const [form] = Form.useForm<{ code: string }>()
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return // one key per page, also under StrictMode's double effect
    started.current = true
    api
      .post<{ uri: string; secret: string }>('/totp/setup')
      .then(setKey)
      .catch((e) => setError(errorText(e)))
  }, [])
  const confirm = async (v: { code: string }) => {
    setBusy(true)
    setError('')
    try {
      setDone(await api.post<Enrolled>('/totp/confirm', { code: v.code.trim() }))
    } catch (e) {
      setError(errorText(e))
      form.setFieldsValue({ code: '' })
    } finally {
      setBusy(false)
    }
  }
  if (done) {
    const text = done.recoveryCodes.join('\n')
    return (
      <Frame title={t('recoveryTitle')} wide>
        <Typography.Paragraph type="secondary">{t('recoveryHelp')}</Typography.Paragraph>
        <div className="adm-recovery" data-testid="recovery-codes">
          {done.recoveryCodes.map((c) => (
            <span key={c}>{c}</span>
          ))}
        </div>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Button
            block
            icon={<CopyOutlined />}
            onClick={() => {
              void navigator.clipboard?.writeText(text).then(() => message.success(t('copied')))
            }}
          >
            {t('recoveryCopy')}
          </Button>
          <Button type="primary" block size="large" onClick={() => onSignedIn(done)}>
            {t('recoverySaved')}
          </Button>
        </Space>
      </Frame>
    )
  }
  return (
    <Frame title={t('enrolTitle')} wide>
      <Typography.Paragraph type="secondary">
        <Typography.Text strong>{me.operator.email}</Typography.Text>
        <br />
        {t('enrolHelp')}
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="enrol-error" />}
      {!key ? (
        !error && <Spin />
      ) : (
        <>
          <div style={{ display: 'flex', gap: 16, alignItems: 'center', marginBottom: 16 }}>
            <QRCode value={key.uri} size={168} bordered data-testid="totp-qr" />
            <div>
              <Typography.Text type="secondary">{t('enrolKey')}</Typography.Text>
              <div className="adm-key" data-testid="totp-secret">
                {grouped(key.secret)}
              </div>
            </div>
          </div>
          <Form form={form} layout="vertical" onFinish={confirm} requiredMark={false}>
            <Form.Item name="code" label={t('codeLabel')} rules={[{ required: true, message: t('codeRequired') }]}>
              <Input autoComplete="one-time-code" inputMode="numeric" size="large" maxLength={8} className="adm-code-input" placeholder="123456" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" loading={busy}>
              {t('enrolConfirm')}
            </Button>
          </Form>
        </>
      )}
      <Button type="link" block style={{ marginTop: 8 }} onClick={onCancel}>
        {t('logout')}
      </Button>
    </Frame>
  )
}
