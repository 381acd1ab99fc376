package notify

import (
	"regexp"
	"slices"
	"strings"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
)

// ErrWording refuses a template text: a placeholder that is not a field, or words that
// threaten or shame (SEC MC 18 s.2019: no threats, no insults, no disclosure to others).
var ErrWording = apperr.New("invalid_params", "The message text is not allowed.")

// MaxTemplateLen bounds a template text (a few SMS parts).
const MaxTemplateLen = 480

var placeholderRE = regexp.MustCompile(`\{[^{}]*\}`)

// bannedWords are words and phrases a borrower message never holds, in English and
// Filipino: threats of arrest, jail or suit, insults, and telling family, employer or
// contacts. Matched whole-word, case-insensitive.
var bannedWords = []string{
	// English
	"jail", "prison", "arrest", "arrested", "police", "warrant", "sue", "lawsuit", "criminal", "estafa", "nbi",
	"shame", "shameful", "embarrass", "humiliate", "scammer", "thief", "liar", "cheat", "deadbeat", "stupid",
	"your family", "your employer", "your boss", "your contacts", "your friends", "your neighbors", "post your", "facebook",
	"we will visit", "final warning", "last warning", "or else", "legal action", "blacklist",
	// Filipino
	"kulong", "makukulong", "ikukulong", "pulis", "aresto", "arestuhin", "hulihin", "demanda", "idedemanda", "kasuhan", "kakasuhan",
	"kriminal", "magnanakaw", "manloloko", "sinungaling", "walanghiya", "walang hiya", "kahihiyan", "ipahiya", "ipapahiya",
	"pamilya mo", "amo mo", "kapitbahay mo", "ipo-post", "ipopost", "huling babala", "bobo", "tanga",
}

var bannedRE = regexp.MustCompile(`(?i)(^|[^\p{L}])(` + strings.Join(quoteAll(bannedWords), "|") + `)([^\p{L}]|$)`)

func quoteAll(ws []string) []string {
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = regexp.QuoteMeta(w)
	}
	return out
}

// CheckWording refuses a template text that is empty, too long, holds a placeholder that is
// not one of Placeholders, or holds threatening or shaming words; the error names what.
func CheckWording(text string) error {
	t := strings.TrimSpace(text)
	if t == "" {
		return apperr.New(ErrWording.Code, "The message text is empty.")
	}
	if n := len([]rune(t)); n > MaxTemplateLen {
		return apperr.Newf(ErrWording.Code, "The message text is %d characters; at most %d.", n, MaxTemplateLen)
	}
	for _, p := range placeholderRE.FindAllString(t, -1) {
		if !slices.Contains(Placeholders, strings.Trim(p, "{}")) {
			return apperr.Newf(ErrWording.Code, "Unknown field %s: use only %s.", p, placeholderList())
		}
	}
	if m := bannedRE.FindStringSubmatch(t); m != nil {
		return apperr.Newf(ErrWording.Code, "The text may not say %q: no threats, insults or telling others (SEC MC 18).", m[2])
	}
	return nil
}

func placeholderList() string {
	out := make([]string, len(Placeholders))
	for i, p := range Placeholders {
		out[i] = "{" + p + "}"
	}
	return strings.Join(out, ", ")
}

// SampleFields are the fields a template preview is written with.
func SampleFields(baseURL string) Fields {
	base := strings.TrimRight(baseURL, "/")
	ref := SampleReferenceFields
	return Fields{OrderNo: "PT261126000123", AmountCents: 500000, Day: dayOrZero("2026-12-10"), DaysPastDue: 3, LeftCents: 250000,
		Last4: "1234", PayLink: base + PayPath(123), CardLink: base + CardPath(123), Reference: &ref}
}

func dayOrZero(s string) loans.Date {
	d, _ := loans.ParseDate(s)
	return d
}

// ValidateTemplate checks a supervisor's text for a kind and language: a known kind and
// language, and a text CheckWording accepts (CheckReferenceWording for a message to a
// reference; "" returns the kind to its built-in text).
func ValidateTemplate(k Kind, lang, text string) error {
	if !slices.Contains(Kinds(), k) {
		return apperr.Newf(ErrWording.Code, "No message kind %q.", k)
	}
	if !slices.Contains(Languages(), lang) {
		return apperr.Newf(ErrWording.Code, "The language must be en or fil.")
	}
	if text == "" {
		return nil
	}
	if AudienceOf(k) == AudienceReference {
		return CheckReferenceWording(text)
	}
	return CheckWording(text)
}
