import { Dialog, List } from 'antd-mobile'
import { useQueryClient } from '@tanstack/react-query'
import { Suspense, lazy, useState } from 'react'
import { ErrorState, PageHeader, SkeletonList } from '@/components'
import { showToast } from '@/lib/feedback'
import { displayDate } from '@/lib/format'
import { isOk } from '@/lib/http'
import { t, type MessageKey } from '@/lib/i18n'
import { clearSession, useNav } from '@/lib/params'
import { privacyCopyHref, sendPrivacyRequest, usePrivacy, type PrivacyPage, type PrivacyRequestInput } from '../api/privacy'
import './settings.css'

// The correction form (antd-mobile's Popup, Selector, inputs) is loaded when it first opens.
const CorrectionPopup = lazy(() => import('../components/privacy-correction'))

type Request = NonNullable<PrivacyPage['requests']>[number]
type Consent = NonNullable<PrivacyPage['consents']['state']>[number]

const KIND_LABEL: Record<string, MessageKey> = { access: 'requestKindAccess', correction: 'requestKindCorrection', erasure: 'requestKindErasure' }
const CONSENT_LABEL: Record<string, MessageKey> = { privacy_notice: 'consentPrivacyNotice', cic_notice: 'consentCicNotice', marketing: 'promoMessages' }

function requestStatus(r: Request): string {
  if (r.status === 'open') return t('requestOpen', { date: displayDate(r.dueAt) })
  return t(r.status === 'refused' ? 'requestRefused' : 'requestDone', { date: displayDate(r.closedAt) })
}

function consentText(c: Consent): string {
  if (c.kind === 'marketing') return c.granted ? t('consentOn') : t('consentOff', { date: displayDate(c.at) })
  return c.at > 0 ? t('consentAcknowledged', { date: displayDate(c.at), version: c.version }) : t('consentNotYet')
}

/** /myData: the borrower's data-privacy rights (docs/compliance.md): a copy, a correction, erasure; their requests and consents. */
export default function MyDataPage() {
  const nav = useNav()
  const queryClient = useQueryClient()
  const privacy = usePrivacy()
  const [correcting, setCorrecting] = useState(false)
  const [formWanted, setFormWanted] = useState(false)
  if (correcting && !formWanted) setFormWanted(true)

  const send = async (input: PrivacyRequestInput): Promise<boolean> => {
    try {
      const resp = await sendPrivacyRequest(input)
      await queryClient.invalidateQueries({ queryKey: ['shell', 'privacy'] })
      if (!isOk(resp, 'flag')) {
        await Dialog.alert({ content: resp.message, confirmText: t('confirm') })
        return false
      }
      return true
    } catch {
      return false // the client already showed the error
    }
  }

  const askCopy = async () => {
    await send({ kind: 'access' })
  }

  const askErasure = async () => {
    const ok = await Dialog.confirm({ content: t('deleteAccountConfirm'), confirmText: t('deleteConfirmButton'), cancelText: t('cancel') })
    if (!ok || !(await send({ kind: 'erasure' }))) return
    showToast(t('accountDeleted'))
    clearSession()
    queryClient.clear()
    nav.go('/login', {}, { dropSession: true, replace: true })
  }

  const data = privacy.data
  const requests = data?.requests ?? []
  const consents = data?.consents.state ?? []
  return (
    <div className="pt-page">
      <PageHeader title={t('myData')} />
      <main className="pt-section pt-my-data">
        <p className="pt-my-data__intro">{t('myDataIntro')}</p>
        <div className="pt-card pt-settings__card">
          <List>
            <List.Item onClick={askCopy} data-testid="privacy-copy">
              {t('requestCopy')}
            </List.Item>
            <List.Item onClick={() => setCorrecting(true)} data-testid="privacy-correct">
              {t('requestCorrect')}
            </List.Item>
            <List.Item onClick={askErasure} className="pt-settings__danger" arrowIcon={false} data-testid="privacy-erase">
              {t('requestErase')}
            </List.Item>
          </List>
        </div>

        {privacy.isPending ? (
          <SkeletonList rows={3} />
        ) : privacy.isError || !data ? (
          <ErrorState error={privacy.error} onRetry={() => privacy.refetch()} />
        ) : (
          <>
            <h2 className="pt-my-data__title">{t('requestsTitle')}</h2>
            <div className="pt-card pt-settings__card" data-testid="privacy-requests">
              {requests.length === 0 ? (
                <p className="pt-my-data__empty">{t('requestsNone')}</p>
              ) : (
                <List>
                  {requests.map((r) => (
                    <List.Item key={r.id} description={requestStatus(r)} data-testid={`privacy-request-${r.kind}`}>
                      {t(KIND_LABEL[r.kind] ?? 'requestKindCorrection')}
                      {r.kind === 'access' && r.status === 'done' ? (
                        <div className="pt-my-data__downloads">
                          <a href={privacyCopyHref(r.id, 'json')} download data-testid="privacy-download-json">
                            {t('downloadJson')}
                          </a>
                          <a href={privacyCopyHref(r.id, 'pdf')} download data-testid="privacy-download-pdf">
                            {t('downloadPdf')}
                          </a>
                        </div>
                      ) : null}
                    </List.Item>
                  ))}
                </List>
              )}
            </div>

            <h2 className="pt-my-data__title">{t('consentsTitle')}</h2>
            <div className="pt-card pt-settings__card" data-testid="privacy-consents">
              <List>
                {consents.map((c) => (
                  <List.Item key={c.kind} description={consentText(c)}>
                    {t(CONSENT_LABEL[c.kind] ?? 'consentPrivacyNotice')}
                  </List.Item>
                ))}
              </List>
            </div>
          </>
        )}
      </main>
      {formWanted ? (
        <Suspense fallback={null}>
          <CorrectionPopup open={correcting} onClose={() => setCorrecting(false)} send={send} />
        </Suspense>
      ) : null}
    </div>
  )
}
