package scoring

import (
	"math"
	"math/rand/v2"
	"testing"
)

// portfolio generates matured loans whose chance of going bad follows a known logit: lateness
// with us weighs most, then income, then youth, then a cash payout; shoe size not at all. It
// also returns each loan's true logit, to measure the best ranking the data allows.
func portfolio(n int, seed uint64) ([]Observation, []float64) {
	r := rand.New(rand.NewPCG(seed, 1))
	obs := make([]Observation, n)
	logits := make([]float64, n)
	for i := range obs {
		age := float64(21 + r.IntN(40))
		income := math.Round(18000 * math.Exp(0.6*r.NormFloat64()))
		late := 0.0
		if r.Float64() < 0.35 {
			late = math.Ceil(r.ExpFloat64() * 8)
		}
		channel := "gcash"
		switch u := r.Float64(); {
		case u < 0.25:
			channel = "bank"
		case u < 0.45:
			channel = "cash"
		}
		in := Inputs{"age_years": Num(age), "income": Num(income), "worst_late_days": Num(late), "channel": Str(channel),
			"shoe_size": Num(float64(36 + r.IntN(10)))}
		if r.Float64() < 0.03 { // some applications never declared an income
			in["income"] = Value{}
		}
		logit := -2.6 + 0.11*late - 1.1*math.Log(income/18000)
		if age < 25 {
			logit += 0.8
		}
		if channel == "cash" {
			logit += 0.45
		}
		if !in["income"].Present {
			logit += 0.5
		}
		logits[i] = logit
		obs[i] = Observation{Inputs: in, Bad: r.Float64() < 1/(1+math.Exp(-logit))}
	}
	return obs, logits
}

var portfolioSpecs = []Spec{
	{Name: "channel", Title: "Payout channel", Kind: Category, Reason: "channel"},
	{Name: "shoe_size", Title: "Shoe size", Kind: Numeric, Reason: "noise"},
	{Name: "age_years", Title: "Age", Kind: Numeric, Reason: "age"},
	{Name: "income", Title: "Monthly income", Kind: Numeric, Reason: "income"},
	{Name: "worst_late_days", Title: "Worst lateness with us", Kind: Numeric, Reason: "history"},
}

func TestLearnRecoversTheGeneratorsOrderAndGini(t *testing.T) {
	obs, logits := portfolio(20000, 7)
	rep, err := Learn(obs, portfolioSpecs, Options{Version: 2, ApproveAt: 600, DeclineBelow: 560, Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	if err := rep.Card.Check(); err != nil {
		t.Fatalf("the proposed card does not check: %v", err)
	}
	var order []string
	for _, c := range rep.Characteristics {
		order = append(order, c.Name)
		t.Logf("%-16s IV %.3f coef %.3f", c.Name, c.IV, c.Coef)
	}
	want := []string{"worst_late_days", "income", "age_years", "channel", "shoe_size"}
	for i := range want {
		if order[i] != want[i] {
			t.Fatalf("strength order %v, the generator's is %v", order, want)
		}
	}
	for _, c := range rep.Characteristics {
		if c.Name == "shoe_size" {
			if c.IV > 0.02 {
				t.Errorf("shoe size, which decides nothing, has IV %.3f", c.IV)
			}
			continue
		}
		if c.Coef >= 0 || c.IV < 0.02 {
			t.Errorf("%s: coef %.3f IV %.3f; a real characteristic has a negative weight on its WoE and an IV above 0.02", c.Name, c.Coef, c.IV)
		}
	}
	// The best a ranking of the hold-out loans can do is their true logit's.
	hold := pick(obs, rep.HoldOutIndex)
	scores := make([]int, len(hold))
	bad := make([]bool, len(hold))
	for k, i := range rep.HoldOutIndex {
		scores[k], bad[k] = int(-logits[i]*1e6), obs[i].Bad
	}
	oracle, _ := rankMeasures(scores, bad)
	t.Logf("hold-out Gini %.3f KS %.3f (oracle Gini %.3f); train Gini %.3f", rep.HoldOut.Gini, rep.HoldOut.KS, oracle, rep.Train.Gini)
	if math.Abs(rep.HoldOut.Gini-oracle) > 0.04 {
		t.Fatalf("hold-out Gini %.3f is more than 0.04 from the generator's %.3f", rep.HoldOut.Gini, oracle)
	}
	if rep.HoldOut.N != len(hold) || rep.HoldOut.N != 6000 {
		t.Fatalf("hold-out of %d loans", rep.HoldOut.N)
	}
	// Bad rates fall as the score rises.
	for b := 1; b < len(rep.Bands); b++ {
		if rep.Bands[b].BadRate >= rep.Bands[b-1].BadRate {
			t.Fatalf("band %d's bad rate %.3f is not below band %d's %.3f", b, rep.Bands[b].BadRate, b-1, rep.Bands[b-1].BadRate)
		}
	}
	// Reproducible: the same loans and seed give the same card.
	again, _ := Learn(obs, portfolioSpecs, Options{Version: 2, ApproveAt: 600, DeclineBelow: 560, Seed: 11})
	if again.Card.BasePoints != rep.Card.BasePoints || again.HoldOut != rep.HoldOut {
		t.Fatal("the same loans and seed gave another card")
	}
}

func TestLearnScalesPointsToDoubleTheOdds(t *testing.T) {
	obs, _ := portfolio(20000, 3)
	rep, err := Learn(obs, portfolioSpecs, Options{PDO: 20, Score0: 600, Odds0: 50, ApproveAt: 600, DeclineBelow: 560, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	// The fitted model's log-odds of good for a loan is (score - offset) / factor: check it
	// against the regression directly on a few loans (rounding costs at most half a point a line).
	factor := 20 / math.Ln2
	offset := 600 - factor*math.Log(50)
	for _, o := range obs[:50] {
		d, err := rep.Card.Score(o.Inputs)
		if err != nil {
			t.Fatal(err)
		}
		logOddsGood := -rep.Intercept
		for _, c := range rep.Characteristics {
			ch := rep.Card.Characteristics[indexOf(rep.Card, c.Name)]
			b, _ := ch.bin(o.Inputs[c.Name])
			logOddsGood -= c.Coef * c.Bins[b].WoE
		}
		want := offset + factor*logOddsGood
		if math.Abs(float64(d.Score)-want) > 3 { // 5 lines and the base, half a point each
			t.Fatalf("score %d, the model's scaled log-odds say %.1f", d.Score, want)
		}
	}
}

func indexOf(c Scorecard, name string) int {
	for i, ch := range c.Characteristics {
		if ch.Name == name {
			return i
		}
	}
	return -1
}

func TestLearnRefusesTooFewLoans(t *testing.T) {
	obs, _ := portfolio(60, 1)
	if _, err := Learn(obs, portfolioSpecs, Options{}); err == nil {
		t.Fatal("learned from 42 loans")
	}
}

func TestRankMeasuresOnAHandExample(t *testing.T) {
	// Goods score 3, 4, 5; bads 1, 4. Pairs good>bad: (3>1),(4>1),(5>1),(5>4) = 4, tie (4,4) = 0.5:
	// AUC 4.5/6 = 0.75, Gini 0.5. KS: after score 1: bads 1/2, goods 0 -> 0.5.
	gini, ks := rankMeasures([]int{3, 4, 5, 1, 4}, []bool{false, false, false, true, true})
	if math.Abs(gini-0.5) > 1e-12 || math.Abs(ks-0.5) > 1e-12 {
		t.Fatalf("gini %.4f ks %.4f, want 0.5 and 0.5", gini, ks)
	}
}

func TestPSI(t *testing.T) {
	dev := []Band{{From: math.MinInt, To: 500, Count: 50}, {From: 500, To: math.MaxInt, Count: 50}}
	if p := PSI(dev, []int{400, 600, 450, 650}); p != 0 {
		t.Fatalf("the same mix drifted: %f", p)
	}
	// 90% low against 50%: (0.9-0.5)ln(1.8) + (0.1-0.5)ln(0.2) = 0.2351 + 0.6438.
	scores := make([]int, 100)
	for i := range scores {
		scores[i] = 400
		if i >= 90 {
			scores[i] = 600
		}
	}
	if p := PSI(dev, scores); math.Abs(p-(0.4*math.Log(1.8)+0.4*math.Log(5))) > 1e-9 {
		t.Fatalf("psi %f", p)
	}
}
