package api

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/collections"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestCollectionRates seeds a portfolio of loans past due in March 2025 (with their status
// history and ledgers) and checks every figure of the collection rate by bucket: the loans
// in each bucket, what each owed on entering it (charges of the entry day in, its payments and
// waivers out), and what was collected while in it (credit left out, at most what was due),
// for the whole month and for a range inside it.
func TestCollectionRates(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		like, err := h.st.Loans().LoanOrderByID(ctx, h.orderIn(int(loans.StatusOverdue)))
		if err != nil {
			t.Fatal(err)
		}
		day := func(s string) loans.Date {
			d, err := loans.ParseDate(s)
			if err != nil {
				t.Fatal(err)
			}
			return d
		}
		at := func(s string) int64 { // 0:05 Manila of the day, when the daily job moves loans
			d := day(s)
			return time.Date(d.Year, d.Month, d.Day, 0, 5, 0, 0, clock.Manila).UnixMilli()
		}
		e := func(kind loans.EntryKind, bucket loans.Bucket, cents int64, on, ref string) loans.Entry {
			return loans.Entry{Kind: kind, Bucket: bucket, AmountCents: cents, Day: day(on), Ref: ref}
		}
		pay := func(bucket loans.Bucket, cents int64, on, ref string) loans.Entry {
			return e(loans.KindPayment, bucket, -cents, on, ref)
		}
		n := 0
		// loan writes a loan of ₱1,000 principal and ₱100 interest with its spells past due
		// (start, end: "" while overdue) and its other entries.
		loan := func(status int, spells [][2]string, entries ...loans.Entry) {
			n++
			uid, _, err := h.st.Users().UpsertUser(ctx, fmt.Sprintf("0917666%04d", n))
			if err != nil {
				t.Fatal(err)
			}
			base := []loans.Entry{e(loans.KindDisbursement, loans.BucketPrincipal, 100000, "2025-01-01", "disb"), e(loans.KindCharge, loans.BucketInterest, 10000, "2025-02-01", "int")}
			var events []store.OrderEvent
			for _, sp := range spells {
				events = append(events, store.OrderEvent{From: 170, To: 180, Event: "overdue", Actor: "job", CreatedAt: at(sp[0])})
				if sp[1] != "" {
					to := 170
					if status == int(loans.StatusSettled) {
						to = 200
					}
					events = append(events, store.OrderEvent{From: 180, To: to, Event: "payment", Actor: "payment", CreatedAt: at(sp[1]) + 3600_000})
				}
			}
			if _, _, err := h.st.Loans().InsertSeedOrder(ctx, store.SeedOrder{NewOrder: store.NewOrder{UserID: uid, ProductID: like.ProductID, Amount: 100000, Periods: 1, TermDays: 30,
				Interest: 10000, NetProceeds: 100000, TotalRepay: 110000, Variant: like.Variant, Terms: like.Terms, IdemKey: fmt.Sprintf("rates-%d", n), DueDate: "2025-01-31"},
				Status: status, CreatedAt: at("2025-01-01"), DisbursedDay: "2025-01-01", Entries: append(base, entries...), Events: events}); err != nil {
				t.Fatal(err)
			}
		}
		// A: 1-7 from Mar 5 (a penalty that day), pays 200 + 300 in it; 8-30 from Mar 12
		// (late interest that day), pays 60 in it.
		loan(180, [][2]string{{"2025-03-05", ""}},
			e(loans.KindCharge, loans.BucketPenalty, 5000, "2025-03-05", "pen"), pay(loans.BucketPrincipal, 20000, "2025-03-07", "p1"),
			pay(loans.BucketPrincipal, 30000, "2025-03-10", "p2"), e(loans.KindCharge, loans.BucketLateInterest, 1000, "2025-03-12", "li"),
			pay(loans.BucketPrincipal, 6000, "2025-03-20", "p3"))
		// B: 41 days past due on Mar 1 (31-60), pays 100 on Mar 15; 61-90 from Mar 21; settles on
		// Mar 25 paying 1,000 (and 50 more to credit).
		loan(200, [][2]string{{"2025-01-20", "2025-03-25"}},
			pay(loans.BucketPrincipal, 10000, "2025-03-15", "p1"), pay(loans.BucketPrincipal, 90000, "2025-03-25", "p2"),
			pay(loans.BucketInterest, 10000, "2025-03-25", "p2"), pay(loans.BucketCredit, 5000, "2025-03-25", "p2"))
		// C: 121 days past due on Mar 1 (90+); 50 paid before the range, 70 in it, 90 after it.
		loan(180, [][2]string{{"2024-11-01", ""}},
			pay(loans.BucketPrincipal, 5000, "2025-02-28", "p0"), pay(loans.BucketPrincipal, 7000, "2025-03-31", "p1"), pay(loans.BucketPrincipal, 9000, "2025-04-01", "p2"))
		// D: past due and cured in February: not in March's figures.
		loan(170, [][2]string{{"2025-02-01", "2025-02-10"}}, pay(loans.BucketInterest, 10000, "2025-02-10", "p1"))
		// E: 1-7 from Mar 28 with a waiver of 200 that day (not taken off what was due).
		loan(180, [][2]string{{"2025-03-28", ""}}, e(loans.KindWaiver, loans.BucketPrincipal, -20000, "2025-03-28", "w1"))
		// F: 1-7 from Mar 3; late interest of 200 on Mar 4; pays 1,300 on Mar 6 and settles:
		// collected at most the 1,100 due on entering.
		loan(200, [][2]string{{"2025-03-03", "2025-03-06"}},
			e(loans.KindCharge, loans.BucketLateInterest, 20000, "2025-03-04", "li"), pay(loans.BucketPrincipal, 100000, "2025-03-06", "p1"),
			pay(loans.BucketInterest, 10000, "2025-03-06", "p1"), pay(loans.BucketLateInterest, 20000, "2025-03-06", "p1"))

		viewer := h.as(admin.RoleViewer)
		check := func(query string, want []collections.Rate) {
			t.Helper()
			var got collectionRatesData
			viewer.get("/admin/api/collections/rates"+query).into(t, &got)
			if fmt.Sprint(got.Rates) != fmt.Sprint(want) {
				t.Errorf("%s:\n got %v\nwant %v", query, got.Rates, want)
			}
		}
		check("?from=2025-03-01&to=2025-03-31", []collections.Rate{
			{Bucket: "1-7", Loans: 3, DueCents: 115000 + 110000 + 110000, CollectedCents: 50000 + 0 + 110000},
			{Bucket: "8-30", Loans: 1, DueCents: 66000, CollectedCents: 6000},
			{Bucket: "31-60", Loans: 1, DueCents: 110000, CollectedCents: 10000},
			{Bucket: "61-90", Loans: 1, DueCents: 100000, CollectedCents: 100000},
			{Bucket: "90+", Loans: 1, DueCents: 105000, CollectedCents: 7000},
		})
		check("?from=2025-03-12&to=2025-03-20", []collections.Rate{
			{Bucket: "1-7", Loans: 0},
			{Bucket: "8-30", Loans: 1, DueCents: 66000, CollectedCents: 6000},
			{Bucket: "31-60", Loans: 1, DueCents: 110000, CollectedCents: 10000},
			{Bucket: "61-90", Loans: 0},
			{Bucket: "90+", Loans: 1, DueCents: 105000, CollectedCents: 0},
		})
		for _, q := range []string{"?from=2025-03-31&to=2025-03-01", "?from=2025-01-01&to=2026-01-02", "?from=March", "?to=2025-02-30"} {
			if env := viewer.get("/admin/api/collections/rates" + q); env.Code != "invalid_params" {
				t.Errorf("%s: %+v", q, env)
			}
		}
		var def collectionRatesData
		viewer.get("/admin/api/collections/rates").into(t, &def)
		if today := loans.DateOf(h.clock.Now()); def.To != today.String() || def.From != today.Add(-29).String() || len(def.Rates) != len(collections.Buckets) {
			t.Errorf("default range: %+v", def)
		}
	})
}
