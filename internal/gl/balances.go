package gl

import (
	"slices"

	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/loans"
)

// AccountBalance is one account over a range: its balance before the range, what the range
// debited and credited, and its balance at the range's end, balances on the account's normal
// side.
type AccountBalance struct {
	Account      Account `json:"account"`
	OpeningCents int64   `json:"openingCents"`
	DebitCents   int64   `json:"debitCents"`
	CreditCents  int64   `json:"creditCents"`
	ClosingCents int64   `json:"closingCents"`
}

// AccountBalances is every account over a range, with the range's debit and credit totals and
// the closing balances' net (debit positive): zero when the books balance.
type AccountBalances struct {
	From        loans.Date       `json:"from"`
	To          loans.Date       `json:"to"`
	Accounts    []AccountBalance `json:"accounts"`
	DebitCents  int64            `json:"debitCents"`
	CreditCents int64            `json:"creditCents"`
	NetCents    int64            `json:"netCents"`
	// Closed are the closed months the range touches (docs/finance.md "Closed months").
	Closed []ClosedMonth `json:"closed"`
}

// Tally sums postings per account over from..to: what came before from is the opening.
type Tally struct {
	books    *Books
	from, to loans.Date
	open     map[string][2]int64
	move     map[string][2]int64
}

// NewTally starts a tally of the books over from..to.
func NewTally(books *Books, from, to loans.Date) *Tally {
	return &Tally{books: books, from: from, to: to, open: map[string][2]int64{}, move: map[string][2]int64{}}
}

func (t *Tally) add(day loans.Date, code string, debit, credit int64) {
	if day.After(t.to) {
		return
	}
	m := t.move
	if day.Before(t.from) {
		m = t.open
	}
	v := m[code]
	v[0] += debit
	v[1] += credit
	m[code] = v
}

// AddPosting adds a loan-ledger posting (one entry, or a day's entries of one kind summed).
func (t *Tally) AddPosting(p journal.Posting) {
	for _, l := range p.Lines {
		t.add(p.Day, t.books.OfRole(l.Role).Code, l.Debit, l.Credit)
	}
}

// AddEntry adds a manual entry.
func (t *Tally) AddEntry(e ManualEntry) {
	for _, l := range e.Lines {
		if acc, ok := t.books.Of(l); ok {
			t.add(e.Day, acc.Code, l.DebitCents, l.CreditCents)
		}
	}
}

// TrialBalance is the tally by account (every account of the books, moved or not).
func (t *Tally) TrialBalance() AccountBalances {
	tb := AccountBalances{From: t.from, To: t.to, Accounts: []AccountBalance{}}
	for _, a := range t.books.Accounts() {
		o, m := t.open[a.Code], t.move[a.Code]
		ab := AccountBalance{Account: a, OpeningCents: a.Balance(o[0], o[1]), DebitCents: m[0], CreditCents: m[1],
			ClosingCents: a.Balance(o[0]+m[0], o[1]+m[1])}
		tb.Accounts = append(tb.Accounts, ab)
		tb.DebitCents += m[0]
		tb.CreditCents += m[1]
		tb.NetCents += o[0] + m[0] - o[1] - m[1]
	}
	return tb
}

// LedgerRow is one line of an account's ledger: a day's loan-ledger postings to the account
// summed (Source "loans", Count entries), or one manual entry (Source "manual" or
// "reversal"), with the running balance after it on the account's normal side.
type LedgerRow struct {
	Day          loans.Date `json:"day"`
	Source       string     `json:"source"`
	EntryID      int64      `json:"entryId"`
	Count        int64      `json:"count"`
	Memo         string     `json:"memo"`
	DebitCents   int64      `json:"debitCents"`
	CreditCents  int64      `json:"creditCents"`
	BalanceCents int64      `json:"balanceCents"`
}

// AccountLedger is one account's ledger over a range.
type AccountLedger struct {
	Account      Account     `json:"account"`
	From         loans.Date  `json:"from"`
	To           loans.Date  `json:"to"`
	OpeningCents int64       `json:"openingCents"`
	Rows         []LedgerRow `json:"rows"`
	DebitCents   int64       `json:"debitCents"`
	CreditCents  int64       `json:"creditCents"`
	ClosingCents int64       `json:"closingCents"`
	// Closed are the closed months the range touches.
	Closed []ClosedMonth `json:"closed"`
}

// Ledger builds one account's ledger over from..to.
type Ledger struct {
	books    *Books
	acc      Account
	from, to loans.Date
	openD    int64
	openC    int64
	loans    map[loans.Date]*LedgerRow
	rows     []LedgerRow
}

// NewLedger starts the ledger of acc over from..to.
func NewLedger(books *Books, acc Account, from, to loans.Date) *Ledger {
	return &Ledger{books: books, acc: acc, from: from, to: to, loans: map[loans.Date]*LedgerRow{}}
}

// AddPosting adds a loan-ledger posting of count entries.
func (g *Ledger) AddPosting(p journal.Posting, count int64) {
	if p.Day.After(g.to) {
		return
	}
	for _, l := range p.Lines {
		if g.books.OfRole(l.Role).Code != g.acc.Code {
			continue
		}
		if p.Day.Before(g.from) {
			g.openD += l.Debit
			g.openC += l.Credit
			continue
		}
		r := g.loans[p.Day]
		if r == nil {
			r = &LedgerRow{Day: p.Day, Source: "loans", Memo: "Loan ledger postings of the day"}
			g.loans[p.Day] = r
		}
		r.DebitCents += l.Debit
		r.CreditCents += l.Credit
		r.Count += count
	}
}

// AddEntry adds a manual entry.
func (g *Ledger) AddEntry(e ManualEntry) {
	if e.Day.After(g.to) {
		return
	}
	var d, c int64
	hit := false
	for _, l := range e.Lines {
		if acc, ok := g.books.Of(l); ok && acc.Code == g.acc.Code {
			d += l.DebitCents
			c += l.CreditCents
			hit = true
		}
	}
	if !hit {
		return
	}
	if e.Day.Before(g.from) {
		g.openD += d
		g.openC += c
		return
	}
	src := "manual"
	if e.Reverses != 0 {
		src = "reversal"
	}
	g.rows = append(g.rows, LedgerRow{Day: e.Day, Source: src, EntryID: e.ID, Count: 1, Memo: e.Memo, DebitCents: d, CreditCents: c})
}

// Build orders the rows (by day; a day's loan postings first, then its entries by number)
// and runs the balance.
func (g *Ledger) Build() AccountLedger {
	rows := slices.Clone(g.rows)
	for _, r := range g.loans {
		if r.DebitCents != 0 || r.CreditCents != 0 {
			rows = append(rows, *r)
		}
	}
	slices.SortStableFunc(rows, func(a, b LedgerRow) int {
		if c := a.Day.Compare(b.Day); c != 0 {
			return c
		}
		if (a.Source == "loans") != (b.Source == "loans") {
			if a.Source == "loans" {
				return -1
			}
			return 1
		}
		return int(a.EntryID - b.EntryID)
	})
	out := AccountLedger{Account: g.acc, From: g.from, To: g.to, OpeningCents: g.acc.Balance(g.openD, g.openC), Rows: rows}
	bal := out.OpeningCents
	for i := range out.Rows {
		bal += g.acc.Balance(out.Rows[i].DebitCents, out.Rows[i].CreditCents)
		out.Rows[i].BalanceCents = bal
		out.DebitCents += out.Rows[i].DebitCents
		out.CreditCents += out.Rows[i].CreditCents
	}
	out.ClosingCents = bal
	if out.Rows == nil {
		out.Rows = []LedgerRow{}
	}
	return out
}
