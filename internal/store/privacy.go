package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/privacy"
)

// PersonalData is every row of the database that names one borrower, by table: the tables with
// a user_id column (their rows), with an order_id column (the rows of the borrower's orders)
// or with a phone column (the rows of the borrower's phone number). The tables are found by
// reading the schema, so a table added later is in the export without a change here.
// Columns holding a secret's hash or a sealed value are listed with the value withheld.
type PersonalData map[string][]map[string]any

// withheld names a column whose value never leaves the database in an export: hashes of
// secrets, sealed values and the one-time codes sent by SMS.
func withheld(table, col string) bool {
	return strings.HasSuffix(col, "_hash") || strings.HasSuffix(col, "_cipher") || strings.HasSuffix(col, "_sealed") ||
		strings.Contains(col, "password") || strings.Contains(col, "secret") || (table == "sms_outbox" && col == "code")
}

// WithheldFromSubject names a table whose rows an export of the borrower leaves out although
// they name the borrower: the anti-money-laundering records (screening hits, the risk rating,
// suspicious and covered transaction reports). The AMLA (RA 9160 as amended, Sec. 9(c)) forbids
// telling a customer that a report was made or is being considered; the Data Privacy Act's
// right of access yields to it (RA 10173 Sec. 4(e), information needed by a public authority's
// function). The records stay for the compliance officer and the regulators.
func WithheldFromSubject(table string) bool {
	return strings.HasPrefix(table, "aml_") || table == "str_cases" || table == "covered_transactions"
}

// columnsByTable reads the schema: each table's columns in order (River's and the migration
// runner's own tables left out).
func (s *Store) columnsByTable(ctx context.Context) (map[string][]string, error) {
	q := `SELECT m.name, p.name FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' ORDER BY m.name, p.cid`
	if s.Dialect == Postgres {
		q = `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`
	}
	out := map[string][]string{}
	err := queryEach(ctx, s.DB, q, nil, func(r Row) error {
		var t, c string
		if err := r.Scan(&t, &c); err != nil {
			return err
		}
		if strings.HasPrefix(t, "river_") || t == "schema_migrations" || strings.HasPrefix(t, "sqlite_") {
			return nil
		}
		out[t] = append(out[t], c)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read the schema: %w", err)
	}
	return out, nil
}

// PersonalTables are the tables an export of a borrower reads, with the column that names
// them (users: id; else user_id, order_id or phone, in that order of preference); the
// anti-money-laundering records are left out (WithheldFromSubject).
func (s Users) PersonalTables(ctx context.Context) (map[string]string, error) {
	cols, err := s.columnsByTable(ctx)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for t, cs := range cols {
		switch {
		case WithheldFromSubject(t):
		case t == "users":
			out[t] = "id"
		case slices.Contains(cs, "user_id"):
			out[t] = "user_id"
		case slices.Contains(cs, "order_id"):
			out[t] = "order_id"
		case slices.Contains(cs, "phone"):
			out[t] = "phone"
		}
	}
	return out, nil
}

// PersonalDataOf reads every row that names borrower userID (PersonalData).
func (s Users) PersonalDataOf(ctx context.Context, userID int64) (PersonalData, error) {
	cols, err := s.columnsByTable(ctx)
	if err != nil {
		return nil, err
	}
	tables, err := s.PersonalTables(ctx)
	if err != nil {
		return nil, err
	}
	var phone string
	if err := s.DB.QueryRowContext(ctx, `SELECT phone FROM users WHERE id = $1`, userID).Scan(&phone); err != nil {
		return nil, fmt.Errorf("store: unable to read the borrower: %w", err)
	}
	names := make([]string, 0, len(tables))
	for t := range tables {
		names = append(names, t)
	}
	slices.Sort(names)
	out := PersonalData{}
	for _, t := range names {
		var where string
		var arg any = userID
		switch tables[t] {
		case "id":
			where = `id = $1`
		case "user_id":
			where = `user_id = $1`
		case "order_id":
			where = `order_id IN (SELECT id FROM orders WHERE user_id = $1)`
		case "phone":
			where, arg = `phone = $1`, phone
		}
		// Table and column names come from the schema, never from input.
		list := make([]string, len(cols[t]))
		for i, c := range cols[t] {
			list[i] = `"` + c + `"`
		}
		rows := []map[string]any{}
		err := queryEach(ctx, s.DB, `SELECT `+strings.Join(list, ", ")+` FROM "`+t+`" WHERE `+where, []any{arg}, func(r Row) error {
			vals := make([]any, len(cols[t]))
			ptrs := make([]any, len(vals))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := r.Scan(ptrs...); err != nil {
				return err
			}
			row := map[string]any{}
			for i, c := range cols[t] {
				v := vals[i]
				if b, ok := v.([]byte); ok {
					v = string(b)
				}
				if withheld(t, c) && v != nil && v != "" {
					v = "(withheld)"
				}
				row[c] = v
			}
			rows = append(rows, row)
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("store: unable to export %s: %w", t, err)
		}
		if len(rows) > 0 {
			out[t] = rows
		}
	}
	return out, nil
}

// ErrErasureOpenLoan refuses erasing a borrower with a loan still running: the contract and
// its collection are a legal obligation of both sides.
var ErrErasureOpenLoan = errors.New("store: the borrower has a loan that is not closed")

// Erasure is a borrower's erasure as kept.
type Erasure struct {
	UserID      int64  `json:"userId"`
	RequestedBy string `json:"requestedBy"`
	ErasedAt    int64  `json:"erasedAt"`
	KeepUntil   string `json:"keepUntil"` // "" or a day before today: nothing kept
	LegalBasis  string `json:"legalBasis"`
	PurgedAt    int64  `json:"purgedAt"`
	// Files are the private files (identity photos, complaint images) the purge released: the
	// caller deletes them from their storage.
	Files []string `json:"-"`
}

// LastRecordDay is the day of a borrower's latest order activity ("" when they have no order):
// where the retention of their records starts.
func (s Users) LastRecordDay(ctx context.Context, userID int64) (int64, bool, error) {
	var last sql.NullInt64
	err := s.DB.QueryRowContext(ctx, `SELECT MAX(COALESCE(settled_at, updated_at)) FROM orders WHERE user_id = $1`, userID).Scan(&last)
	if err != nil {
		return 0, false, fmt.Errorf("store: unable to read the borrower's orders: %w", err)
	}
	return last.Int64, last.Valid, nil
}

// StartErasure erases at once what need not be kept of borrower e.UserID (their sessions,
// login codes, tracking events, marketing consent and the application profile beyond their
// identity), ends their account and keeps the erasure with its retention, audited, in one
// transaction. When nothing must be kept (KeepUntil "") it anonymises the rest at once too.
// A second erasure of the same borrower changes nothing (ErrConflict).
func (s Users) StartErasure(ctx context.Context, e Erasure, audit admin.Entry) (Erasure, error) {
	err := s.InTx(ctx, func(tx *Tx) error {
		q := tx.q
		var open int
		if err := q.QueryRowContext(ctx, `SELECT COUNT(*) FROM orders WHERE user_id = $1 AND status NOT IN (110, 200)`, e.UserID).Scan(&open); err != nil {
			return fmt.Errorf("store: unable to count open loans: %w", err)
		}
		if open > 0 {
			return ErrErasureOpenLoan
		}
		res, err := q.ExecContext(ctx, `INSERT INTO privacy_erasures (user_id, requested_by, erased_at, keep_until, legal_basis) VALUES ($1, $2, $3, $4, $5)
			ON CONFLICT (user_id) DO NOTHING`, e.UserID, e.RequestedBy, e.ErasedAt, e.KeepUntil, e.LegalBasis)
		if err != nil {
			return fmt.Errorf("store: unable to keep the erasure: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrConflict
		}
		var phone string
		if err := q.QueryRowContext(ctx, `SELECT phone FROM users WHERE id = $1`, e.UserID).Scan(&phone); err != nil {
			return fmt.Errorf("store: unable to read the borrower: %w", err)
		}
		for _, stmt := range []struct {
			sql string
			arg any
		}{
			{`DELETE FROM sessions WHERE user_id = $1`, e.UserID},
			{`DELETE FROM service_events WHERE user_id = $1`, e.UserID},
			{`DELETE FROM repayment_idempotency WHERE user_id = $1`, e.UserID},
			{`DELETE FROM profile_fields WHERE user_id = $1 AND code NOT IN ('fullName', 'birthDate')`, e.UserID},
			{`DELETE FROM otp_codes WHERE phone = $1`, phone},
			{`DELETE FROM promo_sms_codes WHERE phone = $1`, phone},
			{`UPDATE promo_events SET phone = '' WHERE phone = $1`, phone},
		} {
			if _, err := q.ExecContext(ctx, stmt.sql, stmt.arg); err != nil {
				return fmt.Errorf("store: unable to erase: %w", err)
			}
		}
		// Marketing stops: the consent is kept withdrawn by the erasure (when it was on).
		if _, err := q.ExecContext(ctx, `INSERT INTO consents (user_id, kind, version, granted, method, order_id, at)
			SELECT id, CAST($1 AS TEXT), CAST($2 AS TEXT), 0, CAST($3 AS TEXT), 0, CAST($4 AS BIGINT) FROM users WHERE id = $5 AND marketing_off_at = 0`,
			privacy.ConsentMarketing, privacy.MarketingVersion, privacy.MethodErasure, e.ErasedAt, e.UserID); err != nil {
			return fmt.Errorf("store: unable to withdraw the marketing consent: %w", err)
		}
		if _, err := q.ExecContext(ctx, `UPDATE users SET deleted_at = COALESCE(deleted_at, $1), marketing_off_at = CASE WHEN marketing_off_at = 0 THEN $1 ELSE marketing_off_at END WHERE id = $2`, e.ErasedAt, e.UserID); err != nil {
			return fmt.Errorf("store: unable to end the account: %w", err)
		}
		if e.KeepUntil == "" {
			files, err := anonymise(ctx, q, e.UserID, phone)
			if err != nil {
				return err
			}
			e.Files, e.PurgedAt = files, e.ErasedAt
			if _, err := q.ExecContext(ctx, `UPDATE privacy_erasures SET purged_at = $1 WHERE user_id = $2`, e.ErasedAt, e.UserID); err != nil {
				return fmt.Errorf("store: unable to record the purge: %w", err)
			}
		}
		audit.EntityID = strconv.FormatInt(e.UserID, 10)
		return tx.AddAudit(ctx, audit)
	})
	return e, err
}

// PurgeDueErasures anonymises what was kept of each erased borrower whose retention ended
// before or on today (YYYY-MM-DD), one transaction and audit row (privacy.purge) each, and
// returns them with the files to delete.
func (s Users) PurgeDueErasures(ctx context.Context, today string, at int64) ([]Erasure, error) {
	var due []Erasure
	err := queryEach(ctx, s.DB, `SELECT user_id, requested_by, erased_at, keep_until, legal_basis FROM privacy_erasures
		WHERE purged_at = 0 AND keep_until <= $1 ORDER BY user_id`, []any{today}, func(r Row) error {
		var e Erasure
		err := r.Scan(&e.UserID, &e.RequestedBy, &e.ErasedAt, &e.KeepUntil, &e.LegalBasis)
		due = append(due, e)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read due erasures: %w", err)
	}
	var out []Erasure
	for _, e := range due {
		err := s.InTx(ctx, func(tx *Tx) error {
			res, err := tx.q.ExecContext(ctx, `UPDATE privacy_erasures SET purged_at = $1 WHERE user_id = $2 AND purged_at = 0`, at, e.UserID)
			if err != nil {
				return fmt.Errorf("store: unable to record the purge: %w", err)
			}
			if n, _ := res.RowsAffected(); n == 0 {
				return nil // another runner purged it
			}
			var phone string
			if err := tx.q.QueryRowContext(ctx, `SELECT phone FROM users WHERE id = $1`, e.UserID).Scan(&phone); err != nil {
				return fmt.Errorf("store: unable to read the borrower: %w", err)
			}
			files, err := anonymise(ctx, tx.q, e.UserID, phone)
			if err != nil {
				return err
			}
			e.Files, e.PurgedAt = files, at
			out = append(out, e)
			return tx.AddAudit(ctx, admin.Entry{Action: "privacy.purge", Entity: "user", EntityID: strconv.FormatInt(e.UserID, 10), At: at,
				After: map[string]any{"keepUntil": e.KeepUntil, "files": len(files)}})
		})
		if err != nil {
			return out, err
		}
	}
	return out, nil
}

// anonymise removes what identifies borrower uid from the rows kept about them: their name,
// birth date and number (the number becomes erased-<id>, unique), the application profile,
// identity checks' numbers and photos, account holders and numbers, complaint texts and
// images, and the texts of messages to them. Loan, ledger and payment rows stay, naming only
// the anonymous borrower. It returns the private files it released.
func anonymise(ctx context.Context, q Querier, uid int64, phone string) ([]string, error) {
	var files []string
	err := queryEach(ctx, q, `SELECT id_photo, selfie FROM kyc_submissions WHERE user_id = $1`, []any{uid}, func(r Row) error {
		var a, b string
		if err := r.Scan(&a, &b); err != nil {
			return err
		}
		for _, f := range []string{a, b} {
			if f != "" {
				files = append(files, f)
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read identity photos: %w", err)
	}
	anon := "erased-" + strconv.FormatInt(uid, 10)
	for _, stmt := range []struct {
		sql  string
		args []any
	}{
		{`UPDATE users SET name = '', birth_date = '', phone = $1 WHERE id = $2`, []any{anon, uid}},
		{`DELETE FROM profile_fields WHERE user_id = $1`, []any{uid}},
		{`UPDATE kyc_submissions SET id_number_sealed = '', id_number_hash = $1 || '-' || CAST(id AS TEXT), id_last4 = '', id_photo = '', selfie = '' WHERE user_id = $2`, []any{anon, uid}},
		{`UPDATE bank_accounts SET holder_name = '', number_cipher = '', number_hash = $1 || '-' || CAST(id AS TEXT), details = '{}' WHERE user_id = $2`, []any{anon, uid}},
		{`UPDATE complaints SET detail = '', images = '', reply_images = '' WHERE user_id = $1`, []any{uid}},
		{`UPDATE privacy_requests SET value = '', detail = '' WHERE user_id = $1`, []any{uid}},
		{`UPDATE borrower_messages SET body = '', phone = $1 WHERE user_id = $2`, []any{anon, uid}},
		{`UPDATE sms_outbox SET body = '', code = '', phone = $1 WHERE phone = $2`, []any{anon, phone}},
		{`UPDATE sms_deliveries SET body = '', phone = $1 WHERE phone = $2`, []any{anon, phone}},
		{`DELETE FROM otp_codes WHERE phone = $1`, []any{phone}},
	} {
		if _, err := q.ExecContext(ctx, stmt.sql, stmt.args...); err != nil {
			return nil, fmt.Errorf("store: unable to anonymise: %w", err)
		}
	}
	return files, nil
}
