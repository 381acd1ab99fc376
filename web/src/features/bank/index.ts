/** Public face of the bank feature for other bundles (payway's #/addnormalcard). */
export { BankAccountForm } from './components/bank-account-form'
export type { BankAccountFormProps } from './components/bank-account-form'
export { listBankCards } from './api/bank'
export type { BankCard, BindResult } from './api/bank'
