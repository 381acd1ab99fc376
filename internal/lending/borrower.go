package lending

import (
	"context"
	"errors"
	"strconv"
	"time"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
	"github.com/pautang/pautang/internal/store"
)

// The borrower's web shell: the loan market, the product page, the order list, the account
// and its message settings, tracking events.

// Read models the store returns for the shell (defined by the store).
type (
	// ProductRow is a catalogue product.
	ProductRow = store.ProductRow
	// OrderSummary is one order of the borrower's list.
	OrderSummary = store.OrderSummary
	// MessagePrefs are the borrower's message settings.
	MessagePrefs = store.MessagePrefs
)

// ErrAccountLoanOpen refuses to delete an account while a loan is in progress.
var ErrAccountLoanOpen = apperr.New("loan_open", "You still have a loan in progress. Your account can be deleted once every loan is settled.")

// MarketProducts are the products the loan market shows: the enabled ones.
func (s *Service) MarketProducts(ctx context.Context) ([]ProductRow, error) {
	return s.Store.Products(ctx, true)
}

// Product reads one catalogue product (not_found when unknown).
func (s *Service) Product(ctx context.Context, id int64) (ProductRow, error) {
	if id == 0 {
		return ProductRow{}, apperr.Invalid("productId is required.")
	}
	return s.Store.Product(ctx, id)
}

// ProductQuote is a product with its quote for amount (0: the borrower's default amount).
// The product page of a switched-off product has no price (nil quote); the calculator
// (priced) asks the quote anyway, which refuses it.
func (s *Service) ProductQuote(ctx context.Context, userID, productID, amount int64, priced bool) (ProductRow, *Confirm, error) {
	p, err := s.Product(ctx, productID)
	if err != nil {
		return p, nil, err
	}
	if !p.Enabled && !priced {
		return p, nil, nil
	}
	q, err := s.Quote(ctx, userID, productID, amount)
	if err != nil {
		return p, nil, err
	}
	return p, &q, nil
}

// Orders lists the borrower's orders, newest first. An order without a loan behind it (under
// review, rejected, not yet paid out) shows no due date.
func (s *Service) Orders(ctx context.Context, userID int64) ([]OrderSummary, error) {
	orders, err := s.Store.OrdersByUser(ctx, userID)
	if err != nil {
		return nil, err
	}
	for i := range orders {
		if !loans.Status(orders[i].Status).Disbursed() {
			orders[i].DueDate = ""
		}
	}
	return orders, nil
}

// Account is the signed-in borrower as the shell shows them.
type Account struct {
	UserID      int64
	Phone       string
	Name        string
	HasOpenLoan bool // a loan not yet rejected or settled
}

// Account reads the borrower and whether a loan of theirs is still open.
func (s *Service) Account(ctx context.Context, userID int64) (Account, error) {
	u, open, err := s.Store.UserWithLoanFlag(ctx, userID)
	if err != nil {
		return Account{}, err
	}
	return Account{UserID: u.ID, Phone: u.Phone, Name: u.Name, HasOpenLoan: open}, nil
}

// DeleteAccount deletes the borrower and ends their sessions; refused (loan_open) while a
// loan is open. With Privacy set it is the borrower's erasure of their data: what the law
// lets go is erased at once and the rest kept until its retention ends (docs/compliance.md).
func (s *Service) DeleteAccount(ctx context.Context, userID int64) error {
	if s.Privacy != nil {
		open, err := s.Privacy.EraseAccount(ctx, userID)
		if open {
			return ErrAccountLoanOpen
		}
		return err
	}
	err := s.Store.DeleteUser(ctx, userID)
	if errors.Is(err, store.ErrConflict) {
		return ErrAccountLoanOpen
	}
	return err
}

// MessageSettings reads the borrower's message settings, or switches marketing messages
// first: marketing "0" off, "1" back on, "" leaves them. Notices, reminders and overdue
// notices are required and always sent. The language is English until the borrower uses
// another.
func (s *Service) MessageSettings(ctx context.Context, userID int64, marketing string) (MessagePrefs, error) {
	var p MessagePrefs
	var err error
	switch marketing {
	case "":
		p, err = s.Store.MessagePrefsOf(ctx, userID)
	case "0":
		p, err = s.Store.SetMarketingOff(ctx, userID, true)
	case "1":
		p, err = s.Store.SetMarketingOff(ctx, userID, false)
	default:
		err = apperr.New("invalid_params", "marketing must be 0 (off) or 1 (on).")
	}
	if err != nil {
		return MessagePrefs{}, err
	}
	if p.Lang == "" {
		p.Lang = notify.English
	}
	return p, nil
}

// Tracking events one signed-in borrower, or one address without a session, may record a
// minute (docs/security.md).
const (
	EventsPerMinuteUser = 120
	EventsPerMinuteIP   = 300
)

// TrackingEvent is one fire-and-forget event of the web shell; UserID 0 without a session.
type TrackingEvent struct {
	UserID     int64
	IP         string
	ProductID  string
	ModuleID   string
	PositionID string
}

// ErrEventsLimited refuses events over the per-minute limit.
var ErrEventsLimited = apperr.New(apperr.CodeRateLimited, "Too many events. Please slow down.")

// SaveEvent records a tracking event, within the per-minute limit of the borrower (or of the
// address without a session).
func (s *Service) SaveEvent(ctx context.Context, e TrackingEvent) error {
	if len(e.ModuleID) > 32 || len(e.ProductID) > 32 || len(e.PositionID) > 64 {
		return apperr.Invalid("The event fields are too long.")
	}
	bucket, limit := "event:ip:"+e.IP, EventsPerMinuteIP
	if e.UserID != 0 {
		bucket, limit = "event:user:"+strconv.FormatInt(e.UserID, 10), EventsPerMinuteUser
	}
	allowed, err := s.Store.RateHit(ctx, bucket, time.Minute, limit)
	if err != nil {
		return err
	}
	if !allowed {
		return ErrEventsLimited
	}
	return s.Store.SaveServiceEvent(ctx, e.UserID, e.ProductID, e.ModuleID, e.PositionID)
}

// ContractJump is the in-app URL of a rendered contract: position is the contract id of the
// list (1 to 3), the product must exist and an order, when named, be the borrower's.
func (s *Service) ContractJump(ctx context.Context, userID, productID, position, orderID, amount int64) (string, error) {
	switch {
	case productID == 0:
		return "", apperr.Invalid("productId is required.")
	case position < 1 || position > 3:
		return "", apperr.Invalid("position must be a contract id from the list (1 to 3).")
	}
	if _, err := s.Store.Product(ctx, productID); err != nil {
		return "", err
	}
	if orderID > 0 {
		if _, err := s.OwnedOrder(ctx, userID, orderID); err != nil {
			return "", err
		}
	}
	return ContractURL(int(position), productID, orderID, amount), nil
}
