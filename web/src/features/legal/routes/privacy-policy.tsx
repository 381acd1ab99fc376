import { useEffect } from 'react'
import { PageHeader } from '@/components'
import { t } from '@/lib/i18n'
import { SITE_INFO_FALLBACK, useSiteInfo } from '../api/site-info'
import { LegalText } from '../components/legal-text'
import { PRIVACY_POLICY_UPDATED, privacyPolicy } from '../content/privacy-policy'

/** /privacyPolicy: titled 'General Terms and Conditions', opens scrolled to the top (spec section 2). */
export default function PrivacyPolicyPage() {
  const site = useSiteInfo()
  const info = site.data ?? SITE_INFO_FALLBACK
  const title = t('generalTermsAndConditions')

  useEffect(() => {
    const previous = document.title
    document.title = title
    window.scrollTo(0, 0)
    return () => {
      document.title = previous
    }
  }, [title])

  return (
    <div className="pt-page pt-legal-page">
      <PageHeader title={title} />
      <main className="pt-section">
        <div className="pt-legal-meta">{t('legalLastUpdated', { date: PRIVACY_POLICY_UPDATED })}</div>
        <LegalText doc={privacyPolicy(info)} />
      </main>
    </div>
  )
}
