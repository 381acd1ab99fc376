import { Button, Input } from 'antd-mobile'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { ErrorState, PageHeader, SkeletonList } from '@/components'
import { showSuccess, showToast } from '@/lib/feedback'
import { isOk } from '@/lib/http'
import { t, type MessageKey } from '@/lib/i18n'
import { KYC_QUERY_KEY, photosAsked, submitKyc, useKycStatus, type KycStatus } from '../api/kyc'
import { shrinkPhoto } from '../logic/photo'
import '../components/loans.css'

const redoText: Record<string, MessageKey> = {
  id_photo: 'kycRedoIdPhoto',
  selfie: 'kycRedoSelfie',
  both: 'kycRedoBoth',
}

/**
 * /identity: the identity check. The borrower picks one of the accepted IDs, types its
 * number and sends a photo of it and a selfie; an operator approves it or says what to send
 * again (only that photo is asked) or refuses it with a reason.
 */
export default function IdentityPage() {
  const queryClient = useQueryClient()
  const status = useKycStatus()
  const data = status.data
  return (
    <div className="pt-page pt-kyc">
      <PageHeader title={t('kycTitle')}>
        <div style={{ fontSize: 13, opacity: 0.92, paddingBottom: 4 }}>{t('kycSubtitle')}</div>
      </PageHeader>
      <main className="pt-section pt-loan-lift">
        {status.isPending ? (
          <SkeletonList rows={3} />
        ) : status.isError || !data ? (
          <ErrorState error={status.error} onRetry={() => status.refetch()} />
        ) : (
          <>
            <StatusCard status={data} />
            {data.status === 'none' || data.status === 'redo' || data.status === 'rejected' ? (
              <IdentityForm key={`${data.status}-${data.redo}`} status={data} onSent={(next) => queryClient.setQueryData(KYC_QUERY_KEY, next)} />
            ) : null}
          </>
        )}
      </main>
    </div>
  )
}

function StatusCard({ status }: { status: KycStatus }) {
  const typeName = (status.idTypes ?? []).find((x) => x.code === status.idType)?.name ?? ''
  const card = typeName && status.idLast4 ? t('kycCardEnding', { type: typeName, last4: status.idLast4 }) : ''
  const tone = status.status === 'approved' ? 'ok' : status.status === 'submitted' ? 'wait' : status.status === 'none' ? 'info' : 'warn'
  return (
    <section className={`pt-card pt-kyc-status pt-kyc-status--${tone}`} data-testid="kyc-status" data-status={status.status} aria-live="polite">
      <div className="pt-kyc-status__badge" aria-hidden="true">
        {tone === 'ok' ? '✓' : tone === 'wait' ? '…' : tone === 'warn' ? '!' : 'ID'}
      </div>
      <div className="pt-kyc-status__body">
        <h2 className="pt-kyc-status__title">{t(`kycStatus_${status.status}` as MessageKey)}</h2>
        <p className="pt-kyc-status__text">{t(`kycStatusText_${status.status}` as MessageKey)}</p>
        {status.reason && (status.status === 'redo' || status.status === 'rejected') ? (
          <p className="pt-kyc-status__reason" data-testid="kyc-reason">
            {status.reason}
          </p>
        ) : null}
        {status.status === 'redo' && redoText[status.redo] ? (
          <p className="pt-kyc-status__text" data-testid="kyc-redo">
            <strong>{t(redoText[status.redo])}</strong>
          </p>
        ) : null}
        {card && status.status !== 'none' ? <p className="pt-kyc-status__card">{card}</p> : null}
      </div>
    </section>
  )
}

function IdentityForm({ status, onSent }: { status: KycStatus; onSent: (next: KycStatus) => void }) {
  const asked = photosAsked(status)
  const [idType, setIdType] = useState(status.status === 'redo' ? status.idType : '')
  const [idNumber, setIdNumber] = useState('')
  const [idPhoto, setIdPhoto] = useState<File | null>(null)
  const [selfie, setSelfie] = useState<File | null>(null)
  const [sending, setSending] = useState(false)
  const type = (status.idTypes ?? []).find((x) => x.code === idType)

  const send = async () => {
    if (sending) return
    const missing = !idType ? t('kycNeedType') : !idNumber.trim() ? t('kycNeedNumber') : asked.idPhoto && !idPhoto ? t('kycNeedIdPhoto') : asked.selfie && !selfie ? t('kycNeedSelfie') : ''
    if (missing) {
      showToast(missing)
      return
    }
    setSending(true)
    try {
      const resp = await submitKyc({
        idType,
        idNumber: idNumber.trim(),
        idPhoto: asked.idPhoto ? await shrinkPhoto(idPhoto as File) : null,
        selfie: asked.selfie ? await shrinkPhoto(selfie as File) : null,
      })
      if (!isOk(resp, '00')) return // the client toasted the server's message
      showSuccess(t('kycSent'))
      onSent(resp.data)
      window.scrollTo(0, 0)
    } catch {
      // Network failure: the client toasted 'error'.
    } finally {
      setSending(false)
    }
  }

  return (
    <section className="pt-card pt-kyc-form" data-testid="kyc-form">
      <h2 className="pt-loan-form-title">{status.status === 'redo' ? t('kycFormRedoTitle') : t('kycFormTitle')}</h2>
      <div className="pt-kyc-field">
        <label className="pt-kyc-label" htmlFor="kyc-id-type">
          {t('kycIdType')}
        </label>
        <select id="kyc-id-type" className="pt-kyc-select" value={idType} onChange={(e) => setIdType(e.target.value)} disabled={sending}>
          <option value="">{t('kycChooseId')}</option>
          {(status.idTypes ?? []).map((x) => (
            <option key={x.code} value={x.code}>
              {x.name}
            </option>
          ))}
        </select>
      </div>
      <div className="pt-kyc-field">
        <label className="pt-kyc-label" htmlFor="kyc-id-number">
          {t('kycIdNumber')}
        </label>
        <Input
          id="kyc-id-number"
          className="pt-kyc-input"
          value={idNumber}
          onChange={setIdNumber}
          placeholder={type ? t('kycNumberExample', { example: type.example }) : t('kycNumberPlaceholder')}
          autoComplete="off"
          maxLength={24}
          disabled={sending}
        />
        {status.status === 'redo' && status.idLast4 ? <p className="pt-kyc-hint">{t('kycRetypeNumber', { last4: status.idLast4 })}</p> : null}
      </div>
      <div className="pt-kyc-photos">
        {asked.idPhoto ? (
          <PhotoPicker id="kyc-id-photo" label={t('kycIdPhoto')} hint={t('kycIdPhotoHint')} capture="environment" file={idPhoto} onChange={setIdPhoto} disabled={sending} />
        ) : null}
        {asked.selfie ? (
          <PhotoPicker id="kyc-selfie" label={t('kycSelfie')} hint={t('kycSelfieHint')} capture="user" file={selfie} onChange={setSelfie} disabled={sending} />
        ) : null}
      </div>
      <p className="pt-loan-privacy-note">{t('kycPrivacy')}</p>
      <Button block color="primary" size="large" shape="rounded" loading={sending} onClick={send} data-testid="kyc-send">
        {t('kycSend')}
      </Button>
    </section>
  )
}

interface PhotoPickerProps {
  id: string
  label: string
  hint: string
  capture: 'user' | 'environment'
  file: File | null
  onChange: (file: File | null) => void
  disabled: boolean
}

/** One photo: the camera (or gallery) through a file input, with a preview of the photo taken. */
function PhotoPicker({ id, label, hint, capture, file, onChange, disabled }: PhotoPickerProps) {
  const [preview, setPreview] = useState('')
  useEffect(() => {
    if (!file) {
      setPreview('')
      return
    }
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file])
  return (
    <div className="pt-kyc-photo" data-testid={`${id}-box`}>
      <input
        id={id}
        className="pt-visually-hidden"
        type="file"
        accept="image/*"
        capture={capture}
        disabled={disabled}
        data-testid={id}
        onChange={(e) => {
          const f = e.target.files?.[0] ?? null
          if (f && f.type && !f.type.startsWith('image/')) {
            showToast(t('kycNotImage'))
            e.target.value = ''
            return
          }
          onChange(f)
        }}
      />
      <label htmlFor={id} className={`pt-kyc-photo__frame${preview ? ' pt-kyc-photo__frame--filled' : ''}`}>
        {preview ? (
          <img src={preview} alt={t('kycPreviewOf', { label })} className="pt-kyc-photo__img" />
        ) : (
          <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true">
            <path
              d="M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 100-8 4 4 0 000 8z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
        )}
        <span className="pt-kyc-photo__label">{label}</span>
        <span className="pt-kyc-photo__hint">{preview ? t('kycRetake') : hint}</span>
      </label>
    </div>
  )
}
