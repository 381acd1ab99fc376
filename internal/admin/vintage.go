package admin

import (
	"time"

	"github.com/pautang/pautang/internal/loans"
)

// Vintage curves: for each disbursement month (a cohort), the share of the cohort's principal
// disbursed that is VintageDPD or more days past due at the end of each month on book (MOB 0
// is the end of the disbursement month itself, MOB 1 the end of the next month, ...), up to
// today. The share is point in time: a loan counts at an observation day when its standing on
// that day (loans.StandingOn over its schedule and ledger through the day) is VintageDPD or
// more days past due. A loan that pays up before the day no longer counts; a written-off loan
// keeps counting while its written-off claim is unpaid (write-off is a decision of the books,
// not a cure) and leaves once the claim is recovered in full.

// VintageDPD is the days past due a vintage curve counts (30+).
const VintageDPD = 30

// Vintage is the vintage curves of the cohorts from From to To (months, YYYY-MM).
type Vintage struct {
	From    string          `json:"from"`
	To      string          `json:"to"`
	Today   loans.Date      `json:"today"`
	DPD     int             `json:"dpd"`
	Cohorts []VintageCohort `json:"cohorts"` // months with disbursements, oldest first
}

// VintageCohort is one disbursement month: its loans, the principal disbursed (the
// denominator of every point) and its curve.
type VintageCohort struct {
	Month          string         `json:"month"` // YYYY-MM
	Loans          int64          `json:"loans"`
	PrincipalCents int64          `json:"principal"`
	Points         []VintagePoint `json:"points"`
}

// VintagePoint is the cohort at one month on book.
type VintagePoint struct {
	MOB     int        `json:"mob"`
	AsOf    loans.Date `json:"asOf"`    // the month's last day, or today for the running month
	Partial bool       `json:"partial"` // observed today, before the month ends
	Loans   int64      `json:"loans"`   // loans VintageDPD+ days past due on AsOf
	Cents   int64      `json:"amount"`  // their principal disbursed
	BP      int64      `json:"bp"`      // Cents over the cohort's principal, basis points (half up)
}

// MonthOf is the first day of d's month.
func MonthOf(d loans.Date) loans.Date { return loans.NewDate(d.Year, d.Month, 1) }

// MonthEnd is the last day of d's month.
func MonthEnd(d loans.Date) loans.Date { return AddMonths(MonthOf(d), 1).Add(-1) }

// AddMonths is the first day of the month n months after d's.
func AddMonths(d loans.Date, n int) loans.Date {
	t := time.Date(d.Year, d.Month, 1, 0, 0, 0, 0, time.UTC).AddDate(0, n, 0)
	return loans.NewDate(t.Year(), t.Month(), 1)
}

// MonthKey is d's month as YYYY-MM.
func MonthKey(d loans.Date) string { return d.String()[:7] }

// VintageBuilder collects cohorts and loans into a Vintage.
type VintageBuilder struct {
	v     Vintage
	index map[string]int
}

// NewVintage starts the curves of the cohorts from the month of from to the month of to,
// observed up to today.
func NewVintage(from, to, today loans.Date) *VintageBuilder {
	return &VintageBuilder{v: Vintage{From: MonthKey(from), To: MonthKey(to), Today: today, DPD: VintageDPD, Cohorts: []VintageCohort{}},
		index: map[string]int{}}
}

// Cohort adds a disbursement month (any day of it) with its loans and principal, and its
// observation points: every month end from the month to today, the running month observed
// today. Cohorts must be added oldest first.
func (b *VintageBuilder) Cohort(month loans.Date, count, principalCents int64) {
	c := VintageCohort{Month: MonthKey(month), Loans: count, PrincipalCents: principalCents, Points: []VintagePoint{}}
	for m := 0; !AddMonths(month, m).After(b.v.Today); m++ {
		p := VintagePoint{MOB: m, AsOf: MonthEnd(AddMonths(month, m))}
		if p.AsOf.After(b.v.Today) {
			p.AsOf, p.Partial = b.v.Today, true
		}
		c.Points = append(c.Points, p)
	}
	b.index[c.Month] = len(b.v.Cohorts)
	b.v.Cohorts = append(b.v.Cohorts, c)
}

// AddLoan counts one loan of a cohort at every point where it is VintageDPD+ days past due.
// Its disbursement (day and principal) is read from its ledger; a loan of a month without a
// cohort, or never disbursed, is ignored.
func (b *VintageBuilder) AddLoan(schedule []loans.Installment, entries []loans.Entry) {
	var disbursed loans.Date
	var principal int64
	for _, e := range entries {
		if e.Kind == loans.KindDisbursement {
			disbursed, principal = e.Day, e.AmountCents
			break
		}
	}
	i, ok := b.index[MonthKey(disbursed)]
	if disbursed.IsZero() || !ok {
		return
	}
	c := &b.v.Cohorts[i]
	for j := range c.Points {
		p := &c.Points[j]
		st := loans.StandingOn(schedule, entries, p.AsOf)
		if !st.FirstMissedDue.IsZero() && st.DaysOverdue >= VintageDPD {
			p.Loans++
			p.Cents += principal
		}
	}
}

// Result is the curves with every point's share.
func (b *VintageBuilder) Result() Vintage {
	for i := range b.v.Cohorts {
		c := &b.v.Cohorts[i]
		for j := range c.Points {
			if c.PrincipalCents > 0 {
				c.Points[j].BP = (c.Points[j].Cents*10000 + c.PrincipalCents/2) / c.PrincipalCents
			}
		}
	}
	return b.v
}
