package store

import (
	"context"
	"fmt"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/gl"
	"github.com/pautang/pautang/internal/journal"
)

// readChart reads the chart_accounts table over journal.DefaultChart (journal.Overlay).
func readChart(ctx context.Context, q Querier) (journal.Chart, error) {
	stored := journal.Chart{}
	err := queryEach(ctx, q, `SELECT role, code, name FROM chart_accounts`, nil, func(r Row) error {
		var role string
		var a journal.Account
		if err := r.Scan(&role, &a.Code, &a.Name); err != nil {
			return err
		}
		stored[journal.Role(role)] = a
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read the chart of accounts: %w", err)
	}
	return journal.Overlay(stored), nil
}

// Chart is the chart of accounts the journal posts to.
func (s Reports) Chart(ctx context.Context) (journal.Chart, error) {
	return readChart(ctx, s.DB)
}

// SaveChart replaces the chart of accounts with c (validated by journal.ChartOf; each role's
// account keeps its type and normal side, gl.RoleClass, and takes no general ledger
// account's code: admin_chart_invalid) and writes
// its audit row (before and after) in one transaction. It refuses (ErrConflict) when the
// chart is no longer at version basedOn, so two approved changes never overwrite each other
// unseen.
func (s Reports) SaveChart(ctx context.Context, c journal.Chart, basedOn string, by int64, audit admin.Entry) error {
	return s.InTx(ctx, func(t *Tx) error { return t.SaveChart(ctx, c, basedOn, by, audit) })
}

// SaveChart is Store.SaveChart inside the unit of work t.
func (t *Tx) SaveChart(ctx context.Context, c journal.Chart, basedOn string, by int64, audit admin.Entry) error {
	s := t.s
	return func(tx Querier) error {
		if err := s.lockKey(ctx, tx, "chart_accounts"); err != nil {
			return err
		}
		before, err := readChart(ctx, tx)
		if err != nil {
			return err
		}
		if before.Version() != basedOn {
			return ErrConflict
		}
		if err := generalCodesTaken(ctx, tx, c); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM chart_accounts`); err != nil {
			return fmt.Errorf("store: unable to replace the chart of accounts: %w", err)
		}
		now := s.Now()
		for _, l := range c.Lines() {
			class := gl.RoleClass(l.Role)
			if _, err := tx.ExecContext(ctx, `INSERT INTO chart_accounts (role, code, name, type, normal_side, updated_at, updated_by) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
				string(l.Role), l.Code, l.Name, string(class.Type), string(class.Side), now, by); err != nil {
				return fmt.Errorf("store: unable to save the chart of accounts: %w", err)
			}
		}
		audit.Entity, audit.EntityID, audit.At = "chart", c.Version(), now
		b, a := changedLines(before, c)
		after, _ := audit.After.(map[string]any)
		if after == nil {
			after = map[string]any{}
		}
		after["accounts"] = a
		audit.Before, audit.After = map[string]any{"accounts": b, "version": basedOn}, after
		return t.AddAudit(ctx, audit)
	}(t.q)
}

// changedLines are the accounts of the roles a chart change touched, before and after.
func changedLines(before, after journal.Chart) (map[journal.Role]journal.Account, map[journal.Role]journal.Account) {
	b, a := map[journal.Role]journal.Account{}, map[journal.Role]journal.Account{}
	for _, r := range journal.Roles() {
		if before[r] != after[r] {
			b[r], a[r] = before[r], after[r]
		}
	}
	return b, a
}
