package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
)

// Compliance holds the regulatory reports' queries; Store.Compliance() hands it out.
type Compliance struct{ *Store }

// Compliance returns the regulatory reports' queries.
func (s *Store) Compliance() Compliance { return Compliance{s} }

// CICLoan is a loan of a month's credit data file with what the file says of its borrower:
// their name, birth date and phone, the application profile's gender (1 male, 2 female),
// address and city, and the last approved identity check's ID type and sealed number.
type CICLoan struct {
	OrderID   int64
	OrderNo   string
	UserID    int64
	Amount    int64
	SettledAt int64 // unix ms; 0 while not settled
	Name      string
	BirthDate string
	Phone     string
	Gender    string
	Address   string
	City      string
	IDType    string
	IDSealed  string
}

// CICLoans are the loans disbursed on or before monthEnd (YYYY-MM-DD) and not settled before
// fromMs (the month's first moment): those a month's file reports, by borrower.
func (s Compliance) CICLoans(ctx context.Context, monthEnd string, fromMs int64) ([]CICLoan, error) {
	var out []CICLoan
	err := queryEach(ctx, s.DB, `SELECT o.id, o.order_no, o.user_id, o.amount, COALESCE(o.settled_at, 0), u.name,
		COALESCE(NULLIF(u.birth_date, ''), b.value, ''), u.phone, COALESCE(g.value, ''), COALESCE(a.value, ''), COALESCE(c.value, ''),
		COALESCE(k.id_type, ''), COALESCE(k.id_number_sealed, '')
		FROM orders o JOIN users u ON u.id = o.user_id
		LEFT JOIN profile_fields b ON b.user_id = o.user_id AND b.code = 'birthDate'
		LEFT JOIN profile_fields g ON g.user_id = o.user_id AND g.code = 'gender'
		LEFT JOIN profile_fields a ON a.user_id = o.user_id AND a.code = 'address'
		LEFT JOIN profile_fields c ON c.user_id = o.user_id AND c.code = 'city'
		LEFT JOIN kyc_submissions k ON k.id = (SELECT MAX(id) FROM kyc_submissions WHERE user_id = o.user_id AND status = 'approved')
		WHERE o.disbursed_day <> '' AND o.disbursed_day <= $1 AND (o.settled_at IS NULL OR o.settled_at >= $2)
		ORDER BY o.user_id, o.id`, []any{monthEnd, fromMs}, func(r Row) error {
		var l CICLoan
		err := r.Scan(&l.OrderID, &l.OrderNo, &l.UserID, &l.Amount, &l.SettledAt, &l.Name, &l.BirthDate, &l.Phone, &l.Gender, &l.Address, &l.City,
			&l.IDType, &l.IDSealed)
		out = append(out, l)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read the month's loans: %w", err)
	}
	return out, nil
}

// CICSubmission is a built file as kept.
type CICSubmission struct {
	ID               int64           `json:"id"`
	Month            string          `json:"month"`
	ReferenceDate    string          `json:"referenceDate"`
	SubmissionType   string          `json:"submissionType"`
	SHA256           string          `json:"sha256"`
	Subjects         int             `json:"subjects"`
	Contracts        int             `json:"contracts"`
	Records          int             `json:"records"`
	FinancedCents    int64           `json:"financedCents"`
	OutstandingCents int64           `json:"outstandingCents"`
	OverdueCents     int64           `json:"overdueCents"`
	Problems         json.RawMessage `json:"problems"`
	Body             string          `json:"-"`
	Status           string          `json:"status"`
	StatusNote       string          `json:"statusNote"` // the CIC's reason for a rejection
	StatusBy         string          `json:"statusBy"`
	StatusAt         int64           `json:"statusAt"`
	CreatedBy        string          `json:"createdBy"`
	CreatedAt        int64           `json:"createdAt"`
}

const cicCols = `id, month, reference_date, submission_type, sha256, subjects, contracts, records, financed_cents, outstanding_cents, overdue_cents,
	problems, body, status, status_note, status_by, status_at, created_by, created_at`

func scanCIC(sc interface{ Scan(...any) error }) (CICSubmission, error) {
	var c CICSubmission
	var problems string
	err := sc.Scan(&c.ID, &c.Month, &c.ReferenceDate, &c.SubmissionType, &c.SHA256, &c.Subjects, &c.Contracts, &c.Records, &c.FinancedCents,
		&c.OutstandingCents, &c.OverdueCents, &problems, &c.Body, &c.Status, &c.StatusNote, &c.StatusBy, &c.StatusAt, &c.CreatedBy, &c.CreatedAt)
	c.Problems = json.RawMessage(problems)
	return c, err
}

// SaveCICSubmission keeps a built file and its audit row in one transaction.
func (s Compliance) SaveCICSubmission(ctx context.Context, c CICSubmission, audit admin.Entry) (CICSubmission, error) {
	err := s.InTx(ctx, func(tx *Tx) error {
		err := tx.q.QueryRowContext(ctx, `INSERT INTO cic_submissions (month, reference_date, submission_type, sha256, subjects, contracts, records,
			financed_cents, outstanding_cents, overdue_cents, problems, body, status, created_by, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'built', $13, $14) RETURNING id`,
			c.Month, c.ReferenceDate, c.SubmissionType, c.SHA256, c.Subjects, c.Contracts, c.Records, c.FinancedCents, c.OutstandingCents,
			c.OverdueCents, string(c.Problems), c.Body, c.CreatedBy, c.CreatedAt).Scan(&c.ID)
		if err != nil {
			return fmt.Errorf("store: unable to keep the CIC file: %w", err)
		}
		c.Status = "built"
		audit.EntityID = strconv.FormatInt(c.ID, 10)
		return tx.AddAudit(ctx, audit)
	})
	return c, err
}

// CICSubmissions lists the kept files, newest first.
func (s Compliance) CICSubmissions(ctx context.Context, limit int) ([]CICSubmission, error) {
	var out []CICSubmission
	err := queryEach(ctx, s.DB, `SELECT `+cicCols+` FROM cic_submissions ORDER BY id DESC LIMIT $1`, []any{limit}, func(r Row) error {
		c, err := scanCIC(r)
		c.Body = ""
		out = append(out, c)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to list CIC files: %w", err)
	}
	return out, nil
}

// CICSubmissionByID reads a kept file with its text.
func (s Compliance) CICSubmissionByID(ctx context.Context, id int64) (CICSubmission, error) {
	c, err := scanCIC(s.DB.QueryRowContext(ctx, `SELECT `+cicCols+` FROM cic_submissions WHERE id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return c, ErrNotFound
	}
	if err != nil {
		return c, fmt.Errorf("store: unable to read CIC file: %w", err)
	}
	return c, nil
}

// AMLList is a loaded sanctions list as kept (Body: its entries as JSON).
type AMLList struct {
	ID          int64  `json:"id"`
	Source      string `json:"source"`
	GeneratedAt int64  `json:"generatedAt"`
	SHA256      string `json:"sha256"`
	Entries     int    `json:"entries"`
	Body        string `json:"-"`
	LoadedBy    string `json:"loadedBy"`
	LoadedAt    int64  `json:"loadedAt"`
}

// AMLHit is a borrower's name near a listing.
type AMLHit struct {
	ID           int64  `json:"id"`
	UserID       int64  `json:"userId"`
	ListID       int64  `json:"listId"`
	Ref          string `json:"ref"`
	ListedName   string `json:"listedName"`
	ScreenedName string `json:"screenedName"`
	Score        string `json:"score"`
	Birth        string `json:"birth"`
	Status       string `json:"status"` // open, cleared, confirmed
	CreatedAt    int64  `json:"createdAt"`
}

// SaveAMLList keeps a loaded list and its audit row in one transaction.
func (s Compliance) SaveAMLList(ctx context.Context, l AMLList, audit admin.Entry) (AMLList, error) {
	err := s.InTx(ctx, func(tx *Tx) error {
		err := tx.q.QueryRowContext(ctx, `INSERT INTO aml_lists (source, generated_at, sha256, entries, body, loaded_by, loaded_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`, l.Source, l.GeneratedAt, l.SHA256, l.Entries, l.Body, l.LoadedBy, l.LoadedAt).Scan(&l.ID)
		if err != nil {
			return fmt.Errorf("store: unable to keep the list: %w", err)
		}
		audit.EntityID = strconv.FormatInt(l.ID, 10)
		return tx.AddAudit(ctx, audit)
	})
	return l, err
}

// LatestAMLListIDs are the ids of the newest list of each source, by source.
func (s Compliance) LatestAMLListIDs(ctx context.Context) (map[string]int64, error) {
	out := map[string]int64{}
	err := queryEach(ctx, s.DB, `SELECT source, MAX(id) FROM aml_lists GROUP BY source`, nil, func(r Row) error {
		var src string
		var id int64
		err := r.Scan(&src, &id)
		out[src] = id
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read the lists: %w", err)
	}
	return out, nil
}

// AMLListBody reads a kept list's entries (JSON).
func (s Compliance) AMLListBody(ctx context.Context, id int64) (string, error) {
	var body string
	if err := s.DB.QueryRowContext(ctx, `SELECT body FROM aml_lists WHERE id = $1`, id).Scan(&body); err != nil {
		return "", fmt.Errorf("store: unable to read list %d: %w", id, err)
	}
	return body, nil
}

// ScreenedPerson is a borrower as screening reads them.
type ScreenedPerson struct {
	UserID    int64
	Name      string
	BirthDate string
}

// PeopleToScreen are the borrowers with a name, by id after afterID, at most limit.
func (s Compliance) PeopleToScreen(ctx context.Context, afterID int64, limit int) ([]ScreenedPerson, error) {
	var out []ScreenedPerson
	err := queryEach(ctx, s.DB, `SELECT u.id, u.name, COALESCE(NULLIF(u.birth_date, ''), b.value, '') FROM users u
		LEFT JOIN profile_fields b ON b.user_id = u.id AND b.code = 'birthDate'
		WHERE u.id > $1 AND u.name <> '' AND u.deleted_at IS NULL ORDER BY u.id LIMIT $2`, []any{afterID, limit}, func(r Row) error {
		var p ScreenedPerson
		err := r.Scan(&p.UserID, &p.Name, &p.BirthDate)
		out = append(out, p)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read borrowers to screen: %w", err)
	}
	return out, nil
}

// RecordAMLHits keeps the hits of one screening; a hit of the same borrower and listing kept
// before (from any copy of the list) is left as it is, its decision standing. It returns how
// many hits were new.
func (s Compliance) RecordAMLHits(ctx context.Context, hits []AMLHit) (int, error) {
	if len(hits) == 0 {
		return 0, nil // no transaction for nothing to keep
	}
	added := 0
	err := s.InTx(ctx, func(tx *Tx) error {
		for _, h := range hits {
			res, err := tx.q.ExecContext(ctx, `INSERT INTO aml_hits (user_id, list_id, ref, listed_name, screened_name, score, birth, created_at)
				VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (user_id, ref) DO NOTHING`,
				h.UserID, h.ListID, h.Ref, h.ListedName, h.ScreenedName, h.Score, h.Birth, h.CreatedAt)
			if err != nil {
				return fmt.Errorf("store: unable to keep a screening hit: %w", err)
			}
			if n, _ := res.RowsAffected(); n > 0 {
				added++
				if err := tx.AddAudit(ctx, admin.Entry{Action: "aml.hit", Entity: "user", EntityID: strconv.FormatInt(h.UserID, 10), At: h.CreatedAt,
					After: map[string]any{"list": h.ListID, "ref": h.Ref, "listedName": h.ListedName, "score": h.Score, "birth": h.Birth}}); err != nil {
					return err
				}
			}
		}
		return nil
	})
	return added, err
}

// OpenAMLHits are a borrower's hits no decision has closed.
func (s Compliance) OpenAMLHits(ctx context.Context, userID int64) ([]AMLHit, error) {
	var out []AMLHit
	err := queryEach(ctx, s.DB, `SELECT id, user_id, list_id, ref, listed_name, screened_name, score, birth, status, created_at FROM aml_hits
		WHERE user_id = $1 AND status = 'open' ORDER BY id`, []any{userID}, func(r Row) error {
		var h AMLHit
		err := r.Scan(&h.ID, &h.UserID, &h.ListID, &h.Ref, &h.ListedName, &h.ScreenedName, &h.Score, &h.Birth, &h.Status, &h.CreatedAt)
		out = append(out, h)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read screening hits: %w", err)
	}
	return out, nil
}

// PersonToScreen reads one borrower as screening reads them (found false: no such borrower or
// no name yet).
func (s Compliance) PersonToScreen(ctx context.Context, userID int64) (ScreenedPerson, bool, error) {
	people, err := s.PeopleToScreen(ctx, userID-1, 1)
	if err != nil || len(people) == 0 || people[0].UserID != userID {
		return ScreenedPerson{}, false, err
	}
	return people[0], true, nil
}
