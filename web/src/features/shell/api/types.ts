/** Server shapes of the web-shell calls (amounts in centavos). */
export interface Product {
  id: number | string
  name: string
  logo: string
  amountMin: number
  amountMax: number
  /** Calculator step in centavos (default ₱100). */
  amountStep?: number
  termDays: number
  periods: number
  rateDesc: string
  tags: string[]
  enabled: number | string
  description: string
  interestBpPerMonth?: number
  serviceFeeBp?: number
}

export interface QuoteRow {
  text: string
  value: string
}

export interface RepayPlanRow {
  title: string
  description: string
  amount: number | string
  pay_time: string
}

export interface Quote {
  amount: number
  details: QuoteRow[]
  repay_plans: RepayPlanRow[]
}

export interface HomeData {
  products: Product[]
  banner?: string
}

export interface ProductDetail {
  product: Product
  quote: Quote
}

export interface OrderSummary {
  orderId: string | number
  productId: string | number
  productName: string
  productLogo: string
  amount: number
  status: number
  statusText: string
  createdAt: string
  dueDate: string
}

export interface LoginResult {
  sessionId: string
  userId: string | number
  mobile: string
  merchantNumber: string | number
  deviceId: string
  expiresAt: string
}

export interface SmsCodeResult {
  expiresIn: number
  resendIn: number
}

export interface UserInfo {
  userId: string | number
  mobile: string
  name: string
  hasOpenLoan: boolean
}
