package api

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/admin"
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
func (s operatorLists) orderFilter(q orderQuery, page listPage) backoffice.LoanListFilter {
	f := s.loanFilter(q.loanQuery, page)
	f.PayoutProblems = q.Payout == "problems"
	if q.Dir == "" && len(f.Statuses) == 1 && f.Statuses[0] == int(loans.StatusReview) {
		f.Asc = true
	}
	return f
}

// adminOrderPage is a page of /orders.
type adminOrderPage struct {
	Orders []backoffice.LoanListRow `json:"orders"`
	Next   string                   `json:"next"`
}

func (s operatorLists) handleAdminOrders(w http.ResponseWriter, r *http.Request, c adminCtx) {
	q, err := decodeQuery[orderPageQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	f := s.orderFilter(q.orderQuery, q.listPage)
	page, err := s.Reports.LoanPage(r.Context(), c.Op.Role, f)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, adminOrderPage{Orders: page.Rows, Next: page.Next})
}

// orderCSVHeader is the orders export's header (the loans export's and the payout columns).
var orderCSVHeader = append(slices.Clone(loanCSVHeader), "repeat_client", "payout_status", "payout_attempts", "last_payout_failure")

func (s operatorLists) handleAdminOrderExport(w http.ResponseWriter, r *http.Request, c adminCtx) {
	q, err := decodeQuery[orderQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	f := s.orderFilter(q, listPage{})
	s.streamCSV(w, r, c, "orders", orderCSVHeader, func(write func([]string) error) error {
		return s.Reports.EachLoan(r.Context(), c.Op.Role, f, func(o backoffice.LoanListRow) error {
			return write(append(loanCSVRow(o), yesNo(o.IsRepeat), o.PayoutStatus, strconv.Itoa(o.PayoutAttempts), o.PayoutFailure))
		})
	})
}

// ----- Transfers -----

func (s operatorLists) transferFilter(q transferQuery, page listPage) backoffice.TransferFilter {
	f := backoffice.TransferFilter{Paging: page.on(q.paging(false)), Search: q.Q, FromMs: startMs(q.From, false), ToMs: startMs(q.To, true),
		MinAmount: q.MinAmount * 100, MaxAmount: q.MaxAmount * 100, WrittenOff: writtenOffFilter(q.WrittenOff), Statuses: q.Status}
	// Without a status, the desk shows what waits for money (all=1: every status).
	if f.Statuses == nil && q.All != "1" {
		f.Statuses = []string{"pending"}
	}
	return f
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

func (s operatorLists) handleAdminTransfers(w http.ResponseWriter, r *http.Request, c adminCtx) {
	q, err := decodeQuery[transferPageQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	f := s.transferFilter(q.transferQuery, q.listPage)
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

func (s operatorLists) handleAdminTransferExport(w http.ResponseWriter, r *http.Request, c adminCtx) {
	q, err := decodeQuery[transferQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	f := s.transferFilter(q, listPage{})
	s.streamCSV(w, r, c, "transfers", transferCSVHeader, func(write func([]string) error) error {
		return s.Reports.EachTransfer(r.Context(), c.Op.Role, f, func(t backoffice.TransferRow) error {
			return write([]string{t.Reference, manilaTime(t.CreatedAt), t.OrderNo, t.Name, t.Phone, journal.Pesos(t.Amount),
				journal.Pesos(t.Paid), yesNo(t.IsDelay), t.Status, t.UTR, t.ChannelNumber, t.Message, t.WrittenOffDay})
		})
	})
}

// ----- Complaints -----

func (s operatorLists) complaintFilter(q complaintQuery, page listPage) backoffice.ComplaintFilter {
	f := backoffice.ComplaintFilter{Paging: page.on(q.paging(true)), Search: q.Q, State: q.State, Type: int(q.Type),
		FromMs: startMs(q.From, false), ToMs: startMs(q.To, true), Today: loans.DateOf(s.Clock.Now()), WrittenOff: writtenOffFilter(q.WrittenOff)}
	if f.State == "" && q.Open == "1" {
		f.State = "open"
	}
	return f
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
func (s operatorLists) complaintListRow(types []complaints.Type, row backoffice.ComplaintListRow, today string) adminComplaintListRow {
	c := row.Complaint
	typ, son := complaintTypeText(context.Background(), types, c) // operators read English
	return adminComplaintListRow{ID: c.ID, OrderID: c.OrderID, OrderNo: c.OrderNo, UserID: c.UserID, Name: row.Name, Phone: row.Phone,
		Type: typ, SonType: son, Content: c.Detail, Images: complaints.ImageURLs(c.Images), ReplyBy: c.ReplyBy, Overdue: c.RepliedAt == 0 && today > c.ReplyBy,
		CreatedAt: c.CreatedAt, ReplyText: c.ReplyText, ReplyImages: complaints.ImageURLs(c.ReplyImages), RepliedAt: c.RepliedAt, OperatorID: c.OperatorID,
		NeedScore: c.NeedScore, Score: c.Score, ScoredAt: c.ScoredAt, Status: string(c.Status()), WrittenOffDay: row.WrittenOffDay}
}

func (s operatorLists) handleAdminComplaints(w http.ResponseWriter, r *http.Request, c adminCtx) {
	q, err := decodeQuery[complaintPageQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	f := s.complaintFilter(q.complaintQuery, q.listPage)
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

func (s operatorLists) handleAdminComplaintExport(w http.ResponseWriter, r *http.Request, c adminCtx) {
	q, err := decodeQuery[complaintQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	f := s.complaintFilter(q, listPage{})
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

func (s operatorLists) auditFilter(q auditQuery, page listPage) backoffice.AuditListFilter {
	return backoffice.AuditListFilter{Paging: page.on(q.paging(false)), Entity: q.Entity, EntityID: q.EntityID, OperatorID: q.OperatorID,
		Search: q.Q, FromMs: startMs(q.From, false), ToMs: startMs(q.To, true)}
}

// adminAuditList is a page of /audit.
type adminAuditList struct {
	Entries []backoffice.AuditRow `json:"entries"`
	Next    string                `json:"next"`
}

func (s operatorLists) handleAdminAudit(w http.ResponseWriter, r *http.Request, _ adminCtx) {
	q, err := decodeQuery[auditPageQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	f := s.auditFilter(q.auditQuery, q.listPage)
	page, err := s.Reports.AuditPage(r.Context(), f)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, adminAuditList{Entries: page.Rows, Next: page.Next})
}

var auditCSVHeader = []string{"id", "at", "operator", "action", "entity", "entity_id", "before", "after", "ip"}

func (s operatorLists) handleAdminAuditExport(w http.ResponseWriter, r *http.Request, c adminCtx) {
	q, err := decodeQuery[auditQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	f := s.auditFilter(q, listPage{})
	s.streamCSV(w, r, c, "audit", auditCSVHeader, func(write func([]string) error) error {
		return s.Reports.EachAudit(r.Context(), f, func(e backoffice.AuditRow) error {
			return write([]string{strconv.FormatInt(e.ID, 10), manilaTime(e.At), e.Operator, e.Action, e.Entity, e.EntityID, string(e.Before), string(e.After), e.IP})
		})
	})
}

// ----- Operators -----

func operatorFilter(q operatorQuery, page listPage) backoffice.OperatorFilter {
	f := backoffice.OperatorFilter{Paging: page.on(q.paging(true)), Search: q.Q, Roles: q.Role}
	switch q.Disabled {
	case "1":
		f.Disabled = "only"
	case "0":
		f.Disabled = "exclude"
	}
	return f
}

// adminOperatorList is a page of /operators, with the roles and the permission matrix.
type adminOperatorList struct {
	Operators []admin.Operator `json:"operators"`
	Next      string           `json:"next"`
	Roles     []admin.Role     `json:"roles"`
	Matrix    []admin.Rule     `json:"matrix"`
}

func (s operatorLists) handleAdminOperators(w http.ResponseWriter, r *http.Request, _ adminCtx) {
	q, err := decodeQuery[operatorPageQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	f := operatorFilter(q.operatorQuery, q.listPage)
	ops, next, err := s.Reports.OperatorPage(r.Context(), f)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, adminOperatorList{Operators: ops, Next: next, Roles: admin.Roles(), Matrix: admin.Matrix()})
}

var operatorCSVHeader = []string{"id", "email", "name", "role", "disabled", "two_step", "last_login", "created"}

func (s operatorLists) handleAdminOperatorExport(w http.ResponseWriter, r *http.Request, c adminCtx) {
	q, err := decodeQuery[operatorQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	f := operatorFilter(q, listPage{})
	s.streamCSV(w, r, c, "operators", operatorCSVHeader, func(write func([]string) error) error {
		return s.Reports.EachOperator(r.Context(), f, func(o admin.Operator) error {
			return write([]string{strconv.FormatInt(o.ID, 10), o.Email, o.Name, string(o.Role), yesNo(o.Disabled), yesNo(o.TOTP), manilaTime(o.LastLoginAt), manilaTime(o.CreatedAt)})
		})
	})
}

// ----- Borrowers -----

func borrowerFilter(q borrowerQuery, page listPage) backoffice.BorrowerFilter {
	return backoffice.BorrowerFilter{Paging: page.on(q.paging(false)), Search: q.Q, FromMs: startMs(q.From, false), ToMs: startMs(q.To, true),
		Overdue: q.Overdue == "1", WrittenOff: writtenOffFilter(q.WrittenOff)}
}

func (s operatorLists) handleAdminBorrowers(w http.ResponseWriter, r *http.Request, c adminCtx) {
	q, err := decodeQuery[borrowerPageQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	f := borrowerFilter(q.borrowerQuery, q.listPage)
	page, err := s.Reports.BorrowerPage(r.Context(), c.Op.Role, f)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, page)
}

var borrowerCSVHeader = []string{"id", "registered", "name", "phone", "source", "loans", "open_loans", "owed", "written_off_loans", "last_order"}

func (s operatorLists) handleAdminBorrowerExport(w http.ResponseWriter, r *http.Request, c adminCtx) {
	q, err := decodeQuery[borrowerQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	f := borrowerFilter(q, listPage{})
	s.streamCSV(w, r, c, "borrowers", borrowerCSVHeader, func(write func([]string) error) error {
		return s.Reports.EachBorrower(r.Context(), c.Op.Role, f, func(b backoffice.BorrowerRow) error {
			return write([]string{strconv.FormatInt(b.ID, 10), manilaTime(b.CreatedAt), b.Name, b.Phone, b.Source,
				strconv.Itoa(b.Loans), strconv.Itoa(b.OpenLoans), journal.Pesos(b.Owed), strconv.Itoa(b.WrittenOff), manilaTime(b.LastOrderAt)})
		})
	})
}

// ----- Collections queue -----

func (s operatorLists) collectionFilter(q collectionQuery, page listPage, c adminCtx) backoffice.CollectionFilter {
	f := backoffice.CollectionFilter{Paging: page.on(q.paging(true)), Search: q.Q, MinDPD: int(q.MinDpd), MaxDPD: int(q.MaxDpd),
		Agent: q.Agent, Me: c.Op.ID, MinAmount: q.MinAmount * 100, MaxAmount: q.MaxAmount * 100, WrittenOff: writtenOffFilter(q.WrittenOff),
		Today: loans.DateOf(s.Clock.Now())}
	if i := slices.IndexFunc(collections.Buckets, func(b collections.Bucket) bool { return b.Name == q.Bucket }); i >= 0 {
		b := collections.Buckets[i]
		f.MinDPD, f.MaxDPD = max(f.MinDPD, b.Min), b.Max
	}
	// product: a product id, or its name.
	if v := q.Product; v != "" {
		if id, err := strconv.ParseInt(v, 10, 64); err == nil && id > 0 {
			f.ProductID = id
		} else {
			f.Product = v
		}
	}
	return f
}

// adminCollectionRow is a queue row as the back office shows it: days past due, bucket and
// the latest promise's status today.
type adminCollectionRow struct {
	OrderID      int64  `json:"orderId"`
	OrderNo      string `json:"orderNo"`
	UserID       int64  `json:"userId"`
	Name         string `json:"name"`
	Phone        string `json:"phone"`
	ProductName  string `json:"productName"`
	OverdueSince string `json:"overdueSince"`
	DaysPastDue  int    `json:"daysPastDue"`
	Bucket       string `json:"bucket"`
	AmountCents  int64  `json:"amountCents"`  // the payoff (as kept)
	PastDueCents int64  `json:"pastDueCents"` // the amount past due (as kept)
	// PayableNowCents is what the borrower may pay today (the page's rows; 0 in the export).
	PayableNowCents int64  `json:"payableNowCents"`
	AgentID         int64  `json:"agentId"`
	AgentName       string `json:"agentName"`
	PromiseCents    int64  `json:"promiseCents"`
	PromiseDay      string `json:"promiseDay"`
	PromiseStatus   string `json:"promiseStatus"`
	PaidSinceCents  int64  `json:"paidSinceCents"`
	WrittenOffDay   string `json:"writtenOffDay"`
	NextActionDay   string `json:"nextActionDay"` // the case's next-action day ("" when none)
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
		ProductName: r.ProductName, OverdueSince: r.OverdueSince, DaysPastDue: days, Bucket: collections.BucketOf(days), AmountCents: r.PayoffCents, PastDueCents: r.PastDueCents, PayableNowCents: r.PayableNowCents,
		AgentID: r.AgentID, AgentName: r.AgentName, PromiseCents: r.PromiseCents, PromiseDay: r.PromiseDay, PromiseStatus: promise,
		PaidSinceCents: r.PaidSince, WrittenOffDay: r.WrittenOffDay, NextActionDay: r.NextActionDay}
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
func (s operatorLists) handleAdminCollections(w http.ResponseWriter, r *http.Request, c adminCtx) {
	q, err := decodeQuery[collectionPageQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	f := s.collectionFilter(q.collectionQuery, q.listPage, c)
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

func (s operatorLists) handleAdminCollectionExport(w http.ResponseWriter, r *http.Request, c adminCtx) {
	q, err := decodeQuery[collectionQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	f := s.collectionFilter(q, listPage{}, c)
	s.streamCSV(w, r, c, "collections", collectionCSVHeader, func(write func([]string) error) error {
		return s.Reports.EachCollection(r.Context(), c.Op.Role, f, func(row backoffice.CollectionQueueRow) error {
			x := collectionListRow(row, f.Today)
			return write([]string{x.OrderNo, x.Name, x.Phone, x.ProductName, x.OverdueSince, strconv.Itoa(x.DaysPastDue), x.Bucket, journal.Pesos(x.AmountCents),
				x.AgentName, journal.Pesos(x.PromiseCents), x.PromiseDay, x.PromiseStatus, journal.Pesos(x.PaidSinceCents), x.WrittenOffDay})
		})
	})
}
