// Package dossier reads a borrower's file as the back office's 360 page shows it: the
// profile, loans, payments, payout accounts, messages and complaints of one borrower, phones
// masked by the operator's role.
package dossier

import (
	"context"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/backoffice"
	"github.com/pautang/pautang/internal/complaints"
	"github.com/pautang/pautang/internal/identity"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
	"github.com/pautang/pautang/internal/store"
)

// Repo is what the file reads (the store's dossier areas implement it).
type Repo interface {
	UserByID(ctx context.Context, id int64) (store.User, error)
	// AdminOrders lists the orders the filter finds (the borrower's: by phone).
	AdminOrders(ctx context.Context, f store.AdminOrderFilter) ([]backoffice.AdminOrderRow, error)
	OrderBooks(ctx context.Context, orderID int64) ([]loans.Entry, []loans.Installment, error)
	BankAccounts(ctx context.Context, userID int64) ([]store.BankAccount, error)
	ProfileFields(ctx context.Context, userID int64) (map[string]string, error)
	BorrowerMessages(ctx context.Context, userID int64, limit int) ([]notify.Message, error)
	MessagePrefsOf(ctx context.Context, userID int64) (store.MessagePrefs, error)
	// IdentityChanges lists the borrower's changes of locked identity answers, newest first.
	IdentityChanges(ctx context.Context, userID int64) ([]identity.Change, error)
	// AddAudit writes one audit entry (the read of the file).
	AddAudit(ctx context.Context, e admin.Entry) error
}

// Complaints reads a borrower's complaints and the complaint types (complaints.Service).
type Complaints interface {
	List(ctx context.Context, userID int64) ([]complaints.Complaint, error)
	Types(ctx context.Context) ([]complaints.Type, error)
}

// Service reads borrowers' files.
type Service struct {
	Repo       Repo
	Complaints Complaints
	// Amounts reads an open loan's past due, payable now and payoff today (the lending
	// service); nil leaves them out.
	Amounts interface {
		Amounts(ctx context.Context, orderID int64) (loans.Amounts, error)
	}
	// Risk rates the borrower now (the compliance service: kept when it changed); nil leaves
	// the rating out.
	Risk interface {
		RateBorrower(ctx context.Context, userID int64) (store.RiskRating, error)
	}
}

// MessageLimit is how many of the borrower's latest messages the file shows.
const MessageLimit = 200

// Payment is one payment (all ledger entries of one reference) on one of the borrower's loans.
type Payment struct {
	OrderID     int64
	OrderNo     string
	Ref         string
	Day         string
	AmountCents int64
}

// Payments folds a loan's ledger into its payments, in the ledger's order: the amount paid per
// reference (payment entries are negative) and the day of its last entry.
func Payments(orderID int64, orderNo string, ledger []loans.Entry) []Payment {
	byRef := map[string]int64{}
	days := map[string]string{}
	refs := []string{}
	for _, e := range ledger {
		if e.Kind != loans.KindPayment {
			continue
		}
		if _, seen := byRef[e.Ref]; !seen {
			refs = append(refs, e.Ref)
		}
		byRef[e.Ref] -= e.AmountCents
		days[e.Ref] = e.Day.String()
	}
	out := []Payment{}
	for _, ref := range refs {
		out = append(out, Payment{OrderID: orderID, OrderNo: orderNo, Ref: ref, Day: days[ref], AmountCents: byRef[ref]})
	}
	return out
}

// MaskedProfile is a borrower's labelled profile answers with every phone or mobile answer
// masked for role.
func MaskedProfile(role admin.Role, values map[string]string) []lending.ProfileField {
	out := lending.LabelledProfile(values)
	for i, f := range out {
		if lk := strings.ToLower(f.Code); strings.Contains(lk, "phone") || strings.Contains(lk, "mobile") {
			out[i].Value = admin.PhoneFor(role, f.Value)
		}
	}
	return out
}

// File is one borrower's file as role sees it.
type File struct {
	User    store.User
	Phone   string // the borrower's phone masked for role
	Prefs   store.MessagePrefs
	Profile []lending.ProfileField
	Orders  []backoffice.AdminOrderRow
	// Amounts are each open loan's past due, payable now and payoff today, by order id.
	Amounts        map[int64]loans.Amounts
	Payments       []Payment
	Accounts       []store.BankAccount
	Messages       []notify.Message
	Complaints     []complaints.Complaint
	ComplaintTypes []complaints.Type
	// IdentityChanges: the legal name or birth date changed after an approved identity check.
	IdentityChanges []identity.Change
	// Risk is the borrower's customer risk rating with its reasons (nil: not rated here).
	Risk *store.RiskRating
}

// Borrower reads borrower id's file as role sees it (the store's not-found error when there
// is no such borrower). The read is personal data: without a reason (admin.ReadReason) nothing
// is read, and the file is answered only once its audit entry (read, the operator and IP of
// who, the borrower, the reason) is written.
func (s *Service) Borrower(ctx context.Context, role admin.Role, id int64, who admin.Entry, reason string) (File, error) {
	who.Action, who.Entity, who.EntityID = admin.ReadBorrower, "user", strconv.FormatInt(id, 10)
	read, err := admin.PersonalRead(who, reason, nil)
	if err != nil {
		return File{}, err
	}
	user, err := s.Repo.UserByID(ctx, id)
	if err != nil {
		return File{}, err
	}
	orders, err := s.Repo.AdminOrders(ctx, store.AdminOrderFilter{Search: user.Phone})
	if err != nil {
		return File{}, err
	}
	f := File{User: user, Phone: admin.PhoneFor(role, user.Phone), Orders: []backoffice.AdminOrderRow{}, Payments: []Payment{}, Amounts: map[int64]loans.Amounts{}}
	for _, o := range orders {
		if o.UserID != id {
			continue
		}
		o.Phone = admin.PhoneFor(role, o.Phone)
		f.Orders = append(f.Orders, o)
		ledger, _, err := s.Repo.OrderBooks(ctx, o.ID)
		if err != nil {
			return File{}, err
		}
		f.Payments = append(f.Payments, Payments(o.ID, o.OrderNo, ledger)...)
		if st := loans.Status(o.Status); s.Amounts != nil && (st == loans.StatusRepaying || st == loans.StatusDue || st == loans.StatusOverdue) {
			a, err := s.Amounts.Amounts(ctx, o.ID)
			if err != nil {
				return File{}, err
			}
			f.Amounts[o.ID] = a
		}
	}
	if f.Accounts, err = s.Repo.BankAccounts(ctx, id); err != nil {
		return File{}, err
	}
	profile, err := s.Repo.ProfileFields(ctx, id)
	if err != nil {
		return File{}, err
	}
	f.Profile = MaskedProfile(role, profile)
	if f.Messages, err = s.Repo.BorrowerMessages(ctx, id, MessageLimit); err != nil {
		return File{}, err
	}
	if f.Prefs, err = s.Repo.MessagePrefsOf(ctx, id); err != nil {
		return File{}, err
	}
	if f.Complaints, err = s.Complaints.List(ctx, id); err != nil {
		return File{}, err
	}
	if f.ComplaintTypes, err = s.Complaints.Types(ctx); err != nil {
		return File{}, err
	}
	if f.IdentityChanges, err = s.Repo.IdentityChanges(ctx, id); err != nil {
		return File{}, err
	}
	if s.Risk != nil {
		r, err := s.Risk.RateBorrower(ctx, id)
		if err != nil {
			return File{}, err
		}
		f.Risk = &r
	}
	if err := s.Repo.AddAudit(ctx, read); err != nil {
		return File{}, err
	}
	return f, nil
}
