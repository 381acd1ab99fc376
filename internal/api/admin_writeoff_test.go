package api

import (
	"context"
	"encoding/csv"
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// ledgerSum adds an order's ledger rows of one kind and bucket ("" for any bucket).
func (h *adminHarness) ledgerSum(id int64, kind, bucket string) (n, sum int64) {
	h.t.Helper()
	if err := h.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*), COALESCE(SUM(amount), 0) FROM ledger_entries
		WHERE order_id = $1 AND kind = $2 AND ($3 = '' OR bucket = $3)`, id, kind, bucket).Scan(&n, &sum); err != nil {
		h.t.Fatal(err)
	}
	return n, sum
}

// TestAdminWriteOff writes an overdue loan off under four eyes on both engines: refused before
// PAUTANG_WRITE_OFF_AFTER_DAYS, proposed by an agent, booked when a supervisor approves (the
// receivables move to the written-off claim, the borrower still owes it), refused a second
// time, nothing accrues afterwards, a later payment is a recovery, PAR leaves the loan out and
// the journal balances every day with the write-off and the recovery in their accounts.
func TestAdminWriteOff(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		id := h.orderIn(180)
		idStr := strconv.FormatInt(id, 10)
		path := "/admin/api/orders/" + idStr + "/write-off"
		agent, sup := h.as(admin.RoleAgent), h.as(admin.RoleSupervisor)
		pos, err := h.srv.lending().Position(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		days := pos.Standing.DaysOverdue
		if days < 1 {
			t.Fatalf("the seeded overdue loan is %d days past due", days)
		}

		h.srv.Cfg.WriteOffAfterDays = days + 1
		if env := agent.post(path, map[string]any{"reason": "Uncollectable"}); env.Code != "loans_writeoff_too_early" {
			t.Fatalf("%d days past due with %d required: got %q (%s)", days, days+1, env.Code, env.Message)
		}
		h.srv.Cfg.WriteOffAfterDays = days
		if env := agent.post(path, map[string]any{"reason": " "}); env.Code != admin.CodeRequestInvalid {
			t.Fatalf("no reason: got %q", env.Code)
		}
		if env := h.as(admin.RoleViewer).post(path, map[string]any{"reason": "x"}); env.Code != "forbidden" {
			t.Fatalf("viewer: got %q", env.Code)
		}
		env := agent.post(path, map[string]any{"reason": "Borrower unreachable for 90 days"})
		if env.Code != "0" {
			t.Fatalf("propose: %q (%s)", env.Code, env.Message)
		}
		if n, _ := h.ledgerSum(id, "writeoff", ""); n != 0 {
			t.Fatalf("a proposed write-off was booked before approval (%d rows)", n)
		}
		var list requestList
		sup.get("/admin/api/requests?status=pending").into(t, &list)
		if len(list.Requests) != 1 || list.Requests[0].Kind != admin.KindWriteOff {
			t.Fatalf("inbox: %+v", list)
		}
		rid := list.Requests[0].ID
		if env := agent.post(reqPath(rid, "approve"), nil); env.Code != admin.CodeRequestOwn {
			t.Fatalf("the maker approving: got %q", env.Code)
		}
		payoff := pos.Standing.PayoffCents
		if env := sup.post(reqPath(rid, "approve"), nil); env.Code != "0" {
			t.Fatalf("approve: %q (%s)", env.Code, env.Message)
		}

		// The write-off entry: every receivable to zero, the claim = the payoff, status kept.
		entries, _, err := h.st.Loans().OrderBooks(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if err := loans.CheckInvariants(entries); err != nil {
			t.Fatal(err)
		}
		bal := loans.BalancesOf(entries)
		for _, b := range loans.ReceivableBuckets() {
			if bal[b] != 0 {
				t.Errorf("bucket %s holds %d after the write-off", b, bal[b])
			}
		}
		if bal[loans.BucketWrittenOff] != payoff {
			t.Fatalf("written-off claim %d, want the payoff %d", bal[loans.BucketWrittenOff], payoff)
		}
		o, err := h.st.Loans().LoanOrderByID(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		today := loans.DateOf(h.clock.Now())
		if o.Status != 180 || o.WrittenOffDay != today.String() || o.Standing.PayoffCents != payoff {
			t.Fatalf("order after the write-off: status %d, written off %q, payoff %d", o.Status, o.WrittenOffDay, o.Standing.PayoffCents)
		}
		if n := h.auditCount("order.writeoff", idStr); n != 1 {
			t.Fatalf("order.writeoff audit rows: %d", n)
		}

		// A second write-off: refused when proposed, and by the service and the store.
		if env := agent.post(path, map[string]any{"reason": "again"}); env.Code != "loans_already_written_off" {
			t.Fatalf("second proposal: got %q", env.Code)
		}
		if _, err := h.srv.lending().WriteOff(ctx, id, 1, days, "again", nil); !errors.Is(err, loans.ErrAlreadyWrittenOff) {
			t.Fatalf("second write-off: %v", err)
		}

		// Late charges stop: five days later the catch-up books nothing.
		before := len(entries)
		h.clock.Advance(5 * 24 * time.Hour)
		if _, err := h.srv.lending().Position(ctx, id); err != nil {
			t.Fatal(err)
		}
		if entries, _, _ = h.st.Loans().OrderBooks(ctx, id); len(entries) != before {
			t.Fatalf("%d ledger rows booked after the write-off: %+v", len(entries)-before, entries[before:])
		}
		sup = h.as(admin.RoleSupervisor) // the earlier session idled out over the five days

		// A recovery, then the finance figures and the journal.
		res, err := h.srv.lending().ApplyPayment(ctx, id, 150000, "pay:recovery-1")
		if err != nil {
			t.Fatal(err)
		}
		if res.Status != 180 || len(res.Entries) != 1 || res.Entries[0].Bucket != loans.BucketWrittenOff {
			t.Fatalf("recovery: %+v", res)
		}
		today = loans.DateOf(h.clock.Now())
		from := today.Add(-365)
		f, err := h.st.Reports().Finance(ctx, from, today, today)
		if err != nil {
			t.Fatal(err)
		}
		if f.WrittenOffCents < payoff || f.RecoveredCents != 150000 {
			t.Fatalf("finance: written off %d (this loan %d), recovered %d", f.WrittenOffCents, payoff, f.RecoveredCents)
		}
		var activeOnBooks int64
		h.st.DB.QueryRowContext(ctx, `SELECT COALESCE(SUM(payoff_cents), 0) FROM orders WHERE status IN (170, 174, 180) AND written_off_day = ''`).Scan(&activeOnBooks)
		if f.PAR.TotalCents != activeOnBooks {
			t.Fatalf("PAR total %d, active loans on the books owe %d", f.PAR.TotalCents, activeOnBooks)
		}
		var principal int64
		h.st.DB.QueryRowContext(ctx, `SELECT COALESCE(SUM(amount), 0) FROM ledger_entries WHERE bucket = 'principal'`).Scan(&principal)
		if f.OutstandingCents != principal {
			t.Fatalf("outstanding %d, ledger principal %d", f.OutstandingCents, principal)
		}

		rec := rawGet(h, sup, "/admin/api/finance/journal.csv?from="+from.String()+"&to="+today.String())
		if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/csv") {
			t.Fatalf("journal: %d %s", rec.Code, rec.Body.String())
		}
		rows, err := csv.NewReader(rec.Body).ReadAll()
		if err != nil || len(rows) < 2 {
			t.Fatalf("journal: %v, %d rows", err, len(rows))
		}
		chart := journal.DefaultChart()
		perDay := map[string]int64{}
		perAccount := map[string]int64{}
		for _, r := range rows[1:] {
			net := csvCents(t, r[7]) - csvCents(t, r[8])
			perDay[r[0]] += net
			if r[2] == o.OrderNo {
				perAccount[r[5]] += net
			}
		}
		for day, net := range perDay {
			if net != 0 {
				t.Errorf("journal of %s nets %d", day, net)
			}
		}
		for _, r := range journal.ReceivableRoles() {
			if n := perAccount[chart[r].Code]; n != 0 {
				t.Errorf("the loan's %s account holds %d after the write-off", r, n)
			}
		}
		if got := perAccount[chart[journal.RoleWriteOffExpense].Code]; got != payoff {
			t.Errorf("write-off expense %d, want %d", got, payoff)
		}
		if got := -perAccount[chart[journal.RoleRecoveryIncome].Code]; got != 150000 {
			t.Errorf("recovery income %d, want 150000", got)
		}
		if got := perAccount[chart[journal.RoleWrittenOffMemo].Code]; got != payoff-150000 {
			t.Errorf("memorandum %d, want the claim left %d", got, payoff-150000)
		}
		var tb struct {
			Days []journal.DayTotal `json:"days"`
		}
		sup.get("/admin/api/finance/trial-balance?from="+from.String()+"&to="+today.String()).into(t, &tb)
		for _, d := range tb.Days {
			if d.Debit != d.Credit {
				t.Fatalf("trial balance of %v: %d / %d", d.Day, d.Debit, d.Credit)
			}
		}

		// The rest recovers the claim in full: settled, with the flag kept.
		if res, err = h.srv.lending().ApplyPayment(ctx, id, payoff-150000, "pay:recovery-2"); err != nil || res.Status != 200 {
			t.Fatalf("final recovery: %+v, %v", res, err)
		}
		_, violations, err := h.srv.lending().CheckLedger(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range violations {
			t.Errorf("check-ledger: %+v", v)
		}
	})
}

// TestAdminWriteOffRace approves the same loan's write-off through two requests' worth of
// concurrent service calls: exactly one books it.
func TestAdminWriteOffRace(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		id := h.orderIn(180)
		pos, err := h.srv.lending().Position(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		errs := make(chan error, 4)
		for i := range 4 {
			go func() {
				_, err := h.srv.lending().WriteOff(ctx, id, int64(i+1), pos.Standing.DaysOverdue, "race", nil)
				errs <- err
			}()
		}
		won := 0
		for range 4 {
			err := <-errs
			switch {
			case err == nil:
				won++
			case errors.Is(err, loans.ErrAlreadyWrittenOff), errors.Is(err, store.ErrConflict):
			default:
				t.Errorf("unexpected: %v", err)
			}
		}
		if n, sum := h.ledgerSum(id, "writeoff", "written_off"); won != 1 || n != 1 || sum != pos.Standing.PayoffCents {
			t.Fatalf("%d write-offs won, %d claim rows of %d (payoff %d)", won, n, sum, pos.Standing.PayoffCents)
		}
	})
}
