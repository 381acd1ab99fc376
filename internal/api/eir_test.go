package api

import (
	"context"
	"fmt"
	"math"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// dcfText is the test's own EIR of payments (amount on a day) against net proceeds: a plain
// bisection of net = sum(amount / (1+r)^(days/30)), formatted as the disclosures state it.
func dcfText(t *testing.T, net int64, start string, pays map[string]int64) string {
	t.Helper()
	s, err := loans.ParseDate(start)
	if err != nil {
		t.Fatal(err)
	}
	pv := func(r float64) float64 {
		var v float64
		for day, amount := range pays {
			d, err := loans.ParseDate(day)
			if err != nil {
				t.Fatal(err)
			}
			v += float64(amount) / math.Pow(1+r, float64(d.Sub(s))/30)
		}
		return v
	}
	lo, hi := -0.5, 5.0
	for range 200 {
		if mid := (lo + hi) / 2; pv(mid) > float64(net) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return fmt.Sprintf("%.2f%% per month", (lo+hi)/2*100)
}

func eirRow(rows []loans.Row) string {
	for _, r := range rows {
		if r.Text == "Effective interest rate" || strings.HasPrefix(r.Text, "8. Effective interest rate") {
			return r.Value
		}
	}
	return ""
}

func confirmEIR(t *testing.T, c lending.Confirm, today string) (got, want string) {
	t.Helper()
	pays := map[string]int64{}
	for _, p := range c.RepayPlans {
		pays[p.PayTime] += p.Amount
	}
	return eirRow(c.Details), dcfText(t, c.NetProceeds, today, pays)
}

// TestConfirmEIR: every confirmation (new, old, of period), the calculator and the disclosure
// state the discounted-cash-flow EIR of the plan they show, on both engines.
func TestConfirmEIR(t *testing.T) {
	for _, d := range storetest.Engines() {
		t.Run(string(d), func(t *testing.T) {
			h := newLoanHarness(t, d)
			q := h.borrower("09170000031")
			today := loans.DateOf(h.clock.Now()).String()
			express, sahod := fmt.Sprint(h.productID), fmt.Sprint(h.periodID)
			for _, tt := range []struct {
				name, path, product, amount string
				want                        string // the figure worked out by hand (docs/loans.md)
			}{
				// 9,700 out, 10,910 back on day 91: (10,910 / 9,700)^(30/91) - 1.
				{"OK new variant", "/gw/v3/loan-confirm/loan-detail-confirm", express, "1000000", "3.95% per month"},
				{"OK old variant", "/gw/api/v1/lend/data", express, "500000", "3.95% per month"},
				// 4 payments over 120 days on the declining balance, 2% fee: the flat figure was 2.69%.
				{"OK confirm of period", "/gw/v3/loan-confirm/loan-detail-confirm", sahod, "1000000", "4.37% per month"},
			} {
				t.Run(tt.name, func(t *testing.T) {
					env := h.call(tt.path, q, url.Values{"productId": {tt.product}, "amount": {tt.amount}})
					if env.Code != "00" {
						t.Fatalf("code %q %s", env.Code, env.Message)
					}
					var c lending.Confirm
					env.into(t, &c)
					got, want := confirmEIR(t, c, today)
					if got != want || got != tt.want {
						t.Errorf("got %q, want %q (by bisection) and %q", got, want, tt.want)
					}
				})
			}
			t.Run("OK calculator", func(t *testing.T) {
				env := h.call("/gw/v3/product/calculator", q, url.Values{"productId": {sahod}, "amount": {"300000"}})
				var d struct {
					Details []loans.Row     `json:"details"`
					Quote   lending.Confirm `json:"quote"`
				}
				env.into(t, &d)
				got, want := confirmEIR(t, d.Quote, today)
				if env.Code != "00" || got != want || eirRow(d.Details) != want {
					t.Errorf("got %q / %q, want %q", got, eirRow(d.Details), want)
				}
			})
			t.Run("OK disclosure specimen", func(t *testing.T) {
				env := h.call("/gw/v3/contract/contract-content", q, url.Values{"contractId": {"3"}, "productId": {sahod}, "amount": {"600000"}})
				var c lending.Contract
				env.into(t, &c)
				got, want := disclosureEIR(t, c, today)
				if got != want || got == "" {
					t.Errorf("got %q, want %q", got, want)
				}
				if !strings.Contains(string(env.Data), lending.EIRNote) {
					t.Error("the disclosure does not explain the EIR")
				}
			})
			t.Run("OK disclosure of a disbursed order", func(t *testing.T) {
				rq := h.borrower("09170000032")
				_, p := h.push(rq, h.periodID, 600000, 4)
				h.decide(p.OrderID, "1")
				o, err := h.st.Loans().LoanOrderByID(context.Background(), mustID(t, p.OrderID))
				if err != nil || o.DisbursedDay == "" {
					t.Fatalf("order %+v %v, want disbursed", o, err)
				}
				env := h.call("/gw/v3/contract/contract-content", rq, url.Values{"contractId": {"3"}, "productId": {sahod}, "orderId": {p.OrderID}})
				var c lending.Contract
				env.into(t, &c)
				got, want := disclosureEIR(t, c, o.DisbursedDay)
				if got != want || got != "4.37% per month" {
					t.Errorf("got %q, want %q", got, want)
				}
			})
		})
	}
}

// disclosureEIR reads the disclosure's EIR row and works the EIR out from its own net
// proceeds and schedule table.
func disclosureEIR(t *testing.T, c lending.Contract, start string) (got, want string) {
	t.Helper()
	var net int64
	pays := map[string]int64{}
	for _, s := range c.Sections {
		for _, r := range s.Rows {
			if strings.HasPrefix(r.Text, "3. Net proceeds") {
				net = pesoCents(t, r.Value)
			}
		}
		if s.Table != nil && s.Table.Columns[1] == "Due date" { // the schedule, not the late charges
			for _, row := range s.Table.Rows {
				pays[row[1]] += pesoCents(t, row[4])
			}
		}
		if got == "" {
			got = eirRow(s.Rows)
		}
	}
	return got, dcfText(t, net, start, pays)
}

func pesoCents(t *testing.T, s string) int64 {
	t.Helper()
	var whole, cents int64
	if _, err := fmt.Sscanf(strings.ReplaceAll(strings.TrimPrefix(s, "₱"), ",", ""), "%d.%d", &whole, &cents); err != nil {
		t.Fatalf("peso %q: %v", s, err)
	}
	return whole*100 + cents
}

// TestDisclosureEIRAfterRollover: a rolled-over loan's disclosure counts the rollover fee as a
// payment and the moved due date.
func TestDisclosureEIRAfterRollover(t *testing.T) {
	rh := newRepayHarness(t, store.SQLite)
	ctx := context.Background()
	o := rh.order(loans.StatusOverdue)
	contract := func() lending.Contract {
		env := rh.call("/gw/v3/contract/contract-content", rh.q, url.Values{"contractId": {"3"}, "productId": {itoa(o.ProductID)}, "orderId": {itoa(o.ID)}})
		if env.Code != "00" {
			t.Fatalf("contract: %+v", env)
		}
		var c lending.Contract
		env.into(t, &c)
		return c
	}
	before, _ := disclosureEIR(t, contract(), o.DisbursedDay)
	q, err := rh.srv.Lending.QuoteRollover(ctx, o.ID)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rh.srv.Lending.ApplyRollover(ctx, o.ID, q.DelayAmountCents, "test:rollover"); err != nil {
		t.Fatal(err)
	}
	c := contract()
	got, withoutFee := disclosureEIR(t, c, o.DisbursedDay)
	want := dcfText(t, o.NetProceeds, o.DisbursedDay, map[string]int64{q.NewDueDate.String(): o.TotalRepay, loans.DateOf(rh.clock.Now()).String(): q.FeeCents})
	if got != want || got == withoutFee || got == before {
		t.Errorf("got %q, want %q (schedule alone %q, before the rollover %q)", got, want, withoutFee, before)
	}
}

// TestAdminCatalogueEIR: the back-office catalogue shows each product's EIR, previews an
// edited product with its EIR and the cap guard's verdict, and refuses to save a product
// whose flat cost is under the SEC ceiling but whose EIR is over it.
func TestAdminCatalogueEIR(t *testing.T) {
	for _, d := range storetest.Engines() {
		t.Run(string(d), func(t *testing.T) {
			h := newAdminHarness(t, d)
			a := h.as(admin.RoleAdmin)
			var list struct {
				Products []productView                     `json:"products"`
				Previews map[string]lending.ProductPreview `json:"previews"`
			}
			a.get("/admin/api/catalog/products").into(t, &list)
			var express productView
			for _, p := range list.Products {
				if p.Code == "EXPRESS" {
					express = p
				}
			}
			pv := list.Previews[strconv.FormatInt(express.ID, 10)]
			if len(pv.Quotes) != 2 || !pv.Covered || pv.CapError != "" {
				t.Fatalf("EXPRESS preview: %+v", pv)
			}
			today := loans.DateOf(h.clock.Now())
			for _, q := range pv.Quotes {
				// One payment of principal and interest on day 91 against the net proceeds.
				want := dcfText(t, q.NetProceeds, today.String(), map[string]int64{today.Add(91).String(): q.TotalRepay})
				if q.EIR != want || q.EIR != "3.95% per month" || q.EIRMonthlyBP != 395 {
					t.Errorf("quote %+v: want %s", q, want)
				}
			}
			// 6% a month for 91 days with a 25% fee: interest and fees per month of the term
			// are 14.24% of the amount (under 15%), the EIR is 16.18% (over).
			edited := express
			edited.InterestBPMonth, edited.ServiceFeeBP = 600, 2500
			var prev lending.ProductPreview
			env := a.post("/admin/api/catalog/products/preview", edited)
			env.into(t, &prev)
			if env.Code != "0" || len(prev.Quotes) != 2 {
				t.Fatalf("preview: %+v", env)
			}
			q := prev.Quotes[0]
			if flat := float64(q.Interest+q.ServiceFee) * 30 / float64(q.Amount*91) * 100; flat >= 15 {
				t.Fatalf("flat %.2f%%: the case must be under the ceiling on the old measure", flat)
			}
			want := dcfText(t, q.NetProceeds, today.String(), map[string]int64{today.Add(91).String(): q.TotalRepay})
			if q.EIR != want || want != "16.18% per month" || !strings.Contains(prev.CapError, "effective interest rate of 16.18% per month") {
				t.Errorf("preview %+v, want EIR %s and the cap refusal", prev, want)
			}
			env = a.post("/admin/api/catalog/products", edited)
			if env.Code != loans.ErrCapExceeded.Code || !strings.Contains(env.Message, "16.18% per month") || !strings.Contains(env.Message, "15.00% per month") {
				t.Fatalf("save: got %q %q, want %s with the figures", env.Code, env.Message, loans.ErrCapExceeded.Code)
			}
			if got, _ := h.st.Catalog().Product(context.Background(), express.ID); got.ServiceFeeBP != express.ServiceFeeBP {
				t.Fatal("the refused product was saved")
			}
			t.Run("ErrInvalidProduct", func(t *testing.T) {
				bad := express
				bad.TermDays = 30
				if env := a.post("/admin/api/catalog/products/preview", bad); env.Code != loans.ErrInvalidProduct.Code || !strings.Contains(env.Message, "term") {
					t.Fatalf("got %q %q", env.Code, env.Message)
				}
			})
		})
	}
}
