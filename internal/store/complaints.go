package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/pautang/pautang/internal/admin"
	"strconv"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/complaints"
	"github.com/pautang/pautang/internal/storage"
)

var _ complaints.Repo = Complaints{}

// duplicateWindow: a resend of the same complaint text this soon is a double tap, not a new
// complaint.
const duplicateWindow = time.Minute

// ComplaintTypes lists complaint types and sub-types in display order.
func (s Complaints) ComplaintTypes(ctx context.Context) ([]complaints.Type, error) {
	rows, err := s.Query(ctx, `SELECT value, parent_value, title FROM complaint_types ORDER BY parent_value, sort, id`)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list complaint types: %w", err)
	}
	defer rows.Close()
	out := []complaints.Type{}
	for rows.Next() {
		var t complaints.Type
		if err := rows.Scan(&t.Value, &t.Parent, &t.Title); err != nil {
			return nil, fmt.Errorf("store: unable to read complaint type: %w", err)
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// ComplaintOrders lists a borrower's orders for the complaint home, newest first.
func (s Complaints) ComplaintOrders(ctx context.Context, userID int64) ([]complaints.Order, error) {
	rows, err := s.Query(ctx, `SELECT o.id, o.order_no, o.user_id, p.name, p.logo, o.amount, o.status, o.due_date, o.created_at
		FROM orders o JOIN products p ON p.id = o.product_id WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id DESC`, userID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list complaint orders: %w", err)
	}
	defer rows.Close()
	out := []complaints.Order{}
	for rows.Next() {
		var o complaints.Order
		if err := rows.Scan(&o.ID, &o.OrderNo, &o.UserID, &o.ProductName, &o.ProductLogo, &o.Amount, &o.Status, &o.DueDate, &o.CreatedAt); err != nil {
			return nil, fmt.Errorf("store: unable to read complaint order: %w", err)
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

const complaintCols = `c.id, c.user_id, c.order_id, o.order_no, c.problem_type, c.problem_son_type, c.detail, c.images, c.reply_by, c.created_at,
	c.reply_text, c.reply_images, c.operator_id, c.replied_at, c.need_score, c.score, c.scored_at`

const complaintFrom = ` FROM complaints c JOIN orders o ON o.id = c.order_id`

func scanComplaint(sc interface{ Scan(...any) error }) (complaints.Complaint, error) {
	var c complaints.Complaint
	var images, replyImages string
	var needScore int
	err := sc.Scan(&c.ID, &c.UserID, &c.OrderID, &c.OrderNo, &c.Type, &c.SonType, &c.Detail, &images, &c.ReplyBy, &c.CreatedAt,
		&c.ReplyText, &replyImages, &c.OperatorID, &c.RepliedAt, &needScore, &c.Score, &c.ScoredAt)
	if err != nil {
		return c, err
	}
	c.NeedScore = needScore == 1
	c.Images = names(images)
	c.ReplyImages = names(replyImages)
	return c, nil
}

// names decodes a JSON array of upload names; a damaged value reads as no images.
func names(js string) []string {
	out := []string{}
	_ = json.Unmarshal([]byte(js), &out)
	if out == nil {
		out = []string{}
	}
	return out
}

func namesJSON(ns []string) string {
	if len(ns) == 0 {
		return "[]"
	}
	b, _ := json.Marshal(ns)
	return string(b)
}

// CreateComplaint saves a complaint. Within duplicateWindow the same text on the same order
// returns the complaint already saved, so a double tap files one complaint.
func (s Complaints) CreateComplaint(ctx context.Context, c complaints.Complaint) (complaints.Complaint, error) {
	var id int64
	err := s.Tx(ctx, func(tx Querier) error {
		if err := s.lockKey(ctx, tx, "complaints:user:"+strconv.FormatInt(c.UserID, 10)); err != nil {
			return err
		}
		err := tx.QueryRowContext(ctx, `SELECT id FROM complaints WHERE user_id = $1 AND order_id = $2 AND problem_type = $3
			AND problem_son_type = $4 AND detail = $5 AND created_at > $6 ORDER BY id DESC LIMIT 1`,
			c.UserID, c.OrderID, c.Type, c.SonType, c.Detail, c.CreatedAt-duplicateWindow.Milliseconds()).Scan(&id)
		if err == nil {
			return nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		return tx.QueryRowContext(ctx, `INSERT INTO complaints (user_id, order_id, problem_type, problem_son_type, detail, images, reply_by, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
			c.UserID, c.OrderID, c.Type, c.SonType, c.Detail, namesJSON(c.Images), c.ReplyBy, c.CreatedAt).Scan(&id)
	})
	if err != nil {
		return complaints.Complaint{}, fmt.Errorf("store: unable to save complaint: %w", err)
	}
	return s.UserComplaint(ctx, c.UserID, id)
}

// UserComplaints lists a borrower's complaints, newest first.
func (s Complaints) UserComplaints(ctx context.Context, userID int64) ([]complaints.Complaint, error) {
	rows, err := s.Query(ctx, `SELECT `+complaintCols+complaintFrom+` WHERE c.user_id = $1 ORDER BY c.created_at DESC, c.id DESC`, userID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list complaints: %w", err)
	}
	defer rows.Close()
	out := []complaints.Complaint{}
	for rows.Next() {
		c, err := scanComplaint(rows)
		if err != nil {
			return nil, fmt.Errorf("store: unable to read complaint: %w", err)
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// UserComplaint reads one complaint of the borrower. Another borrower's id reads exactly like
// a missing one: complaints.ErrNotFound.
func (s Complaints) UserComplaint(ctx context.Context, userID, id int64) (complaints.Complaint, error) {
	c, err := scanComplaint(s.QueryRow(ctx, `SELECT `+complaintCols+complaintFrom+` WHERE c.id = $1 AND c.user_id = $2`, id, userID))
	if errors.Is(err, sql.ErrNoRows) {
		return c, complaints.ErrNotFound
	}
	if err != nil {
		return c, fmt.Errorf("store: unable to read complaint: %w", err)
	}
	return c, nil
}

// ComplaintByID reads any complaint (the operator side).
func (s Complaints) ComplaintByID(ctx context.Context, id int64) (complaints.Complaint, error) {
	c, err := scanComplaint(s.QueryRow(ctx, `SELECT `+complaintCols+complaintFrom+` WHERE c.id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return c, complaints.ErrNotFound
	}
	if err != nil {
		return c, fmt.Errorf("store: unable to read complaint: %w", err)
	}
	return c, nil
}

// ComplainantPhone is the phone of the borrower who filed complaints (the desk's view).
func (s Complaints) ComplainantPhone(ctx context.Context, userID int64) (string, error) {
	u, err := s.Users().UserByID(ctx, userID)
	return u.Phone, err
}

// OpenComplaints lists complaints without a reply, the oldest promise first (the back
// office's queue). limit <= 0 means 100.
func (s Complaints) OpenComplaints(ctx context.Context, limit int) ([]complaints.Complaint, error) {
	if limit <= 0 {
		limit = 100
	}
	rows, err := s.Query(ctx, `SELECT `+complaintCols+complaintFrom+` WHERE c.replied_at = 0 ORDER BY c.reply_by, c.id LIMIT $1`, limit)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list open complaints: %w", err)
	}
	defer rows.Close()
	out := []complaints.Complaint{}
	for rows.Next() {
		c, err := scanComplaint(rows)
		if err != nil {
			return nil, fmt.Errorf("store: unable to read complaint: %w", err)
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// SaveComplaintReply writes an operator's process result. Asking for a rating is sticky: a
// later reply without the flag does not withdraw the question.
func (s Complaints) SaveComplaintReply(ctx context.Context, r complaints.Reply, audit ...admin.Entry) error {
	ask := 0
	if r.AskRating {
		ask = 1
	}
	return s.InTx(ctx, func(tx *Tx) error {
		if err := saveComplaintReply(ctx, tx.q, r, ask); err != nil {
			return err
		}
		for _, e := range audit {
			e.At = r.At
			if err := tx.AddAudit(ctx, e); err != nil {
				return err
			}
		}
		return nil
	})
}

func saveComplaintReply(ctx context.Context, q Querier, r complaints.Reply, ask int) error {
	res, err := q.ExecContext(ctx, `UPDATE complaints SET reply_text = $1, reply_images = $2, operator_id = $3, replied_at = $4,
		need_score = CASE WHEN need_score = 1 OR $5 = 1 THEN 1 ELSE 0 END, updated_at = $4 WHERE id = $6`,
		r.Text, namesJSON(r.Images), r.OperatorID, r.At, ask, r.ComplaintID)
	if err != nil {
		return fmt.Errorf("store: unable to save complaint reply: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return complaints.ErrNotFound
	}
	return nil
}

// SaveComplaintScore saves the borrower's one rating of a complaint the operator asked a
// rating for. The row is locked so two sends cannot both win.
func (s Complaints) SaveComplaintScore(ctx context.Context, userID, id int64, score int, at int64) error {
	return s.Tx(ctx, func(tx Querier) error {
		var need, current int
		err := tx.QueryRowContext(ctx, `SELECT need_score, score FROM complaints WHERE id = $1 AND user_id = $2`+s.ForUpdate(), id, userID).Scan(&need, &current)
		if errors.Is(err, sql.ErrNoRows) {
			return complaints.ErrNotFound
		}
		if err != nil {
			return fmt.Errorf("store: unable to read complaint score: %w", err)
		}
		switch {
		case current > 0:
			return complaints.ErrAlreadyScored
		case need != 1:
			return complaints.ErrScoreNotRequested
		}
		if _, err := tx.ExecContext(ctx, `UPDATE complaints SET score = $1, scored_at = $2, updated_at = $2 WHERE id = $3 AND score = 0`, score, at, id); err != nil {
			return fmt.Errorf("store: unable to save complaint score: %w", err)
		}
		return nil
	})
}

// SaveUpload records a stored file.
func (s Complaints) SaveUpload(ctx context.Context, u storage.Upload) error {
	_, err := s.Exec(ctx, `INSERT INTO uploads (name, owner_kind, owner_id, purpose, content_type, size, width, height, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`, u.Name, u.OwnerKind, u.OwnerID, u.Purpose, u.ContentType, u.Size, u.Width, u.Height, u.CreatedAt)
	if err != nil {
		return fmt.Errorf("store: unable to record upload: %w", err)
	}
	return nil
}

// Uploads reads the records of the given names; unknown names are left out.
func (s Complaints) Uploads(ctx context.Context, ns []string) ([]storage.Upload, error) {
	out := []storage.Upload{}
	if len(ns) == 0 {
		return out, nil
	}
	marks := make([]string, len(ns))
	args := make([]any, len(ns))
	for i, n := range ns {
		marks[i] = "$" + strconv.Itoa(i+1)
		args[i] = n
	}
	rows, err := s.Query(ctx, `SELECT name, owner_kind, owner_id, purpose, content_type, size, width, height, created_at
		FROM uploads WHERE name IN (`+strings.Join(marks, ",")+`)`, args...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read uploads: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var u storage.Upload
		if err := rows.Scan(&u.Name, &u.OwnerKind, &u.OwnerID, &u.Purpose, &u.ContentType, &u.Size, &u.Width, &u.Height, &u.CreatedAt); err != nil {
			return nil, fmt.Errorf("store: unable to read upload: %w", err)
		}
		out = append(out, u)
	}
	return out, rows.Err()
}

// SupportContacts is customer service's e-mail and telephone as a complaint shows them
// (Catalog.SupportContacts).
func (s Complaints) SupportContacts(ctx context.Context) (email, phone string, found bool, err error) {
	return s.Catalog().SupportContacts(ctx)
}
