package notify

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
)

// The guard on every rendered message to a reference: whatever the template and the fields,
// the text that would be sent is normalised (NFKC, invisible characters removed, look-alike
// letters of other scripts folded to Latin, lower case) and refused when it holds the debt
// vocabulary in English or Filipino, a number spelled in words, a currency sign, a figure
// other than the lender's telephone, or one of the borrower's amounts or dates.

// ErrReferenceDisclosure refuses a message to a reference that would tell of the debt.
var ErrReferenceDisclosure = apperr.New("messages_reference_disclosure", "A message to a reference may not tell anything about the loan (SEC MC 18).")

// Secrets are what a message to a reference must never show of the borrower's loan.
type Secrets struct {
	AmountsCents []int64      // the payoff, the amount past due, the loan's amount, ...
	Days         []loans.Date // due days, the first missed due day
}

// guardWords are the debt vocabulary checked on the normalised text, whole words, beside
// debtWords (the template check's list).
var guardWords = []string{
	"arrears", "arrear", "unpaid", "obligation", "obligations", "delinquent", "delinquency", "default", "defaulted",
	"outstanding", "lender", "lending", "creditor", "overdue", "collect", "demand", "liability", "dues",
	"pagkakautang", "pagkakaatraso", "nakautang", "utang", "singilin", "hindi nabayaran", "obligasyon", "bayarin", "hulugan",
}

// numberWords are numbers spelled out in English and Filipino (an amount written in words).
var numberWords = []string{
	"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "fifteen", "twenty",
	"thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred", "thousand", "million", "k",
	"isa", "isang", "dalawa", "dalawang", "tatlo", "tatlong", "apat", "lima", "limang", "anim", "pito", "pitong",
	"walo", "walong", "siyam", "sampu", "sampung", "daan", "raan", "libo", "libong", "milyon",
}

var guardRE = regexp.MustCompile(`(^|[^\p{L}])(` + strings.Join(quoteAll(append(append([]string{}, debtWords...), guardWords...)), "|") + `)([^\p{L}]|$)`)
var numberRE = regexp.MustCompile(`(^|[^\p{L}])(` + strings.Join(quoteAll(numberWords), "|") + `)([^\p{L}]|$)`)

// confusables folds letters of other scripts that look like Latin ones (Cyrillic, Greek) and
// a few symbols used for letters.
var confusables = strings.NewReplacer(
	// Cyrillic
	"а", "a", "в", "b", "е", "e", "ё", "e", "к", "k", "м", "m", "н", "h", "о", "o", "р", "p", "с", "c", "т", "t", "у", "y", "х", "x",
	"ѕ", "s", "і", "i", "ї", "i", "ј", "j", "һ", "h", "ԁ", "d", "ԛ", "q", "ԝ", "w", "ӏ", "l", "ɡ", "g", "ь", "b", "п", "n", "г", "r",
	// Greek
	"α", "a", "β", "b", "ε", "e", "η", "n", "ι", "i", "κ", "k", "ν", "v", "ο", "o", "ρ", "p", "τ", "t", "υ", "u", "χ", "x", "μ", "u",
	"ω", "w", "γ", "y",
	// symbols for letters
	"@", "a", "€", "e",
)

// Normalize is the text as the guard reads it: NFKC (full-width and styled letters to plain
// ones), invisible characters (format characters such as zero-width spaces, soft hyphens)
// removed, lower case, look-alike letters folded to Latin.
func Normalize(text string) string {
	t := norm.NFKC.String(text)
	t = strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Mn, r) || r == '\u034f' {
			return -1
		}
		return r
	}, t)
	t = strings.ToLower(t)
	return norm.NFKC.String(confusables.Replace(t))
}

// CheckReferenceMessage refuses (ErrReferenceDisclosure, naming what it found) a rendered
// message to a reference that would tell of the debt: it is run on the very text to be sent,
// with the lender's telephone (the one figure it may hold) and the borrower's secrets.
func CheckReferenceMessage(text, hotline string, s Secrets) error {
	t := Normalize(text)
	if h := Normalize(strings.TrimSpace(hotline)); h != "" {
		t = strings.ReplaceAll(t, h, " ")
	}
	refuse := func(what string) error {
		return apperr.Newf(ErrReferenceDisclosure.Code, "A message to a reference may not hold %s: it must not tell anyone but the borrower about the loan (SEC MC 18).", what)
	}
	for _, a := range s.AmountsCents {
		for _, form := range amountForms(a) {
			if strings.Contains(t, form) {
				return refuse("the borrower's amount " + loans.FormatPeso(a))
			}
		}
	}
	for _, d := range s.Days {
		if d.IsZero() {
			continue
		}
		for _, form := range []string{d.String(), strings.ToLower(formatDay(d, English)), strings.ToLower(formatDay(d, Filipino))} {
			if strings.Contains(t, form) {
				return refuse("the borrower's date " + d.String())
			}
		}
	}
	if m := guardRE.FindStringSubmatch(t); m != nil {
		return refuse(fmt.Sprintf("%q", m[2]))
	}
	if m := debtRE.FindStringSubmatch(t); m != nil {
		return refuse(fmt.Sprintf("%q", m[2]))
	}
	if m := numberRE.FindStringSubmatch(t); m != nil {
		return refuse(fmt.Sprintf("a number in words (%q)", m[2]))
	}
	if m := moneyRE.FindString(t); m != "" {
		return refuse(fmt.Sprintf("%q (no amounts or figures but the telephone)", m))
	}
	return nil
}

// amountForms are ways an amount is written: 5,000.00, 5000.00, 5,000, 5000 (whole pesos).
func amountForms(cents int64) []string {
	if cents <= 0 {
		return nil
	}
	full := strings.TrimPrefix(loans.FormatPeso(cents), "₱") // 5,000.00
	out := []string{full, strings.ReplaceAll(full, ",", "")}
	if cents%100 == 0 {
		whole := strings.TrimSuffix(full, ".00")
		out = append(out, whole, strings.ReplaceAll(whole, ",", ""))
	}
	return out
}
