package admin

import (
	"strings"
	"unicode/utf8"

	"github.com/pautang/pautang/internal/apperr"
)

// Reads of a borrower's personal data are audited like changes: the borrower 360 page, an
// identity photo, a payout account's full number, the borrower's contact details and every CSV
// export each write an audit entry (who, when, from where, what, and the reason the operator
// gave) before the data leaves the server: no entry, no data.

// ErrReasonRequired answers a personal-data read without a reason (or with one too long).
var ErrReasonRequired = apperr.New("admin_reason_required", "Say why you need this borrower's personal data (3 to 200 characters).")

// Reason bounds, in characters after trimming.
const (
	ReasonMin = 3
	ReasonMax = 200
)

// Actions of the personal-data reads' audit entries.
const (
	ReadBorrower      = "read.borrower360"
	ReadKYCPhoto      = "kyc.photo.view"
	ReadAccountNumber = "read.account_number"
	ReadContact       = "read.contact"
	ReadExport        = "export.csv"
)

// ReadReason checks the reason an operator gives for a personal-data read.
func ReadReason(s string) (string, error) {
	s = strings.TrimSpace(s)
	if !utf8.ValidString(s) || utf8.RuneCountInString(s) < ReasonMin || utf8.RuneCountInString(s) > ReasonMax || strings.ContainsAny(s, "\x00\r\n") {
		return "", ErrReasonRequired
	}
	return s, nil
}

// PersonalRead is the audit entry of a personal-data read: e carries who (operator, IP), the
// action and the record; its after becomes the reason with detail's members beside it.
func PersonalRead(e Entry, reason string, detail map[string]any) (Entry, error) {
	r, err := ReadReason(reason)
	if err != nil {
		return Entry{}, err
	}
	after := map[string]any{"reason": r}
	for k, v := range detail {
		after[k] = v
	}
	e.After = after
	return e, nil
}
