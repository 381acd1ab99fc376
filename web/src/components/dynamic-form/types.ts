/** One choice of an enumeration item: the borrower reads `name`, the server receives `type`. */
export interface FormOption {
  name: string
  type: string
  /** Bank options also describe their account numbers (digits, lengths): 'account' or 'mobile'. */
  numberKind?: string
  minLen?: number
  maxLen?: number
}

/** The kinds of item the dynamic form renders (the profile form's group names, spec section 3). */
export type FormCate = 'txt' | 'enum' | 'citySelect' | 'day'

/** One field of a server-driven form: the bank form item of spec section 3 (also used by the profile forms). */
export interface FormItem {
  code: string
  title: string
  /** Placeholder. */
  subtitle?: string
  cate: FormCate | string
  /** The saved value (for enum: the option type). */
  value?: string
  /** Options of an enumeration. */
  note?: FormOption[] | null
  /** 'number' restricts text to digits. */
  inputType?: string
  /** Bank form: 0 or absent = every card type. */
  cardTypeMi?: number
  /** Bank form: the payout channel the item belongs to. */
  channelNumber?: string
  maxLength?: number
  /** Optional fields say so; the others show a required mark. */
  rule?: string
}

/**
 * What the borrower entered, by item code. Text, city and day items hold what is
 * sent; an enumeration holds the chosen option's *name* (converted on submit).
 */
export type FormValues = Record<string, string>

/** Messages to show under fields, by item code. */
export type FormErrors = Record<string, string | undefined>
