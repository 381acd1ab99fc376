package store

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/backoffice"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/payments"
)

// The back office's lists other than the loans list (loanlist.go), each on the keyset
// machinery of keyset.go: a page (rows and the next cursor) and an export walk.

// maxSearch is the longest search any list takes.
const maxSearch = 60

// search trims a list's search and refuses a too long one.
func search(q string) (string, error) {
	q = strings.TrimSpace(q)
	if len(q) > maxSearch {
		return "", apperr.Invalid("The search is too long.")
	}
	return q, nil
}

// rangeConds keeps rows whose col (unix ms) is in [from, to); 0 does not bound.
func rangeConds(c *conds, col string, from, to int64) {
	if from > 0 {
		c.add(col + " >= " + c.arg(from))
	}
	if to > 0 {
		c.add(col + " < " + c.arg(to))
	}
}

// amountConds keeps rows whose col (centavos) is in [min, max]; 0 does not bound.
func amountConds(c *conds, col string, lo, hi int64) {
	if lo > 0 {
		c.add(col + " >= " + c.arg(lo))
	}
	if hi > 0 {
		c.add(col + " <= " + c.arg(hi))
	}
}

// borrowerSearch matches a part of the borrower's name (any case), of the order number, or of
// the phone in any form, plus exact matches on the extra columns (a reference, a UTR).
func borrowerSearch(c *conds, q string, lowered ...string) {
	var extra []string
	if p := c.phoneLike(q, "u.phone"); p != "" {
		extra = append(extra, p)
	}
	c.likeAny(q, append([]string{"LOWER(u.name)", "LOWER(o.order_no)"}, lowered...), extra...)
}

// ----- Transfers -----

var transferList = listSpec{what: "transfers", def: "created", id: "r.id",
	sorts: map[string]sortKey{"created": {col: "r.created_at"}, "amount": {col: "r.amount"}},
	selekt: `SELECT r.id, r.reference, r.order_id, o.order_no, r.user_id, u.name, u.phone, r.amount, r.paid_amount, r.is_delay, r.status, r.utr, r.message,
		r.channel_number, r.created_at, o.written_off_day
		FROM repayments r JOIN orders o ON o.id = r.order_id JOIN users u ON u.id = r.user_id`}

// transferMatch is, when few, the orders and the repayments a search matches (PostgreSQL;
// see transferMatches).
type transferMatch struct {
	orders, refs []int64
	few          bool
}

func transferConds(f backoffice.TransferFilter, m transferMatch) (*conds, error) {
	c := &conds{}
	c.add("r.method = " + c.arg(payments.MethodTransfer))
	q, err := search(f.Search)
	if err != nil {
		return nil, err
	}
	switch {
	case q == "":
	case m.few:
		c.add("(r.order_id = ANY(" + c.arg(m.orders) + ") OR r.id = ANY(" + c.arg(m.refs) + "))")
	default:
		borrowerSearch(c, q, "LOWER(r.reference)", "LOWER(r.utr)")
	}
	for _, st := range f.Statuses {
		if st != payments.StatusPending && st != payments.StatusSucceeded && st != payments.StatusFailed {
			return nil, apperr.Invalid("status must be pending, succeeded or failed.")
		}
	}
	in(c, "r.status", f.Statuses)
	rangeConds(c, "r.created_at", f.FromMs, f.ToMs)
	amountConds(c, "r.amount", f.MinAmount, f.MaxAmount)
	return c, writtenOffCond(c, f.WrittenOff)
}

func scanTransfer(r Row) (backoffice.TransferRow, error) {
	var t backoffice.TransferRow
	var delay int
	err := r.Scan(&t.ID, &t.Reference, &t.OrderID, &t.OrderNo, &t.UserID, &t.Name, &t.Phone, &t.Amount, &t.Paid, &delay, &t.Status, &t.UTR, &t.Message,
		&t.ChannelNumber, &t.CreatedAt, &t.WrittenOffDay)
	t.IsDelay = delay == 1
	return t, err
}

func transferKey(t backoffice.TransferRow, sort string) (any, int64) {
	if sort == "amount" {
		return t.Amount, t.ID
	}
	return t.CreatedAt, t.ID
}

// transferMatches finds, on PostgreSQL, the orders (by borrower or order number) and the
// repayments (by reference or UTR) a search matches through the trigram indexes; when both
// are few the page sorts those alone instead of walking every transfer.
func (s Lists) transferMatches(ctx context.Context, search string) (transferMatch, error) {
	q := strings.TrimSpace(search)
	if s.Dialect != Postgres || len(q) < 3 || len(q) > maxSearch {
		return transferMatch{}, nil
	}
	orders, err := s.orderMatches(ctx, q)
	if err != nil || orders == nil {
		return transferMatch{}, err
	}
	like := "%" + strings.ToLower(likeEscape.Replace(q)) + "%"
	refs, err := s.fewIDs(ctx, "search transfers", `SELECT id FROM repayments WHERE LOWER(reference) LIKE $1 ESCAPE '\' OR LOWER(utr) LIKE $1 ESCAPE '\'`, []any{like})
	if err != nil || refs == nil {
		return transferMatch{}, err
	}
	return transferMatch{orders: orders, refs: refs, few: true}, nil
}

// TransferList answers a page of the bank-transfer repayments (sort created or amount).
func (s Lists) TransferList(ctx context.Context, f backoffice.TransferFilter) (backoffice.TransferPage, error) {
	m, err := s.transferMatches(ctx, f.Search)
	if err != nil {
		return backoffice.TransferPage{}, err
	}
	c, err := transferConds(f, m)
	if err != nil {
		return backoffice.TransferPage{}, err
	}
	rows, next, err := listPage(ctx, s.DB, transferList, f.Paging, c, scanTransfer, transferKey)
	return backoffice.TransferPage{Rows: rows, Next: next}, listErr("list transfers", err)
}

// EachTransfer streams every transfer repayment the filter selects, for the export.
func (s Lists) EachTransfer(ctx context.Context, f backoffice.TransferFilter, each func(backoffice.TransferRow) error) error {
	c, err := transferConds(f, transferMatch{})
	if err != nil {
		return err
	}
	return listErr("export transfers", listEach(ctx, s.DB, transferList, f.Paging, c, scanTransfer, each))
}

// ----- Complaints -----

var complaintList = listSpec{what: "complaints", def: "replyBy", id: "c.id",
	sorts:  map[string]sortKey{"replyBy": {col: "c.reply_by", text: true}, "created": {col: "c.created_at"}},
	selekt: `SELECT ` + complaintCols + `, u.phone, u.name, o.written_off_day` + complaintFrom + ` JOIN users u ON u.id = c.user_id`}

func complaintConds(f backoffice.ComplaintFilter) (*conds, error) {
	c := &conds{}
	q, err := search(f.Search)
	if err != nil {
		return nil, err
	}
	if q != "" {
		borrowerSearch(c, q)
	}
	switch f.State {
	case "":
	case "open":
		c.add("c.replied_at = 0")
	case "replied":
		c.add("c.replied_at <> 0")
	case "overdue":
		c.add("c.replied_at = 0 AND c.reply_by < " + c.arg(f.Today.String()))
	default:
		return nil, apperr.Invalid("state must be open, replied or overdue.")
	}
	if f.Type > 0 {
		c.add("c.problem_type = " + c.arg(f.Type))
	}
	rangeConds(c, "c.created_at", f.FromMs, f.ToMs)
	return c, writtenOffCond(c, f.WrittenOff)
}

func scanComplaintRow(r Row) (backoffice.ComplaintListRow, error) {
	var out backoffice.ComplaintListRow
	var images, replyImages string
	var need int
	c := &out.Complaint
	err := r.Scan(&c.ID, &c.UserID, &c.OrderID, &c.OrderNo, &c.Type, &c.SonType, &c.Detail, &images, &c.ReplyBy, &c.CreatedAt,
		&c.ReplyText, &replyImages, &c.OperatorID, &c.RepliedAt, &need, &c.Score, &c.ScoredAt, &out.Phone, &out.Name, &out.WrittenOffDay)
	c.NeedScore, c.Images, c.ReplyImages = need == 1, names(images), names(replyImages)
	return out, err
}

func complaintKey(c backoffice.ComplaintListRow, sort string) (any, int64) {
	if sort == "created" {
		return c.CreatedAt, c.ID
	}
	return c.ReplyBy, c.ID
}

// ComplaintList answers a page of complaints (sort replyBy or created) and the next cursor.
func (s Lists) ComplaintList(ctx context.Context, f backoffice.ComplaintFilter) ([]backoffice.ComplaintListRow, string, error) {
	c, err := complaintConds(f)
	if err != nil {
		return nil, "", err
	}
	rows, next, err := listPage(ctx, s.DB, complaintList, f.Paging, c, scanComplaintRow, complaintKey)
	return rows, next, listErr("list complaints", err)
}

// EachComplaint streams every complaint the filter selects, for the export.
func (s Lists) EachComplaint(ctx context.Context, f backoffice.ComplaintFilter, each func(backoffice.ComplaintListRow) error) error {
	c, err := complaintConds(f)
	if err != nil {
		return err
	}
	return listErr("export complaints", listEach(ctx, s.DB, complaintList, f.Paging, c, scanComplaintRow, each))
}

// ----- Audit log -----

var auditList = listSpec{what: "audit rows", def: "at", id: "a.id",
	sorts: map[string]sortKey{"at": {col: "a.at"}},
	selekt: `SELECT a.id, a.operator_id, COALESCE(o.email, 'system'), a.action, a.entity, a.entity_id, a.before_json, a.after_json, a.ip, a.at
		FROM audit_log a LEFT JOIN operators o ON o.id = a.operator_id`}

func auditConds(f backoffice.AuditListFilter) (*conds, error) {
	c := &conds{}
	if len(f.Entity) > maxSearch || len(f.EntityID) > maxSearch {
		return nil, apperr.Invalid("entity and entityId are at most %d characters.", maxSearch)
	}
	if f.Entity != "" {
		c.add("a.entity = " + c.arg(f.Entity))
	}
	if f.EntityID != "" {
		c.add("a.entity_id = " + c.arg(f.EntityID))
	}
	if f.OperatorID != 0 {
		c.add("a.operator_id = " + c.arg(f.OperatorID))
	}
	q, err := search(f.Search)
	if err != nil {
		return nil, err
	}
	if q != "" {
		c.likeAny(q, []string{"LOWER(a.action)"})
	}
	rangeConds(c, "a.at", f.FromMs, f.ToMs)
	return c, nil
}

func scanAudit(r Row) (backoffice.AuditRow, error) {
	var e backoffice.AuditRow
	var before, after string
	err := r.Scan(&e.ID, &e.OperatorID, &e.Operator, &e.Action, &e.Entity, &e.EntityID, &before, &after, &e.IP, &e.At)
	e.Before, e.After = json.RawMessage(before), json.RawMessage(after)
	return e, err
}

func auditKey(e backoffice.AuditRow, _ string) (any, int64) { return e.At, e.ID }

// AuditList answers a page of the audit log (sort at).
func (s Lists) AuditList(ctx context.Context, f backoffice.AuditListFilter) (backoffice.AuditPage, error) {
	c, err := auditConds(f)
	if err != nil {
		return backoffice.AuditPage{}, err
	}
	rows, next, err := listPage(ctx, s.DB, auditList, f.Paging, c, scanAudit, auditKey)
	return backoffice.AuditPage{Rows: rows, Next: next}, listErr("list the audit log", err)
}

// EachAudit streams every audit row the filter selects, for the export.
func (s Lists) EachAudit(ctx context.Context, f backoffice.AuditListFilter, each func(backoffice.AuditRow) error) error {
	c, err := auditConds(f)
	if err != nil {
		return err
	}
	return listErr("export the audit log", listEach(ctx, s.DB, auditList, f.Paging, c, scanAudit, each))
}

// ----- Operators -----

var operatorList = listSpec{what: "operators", def: "email", id: "id",
	sorts: map[string]sortKey{"email": {col: "email", text: true}, "name": {col: "name", text: true}, "created": {col: "created_at"},
		"lastLogin": {col: "last_login_at"}},
	selekt: `SELECT ` + operatorCols + ` FROM operators`}

func operatorConds(f backoffice.OperatorFilter) (*conds, error) {
	c := &conds{}
	q, err := search(f.Search)
	if err != nil {
		return nil, err
	}
	if q != "" {
		c.likeAny(q, []string{"LOWER(name)", "LOWER(email)"})
	}
	for _, r := range f.Roles {
		if _, ok := admin.ParseRole(r); !ok {
			return nil, admin.ErrInvalidRole
		}
	}
	in(c, "role", f.Roles)
	switch f.Disabled {
	case "":
	case "only":
		c.add("disabled = 1")
	case "exclude":
		c.add("disabled = 0")
	default:
		return nil, apperr.Invalid("disabled must be 1 or 0.")
	}
	return c, nil
}

func scanOperatorRow(r Row) (admin.Operator, error) { return scanOperator(r) }

func operatorKey(o admin.Operator, sort string) (any, int64) {
	switch sort {
	case "name":
		return o.Name, o.ID
	case "created":
		return o.CreatedAt, o.ID
	case "lastLogin":
		return o.LastLoginAt, o.ID
	}
	return o.Email, o.ID
}

// OperatorList answers a page of the operators (sort email, name, created, lastLogin).
func (s Lists) OperatorList(ctx context.Context, f backoffice.OperatorFilter) ([]admin.Operator, string, error) {
	c, err := operatorConds(f)
	if err != nil {
		return nil, "", err
	}
	rows, next, err := listPage(ctx, s.DB, operatorList, f.Paging, c, scanOperatorRow, operatorKey)
	return rows, next, listErr("list operators", err)
}

// EachOperator streams every operator the filter selects, for the export.
func (s Lists) EachOperator(ctx context.Context, f backoffice.OperatorFilter, each func(admin.Operator) error) error {
	c, err := operatorConds(f)
	if err != nil {
		return err
	}
	return listErr("export operators", listEach(ctx, s.DB, operatorList, f.Paging, c, scanOperatorRow, each))
}

// ----- Borrowers -----

// openStatuses are the statuses of a loan that owes (disbursed, not closed).
const openStatuses = "170, 174, 180"

var borrowerList = listSpec{what: "borrowers", def: "created", id: "u.id",
	sorts: map[string]sortKey{"created": {col: "u.created_at"}, "name": {col: "u.name", text: true}},
	selekt: `SELECT u.id, u.phone, u.name, u.source, u.created_at,
		(SELECT COUNT(*) FROM orders o WHERE o.user_id = u.id),
		(SELECT COUNT(*) FROM orders o WHERE o.user_id = u.id AND o.status IN (` + openStatuses + `)),
		COALESCE((SELECT SUM(o.payoff_cents) FROM orders o WHERE o.user_id = u.id AND o.status IN (` + openStatuses + `)), 0),
		(SELECT COUNT(*) FROM orders o WHERE o.user_id = u.id AND o.written_off_day <> ''),
		COALESCE((SELECT MAX(o.created_at) FROM orders o WHERE o.user_id = u.id), 0)
		FROM users u`}

func borrowerConds(f backoffice.BorrowerFilter) (*conds, error) {
	c := &conds{}
	c.add("u.deleted_at IS NULL")
	q, err := search(f.Search)
	if err != nil {
		return nil, err
	}
	if q != "" {
		like := "%" + strings.ToLower(likeEscape.Replace(q)) + "%"
		cond := []string{`LOWER(u.name) LIKE ` + c.arg(like) + ` ESCAPE '\'`,
			`u.id IN (SELECT o.user_id FROM orders o WHERE LOWER(o.order_no) LIKE ` + c.arg(like) + ` ESCAPE '\')`}
		if p := c.phoneLike(q, "u.phone"); p != "" {
			cond = append(cond, p)
		}
		c.add("(" + strings.Join(cond, " OR ") + ")")
	}
	rangeConds(c, "u.created_at", f.FromMs, f.ToMs)
	if f.Overdue {
		c.add("EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id AND o.status = 180)")
	}
	switch f.WrittenOff {
	case "":
	case "only":
		c.add("EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id AND o.written_off_day <> '')")
	case "exclude":
		c.add("NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id AND o.written_off_day <> '')")
	default:
		return nil, apperr.Invalid("writtenOff must be 1 (only written-off loans) or 0 (none).")
	}
	return c, nil
}

func scanBorrower(r Row) (backoffice.BorrowerRow, error) {
	var b backoffice.BorrowerRow
	err := r.Scan(&b.ID, &b.Phone, &b.Name, &b.Source, &b.CreatedAt, &b.Loans, &b.OpenLoans, &b.Owed, &b.WrittenOff, &b.LastOrderAt)
	return b, err
}

func borrowerKey(b backoffice.BorrowerRow, sort string) (any, int64) {
	if sort == "name" {
		return b.Name, b.ID
	}
	return b.CreatedAt, b.ID
}

// BorrowerList answers a page of the borrowers (sort created or name).
func (s Lists) BorrowerList(ctx context.Context, f backoffice.BorrowerFilter) (backoffice.BorrowerPage, error) {
	c, err := borrowerConds(f)
	if err != nil {
		return backoffice.BorrowerPage{}, err
	}
	rows, next, err := listPage(ctx, s.DB, borrowerList, f.Paging, c, scanBorrower, borrowerKey)
	return backoffice.BorrowerPage{Rows: rows, Next: next}, listErr("list borrowers", err)
}

// EachBorrower streams every borrower the filter selects, for the export.
func (s Lists) EachBorrower(ctx context.Context, f backoffice.BorrowerFilter, each func(backoffice.BorrowerRow) error) error {
	c, err := borrowerConds(f)
	if err != nil {
		return err
	}
	return listErr("export borrowers", listEach(ctx, s.DB, borrowerList, f.Paging, c, scanBorrower, each))
}

// ----- Collections queue -----

// collectionList sorts "next" (the default) by the case's next-action day, then the day the
// loan fell past due (ascending: the next actions most overdue first, cases without one last),
// "overdue" by the day the loan fell past due (ascending: most days past due first) or
// "amount" by what it owes.
var collectionList = listSpec{what: "cases", def: "next", id: "o.id",
	sorts:  map[string]sortKey{"next": {col: nextActionKey, text: true}, "overdue": {col: "o.overdue_since", text: true}, "amount": {col: "o.payoff_cents"}},
	selekt: strings.Replace(collectionSelect, "\n\tFROM orders o", ", o.written_off_day\n\tFROM orders o", 1)}

// collectionConds turns the queue's filter into conditions; matches, when not nil, are the
// orders the search matches (see orderMatches).
func collectionConds(f backoffice.CollectionFilter, matches []int64) (*conds, error) {
	c := &conds{}
	c.add("o.status = " + c.arg(int(loans.StatusOverdue)) + " AND o.overdue_since > ''")
	q, err := search(f.Search)
	if err != nil {
		return nil, err
	}
	switch {
	case q == "":
	case matches != nil:
		c.add("o.id = ANY(" + c.arg(matches) + ")")
	default:
		borrowerSearch(c, q)
	}
	// At least 1 day past due: the queue holds what a bucket holds.
	dpdConds(c, f.Today, max(f.MinDPD, 1), f.MaxDPD)
	switch f.Agent {
	case "":
	case "me":
		c.add("COALESCE(c.agent_id, 0) = " + c.arg(f.Me))
	case "none":
		c.add("COALESCE(c.agent_id, 0) = 0")
	default:
		id, err := strconv.ParseInt(f.Agent, 10, 64)
		if err != nil || id <= 0 {
			return nil, apperr.Invalid("agent must be me, none or an operator id.")
		}
		c.add("c.agent_id = " + c.arg(id))
	}
	if f.ProductID > 0 {
		c.add("o.product_id = " + c.arg(f.ProductID))
	}
	if f.Product != "" {
		if len(f.Product) > maxSearch {
			return nil, apperr.Invalid("product is too long.")
		}
		c.add("p.name = " + c.arg(f.Product))
	}
	amountConds(c, "o.payoff_cents", f.MinAmount, f.MaxAmount)
	return c, writtenOffCond(c, f.WrittenOff)
}

func scanCollectionQueueRow(r Row) (backoffice.CollectionQueueRow, error) {
	var q backoffice.CollectionQueueRow
	x := &q.CollectionRow
	err := r.Scan(&x.OrderID, &x.OrderNo, &x.UserID, &x.Name, &x.Phone, &x.ProductName, &x.OverdueSince, &x.PayoffCents, &x.PastDueCents,
		&x.AgentID, &x.AgentName, &x.PromiseID, &x.PromiseCents, &x.PromiseDay, &x.PromiseStatus, &x.PaidSince, &x.NextActionDay, &q.WrittenOffDay)
	return q, err
}

// nextActionKey is the "next" sort's key: the next-action day ('9999-12-31' when none) and
// the day past due since; nextActionKeyOf is the same of a row.
const nextActionKey = `(COALESCE(NULLIF(c.next_action_day, ''), '9999-12-31') || ' ' || o.overdue_since)`

func nextActionKeyOf(q backoffice.CollectionQueueRow) string {
	day := q.NextActionDay
	if day == "" {
		day = "9999-12-31"
	}
	return day + " " + q.OverdueSince
}

func collectionKey(q backoffice.CollectionQueueRow, sort string) (any, int64) {
	switch sort {
	case "amount":
		return q.PayoffCents, q.OrderID
	case "next":
		return nextActionKeyOf(q), q.OrderID
	}
	return q.OverdueSince, q.OrderID
}

// CollectionList answers a page of the collections queue (sort overdue or amount).
func (s Lists) CollectionList(ctx context.Context, f backoffice.CollectionFilter) ([]backoffice.CollectionQueueRow, string, error) {
	matches, err := s.orderMatches(ctx, f.Search)
	if err != nil {
		return nil, "", err
	}
	c, err := collectionConds(f, matches)
	if err != nil {
		return nil, "", err
	}
	rows, next, err := listPage(ctx, s.DB, collectionList, f.Paging, c, scanCollectionQueueRow, collectionKey)
	return rows, next, listErr("list the collections queue", err)
}

// EachCollection streams every case the filter selects, for the export.
func (s Lists) EachCollection(ctx context.Context, f backoffice.CollectionFilter, each func(backoffice.CollectionQueueRow) error) error {
	c, err := collectionConds(f, nil)
	if err != nil {
		return err
	}
	return listErr("export the collections queue", listEach(ctx, s.DB, collectionList, f.Paging, c, scanCollectionQueueRow, each))
}

// OverdueDays answers, for the loans past due (status 180), how many and what they owe per
// day they fell past due: the queue's bucket totals, whatever page is shown.
func (s Lists) OverdueDays(ctx context.Context) (map[string]OverdueDay, error) {
	out := map[string]OverdueDay{}
	err := queryEach(ctx, s.DB, `SELECT overdue_since, COUNT(*), COALESCE(SUM(payoff_cents), 0) FROM orders WHERE status = $1 AND overdue_since > '' GROUP BY overdue_since`,
		[]any{int(loans.StatusOverdue)}, func(r Row) error {
			var day string
			var d OverdueDay
			err := r.Scan(&day, &d.Count, &d.Cents)
			out[day] = d
			return err
		})
	return out, listErr("count the collections queue", err)
}

// OverdueDay is the count and the money owed of the loans past due since one day.
type OverdueDay struct {
	Count int
	Cents int64
}
