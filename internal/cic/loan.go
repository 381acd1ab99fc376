package cic

import (
	"strings"

	"github.com/pautang/pautang/internal/loans"
)

// LoanAt is what the file says of a loan at the reference date ref, from its schedule and its
// standing at the end of ref (loans.StandingOn). settledOn is the day it was settled ("" while
// it is not).
func LoanAt(orderNo, subjectNo string, principalCents int64, sched []loans.Installment, st loans.Standing, settledOn string) Contract {
	c := Contract{ContractNo: orderNo, SubjectNo: subjectNo, FinancedCents: principalCents, StartDate: st.DisbursedOn.String(),
		Phase: PhaseActive, Status: StatusCurrent}
	for _, in := range sched {
		if in.Closed {
			continue
		}
		if c.Installments == 0 {
			c.InstallmentCents = in.PrincipalCents + in.InterestCents
		}
		c.Installments++
		if d := in.DueDay.String(); d > c.PlannedEndDate {
			c.PlannedEndDate = d
		}
	}
	switch {
	case st.Settled:
		c.Phase, c.Status, c.ActualEndDate = PhaseClosed, StatusSettled, settledOn
		return c
	case st.WrittenOff:
		c.Status = StatusWrittenOff
	case st.DaysOverdue > 0:
		c.Status = StatusPastDue
	}
	for _, in := range st.Installments {
		if in.Closed || in.RemainingCents <= 0 {
			continue
		}
		c.OutstandingInstallments++
		if in.DueDay.Before(st.Day) {
			c.OverdueInstallments++
		}
	}
	c.OutstandingCents = max(st.PayoffCents, 0)
	if !st.NextDueDate.IsZero() {
		c.NextDueDate = st.NextDueDate.String()
	}
	if st.DaysOverdue > 0 {
		c.OverdueDays = st.DaysOverdue
		c.OverdueCents = min(st.OverdueCents+st.ChargesCents, c.OutstandingCents)
	}
	return c
}

// lastNameParticles start a Filipino or Spanish family name of several words ("Dela Cruz",
// "De los Santos", "San Juan").
var lastNameParticles = map[string]bool{"de": true, "dela": true, "del": true, "delos": true, "de la": true, "los": true, "las": true,
	"san": true, "sta": true, "sta.": true, "santa": true, "santo": true, "sto": true, "sto.": true, "van": true, "von": true, "da": true, "di": true}

// SplitName splits a full name as the borrower typed it into first and last names: the last
// word is the family name, with the particles before it ("Juan Dela Cruz" -> "Juan", "Dela
// Cruz"; "Maria De los Santos" -> "Maria", "De los Santos"). A one-word name has no first name.
func SplitName(full string) (first, last string) {
	words := strings.Fields(full)
	if len(words) == 0 {
		return "", ""
	}
	i := len(words) - 1
	for i > 1 && lastNameParticles[strings.ToLower(words[i-1])] {
		i--
	}
	return strings.Join(words[:i], " "), strings.Join(words[i:], " ")
}
