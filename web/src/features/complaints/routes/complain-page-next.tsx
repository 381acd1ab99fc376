import { Button, TextArea, type ImageUploadItem } from 'antd-mobile'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { EmptyState, PageHeader } from '@/components'
import { showToast } from '@/lib/feedback'
import { t } from '@/lib/i18n'
import { useNav } from '@/lib/params'
import { getItem, removeItem, setItem, STORAGE_KEYS } from '@/lib/storage'
import { saveProblem, useProblemInit } from '../api/complaints'
import { ClockIcon } from '../components/icons'
import '../components/complaints.css'

/** Spec section 9: 200 characters, 9 images, success modal for 1500 ms. */
const MAX_DETAIL = 200
const MAX_IMAGES = 9
const SUCCESS_MODAL_MS = 1500

// The uploader and the success modal load after the form shows: they are most of the page's code.
const EvidenceUploader = lazy(() => import('../components/evidence-uploader'))
const loadSubmittedModal = () => import('../components/submitted-modal')

/** The complaint form (spec section 2): read-only type tags, description, evidence, Send. */
export default function ComplainPageNextPage() {
  const nav = useNav()
  const [params] = useSearchParams()
  const problemType = params.get('problemType') ?? ''
  const problemSonType = params.get('problemSonType') ?? ''
  const orderNo = params.get('orderNo') || getItem(STORAGE_KEYS.orderNo) || ''
  const init = useProblemInit()

  // A draft of the same type survives a reload or a trip back; it is cleared after sending.
  const [draft] = useState(() => {
    const saved = getItem(STORAGE_KEYS.complaintDraft)
    return saved && saved.problemType === problemType && (saved.problemSonType ?? '') === problemSonType ? saved : undefined
  })
  const [detail, setDetail] = useState(draft?.problemDetail ?? '')
  const [images, setImages] = useState<ImageUploadItem[]>(() => (draft?.images ?? []).map((url) => ({ url, key: url })))
  const [uploading, setUploading] = useState(0)
  const [sending, setSending] = useState(false)
  const sent = useRef(false)

  useEffect(() => {
    if (sent.current) return
    setItem(STORAGE_KEYS.complaintDraft, { problemType, problemSonType, problemDetail: detail, images: images.map((i) => i.url) })
  }, [problemType, problemSonType, detail, images])

  if (!problemType || !orderNo) {
    return (
      <div className="pt-page pt-cp-page">
        <PageHeader title={t('complaintForm')} />
        <EmptyState
          description={t('complaintChooseOrder')}
          action={
            <Button color="primary" shape="rounded" onClick={() => nav.go('/complaint', { problemType: null, problemSonType: null }, { replace: true })}>
              {t('onlineService')}
            </Button>
          }
        />
      </div>
    )
  }

  const typeTitle = init.data?.problemType?.find((x) => String(x.value) === problemType)?.title ?? ''
  const sonTitle = problemSonType ? (init.data?.problemSonType?.find((x) => String(x.value) === problemSonType)?.title ?? '') : ''

  const send = async () => {
    if (!detail.trim()) {
      showToast(t('fillCommentsAndSuggestions'))
      return
    }
    setSending(true)
    try {
      const resp = await saveProblem({
        problemType,
        problemSonType,
        problemDetail: detail.trim(),
        problemImage: images.map((i) => i.url).join(','),
        orderNo,
      })
      if (!resp.success) return
      sent.current = true
      removeItem(STORAGE_KEYS.complaintDraft)
      removeItem(STORAGE_KEYS.orderNo)
      const { showSubmitted } = await loadSubmittedModal()
      showSubmitted(resp.data?.replyBy ?? '', SUCCESS_MODAL_MS, () =>
        nav.go('/complaintList', { problemType: null, problemSonType: null, orderNo: null }, { replace: true }),
      )
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="pt-page pt-cp-page">
      <PageHeader title={t('onlineService')} />
      <main className="pt-section pt-cp-form">
        <section className="pt-card">
          <h2 className="pt-cp-label">{t('complaintTypeLabel')}</h2>
          <div className="pt-cp-tags" data-testid="complaint-tags">
            {typeTitle ? <span className="pt-cp-tag">{typeTitle}</span> : null}
            {sonTitle ? <span className="pt-cp-tag pt-cp-tag--sub">{sonTitle}</span> : null}
          </div>
          <div className="pt-cp-order-no">{t('complaintOrderLabel', { orderNo })}</div>
        </section>

        <section className="pt-card">
          <h2 className="pt-cp-label">
            <label htmlFor="complaint-detail">{t('complaintDescriptionLabel')}</label>
          </h2>
          <TextArea
            id="complaint-detail"
            className="pt-cp-textarea"
            value={detail}
            onChange={(v) => setDetail(v.slice(0, MAX_DETAIL))}
            maxLength={MAX_DETAIL}
            rows={5}
            autoSize={{ minRows: 5, maxRows: 9 }}
            placeholder={t('complaintDescriptionPlaceholder')}
            showCount={(length) => <div className="adm-text-area-count">{t('characterCounter', { count: length, max: MAX_DETAIL })}</div>}
          />
        </section>

        <section className="pt-card">
          <h2 className="pt-cp-label">
            {t('complaintEvidenceLabel')}{' '}
            <span className="pt-muted" style={{ fontWeight: 400 }}>
              {t('characterCounter', { count: images.length, max: MAX_IMAGES })}
            </span>
          </h2>
          <Suspense fallback={<div className="pt-cp-uploader-placeholder" aria-busy="true" />}>
            <EvidenceUploader value={images} onChange={setImages} onPending={setUploading} />
          </Suspense>
          <p className="pt-cp-hint">{t('complaintEvidenceHint', { max: MAX_IMAGES })}</p>
        </section>

        <div className="pt-cp-promise">
          <ClockIcon />
          <span>{t('replyPromise')}</span>
        </div>
      </main>
      <div className="pt-cp-actions">
        <Button block color="primary" shape="rounded" loading={sending} disabled={uploading > 0 || sending} onClick={send}>
          {t('send')}
        </Button>
      </div>
    </div>
  )
}
