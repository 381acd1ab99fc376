package notify

import (
	"fmt"
	"strings"

	"github.com/pautang/pautang/internal/loans"
)

// Languages a borrower can get messages in.
const (
	English  = "en"
	Filipino = "fil"
)

// Fields are the values a template shows. Templates are fixed text: operators never write
// what a borrower or a reference receives (MC 18: no threatening or shaming wording).
type Fields struct {
	OrderNo     string
	AmountCents int64
	Day         loans.Date
	DaysPastDue int
	LeftCents   int64  // what is left to pay (payment notices)
	PayLink     string // the short link to the repayment page
}

// templates hold each kind's text per language; {amount}, {date}, {order}, {days} and {link}
// are the fields.
var templates = map[Kind]map[string]string{
	ReminderD3: {
		English:  "Pautang: your payment of {amount} for loan {order} is due on {date}, in 3 days. Pay by GCash, Maya, bank or 7-Eleven at {link}",
		Filipino: "Pautang: ang bayad mo na {amount} para sa loan {order} ay dapat sa {date}, 3 araw mula ngayon. Magbayad sa GCash, Maya, bangko o 7-Eleven: {link}",
	},
	ReminderD1: {
		English:  "Pautang: your payment of {amount} for loan {order} is due tomorrow, {date}. Pay by GCash, Maya, bank or 7-Eleven at {link}",
		Filipino: "Pautang: ang bayad mo na {amount} para sa loan {order} ay dapat bukas, {date}. Magbayad sa GCash, Maya, bangko o 7-Eleven: {link}",
	},
	ReminderD0: {
		English:  "Pautang: your payment of {amount} for loan {order} is due today, {date}. Pay by GCash, Maya, bank or 7-Eleven at {link}",
		Filipino: "Pautang: ang bayad mo na {amount} para sa loan {order} ay dapat ngayong araw, {date}. Magbayad sa GCash, Maya, bangko o 7-Eleven: {link}",
	},
	Overdue1: {
		English:  "Pautang: your payment for loan {order} was due on {date} and is now {days} day past due. The amount to settle is {amount}. Pay at {link} or reply to talk to us.",
		Filipino: "Pautang: ang bayad mo para sa loan {order} ay dapat noong {date} at lampas na ng {days} araw. Ang kabuuang babayaran ay {amount}. Magbayad sa {link} o sumagot para makausap kami.",
	},
	Overdue3: {
		English:  "Pautang: your payment for loan {order} was due on {date} and is now {days} days past due. The amount to settle is {amount}. Pay at {link} or reply to talk to us.",
		Filipino: "Pautang: ang bayad mo para sa loan {order} ay dapat noong {date} at lampas na ng {days} araw. Ang kabuuang babayaran ay {amount}. Magbayad sa {link} o sumagot para makausap kami.",
	},
}

func init() {
	templates[Overdue7] = templates[Overdue3]
	templates[Overdue15] = templates[Overdue3]
}

// Kinds lists every scheduled kind (the back office's template list).
func Kinds() []Kind {
	return []Kind{ReminderD3, ReminderD1, ReminderD0, Overdue1, Overdue3, Overdue7, Overdue15, PaymentReceived, LoanSettled}
}

// Render is the message of a kind in a language (English for an unknown language).
func Render(k Kind, lang string, f Fields) (string, error) {
	byLang, ok := templates[k]
	if !ok {
		return "", fmt.Errorf("notify: no template for %q", k)
	}
	t, ok := byLang[lang]
	if !ok {
		t = byLang[English]
	}
	return strings.NewReplacer(
		"{amount}", loans.FormatPeso(f.AmountCents),
		"{date}", formatDay(f.Day),
		"{order}", f.OrderNo,
		"{days}", fmt.Sprint(f.DaysPastDue),
		"{left}", loans.FormatPeso(f.LeftCents),
		"{link}", f.PayLink,
	).Replace(t), nil
}

// formatDay writes a day as "Nov 26".
func formatDay(d loans.Date) string {
	if d.IsZero() {
		return ""
	}
	return d.Time().Format("Jan 2")
}
