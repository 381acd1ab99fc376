import { Button, Input } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { PageHeader } from '@/components'
import { t, type MessageKey } from '@/lib/i18n'
import { getCommonParams, useNav, type CommonParamName } from '@/lib/params'
import './test-preview.css'

const DEVICE_PARAMS: CommonParamName[] = ['sessionId', 'userId', 'mobile', 'deviceId', 'merchantNumber', 'building', 'gather', 'swift', 'eyes', 'lang']
const ORDER_PARAMS: CommonParamName[] = ['productId', 'orderId']

const PAGES: { label: MessageKey; path: string }[] = [
  { label: 'previewConfirmLoan', path: '/loanConfirmNew' },
  { label: 'previewLoanDetail', path: '/loanDetail' },
  { label: 'previewRepay', path: '/repayment' },
  { label: 'previewExtension', path: '/repayDelay' },
  { label: 'previewBindBank', path: '/bindBank' },
  { label: 'previewAboutUs', path: '/aboutUs' },
  { label: 'previewComplaint', path: '/complaint' },
  { label: 'previewCustomerService', path: '/customerService' },
  { label: 'previewPrivacy', path: '/privacyPolicy' },
  { label: 'previewRepaymentInstruction', path: '/paymentGuide' },
]

type Values = Partial<Record<CommonParamName, string>>

/** Developer preview (spec section 2): edit the params a host would pass and open any page with them. */
export default function TestPreviewPage() {
  const nav = useNav()
  const [values, setValues] = useState<Values>(() => getCommonParams())
  const [photo, setPhoto] = useState<string | undefined>()
  const [contact, setContact] = useState({ name: '', phone: '' })
  const [location, setLocation] = useState('')

  useEffect(() => () => {
    if (photo) URL.revokeObjectURL(photo)
  }, [photo])

  const open = (path: string) => {
    const extra: Record<string, string | null> = {}
    for (const name of [...DEVICE_PARAMS, ...ORDER_PARAMS]) extra[name] = values[name] ? values[name]! : null
    nav.go(path, extra)
  }

  const locate = () => {
    if (!('geolocation' in navigator)) return setLocation(t('previewLocationUnsupported'))
    navigator.geolocation.getCurrentPosition(
      (pos) =>
        setLocation(
          t('previewLocationResult', {
            lat: pos.coords.latitude.toFixed(5),
            lng: pos.coords.longitude.toFixed(5),
            accuracy: Math.round(pos.coords.accuracy),
          }),
        ),
      (err) => setLocation(t('previewLocationError', { message: err.message || String(err.code) })),
      { enableHighAccuracy: false, timeout: 10000 },
    )
  }

  const field = (name: CommonParamName) => (
    <label className="pt-preview__field" key={name}>
      <span>{name}</span>
      <Input
        value={values[name] ?? ''}
        onChange={(v) => setValues((old) => ({ ...old, [name]: v }))}
        aria-label={name}
        clearable
      />
    </label>
  )

  return (
    <div className="pt-page pt-preview">
      <PageHeader title={t('previewTitle')} />
      <main className="pt-section">
        <h2 className="pt-section-title">{t('previewDeviceParams')}</h2>
        <section className="pt-card">{DEVICE_PARAMS.map(field)}</section>

        <h2 className="pt-section-title">{t('previewOrderParams')}</h2>
        <section className="pt-card">{ORDER_PARAMS.map(field)}</section>

        <h2 className="pt-section-title">{t('previewPages')}</h2>
        <section className="pt-preview__buttons">
          {PAGES.map((page) => (
            <Button key={page.path} color="primary" fill="outline" shape="rounded" onClick={() => open(page.path)}>
              {t(page.label)}
            </Button>
          ))}
        </section>

        <h2 className="pt-section-title">{t('previewDeviceFeatures')}</h2>
        <section className="pt-card">
          <label className="pt-preview__field">
            <span>{t('previewPhoto')}</span>
            <input
              type="file"
              accept="image/*"
              capture="environment"
              aria-label={t('previewTakePhoto')}
              onChange={(e) => {
                const file = e.target.files?.[0]
                setPhoto(file ? URL.createObjectURL(file) : undefined)
              }}
            />
          </label>
          {photo ? <img className="pt-preview__photo" src={photo} alt={t('previewPhoto')} /> : null}
        </section>

        <section className="pt-card">
          <div className="pt-preview__subtitle">{t('previewContact')}</div>
          <label className="pt-preview__field">
            <span>{t('previewContactName')}</span>
            <Input value={contact.name} onChange={(name) => setContact((c) => ({ ...c, name }))} aria-label={t('previewContactName')} />
          </label>
          <label className="pt-preview__field">
            <span>{t('previewContactPhone')}</span>
            <Input
              type="tel"
              value={contact.phone}
              onChange={(phone) => setContact((c) => ({ ...c, phone: phone.replace(/[^\d+]/g, '') }))}
              aria-label={t('previewContactPhone')}
            />
          </label>
          {contact.name || contact.phone ? (
            <div className="pt-muted">{t('previewContactSaved', { name: contact.name, phone: contact.phone })}</div>
          ) : null}
        </section>

        <section className="pt-card">
          <Button block color="primary" shape="rounded" onClick={locate}>
            {t('previewLocation')}
          </Button>
          {location ? (
            <div className="pt-preview__location" role="status">
              {location}
            </div>
          ) : null}
        </section>
      </main>
    </div>
  )
}
