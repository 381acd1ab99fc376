package store_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// seededLoan is one order of the test portfolio as the rules built it.
type seededLoan struct {
	id       int64
	status   loans.Status
	entries  []loans.Entry
	schedule []loans.Installment
	channels map[string]string // payment ref -> method
	decided  string            // approve, reject
}

// seedPortfolio writes n orders run through the real rules from disbursement to today:
// rejected applications, loans repaid early, partly, late or not at all, rollovers,
// waivers and refunds, paid by bank transfer or through gateway repayments of several
// methods (with their payment events). It returns the orders as built.
func seedPortfolio(t *testing.T, st *store.Store, n int, today loans.Date) []seededLoan {
	t.Helper()
	ctx := context.Background()
	policy := loans.DefaultPHCapPolicy()
	row := store.ProductRow{Code: "FIN", Name: "Finance 61", MinAmount: 100000, MaxAmount: 2000000, AmountStep: 100,
		TermDays: 61, Periods: 2, InterestBPMonth: 400, ServiceFeeBP: 500, Rules: `{"rollover":{"enabled":true}}`, Enabled: true}
	pid, err := st.Catalog().UpsertProduct(ctx, row)
	if err != nil {
		t.Fatal(err)
	}
	row.ID = pid
	p, err := disburse.ProductTerms(row)
	if err != nil {
		t.Fatal(err)
	}
	p.Rollover.Enabled = true
	terms, _ := json.Marshal(p)
	rng := rand.New(rand.NewSource(7))
	methods := []string{"link", "code", "card", "qr"}
	var out []seededLoan
	for i := range n {
		uid, _, err := st.Users().UpsertUser(ctx, fmt.Sprintf("+6391700%05d", i))
		if err != nil {
			t.Fatal(err)
		}
		applied := today.Add(-(5 + rng.Intn(90)))
		amount := 100000 + rng.Int63n(19000)*100
		ms := applied.Time().Add(2 * time.Hour).UnixMilli()
		so := store.SeedOrder{NewOrder: store.NewOrder{UserID: uid, ProductID: pid, Amount: amount, Periods: p.Periods, TermDays: p.TermDays,
			Variant: "new", Terms: string(terms), IdemKey: fmt.Sprintf("fin-%d", i)}, CreatedAt: ms}
		so.Events = append(so.Events, store.OrderEvent{From: 0, To: int(loans.StatusReview), Event: "apply", CreatedAt: ms})
		l := seededLoan{channels: map[string]string{}}
		if i%5 == 4 {
			l.status, l.decided = loans.StatusRejected, "reject"
			so.Status = int(l.status)
			so.Events = append(so.Events, store.OrderEvent{From: int(loans.StatusReview), To: int(l.status), Event: "reject", CreatedAt: ms})
			so.Schedule = loans.BuildSchedule(p, amount, applied)
			if l.id, _, err = st.Loans().InsertSeedOrder(ctx, so); err != nil {
				t.Fatal(err)
			}
			out = append(out, l)
			continue
		}
		l.decided = "approve"
		so.Events = append(so.Events, store.OrderEvent{From: int(loans.StatusReview), To: int(loans.StatusApproved), Event: "approve", CreatedAt: ms})
		disb := applied.Add(1)
		loan, entries, err := loans.Disburse(p, amount, disb, loans.ClientNew, policy)
		if err != nil {
			t.Fatal(err)
		}
		payDays := map[loans.Date]bool{}
		for range rng.Intn(4) {
			payDays[disb.Add(1+rng.Intn(today.Sub(disb)))] = true
		}
		for day := disb.Add(1); !day.After(today); day = day.Add(1) {
			if !loan.Status.Active() {
				break
			}
			more, status := loans.AccrueDay(loan, entries, day, policy)
			entries = append(entries, more...)
			loan.Status = status
			if !payDays[day] {
				continue
			}
			bal := loans.BalancesOf(entries)
			ref := fmt.Sprintf("pay:txn-%d-%s", i, day)
			if rng.Intn(3) == 0 {
				ref = fmt.Sprintf("transfer:UTR%d%s", i, day)
			} else {
				l.channels[ref] = methods[rng.Intn(len(methods))]
			}
			if rng.Intn(4) == 0 {
				if q, err := loans.QuoteRollover(loan, entries, day, policy); err == nil && q.DelayAmountCents > 0 {
					r, err := loans.ApplyRollover(loan, entries, day, policy, q.DelayAmountCents, ref)
					if err != nil {
						t.Fatal(err)
					}
					entries = append(entries, r.Entries...)
					loan.Schedule, loan.Status = r.Schedule, r.Status
					continue
				}
			}
			amt := []int64{1 + rng.Int63n(max(bal.Owed(), 1)), bal.Owed(), bal.Owed() + 1234}[rng.Intn(3)]
			paid, status, err := loans.ApplyPayment(loan, entries, day, amt, ref)
			if err != nil {
				delete(l.channels, ref)
				continue
			}
			entries = append(entries, paid...)
			loan.Status = status
		}
		bal := loans.BalancesOf(entries)
		if bal[loans.BucketPenalty] > 0 && i%3 == 0 {
			entries = append(entries, loans.Entry{Kind: loans.KindWaiver, Bucket: loans.BucketPenalty, AmountCents: -bal[loans.BucketPenalty], Day: today, Ref: "waiver:1"})
		}
		if c := bal.Credit(); c > 0 {
			entries = append(entries, loans.Entry{Kind: loans.KindRefund, Bucket: loans.BucketCredit, AmountCents: c, Day: today, Ref: "refund:1"})
		}
		if err := loans.CheckInvariants(entries); err != nil {
			t.Fatal(err)
		}
		so.Status, so.DisbursedDay, so.LastAccruedDay = int(loan.Status), disb.String(), today.String()
		so.Schedule, so.Entries = loan.Schedule, entries
		so.Standing = loans.KeepStanding(loans.StandingOn(loan.Schedule, entries, today))
		if l.id, _, err = st.Loans().InsertSeedOrder(ctx, so); err != nil {
			t.Fatal(err)
		}
		l.status, l.entries, l.schedule = loan.Status, entries, loan.Schedule
		for ref, method := range l.channels {
			txn := ref[len("pay:"):]
			rref := "R-" + txn
			if _, err := st.DB.ExecContext(ctx, `INSERT INTO repayments (reference, order_id, user_id, method, amount, status, created_at, updated_at)
				VALUES ($1, $2, $3, $4, 0, 'succeeded', 1, 1)`, rref, l.id, uid, method); err != nil {
				t.Fatal(err)
			}
			if _, err := st.DB.ExecContext(ctx, `INSERT INTO payment_events (event_id, type, reference, transaction_id, amount, order_id, outcome, payload, received_at)
				VALUES ($1, 'payment.succeeded', $2, $3, 0, $4, 'applied', '{}', 1)`, "ev-"+txn, rref, txn, l.id); err != nil {
				t.Fatal(err)
			}
		}
		out = append(out, l)
	}
	return out
}

// TestStoreFinanceReconciles checks every dashboard figure to the centavo against the
// ledgers of a seeded portfolio, over a part of it and over all of it.
func TestStoreFinanceReconciles(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		today := loans.NewDate(2026, time.November, 22)
		st := storetest.Open(t, d, clock.NewFixed(today.Time().Add(10*time.Hour)))
		book := seedPortfolio(t, st, 60, today)
		for _, rng := range [][2]loans.Date{{today.Add(-30), today}, {today.Add(-200), today}, {today.Add(-60), today.Add(-20)}} {
			from, to := rng[0], rng[1]
			in := func(day loans.Date) bool { return !day.Before(from) && !day.After(to) }
			want := admin.Finance{From: from, To: to}
			channels := map[string]*admin.ChannelTotal{}
			daily := map[loans.Date]*admin.FinanceDay{}
			var active, atRisk = int64(0), map[int]int64{}
			for _, l := range book {
				for _, e := range l.entries {
					if !e.Day.After(to) && e.Bucket == loans.BucketPrincipal {
						want.OutstandingCents += e.AmountCents
					}
					if !in(e.Day) {
						continue
					}
					fd := daily[e.Day]
					if fd == nil {
						fd = &admin.FinanceDay{Day: e.Day}
						daily[e.Day] = fd
					}
					switch e.Kind {
					case loans.KindDisbursement:
						want.DisbursedCount++
						want.DisbursedCents += e.AmountCents
						want.PaidOutCents += e.AmountCents
						fd.Disbursed += e.AmountCents
					case loans.KindDeduction:
						want.PaidOutCents += e.AmountCents
					case loans.KindPayment:
						want.CollectedCents -= e.AmountCents
						fd.Collected -= e.AmountCents
						ch := "transfer"
						if m, ok := l.channels[e.Ref]; ok {
							ch = m
						}
						c := channels[ch]
						if c == nil {
							c = &admin.ChannelTotal{Channel: ch}
							channels[ch] = c
						}
						c.Cents -= e.AmountCents
					case loans.KindRefund:
						want.RefundedCents += e.AmountCents
					case loans.KindWaiver:
						want.WaivedCents -= e.AmountCents
					case loans.KindCharge:
						switch e.Bucket {
						case loans.BucketFee:
							want.FeesEarnedCents += e.AmountCents
						case loans.BucketInterest:
							want.InterestCents += e.AmountCents
						case loans.BucketPenalty, loans.BucketLateInterest:
							want.LateChargesCents += e.AmountCents
						}
					}
				}
				if l.status.Active() {
					s := loans.StandingOn(l.schedule, l.entries, today)
					active += s.PayoffCents
					for _, n := range admin.PARDays {
						if s.DaysOverdue >= n {
							atRisk[n] += s.PayoffCents
						}
					}
				}
			}
			got, err := st.Reports().Finance(ctx, from, to, today)
			if err != nil {
				t.Fatal(err)
			}
			check := func(name string, got, want int64) {
				t.Helper()
				if got != want {
					t.Errorf("%v..%v %s: got %d, want %d", from, to, name, got, want)
				}
			}
			check("disbursed count", got.DisbursedCount, want.DisbursedCount)
			check("disbursed", got.DisbursedCents, want.DisbursedCents)
			check("paid out", got.PaidOutCents, want.PaidOutCents)
			check("collected", got.CollectedCents, want.CollectedCents)
			check("refunded", got.RefundedCents, want.RefundedCents)
			check("outstanding principal", got.OutstandingCents, want.OutstandingCents)
			check("fees earned", got.FeesEarnedCents, want.FeesEarnedCents)
			check("interest earned", got.InterestCents, want.InterestCents)
			check("late charges", got.LateChargesCents, want.LateChargesCents)
			check("waived", got.WaivedCents, want.WaivedCents)
			check("PAR total", got.PAR.TotalCents, active)
			for i, n := range admin.PARDays {
				check(fmt.Sprintf("PAR%d", n), got.PAR.Buckets[i].Cents, atRisk[n])
				if active > 0 {
					check(fmt.Sprintf("PAR%d bp", n), got.PAR.Buckets[i].BP, (atRisk[n]*10000+active/2)/active)
				}
			}
			var sumCh int64
			for _, c := range got.ByChannel {
				w := channels[c.Channel]
				if w == nil {
					t.Errorf("unexpected channel %q", c.Channel)
					continue
				}
				check("channel "+c.Channel, c.Cents, w.Cents)
				sumCh += c.Cents
			}
			check("channels", int64(len(got.ByChannel)), int64(len(channels)))
			check("channels total", sumCh, want.CollectedCents)
			check("days", int64(len(got.Daily)), int64(len(daily)))
			for _, fd := range got.Daily {
				check("disbursed on "+fd.Day.String(), fd.Disbursed, daily[fd.Day].Disbursed)
				check("collected on "+fd.Day.String(), fd.Collected, daily[fd.Day].Collected)
			}
			if want.CollectedCents == 0 || want.DisbursedCents == 0 || atRisk[1] == 0 || len(channels) < 3 {
				t.Errorf("the portfolio exercises too little: %+v %v %v", want, atRisk, channels)
			}
		}
		// Decisions: every order of the portfolio was decided on its application day.
		all, err := st.Reports().Finance(ctx, today.Add(-200), today, today)
		if err != nil {
			t.Fatal(err)
		}
		var approved, rejected int64
		for _, l := range book {
			if l.decided == "approve" {
				approved++
			} else {
				rejected++
			}
		}
		if all.Approved != approved || all.Rejected != rejected || all.ApprovalRateBP() != (approved*10000+(approved+rejected)/2)/(approved+rejected) {
			t.Fatalf("decisions: got %d/%d, want %d/%d", all.Approved, all.Rejected, approved, rejected)
		}
	})
}
