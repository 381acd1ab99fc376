// Package i18n is the language of what the server writes for a borrower: status words, detail
// rows, notices, repayment explanations and the envelope's error messages.
//
// The English text in the code is the message id (as in gettext): i18n.T(ctx, "Due date"),
// i18n.F(ctx, "Your next payment of %s is due on %s.", amount, day), and every apperr error's
// format. The catalogues here map an id to its text in another language: fil.go (Filipino) and
// spec.go (the spec's exact texts, section 8). A text with no entry is shown in English.
// catalogue_test.go extracts every borrower-facing id from the source and fails when the
// Filipino catalogue misses one, holds one the code no longer writes, or changes a placeholder.
//
// The language comes with the request (api middleware: the `lang` common param, else the
// Accept-Language header). A context without one (the back office, jobs) is Raw: the English
// text exactly as the code wrote it, dates included.
package i18n

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"time"
)

// Lang is a language the server writes in for a borrower.
type Lang string

const (
	// Raw is no language asked (operators, jobs): the code's English text, dates as YYYY-MM-DD.
	Raw Lang = ""
	// En is English for a borrower: dates as "Dec 14, 2026".
	En Lang = "en"
	// Fil is Filipino (lang fil or tl): dates as "Dis 14, 2026".
	Fil Lang = "fil"
	// Spec is the spec's exact texts where the spec defines one, English otherwise; dates stay
	// YYYY-MM-DD as the spec shows them.
	Spec Lang = "spec"
)

// Of reads one language tag ("fil-PH", "tl", "en-US", "spec"); ok is false for any other.
func Of(tag string) (Lang, bool) {
	base, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(tag)), "-")
	base, _, _ = strings.Cut(base, "_")
	switch base {
	case "fil", "tl":
		return Fil, true
	case "en":
		return En, true
	case "spec":
		return Spec, true
	}
	return En, false
}

// Parse is the borrower's language: the lang param when it is one of ours, else the first
// Filipino/Tagalog or English entry of the Accept-Language header (the phone's languages, the
// same order the web app reads from navigator.languages), else English.
func Parse(param, acceptLanguage string) Lang {
	if l, ok := Of(param); ok {
		return l
	}
	for _, part := range strings.Split(acceptLanguage, ",") {
		tag, _, _ := strings.Cut(part, ";")
		if l, ok := Of(tag); ok && l != Spec {
			return l
		}
	}
	return En
}

type ctxKey struct{}

// With returns ctx carrying lang.
func With(ctx context.Context, lang Lang) context.Context {
	return context.WithValue(ctx, ctxKey{}, lang)
}

// From is the language ctx carries; Raw when none.
func From(ctx context.Context) Lang {
	if ctx == nil {
		return Raw
	}
	l, _ := ctx.Value(ctxKey{}).(Lang)
	return l
}

// N marks msg as a message id where no language is known yet (a domain package building rows
// the API writes out later with T); it returns msg unchanged. The catalogue test extracts it.
func N(msg string) string { return msg }

// T is the text with id msg in ctx's language.
func T(ctx context.Context, msg string) string { return From(ctx).T(msg) }

// F formats the message id format with args in ctx's language (see Lang.F).
func F(ctx context.Context, format string, args ...any) string { return From(ctx).F(format, args...) }

// Date shows a YYYY-MM-DD day in ctx's language (see Lang.Date).
func Date(ctx context.Context, day string) string { return From(ctx).Date(day) }

// T is the text with id msg in l.
func (l Lang) T(msg string) string {
	switch l {
	case Fil:
		if s, ok := fil[msg]; ok {
			return s
		}
	case Spec:
		if s, ok := spec[msg]; ok {
			return s
		}
	}
	return msg
}

// F formats format (a message id with fmt verbs; a translation may number them, %[2]s, to
// change their order) with args, in l. An argument that is a calendar day (a string or a
// Stringer reading YYYY-MM-DD, e.g. loans.Date) is shown as l.Date shows it.
func (l Lang) F(format string, args ...any) string {
	if l == Raw {
		return fmt.Sprintf(format, args...)
	}
	shown := make([]any, len(args))
	for i, a := range args {
		shown[i] = a
		var s string
		switch v := a.(type) {
		case string:
			s = v
		case fmt.Stringer:
			s = v.String()
		default:
			continue
		}
		if dayRE.MatchString(s) {
			shown[i] = l.Date(s)
		}
	}
	return fmt.Sprintf(l.T(format), shown...)
}

var dayRE = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)

var months = map[Lang][12]string{
	En:  {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"},
	Fil: {"Ene", "Peb", "Mar", "Abr", "May", "Hun", "Hul", "Ago", "Set", "Okt", "Nob", "Dis"},
}

// MonthDay shows a day without its year, as the text messages do: "Dec 14" in English, "Dis 14"
// in Filipino; English names under a language without its own.
func (l Lang) MonthDay(t time.Time) string {
	names, ok := months[l]
	if !ok {
		names = months[En]
	}
	return fmt.Sprintf("%s %d", names[t.Month()-1], t.Day())
}

// Date shows a YYYY-MM-DD day for a borrower: "Dec 14, 2026" in English, "Dis 14, 2026" in
// Filipino; unchanged under Spec and Raw, and for any text that is not such a day.
func (l Lang) Date(day string) string {
	names, ok := months[l]
	if !ok || !dayRE.MatchString(day) {
		return day
	}
	t, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return day
	}
	return fmt.Sprintf("%s %d, %d", names[t.Month()-1], t.Day(), t.Year())
}
