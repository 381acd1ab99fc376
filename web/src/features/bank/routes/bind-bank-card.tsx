import { PageHeader } from '@/components'
import { t } from '@/lib/i18n'
import { BankAccountForm } from '../components/bank-account-form'

/** /bindBankCard: the bind-bank card page; the same form as /bindBank under its own title. */
export default function BindBankCardPage() {
  return (
    <div className="pt-page">
      <PageHeader title={t('bindBankCard')} />
      <BankAccountForm />
    </div>
  )
}
