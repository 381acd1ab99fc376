import type { FormItem } from '@/components/dynamic-form'
import { bankClient, type Envelope } from '@/lib/http'

/** A bound account as the server shows it: never more than the last four digits. */
export interface BankCard {
  id: number
  bankName: string
  bankCode: string
  /** Masked, e.g. "•••• 1234". */
  cardNo: string
  cardType: number
  isDefault?: boolean
}

/** bind-card/card-init data (spec section 7: reads data.items). */
export interface CardInit {
  items: FormItem[]
  /** The screen's starting card type (default 1) and payout channel (default 90006). */
  cardType?: number
  channelNumber?: string
  /** The borrower's current payout account, if any. */
  current?: BankCard | null
}

/** bind-card-new / card-change data. */
export interface BindResult extends BankCard {
  payouts?: { orderId: string; outcome: string; reason?: string }[]
}

/** Field errors of a refused form (code bank_invalid): messages by item code. */
export interface BindFailure {
  errors?: Record<string, string>
}

/** The bank calls use the bank client: code '0' is success; any other code toasts the server message for 2 s. */
export function cardInit(productId: string): Promise<Envelope<CardInit>> {
  return bankClient.post<CardInit>('/bind-card/card-init', { product_id: productId || undefined }, { loading: true })
}

export type BindBody = Record<string, string | number | undefined>

export function bindCardNew(body: BindBody): Promise<Envelope<BindResult | BindFailure | null>> {
  return bankClient.post<BindResult | BindFailure | null>('/v3/bind-card/bind-card-new', body, { loading: true })
}

/** Used instead of bind-card-new when the screen was opened from the loan detail (source=loanDetail). */
export function cardChange(body: BindBody): Promise<Envelope<BindResult | BindFailure | null>> {
  return bankClient.post<BindResult | BindFailure | null>('/bind-card/card-change', body, { loading: true })
}

/** The borrower's accounts, masked (payway's bankCards). */
export function listBankCards(): Promise<Envelope<{ bankCards: BankCard[] }>> {
  return bankClient.post<{ bankCards: BankCard[] }>('/bind-card/list')
}
