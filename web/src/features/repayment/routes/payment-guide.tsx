import { lazy, Suspense, useState } from 'react'
import { PageHeader } from '@/components'
import { t } from '@/lib/i18n'
import '../repayment.css'

const GuideViewer = lazy(() => import('../components/guide-viewer'))

interface GuideImage {
  src: string
  label: string
}

const ewallet: GuideImage[] = [
  { src: '/guide/gcash-bills.svg', label: 'GCash' },
  { src: '/guide/maya-bills.svg', label: 'Maya' },
]
const stores: GuideImage[] = [
  { src: '/guide/store-7eleven.svg', label: '7-Eleven' },
  { src: '/guide/store-pawnshop.svg', label: 'Cebuana · M Lhuillier' },
]

function Group({ title, text, images, onOpen }: { title: string; text: string; images: GuideImage[]; onOpen: (src: string) => void }) {
  return (
    <section className="pt-card rp-guide">
      <h2 className="rp-notice-group__title">{title}</h2>
      <p className="rp-small">{text}</p>
      <div className="rp-guide__images">
        {images.map((img) => (
          <button type="button" key={img.src} className="rp-guide__thumb" onClick={() => onOpen(img.src)} data-testid="guide-image">
            {/* The guides are 240x400: the size keeps their place before they load (no shift). */}
            <img src={img.src} alt={img.label} width={240} height={400} />
            <span>{img.label}</span>
          </button>
        ))}
      </div>
    </section>
  )
}

/** /paymentGuide: the payment-code provider's instructions for e-wallet bills and offline stores; images enlarge on tap. */
export default function PaymentGuidePage() {
  const [open, setOpen] = useState('')
  return (
    <div className="pt-page rp-page">
      <PageHeader title={t('repayGuideTitle')} />
      <main className="pt-section rp-main rp-main--top">
        <p className="pt-muted rp-small">{t('repayGuideTapToEnlarge')}</p>
        <Group title={t('repayGuideEwallet')} text={t('repayGuideEwalletText')} images={ewallet} onOpen={setOpen} />
        <Group title={t('repayGuideStores')} text={t('repayGuideStoresText')} images={stores} onOpen={setOpen} />
      </main>
      {open !== '' && (
        <Suspense fallback={null}>
          <GuideViewer image={open} onClose={() => setOpen('')} />
        </Suspense>
      )}
    </div>
  )
}
