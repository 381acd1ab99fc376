/**
 * The loans pages' decisions as pure functions (spec sections 4, 5 and 9), so
 * they are tested without rendering.
 */
import type { MessageKey } from '@/lib/i18n'

// ---- order details: buttons per status ----------------------------------------

export type OrderAction = 'repay' | 'rollover' | 'repayment' | 'borrowAgain'

export interface OrderButton {
  action: OrderAction
  label: MessageKey
  /** The main call to action (filled); the others are outlined. */
  primary: boolean
}

/**
 * Spec section 4: 174 or 180 with isDelay '1' -> 'REPAY' and 'Rollover Repayment
 * (Short of money?)'; 174/180 otherwise and 170 -> 'Repayment'; 200 -> 'Borrow
 * Again'; every other status (21, 110, 151, unknown) -> none.
 */
export function orderButtons(status: number | string | null | undefined, isDelay: number | string | null | undefined): OrderButton[] {
  const code = Number(status)
  if (code === 174 || code === 180) {
    if (String(isDelay) === '1') {
      return [
        { action: 'repay', label: 'repayUpper', primary: true },
        { action: 'rollover', label: 'rolloverRepayment', primary: false },
      ]
    }
    return [{ action: 'repayment', label: 'repayment', primary: true }]
  }
  if (code === 170) return [{ action: 'repayment', label: 'repayment', primary: true }]
  if (code === 200) return [{ action: 'borrowAgain', label: 'borrowAgain', primary: true }]
  return []
}

/** Where a repayment button goes: /repayment for 'REPAY'/'Repayment', /repayDelay for the rollover. */
export function orderActionPath(action: OrderAction): string | null {
  if (action === 'repay' || action === 'repayment') return '/repayment'
  if (action === 'rollover') return '/repayDelay'
  return null
}

/** Spec section 4: a status other than 21 with playeduL set sends the borrower to that URL. */
export function redirectTarget(status: number | string | null | undefined, playeduL: string | null | undefined): string | null {
  if (!playeduL) return null
  return Number(status) === 21 ? null : playeduL
}

/**
 * The recommended-products block was meant to show while isShowLoanMarket is true
 * and hide for 170/174/180/200, but that check is always true, so the block is
 * always hidden once the details have loaded (spec section 4: "Treat it as hidden").
 */
export function isRecommendedBlockVisible(loaded: boolean): boolean {
  const isShowLoanMarket = true
  return !loaded && !isShowLoanMarket
}

// ---- confirmation: agreement checkbox and Next ------------------------------

/** The agreement row shows only when the server returns contracts (spec section 5). */
export function showAgreement(contracts: readonly unknown[] | null | undefined): boolean {
  return Array.isArray(contracts) && contracts.length > 0
}

/** 'Next' works only while the checkbox is ticked; with no agreement row there is nothing to tick. */
export function canProceed(agreementShown: boolean, checked: boolean): boolean {
  return !agreementShown || checked
}

/** Applying needs the CIC notice acknowledged as well (its box ticked), whatever the agreement row shows. */
export function canApply(agreementShown: boolean, agreed: boolean, cicAcknowledged: boolean): boolean {
  return canProceed(agreementShown, agreed) && cicAcknowledged
}

/** The framed agreement modal shows on entry when popAgreementUrl is set. */
export function showAgreementModal(popAgreementUrl: string | null | undefined): boolean {
  return typeof popAgreementUrl === 'string' && popAgreementUrl.trim() !== ''
}

/** The iOS back event shows the 'Point out' dialog only when isPopType is 1. */
export function showPointOut(isPopType: number | string | null | undefined): boolean {
  return String(isPopType) === '1'
}

// ---- order details: score modal ---------------------------------------------

/** Order-details rating: 5 stars (spec section 9). */
export const SCORE_STARS = 5
/** Fewer than this many stars opens the result modal; this many or more, the native rating prompt. */
export const NATIVE_RATE_FROM = 4

export type ScoreOutcome = 'choose' | 'result' | 'rate'

/** No star -> the 'Silakan pilih' toast; 1-3 -> result modal; 4-5 -> bridge.goRate(). */
export function scoreOutcome(stars: number): ScoreOutcome {
  if (!stars || stars < 1) return 'choose'
  return stars < NATIVE_RATE_FROM ? 'result' : 'rate'
}

// ---- recommended products ---------------------------------------------------

/** Only the first two recommended products show tags (spec section 9). */
export const TAGGED_PRODUCTS = 2

export function showTags(index: number): boolean {
  return index < TAGGED_PRODUCTS
}

/** Enabled flag '0' (or 0) is grey and ignores taps; anything else is clickable. */
export function isProductEnabled(enabled: string | number | null | undefined): boolean {
  return String(enabled) !== '0'
}

/** A product link starting with http opens as a page; anything else goes to the native bridge. */
export function productLinkTarget(link: string): 'page' | 'bridge' {
  return /^http/i.test(link) ? 'page' : 'bridge'
}

/** The 'Withdraw Now' modal greets a borrower who just confirmed (arrived with from=confirm). */
export function showWithdrawModal(from: string | null | undefined): boolean {
  return from === 'confirm'
}
