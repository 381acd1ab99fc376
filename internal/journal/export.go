package journal

import (
	"fmt"
	"io"
	"slices"

	"github.com/pautang/pautang/internal/export"
	"github.com/pautang/pautang/internal/loans"
)

// Row is one ledger entry with the order it belongs to, as the store streams them. PostDay is
// the day the journal posts it when that is not its own day: an entry written after its
// month was closed posts on the first open day (docs/finance.md "Closed months").
type Row struct {
	OrderNo string
	Entry   loans.Entry
	PostDay loans.Date
}

// Posting is the row's journal entry on the day the journal posts it, and the month it
// adjusts ("YYYY-MM"; ” for an entry posted on its own day).
func (r Row) Posting() (Posting, string, error) {
	p, err := Post(r.Entry)
	if err != nil {
		return p, "", fmt.Errorf("%w (order %s, ref %s)", err, r.OrderNo, r.Entry.Ref)
	}
	if r.PostDay.IsZero() || r.PostDay == r.Entry.Day {
		return p, "", nil
	}
	p.Day = r.PostDay
	return p, MonthText(r.Entry.Day), nil
}

// MonthText is the month of d as "YYYY-MM".
func MonthText(d loans.Date) string { return d.String()[:7] }

// JournalHeader is the journal CSV's header. adjusts names the closed month ("YYYY-MM") an
// adjusting entry adjusts, ” for every other entry.
var JournalHeader = []string{"date", "entry", "order_no", "ref", "kind", "account_code", "account_name", "debit", "credit", "memo", "adjusts"}

// Exporter writes the journal CSV one ledger entry at a time (nothing is held but the trial
// balance's per-day account totals) and keeps the trial balance of what it wrote.
type Exporter struct {
	chart Chart
	w     *export.CSV
	n     int
	Trial *TrialBalance
}

// NewExporter starts a journal CSV on w (the header is written at once).
func NewExporter(w io.Writer, chart Chart) (*Exporter, error) {
	x := ContinueExporter(w, chart)
	return x, x.w.Write(JournalHeader)
}

// ContinueExporter writes journal rows on w without a header: the rows that follow a closed
// month's stored journal.
func ContinueExporter(w io.Writer, chart Chart) *Exporter {
	return &Exporter{chart: chart, w: export.NewCSV(w), Trial: NewTrialBalance(chart)}
}

// Write posts one ledger entry and writes its lines.
func (x *Exporter) Write(r Row) error {
	p, adjusts, err := r.Posting()
	if err != nil {
		return err
	}
	x.n++
	x.Trial.Add(p)
	id := fmt.Sprintf("%s/%s/%s", r.OrderNo, r.Entry.Ref, r.Entry.Bucket)
	for _, l := range p.Lines {
		acc := x.chart[l.Role]
		if err := x.w.Write([]string{p.Day.String(), id, r.OrderNo, p.Ref, string(p.Kind), acc.Code, acc.Name,
			Pesos(l.Debit), Pesos(l.Credit), p.Memo, adjusts}); err != nil {
			return err
		}
	}
	return nil
}

// AccountLine is one line of an entry posted to an account directly (a manual entry's).
type AccountLine struct {
	Account Account
	Debit   int64
	Credit  int64
}

// WriteEntry writes a manual entry's lines (entry, ref and kind name it in the file; adjusts
// the closed month it adjusts, or ”) and adds them to the trial balance.
func (x *Exporter) WriteEntry(day loans.Date, entry, ref, kind, memo, adjusts string, lines []AccountLine) error {
	x.n++
	x.Trial.AddLines(day, lines)
	for _, l := range lines {
		if err := x.w.Write([]string{day.String(), entry, "", ref, kind, l.Account.Code, l.Account.Name,
			Pesos(l.Debit), Pesos(l.Credit), memo, adjusts}); err != nil {
			return err
		}
	}
	return nil
}

// Entries is how many journal entries were written.
func (x *Exporter) Entries() int { return x.n }

// Flush writes out what is buffered.
func (x *Exporter) Flush() error {
	x.w.Flush()
	return x.w.Error()
}

// Pesos formats centavos as a plain decimal ("1234.50", "0.00") for spreadsheets.
func Pesos(cents int64) string {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	return fmt.Sprintf("%s%d.%02d", sign, cents/100, cents%100)
}

// TrialLine is one account's totals on one day.
type TrialLine struct {
	Day     loans.Date
	Account Account
	Debit   int64
	Credit  int64
}

// TrialBalance is the per-day debit and credit totals of each account.
type TrialBalance struct {
	chart Chart
	days  map[loans.Date]map[string]*TrialLine
}

// NewTrialBalance is an empty trial balance over chart.
func NewTrialBalance(chart Chart) *TrialBalance {
	return &TrialBalance{chart: chart, days: map[loans.Date]map[string]*TrialLine{}}
}

// Add adds a posting's lines on its day.
func (t *TrialBalance) Add(p Posting) {
	day := t.days[p.Day]
	if day == nil {
		day = map[string]*TrialLine{}
		t.days[p.Day] = day
	}
	for _, l := range p.Lines {
		acc := t.chart[l.Role]
		tl := day[acc.Code]
		if tl == nil {
			tl = &TrialLine{Day: p.Day, Account: acc}
			day[acc.Code] = tl
		}
		tl.Debit += l.Debit
		tl.Credit += l.Credit
	}
}

// AddLines adds lines posted to accounts directly (a manual entry's) on day.
func (t *TrialBalance) AddLines(day loans.Date, lines []AccountLine) {
	d := t.days[day]
	if d == nil {
		d = map[string]*TrialLine{}
		t.days[day] = d
	}
	for _, l := range lines {
		tl := d[l.Account.Code]
		if tl == nil {
			tl = &TrialLine{Day: day, Account: l.Account}
			d[l.Account.Code] = tl
		}
		tl.Debit += l.Debit
		tl.Credit += l.Credit
	}
}

// Lines lists the trial balance by day, then account code.
func (t *TrialBalance) Lines() []TrialLine {
	var out []TrialLine
	for _, day := range t.days {
		for _, l := range day {
			out = append(out, *l)
		}
	}
	slices.SortFunc(out, func(a, b TrialLine) int {
		if c := a.Day.Compare(b.Day); c != 0 {
			return c
		}
		if a.Account.Code < b.Account.Code {
			return -1
		}
		if a.Account.Code > b.Account.Code {
			return 1
		}
		return 0
	})
	return out
}

// DayTotal is one day's debit and credit totals.
type DayTotal struct {
	Day    loans.Date `json:"day"`
	Debit  int64      `json:"debit"`
	Credit int64      `json:"credit"`
}

// Days is each day's totals, in day order; every day's debits equal its credits.
func (t *TrialBalance) Days() []DayTotal {
	var out []DayTotal
	for d, day := range t.days {
		dt := DayTotal{Day: d}
		for _, l := range day {
			dt.Debit += l.Debit
			dt.Credit += l.Credit
		}
		out = append(out, dt)
	}
	slices.SortFunc(out, func(a, b DayTotal) int { return a.Day.Compare(b.Day) })
	return out
}

// WriteCSV writes the trial balance: one row per day and account (debit, credit, net) and a
// total row per day whose net is zero.
func (t *TrialBalance) WriteCSV(w io.Writer) error { return t.writeCSV(w, true) }

// WriteCSVRows writes the trial balance's rows without the header: the rows that follow a
// closed month's stored trial balance.
func (t *TrialBalance) WriteCSVRows(w io.Writer) error { return t.writeCSV(w, false) }

// TrialHeader is the trial balance CSV's header.
var TrialHeader = []string{"date", "account_code", "account_name", "debit", "credit", "net"}

func (t *TrialBalance) writeCSV(w io.Writer, header bool) error {
	cw := export.NewCSV(w)
	if header {
		if err := cw.Write(TrialHeader); err != nil {
			return err
		}
	}
	lines := t.Lines()
	totals := map[loans.Date]DayTotal{}
	for _, d := range t.Days() {
		totals[d.Day] = d
	}
	for i, l := range lines {
		if err := cw.Write([]string{l.Day.String(), l.Account.Code, l.Account.Name, Pesos(l.Debit), Pesos(l.Credit), Pesos(l.Debit - l.Credit)}); err != nil {
			return err
		}
		if i == len(lines)-1 || lines[i+1].Day != l.Day {
			d := totals[l.Day]
			if err := cw.Write([]string{l.Day.String(), "", "TOTAL", Pesos(d.Debit), Pesos(d.Credit), Pesos(d.Debit - d.Credit)}); err != nil {
				return err
			}
		}
	}
	cw.Flush()
	return cw.Error()
}
