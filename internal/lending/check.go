package lending

import (
	"context"
	"fmt"

	"github.com/pautang/pautang/internal/loans"
)

// Violation is one problem check-ledger found.
type Violation struct {
	OrderID int64
	OrderNo string
	Problem string
}

// CheckLedger replays every order's ledger through loans.CheckInvariants and cross-checks it
// with the order: orders not yet disbursed have no ledger; a disbursed order's stored status
// is the one StandingOn / StatusForDay calls for on its last accrued day; settled orders owe
// nothing; the written-off flag matches the ledger's write-off. It reads only (no catch-up), so it checks what is stored, and reads the whole book
// in one snapshot, so a payment committing meanwhile is never half seen.
func (s *Service) CheckLedger(ctx context.Context) (checked int, out []Violation, err error) {
	book, err := s.Store.LoanBookSnapshot(ctx)
	if err != nil {
		return 0, nil, err
	}
	for _, o := range book.Orders {
		ledger, sched := book.Ledger[o.ID], book.Schedule[o.ID]
		checked++
		bad := func(format string, args ...any) {
			out = append(out, Violation{OrderID: o.ID, OrderNo: o.OrderNo, Problem: fmt.Sprintf(format, args...)})
		}
		entries := ledger
		switch loans.Status(o.Status) {
		case loans.StatusReview, loans.StatusRejected, loans.StatusApproved:
			if len(entries) > 0 {
				bad("status %d but the ledger has %d entries", o.Status, len(entries))
			}
			continue
		}
		if err := loans.CheckInvariants(entries); err != nil {
			bad("invariant: %v", err)
			continue
		}
		day := parseDay(o.LastAccruedDay)
		if day.IsZero() {
			bad("disbursed but never accrued")
			continue
		}
		if wo := loans.StandingOn(sched, entries, day).WrittenOff; wo != (o.WrittenOffDay != "") {
			bad("written_off_day %q but the ledger's write-off is %v", o.WrittenOffDay, wo)
		}
		want := loans.StatusForDay(sched, entries, day)
		if int(want) != o.Status {
			bad("status %d but the ledger on %s calls for %d", o.Status, day, want)
		}
		if loans.Status(o.Status).Active() && o.StandingAt != 0 {
			if kept := *standingOf(sched, entries, day); kept != o.Standing {
				bad("kept standing %+v but the ledger on %s gives %+v", o.Standing, day, kept)
			}
		}
		if o.Status == int(loans.StatusSettled) {
			if owed := loans.BalancesOf(entries).Owed(); owed != 0 {
				bad("settled but %s is owed", loans.FormatPeso(owed))
			}
		}
	}
	return checked, out, nil
}
