package loans

import (
	"fmt"
	"maps"
	"slices"
)

// Bucket is what an amount in the ledger is owed for.
type Bucket string

// The ledger buckets. Every bucket but credit holds what the borrower owes (never negative);
// credit holds what we owe the borrower, as a negative balance.
const (
	BucketPrincipal    Bucket = "principal"     // the amount lent
	BucketInterest     Bucket = "interest"      // interest booked period by period
	BucketFee          Bucket = "fee"           // service fee and rollover fees
	BucketPenalty      Bucket = "penalty"       // the one-time late penalty
	BucketLateInterest Bucket = "late_interest" // daily late interest: the terms text's "charges"
	BucketEnforcement  Bucket = "enforcement"   // enforcement (collection, legal) expenses an operator books
	BucketCredit       Bucket = "credit"        // overpayment kept for the borrower, never lost
	// BucketWrittenOff is the claim on a written-off loan: still owed by the borrower, no longer
	// a receivable on the books; what is paid to it is a recovery.
	BucketWrittenOff Bucket = "written_off"
)

// OwedBuckets lists the buckets the borrower owes, in display order.
func OwedBuckets() []Bucket {
	return []Bucket{BucketPrincipal, BucketInterest, BucketFee, BucketPenalty, BucketLateInterest, BucketEnforcement, BucketWrittenOff}
}

// ReceivableBuckets are the owed buckets the books carry as receivables: all but written_off.
func ReceivableBuckets() []Bucket {
	return []Bucket{BucketPrincipal, BucketInterest, BucketFee, BucketPenalty, BucketLateInterest, BucketEnforcement}
}

// isOwed reports whether the borrower owes what is in bucket (everything but credit).
func isOwed(bucket Bucket) bool {
	return isReceivable(bucket) || bucket == BucketWrittenOff
}

// isReceivable reports whether bucket is a receivable (owed and not written off).
func isReceivable(bucket Bucket) bool {
	switch bucket {
	case BucketPrincipal, BucketInterest, BucketFee, BucketPenalty, BucketLateInterest, BucketEnforcement:
		return true
	}
	return false
}

// Charges are the owed buckets other than principal and interest.
func chargeBuckets() []Bucket {
	return []Bucket{BucketFee, BucketPenalty, BucketLateInterest, BucketEnforcement}
}

// EntryKind is why a ledger entry was written.
type EntryKind string

// Entry kinds and the sign each must have.
const (
	KindDisbursement EntryKind = "disbursement" // +principal, once, first
	KindCharge       EntryKind = "charge"       // +interest, fee, penalty, late interest, enforcement
	KindDeduction    EntryKind = "deduction"    // -fee taken from the amount paid out
	KindPayment      EntryKind = "payment"      // -any bucket (credit included) from money received
	KindWaiver       EntryKind = "waiver"       // -an owed bucket forgiven by an operator
	KindRefund       EntryKind = "refund"       // +credit paid back to the borrower
	// KindWriteOff moves what a loan owes off the receivables: -each receivable bucket and
	// +written_off by the same total, once per loan (ref RefWriteOff).
	KindWriteOff EntryKind = "writeoff"
)

// RefWriteOff is the ref of a loan's write-off entries; with the ledger's unique (ref, bucket)
// a loan is written off at most once.
const RefWriteOff = "writeoff"

// Entry is one row of the append-only ledger. AmountCents is signed: positive increases what
// the borrower owes in Bucket, negative decreases it. (Ref, Bucket) is unique per loan, so a
// replayed write (the same accrual day, the same payment) is refused by the store.
type Entry struct {
	Kind        EntryKind `json:"kind"`
	Bucket      Bucket    `json:"bucket"`
	AmountCents int64     `json:"amount"`
	Day         Date      `json:"day"`
	Ref         string    `json:"ref"`
}

// Amount bounds (docs/security.md). MaxPaymentCents is the most one payment may be
// (₱10,000,000, far above any loan); MaxOverpaymentCents is the most a payment may exceed the
// payoff by (₱100,000): that much goes to credit, more is refused and held for an operator.
const (
	MaxPaymentCents     = 1_000_000_000
	MaxOverpaymentCents = 10_000_000
)

// MaxEntryCents bounds one ledger entry (₱100,000,000): payments above MaxPaymentCents never
// reach the ledger, so a larger entry is corruption (check-ledger reports it).
const MaxEntryCents = 10_000_000_000

// addCents adds two amounts and reports an int64 overflow instead of wrapping.
func addCents(a, b int64) (int64, bool) {
	s := a + b
	return s, (a > 0 && b > 0 && s < 0) || (a < 0 && b < 0 && s >= 0)
}

// Balances is the derived balance of every bucket; it is computed from entries, never stored.
type Balances map[Bucket]int64

// BalancesOf sums entries per bucket.
func BalancesOf(entries []Entry) Balances {
	b := Balances{}
	for _, e := range entries {
		b[e.Bucket] += e.AmountCents
	}
	return b
}

// Owed is what the borrower owes over all owed buckets.
func (b Balances) Owed() int64 {
	var sum int64
	for _, bucket := range OwedBuckets() {
		sum += b[bucket]
	}
	return sum
}

// Charges is what is owed in fees, penalty, late interest and enforcement expenses.
func (b Balances) Charges() int64 {
	var sum int64
	for _, bucket := range chargeBuckets() {
		sum += b[bucket]
	}
	return sum
}

// Credit is what we owe the borrower (a positive number).
func (b Balances) Credit() int64 { return -b[BucketCredit] }

// Waterfall is the order a payment pays buckets in. After maturity it is the terms text's:
// charges (late interest), enforcement, penalties, fees, interest, principal. Before maturity
// it is fees, interest, principal, and then any late charges so nothing is skipped.
func Waterfall(afterMaturity bool) []Bucket {
	if afterMaturity {
		return []Bucket{BucketLateInterest, BucketEnforcement, BucketPenalty, BucketFee, BucketInterest, BucketPrincipal}
	}
	return []Bucket{BucketFee, BucketInterest, BucketPrincipal, BucketLateInterest, BucketEnforcement, BucketPenalty}
}

// Allocation is how one payment splits over the buckets.
type Allocation struct {
	PaymentCents int64
	Entries      []Entry // payment entries, negative, in waterfall order; the last may be credit
	CreditCents  int64   // the part kept as credit because nothing more was owed
}

// Allocate splits paymentCents over the balances in waterfall order; what is left once
// everything owed is paid becomes credit, so the entries always sum to -paymentCents. It sees
// buckets only; for a loan with installments use Standing.Allocate, which pays interest and
// principal installment by installment. The entries carry no day or ref: stamp them with At.
func Allocate(bal Balances, paymentCents int64, afterMaturity bool) Allocation {
	return allocate(bal, nil, paymentCents, afterMaturity)
}

// slot is one step of an allocation: up to limit of bucket (limit < 0: no limit but the balance).
type slot struct {
	bucket Bucket
	limit  int64
}

// allocate pays slots in order: the charges of the waterfall, then interest and principal
// of each installment oldest first (interest before principal within one), then any interest
// and principal not tied to an installment. Each bucket gets one entry (the ledger keeps
// (ref, bucket) unique); the split is the same as paying slot by slot.
func allocate(bal Balances, installments []InstallmentStanding, paymentCents int64, afterMaturity bool) Allocation {
	// A written-off loan owes only its written-off claim: a payment is a recovery of it first.
	slots := []slot{{BucketWrittenOff, -1}}
	principalAndInterest := func() {
		for _, in := range installments {
			slots = append(slots,
				slot{BucketInterest, in.InterestCents - in.PaidInterestCents},
				slot{BucketPrincipal, in.PrincipalCents - in.PaidPrincipalCents})
		}
		slots = append(slots, slot{BucketInterest, -1}, slot{BucketPrincipal, -1})
	}
	for _, bucket := range Waterfall(afterMaturity) {
		switch bucket {
		case BucketInterest:
			principalAndInterest()
		case BucketPrincipal: // paid together with interest above
		default:
			slots = append(slots, slot{bucket, -1})
		}
	}
	a := Allocation{PaymentCents: paymentCents}
	left := paymentCents
	owed := maps.Clone(bal)
	paid := map[Bucket]int64{}
	var order []Bucket
	for _, s := range slots {
		part := min(left, max(owed[s.bucket], 0))
		if s.limit >= 0 {
			part = min(part, s.limit)
		}
		if part <= 0 {
			continue
		}
		if paid[s.bucket] == 0 {
			order = append(order, s.bucket)
		}
		paid[s.bucket] += part
		owed[s.bucket] -= part
		left -= part
	}
	for _, bucket := range order {
		a.Entries = append(a.Entries, Entry{Kind: KindPayment, Bucket: bucket, AmountCents: -paid[bucket]})
	}
	if left > 0 {
		a.CreditCents = left
		a.Entries = append(a.Entries, Entry{Kind: KindPayment, Bucket: BucketCredit, AmountCents: -left})
	}
	return a
}

// At returns the allocation's entries stamped with the payment's day and ref.
func (a Allocation) At(day Date, ref string) []Entry {
	out := slices.Clone(a.Entries)
	for i := range out {
		out[i].Day, out[i].Ref = day, ref
	}
	return out
}

// CheckInvariants proves a ledger: exactly one disbursement and it comes first; every entry
// has a non-zero amount of the sign its kind requires, in a bucket its kind may touch; no
// (ref, bucket) pair repeats; replayed in order, no owed bucket ever goes negative and credit
// never goes positive; credit is only created when nothing else is owed.
func CheckInvariants(entries []Entry) error {
	fail := func(i int, format string, args ...any) error {
		return withMessage(ErrLedgerInvariant, "ledger entry %d: %s", i, fmt.Sprintf(format, args...))
	}
	type key struct {
		ref    string
		bucket Bucket
	}
	seen := map[key]bool{}
	bal := Balances{}
	writtenOff := false
	var writeOffSum int64
	for i, e := range entries {
		if (i == 0) != (e.Kind == KindDisbursement) {
			return fail(i, "the disbursement must be the first entry and appear once")
		}
		if e.AmountCents == 0 {
			return fail(i, "zero amount")
		}
		if e.Ref == "" {
			return fail(i, "missing ref")
		}
		if k := (key{e.Ref, e.Bucket}); seen[k] {
			return fail(i, "duplicate ref %q in bucket %s", e.Ref, e.Bucket)
		} else {
			seen[k] = true
		}
		if err := checkKind(e); err != "" {
			return fail(i, "%s", err)
		}
		if e.Kind == KindWriteOff {
			if e.Ref != RefWriteOff {
				return fail(i, "a write-off must have the ref %q", RefWriteOff)
			}
			writtenOff = true
			writeOffSum += e.AmountCents
		} else if writtenOff && e.Kind != KindPayment && e.Kind != KindRefund {
			return fail(i, "%s after the loan was written off", e.Kind)
		}
		if e.Bucket == BucketCredit && e.Kind == KindPayment && bal.Owed() != 0 {
			return fail(i, "credit created while %s is still owed", FormatPeso(bal.Owed()))
		}
		if e.AmountCents > MaxEntryCents || e.AmountCents < -MaxEntryCents {
			return fail(i, "amount %d outside ±%d", e.AmountCents, int64(MaxEntryCents))
		}
		sum, overflow := addCents(bal[e.Bucket], e.AmountCents)
		if overflow {
			return fail(i, "bucket %s overflows", e.Bucket)
		}
		bal[e.Bucket] = sum
		if e.Bucket == BucketCredit && bal[e.Bucket] > 0 {
			return fail(i, "credit refunded beyond what was held")
		}
		if e.Bucket != BucketCredit && bal[e.Bucket] < 0 {
			return fail(i, "bucket %s negative (%s)", e.Bucket, FormatPeso(bal[e.Bucket]))
		}
	}
	if len(entries) == 0 {
		return withMessage(ErrLedgerInvariant, "ledger has no disbursement")
	}
	if writtenOff {
		if writeOffSum != 0 {
			return withMessage(ErrLedgerInvariant, "the write-off entries do not net to zero (%s)", FormatPeso(writeOffSum))
		}
		for _, b := range ReceivableBuckets() {
			if bal[b] != 0 {
				return withMessage(ErrLedgerInvariant, "bucket %s holds %s after the write-off", b, FormatPeso(bal[b]))
			}
		}
	}
	return nil
}

// checkKind returns what is wrong with the entry's kind, sign and bucket ("" when fine).
func checkKind(e Entry) string {
	positive := e.AmountCents > 0
	owed := isOwed(e.Bucket)
	switch e.Kind {
	case KindDisbursement:
		if e.Bucket == BucketPrincipal && positive {
			return ""
		}
	case KindCharge:
		if isReceivable(e.Bucket) && e.Bucket != BucketPrincipal && positive {
			return ""
		}
	case KindDeduction:
		if e.Bucket == BucketFee && !positive {
			return ""
		}
	case KindPayment:
		if (owed || e.Bucket == BucketCredit) && !positive {
			return ""
		}
	case KindWaiver:
		if isReceivable(e.Bucket) && !positive {
			return ""
		}
	case KindWriteOff:
		if (isReceivable(e.Bucket) && !positive) || (e.Bucket == BucketWrittenOff && positive) {
			return ""
		}
	case KindRefund:
		if e.Bucket == BucketCredit && positive {
			return ""
		}
	default:
		return fmt.Sprintf("unknown kind %q", e.Kind)
	}
	return fmt.Sprintf("%s of %s in bucket %s is not allowed", e.Kind, FormatPeso(e.AmountCents), e.Bucket)
}
