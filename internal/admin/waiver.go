package admin

import (
	"strings"
	"unicode/utf8"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
)

// codeWaiver is the code of a waiver the rules refuse (docs/errors.md).
const codeWaiver = "admin_waiver_invalid"

// WaivableBuckets are the late charges a supervisor may forgive. Principal, interest and
// fees are the contract's price and are never waived from the back office.
func WaivableBuckets() []loans.Bucket {
	return []loans.Bucket{loans.BucketPenalty, loans.BucketLateInterest, loans.BucketEnforcement}
}

// Waiver checks a waiver request against the loan and returns its ledger entry: the loan is
// disbursed and not settled, the bucket is a late charge, the amount is positive and at most
// what is owed in that bucket (a waiver only lowers charges, so it always stays within the
// legal cap: the accrual cap counts charges gross and a waiver never makes room for more),
// and a reason is given.
func Waiver(status loans.Status, bal loans.Balances, bucket loans.Bucket, amountCents int64, reason string, day loans.Date, ref string) (loans.Entry, error) {
	reason = strings.TrimSpace(reason)
	waivable := false
	for _, b := range WaivableBuckets() {
		waivable = waivable || b == bucket
	}
	switch {
	case !status.Active():
		return loans.Entry{}, apperr.New(codeWaiver, "Only a disbursed loan that is not settled can get a waiver.")
	case !waivable:
		return loans.Entry{}, apperr.New(codeWaiver, "Only the penalty, late interest or enforcement expenses can be waived.")
	case amountCents <= 0:
		return loans.Entry{}, apperr.New(codeWaiver, "The waiver amount must be more than zero.")
	case amountCents > bal[bucket]:
		return loans.Entry{}, apperr.Newf(codeWaiver, "The waiver of %s is more than the %s owed in %s.", loans.FormatPeso(amountCents), loans.FormatPeso(bal[bucket]), bucket)
	case reason == "":
		return loans.Entry{}, apperr.New(codeWaiver, "Please give the reason for the waiver.")
	case utf8.RuneCountInString(reason) > 500:
		return loans.Entry{}, apperr.New(codeWaiver, "The reason must be at most 500 characters.")
	}
	return loans.Entry{Kind: loans.KindWaiver, Bucket: bucket, AmountCents: -amountCents, Day: day, Ref: ref}, nil
}
