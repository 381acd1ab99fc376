import { useEffect, useRef, useState } from 'react'
import { Alert, App, Button, Form, Input, QRCode, Space, Spin, Typography } from 'antd'
import { CopyOutlined } from '@ant-design/icons'
import { api, ApiError, type Enrolled, type Me } from '../api'
import { Frame } from '../components/login-frame'
import { t } from '../messages'

const errorText = (e: unknown) => (e instanceof ApiError ? e.message : String(e))

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
    const text = (done.recoveryCodes ?? []).join('\n')
    return (
      <Frame title={t('recoveryTitle')} wide>
        <Typography.Paragraph type="secondary">{t('recoveryHelp')}</Typography.Paragraph>
        <div className="adm-recovery" data-testid="recovery-codes">
          {(done.recoveryCodes ?? []).map((c) => (
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
