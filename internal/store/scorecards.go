package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/loans"
)

const scorecardCols = `version, card, maker_id, checker_id, request_id, created_at`

func scanScorecard(sc Row) (loans.ScorecardVersion, error) {
	var v loans.ScorecardVersion
	var js string
	if err := sc.Scan(&v.ID, &js, &v.MakerID, &v.CheckerID, &v.RequestID, &v.CreatedAt); err != nil {
		return v, err
	}
	if err := json.Unmarshal([]byte(js), &v.Card); err != nil {
		return v, fmt.Errorf("store: scorecard %d: %w", v.ID, err)
	}
	return v, nil
}

// Scorecard is the version in force: the highest saved (ID 0 when none was ever saved: the
// rules decide alone).
func (s Catalog) Scorecard(ctx context.Context) (loans.ScorecardVersion, error) {
	v, err := scanScorecard(s.QueryRow(ctx, `SELECT `+scorecardCols+` FROM scorecards ORDER BY version DESC LIMIT 1`))
	if errors.Is(err, sql.ErrNoRows) {
		return loans.ScorecardVersion{}, nil
	}
	if err != nil {
		return v, fmt.Errorf("store: unable to read the scorecard: %w", err)
	}
	return v, nil
}

// ScorecardVersionOf reads one saved version (ErrNotFound when there is none): what a past
// decision is reproduced with.
func (s Catalog) ScorecardVersionOf(ctx context.Context, id int64) (loans.ScorecardVersion, error) {
	v, err := scanScorecard(s.QueryRow(ctx, `SELECT `+scorecardCols+` FROM scorecards WHERE version = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return v, ErrNotFound
	}
	if err != nil {
		return v, fmt.Errorf("store: unable to read scorecard %d: %w", id, err)
	}
	return v, nil
}

// SaveScorecard puts a new version in force with its audit row in the unit of work t; it
// refuses (ErrConflict) when the version in force is no longer basedOn.
func (t *Tx) SaveScorecard(ctx context.Context, v loans.ScorecardVersion, basedOn int64, audit admin.Entry) (loans.ScorecardVersion, error) {
	s := t.s
	if err := s.lockKey(ctx, t.q, "scorecard"); err != nil {
		return v, err
	}
	var current int64
	if err := t.q.QueryRowContext(ctx, `SELECT COALESCE(MAX(version), 0) FROM scorecards`).Scan(&current); err != nil {
		return v, fmt.Errorf("store: unable to read scorecards: %w", err)
	}
	if current != basedOn {
		return v, ErrConflict
	}
	v.ID, v.Card.Version = current+1, int(current+1)
	js, err := json.Marshal(v.Card)
	if err != nil {
		return v, err
	}
	v.CreatedAt = s.Now()
	if _, err := t.q.ExecContext(ctx, `INSERT INTO scorecards (version, card, maker_id, checker_id, request_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
		v.ID, string(js), v.MakerID, v.CheckerID, v.RequestID, v.CreatedAt); err != nil {
		return v, fmt.Errorf("store: unable to save the scorecard: %w", err)
	}
	audit.Entity, audit.EntityID, audit.At, audit.After = "scorecard", strconv.FormatInt(v.ID, 10), v.CreatedAt, v
	return v, t.AddAudit(ctx, audit)
}
