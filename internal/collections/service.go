package collections

import (
	"context"
	"log/slog"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
)

// OpenPromise is a promise not final yet with what the borrower paid since it was made.
type OpenPromise struct {
	ID             int64
	Promise        Promise
	PaidSinceCents int64
}

// Repo stores cases, contacts and promises; the store implements it.
type Repo interface {
	// Each write takes its audit row, written in the write's transaction.
	ClaimCase(ctx context.Context, orderID, agentID, now int64, audit admin.Entry) error
	AssignCases(ctx context.Context, orderIDs []int64, agentID, now int64, audit admin.Entry) error
	AddContact(ctx context.Context, orderID, agentID int64, c Contact, now int64, audit admin.Entry) (int64, error)
	OpenPromises(ctx context.Context) ([]OpenPromise, error)
	ResolvePromise(ctx context.Context, id int64, status string, now int64) error
	// SetNextAction sets a case's next-action day (opening the case if needed).
	SetNextAction(ctx context.Context, orderID int64, day string, now int64, audit admin.Entry) error
}

// Service runs the collections use cases.
type Service struct {
	Repo  Repo
	Clock clock.Clock
	Log   *slog.Logger
	// Desk reads cases, notes, borrowers and messages; Notebook appends notes; Referrals
	// queues the messages to references. The store's collections desk implements all three.
	Desk      DeskRepo
	Notebook  NoteRepo
	Referrals ReferenceRepo
	// SupportPhone is the configured customer-service telephone (when the back office saved
	// none).
	SupportPhone string
	// Labels gives the labels of a borrower's profile answers by item code (the relationship
	// of a reference); nil leaves them empty.
	Labels func(profile map[string]string) map[string]string
	// Amounts reads an order's three amounts today (the lending service); a promise to pay is
	// at most its payable-now amount.
	Amounts AmountsReader
	// Letters stores the demand letters; LetterDays are their days past due (zero: the
	// defaults).
	Letters    LetterRepo
	LetterDays LetterDays
}

// AmountsReader gives an order's past due, payable now and payoff today, the loan brought up
// to today (lending.Service.Amounts).
type AmountsReader interface {
	Amounts(ctx context.Context, orderID int64) (loans.Amounts, error)
}

// Claim gives an agent a case nobody holds.
func (s *Service) Claim(ctx context.Context, orderID, agentID int64, audit admin.Entry) error {
	return s.Repo.ClaimCase(ctx, orderID, agentID, s.Clock.Now().UnixMilli(), audit)
}

// Assign gives cases to an agent (0 puts them back in the queue).
func (s *Service) Assign(ctx context.Context, orderIDs []int64, agentID int64, audit admin.Entry) error {
	return s.Repo.AssignCases(ctx, orderIDs, agentID, s.Clock.Now().UnixMilli(), audit)
}

// Record checks a contact (MC 18 hours, outcome, promise) against the loan's payoff and
// stores it with its audit row (given the contact's id as contactId); the agent holds the case
// afterwards.
func (s *Service) Record(ctx context.Context, orderID, agentID, payableCents int64, c Contact, audit admin.Entry) (int64, error) {
	now := s.Clock.Now()
	if err := CheckContact(c, now, payableCents); err != nil {
		return 0, err
	}
	return s.Repo.AddContact(ctx, orderID, agentID, c, now.UnixMilli(), audit)
}

// Sweep stores the final status of the open promises that became kept or broken today; a
// broken promise puts its case back in the queue. It returns how many it resolved.
func (s *Service) Sweep(ctx context.Context) (int, error) {
	now := s.Clock.Now()
	today := loans.DateOf(now)
	open, err := s.Repo.OpenPromises(ctx)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, p := range open {
		st := p.Promise.StatusOn(today, p.PaidSinceCents)
		if !Final(st) {
			continue
		}
		if err := s.Repo.ResolvePromise(ctx, p.ID, st, now.UnixMilli()); err != nil {
			return n, err
		}
		n++
	}
	return n, nil
}
