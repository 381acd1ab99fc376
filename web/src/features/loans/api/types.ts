import type { FormItem } from '@/components/dynamic-form'

/** Server shapes of the loans calls (docs/loans-api.md). Amounts are centavos. */

export interface TextValue {
  text: string
  value: string
}

export interface RepayPlan {
  title: string
  description: string
  /** Centavos (a preformatted string is shown as is). */
  amount: number | string
  pay_time: string
}

/** SEC Memorandum Circular 19 (2019) items every loan confirmation shows. */
export interface Disclosure {
  companyName: string
  secRegNo: string
  certAuthNo: string
  advisory: string
}

/** /v3/loan-confirm/loan-detail-confirm (and the old /api/v1/lend/data, plus its two extras). */
export interface LoanConfirm {
  productId?: number | string
  comProductLogo: string
  comProductName: string
  amount: number
  periods: number
  termUnit: string
  termDays: number
  details: TextValue[]
  repay_plans: RepayPlan[]
  firstPayTime: string
  firstPeriodDay: number | string
  pRateDsc: string
  sendSms?: number | string
  isPopType: number | string
  popContent: string
  popTitle: string
  popAgreementUrl: string
  disclosure?: Disclosure
  /** false when the application profile must be completed before 'Next'. */
  profileComplete?: boolean
  /** The profile groups still missing (personal, job, ext, bank). */
  profileMissing?: string[]
  /** Old variant only: the server's text for the confirm button. */
  NewButtonMsg?: string
  /** Old variant only: the promo popup text ('' = no popup). */
  NewPopMsg?: string
}

export interface Contract {
  id: number | string
  title: string
}

export interface ContractJump {
  contract_url: string
}

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

export interface PushResult {
  lendDetailsUrl: string
  orderId: number | string
}

/** A recommended loan product (spec section 3). */
export interface RecProduct {
  id: number | string
  logo: string
  name: string
  buttonText: string
  /** '1' enabled; '0' grey and not clickable. */
  enabled: string | number
  amountRange: string
  amountDesc: string
  rate: string
  rateDesc: string
  tags: string[]
}

/** /v3/loan-details/loan-details. */
export interface LoanDetails {
  orderId: number | string
  orderNo: string
  orderStatus: number | string
  noticeStatusText: string
  noticeDesText: string
  recProducts: RecProduct[]
  productId?: number | string
  productName: string
  productLogo: string
  userOrderDetail: { detail: TextValue[] }
  inside?: number | string
  h5Url?: string
  isDelay: string | number
  telephone?: string
  isScore: string | number
  playeduL?: string
  reyMsg?: string
  cardNeedPop: number | string
  cardPopTitle?: string
  cardPopMsg?: string
  repayAmount?: number
  dueDate?: string
  /** The rollover page path, when the rollover is offered. */
  delayUrl?: string
  /** Where 'Borrow Again' leads (the product page). */
  borrowAgainUrl?: string
}

/** /v3/login-error/detail. */
export interface LoginErrorDetail {
  noticeMessage: string
  errMessage: string
  recProducts: RecProduct[]
}

/** One group of the application profile: personal, job, ext (references), bank. */
export interface ProfileGroup {
  group: string
  title: string
  description?: string
  complete: boolean
  /** false: not needed to apply (the payout account). */
  required?: boolean
  items: FormItem[]
}

export interface ProfileInfo {
  complete: boolean
  groups: ProfileGroup[]
}

/** push's answer when the profile is incomplete. */
export interface ProfileIncomplete {
  page: string
  missing: string[]
}
