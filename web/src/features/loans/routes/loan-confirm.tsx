import { ConfirmScreen } from '../components/confirm-screen'

/** /loanConfirm: the old confirmation (the /api/v1/lend calls, server button text and promo popup). */
export default function LoanConfirmPage() {
  return <ConfirmScreen variant="old" />
}
