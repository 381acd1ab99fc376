package notify

import (
	"strings"
	"testing"
)

// TestReferenceMessageDisclosesNothing: the message to a reference is written from the
// reference fields alone: with a loan's fields at hand nothing of the loan reaches it, in
// either language, with the built-in text or any text the check accepts.
func TestReferenceMessageDisclosesNothing(t *testing.T) {
	loan := Fields{OrderNo: "PT261126000777", AmountCents: 987654, Day: day("2026-12-10"), DaysPastDue: 12, LeftCents: 123456, Last4: "4321",
		PayLink: "https://pautang.ph/repayment", CardLink: "https://pautang.ph/bindBank"}
	secrets := []string{"PT261126000777", "9,876.54", "1,234.56", "Dec 10", "12", "4321", "repayment", "bindBank", "₱"}
	if _, err := Render(ReferenceCallback, English, loan); err == nil {
		t.Fatal("a reference message was written without the reference fields")
	}
	loan.Reference = &ReferenceFields{Name: "Maria", Borrower: "Juan", Hotline: "+63 917 800 1234"}
	accepted := []string{
		Builtin(ReferenceCallback, English),
		Builtin(ReferenceCallback, Filipino),
		"Pautang: Hi {name}! Please ask {borrower} to call us at {hotline}. Thank you.",
	}
	if err := ValidateTemplate(ReferenceCallback, English, "Pautang: Hi {name}! Kindly ask {borrower} to give us a call at {hotline}."); err == nil {
		t.Fatal("a free text outside the allow-list was accepted")
	}
	for i, text := range accepted {
		if err := ValidateTemplate(ReferenceCallback, English, text); err != nil {
			t.Fatalf("text %d refused: %v", i, err)
		}
		for _, w := range []Wording{nil, {ReferenceCallback: {English: text, Filipino: text}}} {
			for _, lang := range Languages() {
				body, err := w.Render(ReferenceCallback, lang, loan)
				if err != nil {
					t.Fatal(err)
				}
				if !strings.Contains(body, "Maria") || !strings.Contains(body, "Juan") || !strings.Contains(body, "+63 917 800 1234") || strings.Contains(body, "{") {
					t.Errorf("%s: %q", lang, body)
				}
				for _, s := range secrets {
					if strings.Contains(strings.ReplaceAll(body, "+63 917 800 1234", ""), s) {
						t.Errorf("%s: %q discloses %q", lang, body, s)
					}
				}
			}
		}
	}
	want := "Pautang: Hello Maria, Juan gave your number as a reference. Please ask Juan to call us at +63 917 800 1234. Thank you!"
	if got, _ := Render(ReferenceCallback, English, loan); got != want {
		t.Errorf("en: %q, want %q", got, want)
	}
}

// TestReferenceWordingCheck: a reference template may use only {name}, {borrower} and
// {hotline}, and holds no word about the loan, money or lateness (English and Filipino), no
// figure and no threat; a borrower's template may not use the reference fields.
func TestReferenceWordingCheck(t *testing.T) {
	refused := map[string]string{
		"Pautang: {name}, ask {borrower} to pay {amount}.":                "{amount}",
		"Pautang: {name}, please tell {borrower} about order {order}.":    "{order}",
		"Pautang: {name}, ask {borrower} to visit {link}":                 "{link}",
		"Pautang: {name}, {borrower} is {days} days late.":                "{days}",
		"Pautang: {name}, {borrower} has a loan with us. Call {hotline}.": "loan",
		"Pautang: {name}, ask {borrower} to settle the balance.":          "settle",
		"Pautang: {name}, {borrower} is overdue. Call {hotline}.":         "overdue",
		"Pautang: {name}, may utang si {borrower}.":                       "utang",
		"Pautang: {name}, pakisabi kay {borrower} na magbayad na.":        "magbayad",
		"Pautang: {name}, lampas na si {borrower}.":                       "lampas",
		"Pautang: {name}, ask {borrower} to call 09171234567.":            "0",
		"Pautang: {name}, ₱ matters. Ask {borrower} to call {hotline}.":   "₱",
		"Pautang: {name}, tell {borrower} the pulis will come.":           "pulis",
		"Pautang: {name}, tell {borrower} to call {hotline} or else.":     "or else",
	}
	for text, want := range refused {
		err := ValidateTemplate(ReferenceCallback, Filipino, text)
		if err == nil || !strings.Contains(strings.ToLower(err.Error()), strings.ToLower(want)) {
			t.Errorf("%q: %v, want an error about %q", text, err, want)
		}
	}
	if err := CheckReferenceWording("  "); err == nil || !strings.Contains(err.Error(), "empty") {
		t.Errorf("empty text: %v", err)
	}
	if err := ValidateTemplate(Overdue3, English, "Pautang: {name}, pay {amount}."); err == nil {
		t.Error("a borrower's template used a reference field")
	}
	if AudienceOf(ReferenceCallback) != AudienceReference || AudienceOf(Overdue1) != AudienceBorrower || ClassOf(ReferenceCallback) != ClassRequired {
		t.Error("audiences")
	}
	if got := strings.Join(PlaceholdersOf(ReferenceCallback), ","); got != "name,borrower,hotline" {
		t.Errorf("reference placeholders %s", got)
	}
	if FirstName("  Juan  Dela Cruz") != "Juan" || FirstName("") != "" {
		t.Error("FirstName")
	}
}
