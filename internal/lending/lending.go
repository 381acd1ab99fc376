// Package lending runs the loan use cases: it ties the store, the pure rules of
// internal/loans and the payout (internal/disburse) together. Quotes, applications (push),
// decisions, the daily accrual job, payments and rollovers, the loan detail, contracts and
// the application profile live here; every status write goes through loans.Transition
// (inside the store's moveStatus).
package lending

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/i18n"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// Service is the lending service. Store, Clock and Cap are required; Payout may be nil (then
// approved orders stay at 151 until a payout service is wired).
type Service struct {
	Store  Repo
	Clock  clock.Clock
	Cap    loans.CapPolicy
	Payout *disburse.Service
	Log    *slog.Logger
	// Company is the lender's identity for the SEC MC 19 disclosure and the contracts.
	Company Company
	// Workers is the daily job's parallelism (default 4); BatchSize its loans per transaction (default 500).
	Workers   int
	BatchSize int
	// Metrics counts applications and decisions and stamps the daily job's success (nil: none).
	Metrics Metrics
	// Screening checks applicants against the sanctions lists (nil: no screening): an
	// application of a borrower with an open hit waits under review and cannot be approved.
	Screening Screening
	// Privacy erases a borrower's data when they delete their account (nil: the account is
	// only switched off).
	Privacy Eraser
	// ApproveAboveCents is the four-eyes approval threshold: an application of more than this
	// that the rules would approve waits under review for an operator, whose approval then
	// waits for a supervisor's (internal/controls). 0: the rules approve any amount.
	ApproveAboveCents int64
}

// Screening is the sanctions screening (internal/compliance).
type Screening interface {
	// OpenHitsOf screens the borrower now and counts their hits no decision has closed.
	OpenHitsOf(ctx context.Context, userID int64) (int, error)
}

// Eraser is the erasure of a borrower's data (internal/compliance).
type Eraser interface {
	// EraseAccount erases what the law lets go of the borrower's data and keeps the rest for
	// its retention; openLoan reports a refusal for a loan not closed.
	EraseAccount(ctx context.Context, userID int64) (openLoan bool, err error)
}

// ErrScreeningHit refuses approving an application whose borrower has an open sanctions hit.
var ErrScreeningHit = apperr.New("loans_screening_hit", "The borrower's name is near a sanctions listing: the screening hit must be cleared before the loan is approved.")

// Metrics is what the loan use cases report once their change has committed (the server's
// metrics.Metrics).
type Metrics interface {
	LoanApplied()
	LoanDecided(approved bool, by string)
	DailyJobSucceeded(at time.Time)
}

type noMetrics struct{}

func (noMetrics) LoanApplied()                {}
func (noMetrics) LoanDecided(bool, string)    {}
func (noMetrics) DailyJobSucceeded(time.Time) {}

func (s *Service) metrics() Metrics {
	if s.Metrics == nil {
		return noMetrics{}
	}
	return s.Metrics
}

// Company is the lender's legal identity shown on the confirmation and the contracts.
type Company struct {
	Name          string `json:"companyName"`
	SECRegNo      string `json:"secRegNo"`
	CertAuthNo    string `json:"certAuthNo"`
	Advisory      string `json:"advisory"`
	SupportPhone  string `json:"-"`
	SupportEmail  string `json:"-"`
	PublicAddress string `json:"-"`
}

// Advisory is the SEC MC 19 advisory to read the disclosure statement.
const Advisory = "Before you sign, read the Disclosure Statement: it shows the amount financed, every finance charge, the net proceeds, the payment schedule and the effective interest rate of your loan."

// Error codes of the lending service (docs/errors.md, Loans).
var (
	ErrOpenLoan        = loans.ErrOpenLoan
	ErrNotReviewable   = apperr.New("loans_not_under_review", "This order is no longer under review.")
	ErrBadTerm         = apperr.New("invalid_params", "The loan term does not match the product.")
	ErrUnderAgeProfile = apperr.New("profile_under_age", "You must be at least 18 years old to borrow.")
)

// ProfileIncompleteError refuses an application while the profile misses groups; Page is
// where the borrower completes it.
type ProfileIncompleteError struct {
	Page    string   `json:"page"`
	Missing []string `json:"missing"`
}

// Error implements error.
func (e *ProfileIncompleteError) Error() string { return "profile_incomplete: " + e.Message() }

// Message is the borrower's text.
func (e *ProfileIncompleteError) Message() string {
	return i18n.N("Please complete your profile before applying.")
}

// ErrorCode gives the envelope code and message.
func (e *ProfileIncompleteError) ErrorCode() (string, string) {
	return "profile_incomplete", e.Message()
}

func (s *Service) log() *slog.Logger {
	if s.Log != nil {
		return s.Log
	}
	return slog.Default()
}

// Today is the Manila day of the service clock.
func (s *Service) Today() loans.Date { return loans.DateOf(s.Clock.Now()) }

// TermsOf converts a stored product into the rules' Product.
func TermsOf(p store.ProductRow) (loans.Product, error) { return disburse.ProductTerms(p) }

// frozenTerms reads the product frozen on an order (the product at application).
func (s *Service) frozenTerms(ctx context.Context, o loans.Order) (loans.Product, error) {
	if o.Terms != "" {
		return parseTerms(o)
	}
	row, err := s.Store.Product(ctx, o.ProductID)
	if err != nil {
		return loans.Product{}, err
	}
	return TermsOf(row)
}

// Frozen terms are parsed once per distinct JSON text: every order of one product version has
// the same text, and parsing it was an eighth of a payment's CPU. The text is the key, so a
// hit is exactly what parsing would give; callers get their own copy of the slices.
var termsMemo = struct {
	sync.RWMutex
	m map[string]loans.Product
}{m: map[string]loans.Product{}}

// termsMemoMax bounds termsMemo (it starts over when full).
const termsMemoMax = 1024

func parseTerms(o loans.Order) (loans.Product, error) {
	termsMemo.RLock()
	p, ok := termsMemo.m[o.Terms]
	termsMemo.RUnlock()
	if !ok {
		if err := json.Unmarshal([]byte(o.Terms), &p); err != nil {
			return loans.Product{}, fmt.Errorf("lending: order %d terms: %w", o.ID, err)
		}
		termsMemo.Lock()
		if len(termsMemo.m) >= termsMemoMax {
			clear(termsMemo.m)
		}
		termsMemo.m[o.Terms] = p
		termsMemo.Unlock()
	}
	p.Tags = slices.Clone(p.Tags)
	p.Late.Tiers = slices.Clone(p.Late.Tiers)
	return p, nil
}

func parseDay(s string) loans.Date {
	d, _ := loans.ParseDate(s)
	return d
}

func snapshotOf(terms loans.Product, o loans.Order, sched []loans.Installment) loans.LoanSnapshot {
	return loans.LoanSnapshot{Terms: terms, PrincipalCents: o.Amount, DisbursedOn: parseDay(o.DisbursedDay), Schedule: sched,
		RepeatClient: o.IsRepeat, Status: loans.Status(o.Status)}
}

func isActive(status int) bool {
	return status == int(loans.StatusRepaying) || status == int(loans.StatusDue) || status == int(loans.StatusOverdue)
}

// catchUp computes what brings a loan up to today: the missed days' entries and the status
// move (as a state-derived event). It is pure; the caller writes it under the order lock.
func (s *Service) catchUp(cp loans.CapPolicy, terms loans.Product, o loans.Order, ledger []loans.Entry, sched []loans.Installment, today loans.Date) (loans.Update, loans.LoanSnapshot, []loans.Entry) {
	loan := snapshotOf(terms, o, sched)
	entries := ledger
	if !isActive(o.Status) {
		return loans.Update{}, loan, entries
	}
	from := loan.DisbursedOn
	if o.LastAccruedDay != "" {
		from = parseDay(o.LastAccruedDay).Add(1)
	}
	var u loans.Update
	if !from.After(today) {
		newEntries, status := loans.CatchUp(loan, entries, from, today, cp)
		u.Entries = newEntries
		entries = append(entries, newEntries...)
		if ev, ok := loans.EventFor(loan.Status, status); ok {
			u.Events = append(u.Events, ev)
			loan.Status = status
		}
	}
	u.LastAccruedDay = today.String()
	if next := loans.NextAccrualDay(loan, entries, today); !next.IsZero() {
		u.NextAccrualDay = next.String()
	}
	u.Standing = standingOf(loan.Schedule, entries, today)
	u.Actor = "daily"
	return u, loan, entries
}

// standingOf is what the order row keeps of a loan's standing after an update.
func standingOf(schedule []loans.Installment, entries []loans.Entry, today loans.Date) *loans.KeptStanding {
	k := loans.KeepStanding(loans.StandingOn(schedule, entries, today))
	return &k
}

// Position is a loan brought up to today (loans.Position).
type Position = loans.Position

// Position catches the order up to today (writing the missed days under the order lock) and
// returns its position. Orders not yet disbursed come back with an empty ledger.
func (s *Service) Position(ctx context.Context, orderID int64) (Position, error) {
	o, err := s.Store.LoanOrderByID(ctx, orderID)
	if err != nil {
		return Position{}, err
	}
	return s.PositionOf(ctx, o)
}

// PositionOf is Position for an order the caller just read (it saves reading it again). An
// order already brought up to today is read without a lock: two reads (the order the caller
// has, its books).
func (s *Service) PositionOf(ctx context.Context, o loans.Order) (Position, error) {
	today := s.Today()
	if isActive(o.Status) && o.LastAccruedDay < today.String() {
		// Catch up under the order's lock; the books read there are the position's.
		cp, err := s.CapPolicy(ctx)
		if err != nil {
			return Position{}, err
		}
		var loan loans.LoanSnapshot
		var entries []loans.Entry
		o2, err := s.Store.UpdateLoan(ctx, o.ID, func(o loans.Order, ledger []loans.Entry, sched []loans.Installment) (loans.Update, error) {
			terms, err := s.frozenTerms(ctx, o)
			if err != nil {
				return loans.Update{}, err
			}
			var u loans.Update
			u, loan, entries = s.catchUp(cp, terms, o, ledger, sched, today)
			return u, nil
		})
		if err != nil {
			return Position{}, err
		}
		return positionOf(o2, loan, entries, today), nil
	}
	terms, err := s.frozenTerms(ctx, o)
	if err != nil {
		return Position{}, err
	}
	ledger, sched, err := s.Store.OrderBooks(ctx, o.ID)
	if err != nil {
		return Position{}, err
	}
	return positionOf(o, snapshotOf(terms, o, sched), ledger, today), nil
}

// positionOf completes a position from the order, its snapshot and its entries.
func positionOf(o loans.Order, loan loans.LoanSnapshot, entries []loans.Entry, today loans.Date) Position {
	loan.Status = loans.Status(o.Status)
	pos := Position{Order: o, Loan: loan, Entries: entries, Today: today}
	if isActive(o.Status) || o.Status == int(loans.StatusSettled) {
		pos.Standing = loans.StandingOn(pos.Loan.Schedule, pos.Entries, today)
	}
	return pos
}

// PaymentResult is what ApplyPayment did.
type PaymentResult struct {
	OrderID     int64         `json:"orderId"`
	Status      int           `json:"status"`
	Duplicate   bool          `json:"duplicate"` // the ref was booked before: nothing moved
	Entries     []loans.Entry `json:"entries"`
	CreditCents int64         `json:"credit"`
	Settled     bool          `json:"settled"`
}

// ApplyPayment books a repayment of amountCents under ref (the payment's idempotency key) in
// one transaction with the order locked: catch up through today, allocate by the waterfall,
// move the status through the transition table (200 when settled). The same ref again is a
// no-op reported as Duplicate.
func (s *Service) ApplyPayment(ctx context.Context, orderID, amountCents int64, ref string) (PaymentResult, error) {
	return s.applyPayment(ctx, s.Store, orderID, amountCents, ref)
}

// loanWriter updates one loan under its lock: the store in a transaction of its own, or a
// unit of work (*store.Tx) the update joins.
type loanWriter interface {
	UpdateLoan(ctx context.Context, orderID int64, fn func(o loans.Order, ledger []loans.Entry, sched []loans.Installment) (loans.Update, error)) (loans.Order, error)
	// ChargesPolicy reads the policy in force where the booking runs (in its transaction).
	ChargesPolicy(ctx context.Context, fallback loans.CapPolicy) (store.ChargesPolicyVersion, error)
}

// capPolicyIn is the charges policy in force read through w.
func (s *Service) capPolicyIn(ctx context.Context, w loanWriter) (loans.CapPolicy, error) {
	v, err := w.ChargesPolicy(ctx, s.Cap)
	return v.Policy, err
}

func (s *Service) applyPayment(ctx context.Context, w loanWriter, orderID, amountCents int64, ref string) (PaymentResult, error) {
	today := s.Today()
	res := PaymentResult{OrderID: orderID}
	if ref == "" {
		return res, loans.ErrInvalidPayment
	}
	cp, err := s.capPolicyIn(ctx, w)
	if err != nil {
		return res, err
	}
	o, err := w.UpdateLoan(ctx, orderID, func(o loans.Order, ledger []loans.Entry, sched []loans.Installment) (loans.Update, error) {
		for _, e := range ledger {
			if e.Ref == ref {
				res.Duplicate = true
				return loans.Update{}, nil
			}
		}
		terms, err := s.frozenTerms(ctx, o)
		if err != nil {
			return loans.Update{}, err
		}
		u, loan, entries := s.catchUp(cp, terms, o, ledger, sched, today)
		paid, status, err := loans.ApplyPayment(loan, entries, today, amountCents, ref)
		if err != nil {
			return loans.Update{}, err
		}
		u.Entries = append(u.Entries, paid...)
		if ev, ok := loans.EventFor(loan.Status, status); ok {
			u.Events = append(u.Events, ev)
		}
		u.Standing = standingOf(loan.Schedule, slices.Concat(entries, paid), today)
		u.Actor, u.Reason = "payment", ref
		res.Entries = paid
		for _, e := range paid {
			if e.Bucket == loans.BucketCredit {
				res.CreditCents -= e.AmountCents
			}
		}
		return u, nil
	})
	if err != nil {
		return res, err
	}
	res.Status = o.Status
	res.Settled = o.Status == int(loans.StatusSettled)
	return res, nil
}

// RolloverResult is what ApplyRollover did.
type RolloverResult struct {
	OrderID    int64      `json:"orderId"`
	Status     int        `json:"status"`
	Duplicate  bool       `json:"duplicate"`
	NewDueDate loans.Date `json:"newDueDate"`
}

// QuoteRollover prices a rollover of the order today (after catching it up).
func (s *Service) QuoteRollover(ctx context.Context, orderID int64) (loans.RolloverQuote, error) {
	pos, err := s.Position(ctx, orderID)
	if err != nil {
		return loans.RolloverQuote{}, err
	}
	cp, err := s.CapPolicy(ctx)
	if err != nil {
		return loans.RolloverQuote{}, err
	}
	return loans.QuoteRollover(pos.Loan, pos.Entries, pos.Today, cp)
}

// ApplyRollover books a rollover paid with amountCents under ref, like ApplyPayment: catch up,
// loans.ApplyRollover, the new schedule stored, the status moved (rollover -> 170).
func (s *Service) ApplyRollover(ctx context.Context, orderID, amountCents int64, ref string) (RolloverResult, error) {
	return s.applyRollover(ctx, s.Store, orderID, amountCents, ref)
}

func (s *Service) applyRollover(ctx context.Context, w loanWriter, orderID, amountCents int64, ref string) (RolloverResult, error) {
	today := s.Today()
	res := RolloverResult{OrderID: orderID}
	if ref == "" {
		return res, loans.ErrInvalidPayment
	}
	cp, err := s.capPolicyIn(ctx, w)
	if err != nil {
		return res, err
	}
	o, err := w.UpdateLoan(ctx, orderID, func(o loans.Order, ledger []loans.Entry, sched []loans.Installment) (loans.Update, error) {
		for _, e := range ledger {
			if e.Ref == ref {
				res.Duplicate = true
				return loans.Update{}, nil
			}
		}
		terms, err := s.frozenTerms(ctx, o)
		if err != nil {
			return loans.Update{}, err
		}
		u, loan, entries := s.catchUp(cp, terms, o, ledger, sched, today)
		r, err := loans.ApplyRollover(loan, entries, today, cp, amountCents, ref)
		if err != nil {
			return loans.Update{}, err
		}
		u.Entries = append(u.Entries, r.Entries...)
		u.Events = append(u.Events, loans.EventRollover)
		u.Schedule = r.Schedule
		if n := len(r.Schedule); n > 0 {
			u.DueDate = r.Schedule[n-1].DueDay.String()
		}
		u.Standing = standingOf(r.Schedule, slices.Concat(entries, r.Entries), today)
		u.Actor, u.Reason = "rollover", ref
		res.NewDueDate = r.NewDueDate
		return u, nil
	})
	if err != nil {
		return res, err
	}
	res.Status = o.Status
	return res, nil
}

// SaveProduct validates a product with the cap guard (the back office's save path) and
// stores it; the first problem comes back as loans_invalid_product / loans_cap_exceeded. then,
// when not nil, runs in the save's transaction with the product's id (the audit row, the
// request's finish).
func (s *Service) SaveProduct(ctx context.Context, p store.ProductRow, then func(tx *store.Tx, id int64) error) (int64, error) {
	terms, err := TermsOf(p)
	if err != nil {
		return 0, apperr.Newf(loans.ErrInvalidProduct.Code, "The product rules are invalid: %v", err)
	}
	if err := s.checkTerms(ctx, terms); err != nil {
		return 0, err
	}
	var id int64
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		var err error
		if id, err = tx.UpsertProduct(ctx, p); err != nil || then == nil {
			return err
		}
		return then(tx, id)
	})
	return id, err
}

// CheckProduct applies SaveProduct's rules (valid rules, the cap guard) without saving: a
// product change that waits for a checker is refused now if it could never be saved.
func (s *Service) CheckProduct(ctx context.Context, p store.ProductRow) error {
	terms, err := TermsOf(p)
	if err != nil {
		return apperr.Newf(loans.ErrInvalidProduct.Code, "The product rules are invalid: %v", err)
	}
	if n := utf8.RuneCountInString(p.FirstLoanPromo); n > MaxFirstLoanPromo {
		return apperr.Newf(loans.ErrInvalidProduct.Code, "The first-loan promo has %d characters; at most %d fit the popup.", n, MaxFirstLoanPromo)
	}
	return s.checkTerms(ctx, terms)
}

// checkTerms is the save's check of a product under the charges policy in force: its fields
// and prices (Validate) and late charges the policy would not cap on the first day overdue.
func (s *Service) checkTerms(ctx context.Context, terms loans.Product) error {
	cp, err := s.CapPolicy(ctx)
	if err != nil {
		return err
	}
	if err := terms.Validate(cp); err != nil {
		return err
	}
	return terms.CheckCappedAtOnce(cp)
}

// MaxFirstLoanPromo bounds a product's first-loan promo text (the old confirmation's popup).
const MaxFirstLoanPromo = 300

// nowMs is the service clock in unix ms.
func (s *Service) nowMs() int64 { return s.Clock.Now().UnixMilli() }

// pushWindow is how long a repeated push (same borrower, product and amount) returns the
// same order: a double tap, a retried request.
const pushWindow = 10 * time.Second

var errNoPayout = errors.New("lending: no payout service")

// CapPolicy is the charges policy in force: the lender's saved one, else the region's
// default (Service.Cap). Every accrual, rollover, restructure, quote and disclosure reads it.
func (s *Service) CapPolicy(ctx context.Context) (loans.CapPolicy, error) {
	v, err := s.Store.ChargesPolicy(ctx, s.Cap)
	return v.Policy, err
}

// DefaultCapPolicy is the region's charges policy (Service.Cap), in force until the lender
// saves one.
func (s *Service) DefaultCapPolicy() loans.CapPolicy { return s.Cap }

// Amounts are the order's three amounts today (past due, payable now, payoff; loans.AmountsOf),
// the loan brought up to today first.
func (s *Service) Amounts(ctx context.Context, orderID int64) (loans.Amounts, error) {
	pos, err := s.Position(ctx, orderID)
	if err != nil {
		return loans.Amounts{}, err
	}
	if !isActive(pos.Order.Status) {
		return loans.Amounts{}, nil
	}
	return loans.AmountsOf(pos.Standing, pos.Loan.Terms), nil
}
