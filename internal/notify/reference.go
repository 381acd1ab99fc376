package notify

import (
	"regexp"
	"slices"
	"strings"

	"github.com/pautang/pautang/internal/apperr"
)

// ReferenceCallback is the one message an agent may send a reference the borrower gave in
// the application profile: fixed text (editable by a supervisor like the others, never free
// text) that asks the person to have the borrower call the lender and says nothing else.
//
// SEC MC 18 s.2019 forbids telling anyone but the borrower's co-makers or guarantors about
// the debt. The product's references are people who know the borrower ("someone who knows
// you"); nobody co-signs the contract, so no reference is a co-maker or guarantor and none
// may learn of the loan: a reference template can show only the reference's own name, the
// borrower's first name and the lender's telephone, and may not hold a word about money,
// loans, payments or being late (CheckReferenceWording).
const ReferenceCallback Kind = "reference_callback"

// Audience is who a kind of message goes to.
type Audience string

// Audiences: the borrower (every kind but ReferenceCallback) and a reference.
const (
	AudienceBorrower  Audience = "borrower"
	AudienceReference Audience = "reference"
)

// AudienceOf is the audience of a kind.
func AudienceOf(k Kind) Audience {
	if k == ReferenceCallback {
		return AudienceReference
	}
	return AudienceBorrower
}

// ReferenceFields are everything a reference message may show. The type holds no amount,
// date, order or link: nothing about the loan can reach a reference's text.
type ReferenceFields struct {
	Name     string // the reference's name as the borrower typed it
	Borrower string // the borrower's first name
	Hotline  string // the lender's customer-service telephone
}

// ReferencePlaceholders are the fields a reference template may use: {name}, {borrower},
// {hotline}.
var ReferencePlaceholders = []string{"name", "borrower", "hotline"}

// PlaceholdersOf lists the fields a kind's text may use.
func PlaceholdersOf(k Kind) []string {
	if AudienceOf(k) == AudienceReference {
		return ReferencePlaceholders
	}
	return Placeholders
}

// debtWords are words a reference message never holds, in English and Filipino: the loan,
// the debt, money owed, payments, being late, collection. Whole words, case-insensitive.
// ("Pautang", the lender's name, is the sender of every message and stays.)
var debtWords = []string{
	// English
	"loan", "loans", "debt", "debts", "owe", "owes", "owed", "owing", "due", "overdue", "past due", "late",
	"pay", "pays", "paid", "payment", "payments", "repay", "repayment", "balance", "amount", "installment",
	"collection", "collections", "collector", "credit", "borrow", "borrowed", "borrower", "lend", "lent", "interest", "penalty",
	"peso", "pesos", "php", "cash", "money", "account", "settle",
	// Filipino
	"utang", "inutang", "umutang", "pinautang", "bayad", "bayaran", "babayaran", "magbayad", "nagbayad", "bayarin",
	"hulog", "hulugan", "atraso", "singil", "maniningil", "lampas", "pera", "halaga", "multa", "interes", "sisingilin",
}

var debtRE = regexp.MustCompile(`(?i)(^|[^\p{L}])(` + strings.Join(quoteAll(debtWords), "|") + `)([^\p{L}]|$)`)

// moneyRE finds a currency sign or a figure (digits) in a reference text: a telephone number
// comes from {hotline}, never typed in.
var moneyRE = regexp.MustCompile(`[₱$]|\p{Nd}`)

// ReferenceTexts is the allow-list of reference texts: the built-in text of each language and
// the approved alternatives. A supervisor chooses among them; no other text (free text) is
// ever saved for a reference.
func ReferenceTexts() []string {
	return []string{
		templates[ReferenceCallback][English], templates[ReferenceCallback][Filipino],
		"Pautang: Hi {name}! Please ask {borrower} to call us at {hotline}. Thank you.",
		"Pautang: Kumusta {name}! Pakisabi kay {borrower} na tumawag sa {hotline}. Salamat po.",
	}
}

// CheckReferenceWording refuses a reference template text that is not one of ReferenceTexts,
// and (for the texts of the list, checked by the tests) the checks of every text (empty, too
// long, threats and shaming), a placeholder other than {name}, {borrower}, {hotline}, any word
// about the loan, money or being late, a currency sign or a figure.
func CheckReferenceWording(text string) error {
	t := strings.TrimSpace(text)
	if err := checkReferenceWords(t); err != nil {
		return err
	}
	if !slices.Contains(ReferenceTexts(), t) {
		return apperr.Newf(ErrWording.Code, "A message to a reference is one of the approved texts (no free text, SEC MC 18): %q.", strings.Join(ReferenceTexts(), `", "`))
	}
	return nil
}

func checkReferenceWords(t string) error {
	for _, p := range placeholderRE.FindAllString(t, -1) {
		if !slices.Contains(ReferencePlaceholders, strings.Trim(p, "{}")) {
			return apperr.Newf(ErrWording.Code, "Unknown field %s: a message to a reference may use only {name}, {borrower} and {hotline} (nothing about the loan, SEC MC 18).", p)
		}
	}
	// The shared checks and the words, with the reference's placeholders left out.
	words := placeholderRE.ReplaceAllString(t, " ")
	if t == "" {
		words = ""
	}
	if err := CheckWording(words); err != nil {
		return err
	}
	if m := debtRE.FindStringSubmatch(words); m != nil {
		return apperr.Newf(ErrWording.Code, "A message to a reference may not say %q: it must not tell anyone but the borrower about the loan (SEC MC 18).", m[2])
	}
	if m := moneyRE.FindString(words); m != "" {
		return apperr.Newf(ErrWording.Code, "A message to a reference may not hold %q: no amounts or figures (the telephone is {hotline}).", m)
	}
	return nil
}

// RenderReference is the reference message in a language with w's text where it has one.
// Only the reference fields can be written into it.
func (w Wording) RenderReference(lang string, f ReferenceFields) (string, error) {
	t, err := w.text(ReferenceCallback, lang)
	if err != nil {
		return "", err
	}
	return fillReference(t, f), nil
}

func fillReference(t string, f ReferenceFields) string {
	return strings.NewReplacer("{name}", f.Name, "{borrower}", f.Borrower, "{hotline}", f.Hotline).Replace(t)
}

// FirstName is the first word of a full name (what a reference message calls the borrower).
func FirstName(full string) string {
	f := strings.Fields(full)
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

// SampleReferenceFields are the fields a reference template preview is written with.
var SampleReferenceFields = ReferenceFields{Name: "Maria", Borrower: "Juan", Hotline: "+63 917 800 1234"}

func init() {
	templates[ReferenceCallback] = map[string]string{
		English:  "Pautang: Hello {name}, {borrower} gave your number as a reference. Please ask {borrower} to call us at {hotline}. Thank you!",
		Filipino: "Pautang: Magandang araw {name}, ibinigay ni {borrower} ang iyong numero bilang reference. Pakisabi kay {borrower} na tumawag sa amin sa {hotline}. Salamat!",
	}
}
