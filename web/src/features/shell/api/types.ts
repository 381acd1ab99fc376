// Server shapes of the web-shell calls (amounts in centavos), from the API contract
// (src/lib/api/contract.ts, docs/api-contract.md): tsc fails when a page reads a field the
// server does not answer.
import type { BorrowerData, Schema } from '@/lib/api/contract'

/** A product card of the loan market and the product page. */
export type Product = Schema<'ProductCardData'>

/** One text/value line of a quote. */
export type QuoteRow = Schema<'Row'>

/** One repayment of a quote's plan. */
export type RepayPlanRow = Schema<'PlanRow'>

/** The calculator's answer for an amount. */
export type Calculation = BorrowerData<'/v3/product/calculator'>

/** What the product page shows of a quote: the calculator's, or the product detail's default one. */
export type Quote = Pick<Calculation, 'amount' | 'details' | 'repay_plans'> & Pick<Schema<'Confirm'>, 'amount' | 'details' | 'repay_plans'>

export type HomeData = BorrowerData<'/v3/home/index'>

export type ProductDetail = BorrowerData<'/v3/product/detail'>

export type OrderSummary = Schema<'OrderListItem'>

export type OrderList = BorrowerData<'/v3/order/list'>

export type LoginResult = BorrowerData<'/v3/login/login'>

export type SmsCodeResult = BorrowerData<'/v3/login/sms-code'>

export type UserInfo = BorrowerData<'/v3/user/info'>

export type MessageSettings = BorrowerData<'/pautang/message-settings'>
