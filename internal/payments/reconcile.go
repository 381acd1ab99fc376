package payments

import (
	"context"
	"fmt"
	"sort"
	"time"
)

// Transaction is one payment a gateway lists.
type Transaction struct {
	ID          string // the gateway's payment id: our events' TransactionID
	Reference   string // our reference, when the gateway echoes it
	AmountCents int64
	At          time.Time
}

// TransactionLister is a gateway that lists its received payments for reconciliation.
type TransactionLister interface {
	// Transactions lists the payments received in [from, to).
	Transactions(ctx context.Context, from, to time.Time) ([]Transaction, error)
}

// Booked is a gateway payment as our side holds it (a succeeded payment event).
type Booked struct {
	TransactionID string
	Reference     string
	AmountCents   int64
	Outcome       string
	ReceivedAt    time.Time
}

// ReconcileReport compares a gateway's day with ours.
type ReconcileReport struct {
	From, To  time.Time
	Provider  int           // the gateway's payments in the window
	Matched   int           // booked by us for the same amount
	Missing   []Transaction // the gateway has them; we never received or booked them
	Extra     []Booked      // we hold them (received in the window); the gateway does not list them
	Mismatch  []string      // same payment, different amounts
	Unapplied int           // matched, but held for an operator (the ledger refused them)
}

// OK reports whether the day reconciles.
func (r ReconcileReport) OK() bool {
	return len(r.Missing) == 0 && len(r.Extra) == 0 && len(r.Mismatch) == 0
}

// Reconcile compares the gateway's payments of [from, to) with ours. ours may reach beyond
// the window (a webhook arriving after midnight for a payment of the day); only ours received
// inside the window can be extra.
func Reconcile(from, to time.Time, theirs []Transaction, ours []Booked) ReconcileReport {
	r := ReconcileReport{From: from, To: to, Provider: len(theirs)}
	byID := map[string]Booked{}
	for _, b := range ours {
		if _, seen := byID[b.TransactionID]; !seen || b.Outcome != "" {
			byID[b.TransactionID] = b
		}
	}
	listed := map[string]bool{}
	for _, t := range theirs {
		listed[t.ID] = true
		b, ok := byID[t.ID]
		switch {
		case !ok:
			r.Missing = append(r.Missing, t)
		case b.AmountCents != t.AmountCents:
			r.Mismatch = append(r.Mismatch, fmt.Sprintf("%s: gateway %d, ours %d", t.ID, t.AmountCents, b.AmountCents))
		default:
			r.Matched++
			if b.Outcome == OutcomeUnapplied {
				r.Unapplied++
			}
		}
	}
	for _, b := range byID {
		if !listed[b.TransactionID] && !b.ReceivedAt.Before(from) && b.ReceivedAt.Before(to) {
			r.Extra = append(r.Extra, b)
		}
	}
	sort.Slice(r.Extra, func(i, j int) bool { return r.Extra[i].TransactionID < r.Extra[j].TransactionID })
	return r
}

// Source is what one reconciliation compares: a gateway's list (payments in, or payouts) and
// our record of the same money.
type Source struct {
	Theirs TransactionLister
	// Ours lists what we received or sent through that gateway in [from, to) (unix ms).
	Ours func(ctx context.Context, from, to int64) ([]Booked, error)
}

// Day reads both sides of [from, to): the gateway's list (an outbound call, outside any
// transaction) and ours, a day wider on each side so a callback after midnight still
// matches, and compares them.
func (src Source) Day(ctx context.Context, from, to time.Time) (ReconcileReport, error) {
	list, err := src.Theirs.Transactions(ctx, from, to)
	if err != nil {
		return ReconcileReport{}, err
	}
	ours, err := src.Ours(ctx, from.AddDate(0, 0, -1).UnixMilli(), to.AddDate(0, 0, 1).UnixMilli())
	if err != nil {
		return ReconcileReport{}, err
	}
	return Reconcile(from, to, list, ours), nil
}
