package compliance_test

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/aml"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/cic"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/compliance"
	"github.com/pautang/pautang/internal/seed"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

type seeded struct {
	st      *store.Store
	clk     *clock.Fixed
	svc     *compliance.Service
	orderID int64
	userID  int64
}

// seededBook is the demo book on Friday 2026-11-27 with a disbursed loan and its borrower.
func seededBook(t *testing.T, d store.Dialect) seeded {
	t.Helper()
	ctx := context.Background()
	clk := clock.NewFixed(time.Date(2026, 11, 27, 10, 0, 0, 0, clock.Manila))
	st := storetest.Open(t, d, clk)
	if _, err := seed.Run(ctx, st, clk, seed.Options{Demo: true}); err != nil {
		t.Fatal(err)
	}
	s := seeded{st: st, clk: clk, svc: &compliance.Service{Store: st, Clock: clk, Provider: cic.Provider{Code: "PL000123", Name: "Pautang"}}}
	if err := st.DB.QueryRowContext(ctx, `SELECT id, user_id FROM orders WHERE disbursed_day <> '' ORDER BY id LIMIT 1`).Scan(&s.orderID, &s.userID); err != nil {
		t.Fatal(err)
	}
	return s
}

func (s seeded) count(t *testing.T, q string, args ...any) int {
	t.Helper()
	var n int
	if err := s.st.DB.QueryRowContext(context.Background(), q, args...).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// A borrower's payments of one banking day are a covered transaction only above the
// threshold: at exactly PHP 500,000 nothing is flagged; one centavo more flags the day, audited,
// with the CTR deadline 5 working days later; a second run flags nothing new; the report is
// recorded once.
func TestCoveredTransactionAtTheThreshold(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		s := seededBook(t, d)
		now := s.clk.Now().UnixMilli()
		from := time.Date(2026, 11, 20, 0, 0, 0, 0, clock.Manila).UnixMilli()
		var before int64
		if err := s.st.DB.QueryRowContext(ctx, `SELECT COALESCE(SUM(paid_amount), 0) FROM repayments WHERE user_id = $1 AND status = 'succeeded'
			AND updated_at >= $2 AND updated_at >= $3`, s.userID, from, time.Date(2026, 11, 27, 0, 0, 0, 0, clock.Manila).UnixMilli()).Scan(&before); err != nil {
			t.Fatal(err)
		}
		pay := func(ref string, cents int64) {
			if _, err := s.st.DB.ExecContext(ctx, `INSERT INTO repayments (reference, order_id, user_id, method, amount, status, paid_amount, created_at, updated_at)
				VALUES ($1, $2, $3, 'code', $4, 'succeeded', $4, $5, $5)`, ref, s.orderID, s.userID, cents, now); err != nil {
				t.Fatal(err)
			}
		}
		threshold := compliance.DefaultCoveredThresholdCents
		pay("CT-1", threshold/2)
		pay("CT-2", threshold-threshold/2-before) // the day's total is exactly the threshold
		if got, err := s.svc.DetectCovered(ctx); err != nil || got.Flagged != 0 {
			t.Fatalf("at the threshold: %+v %v", got, err)
		}
		pay("CT-3", 1)
		if got, err := s.svc.DetectCovered(ctx); err != nil || got.Flagged != 1 {
			t.Fatalf("one centavo above: %+v %v", got, err)
		}
		if got, _ := s.svc.DetectCovered(ctx); got.Flagged != 0 {
			t.Fatalf("a second run flagged %d", got.Flagged)
		}
		desk, err := s.svc.Desk(ctx)
		if err != nil || len(desk.Covered) != 1 {
			t.Fatalf("desk: %+v %v", desk.Covered, err)
		}
		c := desk.Covered[0]
		if c.UserID != s.userID || c.Day != "2026-11-27" || c.TotalCents != threshold+1 || c.Deadline != "2026-12-04" || c.Status != "flagged" || c.ThresholdCents != threshold {
			t.Fatalf("covered: %+v", c)
		}
		if n := s.count(t, `SELECT COUNT(*) FROM audit_log WHERE action = 'aml.covered'`); n != 1 {
			t.Fatalf("aml.covered rows: %d", n)
		}
		if err := s.svc.ReportCovered(ctx, c.ID, "x", admin.Entry{OperatorID: 4}); apperr.CodeOf(err) != apperr.CodeInvalid {
			t.Fatalf("a report without the AMLC's reference: %v", err)
		}
		if err := s.svc.ReportCovered(ctx, c.ID, "CTR-2026-0001", admin.Entry{OperatorID: 4}); err != nil {
			t.Fatal(err)
		}
		if err := s.svc.ReportCovered(ctx, c.ID, "CTR-2026-0001", admin.Entry{OperatorID: 4}); apperr.CodeOf(err) != "aml_case_closed" {
			t.Fatalf("reported twice: %v", err)
		}
		r, err := s.svc.RateBorrower(ctx, s.userID)
		if err != nil || !strings.Contains(codes(r), "covered_transaction") {
			t.Fatalf("rating after a covered transaction: %+v %v", r, err)
		}
	})
}

func codes(r compliance.RiskRating) string {
	var out []string
	for _, x := range r.Reasons {
		out = append(out, x.Code)
	}
	return strings.Join(out, ",")
}

// An STR case keeps the subject and the loan's transactions as they are, is due 5 working
// days after the suspicion was established, makes the borrower high risk, and is filed once;
// a case that does not name the borrower's loan, or gives no circumstance, is refused.
func TestSTRCase(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		s := seededBook(t, d)
		in := aml.STRInput{UserID: s.userID, SuspicionOn: "2026-11-27", OrderIDs: []int64{s.orderID}, Circumstances: []string{"deviation"},
			UnlawfulActivity: "Fraud (suspected)", Narrative: "The borrower repaid a loan in cash at three payment centres on the day it was disbursed, unlike before."}
		bad := in
		bad.Circumstances = nil
		if _, err := s.svc.OpenSTR(ctx, bad, admin.Entry{OperatorID: 4}); apperr.CodeOf(err) != apperr.CodeInvalid || !strings.Contains(err.Error(), "circumstance") {
			t.Fatalf("no circumstance: %v", err)
		}
		other := in
		other.OrderIDs = []int64{999999}
		if _, err := s.svc.OpenSTR(ctx, other, admin.Entry{OperatorID: 4}); apperr.CodeOf(err) != apperr.CodeInvalid {
			t.Fatalf("another borrower's loan: %v", err)
		}
		c, err := s.svc.OpenSTR(ctx, in, admin.Entry{OperatorID: 4})
		if err != nil {
			t.Fatal(err)
		}
		if c.Deadline != "2026-12-04" || c.Status != "open" || c.Subject.UserID != s.userID || c.Subject.Name == "" || len(c.Transactions) == 0 ||
			c.Transactions[0].Kind != "disbursement" || c.AmountCents <= 0 || c.OpenedBy != 4 {
			t.Fatalf("case: %+v", c)
		}
		if n := s.count(t, `SELECT COUNT(*) FROM audit_log WHERE action = 'aml.str_open' AND entity_id = $1`, strconv.FormatInt(c.ID, 10)); n != 1 {
			t.Fatalf("aml.str_open rows: %d", n)
		}
		if r, err := s.svc.RateBorrower(ctx, s.userID); err != nil || r.Level != aml.RiskHigh || !strings.Contains(codes(r), "str_case") {
			t.Fatalf("rating with a case: %+v %v", r, err)
		}
		filed, err := s.svc.FileSTR(ctx, c.ID, "STR-2026-0042", admin.Entry{OperatorID: 5})
		if err != nil || filed.Status != "filed" || filed.AMLCRef != "STR-2026-0042" || filed.FiledBy != 5 {
			t.Fatalf("file: %+v %v", filed, err)
		}
		if _, err := s.svc.FileSTR(ctx, c.ID, "STR-2026-0042", admin.Entry{OperatorID: 5}); !errors.Is(err, compliance.ErrCaseNotOpen) {
			t.Fatalf("filed twice: %v", err)
		}
	})
}

// The risk rating is kept when it changes, audited, and not again while it stays the same.
func TestRiskRatingKeptWhenItChanges(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		s := seededBook(t, d)
		first, err := s.svc.RateBorrower(ctx, s.userID)
		if err != nil || first.Level == "" {
			t.Fatalf("first rating: %+v %v", first, err)
		}
		if _, err := s.svc.RateBorrower(ctx, s.userID); err != nil {
			t.Fatal(err)
		}
		if n := s.count(t, `SELECT COUNT(*) FROM aml_risk_ratings WHERE user_id = $1`, s.userID); n != 1 {
			t.Fatalf("ratings kept: %d, want 1", n)
		}
		if _, err := s.st.DB.ExecContext(ctx, `INSERT INTO covered_transactions (user_id, day, total_cents, payments, threshold_cents, deadline, detected_at)
			VALUES ($1, '2026-11-26', 50000001, '[]', 50000000, '2026-12-03', 1)`, s.userID); err != nil {
			t.Fatal(err)
		}
		next, err := s.svc.RateBorrower(ctx, s.userID)
		if err != nil || codes(next) == codes(first) {
			t.Fatalf("after a covered transaction: %+v %v", next, err)
		}
		if n := s.count(t, `SELECT COUNT(*) FROM audit_log WHERE action = 'aml.risk_rating' AND entity_id = $1`, strconv.FormatInt(s.userID, 10)); n != 2 {
			t.Fatalf("aml.risk_rating rows: %d, want 2", n)
		}
	})
}

// A CIC file moves built -> submitted -> accepted or rejected (with the CIC's reason), audited.
func TestCICStatus(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		s := seededBook(t, d)
		b, err := s.svc.BuildCIC(ctx, "2026-10", admin.Entry{OperatorID: 3})
		if err != nil {
			t.Fatal(err)
		}
		id := b.Submission.ID
		if _, err := s.svc.SetCICStatus(ctx, id, cic.StatusAccepted, "", admin.Entry{OperatorID: 3}); apperr.CodeOf(err) != apperr.CodeInvalid {
			t.Fatalf("accepted before submitted: %v", err)
		}
		if c, err := s.svc.SetCICStatus(ctx, id, cic.StatusSubmitted, "", admin.Entry{OperatorID: 3}); err != nil || c.Status != cic.StatusSubmitted || c.StatusBy != "operator:3" {
			t.Fatalf("submitted: %+v %v", c, err)
		}
		if _, err := s.svc.SetCICStatus(ctx, id, cic.StatusRejected, " ", admin.Entry{OperatorID: 3}); apperr.CodeOf(err) != apperr.CodeInvalid {
			t.Fatalf("rejected without a reason: %v", err)
		}
		c, err := s.svc.SetCICStatus(ctx, id, cic.StatusRejected, "ID record 12: invalid birth date", admin.Entry{OperatorID: 3})
		if err != nil || c.Status != cic.StatusRejected || c.StatusNote != "ID record 12: invalid birth date" {
			t.Fatalf("rejected: %+v %v", c, err)
		}
		if n := s.count(t, `SELECT COUNT(*) FROM audit_log WHERE action = 'cic.status' AND entity_id = $1`, strconv.FormatInt(id, 10)); n != 2 {
			t.Fatalf("cic.status rows: %d", n)
		}
	})
}
