package seed

import (
	"context"
	"encoding/json"
	"fmt"
	"github.com/pautang/pautang/internal/i18n"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// demoProfile is the demo borrower's complete application profile.
var demoProfile = map[string]map[string]string{
	"personal": {"fullName": DemoName, "birthDate": "1992-06-12", "gender": "1", "civilStatus": "2", "education": "4",
		"city": "National Capital Region (NCR)/Metro Manila/Quezon City", "address": "12 Mapagmahal St., Brgy. Pinyahan"},
	"job": {"employment": "1", "employer": "Sari-Sari Express Trading", "monthlyIncome": "28000", "payday": "1"},
	"ext": {"ref1Name": "Maria Dela Cruz", "ref1Relation": "3", "ref1Phone": "09181112233",
		"ref2Name": "Pedro Santos", "ref2Relation": "6", "ref2Phone": "09192223344"},
}

// demoOrder is one seeded order: the product, amount, the status it must end in, and when
// it started (days before today).
type demoOrder struct {
	key     string
	product string
	amount  int64
	status  loans.Status
	ageDays int // application day = today - ageDays; disbursed the day after approval
	paidAgo int // for 200: paid in full this many days ago
}

// The demo borrower's orders, one per status (ARCHITECTURE §5). Ages are chosen so the
// status follows from the clock: EXPRESS is 91 days, one payment.
var demoOrders = []demoOrder{
	{key: "seed:200", product: "EXPRESS", amount: 300000, status: loans.StatusSettled, ageDays: 160, paidAgo: 100},
	{key: "seed:110", product: "NEGOSYO", amount: 3000000, status: loans.StatusRejected, ageDays: 40},
	{key: "seed:180", product: "EXPRESS", amount: 500000, status: loans.StatusOverdue, ageDays: 97},
	{key: "seed:174", product: "EXPRESS", amount: 400000, status: loans.StatusDue, ageDays: 92}, // due today: something to pay now
	{key: "seed:170", product: "SAHOD", amount: 600000, status: loans.StatusRepaying, ageDays: 11},
	{key: "seed:151", product: "EXPRESS", amount: 250000, status: loans.StatusApproved, ageDays: 1},
	{key: "seed:21", product: "SAHOD", amount: 500000, status: loans.StatusReview, ageDays: 0},
}

func seedOrders(ctx context.Context, st *store.Store, clk clock.Clock, _ Options) (string, error) {
	uid, _, err := st.Users().UpsertUser(ctx, DemoPhone)
	if err != nil {
		return "", err
	}
	prof, err := st.Users().ProfileFields(ctx, uid)
	if err != nil {
		return "", err
	}
	if len(prof) == 0 {
		for g, f := range demoProfile {
			if err := st.Users().SaveProfileGroup(ctx, uid, g, f, ""); err != nil {
				return "", err
			}
		}
	}
	byCode := map[string]store.ProductRow{}
	ps, err := st.Catalog().Products(ctx, false)
	if err != nil {
		return "", err
	}
	for _, p := range ps {
		byCode[p.Code] = p
	}
	cp := loans.DefaultPHCapPolicy()
	today := loans.DateOf(clk.Now())
	n := 0
	for _, d := range demoOrders {
		p, ok := byCode[d.product]
		if !ok {
			return "", fmt.Errorf("product %s not seeded", d.product)
		}
		so, err := buildSeedOrder(uid, p, d, today, cp)
		if err != nil {
			return "", fmt.Errorf("order %s: %w", d.key, err)
		}
		_, created, err := st.Loans().InsertSeedOrder(ctx, so)
		if err != nil {
			return "", err
		}
		if created {
			n++
		}
	}
	return fmt.Sprintf("%d new demo orders", n), nil
}

// msOf is 10:00 Manila on day d, in unix ms.
func msOf(d loans.Date) int64 { return d.Time().Add(10 * time.Hour).UnixMilli() }

// buildSeedOrder runs the order through the rules as the server would have: quote, decision
// events via the transition table, disbursement, daily catch-up to today and, for 200, a
// full payment.
func buildSeedOrder(uid int64, p store.ProductRow, d demoOrder, today loans.Date, cp loans.CapPolicy) (store.SeedOrder, error) {
	terms, err := disburse.ProductTerms(p)
	if err != nil {
		return store.SeedOrder{}, err
	}
	applied := today.Add(-d.ageDays)
	q, err := loans.QuoteLoan(terms, d.amount, applied.Time(), loans.ClientNew)
	if err != nil {
		return store.SeedOrder{}, err
	}
	tj, _ := json.Marshal(terms)
	sched := loans.BuildSchedule(terms, d.amount, applied)
	so := store.SeedOrder{NewOrder: store.NewOrder{UserID: uid, ProductID: p.ID, Amount: d.amount, Periods: q.Periods, TermDays: q.TermDays,
		Interest: q.InterestCents, ServiceFee: q.ServiceFeeCents, NetProceeds: q.NetProceedsCents, TotalRepay: q.TotalRepayCents,
		Variant: "new", Terms: string(tj), IdemKey: d.key}, CreatedAt: msOf(applied)}
	status := loans.StatusReview
	move := func(ev loans.Event, on loans.Date, actor string) error {
		to, err := loans.Transition(status, ev)
		if err != nil {
			return err
		}
		so.Events = append(so.Events, store.OrderEvent{From: int(status), To: int(to), Event: string(ev), Actor: actor, CreatedAt: msOf(on)})
		status = to
		return nil
	}
	so.Events = append(so.Events, store.OrderEvent{From: 0, To: int(loans.StatusReview), Event: "apply", Actor: "borrower", CreatedAt: so.CreatedAt})
	switch d.status {
	case loans.StatusReview:
		so.DecisionCode, so.DecisionReason = "new_client", i18n.N("New client: an operator reviews the application.")
	case loans.StatusRejected:
		so.DecisionCode, so.DecisionReason = "operator_reject", i18n.N("Your declared income does not support this amount yet.")
		if err := move(loans.EventReject, applied, "operator:seed"); err != nil {
			return so, err
		}
	default:
		so.DecisionCode, so.DecisionReason = "operator_approve", i18n.N("Approved by an operator.")
		if err := move(loans.EventApprove, applied, "operator:seed"); err != nil {
			return so, err
		}
		so.PayoutStatus = store.PayoutPending
	}
	if d.status == loans.StatusReview || d.status == loans.StatusRejected || d.status == loans.StatusApproved {
		so.Schedule = sched
		so.DueDate = sched[len(sched)-1].DueDay.String()
		so.Status = int(status)
		if status != d.status {
			return so, fmt.Errorf("ended at %d, want %d", status, d.status)
		}
		return so, nil
	}
	// Disbursed the day after approval.
	disb := applied.Add(1)
	loan, entries, err := loans.Disburse(terms, d.amount, disb, loans.ClientNew, cp)
	if err != nil {
		return so, err
	}
	if err := move(loans.EventDisburse, disb, "payout"); err != nil {
		return so, err
	}
	so.PayoutStatus = store.PayoutSucceeded
	so.DisbursedDay = disb.String()
	// The daily job from the day after disbursement through today (or the payment day).
	end := today
	if d.status == loans.StatusSettled {
		end = today.Add(-d.paidAgo)
	}
	step := func(from, to loans.Date) {
		for day := from; !day.After(to); day = day.Add(1) {
			more, st := loans.AccrueDay(loan, entries, day, cp)
			entries = append(entries, more...)
			if ev, ok := loans.EventFor(status, st); ok {
				move(ev, day, "daily")
				loan.Status = status
			}
		}
	}
	step(disb.Add(1), end)
	if d.status == loans.StatusSettled {
		payoff := loans.StandingOn(loan.Schedule, entries, end).PayoffCents
		paid, st, err := loans.ApplyPayment(loan, entries, end, payoff, "seed-pay-1")
		if err != nil {
			return so, err
		}
		entries = append(entries, paid...)
		ev, ok := loans.EventFor(status, st)
		if !ok {
			return so, fmt.Errorf("no event from %d to %d", status, st)
		}
		if err := move(ev, end, "payment"); err != nil {
			return so, err
		}
		so.SettledAt = msOf(end)
		end = today
	}
	so.Schedule = loan.Schedule
	so.DueDate = loan.Schedule[len(loan.Schedule)-1].DueDay.String()
	so.LastAccruedDay = end.String()
	so.Status = int(status)
	so.Standing = loans.KeepStanding(loans.StandingOn(loan.Schedule, entries, end))
	so.Entries = entries
	if status != d.status {
		return so, fmt.Errorf("ended at %d, want %d", status, d.status)
	}
	return so, nil
}
