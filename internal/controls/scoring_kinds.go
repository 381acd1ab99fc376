package controls

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/scoring"
	"github.com/pautang/pautang/internal/store"
)

// ScorecardBody is a proposed scorecard with the maker's reason.
type ScorecardBody struct {
	Card   scoring.Scorecard `json:"card"`
	Reason string            `json:"reason"`
}

// ScorecardTarget is the four-eyes target of a scorecard change: one scorecard is in force.
const ScorecardTarget = "scorecard"

func scorecardVersion(ctx context.Context, s *Service, target string) (string, error) {
	if target != ScorecardTarget {
		return "", apperr.Invalid("Bad scorecard target %q.", target)
	}
	v, err := s.Store.Catalog().Scorecard(ctx)
	if err != nil {
		return "", err
	}
	return strconv.FormatInt(v.ID, 10), nil
}

func proposeScorecard(ctx context.Context, s *Service, _ Actor, _ string, in ScorecardBody) (proposal, error) {
	if err := loans.CheckScorecard(in.Card); err != nil {
		return proposal{}, apperr.Invalid("%s.", strings.TrimSuffix(err.Error(), "."))
	}
	cur, err := s.Store.Catalog().Scorecard(ctx)
	if err != nil {
		return proposal{}, err
	}
	var before *scoring.Scorecard
	if cur.ID > 0 {
		before = &cur.Card
	}
	return proposal{Target: ScorecardTarget, Payload: in.Card, Reason: in.Reason, Diff: ScorecardDiff(before, in.Card)}, nil
}

// applyScorecard puts the card in force as the checker, only over the version the maker saw,
// with its audit row and the request's result in one transaction.
func applyScorecard(ctx context.Context, s *Service, ap *approval, card scoring.Scorecard) (loans.ScorecardVersion, error) {
	if err := loans.CheckScorecard(card); err != nil {
		return loans.ScorecardVersion{}, apperr.Invalid("%s.", strings.TrimSuffix(err.Error(), "."))
	}
	basedOn, err := strconv.ParseInt(ap.req.TargetVersion, 10, 64)
	if err != nil {
		return loans.ScorecardVersion{}, apperr.Invalid("Bad scorecard version %q.", ap.req.TargetVersion)
	}
	var v loans.ScorecardVersion
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		var err error
		v, err = tx.SaveScorecard(ctx, loans.ScorecardVersion{Card: card, MakerID: ap.req.MakerID, CheckerID: ap.actor.ID, RequestID: ap.req.ID}, basedOn,
			ap.actor.Entry("scorecard.update", "", "", map[string]any{"version": basedOn}, nil))
		if err != nil {
			return err
		}
		return ap.commit(ctx, tx, nil, v)
	})
	return v, err
}

// ScorecardDiff words a scorecard change for the checker: the cut-offs and base points, then
// each characteristic's bins and points (a characteristic added or dropped shows "—" on the
// other side).
func ScorecardDiff(before *scoring.Scorecard, after scoring.Scorecard) []admin.DiffRow {
	out := []admin.DiffRow{}
	field := func(name string, b func(c scoring.Scorecard) string) {
		bv := "—"
		if before != nil {
			bv = b(*before)
		}
		if av := b(after); av != bv {
			out = append(out, row(name, bv, av))
		}
	}
	field("Base points", func(c scoring.Scorecard) string { return strconv.Itoa(c.BasePoints) })
	field("Approve at", func(c scoring.Scorecard) string { return strconv.Itoa(c.ApproveAt) })
	field("Decline below", func(c scoring.Scorecard) string { return strconv.Itoa(c.DeclineBelow) })
	field("Reasons shown", func(c scoring.Scorecard) string { return strconv.Itoa(c.ReasonsShown) })
	bins := func(c *scoring.Scorecard, name string) string {
		if c == nil {
			return "—"
		}
		for _, ch := range c.Characteristics {
			if ch.Name == name {
				parts := make([]string, len(ch.Bins))
				for i, b := range ch.Bins {
					parts[i] = fmt.Sprintf("%s: %+d", b.Label, b.Points)
				}
				return fmt.Sprintf("%s (reason %s) — %s", ch.Title, ch.Reason, strings.Join(parts, "; "))
			}
		}
		return "—"
	}
	var names []string
	if before != nil {
		for _, ch := range before.Characteristics {
			names = append(names, ch.Name)
		}
	}
	for _, ch := range after.Characteristics {
		if !slices.Contains(names, ch.Name) {
			names = append(names, ch.Name)
		}
	}
	for _, n := range names {
		if b, a := bins(before, n), bins(&after, n); b != a {
			out = append(out, row("Characteristic "+n, b, a))
		}
	}
	return out
}
