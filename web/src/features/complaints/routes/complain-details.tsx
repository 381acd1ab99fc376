import { lazy, Suspense, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { ErrorState, PageHeader, SkeletonList } from '@/components'
import { displayDate, displayDateTime } from '@/lib/format'
import { t } from '@/lib/i18n'
import { useProblemDetail } from '../api/complaints'
import { ClockIcon, HeadsetIcon } from '../components/icons'
import { ImageGrid } from '../components/image-grid'

// The rating modal is needed 3 s after load at the earliest: it loads then, not with the page.
const RatingModal = lazy(() => import('../components/rating-modal'))
import '../components/complaints.css'

/** Spec section 9: the rating modal opens 3000 ms after the detail loads. */
const RATING_DELAY_MS = 3000
const MAX_DETAIL = 200

/** Complaint detail, 'Online service' (spec section 2). */
export default function ComplainDetailsPage() {
  const [params] = useSearchParams()
  const problemId = params.get('problemId') ?? ''
  const detail = useProblemDetail(problemId)
  const [rating, setRating] = useState(false)
  const data = detail.data
  const needScore = data ? Number(data.isNeedScore) !== 0 : false

  useEffect(() => {
    if (!needScore) return
    const timer = window.setTimeout(() => setRating(true), RATING_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [needScore, data?.problemId])

  const hasResult = !!data && (data.disposeDetail.trim() !== '' || (data.disposeImages?.length ?? 0) > 0)

  return (
    <div className="pt-page pt-cp-page">
      <PageHeader title={t('onlineService')} />
      <main className="pt-section pt-cp-form">
        {detail.isPending && problemId ? (
          <SkeletonList rows={2} />
        ) : detail.isError || !data ? (
          <div className="pt-card">
            <ErrorState description={t('complaintNotFound')} onRetry={problemId ? () => detail.refetch() : undefined} />
          </div>
        ) : (
          <>
            <section className="pt-card" aria-label={t('complaintContent')}>
              <div className="pt-cp-tags" data-testid="complaint-tags">
                <span className="pt-cp-tag">{data.type}</span>
                {data.sonType ? <span className="pt-cp-tag pt-cp-tag--sub">{data.sonType}</span> : null}
              </div>
              <h2 className="pt-cp-label" style={{ marginTop: 16 }}>
                {t('complaintContent')}
              </h2>
              <div className="pt-cp-readonly" data-testid="complaint-content">
                <div className="pt-cp-readonly__text">{data.content}</div>
                <div className="pt-cp-readonly__count">{t('characterCounter', { count: [...data.content].length, max: MAX_DETAIL })}</div>
              </div>
              <ImageGrid images={data.images ?? []} label={t('complaintAttachedImages')} />
              <div className="pt-cp-meta">
                <span>{displayDateTime(data.time)}</span>
                <span>{data.statusText}</span>
              </div>
            </section>

            {hasResult ? (
              <section className="pt-card" data-testid="process-result">
                <h2 className="pt-cp-label">{t('processResult')}</h2>
                <div className="pt-cp-result__head">
                  <span className="pt-cp-result__avatar">
                    <HeadsetIcon />
                  </span>
                  <span className="pt-cp-result__name">{data.disposeName}</span>
                </div>
                {data.disposeDetail ? <div className="pt-cp-result__text">{data.disposeDetail}</div> : null}
                <ImageGrid images={data.disposeImages ?? []} label={t('processResult')} />
                {data.score > 0 ? (
                  <div className="pt-cp-meta" style={{ alignItems: 'center' }}>
                    <span>{t('complaintRated', { score: data.score })}</span>
                    <span className="pt-cp-stars" aria-hidden="true">
                      {'★'.repeat(data.score)}
                      <span className="pt-cp-stars__off">{'★'.repeat(5 - data.score)}</span>
                    </span>
                  </div>
                ) : null}
              </section>
            ) : (
              <div className="pt-cp-waiting" role="status">
                <ClockIcon />
                <span>{t('complaintAwaitingReply', { date: displayDate(data.replyBy) })}</span>
              </div>
            )}
            {rating ? (
              <Suspense fallback={null}>
                <RatingModal
                  visible={rating}
                  problemId={data.problemId}
                  onClose={(rated) => {
                    setRating(false)
                    if (rated) detail.refetch()
                  }}
                />
              </Suspense>
            ) : null}
          </>
        )}
      </main>
    </div>
  )
}
