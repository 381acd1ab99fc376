package store

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/backoffice"
	"github.com/pautang/pautang/internal/loans"
)

// loanList is the loans list (and the order queues: review, disbursements): orders with
// their borrower, product and latest payout attempt.
var loanList = listSpec{what: "loans", def: "created", id: "o.id",
	sorts: map[string]sortKey{"created": {col: "o.created_at"}, "amount": {col: "o.amount"}, "due": {col: "o.due_date", text: true}, "payoff": {col: "o.payoff_cents"}},
	selekt: `SELECT o.id, o.order_no, o.user_id, u.phone, u.name, o.product_id, p.name, o.amount, o.term_days, o.periods, o.status, o.is_repeat, o.due_date, o.created_at,
		o.overdue_since, o.payoff_cents, o.written_off_day, o.payout_status,
		(SELECT COUNT(*) FROM payouts x WHERE x.order_id = o.id),
		COALESCE((SELECT x.failure_reason FROM payouts x WHERE x.order_id = o.id ORDER BY x.attempt DESC LIMIT 1), '')
		FROM orders o JOIN users u ON u.id = o.user_id JOIN products p ON p.id = o.product_id`}

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

// loanConds turns the loans list's filter into conditions; matches, when not nil, are the
// orders the search matches (see orderMatches).
func loanConds(f backoffice.LoanListFilter, matches []int64) (*conds, error) {
	c := &conds{}
	if q := strings.TrimSpace(f.Search); q != "" {
		if len(q) > 60 {
			return nil, apperr.Invalid("The search is too long.")
		}
		if matches != nil {
			c.add("o.id = ANY(" + c.arg(matches) + ")")
		} else {
			var extra []string
			if p := c.phoneLike(q, "u.phone"); p != "" {
				extra = append(extra, p)
			}
			c.likeAny(q, []string{"LOWER(u.name)", "LOWER(o.order_no)"}, extra...)
		}
	}
	in(c, "o.status", f.Statuses)
	if f.ProductID > 0 {
		c.add("o.product_id = " + c.arg(f.ProductID))
	}
	if f.FromMs > 0 {
		c.add("o.created_at >= " + c.arg(f.FromMs))
	}
	if f.ToMs > 0 {
		c.add("o.created_at < " + c.arg(f.ToMs))
	}
	if f.MinAmount > 0 {
		c.add("o.amount >= " + c.arg(f.MinAmount))
	}
	if f.MaxAmount > 0 {
		c.add("o.amount <= " + c.arg(f.MaxAmount))
	}
	dpdConds(c, f.Today, f.MinDPD, f.MaxDPD)
	if f.PayoutProblems {
		c.add("o.status = 151 AND o.payout_status <> 'succeeded'")
	}
	if err := writtenOffCond(c, f.WrittenOff); err != nil {
		return nil, err
	}
	return c, nil
}

// dpdConds keeps the orders min to max days past due on today (0: no bound), from the kept
// overdue_since: N days past due means overdue since N days before today at the latest.
func dpdConds(c *conds, today loans.Date, minDPD, maxDPD int) {
	if minDPD > 0 {
		c.add("o.overdue_since > '' AND o.overdue_since <= " + c.arg(today.Add(-minDPD).String()))
	}
	if maxDPD > 0 {
		c.add("(o.overdue_since = '' OR o.overdue_since >= " + c.arg(today.Add(-maxDPD).String()) + ")")
	}
}

// writtenOffCond keeps only ("only") or leaves out ("exclude") the written-off loans.
func writtenOffCond(c *conds, v string) error {
	switch v {
	case "":
	case "only":
		c.add("o.written_off_day <> ''")
	case "exclude":
		c.add("o.written_off_day = ''")
	default:
		return apperr.Invalid("writtenOff must be 1 (only written-off loans) or 0 (none).")
	}
	return nil
}

func scanLoanRow(today loans.Date) func(Row) (backoffice.LoanListRow, error) {
	return func(r Row) (backoffice.LoanListRow, error) {
		var o backoffice.LoanListRow
		var rep int
		err := r.Scan(&o.ID, &o.OrderNo, &o.UserID, &o.Phone, &o.Name, &o.ProductID, &o.ProductName, &o.Amount, &o.TermDays, &o.Periods, &o.Status, &rep,
			&o.DueDate, &o.CreatedAt, &o.OverdueSince, &o.PayoffCents, &o.WrittenOffDay, &o.PayoutStatus, &o.PayoutAttempts, &o.PayoutFailure)
		o.IsRepeat = rep == 1
		if since, perr := loans.ParseDate(o.OverdueSince); perr == nil && o.OverdueSince != "" {
			o.DPD = today.Sub(since)
		}
		return o, err
	}
}

func loanKey(o backoffice.LoanListRow, sort string) (any, int64) {
	switch sort {
	case "amount":
		return o.Amount, o.ID
	case "due":
		return o.DueDate, o.ID
	case "payoff":
		return o.PayoffCents, o.ID
	}
	return o.CreatedAt, o.ID
}

// LoanList answers one page of the loans list, keyset-paginated on the sort column and id:
// every page costs the same, and a row is never skipped or repeated when rows are added.
func (s Lists) LoanList(ctx context.Context, f backoffice.LoanListFilter) (backoffice.LoanPage, error) {
	p := f.Paging()
	if err := loanList.pageLimit(&p); err != nil {
		return backoffice.LoanPage{}, err
	}
	matches, err := s.orderMatches(ctx, f.Search)
	if err != nil {
		return backoffice.LoanPage{}, err
	}
	c, err := loanConds(f, matches)
	if err != nil {
		return backoffice.LoanPage{}, err
	}
	rows, next, err := listPage(ctx, s.DB, loanList, p, c, scanLoanRow(f.Today), loanKey)
	if err != nil {
		return backoffice.LoanPage{}, listErr("list loans", err)
	}
	return backoffice.LoanPage{Rows: rows, Next: next}, nil
}

// EachLoan streams every loan the filter selects (no page, no cursor) in its order to each,
// one row at a time, for the CSV export: memory does not grow with the rows.
func (s Lists) EachLoan(ctx context.Context, f backoffice.LoanListFilter, each func(backoffice.LoanListRow) error) error {
	c, err := loanConds(f, nil)
	if err != nil {
		return err
	}
	return listErr("export loans", listEach(ctx, s.DB, loanList, f.Paging(), c, scanLoanRow(f.Today), each))
}

// searchFew is how many matching orders a search may have for the list to page over them alone.
const searchFew = 2000

// orderMatches answers, on PostgreSQL, the orders whose borrower's name or phone or whose order
// number a search of 3 characters or more matches, through the trigram indexes (migration
// 0026); nil when the search cannot use them or more than searchFew orders match. When they
// are few, the list sorts and pages those alone (a rare name or an order number no longer
// walks the whole book in the sort's order); when they are many, the list walks the sort's
// index and filters, which finds a page of frequent matches quickly.
func (s Lists) orderMatches(ctx context.Context, search string) ([]int64, error) {
	q := strings.TrimSpace(search)
	if s.Dialect != Postgres || len(q) < 3 || len(q) > maxSearch {
		return nil, nil
	}
	like := "%" + strings.ToLower(likeEscape.Replace(q)) + "%"
	users := `LOWER(name) LIKE $1 ESCAPE '\'`
	args := []any{like}
	if p := searchPhone(q); p != "" {
		users += ` OR phone LIKE $2`
		args = append(args, "0%"+p+"%")
	}
	return s.fewIDs(ctx, "search loans", `SELECT id FROM orders WHERE user_id IN (SELECT id FROM users WHERE `+users+`)
		UNION ALL SELECT id FROM orders WHERE LOWER(order_no) LIKE $1 ESCAPE '\'`, args)
}

// fewIDs reads the ids a query answers, at most searchFew of them; nil when there are more.
func (s Lists) fewIDs(ctx context.Context, what, q string, args []any) ([]int64, error) {
	ids := []int64{}
	err := queryEach(ctx, s.DB, q+` LIMIT `+strconv.Itoa(searchFew+1), args, func(r Row) error {
		var id int64
		err := r.Scan(&id)
		ids = append(ids, id)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to %s: %w", what, err)
	}
	if len(ids) > searchFew {
		return nil, nil
	}
	return ids, nil
}
