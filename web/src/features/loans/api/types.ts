// Server shapes of the loans calls (docs/loans-api.md), from the API contract
// (src/lib/api/contract.ts, docs/api-contract.md). Amounts are centavos.
import type { BorrowerData, Schema } from '@/lib/api/contract'

/** A text/value line (quote details, order detail, contract amounts). */
export type TextValue = Schema<'Row'>

export type RepayPlan = Schema<'PlanRow'>

/** SEC Memorandum Circular 19 (2019) items every loan confirmation shows. */
export type Disclosure = Schema<'Company'>

/**
 * /v3/loan-confirm/loan-detail-confirm, or the old /api/v1/lend/data (the same object plus its
 * two extras: NewButtonMsg, the confirm button's text, and NewPopMsg, the promo popup text).
 */
export type LoanConfirm = BorrowerData<'/v3/loan-confirm/loan-detail-confirm'> &
  Partial<Pick<BorrowerData<'/api/v1/lend/data'>, 'NewButtonMsg' | 'NewPopMsg'>>

export type Contract = Schema<'ContractRef'>

export type ContractJump = BorrowerData<'/v3/contract/contract-jump'>

// A rendered contract as the agreement page shows it: the server's (contract-content) or the
// site's generic text (content/loan-agreement.ts), so written here rather than generated.
export interface ContractSection {
  heading: string
  paragraphs: string[]
  /** A two-column list (amounts of a disclosure statement). */
  rows?: TextValue[]
  /** A table (the payment schedule). */
  table?: { columns: string[]; rows: string[][] }
}

export interface ContractContent {
  contractId?: number
  title: string
  subtitle?: string
  sections: ContractSection[]
  disclosure?: Disclosure
}

export type PushResult = BorrowerData<'/v3/loan-confirm/loan-detail-push'>

/** A recommended loan product (spec section 3): enabled '1', or '0' grey and not clickable. */
export type RecProduct = Schema<'RecProduct'>

export type LoanDetails = BorrowerData<'/v3/loan-details/loan-details'>

export type LoginErrorDetail = BorrowerData<'/v3/login-error/detail'>

export type ProductLink = BorrowerData<'/v3/login-error/product-link'>

export type LoanMarket = BorrowerData<'/v3/loan-market/list'>

/** The application profile: its groups (personal, job, ext, bank) and whether it is complete. */
export type ProfileInfo = BorrowerData<'/v3/certify/info'>

export type ProfileGroup = NonNullable<ProfileInfo['groups']>[number]

/** push's answer when the profile is incomplete (data of the profile_incomplete error). */
export interface ProfileIncomplete {
  page: string
  missing: string[]
}
