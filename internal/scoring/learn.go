package scoring

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"

	"gonum.org/v1/gonum/mat"
)

// Observation is one matured loan: the inputs of its application and whether it went bad by
// the report's bad definition (e.g. 30+ days past due within its first 90 days).
type Observation struct {
	Inputs Inputs
	Bad    bool
}

// Spec names a characteristic to learn and how to read it.
type Spec struct {
	Name   string `json:"name"`
	Title  string `json:"title"`
	Kind   Kind   `json:"kind"`
	Reason string `json:"reason"`
}

// Options steer the learning. The zero value of a field takes the default in parentheses.
type Options struct {
	Bins         int     // quantile bins of a numeric characteristic (10)
	PDO          float64 // points to double the odds (20)
	Score0       float64 // the score at Odds0 (600)
	Odds0        float64 // good:bad odds at Score0 (50)
	HoldOut      float64 // share of loans kept out of the fit to measure it (0.3)
	Seed         uint64  // the hold-out split's seed: the same loans and seed give the same report
	MinBinShare  float64 // a category rarer than this share joins "other" (0.02)
	Version      int     // the version the proposed card gets
	ApproveAt    int     // the proposed card's cut-offs
	DeclineBelow int
	ReasonsShown int // (4)
}

func (o Options) withDefaults() Options {
	if o.Bins == 0 {
		o.Bins = 10
	}
	if o.PDO == 0 {
		o.PDO = 20
	}
	if o.Score0 == 0 {
		o.Score0 = 600
	}
	if o.Odds0 == 0 {
		o.Odds0 = 50
	}
	if o.HoldOut == 0 {
		o.HoldOut = 0.3
	}
	if o.MinBinShare == 0 {
		o.MinBinShare = 0.02
	}
	if o.ReasonsShown == 0 {
		o.ReasonsShown = 4
	}
	return o
}

// BinStat is one bin of a characteristic on the training loans.
type BinStat struct {
	Label  string  `json:"label"`
	Count  int     `json:"count"`
	Bads   int     `json:"bads"`
	WoE    float64 `json:"woe"` // ln(share of goods / share of bads); above 0 is better than average
	Points int     `json:"points"`
}

// CharReport is what the learning found of one characteristic.
type CharReport struct {
	Name  string    `json:"name"`
	Title string    `json:"title"`
	IV    float64   `json:"iv"`   // information value: how well it separates goods from bads
	Coef  float64   `json:"coef"` // the regression's weight on its WoE (negative: a higher WoE lowers the odds of bad)
	Bins  []BinStat `json:"bins"`
}

// Metrics measure how a scorecard ranks loans: Gini (2·AUC − 1) and the Kolmogorov-Smirnov
// distance between the score distributions of goods and bads.
type Metrics struct {
	N    int     `json:"n"`
	Bads int     `json:"bads"`
	Gini float64 `json:"gini"`
	KS   float64 `json:"ks"`
}

// Band is a score range [From, To) and the loans in it.
type Band struct {
	From    int     `json:"from"`
	To      int     `json:"to"`
	Count   int     `json:"count"`
	Bads    int     `json:"bads"`
	BadRate float64 `json:"badRate"`
}

// Report is the learning's result: each characteristic's bins and strength, the proposed
// scorecard, and its measures on the training and the hold-out loans.
type Report struct {
	Characteristics []CharReport `json:"characteristics"` // strongest (highest IV) first
	Intercept       float64      `json:"intercept"`
	Card            Scorecard    `json:"card"`
	Train           Metrics      `json:"train"`
	HoldOut         Metrics      `json:"holdOut"`
	Bands           []Band       `json:"bands"` // the hold-out loans by score band
	HoldOutIndex    []int        `json:"-"`     // which observations were held out
}

// Learn bins each characteristic on the training loans (weight of evidence), fits a logistic
// regression of bad on the WoE values (iteratively reweighted least squares, gonum), scales it
// to points (Score0 at Odds0, PDO points to double the odds) and measures the card on the loans
// held out.
func Learn(obs []Observation, specs []Spec, opt Options) (Report, error) {
	opt = opt.withDefaults()
	if len(specs) == 0 {
		return Report{}, errors.New("Choose at least one characteristic")
	}
	train, hold := split(len(obs), opt.HoldOut, opt.Seed)
	var bads int
	for _, i := range train {
		if obs[i].Bad {
			bads++
		}
	}
	if len(train) < 100 || bads < 10 || len(train)-bads < 10 {
		return Report{}, fmt.Errorf("The window has %d loans to learn from, %d of them bad: at least 100 loans with 10 goods and 10 bads are needed", len(train), bads)
	}
	chars := make([]Characteristic, len(specs))
	for j, s := range specs {
		chars[j] = binsOf(s, obs, train, opt)
	}
	// Weight of evidence per bin, on the training loans.
	woe := make([][]float64, len(chars))
	stats := make([][]BinStat, len(chars))
	for j, ch := range chars {
		woe[j], stats[j] = weighOf(ch, obs, train)
	}
	x := mat.NewDense(len(train), len(chars)+1, nil)
	y := make([]float64, len(train))
	for r, i := range train {
		x.Set(r, 0, 1)
		for j, ch := range chars {
			b, _ := ch.bin(obs[i].Inputs[ch.Name])
			x.Set(r, j+1, woe[j][b])
		}
		if obs[i].Bad {
			y[r] = 1
		}
	}
	beta, err := logistic(x, y)
	if err != nil {
		return Report{}, err
	}
	factor := opt.PDO / math.Ln2
	offset := opt.Score0 - factor*math.Log(opt.Odds0)
	card := Scorecard{Version: opt.Version, BasePoints: int(math.Round(offset - factor*beta[0])),
		ApproveAt: opt.ApproveAt, DeclineBelow: opt.DeclineBelow, ReasonsShown: opt.ReasonsShown}
	rep := Report{Intercept: beta[0], HoldOutIndex: hold}
	for j, ch := range chars {
		for b := range ch.Bins {
			p := int(math.Round(-factor * beta[j+1] * woe[j][b]))
			ch.Bins[b].Points = p
			stats[j][b].Points = p
		}
		// A missing value the training loans never had scores as the worst bin.
		if k := slices.IndexFunc(ch.Bins, func(b Bin) bool { return b.Missing }); k >= 0 && stats[j][k].Count == 0 {
			worst := math.MaxInt
			for b := range ch.Bins {
				if b != k {
					worst = min(worst, ch.Bins[b].Points)
				}
			}
			ch.Bins[k].Points, stats[j][k].Points = worst, worst
		}
		card.Characteristics = append(card.Characteristics, ch)
		rep.Characteristics = append(rep.Characteristics, CharReport{Name: ch.Name, Title: ch.Title, IV: iv(stats[j]), Coef: beta[j+1], Bins: stats[j]})
	}
	slices.SortStableFunc(rep.Characteristics, func(a, b CharReport) int { return cmpFloat(b.IV, a.IV) })
	rep.Card = card
	if rep.Train, _, err = Measure(card, pick(obs, train), 0); err != nil {
		return Report{}, err
	}
	if rep.HoldOut, rep.Bands, err = Measure(card, pick(obs, hold), 5); err != nil {
		return Report{}, err
	}
	return rep, nil
}

// split deals the indices 0..n-1 into training and hold-out sets, deterministically by seed.
func split(n int, share float64, seed uint64) (train, hold []int) {
	perm := rand.New(rand.NewPCG(seed, 0x5eed)).Perm(n)
	k := int(math.Round(float64(n) * share))
	hold, train = perm[:k], perm[k:]
	slices.Sort(hold)
	slices.Sort(train)
	return train, hold
}

func pick(obs []Observation, idx []int) []Observation {
	out := make([]Observation, len(idx))
	for k, i := range idx {
		out[k] = obs[i]
	}
	return out
}

// binsOf cuts a characteristic into bins on the training loans: quantiles of a number, the
// values of a category (rare ones together as "other"), and a bin for a missing value.
func binsOf(s Spec, obs []Observation, train []int, opt Options) Characteristic {
	ch := Characteristic{Name: s.Name, Title: s.Title, Kind: s.Kind, Reason: s.Reason}
	if s.Kind == Category {
		counts := map[string]int{}
		for _, i := range train {
			if v := obs[i].Inputs[s.Name]; v.Present {
				counts[v.Str]++
			}
		}
		var keys, rare []string
		for k, c := range counts {
			if float64(c) < opt.MinBinShare*float64(len(train)) {
				rare = append(rare, k)
			} else {
				keys = append(keys, k)
			}
		}
		slices.Sort(keys)
		slices.Sort(rare)
		for _, k := range keys {
			ch.Bins = append(ch.Bins, Bin{Label: k, Values: []string{k}})
		}
		if len(rare) > 0 {
			ch.Bins = append(ch.Bins, Bin{Label: "other", Values: rare})
		}
	} else {
		var vals []float64
		for _, i := range train {
			if v := obs[i].Inputs[s.Name]; v.Present && !math.IsNaN(v.Num) {
				vals = append(vals, v.Num)
			}
		}
		slices.Sort(vals)
		// A cut at each quantile; where ties fill a quantile (most borrowers were never late),
		// the cut moves up to the next value so the tie keeps a bin of its own.
		var cuts []float64
		for q := 1; q < opt.Bins && len(vals) > 0; q++ {
			prev := vals[0]
			if len(cuts) > 0 {
				prev = cuts[len(cuts)-1]
			}
			pos := q * len(vals) / opt.Bins
			for pos < len(vals) && vals[pos] <= prev {
				pos++
			}
			if pos < len(vals) {
				cuts = append(cuts, vals[pos])
			}
		}
		for k := 0; k <= len(cuts); k++ {
			b := Bin{}
			if k > 0 {
				b.Min = &cuts[k-1]
			}
			if k < len(cuts) {
				b.Max = &cuts[k]
			}
			b.Label = rangeLabel(b.Min, b.Max)
			ch.Bins = append(ch.Bins, b)
		}
	}
	ch.Bins = append(ch.Bins, Bin{Label: "missing", Missing: true})
	return ch
}

func rangeLabel(lo, hi *float64) string {
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
	switch {
	case lo == nil && hi == nil:
		return "any"
	case lo == nil:
		return "< " + f(*hi)
	case hi == nil:
		return ">= " + f(*lo)
	}
	return f(*lo) + " to < " + f(*hi)
}

// weighOf counts each bin's loans and bads and gives its weight of evidence, with half a loan
// added to each side so an all-good or all-bad bin has a finite weight.
func weighOf(ch Characteristic, obs []Observation, train []int) ([]float64, []BinStat) {
	stats := make([]BinStat, len(ch.Bins))
	for b := range ch.Bins {
		stats[b].Label = ch.Bins[b].Label
	}
	var goods, bads float64
	for _, i := range train {
		b, ok := ch.bin(obs[i].Inputs[ch.Name])
		if !ok {
			continue
		}
		stats[b].Count++
		if obs[i].Bad {
			stats[b].Bads++
			bads++
		} else {
			goods++
		}
	}
	k := float64(len(ch.Bins))
	woe := make([]float64, len(ch.Bins))
	for b, s := range stats {
		g := (float64(s.Count-s.Bads) + 0.5) / (goods + 0.5*k)
		d := (float64(s.Bads) + 0.5) / (bads + 0.5*k)
		woe[b] = math.Log(g / d)
		stats[b].WoE = woe[b]
	}
	return woe, stats
}

// iv is the information value of a characteristic's bins: Σ (good share − bad share) · WoE.
func iv(stats []BinStat) float64 {
	var goods, bads float64
	for _, s := range stats {
		goods += float64(s.Count - s.Bads)
		bads += float64(s.Bads)
	}
	var v float64
	for _, s := range stats {
		if s.Count == 0 {
			continue
		}
		v += ((float64(s.Count-s.Bads))/goods - float64(s.Bads)/bads) * s.WoE
	}
	return v
}

// logistic fits P(bad) = 1 / (1 + exp(−xβ)) by iteratively reweighted least squares: each step
// solves (XᵀWX) δ = Xᵀ(y − p) with gonum; a tiny ridge keeps a collinear design solvable.
func logistic(x *mat.Dense, y []float64) ([]float64, error) {
	n, k := x.Dims()
	beta := mat.NewVecDense(k, nil)
	p := make([]float64, n)
	for iter := 0; iter < 100; iter++ {
		var xb mat.VecDense
		xb.MulVec(x, beta)
		// XᵀWX as Xᵀ(WX): W is diagonal, so WX is X with each row scaled by its weight.
		wx := mat.DenseCopyOf(x)
		resid := mat.NewVecDense(n, nil)
		for i := 0; i < n; i++ {
			p[i] = 1 / (1 + math.Exp(-xb.AtVec(i)))
			w := max(p[i]*(1-p[i]), 1e-10)
			for j := 0; j < k; j++ {
				wx.Set(i, j, wx.At(i, j)*w)
			}
			resid.SetVec(i, y[i]-p[i])
		}
		var h mat.Dense
		h.Mul(x.T(), wx)
		for j := 0; j < k; j++ {
			h.Set(j, j, h.At(j, j)+1e-8)
		}
		var g mat.VecDense
		g.MulVec(x.T(), resid)
		var delta mat.VecDense
		if err := delta.SolveVec(&h, &g); err != nil {
			return nil, fmt.Errorf("The regression could not be fitted: %v", err)
		}
		beta.AddVec(beta, &delta)
		if mat.Norm(&delta, math.Inf(1)) < 1e-9 {
			break
		}
	}
	out := make([]float64, k)
	for j := range out {
		out[j] = beta.AtVec(j)
	}
	return out, nil
}

// Measure scores the loans with a card and measures its ranking; with bands > 0 it also gives
// the loans' bad rates by score band (bands of about equal size, lowest scores first).
func Measure(card Scorecard, obs []Observation, bands int) (Metrics, []Band, error) {
	scores := make([]int, len(obs))
	bad := make([]bool, len(obs))
	for i, o := range obs {
		d, err := card.Score(o.Inputs)
		if err != nil {
			return Metrics{}, nil, err
		}
		scores[i], bad[i] = d.Score, o.Bad
	}
	m := Metrics{N: len(obs)}
	for _, b := range bad {
		if b {
			m.Bads++
		}
	}
	m.Gini, m.KS = rankMeasures(scores, bad)
	if bands <= 0 || len(obs) == 0 {
		return m, nil, nil
	}
	return m, bandsOf(scores, bad, bands), nil
}

// rankMeasures gives the Gini coefficient (2·AUC − 1, AUC being the chance that a random good
// scores above a random bad, ties counting half) and the KS distance.
func rankMeasures(scores []int, bad []bool) (gini, ks float64) {
	idx := make([]int, len(scores))
	for i := range idx {
		idx[i] = i
	}
	slices.SortFunc(idx, func(a, b int) int { return scores[a] - scores[b] })
	var goods, bads float64
	for _, b := range bad {
		if b {
			bads++
		} else {
			goods++
		}
	}
	if goods == 0 || bads == 0 {
		return 0, 0
	}
	// Walk the scores upwards a tie group at a time.
	var badsBelow, goodsBelow, pairs float64
	for s := 0; s < len(idx); {
		e := s
		var gb, bb float64
		for e < len(idx) && scores[idx[e]] == scores[idx[s]] {
			if bad[idx[e]] {
				bb++
			} else {
				gb++
			}
			e++
		}
		pairs += gb * (badsBelow + bb/2) // goods of this score above the bads below it
		badsBelow += bb
		goodsBelow += gb
		ks = max(ks, math.Abs(badsBelow/bads-goodsBelow/goods))
		s = e
	}
	return 2*pairs/(goods*bads) - 1, ks
}

func bandsOf(scores []int, bad []bool, n int) []Band {
	sorted := slices.Clone(scores)
	slices.Sort(sorted)
	var edges []int
	for q := 1; q < n; q++ {
		e := sorted[q*len(sorted)/n]
		if len(edges) == 0 || e > edges[len(edges)-1] {
			edges = append(edges, e)
		}
	}
	out := make([]Band, len(edges)+1)
	for b := range out {
		out[b].From, out[b].To = math.MinInt, math.MaxInt
		if b > 0 {
			out[b].From = edges[b-1]
		}
		if b < len(edges) {
			out[b].To = edges[b]
		}
	}
	for i, s := range scores {
		b, _ := slices.BinarySearch(edges, s+1) // the first edge above s
		out[b].Count++
		if bad[i] {
			out[b].Bads++
		}
	}
	for b := range out {
		if out[b].Count > 0 {
			out[b].BadRate = float64(out[b].Bads) / float64(out[b].Count)
		}
	}
	return out
}

// PSI is the population stability index of the scores of today's applications against the
// development sample's, over the development sample's bands: Σ (a − e) · ln(a / e) of the
// shares in each band (a share of 0 counts as 0.0001). Below 0.1 is stable, above 0.25 has
// drifted.
func PSI(dev []Band, scores []int) float64 {
	var devN int
	for _, b := range dev {
		devN += b.Count
	}
	if devN == 0 || len(scores) == 0 {
		return 0
	}
	counts := make([]int, len(dev))
	for _, s := range scores {
		for k, b := range dev {
			if s >= b.From && s < b.To {
				counts[k]++
				break
			}
		}
	}
	var psi float64
	for k, b := range dev {
		e := max(float64(b.Count)/float64(devN), 1e-4)
		a := max(float64(counts[k])/float64(len(scores)), 1e-4)
		psi += (a - e) * math.Log(a/e)
	}
	return psi
}
