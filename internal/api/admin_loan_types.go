package api

import (
	"encoding/json"
	"github.com/pautang/pautang/internal/backoffice"
	"github.com/pautang/pautang/internal/controls"
	"github.com/pautang/pautang/internal/payments"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/i18n"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
)

// The operator API's answers about loans (admin_loan_handlers.go, admin_loan_list_handlers.go,
// admin_exception_handlers.go): every member camelCase.

// adminOrderData answers GET /orders/{id}: the order page.
type adminOrderData struct {
	Rules     orderRules                 `json:"rules"`
	Order     adminOrder                 `json:"order"`
	Applicant adminApplicant             `json:"applicant"`
	History   []backoffice.AdminOrderRow `json:"history"` // the borrower's other orders
	Schedule  []adminInstallment         `json:"schedule"`
	Ledger    []loans.Entry              `json:"ledger"`
	Standing  *orderStanding             `json:"standing"` // null before the payout
	Events    []loans.OrderEvent         `json:"events"`
	Payouts   []adminPayout              `json:"payouts"`
	Accounts  []adminAccount             `json:"accounts"`
	Contracts []lending.ContractRef      `json:"contracts"`
	Audit     []adminAuditEntry          `json:"audit"`
	Today     string                     `json:"today"`
	Refunds   []payments.Refund          `json:"refunds"`
	// Refundable is the credit (centavos) that may still be refunded.
	Refundable int64 `json:"refundable"`
	// BankForm is the payout account form per card type ("1" bank, "2" e-wallet), as the
	// borrower's binding form shows it.
	BankForm map[string][]banking.Item `json:"bankForm"`
	// RefusalReasons are the codes a refusal may give, with the text the borrower reads.
	RefusalReasons []refusalReason `json:"refusalReasons"`
}

// refusalReason is one refusal reason as the reject dialog lists it: the code and the
// borrower's text in English and Filipino.
type refusalReason struct {
	Code    string `json:"code"`
	Text    string `json:"text"`
	TextFil string `json:"textFil"`
}

// refusalReasons lists loans.RefusalReasons for the reject dialog.
func refusalReasons() []refusalReason {
	out := make([]refusalReason, 0, len(loans.RefusalReasons))
	for _, r := range loans.RefusalReasons {
		out = append(out, refusalReason{Code: r.Code, Text: i18n.En.T(r.Text), TextFil: i18n.Fil.T(r.Text)})
	}
	return out
}

// adminOrder is the order itself on the order page.
type adminOrder struct {
	ID                int64  `json:"id"`
	OrderNo           string `json:"orderNo"`
	ProductID         int64  `json:"productId"`
	ProductName       string `json:"productName"`
	Amount            int64  `json:"amount"`
	Periods           int    `json:"periods"`
	TermDays          int    `json:"termDays"`
	Interest          int64  `json:"interest"`
	ServiceFee        int64  `json:"serviceFee"`
	NetProceeds       int64  `json:"netProceeds"`
	TotalRepay        int64  `json:"totalRepay"`
	Status            int    `json:"status"`
	StatusName        string `json:"statusName"`
	IsRepeat          bool   `json:"isRepeat"`
	DecisionReason    string `json:"decisionReason"`
	DecisionCode      string `json:"decisionCode"`
	DecisionNote      string `json:"decisionNote"` // the operator's internal note: back office only
	DecidedBy         string `json:"decidedBy"`
	DueDate           string `json:"dueDate"`
	DisbursedDay      string `json:"disbursedDay"`
	PayoutStatus      string `json:"payoutStatus"`
	CardNeedPop       bool   `json:"cardNeedPop"`
	CreatedAt         int64  `json:"createdAt"`
	WrittenOffDay     string `json:"writtenOffDay"`
	WriteOffAfterDays int    `json:"writeOffAfterDays"`
}

// adminApplicant is the borrower on the order page (phone masked by role).
type adminApplicant struct {
	ID        int64                  `json:"id"`
	Phone     string                 `json:"phone"`
	Name      string                 `json:"name"`
	CreatedAt int64                  `json:"createdAt"`
	Profile   []lending.ProfileField `json:"profile"`
}

// adminInstallment is one installment of the schedule.
type adminInstallment struct {
	Seq            int        `json:"seq"` // 1-based
	DueDay         loans.Date `json:"dueDay"`
	PrincipalCents int64      `json:"principalCents"`
	InterestCents  int64      `json:"interestCents"`
	// From is the period's first day when a restructure set it ("" otherwise).
	From string `json:"from,omitempty"`
	// Closed marks an installment a restructure replaced: it keeps what was paid of it.
	Closed bool `json:"closed,omitempty"`
}

func adminInstallments(in []loans.Installment) []adminInstallment {
	out := make([]adminInstallment, 0, len(in))
	for _, x := range in {
		row := adminInstallment{Seq: x.Seq, DueDay: x.DueDay, PrincipalCents: x.PrincipalCents, InterestCents: x.InterestCents, Closed: x.Closed}
		if !x.From.IsZero() {
			row.From = x.From.String()
		}
		out = append(out, row)
	}
	return out
}

// orderStanding is what the loan stands at today (centavos).
type orderStanding struct {
	Balances    loans.Balances `json:"balances"` // per ledger bucket
	Charges     int64          `json:"charges"`
	Overdue     int64          `json:"overdue"`
	DaysOverdue int            `json:"daysOverdue"`
	DueNow      int64          `json:"dueNow"`
	Payoff      int64          `json:"payoff"`
	NextDueDate loans.Date     `json:"nextDueDate"`
	NextAmount  int64          `json:"nextAmount"`
	Settled     bool           `json:"settled"`
	WrittenOff  bool           `json:"writtenOff"`
}

// adminPayout is one payout attempt of an order.
type adminPayout struct {
	Attempt       int    `json:"attempt"`
	Reference     string `json:"reference"`
	Amount        int64  `json:"amount"`
	Status        string `json:"status"`
	FailureReason string `json:"failureReason"`
	CreatedAt     int64  `json:"createdAt"`
}

// adminAccount is a borrower's payout account as operators see it (number masked).
type adminAccount struct {
	ID         int64  `json:"id"`
	CardType   int    `json:"cardType"`
	BankName   string `json:"bankName"`
	HolderName string `json:"holderName"`
	Number     string `json:"number"` // •••• 1234
	IsDefault  bool   `json:"isDefault"`
	CreatedAt  int64  `json:"createdAt"`
}

func adminAccounts(in []banking.BankAccount) []adminAccount {
	out := make([]adminAccount, 0, len(in))
	for _, a := range in {
		out = append(out, adminAccount{ID: a.ID, CardType: a.CardType, BankName: a.BankName, HolderName: a.HolderName,
			Number: admin.MaskAccount(a.Last4), IsDefault: a.IsDefault, CreatedAt: a.CreatedAt})
	}
	return out
}

// decideBody is an operator's decision on an order under review.
type decideBody struct {
	Approve *bool `json:"approve"`
	// ReasonCode is a refusal's reason (loans.RefusalReasons): the borrower reads its text.
	ReasonCode string `json:"reasonCode"`
	// Reason is the operator's internal note (the reason for approving over failed rules):
	// kept on the order and in the audit log, never shown to the borrower.
	Reason string `json:"reason"`
}

// decideOutcome answers POST /orders/{id}/decide (controls.Service.Decide).
type decideOutcome = controls.DecideOutcome

// payoutRetried answers POST /orders/{id}/payout-retry.
type payoutRetried = controls.PayoutRetried

// adminAuditEntry is one audit row as the operator API answers it: before and after are the JSON
// documents recorded (null when there is none).
type adminAuditEntry struct {
	ID         int64           `json:"id"`
	OperatorID int64           `json:"operatorId"`
	Operator   string          `json:"operator,omitempty"` // e-mail
	Action     string          `json:"action"`
	Entity     string          `json:"entity"`
	EntityID   string          `json:"entityId"`
	Before     json.RawMessage `json:"before"`
	After      json.RawMessage `json:"after"`
	At         int64           `json:"at"`
	IP         string          `json:"ip,omitempty"`
}

// adminAuditEntries are the store's audit rows as the operator API answers them.
func adminAuditEntries(in []admin.Entry) []adminAuditEntry {
	out := make([]adminAuditEntry, 0, len(in))
	for _, e := range in {
		out = append(out, adminAuditEntry{ID: e.ID, OperatorID: e.OperatorID, Operator: e.Operator, Action: e.Action, Entity: e.Entity,
			EntityID: e.EntityID, Before: rawJSON(e.Before), After: rawJSON(e.After), At: e.At, IP: e.IP})
	}
	return out
}

// rawJSON is v as a JSON document (the store reads audit documents as json.RawMessage).
func rawJSON(v any) json.RawMessage {
	if raw, ok := v.(json.RawMessage); ok {
		return raw
	}
	if v == nil {
		return nil
	}
	b, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	return b
}

// orEmpty is list, or an empty list for nil: the operator API answers [] for no rows.
func orEmpty[T any](list []T) []T {
	if list == nil {
		return []T{}
	}
	return list
}
