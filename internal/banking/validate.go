package banking

import (
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// The validation messages, one per way a field can be wrong. They are sentences a borrower
// can act on; the API returns the first as the envelope message and all of them per field.
const (
	MsgChooseBank           = "Please choose your bank."
	MsgChooseEWallet        = "Please choose your e-wallet."
	MsgUnknownInstitution   = "Please choose one of the listed options."
	MsgEnterAccountNumber   = "Please enter your account number."
	MsgEnterEWalletNumber   = "Please enter your e-wallet mobile number."
	MsgDigitsOnly           = "The account number may contain digits only."
	MsgMobileFormat         = "%s numbers are 11-digit mobile numbers starting with 09."
	MsgAccountLengthExact   = "%s account numbers have %d digits."
	MsgAccountLengthRange   = "%s account numbers have %d to %d digits."
	MsgEnterHolderName      = "Please enter the account holder's name."
	MsgHolderNameChars      = "The account holder's name may contain letters, spaces, dots, hyphens and apostrophes only."
	MsgHolderNameLength     = "The account holder's name must be 2 to 100 characters."
	MsgChooseCity           = "Please choose your city."
	MsgUnknownCity          = "Please choose a city from the list."
	MsgChooseBirthDate      = "Please choose the account holder's date of birth."
	MsgBirthDateFormat      = "The date of birth must be a date like 1990-01-31."
	MsgBirthDateAdult       = "The account holder must be at least 18 years old."
	MsgBirthDateImplausible = "Please check the date of birth."
	MsgTextTooLong          = "This field must be at most 200 characters."
	MsgChooseOption         = "Please choose one of the listed options."
)

// MinHolderAge is the youngest account holder we pay out to (applicants must be over 18).
const MinHolderAge = 18

// FieldError is one field's problem: the item code and the message.
// Format and Args are what Message was made of (one of the Msg texts and its values), so the
// API can write it in the borrower's language (In).
type FieldError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	Format  string `json:"-"`
	Args    []any  `json:"-"`
}

// Errors is every field problem of a submission, in form order. It is an error so callers
// can return it; Error is the first message.
type Errors []FieldError

// Error returns the first field's message.
func (e Errors) Error() string {
	if len(e) == 0 {
		return ""
	}
	return e[0].Message
}

// In returns the errors with every message written again by write (the API passes the
// borrower's language: i18n.Lang.F).
func (e Errors) In(write func(format string, args ...any) string) Errors {
	out := make(Errors, len(e))
	for i, fe := range e {
		out[i] = fe
		if fe.Format != "" {
			out[i].Message = write(fe.Format, fe.Args...)
		}
	}
	return out
}

// ByCode maps item codes to their messages (the form shows them under each field).
func (e Errors) ByCode() map[string]string {
	out := make(map[string]string, len(e))
	for _, fe := range e {
		out[fe.Code] = fe.Message
	}
	return out
}

// Submission is a validated bind-card form: the account and the other fields, normalised.
type Submission struct {
	CardType        int
	Channel         string
	InstitutionCode string
	InstitutionName string
	NumberKind      NumberKind
	Number          string // digits only; never logged, stored only sealed
	HolderName      string
	City            string
	BirthDate       string
	// Fields holds every visible field except the account number, as stored details.
	Fields map[string]string
}

// Validate checks the values sent for the items visible with cardType and channel. today is
// the current day in Manila (for the age check). Nothing is accepted unless every field is
// valid: a non-empty Errors means the submission must not be stored.
func Validate(items []Item, cardType int, channel string, values map[string]string, today time.Time) (Submission, Errors) {
	sub := Submission{CardType: cardType, Channel: channel, Fields: map[string]string{}}
	var errs Errors
	add := func(code, msg string, args []any) {
		errs = append(errs, FieldError{Code: code, Message: sprintf(msg, args...), Format: msg, Args: args})
	}
	visible := VisibleItems(items, cardType, channel)

	// The institution first: the number's format depends on it.
	var inst Option
	haveInst := false
	for _, it := range visible {
		if it.Rule != RuleInstitution {
			continue
		}
		v := strings.TrimSpace(values[it.Code])
		switch o, ok := it.OptionByType(v); {
		case v == "" && cardType == CardTypeEWallet:
			add(it.Code, MsgChooseEWallet, nil)
		case v == "":
			add(it.Code, MsgChooseBank, nil)
		case !ok:
			add(it.Code, MsgUnknownInstitution, nil)
		default:
			inst, haveInst = o, true
			sub.InstitutionCode, sub.InstitutionName = o.Type, o.Name
			sub.NumberKind = o.NumberKind
			if sub.NumberKind == "" {
				sub.NumberKind = NumberAccount
			}
			sub.Fields[it.Code] = o.Type
		}
	}

	for _, it := range visible {
		raw := values[it.Code]
		v := strings.TrimSpace(raw)
		switch it.Rule {
		case RuleInstitution:
			// Checked above.
		case RuleAccountNumber:
			number, msg, args := checkNumber(v, cardType, inst, haveInst)
			if msg != "" {
				add(it.Code, msg, args)
				continue
			}
			sub.Number = number
		case RuleHolderName:
			name, msg := checkHolderName(v)
			if msg != "" {
				add(it.Code, msg, nil)
				continue
			}
			sub.HolderName = name
			sub.Fields[it.Code] = name
		case RuleCity:
			switch {
			case v == "":
				add(it.Code, MsgChooseCity, nil)
			case !KnownCity(v):
				add(it.Code, MsgUnknownCity, nil)
			default:
				sub.City = v
				sub.Fields[it.Code] = v
			}
		case RuleBirthDate:
			if msg := checkBirthDate(v, today); msg != "" {
				add(it.Code, msg, nil)
				continue
			}
			sub.BirthDate = v
			sub.Fields[it.Code] = v
		default:
			if msg := checkPlain(it, v); msg != "" {
				add(it.Code, msg, nil)
				continue
			}
			if v != "" {
				sub.Fields[it.Code] = v
			}
		}
	}
	return sub, errs
}

// checkNumber validates an account or e-wallet number against its institution and returns
// it normalised (digits; e-wallets as 09XXXXXXXXX), or the problem: a Msg text and its values.
func checkNumber(v string, cardType int, inst Option, haveInst bool) (string, string, []any) {
	v = strings.Join(strings.Fields(v), "") // people paste numbers with spaces
	if v == "" {
		if cardType == CardTypeEWallet || inst.NumberKind == NumberMobile {
			return "", MsgEnterEWalletNumber, nil
		}
		return "", MsgEnterAccountNumber, nil
	}
	if !allDigits(v) {
		return "", MsgDigitsOnly, nil
	}
	if !haveInst {
		return v, "", nil // the institution's own error says what to fix first
	}
	if inst.NumberKind == NumberMobile {
		if len(v) == 12 && strings.HasPrefix(v, "639") {
			v = "0" + v[2:]
		}
		if len(v) != 11 || !strings.HasPrefix(v, "09") {
			return "", MsgMobileFormat, []any{inst.Name}
		}
		return v, "", nil
	}
	minLen, maxLen := inst.MinLen, inst.MaxLen
	if minLen == 0 {
		minLen = 6
	}
	if maxLen < minLen {
		maxLen = minLen
	}
	if len(v) < minLen || len(v) > maxLen {
		if minLen == maxLen {
			return "", MsgAccountLengthExact, []any{inst.Name, minLen}
		}
		return "", MsgAccountLengthRange, []any{inst.Name, minLen, maxLen}
	}
	return v, "", nil
}

func checkHolderName(v string) (string, string) {
	v = strings.Join(strings.Fields(v), " ")
	if v == "" {
		return "", MsgEnterHolderName
	}
	letters := 0
	for _, r := range v {
		switch {
		case unicode.IsLetter(r):
			letters++
		case r == ' ' || r == '.' || r == '-' || r == '\'' || r == '’':
		default:
			return "", MsgHolderNameChars
		}
	}
	if n := utf8.RuneCountInString(v); n > 100 || letters < 2 {
		return "", MsgHolderNameLength
	}
	return v, ""
}

func checkBirthDate(v string, today time.Time) string {
	if v == "" {
		return MsgChooseBirthDate
	}
	d, err := time.Parse("2006-01-02", v)
	if err != nil {
		return MsgBirthDateFormat
	}
	y, m, day := today.Date()
	if d.Year() < 1900 || d.After(time.Date(y, m, day, 0, 0, 0, 0, time.UTC)) {
		return MsgBirthDateImplausible
	}
	adultFrom := time.Date(d.Year()+MinHolderAge, d.Month(), d.Day(), 0, 0, 0, 0, time.UTC)
	if adultFrom.After(time.Date(y, m, day, 0, 0, 0, 0, time.UTC)) {
		return MsgBirthDateAdult
	}
	return ""
}

// checkPlain validates an item without a rule: an optional text, a day or a choice.
func checkPlain(it Item, v string) string {
	if v == "" {
		return ""
	}
	switch it.Cate {
	case CateEnum:
		if _, ok := it.OptionByType(v); !ok {
			return MsgChooseOption
		}
	case CateDay:
		if _, err := time.Parse("2006-01-02", v); err != nil {
			return MsgBirthDateFormat
		}
	case CateCity:
		if !KnownCity(v) {
			return MsgUnknownCity
		}
	default:
		if utf8.RuneCountInString(v) > 200 {
			return MsgTextTooLong
		}
		if it.InputType == "number" && !allDigits(v) {
			return MsgDigitsOnly
		}
	}
	return ""
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
