// Package scoring is the credit decision's arithmetic, pure functions of their inputs: a
// scorecard as data (characteristics, bins and points) and its decision with reason codes;
// learning a scorecard from the lender's own loans (weight of evidence, information value, a
// logistic regression scaled to points) with the measures a risk officer compares scorecards
// by (Gini, KS, bad rates by score band, population stability); and the limit ladder.
package scoring

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
)

// Kind says how a characteristic's value is binned.
type Kind string

const (
	Numeric  Kind = "numeric"  // bins are ranges [Min, Max)
	Category Kind = "category" // bins are lists of values
)

// Bin is one range or set of values of a characteristic and the points it scores. A numeric
// bin holds Min <= v < Max (an absent bound is open); a category bin holds the listed values; the
// Missing bin holds an application without the value.
type Bin struct {
	Label   string   `json:"label"`
	Min     *float64 `json:"min,omitempty"`
	Max     *float64 `json:"max,omitempty"`
	Values  []string `json:"values,omitempty"`
	Missing bool     `json:"missing,omitempty"`
	Points  int      `json:"points"`
}

// Characteristic is one line of a scorecard: a named input, its bins, and the reason code a
// decline gives when this line costs points.
type Characteristic struct {
	Name   string `json:"name"`   // the input's key
	Title  string `json:"title"`  // the risk officer's name of it
	Kind   Kind   `json:"kind"`   // numeric or category
	Reason string `json:"reason"` // reason code (a key of the reason catalogue)
	Bins   []Bin  `json:"bins"`
}

// Scorecard is a version of the scorecard: base points plus each characteristic's points, and
// the cut-offs that turn the score into an outcome.
type Scorecard struct {
	Version         int              `json:"version"`
	BasePoints      int              `json:"basePoints"`
	Characteristics []Characteristic `json:"characteristics"`
	ApproveAt       int              `json:"approveAt"`    // a score at or above approves
	DeclineBelow    int              `json:"declineBelow"` // a score below declines; between the two refers
	ReasonsShown    int              `json:"reasonsShown"` // reason codes a decline names (1-4)
}

// Outcome is what the score decides.
type Outcome string

const (
	Approve Outcome = "approve"
	Refer   Outcome = "refer"
	Decline Outcome = "decline"
)

// Value is one input of an application: a number or a category, or absent.
type Value struct {
	Num     float64 `json:"num,omitempty"`
	Str     string  `json:"str,omitempty"`
	Present bool    `json:"present"`
}

// Num is a present numeric value; Str a present category.
func Num(v float64) Value { return Value{Num: v, Present: true} }
func Str(v string) Value  { return Value{Str: v, Present: true} }
func (v Value) String() string {
	switch {
	case !v.Present:
		return "(none)"
	case v.Str != "":
		return v.Str
	default:
		return strconv.FormatFloat(v.Num, 'f', -1, 64)
	}
}

// Inputs are an application's characteristics by name.
type Inputs map[string]Value

// ScoredLine is one characteristic as it scored: what is stored with the decision, so the decision
// can be reproduced and explained.
type ScoredLine struct {
	Characteristic string `json:"characteristic"`
	Value          Value  `json:"value"`
	Bin            int    `json:"bin"` // index into the characteristic's bins
	BinLabel       string `json:"binLabel"`
	Points         int    `json:"points"`
	MaxPoints      int    `json:"maxPoints"` // the best bin's points: what the line could have scored
	Reason         string `json:"reason"`
}

// Decision is a scorecard's verdict on one application.
type Decision struct {
	Version int          `json:"version"`
	Score   int          `json:"score"`
	Outcome Outcome      `json:"outcome"`
	Lines   []ScoredLine `json:"lines"`
	Reasons []string     `json:"reasons,omitempty"` // reason codes, the costliest first (declines and referrals)
}

// Check refuses a scorecard that cannot score every application: a characteristic without
// bins, bins that overlap or leave a gap, cut-offs out of order; the message is for the risk
// officer.
func (c Scorecard) Check() error {
	if len(c.Characteristics) == 0 {
		return errors.New("A scorecard needs at least one characteristic")
	}
	if c.DeclineBelow > c.ApproveAt {
		return fmt.Errorf("The decline cut-off (%d) must not be above the approval cut-off (%d)", c.DeclineBelow, c.ApproveAt)
	}
	if c.ReasonsShown < 1 || c.ReasonsShown > 4 {
		return errors.New("A decline names between 1 and 4 reasons")
	}
	seen := map[string]bool{}
	for _, ch := range c.Characteristics {
		if ch.Name == "" || seen[ch.Name] {
			return fmt.Errorf("Characteristic %q is unnamed or listed twice", ch.Name)
		}
		seen[ch.Name] = true
		if ch.Reason == "" {
			return fmt.Errorf("Characteristic %s has no reason code", ch.Name)
		}
		if err := ch.check(); err != nil {
			return err
		}
	}
	return nil
}

func (ch Characteristic) check() error {
	if len(ch.Bins) == 0 {
		return fmt.Errorf("Characteristic %s has no bins", ch.Name)
	}
	missing := 0
	var ranges []Bin
	values := map[string]bool{}
	for _, b := range ch.Bins {
		switch {
		case b.Missing:
			missing++
		case ch.Kind == Numeric:
			if b.Min != nil && b.Max != nil && *b.Min >= *b.Max {
				return fmt.Errorf("Characteristic %s: bin %q is empty", ch.Name, b.Label)
			}
			ranges = append(ranges, b)
		case ch.Kind == Category:
			if len(b.Values) == 0 {
				return fmt.Errorf("Characteristic %s: bin %q lists no values", ch.Name, b.Label)
			}
			for _, v := range b.Values {
				if values[v] {
					return fmt.Errorf("Characteristic %s: value %q is in two bins", ch.Name, v)
				}
				values[v] = true
			}
		default:
			return fmt.Errorf("Characteristic %s has an unknown kind %q", ch.Name, ch.Kind)
		}
	}
	if missing > 1 {
		return fmt.Errorf("Characteristic %s has more than one bin for a missing value", ch.Name)
	}
	if ch.Kind != Numeric {
		return nil
	}
	// The ranges, in order, must run from -inf to +inf without a gap or an overlap.
	slices.SortFunc(ranges, func(a, b Bin) int { return cmpLow(a.Min, b.Min) })
	if len(ranges) == 0 || ranges[0].Min != nil || ranges[len(ranges)-1].Max != nil {
		return fmt.Errorf("Characteristic %s: the ranges must start and end open", ch.Name)
	}
	for i := 1; i < len(ranges); i++ {
		prev, cur := ranges[i-1], ranges[i]
		if prev.Max == nil || cur.Min == nil || *prev.Max != *cur.Min {
			return fmt.Errorf("Characteristic %s: bins %q and %q leave a gap or overlap", ch.Name, prev.Label, cur.Label)
		}
	}
	return nil
}

func cmpLow(a, b *float64) int {
	switch {
	case a == nil && b == nil:
		return 0
	case a == nil:
		return -1
	case b == nil:
		return 1
	}
	return cmpFloat(*a, *b)
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// bin finds the bin of v; ok is false when none holds it (a category the card never saw, a
// missing value without a missing bin).
func (ch Characteristic) bin(v Value) (int, bool) {
	for i, b := range ch.Bins {
		switch {
		case !v.Present:
			if b.Missing {
				return i, true
			}
		case b.Missing:
		case ch.Kind == Numeric:
			if (b.Min == nil || v.Num >= *b.Min) && (b.Max == nil || v.Num < *b.Max) && !math.IsNaN(v.Num) {
				return i, true
			}
		default:
			if slices.Contains(b.Values, v.Str) {
				return i, true
			}
		}
	}
	return 0, false
}

func (ch Characteristic) maxPoints() int {
	m := math.MinInt
	for _, b := range ch.Bins {
		m = max(m, b.Points)
	}
	return m
}

// Score applies the scorecard to an application. An input that falls in no bin is an error
// naming the characteristic (the application is then referred by the caller, never guessed).
func (c Scorecard) Score(in Inputs) (Decision, error) {
	d := Decision{Version: c.Version, Score: c.BasePoints}
	for _, ch := range c.Characteristics {
		v := in[ch.Name]
		i, ok := ch.bin(v)
		if !ok {
			return Decision{}, fmt.Errorf("scoring: %s = %s falls in no bin of scorecard %d", ch.Name, v, c.Version)
		}
		b := ch.Bins[i]
		d.Lines = append(d.Lines, ScoredLine{Characteristic: ch.Name, Value: v, Bin: i, BinLabel: b.Label,
			Points: b.Points, MaxPoints: ch.maxPoints(), Reason: ch.Reason})
		d.Score += b.Points
	}
	switch {
	case d.Score >= c.ApproveAt:
		d.Outcome = Approve
	case d.Score < c.DeclineBelow:
		d.Outcome = Decline
	default:
		d.Outcome = Refer
	}
	if d.Outcome != Approve {
		d.Reasons = c.reasons(d.Lines)
	}
	return d, nil
}

// reasons are the reason codes of the lines that lost the most points against their best bin,
// costliest first (ties in the card's order), each code once, at most ReasonsShown.
func (c Scorecard) reasons(lines []ScoredLine) []string {
	order := make([]int, len(lines))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		return (lines[b].MaxPoints - lines[b].Points) - (lines[a].MaxPoints - lines[a].Points)
	})
	var out []string
	for _, i := range order {
		l := lines[i]
		if l.MaxPoints-l.Points <= 0 || slices.Contains(out, l.Reason) {
			continue
		}
		if out = append(out, l.Reason); len(out) == c.ReasonsShown {
			break
		}
	}
	return out
}

// Reproduce scores again the values a decision stored and reports whether the card gives the
// same decision: what an auditor runs on a past decision.
func (c Scorecard) Reproduce(d Decision) error {
	if c.Version != d.Version {
		return fmt.Errorf("scoring: the decision was made by version %d, not %d", d.Version, c.Version)
	}
	in := Inputs{}
	for _, l := range d.Lines {
		in[l.Characteristic] = l.Value
	}
	again, err := c.Score(in)
	if err != nil {
		return err
	}
	if again.Score != d.Score || again.Outcome != d.Outcome || !slices.Equal(again.Reasons, d.Reasons) {
		return fmt.Errorf("scoring: version %d now gives %d (%s), the decision says %d (%s)", c.Version, again.Score, again.Outcome, d.Score, d.Outcome)
	}
	return nil
}
