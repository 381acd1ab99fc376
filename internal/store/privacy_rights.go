package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/privacy"
)

// Privacy holds the data subject's rights: consents, requests and the breach register.
type Privacy struct{ *Store }

// Privacy returns the data-privacy queries.
func (s *Store) Privacy() Privacy { return Privacy{s} }

// Consent is one consent given (Granted) or withdrawn, as kept: never updated.
type Consent struct {
	ID      int64  `json:"id"`
	UserID  int64  `json:"userId"`
	Kind    string `json:"kind"`
	Version string `json:"version"`
	Granted bool   `json:"granted"`
	Method  string `json:"method"`
	OrderID int64  `json:"orderId"` // the order it was given with (0: none)
	At      int64  `json:"at"`
}

func insertConsent(ctx context.Context, q Querier, c Consent) error {
	if _, err := q.ExecContext(ctx, `INSERT INTO consents (user_id, kind, version, granted, method, order_id, at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
		c.UserID, c.Kind, c.Version, boolInt(c.Granted), c.Method, c.OrderID, c.At); err != nil {
		return fmt.Errorf("store: unable to record the consent: %w", err)
	}
	return nil
}

// consentAudit is the audit row of consents given or withdrawn together.
func consentAudit(userID int64, at int64, cs []Consent) admin.Entry {
	list := make([]map[string]any, len(cs))
	action := "consent.give"
	for i, c := range cs {
		list[i] = map[string]any{"kind": c.Kind, "version": c.Version, "granted": c.Granted, "method": c.Method, "orderId": c.OrderID}
		if !c.Granted {
			action = "consent.withdraw"
		}
	}
	return admin.Entry{Action: action, Entity: "user", EntityID: strconv.FormatInt(userID, 10), At: at, After: map[string]any{"consents": list}}
}

// Consents lists a borrower's consents, newest first.
func (s Privacy) Consents(ctx context.Context, userID int64) ([]Consent, error) {
	out := []Consent{}
	err := queryEach(ctx, s.DB, `SELECT id, user_id, kind, version, granted, method, order_id, at FROM consents WHERE user_id = $1 ORDER BY id DESC`, []any{userID}, func(r Row) error {
		var c Consent
		var g int
		err := r.Scan(&c.ID, &c.UserID, &c.Kind, &c.Version, &g, &c.Method, &c.OrderID, &c.At)
		c.Granted = g == 1
		out = append(out, c)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read consents: %w", err)
	}
	return out, nil
}

// PrivacyRequest is a data subject's request as kept, with the borrower's name and number and
// its owner's name when listed.
type PrivacyRequest struct {
	ID       int64  `json:"id"`
	UserID   int64  `json:"userId"`
	Kind     string `json:"kind"`
	Status   string `json:"status"`
	Field    string `json:"field"`
	Value    string `json:"value"`
	Detail   string `json:"detail"`
	Channel  string `json:"channel"`
	OpenedBy string `json:"openedBy"`
	OpenedAt int64  `json:"openedAt"`
	DueAt    int64  `json:"dueAt"`
	OwnerID  int64  `json:"ownerId"`
	Owner    string `json:"owner"`
	ClosedAt int64  `json:"closedAt"`
	ClosedBy string `json:"closedBy"`
	Outcome  string `json:"outcome"`
	Borrower string `json:"borrower"`
	Phone    string `json:"phone"`
}

const privacyRequestCols = `r.id, r.user_id, r.kind, r.status, r.field, r.value, r.detail, r.channel, r.opened_by, r.opened_at, r.due_at, r.owner_id,
	COALESCE(o.name, ''), r.closed_at, r.closed_by, r.outcome, u.name, u.phone`

const privacyRequestFrom = ` FROM privacy_requests r JOIN users u ON u.id = r.user_id LEFT JOIN operators o ON o.id = r.owner_id`

func scanPrivacyRequest(r Row) (PrivacyRequest, error) {
	var p PrivacyRequest
	err := r.Scan(&p.ID, &p.UserID, &p.Kind, &p.Status, &p.Field, &p.Value, &p.Detail, &p.Channel, &p.OpenedBy, &p.OpenedAt, &p.DueAt, &p.OwnerID,
		&p.Owner, &p.ClosedAt, &p.ClosedBy, &p.Outcome, &p.Borrower, &p.Phone)
	if errors.Is(err, sql.ErrNoRows) {
		return p, ErrNotFound
	}
	if err != nil {
		return p, fmt.Errorf("store: unable to read a privacy request: %w", err)
	}
	return p, nil
}

// ErrPrivacyRequestOpen refuses a second open request of one kind for one borrower.
var ErrPrivacyRequestOpen = errors.New("store: the borrower has an open request of this kind")

// OpenPrivacyRequest keeps a new request (status open, or already done or refused when it was
// answered at once) with its audit row, in one transaction; a borrower has at most one open
// request of a kind (ErrPrivacyRequestOpen).
func (s Privacy) OpenPrivacyRequest(ctx context.Context, p PrivacyRequest, audit admin.Entry) (PrivacyRequest, error) {
	err := s.Tx(ctx, func(tx Querier) error {
		if err := s.lockKey(ctx, tx, fmt.Sprintf("privacy:%d", p.UserID)); err != nil {
			return err
		}
		var exists, open int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM users WHERE id = $1`, p.UserID).Scan(&exists); err != nil {
			return fmt.Errorf("store: unable to read the borrower: %w", err)
		}
		if exists == 0 {
			return ErrNotFound
		}
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM privacy_requests WHERE user_id = $1 AND kind = $2 AND status = 'open'`, p.UserID, p.Kind).Scan(&open); err != nil {
			return fmt.Errorf("store: unable to read open requests: %w", err)
		}
		if open > 0 {
			return ErrPrivacyRequestOpen
		}
		err := tx.QueryRowContext(ctx, `INSERT INTO privacy_requests (user_id, kind, status, field, value, detail, channel, opened_by, opened_at, due_at, owner_id, closed_at, closed_by, outcome)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
			p.UserID, p.Kind, p.Status, p.Field, p.Value, p.Detail, p.Channel, p.OpenedBy, p.OpenedAt, p.DueAt, p.OwnerID, p.ClosedAt, p.ClosedBy, p.Outcome).Scan(&p.ID)
		if err != nil {
			return fmt.Errorf("store: unable to keep the request: %w", err)
		}
		audit.Entity, audit.EntityID = "privacy_request", strconv.FormatInt(p.ID, 10)
		return insertAudit(ctx, tx, audit)
	})
	if err != nil {
		return PrivacyRequest{}, err
	}
	return s.PrivacyRequestByID(ctx, p.ID)
}

// PrivacyRequestByID reads one request.
func (s Privacy) PrivacyRequestByID(ctx context.Context, id int64) (PrivacyRequest, error) {
	return scanPrivacyRequest(s.DB.QueryRowContext(ctx, `SELECT `+privacyRequestCols+privacyRequestFrom+` WHERE r.id = $1`, id))
}

// PrivacyRequestFilter selects requests: a borrower's (UserID), by status and kind; open ones
// by their due time first, the rest newest first.
type PrivacyRequestFilter struct {
	UserID int64
	Status string
	Kind   string
	Limit  int
}

// PrivacyRequests lists the requests f selects.
func (s Privacy) PrivacyRequests(ctx context.Context, f PrivacyRequestFilter) ([]PrivacyRequest, error) {
	var where []string
	var args []any
	add := func(cond string, v any) {
		args = append(args, v)
		where = append(where, strings.ReplaceAll(cond, "?", "$"+strconv.Itoa(len(args))))
	}
	if f.UserID > 0 {
		add("r.user_id = ?", f.UserID)
	}
	if f.Status != "" {
		add("r.status = ?", f.Status)
	}
	if f.Kind != "" {
		add("r.kind = ?", f.Kind)
	}
	q := `SELECT ` + privacyRequestCols + privacyRequestFrom
	if len(where) > 0 {
		q += ` WHERE ` + strings.Join(where, " AND ")
	}
	if f.Limit <= 0 || f.Limit > 500 {
		f.Limit = 500
	}
	q += ` ORDER BY CASE WHEN r.status = 'open' THEN 0 ELSE 1 END, CASE WHEN r.status = 'open' THEN r.due_at ELSE -r.id END LIMIT ` + strconv.Itoa(f.Limit)
	out := []PrivacyRequest{}
	err := queryEach(ctx, s.DB, q, args, func(r Row) error {
		p, err := scanPrivacyRequest(r)
		out = append(out, p)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to list privacy requests: %w", err)
	}
	return out, nil
}

// AssignPrivacyRequest makes operator ownerID the owner of an open request, audited.
// ErrConflict when the request is not open.
func (s Privacy) AssignPrivacyRequest(ctx context.Context, id, ownerID int64, audit admin.Entry) (PrivacyRequest, error) {
	err := s.Tx(ctx, func(tx Querier) error {
		var before int64
		err := tx.QueryRowContext(ctx, `SELECT owner_id FROM privacy_requests WHERE id = $1`, id).Scan(&before)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return fmt.Errorf("store: unable to read the request: %w", err)
		}
		var ok int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM operators WHERE id = $1 AND disabled = 0`, ownerID).Scan(&ok); err != nil {
			return fmt.Errorf("store: unable to read the operator: %w", err)
		}
		if ok == 0 {
			return ErrNotFound
		}
		res, err := tx.ExecContext(ctx, `UPDATE privacy_requests SET owner_id = $1 WHERE id = $2 AND status = 'open'`, ownerID, id)
		if err != nil {
			return fmt.Errorf("store: unable to assign the request: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrConflict
		}
		audit.Entity, audit.EntityID = "privacy_request", strconv.FormatInt(id, 10)
		audit.Before, audit.After = map[string]any{"ownerId": before}, map[string]any{"ownerId": ownerID}
		return insertAudit(ctx, tx, audit)
	})
	if err != nil {
		return PrivacyRequest{}, err
	}
	return s.PrivacyRequestByID(ctx, id)
}

// ClosePrivacyRequest answers an open request (status done or refused, with its outcome),
// audited. ErrConflict when it is not open.
func (s Privacy) ClosePrivacyRequest(ctx context.Context, id int64, status, outcome, by string, at int64, audit admin.Entry) (PrivacyRequest, error) {
	err := s.Tx(ctx, func(tx Querier) error { return closeRequest(ctx, tx, id, status, outcome, by, at, audit) })
	if err != nil {
		return PrivacyRequest{}, err
	}
	return s.PrivacyRequestByID(ctx, id)
}

func closeRequest(ctx context.Context, tx Querier, id int64, status, outcome, by string, at int64, audit admin.Entry) error {
	res, err := tx.ExecContext(ctx, `UPDATE privacy_requests SET status = $1, outcome = $2, closed_by = $3, closed_at = $4 WHERE id = $5 AND status = 'open'`,
		status, outcome, by, at, id)
	if err != nil {
		return fmt.Errorf("store: unable to close the request: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		var found int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM privacy_requests WHERE id = $1`, id).Scan(&found); err == nil && found == 0 {
			return ErrNotFound
		}
		return ErrConflict
	}
	audit.Entity, audit.EntityID, audit.At = "privacy_request", strconv.FormatInt(id, 10), at
	audit.After = map[string]any{"status": status, "outcome": outcome}
	return insertAudit(ctx, tx, audit)
}

// ApplyCorrection applies an open correction request of the borrower's legal name or birth
// date (privacy.FieldName, privacy.FieldBirthDate) and closes it done, in one transaction:
// the profile answer changes through the identity lock (after an approved identity check the
// change opens a new check, kept in identity_changes with source privacy/correction), the
// borrower's name or birth date with it, audited. ErrConflict when the request is not open.
func (s Privacy) ApplyCorrection(ctx context.Context, p PrivacyRequest, outcome, by string, at int64, audit admin.Entry) (PrivacyRequest, error) {
	err := s.Tx(ctx, func(tx Querier) error {
		var status string
		if err := tx.QueryRowContext(ctx, `SELECT status FROM privacy_requests WHERE id = $1`, p.ID).Scan(&status); err != nil {
			return ErrNotFound
		}
		if status != privacy.StatusOpen {
			return ErrConflict
		}
		if err := s.Users().reopenIdentity(ctx, tx, p.UserID, map[string]string{p.Field: p.Value}, "privacy/correction", at); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO profile_fields (user_id, grp, code, value, updated_at) VALUES ($1, 'personal', $2, $3, $4)
			ON CONFLICT (user_id, code) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`, p.UserID, p.Field, p.Value, at); err != nil {
			return fmt.Errorf("store: unable to correct the profile: %w", err)
		}
		q := `UPDATE users SET name = $1 WHERE id = $2`
		if p.Field == privacy.FieldBirthDate {
			q = `UPDATE users SET birth_date = $1 WHERE id = $2 AND birth_date <> ''`
		}
		if _, err := tx.ExecContext(ctx, q, p.Value, p.UserID); err != nil {
			return fmt.Errorf("store: unable to correct the borrower: %w", err)
		}
		return closeRequest(ctx, tx, p.ID, privacy.StatusDone, outcome, by, at, audit)
	})
	if err != nil {
		return PrivacyRequest{}, err
	}
	return s.PrivacyRequestByID(ctx, p.ID)
}

// Breach is a personal data breach as kept in the register.
type Breach struct {
	ID                 int64  `json:"id"`
	Title              string `json:"title"`
	Description        string `json:"description"`
	OccurredAt         int64  `json:"occurredAt"`
	DiscoveredAt       int64  `json:"discoveredAt"`
	DataAffected       string `json:"dataAffected"`
	SubjectsAffected   int    `json:"subjectsAffected"`
	NPCDueAt           int64  `json:"npcDueAt"`
	SubjectsDueAt      int64  `json:"subjectsDueAt"`
	NPCNotifiedAt      int64  `json:"npcNotifiedAt"`
	SubjectsNotifiedAt int64  `json:"subjectsNotifiedAt"`
	RecordedBy         string `json:"recordedBy"`
	RecordedAt         int64  `json:"recordedAt"`
}

const breachCols = `id, title, description, occurred_at, discovered_at, data_affected, subjects_affected, npc_due_at, subjects_due_at,
	npc_notified_at, subjects_notified_at, recorded_by, recorded_at`

func scanBreach(r Row) (Breach, error) {
	var b Breach
	err := r.Scan(&b.ID, &b.Title, &b.Description, &b.OccurredAt, &b.DiscoveredAt, &b.DataAffected, &b.SubjectsAffected, &b.NPCDueAt, &b.SubjectsDueAt,
		&b.NPCNotifiedAt, &b.SubjectsNotifiedAt, &b.RecordedBy, &b.RecordedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return b, ErrNotFound
	}
	if err != nil {
		return b, fmt.Errorf("store: unable to read a breach: %w", err)
	}
	return b, nil
}

// AddBreach keeps a breach in the register with its audit row.
func (s Privacy) AddBreach(ctx context.Context, b Breach, audit admin.Entry) (Breach, error) {
	err := s.Tx(ctx, func(tx Querier) error {
		err := tx.QueryRowContext(ctx, `INSERT INTO privacy_breaches (title, description, occurred_at, discovered_at, data_affected, subjects_affected,
			npc_due_at, subjects_due_at, recorded_by, recorded_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
			b.Title, b.Description, b.OccurredAt, b.DiscoveredAt, b.DataAffected, b.SubjectsAffected, b.NPCDueAt, b.SubjectsDueAt, b.RecordedBy, b.RecordedAt).Scan(&b.ID)
		if err != nil {
			return fmt.Errorf("store: unable to keep the breach: %w", err)
		}
		audit.Entity, audit.EntityID, audit.After = "privacy_breach", strconv.FormatInt(b.ID, 10), b
		return insertAudit(ctx, tx, audit)
	})
	return b, err
}

// Breaches lists the register, newest discovery first.
func (s Privacy) Breaches(ctx context.Context) ([]Breach, error) {
	out := []Breach{}
	err := queryEach(ctx, s.DB, `SELECT `+breachCols+` FROM privacy_breaches ORDER BY discovered_at DESC, id DESC`, nil, func(r Row) error {
		b, err := scanBreach(r)
		out = append(out, b)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to list breaches: %w", err)
	}
	return out, nil
}

// BreachNotified records that the NPC (whom "npc") or the data subjects ("subjects") were
// notified of breach id at at, once, audited. ErrConflict when it was recorded already.
func (s Privacy) BreachNotified(ctx context.Context, id int64, whom string, at int64, audit admin.Entry) (Breach, error) {
	col := "npc_notified_at"
	if whom == "subjects" {
		col = "subjects_notified_at"
	}
	var b Breach
	err := s.Tx(ctx, func(tx Querier) error {
		res, err := tx.ExecContext(ctx, `UPDATE privacy_breaches SET `+col+` = $1 WHERE id = $2 AND `+col+` = 0`, at, id)
		if err != nil {
			return fmt.Errorf("store: unable to record the notification: %w", err)
		}
		n, _ := res.RowsAffected()
		b, err = scanBreach(tx.QueryRowContext(ctx, `SELECT `+breachCols+` FROM privacy_breaches WHERE id = $1`, id))
		if err != nil {
			return err
		}
		if n == 0 {
			return ErrConflict
		}
		audit.Entity, audit.EntityID, audit.At = "privacy_breach", strconv.FormatInt(id, 10), at
		audit.After = map[string]any{"notified": whom, "at": at}
		return insertAudit(ctx, tx, audit)
	})
	return b, err
}
