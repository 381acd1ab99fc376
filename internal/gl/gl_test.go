package gl

import (
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/loans"
)

func testBooks(t *testing.T) *Books {
	t.Helper()
	b, err := NewBooks(journal.DefaultChart(), nil, []Account{
		{Code: "1000", Name: "Cash in bank", Type: Asset, Side: Debit},
		{Code: "3000", Name: "Share capital", Type: Equity, Side: Credit},
		{Code: "6100", Name: "Bank charges", Type: Expense, Side: Debit},
	})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestCheckDraft(t *testing.T) {
	books := testBooks(t)
	today := loans.NewDate(2026, 11, 27)
	l := func(acc string, side Side, c int64) DraftLine {
		return DraftLine{Account: acc, Side: side, AmountCents: c}
	}
	ok := []DraftLine{l("6100", Debit, 15000), l("1000", Credit, 15000)}
	cases := []struct {
		name  string
		draft Draft
		want  string // "" accepted, else a part of the error
	}{
		{"bank charges", Draft{Day: "2026-11-27", Memo: "BDO monthly fee", Lines: ok}, ""},
		{"three lines", Draft{Day: "2026-11-01", Memo: "Capital", Lines: []DraftLine{l("1000", Debit, 100), l("3000", Credit, 60), l("3000", Credit, 40)}}, ""},
		{"to a clearing account", Draft{Day: "2026-11-27", Memo: "Sweep", Lines: []DraftLine{l("1000", Debit, 500), l("1010", Credit, 500)}}, ""},
		{"unbalanced", Draft{Day: "2026-11-27", Memo: "x", Lines: []DraftLine{l("6100", Debit, 15000), l("1000", Credit, 14999)}}, "difference is 0.01"},
		{"one line", Draft{Day: "2026-11-27", Memo: "x", Lines: []DraftLine{l("6100", Debit, 0)}}, "at least two lines"},
		{"zero amount", Draft{Day: "2026-11-27", Memo: "x", Lines: []DraftLine{l("6100", Debit, 0), l("1000", Credit, 0)}}, "above zero"},
		{"negative amount", Draft{Day: "2026-11-27", Memo: "x", Lines: []DraftLine{l("6100", Debit, -5), l("1000", Credit, -5)}}, "above zero"},
		{"no side", Draft{Day: "2026-11-27", Memo: "x", Lines: []DraftLine{l("6100", "", 5), l("1000", Credit, 5)}}, "debit or credit"},
		{"unknown account", Draft{Day: "2026-11-27", Memo: "x", Lines: []DraftLine{l("7777", Debit, 5), l("1000", Credit, 5)}}, "no account \"7777\""},
		{"no account", Draft{Day: "2026-11-27", Memo: "x", Lines: []DraftLine{l(" ", Debit, 5), l("1000", Credit, 5)}}, "has no account"},
		{"receivable is a control account", Draft{Day: "2026-11-27", Memo: "x", Lines: []DraftLine{l("1200", Debit, 5), l("1000", Credit, 5)}}, "kept by the loan ledger"},
		{"borrower credit is a control account", Draft{Day: "2026-11-27", Memo: "x", Lines: []DraftLine{l("1000", Debit, 5), l("2100", Credit, 5)}}, "kept by the loan ledger"},
		{"memorandum is a control account", Draft{Day: "2026-11-27", Memo: "x", Lines: []DraftLine{l("9100", Debit, 5), l("9900", Credit, 5)}}, "kept by the loan ledger"},
		{"future date", Draft{Day: "2026-11-28", Memo: "x", Lines: ok}, "after today"},
		{"bad date", Draft{Day: "27/11/2026", Memo: "x", Lines: ok}, "not a day"},
		{"no memo", Draft{Day: "2026-11-27", Memo: "  ", Lines: ok}, "no memo"},
		{"long memo", Draft{Day: "2026-11-27", Memo: strings.Repeat("m", MaxMemoLen+1), Lines: ok}, "at most"},
		{"too large", Draft{Day: "2026-11-27", Memo: "x", Lines: []DraftLine{l("6100", Debit, MaxAmountCents+1), l("1000", Credit, MaxAmountCents+1)}}, "amount is above"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Check(tc.draft, books, today)
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Fatalf("got %v, want %q", err, tc.want)
			}
		})
	}
	many := Draft{Day: "2026-11-27", Memo: "x"}
	for range MaxLines + 1 {
		many.Lines = append(many.Lines, l("1000", Debit, 1))
	}
	if _, err := Check(many, books, today); err == nil || !strings.Contains(err.Error(), "at most") {
		t.Fatalf("too many lines: %v", err)
	}
}

func TestReversal(t *testing.T) {
	books := testBooks(t)
	day := loans.NewDate(2026, 11, 20)
	d := Draft{Day: "2026-11-20", Memo: "Capital", Lines: []DraftLine{{"1000", Debit, 100}, {"3000", Credit, 60}, {"1010", Credit, 40}}}
	e := Posting(d, day, books)
	e.ID = 7
	if !e.Balanced() || e.Lines[2].Role != journal.RoleCollections || e.Lines[0].Role != "" {
		t.Fatalf("posting %+v", e)
	}
	r, err := Reversal(e, loans.NewDate(2026, 11, 27))
	if err != nil {
		t.Fatal(err)
	}
	if r.Reverses != 7 || r.Day != loans.NewDate(2026, 11, 27) || !r.Balanced() || !strings.Contains(r.Memo, "entry 7") {
		t.Fatalf("reversal %+v", r)
	}
	for i := range e.Lines {
		if r.Lines[i].Account != e.Lines[i].Account || r.Lines[i].DebitCents != e.Lines[i].CreditCents || r.Lines[i].CreditCents != e.Lines[i].DebitCents {
			t.Fatalf("line %d: %+v reverses %+v", i, r.Lines[i], e.Lines[i])
		}
	}
	cases := []struct {
		name string
		e    ManualEntry
		day  loans.Date
		want string
	}{
		{"a reversal", ManualEntry{ID: 8, Day: day, Reverses: 7, Lines: e.Lines}, day, "itself the reversal"},
		{"reversed already", ManualEntry{ID: 7, Day: day, ReversedBy: 8, Lines: e.Lines}, day, "already reversed"},
		{"before the entry", e, day.Add(-1), "after the reversal's day"},
	}
	for _, tc := range cases {
		if _, err := Reversal(tc.e, tc.day); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
	// The original and its reversal net to nothing on every account.
	tally := NewTally(books, day, day.Add(30))
	tally.AddEntry(e)
	tally.AddEntry(r)
	for _, ab := range tally.TrialBalance().Accounts {
		if ab.ClosingCents != 0 {
			t.Errorf("%s closes at %d", ab.Account.Code, ab.ClosingCents)
		}
	}
}

func TestBooksAndBalances(t *testing.T) {
	chart := journal.DefaultChart()
	chart[journal.RoleRolloverFeeIncome] = chart[journal.RoleFeeIncome] // two roles, one account
	books, err := NewBooks(chart, map[journal.Role]Class{journal.RoleWriteOffExpense: {Asset, Credit}}, []Account{{Code: "1000", Name: "Cash in bank", Type: Asset, Side: Debit}})
	if err != nil {
		t.Fatal(err)
	}
	if a, _ := books.Account("4200"); a.Role != journal.RoleFeeIncome || a.Type != Income || a.Side != Credit {
		t.Fatalf("4200: %+v", a)
	}
	if _, ok := books.Account("4210"); ok {
		t.Fatal("4210 is not in the chart any more")
	}
	if a, _ := books.Account("5300"); a.Type != Asset || a.Side != Credit {
		t.Fatalf("the stored class is kept: %+v", a)
	}
	if a, _ := books.Account("9900"); a.Type != Memorandum || a.Side != Credit || !a.Control {
		t.Fatalf("9900: %+v", a)
	}
	if _, err := NewBooks(journal.DefaultChart(), nil, []Account{{Code: "1010", Name: "x", Type: Asset, Side: Debit}}); err == nil {
		t.Fatal("a general account on a role's code is refused")
	}
	// Running balance: opening from before the range, loan postings summed per day, entries.
	from, to := loans.NewDate(2026, 11, 10), loans.NewDate(2026, 11, 20)
	cash, _ := books.Account("1010")
	g := NewLedger(books, cash, from, to)
	tally := NewTally(books, from, to)
	pay := func(day loans.Date, c int64) journal.Posting {
		p, err := journal.Post(loans.Entry{Kind: loans.KindPayment, Bucket: loans.BucketPrincipal, AmountCents: -c, Day: day})
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, p := range []journal.Posting{pay(from.Add(-1), 1000), pay(from, 500), pay(from, 250), pay(to.Add(1), 99)} {
		g.AddPosting(p, 1)
		tally.AddPosting(p)
	}
	sweep := ManualEntry{ID: 3, Day: from.Add(2), Memo: "Sweep to bank", Lines: []PostedLine{{Account: "1000", DebitCents: 600}, {Account: "1010", Role: journal.RoleCollections, CreditCents: 600}}}
	g.AddEntry(sweep)
	tally.AddEntry(sweep)
	l := g.Build()
	if l.OpeningCents != 1000 || len(l.Rows) != 2 || l.Rows[0].DebitCents != 750 || l.Rows[0].Count != 2 || l.Rows[0].BalanceCents != 1750 ||
		l.Rows[1].EntryID != 3 || l.Rows[1].CreditCents != 600 || l.Rows[1].BalanceCents != 1150 || l.ClosingCents != 1150 {
		t.Fatalf("ledger %+v", l)
	}
	tb := tally.TrialBalance()
	if tb.NetCents != 0 || tb.DebitCents != tb.CreditCents || tb.DebitCents != 1350 {
		t.Fatalf("trial balance net %d, %d / %d", tb.NetCents, tb.DebitCents, tb.CreditCents)
	}
	for _, ab := range tb.Accounts {
		if ab.Account.Code == "1200" && (ab.OpeningCents != -1000 || ab.ClosingCents != -1750) {
			t.Fatalf("1200 %+v", ab)
		}
	}
}
