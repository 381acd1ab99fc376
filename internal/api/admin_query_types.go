package api

import (
	"time"

	"github.com/pautang/pautang/internal/backoffice"
	"github.com/pautang/pautang/internal/clock"
)

// The query params of the operator API's GET routes (admin_routes.go), one struct per row's
// Query, read with decodeQuery: the form tags (request.go) say which params are optional and
// what each takes, so a bad value answers invalid_params naming the param, and /openapi.json
// documents the params from the same struct. The enums that repeat a domain list (statuses,
// roles, buckets, job states) are checked against it by TestQueryEnumsMatchTheDomain.

// listOrder is a list's order: sort (one of the list's sort keys, which the store checks) and
// dir.
type listOrder struct {
	Sort string `form:"sort,optional,maxlen=20"`
	Dir  string `form:"dir,optional,enum=asc desc"`
}

// paging is the order as the lists' Paging: dir absent, the list's default direction.
func (o listOrder) paging(defAsc bool) backoffice.Paging {
	p := backoffice.Paging{Sort: o.Sort, Asc: defAsc}
	if o.Dir != "" {
		p.Asc = o.Dir == "asc"
	}
	return p
}

// listPage is a keyset page: its size and the previous page's next (exports have neither).
type listPage struct {
	Limit int64  `form:"limit,optional,min=1,max=200"`
	After string `form:"after,optional"`
}

// on sets the page on a list's paging.
func (l listPage) on(p backoffice.Paging) backoffice.Paging {
	p.Limit, p.After = int(l.Limit), l.After
	return p
}

// readReason is why an operator reads personal data (an export, the borrower 360 page, an
// identity photo): the service refuses a read without one (admin_reason_required, 3 to 200
// characters) and audits it with the read. Lists that share an export's filters accept it too.
type readReason struct {
	Reason string `form:"reason,optional,maxlen=200"`
}

// dayRange is a range of Manila days (YYYY-MM-DD, both included).
type dayRange struct {
	From string `form:"from,optional,format=day"`
	To   string `form:"to,optional,format=day"`
}

// startMs is a checked day's (format=day) first instant in Manila as unix ms; 0 when absent.
// end: the next day's start, so a range's to includes its day.
func startMs(day string, end bool) int64 {
	if day == "" {
		return 0
	}
	t, err := time.ParseInLocation(time.DateOnly, day, clock.Manila)
	if err != nil {
		return 0 // decodeQuery refused it already
	}
	if end {
		t = t.AddDate(0, 0, 1)
	}
	return t.UnixMilli()
}

// writtenOffFilter is writtenOff=1|0 as the lists' filter: only the written-off loans, or none.
func writtenOffFilter(v string) string {
	switch v {
	case "1":
		return "only"
	case "0":
		return "exclude"
	}
	return ""
}

// pesoBound is the most a list's amount filter takes, in whole pesos.
const pesoBound = 100_000_000

// ----- Loans and orders -----

// loanQuery is the loans list's filters (and its export's): q, status (loan status codes),
// product (id), from and to (created), minAmount and maxAmount (pesos), minDpd and maxDpd,
// writtenOff, sort (created, amount, due, payoff) and dir.
type loanQuery struct {
	readReason
	Q       string   `form:"q,optional,maxlen=100"`
	Status  []string `form:"status,optional,list,enum=21 110 151 170 174 180 200"`
	Product int64    `form:"product,optional,max=9007199254740992"`
	dayRange
	MinAmount  int64  `form:"minAmount,optional,max=100000000"`
	MaxAmount  int64  `form:"maxAmount,optional,max=100000000"`
	MinDpd     int64  `form:"minDpd,optional,max=10000"`
	MaxDpd     int64  `form:"maxDpd,optional,max=10000"`
	WrittenOff string `form:"writtenOff,optional,enum=1 0"`
	listOrder
}

// loanPageQuery is GET /loans: the filters and a page.
type loanPageQuery struct {
	loanQuery
	listPage
}

// orderQuery is the orders' filters: the loans list's and payout=problems.
type orderQuery struct {
	loanQuery
	Payout string `form:"payout,optional,enum=problems"`
}

// orderPageQuery is GET /orders: the filters and a page.
type orderPageQuery struct {
	orderQuery
	listPage
}

// ----- Transfers -----

// transferQuery is the transfer desk's filters: status (pending, succeeded, failed; absent:
// pending unless all=1), q, from, to, minAmount, maxAmount (pesos), writtenOff, sort, dir.
type transferQuery struct {
	readReason
	Status []string `form:"status,optional,list,enum=pending succeeded failed"`
	All    string   `form:"all,optional,enum=1 0"`
	Q      string   `form:"q,optional,maxlen=100"`
	dayRange
	MinAmount  int64  `form:"minAmount,optional,max=100000000"`
	MaxAmount  int64  `form:"maxAmount,optional,max=100000000"`
	WrittenOff string `form:"writtenOff,optional,enum=1 0"`
	listOrder
}

type transferPageQuery struct {
	transferQuery
	listPage
}

// ----- Complaints -----

// complaintQuery is the complaint desk's filters: state, open=1 (state open), type, q, from,
// to, writtenOff, sort, dir.
type complaintQuery struct {
	readReason
	State string `form:"state,optional,enum=open replied overdue"`
	Open  string `form:"open,optional,enum=1 0"`
	Type  int64  `form:"type,optional,max=1000"`
	Q     string `form:"q,optional,maxlen=100"`
	dayRange
	WrittenOff string `form:"writtenOff,optional,enum=1 0"`
	listOrder
}

type complaintPageQuery struct {
	complaintQuery
	listPage
}

// ----- Audit log -----

// auditQuery is the audit log's filters: entity, entityId, operatorId, q (part of the
// action), from, to, sort, dir.
type auditQuery struct {
	readReason
	Entity     string `form:"entity,optional,maxlen=100"`
	EntityID   string `form:"entityId,optional,maxlen=100"`
	OperatorID int64  `form:"operatorId,optional,max=9007199254740992"`
	Q          string `form:"q,optional,maxlen=100"`
	dayRange
	listOrder
}

type auditPageQuery struct {
	auditQuery
	listPage
}

// ----- Operators -----

// operatorQuery is the operators list's filters: q, role (a list of roles), disabled, sort,
// dir.
type operatorQuery struct {
	readReason
	Q        string   `form:"q,optional,maxlen=100"`
	Role     []string `form:"role,optional,list,enum=viewer agent supervisor admin"`
	Disabled string   `form:"disabled,optional,enum=1 0"`
	listOrder
}

type operatorPageQuery struct {
	operatorQuery
	listPage
}

// ----- Borrowers -----

// borrowerQuery is the borrowers list's filters: q, from, to (registered), overdue=1,
// writtenOff, sort, dir.
type borrowerQuery struct {
	readReason
	Q string `form:"q,optional,maxlen=100"`
	dayRange
	Overdue    string `form:"overdue,optional,enum=1 0"`
	WrittenOff string `form:"writtenOff,optional,enum=1 0"`
	listOrder
}

type borrowerPageQuery struct {
	borrowerQuery
	listPage
}

// ----- Collections -----

// collectionQuery is the collections queue's filters: q, bucket, minDpd, maxDpd, agent (me,
// none or an operator id), product (id or name), minAmount, maxAmount (pesos), writtenOff,
// sort, dir.
type collectionQuery struct {
	readReason
	Q          string `form:"q,optional,maxlen=100"`
	Bucket     string `form:"bucket,optional,enum=1-7 8-30 31-60 61-90 90+"`
	MinDpd     int64  `form:"minDpd,optional,max=10000"`
	MaxDpd     int64  `form:"maxDpd,optional,max=10000"`
	Agent      string `form:"agent,optional,maxlen=20"`
	Product    string `form:"product,optional,maxlen=100"`
	MinAmount  int64  `form:"minAmount,optional,max=100000000"`
	MaxAmount  int64  `form:"maxAmount,optional,max=100000000"`
	WrittenOff string `form:"writtenOff,optional,enum=1 0"`
	listOrder
}

type collectionPageQuery struct {
	collectionQuery
	listPage
}

// ----- The other GET routes -----

// setupQuery is GET /setup: the one-time set-up link's token.
type captchaQuery struct {
	SID string `form:"sid,checked,maxlen=64"` // the previous picture's sid (empty or unknown: a new one)
}

// setupQuery is GET /setup: the set-up link's token.
type setupQuery struct {
	Token string `form:"token,checked,maxlen=200"` // the service answers a missing or unknown one
}

// sessionsQuery is GET /sessions: whose sessions (an operator id, 0 for everyone; absent:
// your own).
type sessionsQuery struct {
	OperatorID *int64 `form:"operatorId,optional,min=0"`
}

// dashboardQuery is GET /dashboard: how many days of series (14 when absent).
type dashboardQuery struct {
	Days int64 `form:"days,optional,min=1,max=366"`
}

// trialBalanceQuery is GET /finance/trial-balance: the range and the answer's format.
type trialBalanceQuery struct {
	dayRange
	Format string `form:"format,optional,enum=json csv"`
}

// monthRange is GET /finance/vintage: a range of months (YYYY-MM).
type monthRange struct {
	From string `form:"from,optional,format=month"`
	To   string `form:"to,optional,format=month"`
}

// kycQueueQuery is GET /kyc: the submissions of a status (absent: every one).
type kycQueueQuery struct {
	Status string `form:"status,optional,enum=submitted approved rejected redo"`
}

// requestsQuery is GET /requests: the requests of a status (absent: every one).
type requestsQuery struct {
	Status string `form:"status,optional,enum=pending approved rejected failed"`
}

// reconcileQuery is GET /reconcile: a gateway (absent: the list of gateways) and a day.
type reconcileQuery struct {
	Provider string `form:"provider,optional,maxlen=40"`
	Day      string `form:"day,optional,format=day"`
}

// jobsQuery is GET /jobs: the newest jobs of a state, queue and kind, at most limit (100
// when absent).
type jobsQuery struct {
	State string `form:"state,optional,enum=available cancelled completed discarded pending retryable running scheduled"`
	Queue string `form:"queue,optional,maxlen=100"`
	Kind  string `form:"kind,optional,maxlen=100"`
	Limit int64  `form:"limit,optional,min=1,max=500"`
}

// statementQuery is POST /transfers/statement's query: dryRun=1 only shows the matching.
type statementQuery struct {
	DryRun string `form:"dryRun,optional,enum=1 0"`
}

// amlListQuery names the list an upload is (POST /compliance/aml/lists).
type amlListQuery struct {
	Source string `form:"source,enum=un watch"`
}

// privacyRequestsQuery selects the data subject's requests: status, kind, one borrower's.
type privacyRequestsQuery struct {
	Status string `form:"status,optional,enum=open done refused"`
	Kind   string `form:"kind,optional,enum=access correction erasure"`
	UserID int64  `form:"userId,optional,min=1"`
	Limit  int64  `form:"limit,optional,min=1,max=500"`
}
