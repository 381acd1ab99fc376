package api

import (
	"context"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/scoring"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

func at(v float64) *float64 { return &v }

// affordabilityCard approves a new client whose amount is under half a month's income and
// declines one asking more than a month's income (base 300, approve at 360, decline below 330).
func affordabilityCard() scoring.Scorecard {
	return scoring.Scorecard{BasePoints: 300, ApproveAt: 360, DeclineBelow: 330, ReasonsShown: 2,
		Characteristics: []scoring.Characteristic{
			{Name: "amount_to_income", Title: "Amount / income", Kind: scoring.Numeric, Reason: "affordability", Bins: []scoring.Bin{
				{Label: "< 0.5", Max: at(0.5), Points: 50},
				{Label: "0.5 to < 1", Min: at(0.5), Max: at(1), Points: 30},
				{Label: ">= 1", Min: at(1), Points: 0},
				{Label: "missing", Missing: true, Points: 0},
			}},
			{Name: "age_years", Title: "Age", Kind: scoring.Numeric, Reason: "age", Bins: []scoring.Bin{
				{Label: "< 21", Max: at(21), Points: 5},
				{Label: ">= 21", Min: at(21), Points: 20},
				{Label: "missing", Missing: true, Points: 0},
			}},
		}}
}

// TestScorecardDecidesApplications: with a scorecard in force a new client is approved by
// score (no operator), another declined with the reason of the characteristic that cost the
// most, read by the borrower in English and Filipino; each decision keeps what it read and
// is reproduced from it by the version it names.
func TestScorecardDecidesApplications(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newLoanHarness(t, d)
		ctx := context.Background()
		if err := h.st.InTx(ctx, func(tx *store.Tx) error {
			_, err := tx.SaveScorecard(ctx, loans.ScorecardVersion{Card: affordabilityCard(), MakerID: 1, CheckerID: 2}, 0, admin.Entry{Action: "scorecard.update"})
			return err
		}); err != nil {
			t.Fatal(err)
		}
		// Income 25,000, asking 5,000: 300 + 50 + 20 = 370.
		good := h.borrower("09170000011")
		env, p := h.push(good, h.productID, 500000, 1)
		if env.Code != "00" || p.OrderStatus == 21 || p.OrderStatus == 110 {
			t.Fatalf("a good score was not approved: %s %+v", env.Code, p)
		}
		// Income 4,000, asking 5,000: 300 + 0 + 20 = 320, declined for affordability.
		poor := h.complete(h.login("09170000012"))
		if env := h.call("/gw/v3/certify/save", poor, profileJob("monthlyIncome", "4000")); env.Code != "00" {
			t.Fatalf("income: %+v", env)
		}
		env, p2 := h.push(poor, h.productID, 500000, 1)
		if env.Code != "00" || p2.OrderStatus != 110 {
			t.Fatalf("a poor score was not declined: %s %+v", env.Code, p2)
		}
		for lang, want := range map[string]string{
			"en":  "We could not approve your application: the amount is high for your declared income.",
			"fil": "Hindi namin maaprubahan ang iyong aplikasyon: mataas ang halaga para sa idineklarang kita mo.",
		} {
			q := url.Values{}
			for k, v := range poor {
				q[k] = v
			}
			q.Set("lang", lang)
			rec := h.do("POST", "/gw/v3/loan-details/loan-details", q, url.Values{"orderId": {p2.OrderID}})
			if !strings.Contains(rec.Body.String(), want) {
				t.Fatalf("%s: the borrower does not read %q: %s", lang, want, rec.Body.String())
			}
		}
		for _, o := range []pushResult{p, p2} {
			id, _ := strconv.ParseInt(o.OrderID, 10, 64)
			results, _, err := h.st.Catalog().DecisionRules(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			var line *loans.RuleResult
			for i := range results {
				if results[i].Code == "scorecard" {
					line = &results[i]
				}
			}
			if line == nil || line.Score == nil || line.Score.Version != 1 {
				t.Fatalf("order %s keeps no score: %+v", o.OrderID, results)
			}
			v, err := h.st.Catalog().ScorecardVersionOf(ctx, int64(line.Score.Version))
			if err != nil {
				t.Fatal(err)
			}
			if err := v.Card.Reproduce(*line.Score); err != nil {
				t.Fatalf("order %s: %v", o.OrderID, err)
			}
		}
	})
}
