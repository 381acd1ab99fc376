package notify

import (
	"encoding/json"
	"time"
)

// Notices of the steps of an application, queued by the store in the transaction that makes
// the step (so a step is told exactly when it happened, and a step that rolls back is never
// told): the fields are stored with the message and the text is written when it is sent, in
// the borrower's language then.
const (
	ApplicationReceived Kind = "application_received" // the order was submitted (21)
	Approved            Kind = "approved"             // 21 -> 151
	Rejected            Kind = "rejected"             // 21 -> 110
	MoneySent           Kind = "money_sent"           // the payout succeeded (-> 170): amount and the account's last 4 digits
	PayoutFailed        Kind = "payout_failed"        // a payout attempt failed: the link to change the account
	RolloverConfirmed   Kind = "rollover_confirmed"   // a rollover was booked: the new due date
)

// NoticeWindow is how long after its step a notice may still go out (a step at night is told
// at 6:00; a notice the SMS provider keeps refusing is given up after it).
const NoticeWindow = 24 * time.Hour

// Notice is a step notice as the store queues it: its order, kind, reference (unique within
// the order and kind, so a retried step queues nothing new) and fields.
type Notice struct {
	OrderID int64
	Kind    Kind
	Ref     string
	Fields  Fields
}

// Queue is the message row of a notice queued at now: not before SendAt(now) (the MC 18
// hours), given up NoticeWindow after now. The body is written when the message is sent.
func (n Notice) Queue(now time.Time) (Message, error) {
	f, err := json.Marshal(n.Fields)
	if err != nil {
		return Message{}, err
	}
	return Message{OrderID: n.OrderID, Kind: n.Kind, Day: n.Ref, Fields: string(f), Status: StatusQueued,
		SendAt: SendAt(now).UnixMilli(), ExpiresAt: now.Add(NoticeWindow).UnixMilli(), CreatedAt: now.UnixMilli()}, nil
}

// Class says whether a borrower may switch a kind of message off.
type Class string

// Message classes: required messages (step notices, reminders, overdue notices) are always
// sent; marketing messages are not sent to a borrower who switched them off.
const (
	ClassRequired  Class = "required"
	ClassMarketing Class = "marketing"
)

// classes lists the marketing kinds; every other kind is required. No marketing kind is sent
// today: one added here is held back from borrowers who switched marketing off.
var classes = map[Kind]Class{}

// ClassOf is a kind's class (required unless listed as marketing).
func ClassOf(k Kind) Class {
	if c, ok := classes[k]; ok {
		return c
	}
	return ClassRequired
}

func init() {
	templates[ApplicationReceived] = map[string]string{
		English:  "Pautang: we received your loan application {order} for {amount}. We will tell you the result by SMS. Thank you!",
		Filipino: "Pautang: natanggap namin ang iyong loan application {order} para sa {amount}. Ipapaalam namin ang resulta sa SMS. Salamat!",
	}
	templates[Approved] = map[string]string{
		English:  "Pautang: good news! Your loan {order} for {amount} is approved. We are now sending the money to your account.",
		Filipino: "Pautang: magandang balita! Aprubado ang iyong loan {order} para sa {amount}. Ipinapadala na namin ang pera sa iyong account.",
	}
	templates[Rejected] = map[string]string{
		English:  "Pautang: thank you for applying. We are sorry, we cannot approve loan {order} at this time. You are welcome to apply again later in the app.",
		Filipino: "Pautang: salamat sa pag-apply. Paumanhin, hindi namin maaprubahan ang loan {order} sa ngayon. Maaari kang mag-apply muli sa app sa ibang pagkakataon.",
	}
	templates[MoneySent] = map[string]string{
		English:  "Pautang: we sent {amount} for loan {order} to your account ending in {last4}. Your first payment is due on {date}.",
		Filipino: "Pautang: ipinadala namin ang {amount} para sa loan {order} sa iyong account na nagtatapos sa {last4}. Ang unang bayad ay sa {date}.",
	}
	templates[PayoutFailed] = map[string]string{
		English:  "Pautang: we could not send the money for loan {order} to your account. Please check or change your account here: {cardlink}",
		Filipino: "Pautang: hindi namin maipadala ang pera para sa loan {order} sa iyong account. Pakisuri o palitan ang iyong account dito: {cardlink}",
	}
	templates[RolloverConfirmed] = map[string]string{
		English:  "Pautang: your loan {order} is extended. Your new due date is {date}. Thank you!",
		Filipino: "Pautang: na-extend ang iyong loan {order}. Ang bagong due date mo ay {date}. Salamat!",
	}
}
