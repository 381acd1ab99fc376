// Package backoffice holds the back office's read models: the keyset lists' filters, rows and
// pages, the order queues' rows and the dashboard's series. The store fills them, the reports
// service and the operator handlers pass them on; the package holds no SQL and no HTTP, so
// the store, the services and the HTTP layer can all import it.
package backoffice

import (
	"encoding/json"

	"github.com/pautang/pautang/internal/collections"
	"github.com/pautang/pautang/internal/complaints"
	"github.com/pautang/pautang/internal/loans"
)

// Paging is a list's sort and page: Sort is one of the list's sort keys ("" its default), Asc
// the direction (descending otherwise), Limit the page size (1..200, default 50), After the
// previous page's Next.
type Paging struct {
	Sort  string
	Asc   bool
	Limit int
	After string
}

// LoanSort is a sortable column of the loans list: created (default), amount, due, payoff.
type LoanSort string

// LoanListFilter selects and orders the loans list. Zero fields do not filter.
type LoanListFilter struct {
	Search    string // partial name, partial phone (09.., 639.., +639..), partial order number
	Statuses  []int
	ProductID int64
	FromMs    int64 // created at or after (unix ms)
	ToMs      int64 // created before (unix ms)
	MinAmount int64 // principal, centavos
	MaxAmount int64
	MinDPD    int // days past due (from the kept standing) on Today
	MaxDPD    int
	// PayoutProblems: approved (151) orders whose payout failed or still waits.
	PayoutProblems bool
	// WrittenOff: "only" the written-off loans, "exclude" them, "" both.
	WrittenOff string
	Today      loans.Date
	Sort       LoanSort // "" is created
	Asc        bool
	Limit      int    // page size, 1..200 (default 50); the export has none
	After      string // the cursor of the previous page's last row
}

// Paging is the filter's sort and page as the lists' shared Paging.
func (f LoanListFilter) Paging() Paging {
	return Paging{Sort: string(f.Sort), Asc: f.Asc, Limit: f.Limit, After: f.After}
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
	// WrittenOffDay is the Manila day the loan was written off ("" while on the books).
	WrittenOffDay  string `json:"writtenOffDay"`
	Periods        int    `json:"periods"`
	IsRepeat       bool   `json:"isRepeat"`
	PayoutStatus   string `json:"payoutStatus"`
	PayoutAttempts int    `json:"payoutAttempts"`
	PayoutFailure  string `json:"payoutFailure"` // of the latest attempt
}

// LoanPage is one page of the loans list and the cursor of the next ("" on the last page).
type LoanPage struct {
	Rows []LoanListRow `json:"rows"`
	Next string        `json:"next"`
}

// TransferFilter selects the bank-transfer repayments. Zero fields do not filter.
type TransferFilter struct {
	Paging
	Search     string   // partial reference, UTR, order number, name or phone
	Statuses   []string // pending, succeeded, failed
	FromMs     int64    // created at or after (unix ms)
	ToMs       int64    // created before
	MinAmount  int64    // centavos
	MaxAmount  int64
	WrittenOff string // "only", "exclude", ""
}

// TransferRow is one bank-transfer repayment of the transfer desk.
type TransferRow struct {
	ID            int64  `json:"id"`
	Reference     string `json:"reference"`
	OrderID       int64  `json:"orderId"`
	OrderNo       string `json:"orderNo"`
	UserID        int64  `json:"userId"`
	Name          string `json:"name"`
	Phone         string `json:"phone"`
	Amount        int64  `json:"amount"`
	Paid          int64  `json:"paid"`
	IsDelay       bool   `json:"isDelay"`
	Status        string `json:"status"`
	UTR           string `json:"utr"`
	Message       string `json:"message"`
	ChannelNumber string `json:"channelNumber"`
	CreatedAt     int64  `json:"createdAt"`
	WrittenOffDay string `json:"writtenOffDay"`
}

// TransferPage is a page of the transfer desk.
type TransferPage struct {
	Rows []TransferRow `json:"rows"`
	Next string        `json:"next"`
}

// ComplaintFilter selects complaints. Zero fields do not filter.
type ComplaintFilter struct {
	Paging
	Search     string // partial order number, name or phone
	State      string // "open" (unanswered), "replied", "overdue" (unanswered past reply-by), ""
	Type       int    // problem type code (0: any)
	FromMs     int64  // created at or after
	ToMs       int64
	Today      loans.Date // for "overdue"
	WrittenOff string
}

// ComplaintListRow is one complaint of the complaint desk with its borrower.
type ComplaintListRow struct {
	complaints.Complaint
	Phone         string
	Name          string
	WrittenOffDay string
}

// AuditListFilter selects audit rows. Zero fields do not filter.
type AuditListFilter struct {
	Paging
	Entity     string
	EntityID   string
	OperatorID int64
	Search     string // a part of the action (any case)
	FromMs     int64
	ToMs       int64
}

// AuditRow is one row of the audit log: who did what to which entity, when, with the JSON
// documents recorded before and after (null when there is none).
type AuditRow struct {
	ID         int64           `json:"id"`
	OperatorID int64           `json:"operatorId"`
	Operator   string          `json:"operator,omitempty"` // e-mail; "system" for none
	Action     string          `json:"action"`
	Entity     string          `json:"entity"`
	EntityID   string          `json:"entityId"`
	Before     json.RawMessage `json:"before"`
	After      json.RawMessage `json:"after"`
	At         int64           `json:"at"`
	IP         string          `json:"ip,omitempty"`
}

// AuditPage is a page of the audit log.
type AuditPage struct {
	Rows []AuditRow `json:"rows"`
	Next string     `json:"next"`
}

// OperatorFilter selects operators. Zero fields do not filter.
type OperatorFilter struct {
	Paging
	Search   string // a part of the name or e-mail
	Roles    []string
	Disabled string // "only", "exclude", ""
}

// BorrowerFilter selects borrowers. Zero fields do not filter.
type BorrowerFilter struct {
	Paging
	Search     string // partial name, phone (any form) or order number of one of their loans
	FromMs     int64  // registered at or after
	ToMs       int64
	Overdue    bool   // with a loan past due
	WrittenOff string // "only": with a written-off loan; "exclude": with none
}

// BorrowerRow is one borrower of the borrowers list with their loans' figures.
type BorrowerRow struct {
	ID          int64  `json:"id"`
	Phone       string `json:"phone"`
	Name        string `json:"name"`
	Source      string `json:"source"`
	CreatedAt   int64  `json:"createdAt"`
	Loans       int    `json:"loans"`
	OpenLoans   int    `json:"openLoans"`
	Owed        int64  `json:"owed"` // what their open loans owe, centavos
	WrittenOff  int    `json:"writtenOff"`
	LastOrderAt int64  `json:"lastOrderAt"`
}

// BorrowerPage is a page of the borrowers list.
type BorrowerPage struct {
	Rows []BorrowerRow `json:"rows"`
	Next string        `json:"next"`
}

// CollectionFilter selects the collections queue (loans past due, status 180). Zero fields
// do not filter.
type CollectionFilter struct {
	Paging
	Search     string // partial name, phone or order number
	MinDPD     int    // days past due on Today (a bucket is a range of them)
	MaxDPD     int
	Agent      string // "me", "none", or an operator id
	Me         int64  // the operator asking, for "me"
	ProductID  int64
	Product    string // a product's name
	MinAmount  int64  // what the loan owes, centavos
	MaxAmount  int64
	WrittenOff string
	Today      loans.Date
}

// CollectionQueueRow is a queue row with the loan's written-off day.
type CollectionQueueRow struct {
	collections.CollectionRow
	WrittenOffDay string `json:"writtenOffDay"`
	// PayableNowCents is what the borrower may pay today (the queue's page reads it on the loan
	// brought up to today; 0 in the CSV export and on a written-off loan).
	PayableNowCents int64 `json:"payableNowCents"`
}

// AdminOrderRow is one order in the back office's lists.
type AdminOrderRow struct {
	ID           int64  `json:"id"`
	OrderNo      string `json:"orderNo"`
	UserID       int64  `json:"userId"`
	Phone        string `json:"phone"`
	Name         string `json:"name"`
	ProductName  string `json:"productName"`
	Amount       int64  `json:"amount"`
	TermDays     int    `json:"termDays"`
	Periods      int    `json:"periods"`
	Status       int    `json:"status"`
	IsRepeat     bool   `json:"isRepeat"`
	PayoutStatus string `json:"payoutStatus"`
	DueDate      string `json:"dueDate"`
	CreatedAt    int64  `json:"createdAt"`
	// Latest payout attempt (payout monitor).
	PayoutAttempts int    `json:"payoutAttempts"`
	PayoutFailure  string `json:"payoutFailure"`
	// DaysPastDue counts from the first missed due day to today (0 when nothing is overdue).
	DaysPastDue int `json:"daysPastDue"`
}

// DayCount is one day of a daily series.
type DayCount struct {
	Day    string `json:"day"`
	Count  int64  `json:"count"`
	Amount int64  `json:"amount"` // centavos, where the series has money
}

// StatusBook is the loan book of one status.
type StatusBook struct {
	Status int   `json:"status"`
	Count  int64 `json:"count"`
	Amount int64 `json:"amount"`
}

// ComplaintDay is one day of complaint volume with how the SLA went for that day's complaints.
type ComplaintDay struct {
	Day         string `json:"day"`
	Filed       int64  `json:"filed"`
	OnTime      int64  `json:"onTime"`      // replied by the reply-by day
	Late        int64  `json:"late"`        // replied after it
	OpenOverdue int64  `json:"openOverdue"` // not replied and past the reply-by day
	Open        int64  `json:"open"`        // not replied, still within the promise
}

// Dashboard is what the dashboard charts read, for the days [From, To] (Manila).
type Dashboard struct {
	From          string         `json:"from"`
	To            string         `json:"to"`
	Applications  []DayCount     `json:"applications"`
	Approvals     []DayCount     `json:"approvals"`
	Disbursements []DayCount     `json:"disbursements"`
	Collections   []DayCount     `json:"collections"`
	Book          []StatusBook   `json:"book"`
	Complaints    []ComplaintDay `json:"complaints"`
	// OverdueLoans is how many loans are past due on the books (status 180, not written off):
	// the dashboard's overdue figure, which its buckets of days past due add up to.
	OverdueLoans int64 `json:"overdueLoans"`
}
