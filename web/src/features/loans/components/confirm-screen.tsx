import { Button } from 'antd-mobile'
import { Suspense, lazy, useCallback, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { ErrorState, Money, PageHeader, SkeletonList } from '@/components'
import { bridge } from '@/lib/bridge'
import { showToast } from '@/lib/feedback'
import { displayDate } from '@/lib/format'
import { isOk } from '@/lib/http'
import { t } from '@/lib/i18n'
import { COMMON_PARAM_NAMES, browser, getCommonParam, useNav, withCommon } from '@/lib/params'
import { PROFILE_INCOMPLETE, getContractJump, pushLoan, useContracts, useLoanConfirm, type ConfirmApi } from '../api/loans'
import type { Contract, LoanConfirm, ProfileIncomplete } from '../api/types'
import { canApply, showAgreement, showAgreementModal, showPointOut } from '../logic/rules'
import { AgreementRow } from './agreement-row'
import { CicNotice } from './cic-notice'
import { DetailList, DisclosureCard, PlanList, ProductLogo, Section } from './parts'
import './loans.css'

const ConfirmDialogs = lazy(() => import('./confirm-dialogs'))

/**
 * The window event an iOS host dispatches when the borrower swipes or taps back
 * (iOS has no hardware back key the page could see). docs/loans-pages.md.
 */
export const IOS_BACK_EVENT = 'pautang:iosBack'

/** The tracking point sent through the bridge when a loan is submitted. */
export const CONFIRM_TRACKING_POINT = 'loan_confirm_submit'

/** 'new' = /loanConfirmNew, 'old' = /loanConfirm (old API), 'period' = /confirmPeriod (multi-period product). */
export type ConfirmVariant = 'new' | 'old' | 'period'

/** The confirm page to return to once the profile is complete: the same page without profile=1 or the common params. */
export function confirmPathAfterProfile(page: string | undefined): string {
  const fallback = window.location.pathname + window.location.search
  const url = new URL(page || fallback, window.location.origin)
  url.searchParams.delete('profile')
  for (const name of COMMON_PARAM_NAMES) if (name !== 'productId') url.searchParams.delete(name)
  return url.pathname + url.search
}

function termText(data: LoanConfirm): string {
  const days = Number(data.termDays) || 0
  return days > 0 ? t('days', { n: days }) : ''
}

/** One screen, three variants: the confirmation before a loan is submitted (spec section 2). */
export function ConfirmScreen({ variant }: { variant: ConfirmVariant }) {
  const api: ConfirmApi = variant === 'old' ? 'old' : 'new'
  const nav = useNav()
  const [search] = useSearchParams()
  const productId = getCommonParam('productId')
  const amountParam = search.get('amount') ?? ''
  const confirm = useLoanConfirm(api, productId, amountParam)
  const contractsQuery = useContracts(api, productId)
  const data = confirm.data
  const contracts: Contract[] = contractsQuery.data ?? []
  const agreementShown = showAgreement(contracts)

  const [checked, setChecked] = useState(true)
  // The CIC notice's box starts ticked too, as the agreement's does (docs/compliance.md).
  const [cicAcknowledged, setCicAcknowledged] = useState(true)
  const [agreementModalOpen, setAgreementModalOpen] = useState(false)
  const [pointOutOpen, setPointOutOpen] = useState(false)
  const [promoOpen, setPromoOpen] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  // The dialogs' chunk is loaded when the first of them is to open, then kept mounted.
  const [dialogsWanted, setDialogsWanted] = useState(false)
  if (!dialogsWanted && (agreementModalOpen || pointOutOpen || promoOpen)) setDialogsWanted(true)

  // The framed agreement and the old variant's promo show once, when the data arrives.
  useEffect(() => {
    if (!data) return
    setAgreementModalOpen(showAgreementModal(data.popAgreementUrl))
    setPromoOpen(variant === 'old' && Boolean(data.NewPopMsg))
  }, [data, variant])

  const leave = useCallback(() => {
    if (showPointOut(data?.isPopType)) setPointOutOpen(true)
    else bridge.closeWebView()
  }, [data?.isPopType])

  useEffect(() => {
    window.addEventListener(IOS_BACK_EVENT, leave)
    return () => window.removeEventListener(IOS_BACK_EVENT, leave)
  }, [leave])

  const openContract = async (_position: number, contract: Contract) => {
    try {
      // The server's position is the contract's id (docs/loans-api.md section 3).
      const jump = await getContractJump(api, productId, contract.id, data?.amount)
      if (jump?.contract_url) browser.assign(withCommon(jump.contract_url))
    } catch {
      // The client already toasted 'error' (network) or the old API's message.
    }
  }

  const proceed = canApply(agreementShown, checked, cicAcknowledged)

  const next = async () => {
    if (!data || !proceed || submitting) return
    setSubmitting(true)
    try {
      const resp = await pushLoan(api, {
        amount: data.amount,
        periods: data.periods,
        termUnit: data.termUnit || 'd',
        productId,
        // The agreement box's state: the server keeps it as the consent given with the contracts.
        agreed: agreementShown && checked ? 1 : undefined,
        // The CIC notice acknowledged (required): the server keeps it, with its version, with the order.
        cicNotice: cicAcknowledged ? 1 : undefined,
      })
      if (resp.code === PROFILE_INCOMPLETE) {
        // A first loan needs the application profile; /certify brings the borrower back here.
        const page = (resp.data as unknown as ProfileIncomplete | null)?.page
        nav.go('/certify', { back: confirmPathAfterProfile(page) })
        return
      }
      if (!isOk(resp, api === 'old' ? '00' : 'flag')) {
        // The old API toasts its message by rule; a refused new push (an open loan, a
        // disabled product) would otherwise leave the borrower with a dead button.
        showToast(resp.message || t('networkError'))
        return
      }
      const { lendDetailsUrl, orderId } = resp.data
      bridge.confirmTrackingPoint(CONFIRM_TRACKING_POINT, { productId, orderId: String(orderId), amount: data.amount, variant })
      const target = lendDetailsUrl || '/loanDetail'
      // withCommon drops a param given as undefined, so orderId is only added when the URL lacks it.
      const extra: Record<string, string> = { from: 'confirm' }
      if (!/[?&]orderId=/.test(target)) extra.orderId = String(orderId)
      browser.assign(withCommon(target, extra))
    } catch {
      // Network failure: the client toasted 'error'.
    } finally {
      setSubmitting(false)
    }
  }

  // The server's profile_incomplete page carries profile=1: collect the profile first.
  const profileRequested = search.get('profile') === '1'
  useEffect(() => {
    if (profileRequested) nav.go('/certify', { back: confirmPathAfterProfile(window.location.pathname + window.location.search) }, { replace: true })
  }, [profileRequested, nav])

  const title = variant === 'period' ? t('confirmPeriod') : t('confirmLoan')
  const buttonText = (variant === 'old' && data?.NewButtonMsg) || t('next')

  return (
    <div className={`pt-page pt-loan-confirm pt-loan-confirm--${variant}`}>
      <PageHeader title={title} onBack={leave}>
        {data ? (
          <div className="pt-loan-hero">
            {variant === 'old' ? (
              <div className="pt-loan-hero__product">
                <ProductLogo src={data.comProductLogo} name={data.comProductName} size={28} />
                <span>{data.comProductName}</span>
              </div>
            ) : (
              <div className="pt-loan-hero__label">{data.comProductName}</div>
            )}
            <div className="pt-loan-hero__label">{t('loanAmount')}</div>
            <Money cents={data.amount} size="hero" className="pt-loan-hero__amount" />
          </div>
        ) : null}
      </PageHeader>

      {confirm.isPending && productId ? (
        <div className="pt-section pt-loan-lift">
          <SkeletonList rows={3} />
        </div>
      ) : confirm.isError || !data ? (
        <ErrorState
          description={productId ? undefined : t('loansNoProduct')}
          error={confirm.error}
          onRetry={productId ? () => confirm.refetch() : undefined}
        />
      ) : (
        <main className="pt-section pt-loan-lift">
          <div className="pt-card pt-loan-summary" data-testid="confirm-summary">
            <div className="pt-kv">
              <span>{t('loanAmount')}</span>
              <Money cents={data.amount} size="medium" />
            </div>
            <div className="pt-kv">
              <span>{t('loanTerm')}</span>
              <span>{termText(data)}</span>
            </div>
            {variant === 'period' || Number(data.periods) > 1 ? (
              <div className="pt-kv">
                <span>{t('loansInstallments')}</span>
                <span>{t('periods', { n: data.periods })}</span>
              </div>
            ) : null}
            <div className="pt-kv">
              <span>{t('interestRate')}</span>
              <span>{data.pRateDsc}</span>
            </div>
            {variant !== 'new' && data.firstPayTime ? (
              <div className="pt-kv">
                <span>{t('loansFirstRepaymentDate')}</span>
                <span>{displayDate(data.firstPayTime)}</span>
              </div>
            ) : null}
          </div>

          {data.details?.length ? (
            <Section title={t('detailed')} testId="detailed">
              <DetailList rows={data.details} />
            </Section>
          ) : null}

          {data.repay_plans?.length ? (
            <Section title={t('plan')} testId="plan">
              <PlanList plans={data.repay_plans} />
            </Section>
          ) : null}

          <DisclosureCard disclosure={data.disclosure} />

          <CicNotice
            title={data.cicNotice?.title ?? ''}
            text={data.cicNotice?.text ?? ''}
            checked={cicAcknowledged}             onToggle={setCicAcknowledged}
            onOpenPolicy={() => nav.go('/privacyPolicy')}
          />

          {agreementShown ? <AgreementRow contracts={contracts} checked={checked} onToggle={setChecked} onOpen={openContract} /> : null}

          <div className="pt-bottom-bar">
            <Button
              block
              color="primary"
              size="large"
              shape="rounded"
              className={proceed ? '' : 'pt-loan-btn--grey'}
              disabled={!proceed}
              loading={submitting}
              onClick={next}
              data-testid="confirm-next"
            >
              {buttonText}
            </Button>
          </div>
        </main>
      )}

      {dialogsWanted ? (
        <Suspense fallback={null}>
          <ConfirmDialogs
            data={data}
            agreementOpen={agreementModalOpen}
            onAgreementClose={() => setAgreementModalOpen(false)}
            pointOutOpen={pointOutOpen}
            onPointOutClose={() => setPointOutOpen(false)}
            promoOpen={promoOpen}
            onPromoClose={() => setPromoOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
