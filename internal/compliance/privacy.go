package compliance

import (
	"context"
	"errors"
	"strconv"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/privacy"
	"github.com/pautang/pautang/internal/store"
)

// Export is a copy of everything held about a borrower (the Data Privacy Act's right of
// access and to data portability): every row that names them, by table, as JSON.
type Export struct {
	UserID     int64              `json:"userId"`
	ExportedAt int64              `json:"exportedAt"`
	Tables     store.PersonalData `json:"tables"`
}

// ExportPerson reads everything held about borrower userID and audits the export
// (privacy.export, with each table's row count) as by.
func (s *Service) ExportPerson(ctx context.Context, userID int64, by admin.Entry) (Export, error) {
	data, err := s.Store.Users().PersonalDataOf(ctx, userID)
	if err != nil {
		return Export{}, err
	}
	now := s.Clock.Now().UnixMilli()
	counts := map[string]int{}
	for t, rows := range data {
		counts[t] = len(rows)
	}
	by.Action, by.Entity, by.EntityID, by.At = "privacy.export", "user", strconv.FormatInt(userID, 10), now
	by.After = map[string]any{"tables": counts}
	if err := s.Store.AddAudit(ctx, by); err != nil {
		return Export{}, err
	}
	return Export{UserID: userID, ExportedAt: now, Tables: data}, nil
}

// RetentionYears is how long a borrower's loan, identity and transaction records are kept
// after their last loan activity: the Anti-Money Laundering Act's five years from the end of
// the business relationship, which also covers the credit data the CIC may ask to correct.
const RetentionYears = 5

// LegalBasis is what an erasure states for the records it keeps.
const LegalBasis = "Kept under the Anti-Money Laundering Act (RA 9160, as amended) and its rules: customer identification and " +
	"transaction records for 5 years from the end of the business relationship; the Data Privacy Act (RA 10173) s. 11(e) " +
	"lets them be kept no longer than that."

// ErrOpenLoan refuses erasing a borrower whose loan still runs.
var ErrOpenLoan = privacy.ErrOpenLoan

// ErrErased refuses a second erasure of one borrower.
var ErrErased = apperr.New("privacy_already_erased", "This borrower's data was erased already.")

// FileDeleter deletes private files (identity photos, complaint images) an erasure released.
type FileDeleter interface {
	Delete(ctx context.Context, name string) error
}

// ErasePerson erases borrower userID's data as the law lets go: at once what need not be kept
// (sessions, codes, tracking, marketing consent, the profile beyond their identity) and their
// account; the loan, identity and transaction records are kept RetentionYears after their last
// loan activity (nothing is kept for a borrower who never applied, and then everything is
// anonymised at once). Audited privacy.erase as by.
func (s *Service) ErasePerson(ctx context.Context, userID int64, by admin.Entry) (store.Erasure, error) {
	return s.erase(ctx, userID, actorName(by), by)
}

// EraseAccount is the borrower's own deletion of their account (user/delete): the erasure of
// ErasePerson, asked by the borrower. openLoan reports a refusal for a loan not closed; an
// account erased already is no error.
func (s *Service) EraseAccount(ctx context.Context, userID int64) (openLoan bool, err error) {
	_, err = s.erase(ctx, userID, "borrower", admin.Entry{})
	switch {
	case errors.Is(err, ErrOpenLoan):
		return true, err
	case errors.Is(err, ErrErased):
		return false, nil
	}
	return false, err
}

func (s *Service) erase(ctx context.Context, userID int64, requester string, by admin.Entry) (store.Erasure, error) {
	now := s.Clock.Now()
	last, hasOrders, err := s.Store.Users().LastRecordDay(ctx, userID)
	if err != nil {
		return store.Erasure{}, err
	}
	e := store.Erasure{UserID: userID, RequestedBy: requester, ErasedAt: now.UnixMilli()}
	if hasOrders {
		from := time.UnixMilli(max(last, 0)).In(clock.Manila)
		e.KeepUntil, e.LegalBasis = from.AddDate(RetentionYears, 0, 0).Format("2006-01-02"), LegalBasis
	}
	by.Action, by.Entity, by.At = "privacy.erase", "user", e.ErasedAt
	by.After = map[string]any{"keepUntil": e.KeepUntil, "legalBasis": e.LegalBasis}
	e, err = s.Store.Users().StartErasure(ctx, e, by)
	switch {
	case errors.Is(err, store.ErrErasureOpenLoan):
		return store.Erasure{}, ErrOpenLoan
	case errors.Is(err, store.ErrConflict):
		return store.Erasure{}, ErrErased
	case err != nil:
		return store.Erasure{}, err
	}
	s.deleteFiles(ctx, e.Files)
	return e, nil
}

// PurgeDue anonymises what was kept of the erased borrowers whose retention has ended (the
// daily privacy job) and deletes the files it released.
func (s *Service) PurgeDue(ctx context.Context) (int, error) {
	now := s.Clock.Now()
	done, err := s.Store.Users().PurgeDueErasures(ctx, now.In(clock.Manila).Format("2006-01-02"), now.UnixMilli())
	for _, e := range done {
		s.deleteFiles(ctx, e.Files)
	}
	return len(done), err
}

func (s *Service) deleteFiles(ctx context.Context, names []string) {
	if s.Files == nil {
		return
	}
	for _, n := range names {
		_ = s.Files.Delete(ctx, n) // a file already gone is not an error of the erasure
	}
}
