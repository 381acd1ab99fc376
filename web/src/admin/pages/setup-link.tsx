import { useEffect, useState } from 'react'
import { Alert, Button, Form, Input, Result, Spin, Typography } from 'antd'
import { LockOutlined } from '@ant-design/icons'
import { api, ApiError, type Me } from '../api'
import { Frame } from '../components/login-frame'
import { t } from '../messages'
import type { AdminData } from '@/lib/api/contract'

const errorText = (e: unknown) => (e instanceof ApiError ? e.message : String(e))

/**
 * The one-time set-up link (/admin/setup?token=...) of an operator an admin created: they
 * choose their password here, and the answer is a session that can only enrol (the caller then
 * leaves the link's address: the token is spent).
 */
export default function SetupLinkPage({ token, onSignedIn }: { token: string; onSignedIn: (m: Me) => void }) {
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
      onSignedIn(await api.post<AdminData<'/setup', 'post'>>('/setup', { token, password: v.password }))
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

