package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
)

// Four-eyes requests (internal/admin/requests.go): each change of status is one conditional
// update, written with its audit row in one transaction.

const requestCols = `r.id, r.kind, r.entity, r.target, r.payload, r.diff, r.reason, r.target_version, r.maker_id, COALESCE(m.email, ''),
	r.checker_id, COALESCE(c.email, ''), r.status, r.note, r.result, r.created_at, r.expires_at, r.decided_at`

const requestFrom = ` FROM approval_requests r LEFT JOIN operators m ON m.id = r.maker_id LEFT JOIN operators c ON c.id = r.checker_id`

func scanRequest(sc Row) (admin.Request, error) {
	var r admin.Request
	var payload, diff, kind, status string
	err := sc.Scan(&r.ID, &kind, &r.Entity, &r.Target, &payload, &diff, &r.Reason, &r.TargetVersion, &r.MakerID, &r.Maker,
		&r.CheckerID, &r.Checker, &status, &r.Note, &r.Result, &r.CreatedAt, &r.ExpiresAt, &r.DecidedAt)
	r.Kind, r.Status, r.Payload = admin.RequestKind(kind), admin.RequestStatus(status), json.RawMessage(payload)
	r.Diff = []admin.DiffRow{}
	if err == nil && diff != "" {
		if derr := json.Unmarshal([]byte(diff), &r.Diff); derr != nil {
			return r, fmt.Errorf("store: request %d diff: %w", r.ID, derr)
		}
	}
	return r, err
}

// CreateRequest stores a pending request and the maker's audit row in one transaction. A
// pending request of the same kind on the same target is refused (one at a time).
func (s Controls) CreateRequest(ctx context.Context, r admin.Request, audit admin.Entry) (int64, error) {
	var id int64
	err := s.Tx(ctx, func(tx Querier) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM approval_requests WHERE entity = $1 AND target = $2 AND kind = $3 AND status = 'pending' AND expires_at > $4`,
			r.Entity, r.Target, string(r.Kind), r.CreatedAt).Scan(&n); err != nil {
			return fmt.Errorf("store: unable to read requests: %w", err)
		}
		if n > 0 {
			return apperr.New(admin.CodeRequestInvalid, "A request of this kind already waits for a checker on this "+r.Entity+".")
		}
		diff := r.Diff
		if diff == nil {
			diff = []admin.DiffRow{}
		}
		if err := tx.QueryRowContext(ctx, `INSERT INTO approval_requests (kind, entity, target, payload, diff, reason, target_version, maker_id, status, created_at, expires_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10) RETURNING id`,
			string(r.Kind), r.Entity, r.Target, string(r.Payload), jsonOf(diff), r.Reason, r.TargetVersion, r.MakerID, r.CreatedAt, r.ExpiresAt).Scan(&id); err != nil {
			return fmt.Errorf("store: unable to create request: %w", err)
		}
		audit.EntityID = fmt.Sprint(id)
		audit.At = r.CreatedAt
		return insertAudit(ctx, tx, audit)
	})
	return id, err
}

// RequestByID reads one request.
func (s Controls) RequestByID(ctx context.Context, id int64) (admin.Request, error) {
	r, err := scanRequest(s.QueryRow(ctx, `SELECT `+requestCols+requestFrom+` WHERE r.id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return r, apperr.New(apperr.CodeNotFound, "No such request.")
	}
	if err != nil {
		return r, fmt.Errorf("store: unable to read request: %w", err)
	}
	return r, nil
}

// Requests lists requests of a status ("" for all), newest first, at most limit (1-500).
func (s Controls) Requests(ctx context.Context, status admin.RequestStatus, limit int) ([]admin.Request, error) {
	if limit <= 0 || limit > 500 {
		limit = 200
	}
	out := []admin.Request{}
	err := queryEach(ctx, s.DB, `SELECT `+requestCols+requestFrom+` WHERE ($1 = '' OR r.status = $1) ORDER BY r.id DESC LIMIT $2`,
		[]any{string(status), limit}, func(row Row) error {
			r, err := scanRequest(row)
			out = append(out, r)
			return err
		})
	if err != nil {
		return nil, fmt.Errorf("store: unable to list requests: %w", err)
	}
	return out, nil
}

// PendingRequests counts the requests waiting for a checker that have not expired at now.
func (s Controls) PendingRequests(ctx context.Context, now int64) (int64, error) {
	var n int64
	if err := s.QueryRow(ctx, `SELECT COUNT(*) FROM approval_requests WHERE status = 'pending' AND expires_at > $1`, now).Scan(&n); err != nil {
		return 0, fmt.Errorf("store: unable to count requests: %w", err)
	}
	return n, nil
}

// DecideRequest moves a pending, unexpired request to status (approved or rejected) for
// checkerID, who is not its maker, with the checker's audit row, in one conditional update:
// false when another checker got there first (or the request expired meanwhile).
func (s Controls) DecideRequest(ctx context.Context, id, checkerID int64, status admin.RequestStatus, note string, now int64, audit admin.Entry) (bool, error) {
	won := false
	err := s.Tx(ctx, func(tx Querier) error {
		res, err := tx.ExecContext(ctx, `UPDATE approval_requests SET status = $1, checker_id = $2, note = $3, decided_at = $4
			WHERE id = $5 AND status = 'pending' AND maker_id <> $2 AND expires_at > $4`, string(status), checkerID, note, now, id)
		if err != nil {
			return fmt.Errorf("store: unable to decide request: %w", err)
		}
		n, err := res.RowsAffected()
		if err != nil || n != 1 {
			return err
		}
		won = true
		audit.At = now
		return insertAudit(ctx, tx, audit)
	})
	return won && err == nil, err
}

// ErrRequestNotApproved is a request finished that is not (or no longer) approved and
// unfinished: its action's transaction must not commit.
var ErrRequestNotApproved = errors.New("store: the request is not approved and waiting for its result")

// FinishRequest records, in the unit of work t, what an approved request's action did: result
// (status stays approved) or, status failed, why it was refused. Only an approved request
// without a result is finished, once; anything else is ErrRequestNotApproved.
func (t *Tx) FinishRequest(ctx context.Context, id int64, status admin.RequestStatus, result string) error {
	if err := t.s.fault("request.finish:" + string(status)); err != nil {
		return err
	}
	res, err := t.q.ExecContext(ctx, `UPDATE approval_requests SET status = $1, result = $2 WHERE id = $3 AND status = 'approved' AND result = ''`,
		string(status), result, id)
	if err != nil {
		return fmt.Errorf("store: unable to finish request: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return ErrRequestNotApproved
	}
	return nil
}

// NoteRequestResult replaces, in the unit of work t, the result of an approved request whose
// action finished in two steps (a refund booked, then the provider's answer): status stays
// approved, or failed when the second step was refused.
func (t *Tx) NoteRequestResult(ctx context.Context, id int64, status admin.RequestStatus, result string) error {
	if _, err := t.q.ExecContext(ctx, `UPDATE approval_requests SET status = $1, result = $2 WHERE id = $3 AND status = 'approved'`,
		string(status), result, id); err != nil {
		return fmt.Errorf("store: unable to record the request's result: %w", err)
	}
	return nil
}

// ClaimRequest approves pending request id as checkerID at now in the unit of work t, with
// the approval's audit row: one conditional update (pending, not the maker's, not expired).
// false when another checker decided it first or it expired meanwhile: the caller's
// transaction, which holds the approved action's change, must then roll back.
func (t *Tx) ClaimRequest(ctx context.Context, id, checkerID, now int64, audit admin.Entry) (bool, error) {
	res, err := t.q.ExecContext(ctx, `UPDATE approval_requests SET status = $1, checker_id = $2, decided_at = $3
		WHERE id = $4 AND status = 'pending' AND maker_id <> $2 AND expires_at > $3`, string(admin.RequestApproved), checkerID, now, id)
	if err != nil {
		return false, fmt.Errorf("store: unable to approve request: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return false, err
	}
	audit.At = now
	return true, insertAudit(ctx, t.q, audit)
}

// FailRequest records, in one transaction, that checker checkerID approved pending request id
// at now but its action was refused (result says why), with the request.failed audit row.
// false when another checker decided it first or it expired meanwhile.
func (s Controls) FailRequest(ctx context.Context, id, checkerID, now int64, result string, audit admin.Entry) (bool, error) {
	won := false
	err := s.InTx(ctx, func(tx *Tx) error {
		res, err := tx.q.ExecContext(ctx, `UPDATE approval_requests SET status = $1, checker_id = $2, decided_at = $3, result = $4
			WHERE id = $5 AND status = 'pending' AND maker_id <> $2 AND expires_at > $3`, string(admin.RequestFailed), checkerID, now, result, id)
		if err != nil {
			return fmt.Errorf("store: unable to fail request: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return err
		}
		won = true
		audit.At = now
		return tx.AddAudit(ctx, audit)
	})
	return won && err == nil, err
}

// LoanVersion is what a request on a loan remembers of it: its status and its last money-moving
// ledger row (payment, waiver, refund). Accruals do not change it; anything else that changes
// what a checker approves does.
func (s Controls) LoanVersion(ctx context.Context, orderID int64) (string, error) {
	var status, last, n int64
	err := s.QueryRow(ctx, `SELECT o.status, COALESCE(MAX(l.id), 0), COUNT(l.id) FROM orders o
		LEFT JOIN ledger_entries l ON l.order_id = o.id AND l.kind IN ('payment', 'waiver', 'refund')
		WHERE o.id = $1 GROUP BY o.status`, orderID).Scan(&status, &last, &n)
	if errors.Is(err, sql.ErrNoRows) {
		return "", apperr.New(apperr.CodeNotFound, "No such order.")
	}
	if err != nil {
		return "", fmt.Errorf("store: unable to read loan version: %w", err)
	}
	return fmt.Sprintf("status=%d;last=%d;n=%d", status, last, n), nil
}
