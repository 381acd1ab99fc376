package loans

import (
	"fmt"
	"time"
)

// TermUnit is the unit of Quote.TermDays as the API reports it: days.
const TermUnit = "d"

// ClientKind tells new clients from repeat clients (the late penalty differs).
type ClientKind int

// Client kinds.
const (
	ClientNew    ClientKind = iota // no settled loan with us yet
	ClientRepeat                   // has repaid a loan before
)

// Installment is one period of a repayment schedule: what is due on DueDay. The period
// starts on the previous installment's due day (the disbursement day for the first).
type Installment struct {
	Seq            int // 1-based
	DueDay         Date
	PrincipalCents int64
	InterestCents  int64 // scheduled interest; the ledger books it when the period starts
	// From is the period's first day when it is not the previous due day: the first new
	// installment of a restructure starts on the restructure's day. Zero otherwise.
	From Date
	// Closed marks an installment of a schedule a restructure replaced: it keeps what was paid
	// of it (PrincipalCents, and InterestCents as the interest paid), owes nothing more and
	// accrues nothing. Interest booked on it and unpaid is carried to the next open installment.
	Closed bool
	// CarriedCents is interest booked before a restructure and unpaid, owed with this
	// installment (the first new one) on top of its own interest; it earns nothing.
	CarriedCents int64
}

// AmountCents is the installment's scheduled principal plus interest (and interest carried).
func (in Installment) AmountCents() int64 {
	return in.PrincipalCents + in.InterestCents + in.CarriedCents
}

// BuildSchedule splits amountCents over the product's periods starting on start. Periods are
// TermDays/Periods days, the last takes the remainder; principal is split evenly with the
// remainder on the last installment; each period's interest is simple interest on the
// principal still outstanding during it, prorated by its days (monthly rate * days / 30),
// rounded half up to the centavo per period.
func BuildSchedule(p Product, amountCents int64, start Date) []Installment {
	periods := max(p.Periods, 1)
	periodDays := p.TermDays / periods
	principalEach := amountCents / int64(periods)
	out := make([]Installment, periods)
	outstanding := amountCents
	due := start
	for i := range periods {
		days, principal := periodDays, principalEach
		if i == periods-1 {
			days = p.TermDays - periodDays*(periods-1)
			principal = outstanding
		}
		due = due.Add(days)
		out[i] = Installment{
			Seq:            i + 1,
			DueDay:         due,
			PrincipalCents: principal,
			InterestCents:  mulDivHalfUp(outstanding, p.InterestBPPerMonth*int64(days), DaysPerMonth*bpDenominator),
		}
		outstanding -= principal
	}
	return out
}

// TotalInterest is the schedule's scheduled interest.
func TotalInterest(schedule []Installment) int64 {
	var sum int64
	for _, in := range schedule {
		sum += in.InterestCents
	}
	return sum
}

// periodStart is the first day of installment i: the previous due day, or the disbursement day.
func periodStart(schedule []Installment, i int, disbursedOn Date) Date {
	if !schedule[i].From.IsZero() {
		return schedule[i].From
	}
	if i == 0 {
		return disbursedOn
	}
	return schedule[i-1].DueDay
}

// Row is one title/value line of a detail list.
type Row struct {
	Text  string `json:"text"`
	Value string `json:"value"`
}

// PlanItem is one installment as the confirmation page's Plan list shows it.
type PlanItem struct {
	Title          string `json:"title"`
	Description    string `json:"description"`
	AmountCents    int64  `json:"amount"`
	PayTime        Date   `json:"pay_time"`
	PrincipalCents int64  `json:"principal"`
	InterestCents  int64  `json:"interest"`
}

// Quote is everything the loan confirmation page shows for an amount of a product.
type Quote struct {
	AmountCents      int64
	Periods          int
	TermDays         int
	TermUnit         string
	InterestCents    int64
	ServiceFeeCents  int64
	NetProceedsCents int64 // paid out: the amount less the service fee
	TotalRepayCents  int64 // principal plus interest; the fee is not repaid, it was deducted
	FirstPayTime     Date
	FirstPeriodDay   int // days of the first period
	PRateDsc         string
	EIR              EIR   // discounts the plan's payments to the net proceeds (eir.go)
	PenaltyCents     int64 // the one-time late penalty for this client
	Details          []Row
	Plan             []PlanItem
}

// QuoteLoan prices amountCents of the product for a loan starting on the Manila day of now.
// The real schedule is rebuilt from the disbursement day (Disburse), so dates can move by the
// 1 to 3 days the payout takes.
func QuoteLoan(p Product, amountCents int64, now time.Time, client ClientKind) (Quote, error) {
	if err := p.CheckAmount(amountCents); err != nil {
		return Quote{}, err
	}
	start := DateOf(now)
	schedule := BuildSchedule(p, amountCents, start)
	interest := TotalInterest(schedule)
	fee := p.serviceFee(amountCents)
	eir, err := EffectiveRate(amountCents-fee, ScheduleCashFlows(schedule, start))
	if err != nil {
		return Quote{}, withMessage(ErrInvalidProduct, "The service fee of %s leaves nothing to pay out on %s.", FormatPeso(fee), FormatPeso(amountCents))
	}
	q := Quote{
		AmountCents:      amountCents,
		Periods:          len(schedule),
		TermDays:         p.TermDays,
		TermUnit:         TermUnit,
		InterestCents:    interest,
		ServiceFeeCents:  fee,
		NetProceedsCents: amountCents - fee,
		TotalRepayCents:  amountCents + interest,
		FirstPayTime:     schedule[0].DueDay,
		FirstPeriodDay:   schedule[0].DueDay.Sub(start),
		PRateDsc:         FormatBP(p.InterestBPPerMonth) + " per month",
		EIR:              eir,
		PenaltyCents:     p.Late.Penalty(client == ClientRepeat),
		Plan:             PlanOf(schedule),
	}
	term := fmt.Sprintf("%d days", p.TermDays)
	if q.Periods > 1 {
		term = fmt.Sprintf("%d days, %d payments", p.TermDays, q.Periods)
	}
	q.Details = []Row{
		{Text: "Loan amount", Value: FormatPeso(amountCents)},
		{Text: "Loan term", Value: term},
		{Text: "Interest", Value: FormatPeso(interest)},
		{Text: "Service fee", Value: FormatPeso(fee)},
		{Text: "Amount received", Value: FormatPeso(q.NetProceedsCents)},
		{Text: "Total repayment", Value: FormatPeso(q.TotalRepayCents)},
		{Text: "Late penalty (one-time)", Value: FormatPeso(q.PenaltyCents)},
	}
	return q, nil
}

// PlanOf turns a schedule into the Plan list ("Period 1/3", "Principal ₱x + Interest ₱y").
func PlanOf(schedule []Installment) []PlanItem {
	plan := make([]PlanItem, len(schedule))
	for i, in := range schedule {
		plan[i] = PlanItem{
			Title:          fmt.Sprintf("Period %d/%d", in.Seq, len(schedule)),
			Description:    fmt.Sprintf("Principal %s + Interest %s", FormatPeso(in.PrincipalCents), FormatPeso(in.InterestCents)),
			AmountCents:    in.AmountCents(),
			PayTime:        in.DueDay,
			PrincipalCents: in.PrincipalCents,
			InterestCents:  in.InterestCents,
		}
	}
	return plan
}
