import { PageHeader } from '@/components'
import { t } from '@/lib/i18n'
import { SITE_INFO_FALLBACK, useSiteInfo } from '../api/site-info'
import { LegalText } from '../components/legal-text'
import { aboutUs } from '../content/about-us'

/** /aboutUs: mission, advantages, team, the customer-service e-mail and the SEC registration. */
export default function AboutUsPage() {
  const site = useSiteInfo()
  const info = site.data ?? SITE_INFO_FALLBACK
  return (
    <div className="pt-page pt-legal-page">
      <PageHeader title={t('aboutUs')}>
        <div className="pt-legal-hero">
          <span className="pt-legal-hero__mark" aria-hidden="true">
            P
          </span>
          <div className="pt-legal-hero__name">{info.companyName}</div>
        </div>
      </PageHeader>
      <main className="pt-section pt-legal-lift">
        <LegalText doc={aboutUs(info)} />
        {/* The server's company details arrive after the first paint: they go below the text,
            so the text never moves (CLS 0). */}
        {info.secRegNo || info.secCertAuthNo ? (
          <section className="pt-legal-card" style={{ marginTop: 12 }} data-testid="about-registration">
            <div className="pt-legal-card__title">{t('legalRegistration')}</div>
            {info.secRegNo ? (
              <div className="pt-kv">
                <span>{t('loansDisclosureSecRegNo')}</span>
                <span>{info.secRegNo}</span>
              </div>
            ) : null}
            {info.secCertAuthNo ? (
              <div className="pt-kv">
                <span>{t('loansDisclosureCertAuthNo')}</span>
                <span>{info.secCertAuthNo}</span>
              </div>
            ) : null}
          </section>
        ) : null}
        {info.email ? (
          <section className="pt-legal-card" style={{ marginTop: 12 }}>
            <div className="pt-legal-card__title">{t('customerService')}</div>
            <a className="pt-legal-mail" href={`mailto:${info.email}`} data-testid="about-email">
              <span>{info.email}</span>
              <span aria-hidden="true">{t('legalContactEmail')} ›</span>
            </a>
          </section>
        ) : null}
      </main>
    </div>
  )
}
