package notify

import (
	"time"

	"github.com/pautang/pautang/internal/loans"
)

// Notices of steps of a loan, read from what the records show happened (a payment booked, a
// loan settled), so no use case has to remember to send them.
const (
	PaymentReceived Kind = "payment_received"
	LoanSettled     Kind = "loan_settled"
)

// Event is a step of a loan the borrower is told about: Ref makes it unique within its order
// and kind (the payment's reference; the settlement day).
type Event struct {
	Kind        Kind
	OrderID     int64
	OrderNo     string
	UserID      int64
	Phone       string
	Lang        string
	Ref         string
	AmountCents int64 // the payment
	LeftCents   int64 // what is left to pay after it
	AtMs        int64
}

// EventWindow is how far back the scheduler looks for steps to tell: a notice is sent within
// a day of its step or not at all.
const EventWindow = 24 * time.Hour

// eventFields are the template fields of an event.
func eventFields(e Event, link string) Fields {
	return Fields{OrderNo: e.OrderNo, AmountCents: e.AmountCents, LeftCents: e.LeftCents, Day: loans.DateOf(time.UnixMilli(e.AtMs)), PayLink: link}
}

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
