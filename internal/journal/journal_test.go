package journal

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"math/rand"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/loans"
)

func product(rng *rand.Rand) (loans.Product, int64) {
	p := loans.Product{
		ID: 1, Code: "P", Name: "P", Enabled: true,
		MinAmountCents: 100000, MaxAmountCents: 2_000_000,
		TermDays: loans.MinTermDays + rng.Intn(40), Periods: 1 + rng.Intn(3),
		InterestBPPerMonth: int64(rng.Intn(601)), ServiceFeeBP: int64(rng.Intn(1000)),
		Rules: loans.DefaultRules(),
	}
	p.Rollover.Enabled = true
	return p, p.MinAmountCents + rng.Int63n(p.MaxAmountCents-p.MinAmountCents+1)
}

type loan struct {
	snap    loans.LoanSnapshot
	entries []loans.Entry
	orderNo string
}

// TestJournalProperties runs random portfolios through the real ledger rules (disbursement with
// the fee deducted, daily accrual with penalty and late interest, partial, exact and over
// payments, rollovers, waivers of every bucket, enforcement charges, refunds of credit,
// write-offs and recoveries on written-off loans) and
// posts every ledger entry. Each posting balances, every day of the trial balance sums to
// zero, the receivable accounts hold exactly what the ledgers say is owed, borrower credit
// what they say is held, collections what was received and cash in transit the payouts
// and refunds.
func TestJournalProperties(t *testing.T) {
	policy := loans.DefaultPHCapPolicy()
	var totalWrittenOff, totalRecovered, restructured int64
	defer func() {
		if !t.Failed() && (totalWrittenOff == 0 || totalRecovered == 0 || restructured == 0) {
			t.Errorf("no write-off (%d), recovery (%d) or restructure (%d) in any portfolio", totalWrittenOff, totalRecovered, restructured)
		}
	}()
	for seed := int64(1); seed <= 40; seed++ {
		rng := rand.New(rand.NewSource(seed))
		start := loans.NewDate(2026, time.January, 1)
		var book []*loan
		var rows []Row
		var received, paidOut, recovered int64
		post := func(l *loan, es []loans.Entry) {
			l.entries = append(l.entries, es...)
			for _, e := range es {
				rows = append(rows, Row{OrderNo: l.orderNo, Entry: e})
			}
		}
		for day := start; day.Before(start.Add(150)); day = day.Add(1) {
			if rng.Intn(4) == 0 { // a new loan
				p, amount := product(rng)
				snap, es, err := loans.Disburse(p, amount, day, loans.ClientKind(rng.Intn(2)), policy)
				if err != nil {
					t.Fatal(err)
				}
				l := &loan{snap: snap, orderNo: fmt.Sprintf("O%d", len(book))}
				book = append(book, l)
				post(l, es)
				for _, e := range es {
					if e.Kind == loans.KindDisbursement || e.Kind == loans.KindDeduction {
						paidOut += e.AmountCents
					}
				}
			}
			for i, l := range book {
				if !l.snap.Status.Active() {
					continue
				}
				if day.After(l.snap.DisbursedOn) {
					es, status := loans.AccrueDay(l.snap, l.entries, day, policy)
					post(l, es)
					l.snap.Status = status
				}
				ref := fmt.Sprintf("op:%d:%s", i, day)
				bal := loans.BalancesOf(l.entries)
				switch op := rng.Intn(30); {
				case op < 2: // payment: partial, exact or over
					amount := []int64{1 + rng.Int63n(max(bal.Owed(), 1)), max(bal.Owed(), 1), bal.Owed() + 1 + rng.Int63n(5000)}[rng.Intn(3)]
					es, status, err := loans.ApplyPayment(l.snap, l.entries, day, amount, ref)
					if err != nil {
						continue
					}
					post(l, es)
					l.snap.Status = status
					received += amount
					for _, e := range es {
						if e.Bucket == loans.BucketWrittenOff {
							recovered -= e.AmountCents
						}
					}
				case op < 3: // rollover, when offered
					q, err := loans.QuoteRollover(l.snap, l.entries, day, policy)
					if err != nil {
						continue
					}
					amount := q.DelayAmountCents + rng.Int63n(2000)
					r, err := loans.ApplyRollover(l.snap, l.entries, day, policy, amount, ref)
					if err != nil {
						t.Fatalf("seed %d: rollover: %v", seed, err)
					}
					post(l, r.Entries)
					l.snap.Schedule, l.snap.Status = r.Schedule, r.Status
					received += amount
				case op < 4: // waiver of part of a bucket
					b := loans.ReceivableBuckets()[rng.Intn(len(loans.ReceivableBuckets()))]
					if bal[b] > 0 {
						post(l, []loans.Entry{{Kind: loans.KindWaiver, Bucket: b, AmountCents: -(1 + rng.Int63n(bal[b])), Day: day, Ref: ref}})
					}
				case op < 5: // an enforcement charge, while the loan is on the books
					if !loans.StandingOn(l.snap.Schedule, l.entries, day).WrittenOff {
						post(l, []loans.Entry{{Kind: loans.KindCharge, Bucket: loans.BucketEnforcement, AmountCents: 1 + rng.Int63n(20000), Day: day, Ref: ref}})
					}
				case op < 7: // a write-off, once the loan is 20 days past due
					if es, err := loans.WriteOff(l.snap, l.entries, day, 20); err == nil {
						post(l, es)
					}
				case op < 8: // a restructure offered and accepted the same day
					n := 1 + rng.Intn(4)
					terms := loans.RestructureTerms{Installments: n, TermDays: n * (14 + rng.Intn(30))}
					plan, err := loans.PlanRestructure(l.snap, l.entries, day, day, terms, policy)
					if err != nil {
						continue
					}
					r, err := loans.ApplyRestructure(l.snap, l.entries, day, plan, loans.RestructureBasis(l.entries), ref, policy)
					if err != nil {
						t.Fatalf("seed %d: restructure: %v", seed, err)
					}
					post(l, r.Entries)
					l.snap.Schedule, l.snap.Status = r.Schedule, r.Status
					restructured++
				}
			}
			for i, l := range book { // refunds of credit, settled loans included
				if c := loans.BalancesOf(l.entries).Credit(); c > 0 && rng.Intn(3) == 0 {
					amount := 1 + rng.Int63n(c)
					post(l, []loans.Entry{{Kind: loans.KindRefund, Bucket: loans.BucketCredit, AmountCents: amount, Day: day, Ref: fmt.Sprintf("refund:%d:%s", i, day)}})
					paidOut += amount
				}
			}
		}

		var buf bytes.Buffer
		x, err := NewExporter(&buf, DefaultChart())
		if err != nil {
			t.Fatal(err)
		}
		bals := Balances{}
		lines := 0
		for _, r := range rows {
			p, err := Post(r.Entry)
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			var dr, cr int64
			for _, l := range p.Lines {
				dr += l.Debit
				cr += l.Credit
				if l.Debit < 0 || l.Credit < 0 || (l.Debit == 0) == (l.Credit == 0) {
					t.Fatalf("seed %d: line %+v must have one positive side", seed, l)
				}
			}
			if dr != cr {
				t.Fatalf("seed %d: posting of %+v: debits %d, credits %d", seed, r.Entry, dr, cr)
			}
			bals.Add(p)
			lines += len(p.Lines)
			if err := x.Write(r); err != nil {
				t.Fatal(err)
			}
		}
		if err := x.Flush(); err != nil {
			t.Fatal(err)
		}
		var owed, credit, claims, writtenOff int64
		for _, l := range book {
			if err := loans.CheckInvariants(l.entries); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			b := loans.BalancesOf(l.entries)
			owed += b.Owed() - b[loans.BucketWrittenOff]
			claims += b[loans.BucketWrittenOff]
			credit += b.Credit()
			for _, e := range l.entries {
				if e.Kind == loans.KindWriteOff && e.AmountCents < 0 {
					writtenOff -= e.AmountCents
				}
			}
		}
		if got := bals[RoleWrittenOffMemo]; got != claims || -bals[RoleWrittenOffMemoContra] != claims {
			t.Fatalf("seed %d: memorandum %d / %d, written-off claims %d", seed, got, bals[RoleWrittenOffMemoContra], claims)
		}
		if bals[RoleWriteOffExpense] != writtenOff || -bals[RoleRecoveryIncome] != recovered {
			t.Fatalf("seed %d: write-off expense %d (ledger %d), recoveries %d (ledger %d)", seed, bals[RoleWriteOffExpense], writtenOff, -bals[RoleRecoveryIncome], recovered)
		}
		totalWrittenOff += writtenOff
		totalRecovered += recovered
		if len(book) == 0 || received == 0 {
			t.Fatalf("seed %d: the sequence exercised nothing", seed)
		}
		if bals.Sum() != 0 {
			t.Fatalf("seed %d: journal out of balance by %d", seed, bals.Sum())
		}
		if got := bals.Receivable(); got != owed {
			t.Fatalf("seed %d: receivable %d, ledger outstanding %d", seed, got, owed)
		}
		if got := -bals[RoleBorrowerCredit]; got != credit {
			t.Fatalf("seed %d: borrower credit %d, ledger credit %d", seed, got, credit)
		}
		if got := bals[RoleCollections]; got != received {
			t.Fatalf("seed %d: collections %d, received %d", seed, got, received)
		}
		if got := -bals[RoleCashInTransit]; got != paidOut {
			t.Fatalf("seed %d: cash in transit %d, paid out %d", seed, got, paidOut)
		}
		for _, d := range x.Trial.Days() {
			if d.Debit != d.Credit {
				t.Fatalf("seed %d: trial balance of %v: debits %d, credits %d", seed, d.Day, d.Debit, d.Credit)
			}
		}
		// The CSV's lines add up per day too, in pesos as written.
		recs, err := csv.NewReader(&buf).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		if len(recs) != 1+lines {
			t.Fatalf("seed %d: %d CSV rows for %d entries", seed, len(recs), len(rows))
		}
		perDay := map[string]int64{}
		for _, r := range recs[1:] {
			perDay[r[0]] += cents(t, r[7]) - cents(t, r[8])
		}
		for day, net := range perDay {
			if net != 0 {
				t.Fatalf("seed %d: CSV day %s nets %d", seed, day, net)
			}
		}
	}
}

func cents(t *testing.T, s string) int64 {
	t.Helper()
	var p, c int64
	if _, err := fmt.Sscanf(s, "%d.%02d", &p, &c); err != nil {
		t.Fatalf("amount %q: %v", s, err)
	}
	return p*100 + c
}

func TestPostRefusesWhatTheLedgerForbids(t *testing.T) {
	day := loans.NewDate(2026, 1, 1)
	for _, e := range []loans.Entry{
		{Kind: loans.KindDisbursement, Bucket: loans.BucketFee, AmountCents: 100, Day: day, Ref: "x"},
		{Kind: loans.KindCharge, Bucket: loans.BucketPrincipal, AmountCents: 100, Day: day, Ref: "x"},
		{Kind: loans.KindPayment, Bucket: loans.BucketInterest, AmountCents: 100, Day: day, Ref: "x"},
		{Kind: loans.KindRefund, Bucket: loans.BucketCredit, AmountCents: -100, Day: day, Ref: "x"},
		{Kind: loans.KindWaiver, Bucket: loans.BucketCredit, AmountCents: -100, Day: day, Ref: "x"},
		{Kind: loans.KindCharge, Bucket: loans.BucketFee, AmountCents: 0, Day: day, Ref: "x"},
	} {
		if _, err := Post(e); err == nil {
			t.Errorf("Post(%+v): got no error", e)
		}
	}
}

func TestPostingsByKind(t *testing.T) {
	day := loans.NewDate(2026, 1, 1)
	c := DefaultChart()
	for _, tc := range []struct {
		e         loans.Entry
		debit, cr Role
	}{
		{loans.Entry{Kind: loans.KindDisbursement, Bucket: loans.BucketPrincipal, AmountCents: 500000}, RolePrincipalReceivable, RoleCashInTransit},
		{loans.Entry{Kind: loans.KindCharge, Bucket: loans.BucketFee, AmountCents: 2500, Ref: "fee:service"}, RoleFeeReceivable, RoleFeeIncome},
		{loans.Entry{Kind: loans.KindCharge, Bucket: loans.BucketFee, AmountCents: 2500, Ref: "rollover:R1"}, RoleFeeReceivable, RoleRolloverFeeIncome},
		{loans.Entry{Kind: loans.KindDeduction, Bucket: loans.BucketFee, AmountCents: -2500}, RoleCashInTransit, RoleFeeReceivable},
		{loans.Entry{Kind: loans.KindCharge, Bucket: loans.BucketInterest, AmountCents: 10}, RoleInterestReceivable, RoleInterestIncome},
		{loans.Entry{Kind: loans.KindCharge, Bucket: loans.BucketPenalty, AmountCents: 10}, RolePenaltyReceivable, RolePenaltyIncome},
		{loans.Entry{Kind: loans.KindCharge, Bucket: loans.BucketLateInterest, AmountCents: 10}, RoleLateInterestRecv, RoleLateInterestIncome},
		{loans.Entry{Kind: loans.KindPayment, Bucket: loans.BucketPrincipal, AmountCents: -10}, RoleCollections, RolePrincipalReceivable},
		{loans.Entry{Kind: loans.KindPayment, Bucket: loans.BucketCredit, AmountCents: -10}, RoleCollections, RoleBorrowerCredit},
		{loans.Entry{Kind: loans.KindWaiver, Bucket: loans.BucketPrincipal, AmountCents: -10}, RoleBadDebtExpense, RolePrincipalReceivable},
		{loans.Entry{Kind: loans.KindWaiver, Bucket: loans.BucketPenalty, AmountCents: -10}, RoleWaiverExpense, RolePenaltyReceivable},
		{loans.Entry{Kind: loans.KindRefund, Bucket: loans.BucketCredit, AmountCents: 10}, RoleBorrowerCredit, RoleCashInTransit},
	} {
		tc.e.Day = day
		p, err := Post(tc.e)
		if err != nil {
			t.Fatal(err)
		}
		if p.Lines[0].Role != tc.debit || p.Lines[1].Role != tc.cr || c[p.Lines[0].Role].Code == "" {
			t.Errorf("%s %s: got Dr %s Cr %s, want Dr %s Cr %s", tc.e.Kind, tc.e.Bucket, p.Lines[0].Role, p.Lines[1].Role, tc.debit, tc.cr)
		}
	}
}

func TestChartOf(t *testing.T) {
	lines := DefaultChart().Lines()
	for i := range lines {
		if lines[i].Role == RoleFeeIncome || lines[i].Role == RoleRolloverFeeIncome {
			lines[i].Code, lines[i].Name = " 4999 ", "Fees"
		}
	}
	c, err := ChartOf(lines)
	if err != nil {
		t.Fatal(err)
	}
	if c[RoleFeeIncome].Code != "4999" || c[RoleInterestIncome].Code != "4100" || c.Version() == DefaultChart().Version() {
		t.Fatalf("got %+v", c)
	}
	// Two roles on one account: the trial balance keeps one line for it.
	tb := NewTrialBalance(c)
	day := loans.NewDate(2026, 1, 1)
	for _, ref := range []string{"fee:service", "rollover:1"} {
		p, _ := Post(loans.Entry{Kind: loans.KindCharge, Bucket: loans.BucketFee, AmountCents: 100, Day: day, Ref: ref})
		tb.Add(p)
	}
	var buf bytes.Buffer
	if err := tb.WriteCSV(&buf); err != nil {
		t.Fatal(err)
	}
	want := "date,account_code,account_name,debit,credit,net\n2026-01-01,1220,Fees receivable,2.00,0.00,2.00\n2026-01-01,4999,Fees,0.00,2.00,-2.00\n2026-01-01,,TOTAL,2.00,2.00,0.00\n"
	if buf.String() != want {
		t.Fatalf("got\n%s\nwant\n%s", buf.String(), want)
	}
	edit := func(f func([]ChartLine) []ChartLine) []ChartLine { return f(DefaultChart().Lines()) }
	for name, bad := range map[string][]ChartLine{
		"unknown role":   edit(func(l []ChartLine) []ChartLine { return append(l, ChartLine{Role: "nope", Code: "1", Name: "x"}) }),
		"role twice":     edit(func(l []ChartLine) []ChartLine { return append(l, l[0]) }),
		"role missing":   edit(func(l []ChartLine) []ChartLine { return l[1:] }),
		"empty code":     edit(func(l []ChartLine) []ChartLine { l[2].Code = " "; return l }),
		"bad code":       edit(func(l []ChartLine) []ChartLine { l[2].Code = "12,3"; return l }),
		"long code":      edit(func(l []ChartLine) []ChartLine { l[2].Code = strings.Repeat("1", MaxCodeLen+1); return l }),
		"empty name":     edit(func(l []ChartLine) []ChartLine { l[2].Name = ""; return l }),
		"long name":      edit(func(l []ChartLine) []ChartLine { l[2].Name = strings.Repeat("n", MaxNameLen+1); return l }),
		"duplicate code": edit(func(l []ChartLine) []ChartLine { l[3].Code = l[2].Code; return l }),
	} {
		if _, err := ChartOf(bad); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if c := Overlay(Chart{RoleCashInTransit: {"1021", "Payouts"}, "gone": {"1", "x"}}); c[RoleCashInTransit].Code != "1021" || len(c) != len(Roles()) || c[RoleCollections].Code != "1010" {
		t.Fatalf("overlay: %+v", c)
	}
}
