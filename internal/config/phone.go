package config

import "strings"

// ValidPhone reports whether s is a telephone number as customers dial it: an optional
// leading +, then digits with spaces, dashes, dots or parentheses between them, 7 to 15 digits
// in all (E.164's most). Nothing else: no words, no currency, no second number. It is the check
// on the customer-service telephone wherever it is set (PAUTANG_SUPPORT_PHONE, the back
// office's contacts), the one figure a message to a reference may carry.
func ValidPhone(s string) bool {
	s = strings.TrimSpace(s)
	s = strings.TrimPrefix(s, "+")
	digits := 0
	for i, r := range s {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r == ' ' || r == '-' || r == '.' || r == '(' || r == ')':
			if i == 0 && r != '(' {
				return false
			}
		default:
			return false
		}
	}
	return digits >= 7 && digits <= 15
}
