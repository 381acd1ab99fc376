package store

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
)

// LoanSort is a sortable column of the loans list.
type LoanSort string

// The loans list's sort keys and the column each reads.
var loanSortColumns = map[LoanSort]string{
	"created": "o.created_at",
	"amount":  "o.amount",
	"due":     "o.due_date",
	"payoff":  "o.payoff_cents",
}

// LoanListFilter selects and orders the loans list. Zero fields do not filter.
type LoanListFilter struct {
	Search     string // partial name, partial phone (09.., 639.., +639..), partial order number
	Statuses   []int
	ProductID  int64
	FromMs     int64 // created at or after (unix ms)
	ToMs       int64 // created before (unix ms)
	MinAmount  int64 // principal, centavos
	MaxAmount  int64
	MinDPD     int // days past due (from the kept standing) on Today
	MaxDPD     int
	Today      loans.Date
	Sort       LoanSort // "" is created
	Asc        bool
	Limit      int    // page size, 1..200 (default 50); the export has none
	After      string // the cursor of the previous page's last row
	unpaginate bool
	matches    []int64 // the orders a search matches, when few (PostgreSQL; see searchMatches)
}

// LoanListRow is one row of the loans list.
type LoanListRow struct {
	ID           int64  `json:"id"`
	OrderNo      string `json:"orderNo"`
	UserID       int64  `json:"userId"`
	Phone        string `json:"phone"`
	Name         string `json:"name"`
	ProductID    int64  `json:"productId"`
	ProductName  string `json:"productName"`
	Amount       int64  `json:"amount"`
	TermDays     int    `json:"termDays"`
	Status       int    `json:"status"`
	DueDate      string `json:"dueDate"`
	CreatedAt    int64  `json:"createdAt"`
	OverdueSince string `json:"overdueSince"`
	DPD          int    `json:"dpd"`
	PayoffCents  int64  `json:"payoff"`
}

// LoanPage is one page of the loans list and the cursor of the next ("" on the last page).
type LoanPage struct {
	Rows []LoanListRow `json:"rows"`
	Next string        `json:"next"`
}

// likeEscape escapes LIKE's wildcards so a search matches its text literally.
var likeEscape = strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)

// searchPhone is the phone digits of a search in the stored 09.. form: "+63917", "63917",
// "0917" and "917" all look for "917" after the leading 0. "" when the search is not digits.
func searchPhone(q string) string {
	d := strings.NewReplacer(" ", "", "-", "", "(", "", ")", "").Replace(q)
	d = strings.TrimPrefix(d, "+")
	if d == "" || strings.Trim(d, "0123456789") != "" {
		return ""
	}
	if strings.HasPrefix(d, "63") && len(d) > 2 {
		d = d[2:]
	}
	return strings.TrimPrefix(d, "0")
}

// loanCursor is where a page ends: the sort column's value and the id.
type loanCursor struct {
	V  json.RawMessage `json:"v"`
	ID int64           `json:"id"`
}

func (s *Store) loanListQuery(f LoanListFilter) (string, []any, error) {
	col, known := loanSortColumns[f.Sort]
	if f.Sort == "" {
		col, known = loanSortColumns["created"], true
	}
	if !known {
		return "", nil, apperr.Invalid("sort must be one of created, amount, due, payoff.")
	}
	var where []string
	var args []any
	arg := func(v any) string { args = append(args, v); return "$" + strconv.Itoa(len(args)) }
	if q := strings.TrimSpace(f.Search); q != "" {
		if len(q) > 60 {
			return "", nil, apperr.Invalid("The search is too long.")
		}
		if f.matches != nil {
			where = append(where, "o.id = ANY("+arg(f.matches)+")")
		} else {
			like := arg("%" + strings.ToLower(likeEscape.Replace(q)) + "%")
			cond := []string{`LOWER(u.name) LIKE ` + like + ` ESCAPE '\'`, `LOWER(o.order_no) LIKE ` + like + ` ESCAPE '\'`}
			if p := searchPhone(q); p != "" {
				cond = append(cond, `u.phone LIKE `+arg("0%"+p+"%"))
			}
			where = append(where, "("+strings.Join(cond, " OR ")+")")
		}
	}
	if len(f.Statuses) > 0 {
		ph := make([]string, len(f.Statuses))
		for i, st := range f.Statuses {
			ph[i] = arg(st)
		}
		where = append(where, "o.status IN ("+strings.Join(ph, ",")+")")
	}
	if f.ProductID > 0 {
		where = append(where, "o.product_id = "+arg(f.ProductID))
	}
	if f.FromMs > 0 {
		where = append(where, "o.created_at >= "+arg(f.FromMs))
	}
	if f.ToMs > 0 {
		where = append(where, "o.created_at < "+arg(f.ToMs))
	}
	if f.MinAmount > 0 {
		where = append(where, "o.amount >= "+arg(f.MinAmount))
	}
	if f.MaxAmount > 0 {
		where = append(where, "o.amount <= "+arg(f.MaxAmount))
	}
	// Days past due N means overdue since N days before today at the latest.
	if f.MinDPD > 0 {
		where = append(where, "o.overdue_since <> '' AND o.overdue_since <= "+arg(f.Today.Add(-f.MinDPD).String()))
	}
	if f.MaxDPD > 0 {
		where = append(where, "(o.overdue_since = '' OR o.overdue_since >= "+arg(f.Today.Add(-f.MaxDPD).String())+")")
	}
	cmp, dir := "<", "DESC"
	if f.Asc {
		cmp, dir = ">", "ASC"
	}
	if f.After != "" && !f.unpaginate {
		raw, err := base64.RawURLEncoding.DecodeString(f.After)
		var c loanCursor
		if err == nil {
			err = json.Unmarshal(raw, &c)
		}
		if err != nil || len(c.V) == 0 {
			return "", nil, apperr.Invalid("The page cursor is not valid; start from the first page.")
		}
		var v any
		if col == "o.due_date" {
			var sv string
			err = json.Unmarshal(c.V, &sv)
			v = sv
		} else {
			var iv int64
			err = json.Unmarshal(c.V, &iv)
			v = iv
		}
		if err != nil {
			return "", nil, apperr.Invalid("The page cursor is not valid; start from the first page.")
		}
		where = append(where, "("+col+", o.id) "+cmp+" ("+arg(v)+", "+arg(c.ID)+")")
	}
	q := `SELECT o.id, o.order_no, o.user_id, u.phone, u.name, o.product_id, p.name, o.amount, o.term_days, o.status, o.due_date, o.created_at, o.overdue_since, o.payoff_cents
		FROM orders o JOIN users u ON u.id = o.user_id JOIN products p ON p.id = o.product_id`
	if len(where) > 0 {
		q += " WHERE " + strings.Join(where, " AND ")
	}
	q += " ORDER BY " + col + " " + dir + ", o.id " + dir
	if !f.unpaginate {
		q += " LIMIT " + arg(f.Limit+1)
	}
	return q, args, nil
}

func scanLoanRow(r Row, today loans.Date) (LoanListRow, error) {
	var o LoanListRow
	err := r.Scan(&o.ID, &o.OrderNo, &o.UserID, &o.Phone, &o.Name, &o.ProductID, &o.ProductName, &o.Amount, &o.TermDays, &o.Status,
		&o.DueDate, &o.CreatedAt, &o.OverdueSince, &o.PayoffCents)
	if since, perr := loans.ParseDate(o.OverdueSince); perr == nil && o.OverdueSince != "" {
		o.DPD = today.Sub(since)
	}
	return o, err
}

// LoanList answers one page of the loans list, keyset-paginated on the sort column and id:
// every page costs the same, and a row is never skipped or repeated when rows are added.
func (s *Store) LoanList(ctx context.Context, f LoanListFilter) (LoanPage, error) {
	if f.Limit <= 0 {
		f.Limit = 50
	}
	if f.Limit > 200 {
		return LoanPage{}, apperr.Invalid("A page holds at most 200 loans.")
	}
	if err := s.searchMatches(ctx, &f); err != nil {
		return LoanPage{}, err
	}
	q, args, err := s.loanListQuery(f)
	if err != nil {
		return LoanPage{}, err
	}
	page := LoanPage{Rows: []LoanListRow{}}
	err = queryEach(ctx, s.DB, q, args, func(r Row) error {
		o, err := scanLoanRow(r, f.Today)
		page.Rows = append(page.Rows, o)
		return err
	})
	if err != nil {
		return LoanPage{}, fmt.Errorf("store: unable to list loans: %w", err)
	}
	if len(page.Rows) > f.Limit {
		page.Rows = page.Rows[:f.Limit]
		last := page.Rows[f.Limit-1]
		var v any
		switch f.Sort {
		case "amount":
			v = last.Amount
		case "due":
			v = last.DueDate
		case "payoff":
			v = last.PayoffCents
		default:
			v = last.CreatedAt
		}
		vb, _ := json.Marshal(v)
		cb, _ := json.Marshal(loanCursor{V: vb, ID: last.ID})
		page.Next = base64.RawURLEncoding.EncodeToString(cb)
	}
	return page, nil
}

// EachLoan streams every loan the filter selects (no page, no cursor) in its order to each,
// one row at a time, for the CSV export: memory does not grow with the rows.
func (s *Store) EachLoan(ctx context.Context, f LoanListFilter, each func(LoanListRow) error) error {
	f.unpaginate = true
	q, args, err := s.loanListQuery(f)
	if err != nil {
		return err
	}
	err = queryEach(ctx, s.DB, q, args, func(r Row) error {
		o, err := scanLoanRow(r, f.Today)
		if err != nil {
			return err
		}
		return each(o)
	})
	if err != nil {
		return fmt.Errorf("store: unable to export loans: %w", err)
	}
	return nil
}

// searchFew is how many matching orders a search may have for the list to page over them alone.
const searchFew = 2000

// searchMatches finds, on PostgreSQL, the orders a search of 3 characters or more matches
// through the trigram indexes (migration 0026). When they are few, the list sorts and pages
// those alone (a rare name or an order number no longer walks the whole book in the sort's
// order); when they are many, the list walks the sort's index as before, which finds a page of
// frequent matches quickly.
func (s *Store) searchMatches(ctx context.Context, f *LoanListFilter) error {
	q := strings.TrimSpace(f.Search)
	if s.Dialect != Postgres || len(q) < 3 || len(q) > 60 {
		return nil
	}
	like := "%" + strings.ToLower(likeEscape.Replace(q)) + "%"
	users := `LOWER(name) LIKE $1 ESCAPE '\'`
	args := []any{like}
	if p := searchPhone(q); p != "" {
		users += ` OR phone LIKE $2`
		args = append(args, "0%"+p+"%")
	}
	ids := []int64{}
	err := queryEach(ctx, s.DB, `SELECT id FROM orders WHERE user_id IN (SELECT id FROM users WHERE `+users+`)
		UNION ALL SELECT id FROM orders WHERE LOWER(order_no) LIKE $1 ESCAPE '\' LIMIT `+strconv.Itoa(searchFew+1), args, func(r Row) error {
		var id int64
		err := r.Scan(&id)
		ids = append(ids, id)
		return err
	})
	if err != nil {
		return fmt.Errorf("store: unable to search loans: %w", err)
	}
	if len(ids) <= searchFew {
		f.matches = ids
	}
	return nil
}
