package notify

import (
	"errors"
	"testing"

	"github.com/pautang/pautang/internal/loans"
)

// TestReferenceGuardBypasses: each way around a word list is refused on the rendered text:
// plain debt vocabulary in English and Filipino, a zero-width space inside a word, Cyrillic
// look-alike letters, full-width letters, amounts spelled in words, figures; the built-in
// texts with the sample fields pass.
func TestReferenceGuardBypasses(t *testing.T) {
	hotline := "+63 917 800 1234"
	secrets := Secrets{AmountsCents: []int64{500000, 545000}, Days: []loans.Date{loans.NewDate(2026, 11, 20)}}
	for _, text := range []string{
		"Hello Maria, Juan is in arrears on an unpaid obligation to a lender.",
		"Magandang araw, may pagkakautang si Juan.",
		"Hello Maria, Juan has a de\u200bbt with us.",
		"Hello Maria, Juan has a \u0434ebt, \u0430 l\u043e\u0430n with us.", // Cyrillic д? no: а, о look-alikes in "loan"
		"Hello Maria, Juan has an unp\u0430id l\u043e\u0430n.",
		"Hello Maria, Juan has a ｌｏａｎ with us.",
		"Hello Maria, please remind Juan of the five thousand four hundred fifty.",
		"Magandang araw, limang libo po ang kay Juan.",
		"call 0917 800 1234 re unpaid loan P5,000",
		"Hello Maria, Juan: 5,450.00 by Nov 20.",
		"Hello Maria, Juan: 5450",
		"Hello Maria, see you on 2026-11-20.",
	} {
		if err := CheckReferenceMessage(text, hotline, secrets); !errors.Is(err, ErrReferenceDisclosure) {
			t.Errorf("%q: got %v, want %v", text, err, ErrReferenceDisclosure)
		}
	}
	for _, lang := range Languages() {
		text, err := Wording(nil).RenderReference(lang, SampleReferenceFields)
		if err != nil {
			t.Fatal(err)
		}
		if err := CheckReferenceMessage(text, SampleReferenceFields.Hotline, secrets); err != nil {
			t.Errorf("built-in %s text: %v", lang, err)
		}
	}
}

// TestReferenceTextsPass: every text of the allow-list passes the word check and, rendered,
// the guard.
func TestReferenceTextsPass(t *testing.T) {
	for _, text := range ReferenceTexts() {
		if err := CheckReferenceWording(text); err != nil {
			t.Errorf("%q: %v", text, err)
		}
		body := fillReference(text, SampleReferenceFields)
		if err := CheckReferenceMessage(body, SampleReferenceFields.Hotline, Secrets{AmountsCents: []int64{545000}}); err != nil {
			t.Errorf("%q rendered: %v", body, err)
		}
	}
}

// TestReferenceGuardOnFields: the template passes its own check, but a reference name typed
// by the borrower that carries the borrower's amount (or the debt) makes the rendered message
// refused.
func TestReferenceGuardOnFields(t *testing.T) {
	tmpl := Builtin(ReferenceCallback, English)
	if err := CheckReferenceWording(tmpl); err != nil {
		t.Fatalf("the built-in template: %v", err)
	}
	secrets := Secrets{AmountsCents: []int64{545000}}
	for _, name := range []string{"Maria 5,450.00", "Maria (utang ni Juan)", "Maria P5450"} {
		text, err := Wording(nil).RenderReference(English, ReferenceFields{Name: name, Borrower: "Juan", Hotline: "0917 800 1234"})
		if err != nil {
			t.Fatal(err)
		}
		if err := CheckReferenceMessage(text, "0917 800 1234", secrets); !errors.Is(err, ErrReferenceDisclosure) {
			t.Errorf("name %q: %q passed (%v)", name, text, err)
		}
	}
}
