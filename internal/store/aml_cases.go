package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/aml"
)

// The anti-money-laundering records an operator works: screening hits and their decisions,
// risk ratings, suspicious transaction cases, covered transactions, and the CIC files' status.

// HitView is a screening hit as operators read it, with its decision.
type HitView struct {
	AMLHit
	ListSource   string `json:"listSource"`
	DecidedAt    int64  `json:"decidedAt"`
	DecidedBy    string `json:"decidedBy"`
	DecisionNote string `json:"decisionNote"`
}

const hitViewCols = `h.id, h.user_id, h.list_id, h.ref, h.listed_name, h.screened_name, h.score, h.birth, h.status, h.created_at,
	l.source, h.decided_at, h.decided_by, h.decision_note`

func scanHitView(r Row) (HitView, error) {
	var h HitView
	err := r.Scan(&h.ID, &h.UserID, &h.ListID, &h.Ref, &h.ListedName, &h.ScreenedName, &h.Score, &h.Birth, &h.Status, &h.CreatedAt,
		&h.ListSource, &h.DecidedAt, &h.DecidedBy, &h.DecisionNote)
	return h, err
}

// AMLHitByID reads one hit (ErrNotFound when there is none).
func (s Compliance) AMLHitByID(ctx context.Context, id int64) (HitView, error) {
	h, err := scanHitView(s.DB.QueryRowContext(ctx, `SELECT `+hitViewCols+` FROM aml_hits h JOIN aml_lists l ON l.id = h.list_id WHERE h.id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return h, ErrNotFound
	}
	if err != nil {
		return h, fmt.Errorf("store: unable to read screening hit %d: %w", id, err)
	}
	return h, nil
}

// AMLHits lists hits of a status ("" for all), open ones first then newest first, at most limit.
func (s Compliance) AMLHits(ctx context.Context, status string, limit int) ([]HitView, error) {
	out := []HitView{}
	err := queryEach(ctx, s.DB, `SELECT `+hitViewCols+` FROM aml_hits h JOIN aml_lists l ON l.id = h.list_id
		WHERE ($1 = '' OR h.status = $1) ORDER BY CASE WHEN h.status = 'open' THEN 0 ELSE 1 END, h.id DESC LIMIT $2`, []any{status, limit}, func(r Row) error {
		h, err := scanHitView(r)
		out = append(out, h)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to list screening hits: %w", err)
	}
	return out, nil
}

// DecideAMLHit closes open hit id as status (cleared or confirmed) with who decided, when and
// why, and its audit row, in the caller's transaction. won is false when the hit was no longer
// open (decided meanwhile): nothing is written.
func (t *Tx) DecideAMLHit(ctx context.Context, id int64, status, by, note string, at int64, audit admin.Entry) (bool, error) {
	res, err := t.q.ExecContext(ctx, `UPDATE aml_hits SET status = $1, decided_by = $2, decision_note = $3, decided_at = $4
		WHERE id = $5 AND status = 'open'`, status, by, note, at, id)
	if err != nil {
		return false, fmt.Errorf("store: unable to decide screening hit %d: %w", id, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return false, nil
	}
	audit.Entity, audit.EntityID = "aml_hit", strconv.FormatInt(id, 10)
	return true, t.AddAudit(ctx, audit)
}

// OrdersUnderReview are the ids of borrower userID's orders waiting for a decision.
func (s Compliance) OrdersUnderReview(ctx context.Context, userID int64) ([]int64, error) {
	var out []int64
	err := queryEach(ctx, s.DB, `SELECT id FROM orders WHERE user_id = $1 AND status = 21 ORDER BY id`, []any{userID}, func(r Row) error {
		var id int64
		err := r.Scan(&id)
		out = append(out, id)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read the orders under review: %w", err)
	}
	return out, nil
}

// RiskFactsOf reads what the risk rating weighs of borrower userID as of nowMs (the windows:
// the last 30 days and the last 12 months before it). cashMethods are the repayment methods
// paid in cash at payment centres.
func (s Compliance) RiskFactsOf(ctx context.Context, userID, nowMs int64, day30, year string, cashMethods []string) (aml.RiskFacts, error) {
	var f aml.RiskFacts
	yearMs := nowMs - 365*86_400_000
	var kyc int
	cashA, cashB := cashMethods[0], cashMethods[len(cashMethods)-1]
	err := s.DB.QueryRowContext(ctx, `SELECT
		(SELECT COUNT(*) FROM aml_hits WHERE user_id = $1 AND status = 'open'),
		(SELECT COUNT(*) FROM aml_hits h JOIN aml_lists l ON l.id = h.list_id WHERE h.user_id = $1 AND h.status = 'open' AND l.source = 'watch'),
		(SELECT COUNT(*) FROM aml_hits WHERE user_id = $1 AND status = 'confirmed'),
		(SELECT COUNT(*) FROM str_cases WHERE user_id = $1),
		(SELECT COUNT(*) FROM covered_transactions WHERE user_id = $1 AND day >= $4),
		(SELECT COUNT(*) FROM kyc_submissions WHERE user_id = $1 AND status = 'approved'),
		(SELECT COUNT(*) FROM orders WHERE user_id = $1 AND disbursed_day <> '' AND disbursed_day >= $3),
		(SELECT COALESCE(SUM(amount), 0) FROM orders WHERE user_id = $1 AND disbursed_day <> '' AND disbursed_day >= $4),
		(SELECT COALESCE(SUM(paid_amount), 0) FROM repayments WHERE user_id = $1 AND status = 'succeeded' AND updated_at >= $2 AND method IN ($5, $6)),
		(SELECT COALESCE(SUM(paid_amount), 0) FROM repayments WHERE user_id = $1 AND status = 'succeeded' AND updated_at >= $2),
		(SELECT COUNT(*) FROM orders WHERE user_id = $1 AND disbursed_day <> '' AND disbursed_day >= $4 AND settled_at IS NOT NULL
			AND settled_at < created_at + 7 * 86400000)`,
		userID, yearMs, day30, year, cashA, cashB).Scan(&f.OpenHits, &f.OpenWatchHits, &f.ConfirmedHits, &f.STRCases, &f.CoveredDays, &kyc,
		&f.Loans30d, &f.Disbursed12m, &f.CashRepaid12m, &f.Repaid12m, &f.QuickPayoffs12)
	if err != nil {
		return f, fmt.Errorf("store: unable to read the risk facts of borrower %d: %w", userID, err)
	}
	f.IdentityOK = kyc > 0
	return f, nil
}

// RiskRating is a kept rating.
type RiskRating struct {
	UserID  int64            `json:"userId"`
	Level   string           `json:"level"`
	Reasons []aml.RiskReason `json:"reasons"`
	RatedAt int64            `json:"ratedAt"`
}

// LatestRiskRating reads borrower userID's newest kept rating (found false: never rated).
func (s Compliance) LatestRiskRating(ctx context.Context, userID int64) (RiskRating, bool, error) {
	r := RiskRating{UserID: userID}
	var reasons string
	err := s.DB.QueryRowContext(ctx, `SELECT level, reasons, rated_at FROM aml_risk_ratings WHERE user_id = $1 ORDER BY id DESC LIMIT 1`, userID).
		Scan(&r.Level, &reasons, &r.RatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return r, false, nil
	}
	if err != nil {
		return r, false, fmt.Errorf("store: unable to read the risk rating of borrower %d: %w", userID, err)
	}
	if err := json.Unmarshal([]byte(reasons), &r.Reasons); err != nil {
		return r, false, fmt.Errorf("store: risk rating of borrower %d: %w", userID, err)
	}
	return r, true, nil
}

// SaveRiskRating keeps a new rating of a borrower with its audit row, in one transaction.
func (s Compliance) SaveRiskRating(ctx context.Context, r RiskRating, audit admin.Entry) error {
	reasons, err := json.Marshal(r.Reasons)
	if err != nil {
		return err
	}
	return s.InTx(ctx, func(tx *Tx) error {
		if _, err := tx.q.ExecContext(ctx, `INSERT INTO aml_risk_ratings (user_id, level, reasons, rated_at) VALUES ($1, $2, $3, $4)`,
			r.UserID, r.Level, string(reasons), r.RatedAt); err != nil {
			return fmt.Errorf("store: unable to keep the risk rating: %w", err)
		}
		return tx.AddAudit(ctx, audit)
	})
}

// STRSubject is the borrower an STR names, as read when the case is opened.
type STRSubject struct {
	UserID    int64  `json:"userId"`
	Name      string `json:"name"`
	BirthDate string `json:"birthDate"`
	Phone     string `json:"phone"`
	Address   string `json:"address"`
	City      string `json:"city"`
	IDType    string `json:"idType"`
	IDLast4   string `json:"idLast4"`
}

// STRSubjectOf reads borrower userID as an STR names them (ErrNotFound: no such borrower).
func (s Compliance) STRSubjectOf(ctx context.Context, userID int64) (STRSubject, error) {
	p := STRSubject{UserID: userID}
	err := s.DB.QueryRowContext(ctx, `SELECT u.name, COALESCE(NULLIF(u.birth_date, ''), b.value, ''), u.phone, COALESCE(a.value, ''), COALESCE(c.value, ''),
		COALESCE(k.id_type, ''), COALESCE(k.id_last4, '')
		FROM users u
		LEFT JOIN profile_fields b ON b.user_id = u.id AND b.code = 'birthDate'
		LEFT JOIN profile_fields a ON a.user_id = u.id AND a.code = 'address'
		LEFT JOIN profile_fields c ON c.user_id = u.id AND c.code = 'city'
		LEFT JOIN kyc_submissions k ON k.id = (SELECT MAX(id) FROM kyc_submissions WHERE user_id = u.id AND status = 'approved')
		WHERE u.id = $1`, userID).Scan(&p.Name, &p.BirthDate, &p.Phone, &p.Address, &p.City, &p.IDType, &p.IDLast4)
	if errors.Is(err, sql.ErrNoRows) {
		return p, ErrNotFound
	}
	if err != nil {
		return p, fmt.Errorf("store: unable to read the borrower: %w", err)
	}
	return p, nil
}

// STRTransaction is one transaction an STR reports: a loan's disbursement or a repayment.
type STRTransaction struct {
	OrderID     int64  `json:"orderId"`
	OrderNo     string `json:"orderNo"`
	Kind        string `json:"kind"` // disbursement, repayment
	Reference   string `json:"reference"`
	Method      string `json:"method"`
	AmountCents int64  `json:"amountCents"`
	At          int64  `json:"at"`  // unix ms
	Day         string `json:"day"` // YYYY-MM-DD (disbursements)
}

// STRTransactionsOf reads the transactions of borrower userID's orders ids: each disbursed
// loan and its succeeded repayments. An id that is not one of the borrower's disbursed loans
// is answered in missing.
func (s Compliance) STRTransactionsOf(ctx context.Context, userID int64, ids []int64) (out []STRTransaction, missing []int64, err error) {
	for _, id := range ids {
		var t STRTransaction
		err := s.DB.QueryRowContext(ctx, `SELECT id, order_no, amount, disbursed_day, updated_at FROM orders
			WHERE id = $1 AND user_id = $2 AND disbursed_day <> ''`, id, userID).Scan(&t.OrderID, &t.OrderNo, &t.AmountCents, &t.Day, &t.At)
		if errors.Is(err, sql.ErrNoRows) {
			missing = append(missing, id)
			continue
		}
		if err != nil {
			return nil, nil, fmt.Errorf("store: unable to read order %d: %w", id, err)
		}
		t.Kind, t.At = "disbursement", 0
		out = append(out, t)
		err = queryEach(ctx, s.DB, `SELECT reference, method, paid_amount, updated_at FROM repayments
			WHERE order_id = $1 AND status = 'succeeded' ORDER BY updated_at, id`, []any{id}, func(r Row) error {
			p := STRTransaction{OrderID: t.OrderID, OrderNo: t.OrderNo, Kind: "repayment"}
			err := r.Scan(&p.Reference, &p.Method, &p.AmountCents, &p.At)
			out = append(out, p)
			return err
		})
		if err != nil {
			return nil, nil, fmt.Errorf("store: unable to read the repayments of order %d: %w", id, err)
		}
	}
	return out, missing, nil
}

// STRCase is a suspicious transaction case as kept.
type STRCase struct {
	ID               int64            `json:"id"`
	UserID           int64            `json:"userId"`
	Status           string           `json:"status"` // open, filed
	SuspicionOn      string           `json:"suspicionOn"`
	Deadline         string           `json:"deadline"`
	Subject          STRSubject       `json:"subject"`
	Transactions     []STRTransaction `json:"transactions"`
	AmountCents      int64            `json:"amountCents"`
	Circumstances    []string         `json:"circumstances"`
	UnlawfulActivity string           `json:"unlawfulActivity"`
	Narrative        string           `json:"narrative"`
	OpenedBy         int64            `json:"openedBy"`
	OpenedAt         int64            `json:"openedAt"`
	FiledBy          int64            `json:"filedBy"`
	FiledAt          int64            `json:"filedAt"`
	AMLCRef          string           `json:"amlcRef"`
}

const strCols = `id, user_id, status, suspicion_on, deadline, subject, transactions, amount_cents, circumstances, unlawful_activity, narrative,
	opened_by, opened_at, filed_by, filed_at, amlc_ref`

func scanSTR(r Row) (STRCase, error) {
	var c STRCase
	var subject, txns, circ string
	if err := r.Scan(&c.ID, &c.UserID, &c.Status, &c.SuspicionOn, &c.Deadline, &subject, &txns, &c.AmountCents, &circ, &c.UnlawfulActivity,
		&c.Narrative, &c.OpenedBy, &c.OpenedAt, &c.FiledBy, &c.FiledAt, &c.AMLCRef); err != nil {
		return c, err
	}
	if err := errors.Join(json.Unmarshal([]byte(subject), &c.Subject), json.Unmarshal([]byte(txns), &c.Transactions),
		json.Unmarshal([]byte(circ), &c.Circumstances)); err != nil {
		return c, fmt.Errorf("store: STR case %d: %w", c.ID, err)
	}
	return c, nil
}

// CreateSTRCase keeps a new case with its audit row (EntityID set to the case) in one transaction.
func (s Compliance) CreateSTRCase(ctx context.Context, c STRCase, audit admin.Entry) (STRCase, error) {
	subject, _ := json.Marshal(c.Subject)
	txns, _ := json.Marshal(c.Transactions)
	circ, _ := json.Marshal(c.Circumstances)
	err := s.InTx(ctx, func(tx *Tx) error {
		err := tx.q.QueryRowContext(ctx, `INSERT INTO str_cases (user_id, status, suspicion_on, deadline, subject, transactions, amount_cents, circumstances,
			unlawful_activity, narrative, opened_by, opened_at) VALUES ($1, 'open', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
			c.UserID, c.SuspicionOn, c.Deadline, string(subject), string(txns), c.AmountCents, string(circ), c.UnlawfulActivity, c.Narrative,
			c.OpenedBy, c.OpenedAt).Scan(&c.ID)
		if err != nil {
			return fmt.Errorf("store: unable to keep the STR case: %w", err)
		}
		c.Status = "open"
		audit.Entity, audit.EntityID = "str_case", strconv.FormatInt(c.ID, 10)
		return tx.AddAudit(ctx, audit)
	})
	return c, err
}

// STRCases lists the cases, open ones first by deadline, then the filed ones newest first.
func (s Compliance) STRCases(ctx context.Context, limit int) ([]STRCase, error) {
	out := []STRCase{}
	err := queryEach(ctx, s.DB, `SELECT `+strCols+` FROM str_cases
		ORDER BY CASE WHEN status = 'open' THEN 0 ELSE 1 END, CASE WHEN status = 'open' THEN deadline ELSE '' END, id DESC LIMIT $1`, []any{limit}, func(r Row) error {
		c, err := scanSTR(r)
		out = append(out, c)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to list STR cases: %w", err)
	}
	return out, nil
}

// STRCaseByID reads one case (ErrNotFound when there is none).
func (s Compliance) STRCaseByID(ctx context.Context, id int64) (STRCase, error) {
	c, err := scanSTR(s.DB.QueryRowContext(ctx, `SELECT `+strCols+` FROM str_cases WHERE id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return c, ErrNotFound
	}
	return c, err
}

// FileSTRCase records that open case id was filed with the AMLC (its reference), audited, in one
// conditional update: won is false when the case was not open.
func (s Compliance) FileSTRCase(ctx context.Context, id, by int64, ref string, at int64, audit admin.Entry) (won bool, err error) {
	err = s.InTx(ctx, func(tx *Tx) error {
		res, err := tx.q.ExecContext(ctx, `UPDATE str_cases SET status = 'filed', filed_by = $1, filed_at = $2, amlc_ref = $3 WHERE id = $4 AND status = 'open'`,
			by, at, ref, id)
		if err != nil {
			return fmt.Errorf("store: unable to file STR case %d: %w", id, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		won = true
		audit.Entity, audit.EntityID = "str_case", strconv.FormatInt(id, 10)
		return tx.AddAudit(ctx, audit)
	})
	return won, err
}

// SucceededPayments are the repayments received from fromMs (inclusive) to toMs (exclusive),
// with the moment each was received (At, unix ms; Day is left for the caller).
func (s Compliance) SucceededPayments(ctx context.Context, fromMs, toMs int64) ([]aml.Payment, []int64, error) {
	var out []aml.Payment
	var at []int64
	err := queryEach(ctx, s.DB, `SELECT id, user_id, paid_amount, method, reference, updated_at FROM repayments
		WHERE status = 'succeeded' AND paid_amount > 0 AND updated_at >= $1 AND updated_at < $2 ORDER BY id`, []any{fromMs, toMs}, func(r Row) error {
		var p aml.Payment
		var ms int64
		err := r.Scan(&p.ID, &p.UserID, &p.AmountCents, &p.Method, &p.Reference, &ms)
		out, at = append(out, p), append(at, ms)
		return err
	})
	if err != nil {
		return nil, nil, fmt.Errorf("store: unable to read the payments: %w", err)
	}
	return out, at, nil
}

// CoveredTransaction is a covered transaction as kept.
type CoveredTransaction struct {
	ID             int64         `json:"id"`
	UserID         int64         `json:"userId"`
	Name           string        `json:"name"`
	Day            string        `json:"day"`
	TotalCents     int64         `json:"totalCents"`
	Payments       []aml.Payment `json:"payments"`
	ThresholdCents int64         `json:"thresholdCents"`
	Deadline       string        `json:"deadline"`
	Status         string        `json:"status"` // flagged, reported
	DetectedAt     int64         `json:"detectedAt"`
	ReportedBy     int64         `json:"reportedBy"`
	ReportedAt     int64         `json:"reportedAt"`
	AMLCRef        string        `json:"amlcRef"`
}

// SaveCovered keeps a borrower's covered day: a new one is flagged with its audit row
// (aml.covered); one kept before whose payments grew since is updated with its audit row
// (aml.covered_update); one unchanged is left alone. It returns whether anything was written.
func (s Compliance) SaveCovered(ctx context.Context, c CoveredTransaction, audit admin.Entry) (bool, error) {
	pays, _ := json.Marshal(c.Payments)
	wrote := false
	err := s.InTx(ctx, func(tx *Tx) error {
		var id, total int64
		err := tx.q.QueryRowContext(ctx, `SELECT id, total_cents FROM covered_transactions WHERE user_id = $1 AND day = $2`, c.UserID, c.Day).Scan(&id, &total)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			err = tx.q.QueryRowContext(ctx, `INSERT INTO covered_transactions (user_id, day, total_cents, payments, threshold_cents, deadline, detected_at)
				VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`, c.UserID, c.Day, c.TotalCents, string(pays), c.ThresholdCents, c.Deadline, c.DetectedAt).Scan(&id)
			audit.Action = "aml.covered"
		case err != nil:
		case total == c.TotalCents:
			return nil
		default:
			_, err = tx.q.ExecContext(ctx, `UPDATE covered_transactions SET total_cents = $1, payments = $2 WHERE id = $3`, c.TotalCents, string(pays), id)
			audit.Action = "aml.covered_update"
		}
		if err != nil {
			return fmt.Errorf("store: unable to keep the covered transaction: %w", err)
		}
		wrote = true
		audit.Entity, audit.EntityID = "covered_transaction", strconv.FormatInt(id, 10)
		return tx.AddAudit(ctx, audit)
	})
	return wrote, err
}

// CoveredTransactions lists the covered days, flagged ones first by deadline, then newest first.
func (s Compliance) CoveredTransactions(ctx context.Context, limit int) ([]CoveredTransaction, error) {
	out := []CoveredTransaction{}
	err := queryEach(ctx, s.DB, `SELECT c.id, c.user_id, u.name, c.day, c.total_cents, c.payments, c.threshold_cents, c.deadline, c.status, c.detected_at,
		c.reported_by, c.reported_at, c.amlc_ref FROM covered_transactions c JOIN users u ON u.id = c.user_id
		ORDER BY CASE WHEN c.status = 'flagged' THEN 0 ELSE 1 END, c.deadline, c.id DESC LIMIT $1`, []any{limit}, func(r Row) error {
		var c CoveredTransaction
		var pays string
		if err := r.Scan(&c.ID, &c.UserID, &c.Name, &c.Day, &c.TotalCents, &pays, &c.ThresholdCents, &c.Deadline, &c.Status, &c.DetectedAt,
			&c.ReportedBy, &c.ReportedAt, &c.AMLCRef); err != nil {
			return err
		}
		out = append(out, c)
		return json.Unmarshal([]byte(pays), &out[len(out)-1].Payments)
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to list covered transactions: %w", err)
	}
	return out, nil
}

// ReportCovered records that flagged covered transaction id was reported to the AMLC (its
// reference), audited, in one conditional update: won is false when it was not flagged.
func (s Compliance) ReportCovered(ctx context.Context, id, by int64, ref string, at int64, audit admin.Entry) (won bool, err error) {
	err = s.InTx(ctx, func(tx *Tx) error {
		res, err := tx.q.ExecContext(ctx, `UPDATE covered_transactions SET status = 'reported', reported_by = $1, reported_at = $2, amlc_ref = $3
			WHERE id = $4 AND status = 'flagged'`, by, at, ref, id)
		if err != nil {
			return fmt.Errorf("store: unable to report covered transaction %d: %w", id, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		won = true
		audit.Entity, audit.EntityID = "covered_transaction", strconv.FormatInt(id, 10)
		return tx.AddAudit(ctx, audit)
	})
	return won, err
}

// SetCICStatus moves CIC file id from status from to status to with the note (the CIC's reason
// for a rejection), who and when, audited, in one conditional update: won is false when the
// file was not in status from.
func (s Compliance) SetCICStatus(ctx context.Context, id int64, from, to, note, by string, at int64, audit admin.Entry) (won bool, err error) {
	err = s.InTx(ctx, func(tx *Tx) error {
		res, err := tx.q.ExecContext(ctx, `UPDATE cic_submissions SET status = $1, status_note = $2, status_by = $3, status_at = $4 WHERE id = $5 AND status = $6`,
			to, note, by, at, id, from)
		if err != nil {
			return fmt.Errorf("store: unable to update CIC file %d: %w", id, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		won = true
		audit.Entity, audit.EntityID = "cic_submission", strconv.FormatInt(id, 10)
		return tx.AddAudit(ctx, audit)
	})
	return won, err
}
