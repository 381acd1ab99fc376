package lending

import (
	"context"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/records"
	"github.com/pautang/pautang/internal/store"
)

// Repo is the storage the lending use cases need; the store implements it. A use case that
// must be atomic runs in InTx, where only the unit of work's methods exist.
type Repo interface {
	// Orders and their books.
	CreateOrder(ctx context.Context, n store.NewOrder, admit func(others []loans.Status) error) (o loans.Order, created bool, err error)
	LoanOrderByID(ctx context.Context, id int64) (loans.Order, error)
	OrderBooks(ctx context.Context, orderID int64) ([]loans.Entry, []loans.Installment, error)
	UpdateLoan(ctx context.Context, orderID int64, fn func(o loans.Order, ledger []loans.Entry, sched []loans.Installment) (loans.Update, error)) (loans.Order, error)
	InTx(ctx context.Context, fn func(tx *store.Tx) error) error
	DecideOrder(ctx context.Context, orderID int64, ev loans.Event, actor, code, reason string) (loans.Order, error)
	DecideOrderVerdict(ctx context.Context, orderID int64, ev loans.Event, actor, code, reason string, results []loans.RuleResult, version int64) (loans.Order, error)
	NoteReview(ctx context.Context, orderID int64, code, reason string, results []loans.RuleResult, version int64) error
	Underwriting(ctx context.Context) (store.UnderwritingVersion, error)
	Scorecard(ctx context.Context) (loans.ScorecardVersion, error)
	ChargesPolicy(ctx context.Context, fallback loans.CapPolicy) (store.ChargesPolicyVersion, error)
	RecentApplications(ctx context.Context, limit int) ([]int64, error)
	CancelApproval(ctx context.Context, orderID int64, actor, code, reason, note string) (loans.Order, error)
	SetOrderScore(ctx context.Context, orderID int64, score int) (bool, error)
	ClientHistoryOf(ctx context.Context, userID, exceptID int64) (store.ClientHistory, error)

	// Restructure offers (accepted through the unit of work, Tx.AcceptRestructure).
	CreateRestructureOffer(ctx context.Context, o store.RestructureOffer) (int64, error)
	OrderRestructures(ctx context.Context, orderID int64) ([]store.RestructureOffer, error)
	RestructureByID(ctx context.Context, id int64) (store.RestructureOffer, error)

	// The daily job and the ledger check.
	AccrualCandidates(ctx context.Context, today string) ([]int64, error)
	AccrueBatch(ctx context.Context, lo, hi int64, today string, fn func(o loans.Order, ledger []loans.Entry, sched []loans.Installment) (loans.Update, error)) (store.AccrualResult, error)
	LoansWithoutStanding(ctx context.Context, afterID int64, limit int) ([]int64, error)
	LoanBookSnapshot(ctx context.Context) (store.LoanBook, error)

	// The catalogue and the borrower.
	Product(ctx context.Context, id int64) (store.ProductRow, error)
	Products(ctx context.Context, onlyEnabled bool) ([]store.ProductRow, error)
	UpsertProduct(ctx context.Context, p store.ProductRow) (int64, error)
	RecommendedProductIDs(ctx context.Context) ([]int64, error)
	ContractTemplate(ctx context.Context, id int) (records.Template, error)

	// The documents a borrower accepted (the loan's and a restructure's), as accepted.
	SignedDocuments(ctx context.Context, orderID int64) ([]records.SignedDocument, error)
	SignedContract(ctx context.Context, orderID, restructureID int64, contractID int) (records.SignedDocument, error)
	ReadSignedDocument(ctx context.Context, orderID, id int64, audit admin.Entry) (records.SignedDocument, error)
	UserByID(ctx context.Context, id int64) (store.User, error)
	ProfileFields(ctx context.Context, userID int64) (map[string]string, error)
	SaveProfileGroup(ctx context.Context, userID int64, group string, fields map[string]string, name string) error
	// SaveProfileGroupFrom is SaveProfileGroup made by a named call: a change of a locked
	// identity answer after an approved check reopens the check (identity.LockedChanges).
	SaveProfileGroupFrom(ctx context.Context, userID int64, group string, fields map[string]string, name, source string) error
	HasPayoutAccount(ctx context.Context, userID int64) (bool, error)

	// The borrower's shell: orders, account, message settings, tracking events.
	OrdersByUser(ctx context.Context, userID int64) ([]store.OrderSummary, error)
	UserWithLoanFlag(ctx context.Context, id int64) (store.User, bool, error)
	DeleteUser(ctx context.Context, id int64) error
	MessagePrefsOf(ctx context.Context, userID int64) (store.MessagePrefs, error)
	SetMarketingOff(ctx context.Context, userID int64, off bool) (store.MessagePrefs, error)
	RateHit(ctx context.Context, bucket string, window time.Duration, limit int) (bool, error)
	SaveServiceEvent(ctx context.Context, userID int64, productID, moduleID, positionID string) error
}

var _ Repo = store.Lending{}
