import { PageHeader } from '@/components'
import { t } from '@/lib/i18n'
import { BankAccountForm } from '../components/bank-account-form'

/** /bindBank: 'Payment account information' (spec section 2). */
export default function BindBankPage() {
  return (
    <div className="pt-page">
      <PageHeader title={t('paymentAccountInformation')} />
      <BankAccountForm />
    </div>
  )
}
