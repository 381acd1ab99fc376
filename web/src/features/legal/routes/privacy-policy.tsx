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
  // Framed in the public site's privacy tab (embed=1): the site's header is the only one.
  const embedded = new URLSearchParams(window.location.search).get('embed') === '1'

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
      {embedded ? null : <PageHeader title={title} />}
      <main className="pt-section" style={embedded ? { paddingTop: 16 } : undefined}>
        <div className="pt-legal-meta">{t('legalLastUpdated', { date: PRIVACY_POLICY_UPDATED })}</div>
        <LegalText doc={privacyPolicy(info)} />
      </main>
    </div>
  )
}
