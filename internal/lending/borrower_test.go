package lending

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestOrdersShowDueDateOfLoansOnly: the order list keeps the due date of a disbursed or
// settled loan and drops it for orders with no loan behind them.
func TestOrdersShowDueDateOfLoansOnly(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		f := newFixture(t, d, 1)
		ctx := context.Background()
		o, err := f.st.Loans().LoanOrderByID(ctx, f.ids[0])
		if err != nil {
			t.Fatal(err)
		}
		for i, status := range []int{21, 110, 151, 180, 200} {
			if _, _, err := f.st.Loans().InsertSeedOrder(ctx, store.SeedOrder{NewOrder: store.NewOrder{UserID: o.UserID, ProductID: o.ProductID, Amount: o.Amount,
				Periods: 1, TermDays: 91, Terms: o.Terms, IdemKey: "s" + string(rune('a'+i)), DueDate: "2027-02-21"},
				Status: status, CreatedAt: f.clk.Now().UnixMilli() + int64(i+1)}); err != nil {
				t.Fatal(err)
			}
		}
		orders, err := f.svc.Orders(ctx, o.UserID)
		if err != nil {
			t.Fatal(err)
		}
		if len(orders) != 6 {
			t.Fatalf("got %d orders, want 6", len(orders))
		}
		for _, got := range orders {
			if shown := got.DueDate != ""; shown != loans.Status(got.Status).Disbursed() {
				t.Errorf("status %d: due date %q", got.Status, got.DueDate)
			}
		}
	})
}

// TestMessageSettings: reading, switching marketing off and on, and a bad switch.
func TestMessageSettings(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		f := newFixture(t, d, 0)
		ctx := context.Background()
		uid, _, err := f.st.Users().UpsertUser(ctx, "09170000001")
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			marketing string
			off       bool
			code      string
		}{
			{"", false, ""},
			{"0", true, ""},
			{"", true, ""},
			{"1", false, ""},
			{"yes", false, apperr.CodeInvalid},
		} {
			p, err := f.svc.MessageSettings(ctx, uid, c.marketing)
			if c.code != "" {
				if apperr.CodeOf(err) != c.code {
					t.Fatalf("marketing=%q: got %v, want %s", c.marketing, err, c.code)
				}
				continue
			}
			if err != nil || p.Lang != notify.English || (p.MarketingOffAt != 0) != c.off {
				t.Fatalf("marketing=%q: got %+v %v, want English and off=%v", c.marketing, p, err, c.off)
			}
		}
	})
}

// TestSaveEventLimits: the fields' lengths, the borrower's limit a minute, and the address's
// (a separate bucket) for calls without a session.
func TestSaveEventLimits(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		f := newFixture(t, d, 0)
		ctx := context.Background()
		if err := f.svc.SaveEvent(ctx, TrackingEvent{UserID: 1, ModuleID: strings.Repeat("m", 33)}); apperr.CodeOf(err) != apperr.CodeInvalid {
			t.Fatalf("long module: got %v", err)
		}
		for i := range EventsPerMinuteUser {
			if err := f.svc.SaveEvent(ctx, TrackingEvent{UserID: 1, IP: "203.0.113.1", ModuleID: "home"}); err != nil {
				t.Fatalf("event %d: %v", i, err)
			}
		}
		if err := f.svc.SaveEvent(ctx, TrackingEvent{UserID: 1, IP: "203.0.113.1", ModuleID: "home"}); !errors.Is(err, ErrEventsLimited) {
			t.Fatalf("over the borrower's limit: got %v", err)
		}
		if err := f.svc.SaveEvent(ctx, TrackingEvent{IP: "203.0.113.1", ModuleID: "home"}); err != nil {
			t.Fatalf("the address's own bucket: %v", err)
		}
		f.clk.Advance(time.Minute + time.Second)
		if err := f.svc.SaveEvent(ctx, TrackingEvent{UserID: 1, IP: "203.0.113.1", ModuleID: "home"}); err != nil {
			t.Fatalf("the next minute: %v", err)
		}
	})
}

// TestDeleteAccount: refused while a loan is open, done without one.
func TestDeleteAccount(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		f := newFixture(t, d, 1)
		ctx := context.Background()
		o, err := f.st.Loans().LoanOrderByID(ctx, f.ids[0])
		if err != nil {
			t.Fatal(err)
		}
		if err := f.svc.DeleteAccount(ctx, o.UserID); !errors.Is(err, ErrAccountLoanOpen) {
			t.Fatalf("with a loan open: got %v", err)
		}
		uid, _, err := f.st.Users().UpsertUser(ctx, "09170000002")
		if err != nil {
			t.Fatal(err)
		}
		if err := f.svc.DeleteAccount(ctx, uid); err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.Account(ctx, uid); !errors.Is(err, store.ErrNotFound) {
			t.Fatalf("deleted account: got %v", err)
		}
	})
}

// TestProductQuoteSwitchedOff: the product page of a switched-off product has no price; the
// calculator's quote refuses it.
func TestProductQuoteSwitchedOff(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		f := newFixture(t, d, 0)
		ctx := context.Background()
		pid, err := f.st.Catalog().UpsertProduct(ctx, store.ProductRow{Code: "OFF", Name: "Off", MinAmount: 200000, MaxAmount: 1000000, AmountStep: 50000,
			TermDays: 91, Periods: 1, InterestBPMonth: 300, ServiceFeeBP: 300, Rules: loans.DefaultRules().JSON(), Enabled: false})
		if err != nil {
			t.Fatal(err)
		}
		uid, _, _ := f.st.Users().UpsertUser(ctx, "09170000003")
		p, q, err := f.svc.ProductQuote(ctx, uid, pid, 0, false)
		if err != nil || q != nil || p.ID != pid {
			t.Fatalf("product page: %+v %+v %v", p, q, err)
		}
		if _, _, err := f.svc.ProductQuote(ctx, uid, pid, 300000, true); err == nil {
			t.Fatal("the calculator priced a switched-off product")
		}
		if _, _, err := f.svc.ProductQuote(ctx, uid, 0, 0, false); apperr.CodeOf(err) != apperr.CodeInvalid {
			t.Fatalf("no product id: got %v", err)
		}
	})
}

// TestBorrowerRestructure: another borrower's order is not found; an order without offers
// has neither an open offer nor an accepted plan.
func TestBorrowerRestructure(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		f := newFixture(t, d, 1)
		ctx := context.Background()
		o, err := f.st.Loans().LoanOrderByID(ctx, f.ids[0])
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := f.svc.BorrowerRestructure(ctx, o.UserID+1, o.ID); err == nil {
			t.Fatal("another borrower's order answered")
		}
		offer, accepted, err := f.svc.BorrowerRestructure(ctx, o.UserID, o.ID)
		if err != nil || offer != nil || accepted != nil {
			t.Fatalf("no offers: %+v %+v %v", offer, accepted, err)
		}
	})
}
