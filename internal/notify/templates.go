package notify

import (
	"fmt"
	"strings"

	"github.com/pautang/pautang/internal/i18n"
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
	OrderNo     string     `json:"order,omitempty"`
	AmountCents int64      `json:"amount,omitempty"`
	Day         loans.Date `json:"day,omitzero"`
	DaysPastDue int        `json:"days,omitempty"`
	LeftCents   int64      `json:"left,omitempty"`  // what is left to pay (payment notices)
	Last4       string     `json:"last4,omitempty"` // the last 4 digits of the payout account (money sent)
	PayLink     string     `json:"-"`               // the link to the order's repayment page (PayPath)
	CardLink    string     `json:"-"`               // the link to the page that changes the payout account
	// Reference is what a message to a reference is written with (ReferenceCallback): the
	// only fields such a message can show; the others are never written into it.
	Reference *ReferenceFields `json:"-"`
}

// Placeholders are the fields a template may show, each written {name}: {amount}, {date},
// {order}, {days}, {left}, {last4}, {link} (the repayment page) and {cardlink} (the page that
// changes the payout account). No other {name} may appear in a template.
var Placeholders = []string{"amount", "date", "order", "days", "left", "last4", "link", "cardlink"}

// templates hold each kind's text per language (the built-in wording; a supervisor's wording
// stored in the database replaces it, see Wording).
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
		English:  "Pautang: your payment for loan {order} was due on {date} and is now {days} day past due. The amount past due is {amount}. Pay at {link} or reply to talk to us.",
		Filipino: "Pautang: ang bayad mo para sa loan {order} ay dapat noong {date} at lampas na ng {days} araw. Ang halagang lampas na sa takdang araw ay {amount}. Magbayad sa {link} o sumagot para makausap kami.",
	},
	Overdue3: {
		English:  "Pautang: your payment for loan {order} was due on {date} and is now {days} days past due. The amount past due is {amount}. Pay at {link} or reply to talk to us.",
		Filipino: "Pautang: ang bayad mo para sa loan {order} ay dapat noong {date} at lampas na ng {days} araw. Ang halagang lampas na sa takdang araw ay {amount}. Magbayad sa {link} o sumagot para makausap kami.",
	},
}

func init() {
	templates[Overdue7] = templates[Overdue3]
	templates[Overdue15] = templates[Overdue3]
}

// Kinds lists every kind (the back office's template list).
func Kinds() []Kind {
	return []Kind{ReminderD3, ReminderD1, ReminderD0, Overdue1, Overdue3, Overdue7, Overdue15, PaymentReceived, LoanSettled,
		ApplicationReceived, Approved, Rejected, MoneySent, PayoutFailed, RolloverConfirmed, ReferenceCallback, CollectionSMS, DemandLetterNotice, FinalDemandNotice}
}

// Languages lists the languages a message is written in.
func Languages() []string { return []string{English, Filipino} }

// LangOf is the message language of a `lang` common param: fil or tl (any region, e.g.
// fil-PH) is Filipino, en and the spec's texts (spec) are English; anything else is "" (not a
// language the borrower chose).
func LangOf(tag string) string {
	base, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(tag)), "-")
	base, _, _ = strings.Cut(base, "_")
	switch base {
	case "fil", "tl":
		return Filipino
	case "en", "spec":
		return English
	}
	return ""
}

// Builtin is the built-in text of a kind in a language ("" when there is none).
func Builtin(k Kind, lang string) string { return templates[k][lang] }

// Wording is the text of every kind per language that replaces the built-in text (the
// supervisor's template editor); nil or a missing entry means the built-in text.
type Wording map[Kind]map[string]string

// text is the template of a kind in a language: the wording's, else the built-in text, in
// English for an unknown language.
func (w Wording) text(k Kind, lang string) (string, error) {
	if lang != Filipino {
		lang = English
	}
	if t := w[k][lang]; t != "" {
		return t, nil
	}
	byLang, ok := templates[k]
	if !ok {
		return "", fmt.Errorf("notify: no template for %q", k)
	}
	return byLang[lang], nil
}

// Render is the message of a kind in a language (English for an unknown language) with the
// built-in text.
func Render(k Kind, lang string, f Fields) (string, error) { return Wording(nil).Render(k, lang, f) }

// Render is the message of a kind in a language with w's text where it has one.
func (w Wording) Render(k Kind, lang string, f Fields) (string, error) {
	if AudienceOf(k) == AudienceReference {
		// A reference's text is written from the reference fields alone.
		if f.Reference == nil {
			return "", fmt.Errorf("notify: %s is written with the reference fields", k)
		}
		return w.RenderReference(lang, *f.Reference)
	}
	t, err := w.text(k, lang)
	if err != nil {
		return "", err
	}
	return Fill(t, lang, f), nil
}

// Fill writes the fields into a template's placeholders, the date in the language's month names.
func Fill(t, lang string, f Fields) string {
	return strings.NewReplacer(
		"{amount}", loans.FormatPeso(f.AmountCents),
		"{date}", formatDay(f.Day, lang),
		"{order}", f.OrderNo,
		"{days}", fmt.Sprint(f.DaysPastDue),
		"{left}", loans.FormatPeso(f.LeftCents),
		"{last4}", f.Last4,
		"{link}", f.PayLink,
		"{cardlink}", f.CardLink,
	).Replace(t)
}

// formatDay writes a day as "Nov 26" ("Nob 26" in Filipino).
func formatDay(d loans.Date, lang string) string {
	if d.IsZero() {
		return ""
	}
	return i18n.Lang(lang).MonthDay(d.Time())
}
