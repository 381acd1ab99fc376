import { Button, Skeleton } from 'antd-mobile'
import { ErrorState, PageHeader } from '@/components'
import { bridge } from '@/lib/bridge'
import { t } from '@/lib/i18n'
import { useNav } from '@/lib/params'
import { useContactInfo } from '../api/complaints'
import { ArrowIcon, HeadsetIcon, ListIcon, MailIcon, PhoneIcon } from '../components/icons'
import { Shortcut } from '../components/shortcut'
import '../components/complaints.css'

/** Customer service (spec section 2): telephone/WhatsApp and e-mail from the server, and the way to complaints. */
export default function CustomerServicePage() {
  const nav = useNav()
  const info = useContactInfo()
  return (
    <div className="pt-page pt-cp-page">
      <PageHeader title={t('customerService')}>
        <div className="pt-cs-hero">
          <div className="pt-cs-hero__title">{t('customerServiceTitle')}</div>
          <div className="pt-cs-hero__sub">{t('customerServiceSubtitle')}</div>
        </div>
      </PageHeader>
      <main className="pt-cp-main">
        {info.isPending ? (
          // The contacts' card in its loaded shape (two rows), so the cards below do not move when
          // the contacts arrive; the loading sentence is read out, not shown.
          <section className="pt-card" role="status" aria-busy="true" aria-label={t('loadingContent')}>
            {[0, 1].map((i) => (
              <div className="pt-cs-contact" key={i} aria-hidden="true">
                <span className="pt-cs-contact__body" style={{ gap: 6 }}>
                  <Skeleton animated style={{ '--width': '35%', '--height': '13px' }} />
                  <Skeleton animated style={{ '--width': '60%', '--height': '17px' }} />
                </span>
              </div>
            ))}
          </section>
        ) : info.isError || !info.data ? (
          <div className="pt-card">
            <ErrorState error={info.error} onRetry={() => info.refetch()} />
          </div>
        ) : (
          <section className="pt-card" aria-label={t('customerService')}>
            {info.data.smWa ? (
              <div className="pt-cs-contact">
                <span className="pt-cp-shortcut__icon">
                  <PhoneIcon />
                </span>
                <span className="pt-cs-contact__body">
                  <span className="pt-cs-contact__label">{t('customerServicePhone')}</span>
                  <span className="pt-cs-contact__value" data-testid="service-phone">
                    {info.data.smWa}
                  </span>
                </span>
                <Button color="primary" shape="rounded" onClick={() => bridge.callTelephone(info.data.smWa)}>
                  {t('customerServiceCall')}
                </Button>
              </div>
            ) : null}
            {info.data.email ? (
              <a
                className="pt-cs-contact"
                href={`mailto:${info.data.email}`}
                data-testid="service-email"
              >
                <span className="pt-cp-shortcut__icon">
                  <MailIcon />
                </span>
                <span className="pt-cs-contact__body">
                  <span className="pt-cs-contact__label">{t('customerServiceEmail')}</span>
                  <span className="pt-cs-contact__value">{info.data.email}</span>
                </span>
                <ArrowIcon />
              </a>
            ) : null}
          </section>
        )}

        <Shortcut
          icon={<HeadsetIcon size={22} />}
          title={t('customerServiceComplaint')}
          hint={t('customerServiceComplaintHint')}
          onClick={() => nav.go('/complaint')}
          testId="service-complaint"
        />
        <Shortcut icon={<ListIcon />} title={t('myComplaints')} hint={t('customerServiceMyComplaints')} onClick={() => nav.go('/complaintList')} />
      </main>
    </div>
  )
}
