package loans

import (
	"errors"
	"fmt"
	"math"
	"strings"
)

// The effective interest rate (EIR) of BSP Circular 730 (2011), which the SEC applies to
// lending companies: the rate that exactly discounts the borrower's payments to the net
// proceeds of the loan,
//
//	NetProceeds = sum_i Payment_i / (1 + r)^(t_i),   t_i = days from disbursement to payment i / 30
//
// Time is counted in 30-day months, the month every monthly rate of the product is quoted
// for (a period of n days pays n/30 of the monthly rate), so a 30-day loan with no fee has
// an EIR equal to its nominal rate. Inputs are integers (centavos, days); only the rate
// itself is a float, and no amount is ever computed from it.

// CashFlow is one payment of the borrower: AmountCents, Day days after disbursement.
type CashFlow struct {
	Day         int
	AmountCents int64
}

// EIR is an effective interest rate, as a fraction (0.0395 = 3.95%).
type EIR struct {
	Monthly float64 // per 30-day month
}

// DaysPerYear is the year an annual EIR is stated for.
const DaysPerYear = 365

// eirTolerance is how close the solver brings the rate: 1e-12 a month, a hundred-millionth
// of a basis point.
const eirTolerance = 1e-12

// Annual is the same rate per 365-day year, (1 + monthly)^(365/30) - 1: a payment discounted
// at the annual rate over t_i = days/365 years has the same present value.
func (e EIR) Annual() float64 {
	return math.Expm1(float64(DaysPerYear) / DaysPerMonth * math.Log1p(e.Monthly))
}

// MonthlyBP is the monthly rate in basis points, rounded half up (away from zero).
func (e EIR) MonthlyBP() int64 { return rateBP(e.Monthly) }

// AnnualBP is the annual rate in basis points, rounded half up (away from zero).
func (e EIR) AnnualBP() int64 { return rateBP(e.Annual()) }

func rateBP(r float64) int64 { return int64(math.Round(r * bpDenominator)) }

// Text is the EIR as the disclosures state it: "3.95% per month", and for a term over one
// year also the annual rate, as the Circular allows: "2.10% per month (28.70% per year)".
func (e EIR) Text(termDays int) string {
	s := FormatBP(e.MonthlyBP()) + " per month"
	if termDays > DaysPerYear {
		s += " (" + FormatBP(e.AnnualBP()) + " per year)"
	}
	return s
}

// ExceedsMonthlyBP reports whether the monthly rate is above maxBP (exactly maxBP is allowed).
func (e EIR) ExceedsMonthlyBP(maxBP int64) bool {
	return e.Monthly > float64(maxBP)/bpDenominator+eirTolerance
}

// textAbove formats the rate for a refusal against maxBP: 2 decimals, or 4 when 2 would
// round it down onto the ceiling ("15.0031%").
func (e EIR) textAbove(maxBP int64) string {
	if e.MonthlyBP() > maxBP {
		return FormatBP(e.MonthlyBP())
	}
	return fmt.Sprintf("%.4f%%", e.Monthly*100)
}

// ErrEIRUndefined is returned when no rate can discount the payments to the net proceeds:
// nothing paid out, no payments, a negative payment or a payment before disbursement.
var ErrEIRUndefined = errors.New("loans: effective interest rate undefined")

// EffectiveRate solves NetProceeds = sum(Payment_i / (1 + r)^(Day_i / 30)) for the monthly
// rate r, by Newton's method from the flat rate, falling back to bisection whenever a Newton
// step leaves the bracket that holds the root. The present value falls strictly as r rises,
// so the root is unique: positive when the payments add up to more than the net proceeds,
// zero when they are equal, negative (above -100%) when less.
func EffectiveRate(netProceedsCents int64, flows []CashFlow) (EIR, error) {
	if netProceedsCents <= 0 || len(flows) == 0 {
		return EIR{}, ErrEIRUndefined
	}
	var total int64
	lastDay := 0
	for _, f := range flows {
		if f.AmountCents < 0 || f.Day < 0 {
			return EIR{}, ErrEIRUndefined
		}
		total += f.AmountCents
		lastDay = max(lastDay, f.Day)
	}
	if total == netProceedsCents {
		return EIR{Monthly: 0}, nil
	}
	if lastDay == 0 {
		return EIR{}, ErrEIRUndefined // everything is paid on the day of disbursement: no time to discount over
	}
	net := float64(netProceedsCents)
	// f(r) = PV(r) - net, strictly decreasing; f(lo) > 0 > f(hi).
	f := func(r float64) (value, slope float64) {
		lr := math.Log1p(r)
		for _, c := range flows {
			t := float64(c.Day) / DaysPerMonth
			pv := float64(c.AmountCents) * math.Exp(-t*lr)
			value += pv
			slope -= t * pv / (1 + r)
		}
		return value - net, slope
	}
	lo, hi := 0.0, 0.0
	if total > netProceedsCents {
		hi = 1.0
		for v, _ := f(hi); v > 0; v, _ = f(hi) {
			lo, hi = hi, hi*2
			if hi > 1e12 {
				return EIR{}, ErrEIRUndefined
			}
		}
	} else {
		lo = -0.5
		for v, _ := f(lo); v < 0; v, _ = f(lo) {
			hi, lo = lo, (lo-1)/2 // halves the distance to -100%
			if lo <= -1+1e-12 {
				return EIR{}, ErrEIRUndefined
			}
		}
	}
	// Start from the flat monthly rate (cost over net proceeds per month of the last day),
	// kept inside the bracket.
	r := (float64(total) - net) / net / (float64(lastDay) / DaysPerMonth)
	if r <= lo || r >= hi {
		r = (lo + hi) / 2
	}
	for range 200 {
		v, slope := f(r)
		if v == 0 {
			return EIR{Monthly: r}, nil
		}
		if v > 0 {
			lo = r
		} else {
			hi = r
		}
		next := r - v/slope
		if slope >= 0 || math.IsNaN(next) || next <= lo || next >= hi {
			next = (lo + hi) / 2 // bisection fallback
		}
		if math.Abs(next-r) < eirTolerance || hi-lo < eirTolerance {
			return EIR{Monthly: next}, nil
		}
		r = next
	}
	return EIR{Monthly: r}, nil
}

// PresentValue discounts the payments at the monthly rate r (30-day months). It is the
// right-hand side of the EIR equation; tests and the docs use it to check a rate.
func PresentValue(r float64, flows []CashFlow) float64 {
	var pv float64
	for _, c := range flows {
		pv += float64(c.AmountCents) * math.Pow(1+r, -float64(c.Day)/DaysPerMonth)
	}
	return pv
}

// ScheduleCashFlows are the borrower's payments of a schedule: each installment's principal
// and interest on its due day, counted in days from disbursedOn.
func ScheduleCashFlows(schedule []Installment, disbursedOn Date) []CashFlow {
	out := make([]CashFlow, 0, len(schedule))
	for _, in := range schedule {
		out = append(out, CashFlow{Day: in.DueDay.Sub(disbursedOn), AmountCents: in.AmountCents()})
	}
	return out
}

// LoanCashFlows are the payments of a booked loan as it now stands: the installments of its
// (possibly moved) schedule, plus every rollover fee on the day it was booked, since a
// rollover is a finance charge paid for the extension. Late penalties and late interest are
// charges on default and not part of the EIR.
func LoanCashFlows(schedule []Installment, entries []Entry, disbursedOn Date) []CashFlow {
	out := ScheduleCashFlows(schedule, disbursedOn)
	for _, e := range entries {
		if e.Kind == KindCharge && e.Bucket == BucketFee && isRolloverRef(e.Ref) {
			out = append(out, CashFlow{Day: e.Day.Sub(disbursedOn), AmountCents: e.AmountCents})
		}
	}
	return out
}

// rolloverRefPrefix starts the ref of a rollover fee's charge ("rollover:<payment ref>").
const rolloverRefPrefix = "rollover:"

func isRolloverRef(ref string) bool { return strings.HasPrefix(ref, rolloverRefPrefix) }

// QuoteEIR is the EIR of amountCents of the product for a loan disbursed on start: the
// scheduled installments against the net proceeds (the amount less the service fee).
func QuoteEIR(p Product, amountCents int64, start Date) (EIR, error) {
	return EffectiveRate(amountCents-p.serviceFee(amountCents), ScheduleCashFlows(BuildSchedule(p, amountCents, start), start))
}
