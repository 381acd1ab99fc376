package admin

import (
	"regexp"
	"strings"
)

// phNumber is a Philippine national number (no leading 0 or +63): a mobile (9 and 9 digits),
// a Metro Manila landline (2 and 8 digits), a provincial landline (a 2-digit area code from 32
// to 88 and 7 digits) or a toll-free 1-800 number (7 to 9 digits after 1800).
var phNumber = regexp.MustCompile(`^(9\d{9}|2\d{8}|[3-8]\d{8}|1800\d{7,9})$`)

// ValidPHPhone reports whether s is a Philippine telephone number as borrowers dial it:
// 0917 123 4567, +63 917 123 4567, (02) 8123 4567, +63 2 8123 4567, (032) 123 4567 or
// 1-800-10-123-4567, with spaces, dashes, dots or parentheses between the digits, at most 40
// characters.
func ValidPHPhone(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 40 {
		return false
	}
	var digits strings.Builder
	for i, r := range s {
		switch {
		case r >= '0' && r <= '9':
			digits.WriteRune(r)
		case r == '+' && i == 0:
		case r == ' ' || r == '-' || r == '.' || r == '(' || r == ')':
		default:
			return false
		}
	}
	d := digits.String()
	switch {
	case strings.HasPrefix(s, "+"):
		var ok bool
		if d, ok = strings.CutPrefix(d, "63"); !ok {
			return false
		}
	case strings.HasPrefix(d, "1800"):
	case strings.HasPrefix(d, "0"):
		d = d[1:]
	default:
		return false
	}
	return phNumber.MatchString(d)
}

// PHPhoneRule is the message refusing a telephone that is not a Philippine number.
const PHPhoneRule = "Please enter the customer-service telephone as a Philippine number: a mobile (0917 123 4567 or +63 917 123 4567), a landline with its area code ((02) 8123 4567) or a 1-800 number."
