package store

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/pautang/pautang/internal/admin"
)

// The back office's audit log: every operator write leaves one row, in the write's transaction.

func jsonOf(v any) string {
	if v == nil {
		return "null"
	}
	if raw, ok := v.(json.RawMessage); ok && len(raw) > 0 {
		return string(raw)
	}
	b, err := json.Marshal(v)
	if err != nil {
		return "null"
	}
	return string(b)
}

// insertAudit writes one audit row in tx as the next link of the chain. In a PostgreSQL
// transaction of Store.Tx the row waits in the transaction's queue and is chained when the
// transaction's work is done (appendAudit, just before the commit), so the chain head's row
// lock is the last lock the transaction takes and is held only to its commit; elsewhere (a
// SQLite transaction, whose writer is alone anyway) it is chained at once.
func insertAudit(ctx context.Context, tx Querier, e admin.Entry) error {
	if q, ok := tx.(pgTx); ok && q.audit != nil {
		q.audit.entries = append(q.audit.entries, e)
		return nil
	}
	return appendAudit(ctx, tx, []admin.Entry{e})
}

// auditQueue is a PostgreSQL transaction's audit rows waiting to be chained.
type auditQueue struct{ entries []admin.Entry }

// appendAudit chains entries after the head and writes them: one update of the head row
// takes their seqs (and, on PostgreSQL, the row's lock until the commit, which orders
// concurrent writers), then the rows, then the head's new hash. Nothing runs for none.
func appendAudit(ctx context.Context, tx Querier, entries []admin.Entry) error {
	if len(entries) == 0 {
		return nil
	}
	var last int64
	var prev string
	if err := tx.QueryRowContext(ctx, `UPDATE audit_chain_head SET seq = seq + $1 WHERE id = 1 RETURNING seq, hash`, len(entries)).Scan(&last, &prev); err != nil {
		return fmt.Errorf("store: unable to take the audit chain's head: %w", err)
	}
	seq := last - int64(len(entries))
	for _, e := range entries {
		seq++
		l := admin.ChainLink{Seq: seq, OperatorID: e.OperatorID, Action: e.Action, Entity: e.Entity, EntityID: e.EntityID,
			Before: jsonOf(e.Before), After: jsonOf(e.After), IP: e.IP, At: e.At, PrevHash: prev}
		l.Hash = l.ComputeHash()
		if _, err := tx.ExecContext(ctx, `INSERT INTO audit_log (operator_id, action, entity, entity_id, before_json, after_json, ip, at, seq, prev_hash, hash) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
			l.OperatorID, l.Action, l.Entity, l.EntityID, l.Before, l.After, l.IP, l.At, l.Seq, l.PrevHash, l.Hash); err != nil {
			return fmt.Errorf("store: unable to write audit row: %w", err)
		}
		prev = l.Hash
	}
	if _, err := tx.ExecContext(ctx, `UPDATE audit_chain_head SET hash = $1 WHERE id = 1`, prev); err != nil {
		return fmt.Errorf("store: unable to move the audit chain's head: %w", err)
	}
	return nil
}

// auditBacklogBatch is how many rows from before the chain one transaction chains.
const auditBacklogBatch = 1000

// ChainAuditBacklog chains the audit rows that have no place in the chain yet (rows written
// before the chain existed), in id order after the head, a batch per transaction; it returns
// how many it chained. Migrate runs it at every start: with no such rows it is one indexed read.
func (s *Store) ChainAuditBacklog(ctx context.Context) (int, error) {
	total := 0
	for {
		n := 0
		err := s.Tx(ctx, func(tx Querier) error {
			var last int64
			var prev string
			// The head's lock first (an update of nothing), so two instances starting together chain in turn.
			if err := tx.QueryRowContext(ctx, `UPDATE audit_chain_head SET seq = seq WHERE id = 1 RETURNING seq, hash`).Scan(&last, &prev); err != nil {
				return fmt.Errorf("store: unable to take the audit chain's head: %w", err)
			}
			var links []admin.ChainLink
			err := queryEach(ctx, tx, `SELECT id, operator_id, action, entity, entity_id, before_json, after_json, ip, at FROM audit_log WHERE seq IS NULL ORDER BY id LIMIT $1`,
				[]any{auditBacklogBatch}, func(r Row) error {
					var l admin.ChainLink
					if err := r.Scan(&l.ID, &l.OperatorID, &l.Action, &l.Entity, &l.EntityID, &l.Before, &l.After, &l.IP, &l.At); err != nil {
						return err
					}
					links = append(links, l)
					return nil
				})
			if err != nil {
				return fmt.Errorf("store: unable to read unchained audit rows: %w", err)
			}
			for _, l := range links {
				last++
				l.Seq, l.PrevHash = last, prev
				l.Hash = l.ComputeHash()
				if _, err := tx.ExecContext(ctx, `UPDATE audit_log SET seq = $1, prev_hash = $2, hash = $3 WHERE id = $4`, l.Seq, l.PrevHash, l.Hash, l.ID); err != nil {
					return fmt.Errorf("store: unable to chain audit row %d: %w", l.ID, err)
				}
				prev = l.Hash
			}
			n = len(links)
			if n == 0 {
				return nil
			}
			_, err = tx.ExecContext(ctx, `UPDATE audit_chain_head SET seq = $1, hash = $2 WHERE id = 1`, last, prev)
			return err
		})
		if err != nil {
			return total, err
		}
		total += n
		if n < auditBacklogBatch {
			return total, nil
		}
	}
}

// WalkAuditChain reads the whole chain in one snapshot: every chained row in seq order to
// each, every row outside the chain to unchained, then the stored head to head.
func (s *Store) WalkAuditChain(ctx context.Context, each, unchained func(admin.ChainLink), head func(seq int64, hash string)) error {
	const cols = `id, COALESCE(seq, 0), operator_id, action, entity, entity_id, before_json, after_json, ip, at, prev_hash, hash`
	scan := func(f func(admin.ChainLink)) func(Row) error {
		return func(r Row) error {
			var l admin.ChainLink
			if err := r.Scan(&l.ID, &l.Seq, &l.OperatorID, &l.Action, &l.Entity, &l.EntityID, &l.Before, &l.After, &l.IP, &l.At, &l.PrevHash, &l.Hash); err != nil {
				return err
			}
			f(l)
			return nil
		}
	}
	return s.ReadTx(ctx, func(tx Querier) error {
		if err := queryEach(ctx, tx, `SELECT `+cols+` FROM audit_log WHERE seq IS NOT NULL ORDER BY seq`, nil, scan(each)); err != nil {
			return fmt.Errorf("store: unable to read the audit chain: %w", err)
		}
		if err := queryEach(ctx, tx, `SELECT `+cols+` FROM audit_log WHERE seq IS NULL ORDER BY id`, nil, scan(unchained)); err != nil {
			return fmt.Errorf("store: unable to read the audit chain: %w", err)
		}
		var seq int64
		var hash string
		if err := tx.QueryRowContext(ctx, `SELECT seq, hash FROM audit_chain_head WHERE id = 1`).Scan(&seq, &hash); err != nil {
			return fmt.Errorf("store: unable to read the audit chain's head: %w", err)
		}
		head(seq, hash)
		return nil
	})
}

// VerifyAuditChain recomputes the audit chain (admin.ChainCheck): the first break, if any.
func (s *Store) VerifyAuditChain(ctx context.Context) (admin.ChainCheck, error) {
	var c admin.ChainCheck
	err := s.WalkAuditChain(ctx, c.Next, c.Unchained, c.Head)
	return c, err
}

// AddAudit appends one audit row (at defaults to the store clock).
func (s *Store) AddAudit(ctx context.Context, e admin.Entry) error {
	if e.At == 0 {
		e.At = s.Now()
	}
	return s.Tx(ctx, func(tx Querier) error { return insertAudit(ctx, tx, e) })
}

// AddAudit appends one audit row in the unit of work t (at defaults to the store clock): the
// change it records and the row commit together.
func (t *Tx) AddAudit(ctx context.Context, e admin.Entry) error {
	if err := t.s.fault("audit:" + e.Action); err != nil {
		return err
	}
	if e.At == 0 {
		e.At = t.s.Now()
	}
	return insertAudit(ctx, t.q, e)
}

// AuditFilter narrows AuditLog; empty fields match everything.
type AuditFilter struct {
	Entity     string
	EntityID   string
	OperatorID int64
	Limit      int // default 200
}

// AuditLog lists audit rows, newest first, with the operator's e-mail.
func (s *Store) AuditLog(ctx context.Context, f AuditFilter) ([]admin.Entry, error) {
	if f.Limit <= 0 || f.Limit > 1000 {
		f.Limit = 200
	}
	rows, err := s.Query(ctx, `SELECT a.id, a.operator_id, COALESCE(o.email, 'system'), a.action, a.entity, a.entity_id, a.before_json, a.after_json, a.ip, a.at
		FROM audit_log a LEFT JOIN operators o ON o.id = a.operator_id
		WHERE ($1 = '' OR a.entity = $1) AND ($2 = '' OR a.entity_id = $2) AND (CAST($3 AS BIGINT) = 0 OR a.operator_id = CAST($3 AS BIGINT))
		ORDER BY a.id DESC LIMIT $4`, f.Entity, f.EntityID, f.OperatorID, f.Limit)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read audit log: %w", err)
	}
	defer rows.Close()
	out := []admin.Entry{}
	for rows.Next() {
		var e admin.Entry
		var before, after string
		if err := rows.Scan(&e.ID, &e.OperatorID, &e.Operator, &e.Action, &e.Entity, &e.EntityID, &before, &after, &e.IP, &e.At); err != nil {
			return nil, fmt.Errorf("store: unable to read audit row: %w", err)
		}
		e.Before, e.After = json.RawMessage(before), json.RawMessage(after)
		out = append(out, e)
	}
	return out, rows.Err()
}
