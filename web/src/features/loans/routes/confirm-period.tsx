import { ConfirmScreen } from '../components/confirm-screen'

/** /confirmPeriod: the confirmation of a multi-period (installment) product. */
export default function ConfirmPeriodPage() {
  return <ConfirmScreen variant="period" />
}
