package api

import (
	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/backoffice"
	"github.com/pautang/pautang/internal/collections"
	"github.com/pautang/pautang/internal/compliance"
	"github.com/pautang/pautang/internal/identity"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
)

// The operator API's answers of the collections desk, the borrower 360 page and the message
// log (admin_collections_handlers.go).

// adminMessage is one borrower message (reminder, notice) with its delivery status; the phone
// is masked by role.
type adminMessage struct {
	ID        int64       `json:"id"`
	OrderID   int64       `json:"orderId"`
	Kind      notify.Kind `json:"kind"`
	Day       string      `json:"day"` // the due day it is about (a step notice: its reference)
	Phone     string      `json:"phone"`
	Body      string      `json:"body"`
	Status    string      `json:"status"`
	Attempts  int         `json:"attempts"`
	SendAt    int64       `json:"sendAt"`
	SentAt    int64       `json:"sentAt"`
	LastError string      `json:"lastError"`
	CreatedAt int64       `json:"createdAt"`
}

func adminMessages(role admin.Role, in []notify.Message) []adminMessage {
	out := make([]adminMessage, 0, len(in))
	for _, m := range in {
		out = append(out, adminMessage{ID: m.ID, OrderID: m.OrderID, Kind: m.Kind, Day: m.Day, Phone: admin.PhoneFor(role, m.Phone),
			Body: m.Body, Status: m.Status, Attempts: m.Attempts, SendAt: m.SendAt, SentAt: m.SentAt, LastError: m.LastError, CreatedAt: m.CreatedAt})
	}
	return out
}

// orderMessages answers GET /orders/{id}/messages.
type orderMessages struct {
	Messages []adminMessage `json:"messages"`
}

// collectionCaseRow is a queue row: days past due, bucket and the latest promise's status today.
type collectionCaseRow struct {
	OrderID        int64  `json:"orderId"`
	OrderNo        string `json:"orderNo"`
	UserID         int64  `json:"userId"`
	Name           string `json:"name"`
	Phone          string `json:"phone"`
	ProductName    string `json:"productName"`
	OverdueSince   string `json:"overdueSince"`
	DaysPastDue    int    `json:"daysPastDue"`
	Bucket         string `json:"bucket"`
	AmountCents    int64  `json:"amountCents"`  // the payoff today
	PastDueCents   int64  `json:"pastDueCents"` // the amount past due (owed now), as kept
	AgentID        int64  `json:"agentId"`
	AgentName      string `json:"agentName"`
	PromiseCents   int64  `json:"promiseCents"`
	PromiseDay     string `json:"promiseDay"`
	PromiseStatus  string `json:"promiseStatus"` // pending, kept, broken ("" when none)
	PaidSinceCents int64  `json:"paidSinceCents"`
	NextActionDay  string `json:"nextActionDay"` // the case's next-action day ("" when none)
}

// bucketCount is how many loans and how much (centavos) one overdue bucket holds.
type bucketCount struct {
	Name        string `json:"name"`
	Count       int    `json:"count"`
	AmountCents int64  `json:"amountCents"`
}

// collectionQueue answers GET /collections.
type collectionQueue struct {
	Cases   []collectionCaseRow `json:"cases"`
	Buckets []bucketCount       `json:"buckets"`
	Today   string              `json:"today"`
	// ContactAllowed: calls and messages are allowed now (MC 18 hours).
	ContactAllowed bool `json:"contactAllowed"`
}

// promiseView is one promise to pay with its status today.
type promiseView struct {
	ID             int64  `json:"id"`
	AgentID        int64  `json:"agentId"`
	AmountCents    int64  `json:"amountCents"`
	Day            string `json:"day"`
	Status         string `json:"status"`
	PaidSinceCents int64  `json:"paidSinceCents"`
	CreatedAt      int64  `json:"createdAt"`
	ResolvedAt     int64  `json:"resolvedAt"`
}

// collectionCase answers GET /collections/{id}.
type collectionCase struct {
	Case           collectionCaseRow               `json:"case"`
	Contacts       []collections.CollectionContact `json:"contacts"`
	Promises       []promiseView                   `json:"promises"`
	ContactAllowed bool                            `json:"contactAllowed"`
	// Amounts: past due (owed now), payable now (what the borrower may pay today), payoff.
	Amounts loans.Amounts `json:"amounts"`
	// Letters: the demand letters generated for the loan, oldest first (the PDF at
	// /collections/{id}/letters/{letter}/pdf).
	Letters []collections.Letter `json:"letters"`
}

// caseClaimed answers POST /collections/{id}/claim.
type caseClaimed struct {
	OrderID int64 `json:"orderId"`
	AgentID int64 `json:"agentId"`
}

// assignBody gives cases to an agent (0: back to the queue).
type assignBody struct {
	OrderIDs []int64 `json:"orderIds"`
	AgentID  int64   `json:"agentId"`
}

// casesAssigned answers POST /collections/assign.
type casesAssigned struct {
	Assigned int `json:"assigned"`
}

// contactBody is a call or message an agent records, with a promise to pay when the outcome
// is promised.
type contactBody struct {
	Channel      string `json:"channel"`
	Outcome      string `json:"outcome"`
	Note         string `json:"note"`
	PromiseCents int64  `json:"promiseCents"`
	PromiseDay   string `json:"promiseDay"`
	// NextActionDay is the case's next action (YYYY-MM-DD, today to 60 days ahead); empty:
	// the day after the promised day for a promise, else tomorrow.
	NextActionDay string `json:"nextActionDay"`
}

// nextActionBody sets a case's next-action day.
type nextActionBody struct {
	Day string `json:"day"` // YYYY-MM-DD, today to 60 days ahead
}

// nextActionSet answers POST /collections/{id}/next-action.
type nextActionSet struct {
	OrderID       int64  `json:"orderId"`
	NextActionDay string `json:"nextActionDay"`
}

// contactRecorded answers POST /collections/{id}/contacts.
type contactRecorded struct {
	ContactID int64 `json:"contactId"`
}

// adminBorrower is the borrower on the 360 page (phone masked by role).
type adminBorrower struct {
	ID             int64  `json:"id"`
	Name           string `json:"name"`
	Phone          string `json:"phone"`
	CreatedAt      int64  `json:"createdAt"`
	MessageLang    string `json:"messageLang"`
	MarketingOffAt int64  `json:"marketingOffAt"`
}

// borrowerPayment is one payment (all entries of one reference) on one of the borrower's loans.
type borrowerPayment struct {
	OrderID     int64  `json:"orderId"`
	OrderNo     string `json:"orderNo"`
	Ref         string `json:"ref"`
	Day         string `json:"day"`
	AmountCents int64  `json:"amountCents"`
}

// borrower360 answers GET /borrowers/{id}.
type borrower360 struct {
	Borrower adminBorrower              `json:"borrower"`
	Profile  []lending.ProfileField     `json:"profile"`
	Orders   []backoffice.AdminOrderRow `json:"orders"`
	// Amounts are each open loan's past due, payable now and payoff today, by order id.
	Amounts    map[string]loans.Amounts `json:"amounts"`
	Payments   []borrowerPayment        `json:"payments"`
	Accounts   []adminAccount           `json:"accounts"`
	Messages   []adminMessage           `json:"messages"`
	Complaints []adminComplaint         `json:"complaints"`
	// IdentityChanges are the changes of the legal name or birth date after an approved
	// identity check (each reopened the check), newest first.
	IdentityChanges []identity.Change `json:"identityChanges"`
	// Risk is the customer risk rating (anti-money laundering) with its reasons, as of this read.
	Risk *compliance.RiskRating `json:"risk"`
}

// promiseCounts is how many promises of the period ended in each outcome.
type promiseCounts struct {
	Kept    int `json:"kept"`
	Broken  int `json:"broken"`
	Pending int `json:"pending"`
}

// collectionStats answers GET /collections/stats.
type collectionStats struct {
	Rolls    []collections.Roll `json:"rolls"`
	RollDays int                `json:"rollDays"`
	Promises promiseCounts      `json:"promises"`
}

// contactsOf is a case's contact log under the schema's type name.
func contactsOf(in []collections.CaseContact) []collections.CollectionContact {
	out := make([]collections.CollectionContact, 0, len(in))
	for _, c := range in {
		out = append(out, collections.CollectionContact(c))
	}
	return out
}

// notesOf is a borrower's notes under the schema's type name.
func notesOf(in []collections.Note) []collections.BorrowerNote {
	out := make([]collections.BorrowerNote, 0, len(in))
	for _, n := range in {
		out = append(out, collections.BorrowerNote(n))
	}
	return out
}
