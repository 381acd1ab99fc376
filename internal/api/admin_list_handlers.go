package api

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/backoffice"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/collections"
	"github.com/pautang/pautang/internal/complaints"
	"github.com/pautang/pautang/internal/export"
	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
)

// The back office's lists (docs/finance.md, "Back-office lists"): each answers a keyset page
// (its rows and next, the cursor of the following page) and has a CSV export of the same
// filters, streamed row by row.

// listQuery reads a list's query parameters; the first bad one is kept in err.
type listQuery struct {
	q   url.Values
	err error
}

func newListQuery(r *http.Request) *listQuery { return &listQuery{q: r.URL.Query()} }

func (l *listQuery) fail(err error) {
	if l.err == nil {
		l.err = err
	}
}

// num reads a whole number from 0 to max (0 when absent).
func (l *listQuery) num(name string, max int64) int64 {
	v := l.q.Get(name)
	if v == "" {
		return 0
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n < 0 || n > max {
		l.fail(apperr.Invalid("%s must be a whole number from 0 to %d.", name, max))
		return 0
	}
	return n
}

// pesos reads an amount in whole pesos, answered in centavos.
func (l *listQuery) pesos(name string) int64 { return l.num(name, 100_000_000) * 100 }

// day reads a Manila day (YYYY-MM-DD) as unix ms of its start, or (end) of the next day's
// start, so from and to both include their day.
func (l *listQuery) day(name string, end bool) int64 {
	v := l.q.Get(name)
	if v == "" {
		return 0
	}
	t, err := time.ParseInLocation(time.DateOnly, v, clock.Manila)
	if err != nil {
		l.fail(apperr.Invalid("%s must be a day (YYYY-MM-DD).", name))
		return 0
	}
	if end {
		t = t.AddDate(0, 0, 1)
	}
	return t.UnixMilli()
}

// search reads q.
func (l *listQuery) search() string {
	q := l.q.Get("q")
	if len(q) > maxSearchLen {
		l.fail(apperr.Invalid("q is at most %d characters.", maxSearchLen))
		return ""
	}
	return q
}

// paging reads sort, dir (asc or desc; defAsc when absent), limit (1..200) and after.
func (l *listQuery) paging(defAsc bool) backoffice.Paging {
	p := backoffice.Paging{Sort: l.q.Get("sort"), Asc: defAsc, After: l.q.Get("after")}
	switch l.q.Get("dir") {
	case "":
	case "asc":
		p.Asc = true
	case "desc":
		p.Asc = false
	default:
		l.fail(apperr.Invalid("dir must be asc or desc."))
	}
	if v := l.q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 200 {
			l.fail(apperr.Invalid("A page holds 1 to 200 rows (limit)."))
		}
		p.Limit = n
	}
	return p
}

// writtenOff reads writtenOff: 1 only the written-off loans, 0 none of them.
func (l *listQuery) writtenOff() string {
	switch l.q.Get("writtenOff") {
	case "":
		return ""
	case "1":
		return "only"
	case "0":
		return "exclude"
	}
	l.fail(apperr.Invalid("writtenOff must be 1 (only written-off loans) or 0 (none)."))
	return ""
}

// statuses reads status as a comma list of known loan status codes, each once: never more
// SQL variables than there are statuses.
func (l *listQuery) statuses() []int {
	v := l.q.Get("status")
	if v == "" {
		return nil
	}
	known := map[int]bool{}
	for _, st := range loans.Statuses() {
		known[int(st)] = true
	}
	parts := strings.Split(v, ",")
	if len(parts) > 2*len(known) {
		l.fail(apperr.Invalid("status lists at most %d status codes.", len(known)))
		return nil
	}
	var out []int
	for _, p := range parts {
		n, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || !known[n] {
			l.fail(apperr.Invalid("status must be a comma-separated list of status codes (21, 110, 151, 170, 174, 180, 200)."))
			return nil
		}
		if !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

// words reads a comma list of the given words, each once.
func (l *listQuery) words(name string, allowed ...string) []string {
	v := l.q.Get(name)
	if v == "" {
		return nil
	}
	var out []string
	for _, p := range strings.Split(v, ",") {
		p = strings.TrimSpace(p)
		if !slices.Contains(allowed, p) {
			l.fail(apperr.Invalid("%s must be a comma-separated list of %s.", name, strings.Join(allowed, ", ")))
			return nil
		}
		if !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	return out
}

// streamCSV writes a list's export: the header and each row run writes, streamed as they
// come. A failure before the first row answers the envelope; after it, the response is cut,
// so a file is never silently short. The export is a personal-data read (reports.Export):
// reason=... is required and the export's audit entry (its filter and row count) is written
// before the file ends.
func (s *Server) streamCSV(w http.ResponseWriter, r *http.Request, c adminCtx, name string, header []string, run func(write func([]string) error) error) {
	var cw *export.CSV
	start := func() error {
		w.Header().Set("Content-Type", "text/csv; charset=utf-8")
		w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s-%s.csv"`, name, loans.DateOf(s.Clock.Now())))
		cw = export.NewCSV(w)
		return cw.Write(header)
	}
	q := r.URL.Query()
	filter := map[string]string{}
	for k, v := range q {
		if k != "reason" {
			filter[k] = strings.Join(v, ",")
		}
	}
	err := s.Reports.Export(r.Context(), c.audit("", "", "", nil, nil), q.Get("reason"), name, filter, func() (int, error) {
		rows := 0
		err := run(func(row []string) error {
			if cw == nil {
				if err := start(); err != nil {
					return err
				}
			}
			rows++
			return cw.Write(row)
		})
		return rows, err
	})
	if err == nil && cw == nil {
		err = start()
	}
	if err == nil {
		cw.Flush()
		err = cw.Error()
	}
	if err != nil {
		if cw == nil {
			fail(w, r, err)
			return
		}
		s.logger().Warn("admin: export failed", "list", name, "err", err)
		panic(http.ErrAbortHandler)
	}
}

// manilaTime writes unix ms as a Manila time for the exports.
func manilaTime(ms int64) string {
	if ms == 0 {
		return ""
	}
	return time.UnixMilli(ms).In(clock.Manila).Format("2006-01-02 15:04")
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// ----- Orders: the review queue, every order, the disbursement monitor -----

// orderFilter reads /orders: the loans list's filters (loanFilter) and payout=problems; the
// review queue alone (status=21) is oldest first unless dir says otherwise.
func (s *Server) orderFilter(r *http.Request) (backoffice.LoanListFilter, error) {
	f, err := s.loanFilter(r)
	if err != nil {
		return f, err
	}
	q := r.URL.Query()
	switch q.Get("payout") {
	case "":
	case "problems":
		f.PayoutProblems = true
	default:
		return f, apperr.Invalid("payout must be problems.")
	}
	if q.Get("dir") == "" && len(f.Statuses) == 1 && f.Statuses[0] == int(loans.StatusReview) {
		f.Asc = true
	}
	return f, nil
}

// adminOrderPage is a page of /orders.
type adminOrderPage struct {
	Orders []backoffice.LoanListRow `json:"orders"`
	Next   string                   `json:"next"`
}

func (s *Server) handleAdminOrders(w http.ResponseWriter, r *http.Request, c adminCtx) {
	f, err := s.orderFilter(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	page, err := s.Reports.LoanPage(r.Context(), c.Op.Role, f)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, adminOrderPage{Orders: page.Rows, Next: page.Next})
}

// orderCSVHeader is the orders export's header (the loans export's and the payout columns).
var orderCSVHeader = append(slices.Clone(loanCSVHeader), "repeat_client", "payout_status", "payout_attempts", "last_payout_failure")

func (s *Server) handleAdminOrderExport(w http.ResponseWriter, r *http.Request, c adminCtx) {
	f, err := s.orderFilter(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.streamCSV(w, r, c, "orders", orderCSVHeader, func(write func([]string) error) error {
		return s.Reports.EachLoan(r.Context(), c.Op.Role, f, func(o backoffice.LoanListRow) error {
			return write(append(loanCSVRow(o), yesNo(o.IsRepeat), o.PayoutStatus, strconv.Itoa(o.PayoutAttempts), o.PayoutFailure))
		})
	})
}

// ----- Transfers -----

func (s *Server) transferFilter(r *http.Request) (backoffice.TransferFilter, error) {
	l := newListQuery(r)
	f := backoffice.TransferFilter{Paging: l.paging(false), Search: l.search(), FromMs: l.day("from", false), ToMs: l.day("to", true),
		MinAmount: l.pesos("minAmount"), MaxAmount: l.pesos("maxAmount"), WrittenOff: l.writtenOff(),
		Statuses: l.words("status", "pending", "succeeded", "failed")}
	// Without a status, the desk shows what waits for money (all=1: every status).
	if f.Statuses == nil && l.q.Get("all") != "1" {
		f.Statuses = []string{"pending"}
	}
	return f, l.err
}

// adminTransferRow is a transfer repayment as the desk shows it.
type adminTransferRow struct {
	backoffice.TransferRow
	AmountText string `json:"amountText"`
}

// adminTransferList is a page of /transfers.
type adminTransferList struct {
	Transfers []adminTransferRow `json:"transfers"`
	Next      string             `json:"next"`
}

func (s *Server) handleAdminTransfers(w http.ResponseWriter, r *http.Request, c adminCtx) {
	f, err := s.transferFilter(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	page, err := s.Reports.TransferPage(r.Context(), c.Op.Role, f)
	if err != nil {
		fail(w, r, err)
		return
	}
	out := adminTransferList{Transfers: make([]adminTransferRow, 0, len(page.Rows)), Next: page.Next}
	for _, t := range page.Rows {
		out.Transfers = append(out.Transfers, adminTransferRow{TransferRow: t, AmountText: loans.FormatPeso(t.Amount)})
	}
	ok(w, r, FamilyZero, out)
}

var transferCSVHeader = []string{"reference", "created", "order_no", "borrower", "phone", "amount", "paid", "rollover", "status", "utr", "channel", "message", "written_off_day"}

func (s *Server) handleAdminTransferExport(w http.ResponseWriter, r *http.Request, c adminCtx) {
	f, err := s.transferFilter(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.streamCSV(w, r, c, "transfers", transferCSVHeader, func(write func([]string) error) error {
		return s.Reports.EachTransfer(r.Context(), c.Op.Role, f, func(t backoffice.TransferRow) error {
			return write([]string{t.Reference, manilaTime(t.CreatedAt), t.OrderNo, t.Name, t.Phone, journal.Pesos(t.Amount),
				journal.Pesos(t.Paid), yesNo(t.IsDelay), t.Status, t.UTR, t.ChannelNumber, t.Message, t.WrittenOffDay})
		})
	})
}

// ----- Complaints -----

func (s *Server) complaintFilter(r *http.Request) (backoffice.ComplaintFilter, error) {
	l := newListQuery(r)
	f := backoffice.ComplaintFilter{Paging: l.paging(true), Search: l.search(), State: l.q.Get("state"), Type: int(l.num("type", 1000)),
		FromMs: l.day("from", false), ToMs: l.day("to", true), Today: loans.DateOf(s.Clock.Now()), WrittenOff: l.writtenOff()}
	if f.State == "" && l.q.Get("open") == "1" {
		f.State = "open"
	}
	return f, l.err
}

// adminComplaintListRow is a complaint of the desk's list.
type adminComplaintListRow struct {
	ID            int64    `json:"id"`
	OrderID       int64    `json:"orderId"`
	OrderNo       string   `json:"orderNo"`
	UserID        int64    `json:"userId"`
	Name          string   `json:"name"`
	Phone         string   `json:"phone"`
	Type          string   `json:"type"`
	SonType       string   `json:"sonType"`
	Content       string   `json:"content"`
	Images        []string `json:"images"`
	ReplyBy       string   `json:"replyBy"`
	Overdue       bool     `json:"overdue"`
	CreatedAt     int64    `json:"createdAt"`
	ReplyText     string   `json:"replyText"`
	ReplyImages   []string `json:"replyImages"`
	RepliedAt     int64    `json:"repliedAt"`
	OperatorID    int64    `json:"operatorId"`
	NeedScore     bool     `json:"needScore"`
	Score         int      `json:"score"`
	ScoredAt      int64    `json:"scoredAt"`
	Status        string   `json:"status"`
	WrittenOffDay string   `json:"writtenOffDay"`
}

// adminComplaintList is a page of /complaints.
type adminComplaintList struct {
	Complaints []adminComplaintListRow `json:"complaints"`
	Next       string                  `json:"next"`
	Today      string                  `json:"today"`
}

// complaintListRow is a list row as the desk shows it (the phone already masked per role).
func (s *Server) complaintListRow(types []complaints.Type, row backoffice.ComplaintListRow, today string) adminComplaintListRow {
	c := row.Complaint
	typ, son := complaintTypeText(context.Background(), types, c) // operators read English
	return adminComplaintListRow{ID: c.ID, OrderID: c.OrderID, OrderNo: c.OrderNo, UserID: c.UserID, Name: row.Name, Phone: row.Phone,
		Type: typ, SonType: son, Content: c.Detail, Images: complaints.ImageURLs(c.Images), ReplyBy: c.ReplyBy, Overdue: c.RepliedAt == 0 && today > c.ReplyBy,
		CreatedAt: c.CreatedAt, ReplyText: c.ReplyText, ReplyImages: complaints.ImageURLs(c.ReplyImages), RepliedAt: c.RepliedAt, OperatorID: c.OperatorID,
		NeedScore: c.NeedScore, Score: c.Score, ScoredAt: c.ScoredAt, Status: string(c.Status()), WrittenOffDay: row.WrittenOffDay}
}

func (s *Server) handleAdminComplaints(w http.ResponseWriter, r *http.Request, c adminCtx) {
	f, err := s.complaintFilter(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	page, err := s.Reports.ComplaintPage(r.Context(), c.Op.Role, f)
	if err != nil {
		fail(w, r, err)
		return
	}
	out := adminComplaintList{Complaints: make([]adminComplaintListRow, 0, len(page.Rows)), Next: page.Next, Today: f.Today.String()}
	for _, row := range page.Rows {
		out.Complaints = append(out.Complaints, s.complaintListRow(page.Types, row, out.Today))
	}
	ok(w, r, FamilyZero, out)
}

var complaintCSVHeader = []string{"id", "created", "order_no", "borrower", "phone", "type", "sub_type", "detail", "reply_by", "status", "overdue", "replied", "reply", "score", "written_off_day"}

func (s *Server) handleAdminComplaintExport(w http.ResponseWriter, r *http.Request, c adminCtx) {
	f, err := s.complaintFilter(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	today := f.Today.String()
	s.streamCSV(w, r, c, "complaints", complaintCSVHeader, func(write func([]string) error) error {
		return s.Reports.EachComplaint(r.Context(), c.Op.Role, f, func(types []complaints.Type, row backoffice.ComplaintListRow) error {
			x := s.complaintListRow(types, row, today)
			return write([]string{strconv.FormatInt(x.ID, 10), manilaTime(x.CreatedAt), x.OrderNo, x.Name, x.Phone, x.Type, x.SonType, x.Content, x.ReplyBy,
				x.Status, yesNo(x.Overdue), manilaTime(x.RepliedAt), x.ReplyText, strconv.Itoa(x.Score), x.WrittenOffDay})
		})
	})
}

// ----- Audit log -----

func (s *Server) auditFilter(r *http.Request) (backoffice.AuditListFilter, error) {
	l := newListQuery(r)
	f := backoffice.AuditListFilter{Paging: l.paging(false), Entity: l.q.Get("entity"), EntityID: l.q.Get("entityId"), OperatorID: l.num("operatorId", 1<<53),
		Search: l.search(), FromMs: l.day("from", false), ToMs: l.day("to", true)}
	if len(f.Entity) > maxSearchLen || len(f.EntityID) > maxSearchLen {
		l.fail(apperr.Invalid("entity and entityId are at most %d characters.", maxSearchLen))
	}
	return f, l.err
}

// adminAuditList is a page of /audit.
type adminAuditList struct {
	Entries []backoffice.AuditRow `json:"entries"`
	Next    string                `json:"next"`
}

func (s *Server) handleAdminAudit(w http.ResponseWriter, r *http.Request, _ adminCtx) {
	f, err := s.auditFilter(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	page, err := s.Reports.AuditPage(r.Context(), f)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, adminAuditList{Entries: page.Rows, Next: page.Next})
}

var auditCSVHeader = []string{"id", "at", "operator", "action", "entity", "entity_id", "before", "after", "ip"}

func (s *Server) handleAdminAuditExport(w http.ResponseWriter, r *http.Request, c adminCtx) {
	f, err := s.auditFilter(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.streamCSV(w, r, c, "audit", auditCSVHeader, func(write func([]string) error) error {
		return s.Reports.EachAudit(r.Context(), f, func(e backoffice.AuditRow) error {
			return write([]string{strconv.FormatInt(e.ID, 10), manilaTime(e.At), e.Operator, e.Action, e.Entity, e.EntityID, string(e.Before), string(e.After), e.IP})
		})
	})
}

// ----- Operators -----

func operatorFilter(r *http.Request) (backoffice.OperatorFilter, error) {
	l := newListQuery(r)
	roles := make([]string, 0, len(admin.Roles()))
	for _, ro := range admin.Roles() {
		roles = append(roles, string(ro))
	}
	f := backoffice.OperatorFilter{Paging: l.paging(true), Search: l.search(), Roles: l.words("role", roles...)}
	switch l.q.Get("disabled") {
	case "":
	case "1":
		f.Disabled = "only"
	case "0":
		f.Disabled = "exclude"
	default:
		l.fail(apperr.Invalid("disabled must be 1 or 0."))
	}
	return f, l.err
}

// adminOperatorList is a page of /operators, with the roles and the permission matrix.
type adminOperatorList struct {
	Operators []admin.Operator `json:"operators"`
	Next      string           `json:"next"`
	Roles     []admin.Role     `json:"roles"`
	Matrix    []admin.Rule     `json:"matrix"`
}

func (s *Server) handleAdminOperators(w http.ResponseWriter, r *http.Request, _ adminCtx) {
	f, err := operatorFilter(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	ops, next, err := s.Reports.OperatorPage(r.Context(), f)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, adminOperatorList{Operators: ops, Next: next, Roles: admin.Roles(), Matrix: admin.Matrix()})
}

var operatorCSVHeader = []string{"id", "email", "name", "role", "disabled", "two_step", "last_login", "created"}

func (s *Server) handleAdminOperatorExport(w http.ResponseWriter, r *http.Request, c adminCtx) {
	f, err := operatorFilter(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.streamCSV(w, r, c, "operators", operatorCSVHeader, func(write func([]string) error) error {
		return s.Reports.EachOperator(r.Context(), f, func(o admin.Operator) error {
			return write([]string{strconv.FormatInt(o.ID, 10), o.Email, o.Name, string(o.Role), yesNo(o.Disabled), yesNo(o.TOTP), manilaTime(o.LastLoginAt), manilaTime(o.CreatedAt)})
		})
	})
}

// ----- Borrowers -----

func borrowerFilter(r *http.Request) (backoffice.BorrowerFilter, error) {
	l := newListQuery(r)
	f := backoffice.BorrowerFilter{Paging: l.paging(false), Search: l.search(), FromMs: l.day("from", false), ToMs: l.day("to", true),
		Overdue: l.q.Get("overdue") == "1", WrittenOff: l.writtenOff()}
	return f, l.err
}

func (s *Server) handleAdminBorrowers(w http.ResponseWriter, r *http.Request, c adminCtx) {
	f, err := borrowerFilter(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	page, err := s.Reports.BorrowerPage(r.Context(), c.Op.Role, f)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, page)
}

var borrowerCSVHeader = []string{"id", "registered", "name", "phone", "source", "loans", "open_loans", "owed", "written_off_loans", "last_order"}

func (s *Server) handleAdminBorrowerExport(w http.ResponseWriter, r *http.Request, c adminCtx) {
	f, err := borrowerFilter(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.streamCSV(w, r, c, "borrowers", borrowerCSVHeader, func(write func([]string) error) error {
		return s.Reports.EachBorrower(r.Context(), c.Op.Role, f, func(b backoffice.BorrowerRow) error {
			return write([]string{strconv.FormatInt(b.ID, 10), manilaTime(b.CreatedAt), b.Name, b.Phone, b.Source,
				strconv.Itoa(b.Loans), strconv.Itoa(b.OpenLoans), journal.Pesos(b.Owed), strconv.Itoa(b.WrittenOff), manilaTime(b.LastOrderAt)})
		})
	})
}

// ----- Collections queue -----

func (s *Server) collectionFilter(r *http.Request, c adminCtx) (backoffice.CollectionFilter, error) {
	l := newListQuery(r)
	f := backoffice.CollectionFilter{Paging: l.paging(true), Search: l.search(), MinDPD: int(l.num("minDpd", 10_000)), MaxDPD: int(l.num("maxDpd", 10_000)),
		Agent: l.q.Get("agent"), Me: c.Op.ID, MinAmount: l.pesos("minAmount"), MaxAmount: l.pesos("maxAmount"), WrittenOff: l.writtenOff(),
		Today: loans.DateOf(s.Clock.Now())}
	if v := l.q.Get("bucket"); v != "" {
		i := slices.IndexFunc(collections.Buckets, func(b collections.Bucket) bool { return b.Name == v })
		if i < 0 {
			l.fail(apperr.Invalid("bucket must be one of 1-7, 8-30, 31-60, 61-90, 90+."))
		} else {
			b := collections.Buckets[i]
			f.MinDPD, f.MaxDPD = max(f.MinDPD, b.Min), b.Max
		}
	}
	// product: a product id, or its name.
	if v := l.q.Get("product"); v != "" {
		if id, err := strconv.ParseInt(v, 10, 64); err == nil && id > 0 {
			f.ProductID = id
		} else {
			f.Product = v
		}
	}
	return f, l.err
}

// adminCollectionRow is a queue row as the back office shows it: days past due, bucket and
// the latest promise's status today.
type adminCollectionRow struct {
	OrderID        int64  `json:"orderId"`
	OrderNo        string `json:"orderNo"`
	UserID         int64  `json:"userId"`
	Name           string `json:"name"`
	Phone          string `json:"phone"`
	ProductName    string `json:"productName"`
	OverdueSince   string `json:"overdueSince"`
	DaysPastDue    int    `json:"daysPastDue"`
	Bucket         string `json:"bucket"`
	AmountCents    int64  `json:"amountCents"`
	AgentID        int64  `json:"agentId"`
	AgentName      string `json:"agentName"`
	PromiseCents   int64  `json:"promiseCents"`
	PromiseDay     string `json:"promiseDay"`
	PromiseStatus  string `json:"promiseStatus"`
	PaidSinceCents int64  `json:"paidSinceCents"`
	WrittenOffDay  string `json:"writtenOffDay"`
}

// collectionListRow is a queue row as the desk shows it (the phone already masked per role).
func collectionListRow(r backoffice.CollectionQueueRow, today loans.Date) adminCollectionRow {
	days := collections.DaysPastDue(r.OverdueSince, today)
	promise := r.PromiseStatus
	if r.PromiseID != 0 {
		if d, err := loans.ParseDate(r.PromiseDay); err == nil {
			promise = collections.Promise{AmountCents: r.PromiseCents, Day: d, Status: r.PromiseStatus}.StatusOn(today, r.PaidSince)
		}
	}
	return adminCollectionRow{OrderID: r.OrderID, OrderNo: r.OrderNo, UserID: r.UserID, Name: r.Name, Phone: r.Phone,
		ProductName: r.ProductName, OverdueSince: r.OverdueSince, DaysPastDue: days, Bucket: collections.BucketOf(days), AmountCents: r.PayoffCents,
		AgentID: r.AgentID, AgentName: r.AgentName, PromiseCents: r.PromiseCents, PromiseDay: r.PromiseDay, PromiseStatus: promise,
		PaidSinceCents: r.PaidSince, WrittenOffDay: r.WrittenOffDay}
}

// adminCollectionBucket is a bucket's count and money over the whole queue.
type adminCollectionBucket struct {
	Name        string `json:"name"`
	Count       int    `json:"count"`
	AmountCents int64  `json:"amountCents"`
}

// adminCollectionList is a page of /collections with the queue's bucket totals.
type adminCollectionList struct {
	Cases          []adminCollectionRow    `json:"cases"`
	Next           string                  `json:"next"`
	Buckets        []adminCollectionBucket `json:"buckets"`
	Today          string                  `json:"today"`
	ContactAllowed bool                    `json:"contactAllowed"`
}

// handleAdminCollections answers a page of the loans past due (bucket, minDpd, maxDpd,
// agent=me|none|<id>, product=<id or name>, q, minAmount, maxAmount, writtenOff; sort overdue or
// amount) and the whole queue's totals per bucket.
func (s *Server) handleAdminCollections(w http.ResponseWriter, r *http.Request, c adminCtx) {
	f, err := s.collectionFilter(r, c)
	if err != nil {
		fail(w, r, err)
		return
	}
	page, err := s.Reports.CollectionPage(r.Context(), c.Op.Role, f)
	if err != nil {
		fail(w, r, err)
		return
	}
	out := adminCollectionList{Cases: make([]adminCollectionRow, 0, len(page.Rows)), Next: page.Next, Today: f.Today.String(), ContactAllowed: notify.Allowed(s.Clock.Now())}
	for _, row := range page.Rows {
		out.Cases = append(out.Cases, collectionListRow(row, f.Today))
	}
	for _, b := range page.Buckets {
		out.Buckets = append(out.Buckets, adminCollectionBucket{Name: b.Name, Count: b.Count, AmountCents: b.AmountCents})
	}
	ok(w, r, FamilyZero, out)
}

var collectionCSVHeader = []string{"order_no", "borrower", "phone", "product", "overdue_since", "days_past_due", "bucket", "owed", "agent", "promise", "promise_day", "promise_status", "paid_since_promise", "written_off_day"}

func (s *Server) handleAdminCollectionExport(w http.ResponseWriter, r *http.Request, c adminCtx) {
	f, err := s.collectionFilter(r, c)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.streamCSV(w, r, c, "collections", collectionCSVHeader, func(write func([]string) error) error {
		return s.Reports.EachCollection(r.Context(), c.Op.Role, f, func(row backoffice.CollectionQueueRow) error {
			x := collectionListRow(row, f.Today)
			return write([]string{x.OrderNo, x.Name, x.Phone, x.ProductName, x.OverdueSince, strconv.Itoa(x.DaysPastDue), x.Bucket, journal.Pesos(x.AmountCents),
				x.AgentName, journal.Pesos(x.PromiseCents), x.PromiseDay, x.PromiseStatus, journal.Pesos(x.PaidSinceCents), x.WrittenOffDay})
		})
	})
}
