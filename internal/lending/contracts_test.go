package lending

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestLateTextCaps: the contracts' late-payment terms say the late charges are limited by the
// legal caps, with the caps' figures, for a loan the SEC ceiling covers.
func TestLateTextCaps(t *testing.T) {
	p := loans.Product{TermDays: 91, Rules: loans.DefaultRules()}
	covered := lateText(loanFacts{terms: p, amount: 1_000_000, penalty: 100000, policy: loans.DefaultPHCapPolicy()})
	for _, want := range []string{"5.00% a day on days 1 to 30", "limited by the caps", "₱10,000.00 and 120 days",
		"never exceed 5.00% of the overdue amount for each 30 days overdue", "never exceed 100.00% of the principal"} {
		if !strings.Contains(covered, want) {
			t.Errorf("covered loan: %q lacks %q", covered, want)
		}
	}
	for name, text := range map[string]string{
		"above PHP 10,000": lateText(loanFacts{terms: p, amount: 1_000_001, penalty: 100000, policy: loans.DefaultPHCapPolicy()}),
		"policy off":       lateText(loanFacts{terms: p, amount: 1_000_000, penalty: 100000}),
	} {
		if strings.Contains(text, "limited by the caps") || !strings.Contains(text, "limits set by law") {
			t.Errorf("%s: %q", name, text)
		}
	}
	// The charges policy's default: the ceilings on every loan, above PHP 10,000 and 120 days too.
	every := lateText(loanFacts{terms: p, amount: 5_000_000, penalty: 100000, policy: loans.DefaultChargesPolicy()})
	if !strings.Contains(every, "limited by the caps for every loan") || !strings.Contains(every, "never exceed 5.00% of the overdue amount") {
		t.Errorf("every loan: %q", every)
	}
}

// TestDisclosureLateChargesAreWhatTheJobCharges: the disclosure statement of a covered loan
// (PHP 10,000 for 91 days: the PHP 1,000 penalty is above the late cap) and of a loan the cap
// does not cover (180 days) states, for 1, 30 and 90 days overdue, exactly the penalty and late
// interest the daily job then books on the loan left unpaid; the penalty in its text is the one
// charged, and the confirmation's penalty row and the specimen say the same.
func TestDisclosureLateChargesAreWhatTheJobCharges(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		name     string
		termDays int
		covered  bool
	}{{"covered", 91, true}, {"not covered", 180, false}} {
		t.Run(c.name, func(t *testing.T) {
			clk := clock.NewFixed(t0)
			st := storetest.Open(t, store.SQLite, clk)
			svc := &Service{Store: st.Lending(), Clock: clk, Cap: loans.DefaultPHCapPolicy()}
			pid, err := st.Catalog().UpsertProduct(ctx, store.ProductRow{Code: "P", Name: "P", MinAmount: 200000, MaxAmount: 1000000, AmountStep: 50000,
				TermDays: c.termDays, Periods: 1, InterestBPMonth: 300, ServiceFeeBP: 300, Rules: loans.DefaultRules().JSON(), Enabled: true})
			if err != nil {
				t.Fatal(err)
			}
			row, _ := st.Catalog().Product(ctx, pid)
			terms, _ := TermsOf(row)
			if svc.Cap.CoversLoan(1_000_000, c.termDays) != c.covered {
				t.Fatalf("the cap covers the loan: %v, want %v", !c.covered, c.covered)
			}
			uid, _, err := st.Users().UpsertUser(ctx, "09170000001")
			if err != nil {
				t.Fatal(err)
			}
			today := loans.DateOf(clk.Now())
			loan, entries, err := loans.Disburse(terms, 1_000_000, today, loans.ClientNew, svc.Cap)
			if err != nil {
				t.Fatal(err)
			}
			tj, _ := json.Marshal(terms)
			oid, _, err := st.Loans().InsertSeedOrder(ctx, store.SeedOrder{NewOrder: store.NewOrder{UserID: uid, ProductID: pid, Amount: 1_000_000, Periods: 1, TermDays: c.termDays,
				Interest: loans.TotalInterest(loan.Schedule), ServiceFee: 30000, NetProceeds: 970000, TotalRepay: 1_000_000 + loans.TotalInterest(loan.Schedule),
				Terms: string(tj), IdemKey: "t", Schedule: loan.Schedule, DueDate: loan.Schedule[0].DueDay.String()},
				Status: 170, CreatedAt: clk.Now().UnixMilli(), DisbursedDay: today.String(), LastAccruedDay: today.String(), Entries: entries})
			if err != nil {
				t.Fatal(err)
			}
			ds, err := svc.ContractContent(ctx, uid, ContractDisclosure, pid, oid, 0)
			if err != nil {
				t.Fatal(err)
			}
			var late *Section
			for i := range ds.Sections {
				if ds.Sections[i].Heading == "Other charges on default" {
					late = &ds.Sections[i]
				}
			}
			if late == nil || late.Table == nil || len(late.Table.Rows) != len(DisclosedLateDays) {
				t.Fatalf("the disclosure has no table of late charges: %+v", ds.Sections)
			}
			text := strings.Join(late.Paragraphs, " ")
			due := loan.Schedule[0].DueDay
			for i, n := range DisclosedLateDays {
				// The daily job, run on day n overdue, catches the loan up from where it was.
				clk.Advance(due.Add(n).Time().Add(9 * time.Hour).Sub(clk.Now()))
				if _, err := svc.RunDaily(ctx); err != nil {
					t.Fatal(err)
				}
				ledger, err := st.Loans().OrderLedger(ctx, oid)
				if err != nil {
					t.Fatal(err)
				}
				var penalty, interest int64
				for _, e := range ledger {
					if e.Kind == loans.KindCharge && e.Bucket == loans.BucketPenalty {
						penalty += e.AmountCents
					}
					if e.Kind == loans.KindCharge && e.Bucket == loans.BucketLateInterest {
						interest += e.AmountCents
					}
				}
				want := []string{strconv.Itoa(n), loans.FormatPeso(penalty), loans.FormatPeso(interest), loans.FormatPeso(penalty + interest)}
				if !reflect.DeepEqual(late.Table.Rows[i], want) {
					t.Errorf("day %d: the disclosure says %v, the job charged %v", n, late.Table.Rows[i], want)
				}
				if line := fmt.Sprintf("%s after %d day", loans.FormatPeso(penalty+interest), n); !strings.Contains(text, line) {
					t.Errorf("day %d: the text lacks %q: %s", n, line, text)
				}
				if n == 1 {
					if !strings.Contains(text, "a one-time penalty of "+loans.FormatPeso(penalty)+" is charged") {
						t.Errorf("the text does not state the penalty charged, %s: %s", loans.FormatPeso(penalty), text)
					}
					if c.covered != (penalty < terms.Late.PenaltyNewCents) {
						t.Errorf("penalty charged %d against the product's %d: clipped %v, want %v", penalty, terms.Late.PenaltyNewCents, !c.covered, c.covered)
					}
					q, err := svc.Quote(ctx, uid, pid, 1_000_000)
					if err != nil {
						t.Fatal(err)
					}
					if row := q.Details[len(q.Details)-2]; row.Value != loans.FormatPeso(penalty) {
						t.Errorf("the confirmation's penalty row %+v, want %s", row, loans.FormatPeso(penalty))
					}
					spec, err := svc.ContractContent(ctx, 0, ContractDisclosure, pid, 0, 1_000_000)
					if err != nil {
						t.Fatal(err)
					}
					if got := spec.Sections[len(spec.Sections)-2].Table; !reflect.DeepEqual(got, late.Table) {
						t.Errorf("the specimen's late charges %+v, the order's %+v", got, late.Table)
					}
				}
			}
		})
	}
}
