package lending

import (
	"context"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/backoffice"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// The back office's loan view: one order with its borrower, books, standing, events, payouts,
// refunds, accounts, contracts, audit trail, profile and rules, as an operator of a role may
// read them.

// DeskOrders reads an order, its books and events (store.Loans).
type DeskOrders interface {
	LoanOrderByID(ctx context.Context, id int64) (loans.Order, error)
	OrderBooks(ctx context.Context, orderID int64) ([]loans.Entry, []loans.Installment, error)
	OrderEvents(ctx context.Context, orderID int64) ([]store.OrderEvent, error)
}

// DeskUsers reads the borrower and the application profile (store.Users).
type DeskUsers interface {
	UserByID(ctx context.Context, id int64) (store.User, error)
	ProfileFields(ctx context.Context, userID int64) (map[string]string, error)
}

// DeskLists reads the borrower's orders and the order's payout attempts (store.Lists).
type DeskLists interface {
	AdminOrders(ctx context.Context, f store.AdminOrderFilter) ([]backoffice.AdminOrderRow, error)
	OrderPayouts(ctx context.Context, orderID int64) ([]store.Payout, error)
}

// DeskBanking reads the payout account form and the borrower's bound accounts (store.Banking).
type DeskBanking interface {
	BankFormItems(ctx context.Context, productID int64) ([]banking.Item, error)
	BankAccounts(ctx context.Context, userID int64) ([]store.BankAccount, error)
}

// DeskPayments reads the order's refunds and the credit still refundable (store.Payments).
type DeskPayments interface {
	OrderRefunds(ctx context.Context, orderID int64) ([]store.Refund, error)
	RefundableCredit(ctx context.Context, orderID int64) (int64, error)
}

// DeskAudit reads the audit trail (the store).
type DeskAudit interface {
	AuditLog(ctx context.Context, f store.AuditFilter) ([]admin.Entry, error)
}

// DeskRules reads the rule verdicts recorded when an order was decided (store.Catalog).
type DeskRules interface {
	DecisionRules(ctx context.Context, orderID int64) ([]loans.RuleResult, int64, error)
}

// OrderDesk runs the back office's loan view.
type OrderDesk struct {
	Lending  *Service
	Orders   DeskOrders
	Users    DeskUsers
	Lists    DeskLists
	Banking  DeskBanking
	Payments DeskPayments
	Audit    DeskAudit
	Rules    DeskRules
	Clock    clock.Clock
}

// NewOrderDesk builds the loan view over the store's areas and the lending service.
func NewOrderDesk(st *store.Store, l *Service, clk clock.Clock) *OrderDesk {
	return &OrderDesk{Lending: l, Orders: st.Loans(), Users: st.Users(), Lists: st.Lists(), Banking: st.Banking(),
		Payments: st.Payments(), Audit: st, Rules: st.Catalog(), Clock: clk}
}

// OrderRules are the verdicts recorded when the order was decided automatically (and the
// version of the rules) and the rules in force now on the order as it stands.
type OrderRules struct {
	Recorded []loans.RuleResult
	Version  int64
	Now      []loans.RuleResult
	Failed   []string // codes failed now
}

// OrderView is an order as an operator reads it; phones are masked per the operator's role.
type OrderView struct {
	Order    loans.Order
	Borrower store.User
	// History is the borrower's other orders.
	History  []backoffice.AdminOrderRow
	Ledger   []loans.Entry
	Schedule []loans.Installment
	// Standing is the order's standing today; nil before it has a ledger.
	Standing   *loans.Standing
	Events     []store.OrderEvent
	Payouts    []store.Payout
	BankForm   map[string][]banking.Item // the payout account form per card type
	Refunds    []store.Refund
	Refundable int64
	Accounts   []store.BankAccount
	Contracts  []ContractRef
	Audit      []admin.Entry
	Profile    []ProfileField
	Rules      OrderRules
	Today      loans.Date
}

// Order reads the loan view of an order for an operator of the given role.
func (d *OrderDesk) Order(ctx context.Context, id int64, role admin.Role) (OrderView, error) {
	var v OrderView
	var err error
	if v.Order, err = d.Orders.LoanOrderByID(ctx, id); err != nil {
		return v, err
	}
	o := v.Order
	if v.Borrower, err = d.Users.UserByID(ctx, o.UserID); err != nil {
		return v, err
	}
	history, err := d.Lists.AdminOrders(ctx, store.AdminOrderFilter{Search: v.Borrower.Phone})
	if err != nil {
		return v, err
	}
	if v.Ledger, v.Schedule, err = d.Orders.OrderBooks(ctx, id); err != nil {
		return v, err
	}
	if v.Events, err = d.Orders.OrderEvents(ctx, id); err != nil {
		return v, err
	}
	if v.Payouts, err = d.Lists.OrderPayouts(ctx, id); err != nil {
		return v, err
	}
	formItems, err := d.Banking.BankFormItems(ctx, o.ProductID)
	if err != nil {
		return v, err
	}
	// The payout account form per card type, as the borrower's binding form shows it.
	v.BankForm = map[string][]banking.Item{
		strconv.Itoa(banking.CardTypeBank):    banking.VisibleItems(formItems, banking.CardTypeBank, banking.DefaultChannel),
		strconv.Itoa(banking.CardTypeEWallet): banking.VisibleItems(formItems, banking.CardTypeEWallet, banking.DefaultChannel),
	}
	if v.Refunds, err = d.Payments.OrderRefunds(ctx, id); err != nil {
		return v, err
	}
	if v.Refundable, err = d.Payments.RefundableCredit(ctx, id); err != nil {
		return v, err
	}
	if v.Accounts, err = d.Banking.BankAccounts(ctx, o.UserID); err != nil {
		return v, err
	}
	if v.Contracts, err = d.Lending.Contracts(ctx, o.ProductID, 3); err != nil {
		v.Contracts = []ContractRef{} // the view shows the order without its contracts
	}
	if v.Audit, err = d.Audit.AuditLog(ctx, store.AuditFilter{Entity: "order", EntityID: strconv.FormatInt(id, 10), Limit: 100}); err != nil {
		return v, err
	}
	profile, err := d.Users.ProfileFields(ctx, o.UserID)
	if err != nil {
		return v, err
	}
	v.Profile = OperatorProfile(role, profile)
	v.Today = loans.DateOf(d.Clock.Now())
	if len(v.Ledger) > 0 {
		st := loans.StandingOn(v.Schedule, v.Ledger, v.Today)
		v.Standing = &st
	}
	v.History = []backoffice.AdminOrderRow{}
	for _, h := range history {
		if h.ID != id {
			h.Phone = admin.PhoneFor(role, h.Phone)
			v.History = append(v.History, h)
		}
	}
	v.Borrower.Phone = admin.PhoneFor(role, v.Borrower.Phone)
	if v.Rules, err = d.orderRules(ctx, id); err != nil {
		return v, err
	}
	return v, nil
}

func (d *OrderDesk) orderRules(ctx context.Context, orderID int64) (OrderRules, error) {
	recorded, version, err := d.Rules.DecisionRules(ctx, orderID)
	if err != nil {
		return OrderRules{}, err
	}
	now, err := d.Lending.Verdict(ctx, orderID)
	if err != nil {
		return OrderRules{}, err
	}
	if recorded == nil {
		recorded = []loans.RuleResult{}
	}
	failed := loans.Failed(now.Results)
	if failed == nil {
		failed = []string{}
	}
	return OrderRules{Recorded: recorded, Version: version, Now: now.Results, Failed: failed}, nil
}

// OperatorProfile is a borrower's profile as an operator of role may read it: labelled
// answers, phone numbers masked below the role that sees them whole.
func OperatorProfile(role admin.Role, values map[string]string) []ProfileField {
	out := LabelledProfile(values)
	for i, f := range out {
		if lk := strings.ToLower(f.Code); strings.Contains(lk, "phone") || strings.Contains(lk, "mobile") {
			out[i].Value = admin.PhoneFor(role, f.Value)
		}
	}
	return out
}
