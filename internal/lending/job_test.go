package lending

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

var t0 = time.Date(2026, 11, 22, 9, 0, 0, 0, clock.Manila)

// fixture is a store with one product and n disbursed loans (disbursed today), no payout.
type fixture struct {
	st  *store.Store
	clk *clock.Fixed
	svc *Service
	ids []int64
}

func newFixture(t testing.TB, d store.Dialect, n int) *fixture {
	t.Helper()
	clk := clock.NewFixed(t0)
	st := storetest.Open(t, d, clk)
	svc := &Service{Store: st.Lending(), Clock: clk, Cap: loans.DefaultPHCapPolicy(), Workers: 3, BatchSize: 7}
	ctx := context.Background()
	pid, err := st.Catalog().UpsertProduct(ctx, store.ProductRow{Code: "EXPRESS", Name: "Express", MinAmount: 200000, MaxAmount: 1000000, AmountStep: 50000,
		TermDays: 91, Periods: 1, InterestBPMonth: 300, ServiceFeeBP: 300, Rules: loans.DefaultRules().JSON(), Enabled: true})
	if err != nil {
		t.Fatal(err)
	}
	row, _ := st.Catalog().Product(ctx, pid)
	terms, _ := TermsOf(row)
	tj, _ := json.Marshal(terms)
	f := &fixture{st: st, clk: clk, svc: svc}
	today := loans.DateOf(clk.Now())
	for i := range n {
		uid, _, err := st.Users().UpsertUser(ctx, fmt.Sprintf("0917%07d", i))
		if err != nil {
			t.Fatal(err)
		}
		amount := int64(200000 + 50000*(i%17))
		loan, entries, err := loans.Disburse(terms, amount, today, loans.ClientNew, svc.Cap)
		if err != nil {
			t.Fatal(err)
		}
		id, _, err := st.Loans().InsertSeedOrder(ctx, store.SeedOrder{NewOrder: store.NewOrder{UserID: uid, ProductID: pid, Amount: amount, Periods: 1, TermDays: 91,
			Terms: string(tj), IdemKey: "t", Schedule: loan.Schedule, DueDate: loan.Schedule[0].DueDay.String()},
			Status: 170, CreatedAt: clk.Now().UnixMilli(), DisbursedDay: today.String(), LastAccruedDay: today.String(), Entries: entries})
		if err != nil {
			t.Fatal(err)
		}
		f.ids = append(f.ids, id)
	}
	return f
}

// snapshot is every order's status and ledger.
func (f *fixture) snapshot(t testing.TB) map[int64]any {
	t.Helper()
	out := map[int64]any{}
	for _, id := range f.ids {
		o, err := f.st.Loans().LoanOrderByID(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		l, err := f.st.Loans().OrderLedger(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		out[id] = struct {
			Status int
			Day    string
			Ledger []loans.Entry
		}{o.Status, o.LastAccruedDay, l}
	}
	return out
}

func (f *fixture) advance(days int) { f.clk.Advance(time.Duration(days) * 24 * time.Hour) }

func TestDailyJob(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		t.Run("OK transitions 170 -> 174 -> 180 with penalty and late interest", func(t *testing.T) {
			f := newFixture(t, d, 3)
			f.advance(88) // due in 3 days
			rep, err := f.svc.RunDaily(ctx)
			if err != nil || rep.Orders != 3 || rep.Moves != 3 {
				t.Fatalf("run = %+v %v", rep, err)
			}
			o, _ := f.st.Loans().LoanOrderByID(ctx, f.ids[0])
			if o.Status != 174 {
				t.Fatalf("status = %d, want 174", o.Status)
			}
			f.advance(5) // two days overdue
			if _, err := f.svc.RunDaily(ctx); err != nil {
				t.Fatal(err)
			}
			o, _ = f.st.Loans().LoanOrderByID(ctx, f.ids[0])
			l, _ := f.st.Loans().OrderLedger(ctx, f.ids[0])
			var pen int
			for _, e := range l {
				if e.Bucket == "penalty" {
					pen++
				}
			}
			if o.Status != 180 || pen != 1 {
				t.Fatalf("status %d penalties %d, want 180 and 1", o.Status, pen)
			}
			ev, _ := f.st.Loans().OrderEvents(ctx, f.ids[0])
			if len(ev) != 2 || ev[0].Event != "due_soon" || ev[1].Event != "overdue" {
				t.Fatalf("events = %+v", ev)
			}
		})
		t.Run("OK quiet loans are skipped until something happens, and still move on the day", func(t *testing.T) {
			f := newFixture(t, d, 4)
			f.advance(10)
			if rep, err := f.svc.RunDaily(ctx); err != nil || rep.Orders != 4 {
				t.Fatalf("first run = %+v %v, want the 4 loans", rep, err)
			}
			for day := 11; day < 88; day++ { // mid-term: no period starts, nothing due
				f.advance(1)
				if rep, err := f.svc.RunDaily(ctx); err != nil || rep.Orders != 0 {
					t.Fatalf("day %d: run = %+v %v, want no loan read", day, rep, err)
				}
			}
			f.advance(1) // day 88: due in 3 days
			rep, err := f.svc.RunDaily(ctx)
			if err != nil || rep.Orders != 4 || rep.Moves != 4 {
				t.Fatalf("due-soon day: run = %+v %v, want 4 loans moved", rep, err)
			}
			if o, _ := f.st.Loans().LoanOrderByID(ctx, f.ids[0]); o.Status != 174 {
				t.Fatalf("status = %d, want 174", o.Status)
			}
			// A payment makes its loan due for the next run again.
			if _, err := f.svc.ApplyPayment(ctx, f.ids[1], 100, "part"); err != nil {
				t.Fatal(err)
			}
			f.advance(1)
			if rep, err := f.svc.RunDaily(ctx); err != nil || rep.Orders != 1 {
				t.Fatalf("after a payment: run = %+v %v, want that one loan", rep, err)
			}
		})
		t.Run("OK idempotent: a second run the same day writes nothing", func(t *testing.T) {
			f := newFixture(t, d, 5)
			f.advance(100)
			if _, err := f.svc.RunDaily(ctx); err != nil {
				t.Fatal(err)
			}
			before := f.snapshot(t)
			rep, err := f.svc.RunDaily(ctx)
			if err != nil || rep.Orders != 0 || rep.Entries != 0 {
				t.Fatalf("second run = %+v %v, want nothing", rep, err)
			}
			if !reflect.DeepEqual(before, f.snapshot(t)) {
				t.Fatal("the second run changed the ledger")
			}
		})
		t.Run("OK catch-up of missed days equals daily runs", func(t *testing.T) {
			daily, once := newFixture(t, d, 4), newFixture(t, d, 4)
			for range 120 {
				daily.advance(1)
				if _, err := daily.svc.RunDaily(ctx); err != nil {
					t.Fatal(err)
				}
			}
			once.advance(120)
			if _, err := once.svc.RunDaily(ctx); err != nil {
				t.Fatal(err)
			}
			a, b := daily.snapshot(t), once.snapshot(t)
			for i := range daily.ids {
				x, y := a[daily.ids[i]], b[once.ids[i]]
				if !reflect.DeepEqual(x, y) {
					t.Fatalf("loan %d: daily %+v\n catch-up %+v", i, x, y)
				}
			}
		})
		t.Run("OK two concurrent runs produce the same ledger as one", func(t *testing.T) {
			one, two := newFixture(t, d, 30), newFixture(t, d, 30)
			one.advance(95)
			two.advance(95)
			if _, err := one.svc.RunDaily(ctx); err != nil {
				t.Fatal(err)
			}
			other := &Service{Store: two.st.Lending(), Clock: two.clk, Cap: two.svc.Cap, Workers: 2, BatchSize: 5}
			var wg sync.WaitGroup
			errs := make([]error, 2)
			for i, s := range []*Service{two.svc, other} {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, errs[i] = s.RunDaily(ctx)
				}()
			}
			wg.Wait()
			if errs[0] != nil || errs[1] != nil {
				t.Fatalf("errors: %v", errs)
			}
			a, b := one.snapshot(t), two.snapshot(t)
			for i := range one.ids {
				if !reflect.DeepEqual(a[one.ids[i]], b[two.ids[i]]) {
					t.Fatalf("loan %d differs after concurrent runs", i)
				}
			}
			if _, bad, err := two.svc.CheckLedger(ctx); err != nil || len(bad) > 0 {
				t.Fatalf("check = %v %v", bad, err)
			}
		})
		t.Run("OK payment between runs is kept and the status follows", func(t *testing.T) {
			f := newFixture(t, d, 1)
			f.advance(93)
			pos, err := f.svc.Position(ctx, f.ids[0])
			if err != nil || pos.Order.Status != 180 {
				t.Fatalf("position = %d %v", pos.Order.Status, err)
			}
			res, err := f.svc.ApplyPayment(ctx, f.ids[0], pos.Standing.PayoffCents, "p1")
			if err != nil || !res.Settled {
				t.Fatalf("payment = %+v %v", res, err)
			}
			f.advance(3)
			if rep, err := f.svc.RunDaily(ctx); err != nil || rep.Orders != 0 {
				t.Fatalf("run after settle = %+v %v", rep, err)
			}
			if _, err := f.svc.ApplyPayment(ctx, f.ids[0], 100, "p2"); err == nil {
				t.Fatal("payment on a settled loan was accepted")
			}
		})
	})
}

func TestCheckLedgerFindsViolations(t *testing.T) {
	f := newFixture(t, store.SQLite, 2)
	ctx := context.Background()
	if _, err := f.st.DB.ExecContext(ctx, `UPDATE orders SET status = 180 WHERE id = $1`, f.ids[0]); err != nil {
		t.Fatal(err)
	}
	if _, err := f.st.DB.ExecContext(ctx, `INSERT INTO ledger_entries (order_id, kind, bucket, amount, day, ref, created_at) VALUES ($1, 'payment', 'principal', -99999999, '2026-11-22', 'bad', 0)`, f.ids[1]); err != nil {
		t.Fatal(err)
	}
	n, bad, err := f.svc.CheckLedger(ctx)
	if err != nil || n != 2 || len(bad) != 2 {
		t.Fatalf("check = %d %+v %v, want 2 violations", n, bad, err)
	}
}

// TestUpdateLoanReturnsTheStoredOrder: UpdateLoan builds the order it returns from what it
// wrote instead of reading it back; it must equal the stored row after a catch-up that moves
// the status and after a payment that settles the loan.
func TestUpdateLoanReturnsTheStoredOrder(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		f := newFixture(t, d, 1)
		ctx := context.Background()
		id := f.ids[0]
		f.advance(100)
		today := loans.DateOf(f.clk.Now())
		for _, pay := range []bool{false, true} {
			got, err := f.st.Loans().UpdateLoan(ctx, id, func(o loans.Order, ledger []loans.Entry, sched []loans.Installment) (loans.Update, error) {
				terms, err := f.svc.frozenTerms(ctx, o)
				if err != nil {
					return loans.Update{}, err
				}
				u, loan, entries := f.svc.catchUp(f.svc.Cap, terms, o, ledger, sched, today)
				if pay {
					owed := loans.StandingOn(loan.Schedule, entries, today).PayoffCents
					paid, status, err := loans.ApplyPayment(loan, entries, today, owed, "pay:all")
					if err != nil {
						return loans.Update{}, err
					}
					u.Entries = append(u.Entries, paid...)
					if ev, ok := loans.EventFor(loan.Status, status); ok {
						u.Events = append(u.Events, ev)
					}
				}
				return u, nil
			})
			if err != nil {
				t.Fatal(err)
			}
			want, err := f.st.Loans().LoanOrderByID(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("pay=%v: UpdateLoan returned\n%+v\nstored\n%+v", pay, got, want)
			}
			if pay && want.Status != int(loans.StatusSettled) {
				t.Fatalf("status %d after paying everything", want.Status)
			}
			if !pay && want.Status == 170 {
				t.Fatal("100 days late and still status 170: the catch-up moved nothing")
			}
		}
	})
}

// TestOrderBooksMatchesLedgerAndSchedule: the one-statement read of the ledger and schedule
// returns exactly what the two separate reads return, in the same order.
func TestOrderBooksMatchesLedgerAndSchedule(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		f := newFixture(t, d, 3)
		ctx := context.Background()
		f.advance(120)
		if _, err := f.svc.RunDaily(ctx); err != nil {
			t.Fatal(err)
		}
		for _, id := range f.ids {
			ledger, sched, err := f.st.Loans().OrderBooks(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			wantL, _ := f.st.Loans().OrderLedger(ctx, id)
			wantS, _ := f.st.Loans().OrderSchedule(ctx, id)
			if len(wantL) < 3 || len(wantS) == 0 {
				t.Fatalf("order %d: fixture too thin (%d entries, %d installments)", id, len(wantL), len(wantS))
			}
			if !reflect.DeepEqual(ledger, wantL) || !reflect.DeepEqual(sched, wantS) {
				t.Fatalf("order %d: OrderBooks\n%+v\n%+v\nwant\n%+v\n%+v", id, ledger, sched, wantL, wantS)
			}
		}
	})
}

// TestUnitOfWorkAtomic: inside Store.InTx a second loan update reads the first one's ledger
// rows, and a row that breaks the ledger's unique ref fails the whole unit of work, keeping
// nothing of it.
func TestUnitOfWorkAtomic(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		f := newFixture(t, d, 1)
		ctx := context.Background()
		id := f.ids[0]
		entry := loans.Entry{Kind: loans.KindWaiver, Bucket: loans.BucketInterest, AmountCents: -1, Day: loans.DateOf(f.clk.Now()), Ref: "deferred:1"}
		write := func(tx *store.Tx, seen *bool) error {
			_, err := tx.UpdateLoan(ctx, id, func(o loans.Order, ledger []loans.Entry, _ []loans.Installment) (loans.Update, error) {
				for _, e := range ledger {
					if e.Ref == entry.Ref && seen != nil {
						*seen = true
					}
				}
				return loans.Update{Entries: []loans.Entry{entry}}, nil
			})
			return err
		}
		var seen bool
		err := f.st.InTx(ctx, func(tx *store.Tx) error {
			if err := write(tx, nil); err != nil {
				return err
			}
			return write(tx, &seen) // the same ref again: the ledger refuses it
		})
		if !errors.Is(err, store.ErrConflict) {
			t.Fatalf("got %v, want ErrConflict", err)
		}
		if !seen {
			t.Fatal("the second step did not read the first step's ledger row")
		}
		ledger, _, err := f.st.Loans().OrderBooks(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ledger {
			if e.Ref == entry.Ref {
				t.Fatal("a row of the failed transaction was kept")
			}
		}
		// Alone, the row is booked once.
		if err := f.st.InTx(ctx, func(tx *store.Tx) error { return write(tx, nil) }); err != nil {
			t.Fatal(err)
		}
		ledger, _, _ = f.st.Loans().OrderBooks(ctx, id)
		n := 0
		for _, e := range ledger {
			if e.Ref == entry.Ref {
				n++
			}
		}
		if n != 1 {
			t.Fatalf("%d rows, want 1", n)
		}
	})
}
