package promotion

import (
	"fmt"
	"strings"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/auth"
)

// PhoneRule is the region setting for the landing's phone field (PAUTANG_PHONE_RULE on the
// server, VITE_PHONE_RULE in the web build). The spec's rule is a Chinese mobile pattern that
// no Philippine number matches, so a PH lender runs the ph preset; see docs/promotion.md.
type PhoneRule string

const (
	// PhoneRuleSpec is spec section 5: 11 digits, a 1, then 3-9, then 9 digits.
	PhoneRuleSpec PhoneRule = "spec"
	// PhoneRulePH is the Philippine preset: 09 then 9 digits, the number /login takes.
	PhoneRulePH PhoneRule = "ph"
	// DefaultPhoneRule keeps the product usable: the account a visitor registers must log
	// into the web shell, which takes Philippine numbers only.
	DefaultPhoneRule = PhoneRulePH
)

// PhoneLength is the landing's phone limit (spec section 9: 11 digits).
const PhoneLength = 11

// ParsePhoneRule reads the setting; an empty value is the default.
func ParsePhoneRule(v string) (PhoneRule, error) {
	switch PhoneRule(strings.ToLower(strings.TrimSpace(v))) {
	case "":
		return DefaultPhoneRule, nil
	case PhoneRuleSpec:
		return PhoneRuleSpec, nil
	case PhoneRulePH:
		return PhoneRulePH, nil
	}
	return "", fmt.Errorf("promotion: unknown phone rule %q (want spec or ph)", v)
}

// ErrInvalidPhoneSpec is the message of the spec rule (the client shows the Chinese text).
var ErrInvalidPhoneSpec = apperr.New("invalid_phone", "Please enter the mobile number correctly (11 digits starting with 1).")

// Normalize checks a phone against the rule and returns the form stored for the account.
// The ph rule stores the same 09XXXXXXXXX form the login stores, so the registered
// borrower can sign in at /login with the number they typed.
func (r PhoneRule) Normalize(raw string) (string, error) {
	if r == PhoneRuleSpec {
		p := strings.TrimSpace(raw)
		if len(p) != PhoneLength || p[0] != '1' || p[1] < '3' || p[1] > '9' {
			return "", ErrInvalidPhoneSpec
		}
		for i := 2; i < len(p); i++ {
			if p[i] < '0' || p[i] > '9' {
				return "", ErrInvalidPhoneSpec
			}
		}
		return p, nil
	}
	return auth.NormalizePhone(raw)
}
