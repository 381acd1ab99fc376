/**
 * The back office's HTTP client: JSON to /admin/api, the operator cookie travels by itself
 * (HttpOnly, Path=/admin), the CSRF token handed at login or by /me goes in X-CSRF-Token on
 * every call that is not a GET. Responses are the common envelope with success code '0'.
 */

export interface Envelope<T> {
  code: string
  message: string
  data: T
  success: boolean
}

/** A failed call: the envelope's code and message. */
export class ApiError extends Error {
  constructor(
    public code: string,
    message: string,
  ) {
    super(message)
  }
}

let csrfToken = ''
let onUnauthorized: () => void = () => {}

/** Remembers the CSRF token of the current session. */
export function setCsrf(token: string) {
  csrfToken = token
}

/** The CSRF token of the current session (for uploads that do not go through request). */
export function getCsrf() {
  return csrfToken
}

/** Called when a call answers 401 (the session ended). */
export function setUnauthorizedHandler(fn: () => void) {
  onUnauthorized = fn
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  let payload: BodyInit | undefined
  if (body instanceof FormData) {
    payload = body
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json'
    payload = JSON.stringify(body)
  }
  if (method !== 'GET' && csrfToken) headers['X-CSRF-Token'] = csrfToken
  const res = await fetch(`/admin/api${path}`, { method, headers, body: payload, credentials: 'same-origin' })
  let env: Envelope<T>
  try {
    env = (await res.json()) as Envelope<T>
  } catch {
    throw new ApiError('network', `HTTP ${res.status}`)
  }
  if (env.code === '401') {
    onUnauthorized()
  }
  if (env.code !== '0') throw new ApiError(env.code, env.message)
  return env.data
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  upload: <T>(path: string, form: FormData) => request<T>('POST', path, form),
}

// ---- Types of the admin API ----

export type Role = 'viewer' | 'agent' | 'supervisor' | 'admin'

export interface Operator {
  id: number
  email: string
  name: string
  role: Role
  failures: number
  lockedUntil: number
  disabled: boolean
  lastLoginAt: number
  createdAt: number
  /** Two-step login is set up. */
  totp: boolean
  /** Created by an admin; the one-time set-up link is not used yet. */
  setupPending: boolean
  setupExpiresAt?: number
}

/** How far the session has come: 'code' waits for the TOTP code, 'setup' may only enrol. */
export type Stage = 'code' | 'setup' | 'full'

export interface Me {
  operator: Operator
  permissions: string[]
  csrfToken: string
  stage: Stage
}

/** The answer of POST /totp/confirm: the full session and the recovery codes, shown once. */
export interface Enrolled extends Me {
  recoveryCodes: string[]
}

export interface OrderRow {
  id: number
  orderNo: string
  userId: number
  phone: string
  name: string
  productName: string
  amount: number
  termDays: number
  periods: number
  status: number
  isRepeat: boolean
  payoutStatus: string
  dueDate: string
  createdAt: number
  payoutAttempts: number
  payoutFailure: string
  daysPastDue: number
}

/** One answer of a borrower's profile, labelled (choices by name, not code). */
export interface ProfileField {
  group: string
  code: string
  label: string
  value: string
}

/** One underwriting rule's verdict on an application. */
export interface RuleResult {
  code: string
  title: string
  passed: boolean
  detail: string
  onFail: 'reject' | 'review'
}

/** The underwriting rules (catalogue data; money in centavos). */
export interface Underwriting {
  minAgeYears: number
  minMonthlyIncomeCents: number
  maxOpenLoans: number
  blockWhileOverdue: boolean
  firstLoanMaxCents: number
  stepUpCents: number
  repeatLimitBp: number
  maxLateDays: number
  /** Approve only borrowers whose identity check an operator approved (else review). */
  requireKyc: boolean
}

export interface UnderwritingVersion {
  id: number
  rules: Underwriting
  makerId: number
  checkerId: number
  requestId: number
  createdAt: number
}

export interface LedgerRow {
  kind: string
  bucket: string
  amount: number
  day: string
  ref: string
}

export interface InstallmentRow {
  seq: number
  dueDay: string
  principalCents: number
  interestCents: number
  /** The period's first day when a restructure set it ('' otherwise). */
  from?: string
  /** Closed by a restructure: it keeps what was paid of it. */
  closed?: boolean
}

export interface OrderEvent {
  from: number
  to: number
  event: string
  actor: string
  reason: string
  createdAt: number
}

export interface TransferRow {
  id: number
  reference: string
  orderId: number
  amount: number
  amountText: string
  paid: number
  isDelay: boolean
  status: string
  utr: string
  message: string
  channelNumber: string
  createdAt: number
}

export interface AuditEntry {
  id: number
  operatorId: number
  operator?: string
  action: string
  entity: string
  entityId: string
  before: unknown
  after: unknown
  at: number
  ip?: string
}

export interface OrderDetail {
  order: {
    id: number
    orderNo: string
    productId: number
    productName: string
    amount: number
    periods: number
    termDays: number
    interest: number
    serviceFee: number
    netProceeds: number
    totalRepay: number
    status: number
    statusName: string
    isRepeat: boolean
    decisionReason: string
    decisionCode: string
    decidedBy: string
    dueDate: string
    disbursedDay: string
    payoutStatus: string
    cardNeedPop: boolean
    createdAt: number
    writtenOffDay: string
    writeOffAfterDays: number
  }
  applicant: { id: number; phone: string; name: string; createdAt: number; profile: ProfileField[] }
  /** The rules' verdicts recorded at application (and their version) and the rules in force now. */
  rules: { recorded: RuleResult[]; version: number; now: RuleResult[]; failed: string[] }
  history: OrderRow[]
  schedule: InstallmentRow[]
  ledger: LedgerRow[]
  standing: null | {
    balances: Record<string, number>
    charges: number
    overdue: number
    daysOverdue: number
    dueNow: number
    payoff: number
    nextDueDate: string
    nextAmount: number
    settled: boolean
    writtenOff: boolean
  }
  events: OrderEvent[]
  payouts: { attempt: number; reference: string; amount: number; status: string; failureReason: string; createdAt: number }[]
  accounts: { id: number; cardType: number; bankName: string; holderName: string; number: string; isDefault: boolean; createdAt: number }[]
  contracts: { id: number; title: string }[]
  audit: AuditEntry[]
  today: string
  refunds: { id: number; reference: string; amount: number; status: string; failureReason: string; createdAt: number }[]
  refundable: number
  /** The payout account form per card type ("1" bank, "2" e-wallet), as the borrower's binding form shows it. */
  bankForm: Record<string, BankFormItem[]>
}

export interface BankFormItem {
  code: string
  title: string
  subtitle: string
  cate: 'txt' | 'citySelect' | 'day' | 'enum'
  note: { name: string; type: string }[] | null
  inputType: string
}

/** Another borrower sharing something that should be one person's only. */
export interface KycDuplicate {
  kind: 'id_number' | 'device' | 'payout_account'
  userId: number
  name: string
}

export type KycStatus = 'submitted' | 'redo' | 'approved' | 'rejected'
export type KycRedo = '' | 'id_photo' | 'selfie' | 'both'

/** An identity submission in the queue (the photos are at /kyc/{id}/photo/id|selfie). */
export interface KycRow {
  id: number
  userId: number
  name: string
  phone: string
  idType: string
  idLast4: string
  status: KycStatus
  reason: string
  redo: KycRedo
  reviewerId: number
  createdAt: number
  decidedAt: number
  duplicates: KycDuplicate[]
}

export interface KycQueue {
  submissions: KycRow[]
  reasons: { code: string; text: string }[]
  idTypes: { code: string; name: string; example: string }[]
}

export interface ComplaintRow {
  id: number
  orderId: number
  orderNo: string
  userId: number
  phone: string
  type: string
  sonType: string
  content: string
  images: string[]
  replyBy: string
  overdue: boolean
  createdAt: number
  replyText: string
  replyImages: string[]
  repliedAt: number
  operatorId: number
  needScore: boolean
  score: number
  scoredAt: number
  status: string
}

export interface Rules {
  late: { penaltyNewCents: number; penaltyRepeatCents: number; tiers: { fromDay: number; toDay: number; dailyBP: number }[] }
  prepayment: { minFractionOfTermBP: number; minDaysAfterDisbursement: number }
  rollover: { enabled: boolean; extendDays: number; feeBP: number; feeCents: number }
}

export interface Product {
  id: number
  code: string
  name: string
  logo: string
  description: string
  minAmount: number
  maxAmount: number
  amountStep: number
  termDays: number
  periods: number
  interestBPMonth: number
  serviceFeeBP: number
  rules: Rules
  tags: string[]
  enabled: boolean
  sort: number
}

/** One amount of a product as the borrower would be quoted it (catalogue preview). */
export interface PreviewQuote {
  amount: number
  periods: number
  termDays: number
  interest: number
  serviceFee: number
  netProceeds: number
  totalRepay: number
  firstPayment: number
  eirMonthlyBP: number
  eirAnnualBP: number
  /** As the disclosure states it: "3.95% per month". */
  eir: string
}

/** The catalogue preview of a product: quotes at its smallest and largest amount, and why
 * the SEC cap guard would refuse to save it ('' when it can be saved). */
export interface ProductPreview {
  quotes: PreviewQuote[]
  covered: boolean
  capError: string
}

export interface DayCount {
  day: string
  count: number
  amount: number
}

export interface Dashboard {
  series: {
    from: string
    to: string
    applications: DayCount[]
    approvals: DayCount[]
    disbursements: DayCount[]
    collections: DayCount[]
    book: { status: number; count: number; amount: number }[]
    complaints: { day: string; filed: number; onTime: number; late: number; openOverdue: number; open: number }[]
  }
  overdue: { label: string; count: number; amount: number }[]
  funnel: { templateId: number; template: string; visits: number; clicks: number; smsSent: number; registrations: number }[]
  today: string
}

/** A four-eyes request (maker-checker). */
export interface ApprovalRequest {
  id: number
  kind: string
  title: string
  entity: string
  target: string
  payload: Record<string, unknown>
  reason: string
  makerId: number
  maker: string
  checkerId: number
  checker: string
  status: 'pending' | 'approved' | 'rejected' | 'failed'
  note: string
  result: string
  createdAt: number
  expiresAt: number
  decidedAt: number
  checkerRole: Role
}
