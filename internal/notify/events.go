package notify

// Notices of the payments booked and the loans settled, queued by the store in the
// transaction that books the payment (Store.UpdateLoan), like the other step notices: one
// payment_received per payment reference (the amount it took, what is left after it) and one
// loan_settled per order.
const (
	PaymentReceived Kind = "payment_received"
	LoanSettled     Kind = "loan_settled"
)

// SettledRef is the reference of an order's loan_settled notice: one per order.
const SettledRef = "settled"

func init() {
	templates[PaymentReceived] = map[string]string{
		English:  "Pautang: we received your payment of {amount} for loan {order}. Left to pay: {left}. Thank you!",
		Filipino: "Pautang: natanggap namin ang bayad mo na {amount} para sa loan {order}. Natitirang babayaran: {left}. Salamat!",
	}
	templates[LoanSettled] = map[string]string{
		English:  "Pautang: loan {order} is fully paid. Thank you for paying on your word; you can apply again in the app.",
		Filipino: "Pautang: bayad na nang buo ang loan {order}. Salamat sa pagtupad sa iyong pangako; maaari kang mag-apply muli sa app.",
	}
}
