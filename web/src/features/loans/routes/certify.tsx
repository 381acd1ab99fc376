import { Button } from 'antd-mobile'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { ErrorState, PageHeader, SkeletonList } from '@/components'
import { DynamicForm, initialValues, toSubmitValues, type FormErrors, type FormValues } from '@/components/dynamic-form'
import { showToast } from '@/lib/feedback'
import { isOk } from '@/lib/http'
import { t, type MessageKey } from '@/lib/i18n'
import { useNav } from '@/lib/params'
import { useKycStatus } from '../api/kyc'
import { saveProfileGroup, useProfile } from '../api/loans'
import type { ProfileGroup, ProfileInfo } from '../api/types'
import { firstOpenGroup, latestBirthDate, missingFields } from '../logic/profile'
import '../components/loans.css'

/** The payout account group is not typed here: it is bound through the bank page. */
const BANK_GROUP = 'bank'

/**
 * /certify: the application profile a borrower completes before a first loan
 * (personal, job, ext = two references typed in by the borrower, bank). Each
 * group is a server-driven dynamic form. `back` is the confirm page to return to.
 */
export default function CertifyPage() {
  const nav = useNav()
  const [search] = useSearchParams()
  const back = search.get('back') || ''
  const queryClient = useQueryClient()
  const profile = useProfile()
  const kyc = useKycStatus()
  const groups = useMemo(() => profile.data?.groups ?? [], [profile.data])
  const [active, setActive] = useState('')
  const [values, setValues] = useState<FormValues>({})
  const [errors, setErrors] = useState<FormErrors>({})
  const [saving, setSaving] = useState(false)
  // A borrower with a complete profile may still reopen a group to correct it.
  const [editing, setEditing] = useState(false)

  useEffect(() => {
    if (!active && groups.length) setActive(firstOpenGroup(groups) ?? groups[0].group)
  }, [groups, active])

  const group: ProfileGroup | undefined = groups.find((g) => g.group === active)
  useEffect(() => {
    setValues(group ? initialValues(group.items ?? []) : {})
    setErrors({})
    // Reset only when the borrower moves to another group, not on every refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [group?.group])

  const allDone = profile.data?.complete === true && !editing

  const finish = () => {
    if (back) nav.go(back, { back: null })
    else nav.go('/main', { back: null })
  }

  const save = async () => {
    if (!group || saving) return
    const missing = missingFields(group.items ?? [], values)
    if (missing.length) {
      const next: FormErrors = {}
      for (const item of missing) next[item.code] = t('loansProfileRequired', { field: item.title })
      setErrors(next)
      return
    }
    setErrors({})
    setSaving(true)
    try {
      const resp = await saveProfileGroup(group.group, toSubmitValues(group.items ?? [], values))
      if (!isOk(resp, 'flag')) {
        showToast(resp.message)
        return
      }
      queryClient.setQueryData<ProfileInfo>(['loans', 'profile'], resp.data)
      const next = firstOpenGroup(resp.data.groups ?? [])
      if (next) setActive(next)
      else setEditing(false)
    } catch {
      // Network failure: the client toasted 'error'.
    } finally {
      setSaving(false)
    }
  }

  const doneCount = groups.filter((g) => g.complete).length
  const bankGroup = groups.find((g) => g.group === BANK_GROUP)
  const maxBirthDate = useMemo(() => latestBirthDate(new Date()), [])
  const bindBank = () => nav.go('/bindBank', { source: 'certify', back: null })

  return (
    <div className="pt-page pt-loan-certify">
      <PageHeader title={t('loansProfileTitle')}>
        <div className="pt-loan-steps" aria-hidden="true">
          {groups.map((g) => (
            <span key={g.group} className={`pt-loan-steps__step${g.complete ? ' pt-loan-steps__step--done' : ''}`} />
          ))}
        </div>
        <div style={{ fontSize: 13, opacity: 0.92, paddingBottom: 4 }}>
          {groups.length ? t('loansProfileProgress', { done: doneCount, total: groups.length }) : t('loansProfileSubtitle')}
        </div>
      </PageHeader>
      <main className="pt-section pt-loan-lift">
        {profile.isPending ? (
          <SkeletonList rows={3} />
        ) : profile.isError || !profile.data ? (
          <ErrorState error={profile.error} onRetry={() => profile.refetch()} />
        ) : (
          <>
            <nav className="pt-card pt-loan-groups" aria-label={t('loansProfileTitle')}>
              {groups.map((g, i) => (
                <button
                  type="button"
                  key={g.group}
                  className={`pt-loan-groups__item${!allDone && g.group === active ? ' pt-loan-groups__item--active' : ''}`}
                  aria-current={!allDone && g.group === active ? 'step' : undefined}
                  onClick={() => {
                    setActive(g.group)
                    setEditing(true)
                  }}
                  data-testid={`profile-group-${g.group}`}
                >
                  <span className={`pt-loan-groups__num${g.complete ? ' pt-loan-groups__num--done' : ''}`}>{g.complete ? '✓' : i + 1}</span>
                  <span className="pt-loan-groups__title">{g.title}</span>
                </button>
              ))}
            </nav>

            <button type="button" className="pt-card pt-kyc-row" onClick={() => nav.go('/identity', { back: null })} data-testid="certify-identity">
              <span className="pt-kyc-row__title">{t('kycRowTitle')}</span>
              <span className={`pt-kyc-row__status pt-kyc-row__status--${kyc.data?.status ?? 'none'}`} data-testid="certify-identity-status">
                {kyc.data ? t(`kycStatus_${kyc.data.status}` as MessageKey) : ''}
              </span>
              <span className="pt-kyc-row__arrow" aria-hidden="true">›</span>
            </button>

            {allDone ? (
              <section className="pt-card pt-loan-status" data-testid="profile-complete">
                <div className="pt-loan-status__text">{t('loansProfileDone')}</div>
                {bankGroup && !bankGroup.complete ? (
                  <p className="pt-loan-status__desc">
                    {t('loansProfilePayoutLater')}{' '}
                    <button type="button" className="pt-loan-agree__link" onClick={bindBank}>
                      {t('loansProfileBankAdd')}
                    </button>
                  </p>
                ) : null}
                <div style={{ marginTop: 16 }}>
                  <Button block color="primary" size="large" shape="rounded" onClick={finish}>
                    {back ? t('loansProfileBackToLoan') : t('loansProfileHome')}
                  </Button>
                </div>
              </section>
            ) : group ? (
              <section className="pt-card" style={{ marginTop: 12 }} data-testid={`profile-form-${group.group}`}>
                <h2 className="pt-loan-form-title">{group.title}</h2>
                {group.group === 'ext' ? <p className="pt-loan-privacy-note">{t('loansProfileReferencesNote')}</p> : null}
                {group.group === BANK_GROUP ? (
                  <>
                    <p className="pt-loan-note" style={{ margin: '0 0 14px' }}>
                      {group.complete ? t('loansProfileBankDone') : t('loansProfileBankHint')}
                      {!group.complete && group.required === false ? ` ${t('loansProfileBankLater')}` : ''}
                    </p>
                    <Button
                      block
                      color="primary"
                      fill={group.complete ? 'outline' : 'solid'}
                      size="large"
                      shape="rounded"
                      onClick={bindBank}
                    >
                      {group.complete ? t('loansProfileBankChange') : t('loansProfileBankAdd')}
                    </Button>
                  </>
                ) : (
                  <>
                    <DynamicForm
                      items={group.items ?? []}
                      values={values}
                      errors={errors}
                      onChange={(code, value) => {
                        setValues((v) => ({ ...v, [code]: value }))
                        setErrors((e) => (e[code] ? { ...e, [code]: undefined } : e))
                      }}
                      disabled={saving}
                      maxDay={maxBirthDate}
                    />
                    <div style={{ marginTop: 16 }}>
                      <Button block color="primary" size="large" shape="rounded" loading={saving} onClick={save} data-testid="profile-save">
                        {t('loansProfileSave')}
                      </Button>
                    </div>
                  </>
                )}
              </section>
            ) : null}
          </>
        )}
      </main>
    </div>
  )
}
