package compliance_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/cic"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/compliance"
	"github.com/pautang/pautang/internal/seed"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// The CIC file of the seeded book for the month before today: every loan of the month is a
// contract of the file or a reported problem, its figures tie to the loans, its hash is the
// kept text's, and it is audited; a borrower without a birth date is reported and left out
// with their contracts.
func TestBuildCICFromTheBook(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		clk := clock.NewFixed(time.Date(2026, 11, 27, 10, 0, 0, 0, clock.Manila))
		st := storetest.Open(t, d, clk)
		if _, err := seed.Run(ctx, st, clk, seed.Options{Demo: true}); err != nil {
			t.Fatal(err)
		}
		svc := &compliance.Service{Store: st, Clock: clk, Provider: cic.Provider{Code: "PL000123", Name: "Pautang Lending Corporation"}}
		if _, err := svc.BuildCIC(ctx, "2026-11", admin.Entry{}); err != compliance.ErrMonth {
			t.Fatalf("a month not ended: %v", err)
		}
		rows, err := st.Compliance().CICLoans(ctx, "2026-10-31", time.Date(2026, 10, 1, 0, 0, 0, 0, clock.Manila).UnixMilli())
		if err != nil || len(rows) == 0 {
			t.Fatalf("the month's loans: %d %v", len(rows), err)
		}
		b, err := svc.BuildCIC(ctx, "2026-10", admin.Entry{OperatorID: 3})
		if err != nil {
			t.Fatal(err)
		}
		sub := b.Submission
		if sub.Contracts+len(b.Problems) < len(rows) || sub.Contracts == 0 {
			t.Fatalf("%d contracts and %d problems for %d loans: %+v", sub.Contracts, len(b.Problems), len(rows), b.Problems)
		}
		var financed int64
		for _, r := range rows {
			if strings.Contains(sub.Body, "|"+r.OrderNo+"|") {
				financed += r.Amount
			}
		}
		if financed != sub.FinancedCents || strings.Count(sub.Body, "\r\nCI|") != sub.Contracts {
			t.Fatalf("figures: financed %d, file says %d; %d CI lines, %d contracts", financed, sub.FinancedCents, strings.Count(sub.Body, "\r\nCI|"), sub.Contracts)
		}
		sum := sha256.Sum256([]byte(sub.Body))
		kept, err := st.Compliance().CICSubmissionByID(ctx, sub.ID)
		if err != nil || kept.Body != sub.Body || kept.SHA256 != hex.EncodeToString(sum[:]) || kept.CreatedBy != "operator:3" {
			t.Fatalf("kept: %+v %v", kept, err)
		}
		var audits int
		st.DB.QueryRowContext(ctx, `SELECT COUNT(*) FROM audit_log WHERE action = 'cic.build' AND entity_id = $1`, strconv.FormatInt(sub.ID, 10)).Scan(&audits)
		if audits != 1 {
			t.Fatalf("audit rows %d", audits)
		}

		uid := rows[0].UserID
		if _, err := st.DB.ExecContext(ctx, `UPDATE users SET birth_date = '' WHERE id = $1`, uid); err != nil {
			t.Fatal(err)
		}
		if _, err := st.DB.ExecContext(ctx, `DELETE FROM profile_fields WHERE user_id = $1 AND code = 'birthDate'`, uid); err != nil {
			t.Fatal(err)
		}
		again, err := svc.BuildCIC(ctx, "2026-10", admin.Entry{})
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, p := range again.Problems {
			found = found || (p.Record == "ID "+strconv.FormatInt(uid, 10) && p.Field == "DateOfBirth" && p.Reason == "missing")
		}
		if !found || strings.Contains(again.Submission.Body, "|"+rows[0].OrderNo+"|") || again.Submission.ID == sub.ID {
			t.Fatalf("a subject without a birth date: %+v", again.Problems)
		}
	})
}
