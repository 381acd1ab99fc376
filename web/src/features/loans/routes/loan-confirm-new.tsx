import { ConfirmScreen } from '../components/confirm-screen'

/** /loanConfirmNew: the new confirmation (the /v3 calls). */
export default function LoanConfirmNewPage() {
  return <ConfirmScreen variant="new" />
}
