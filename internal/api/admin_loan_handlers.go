package api

import (
	"net/http"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/backoffice"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
)

// Back-office loans: the queues, the loan view, decisions, payout retries and waivers.

func (s operatorLoans) maskOrders(role admin.Role, rows []backoffice.AdminOrderRow) []backoffice.AdminOrderRow {
	for i := range rows {
		rows[i].Phone = admin.PhoneFor(role, rows[i].Phone)
	}
	return rows
}

func (s operatorLoans) handleAdminOrder(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	v, err := s.OrderDesk.Order(r.Context(), id, c.Op.Role)
	if err != nil {
		fail(w, r, err)
		return
	}
	o, user := v.Order, v.Borrower
	var standing *orderStanding
	if st := v.Standing; st != nil {
		standing = &orderStanding{Balances: st.Balances, Charges: st.ChargesCents, Overdue: st.OverdueCents, DaysOverdue: st.DaysOverdue,
			DueNow: st.DueNowCents, Payoff: st.PayoffCents, NextDueDate: st.NextDueDate, NextAmount: st.NextAmountCents, Settled: st.Settled,
			WrittenOff: st.WrittenOff}
	}
	pays := make([]adminPayout, 0, len(v.Payouts))
	for _, p := range v.Payouts {
		pays = append(pays, adminPayout{Attempt: p.Attempt, Reference: p.Reference, Amount: p.Amount, Status: p.Status,
			FailureReason: p.FailureReason, CreatedAt: p.CreatedAt})
	}
	ok(w, r, FamilyZero, adminOrderData{
		Rules: orderRules{Recorded: v.Rules.Recorded, Version: v.Rules.Version, Now: v.Rules.Now, Failed: v.Rules.Failed},
		Order: adminOrder{ID: o.ID, OrderNo: o.OrderNo, ProductID: o.ProductID, ProductName: o.ProductName, Amount: o.Amount,
			Periods: o.Periods, TermDays: o.TermDays, Interest: o.Interest, ServiceFee: o.ServiceFee, NetProceeds: o.NetProceeds,
			TotalRepay: o.TotalRepay, Status: o.Status, StatusName: loans.Status(o.Status).String(), IsRepeat: o.IsRepeat,
			DecisionReason: o.DecisionReason, DecisionCode: o.DecisionCode, DecisionNote: o.DecisionNote, DecidedBy: o.DecidedBy, DueDate: o.DueDate,
			DisbursedDay: o.DisbursedDay, PayoutStatus: o.PayoutStatus, CardNeedPop: o.CardNeedPop, CreatedAt: o.CreatedAt,
			WrittenOffDay: o.WrittenOffDay, WriteOffAfterDays: s.writeOffAfterDays()},
		Applicant: adminApplicant{ID: user.ID, Phone: user.Phone, Name: user.Name, CreatedAt: user.CreatedAt, Profile: v.Profile},
		History:   v.History, Schedule: adminInstallments(v.Schedule), Ledger: orEmpty(v.Ledger), Standing: standing, Events: orEmpty(v.Events), Payouts: pays,
		Accounts: adminAccounts(v.Accounts), Contracts: v.Contracts, Audit: adminAuditEntries(v.Audit), Today: v.Today.String(),
		Refunds: orEmpty(v.Refunds), Refundable: v.Refundable, BankForm: v.BankForm, RefusalReasons: refusalReasons(),
	})
}

func (s operatorLoans) handleAdminDecide(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in decideBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	out, err := s.controls().Decide(r.Context(), c.actor(), id, in.Approve, in.ReasonCode, in.Reason)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, out)
}

func (s operatorLoans) handleAdminPayoutRetry(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	out, err := s.controls().RetryPayout(r.Context(), c.actor(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, out)
}

// orderRules is the rules part of the order page: the verdicts recorded when the order was
// decided automatically (and the version of the rules) and the rules in force now on the
// order as it stands.
type orderRules struct {
	Recorded []loans.RuleResult `json:"recorded"`
	Version  int64              `json:"version"`
	Now      []loans.RuleResult `json:"now"`
	Failed   []string           `json:"failed"` // codes failed now
}

// operatorProfile is a borrower's profile as operator c may read it: labelled answers, phone
// numbers masked below the role that sees them whole.
func (s operatorLoans) operatorProfile(c adminCtx, values map[string]string) []lending.ProfileField {
	return lending.OperatorProfile(c.Op.Role, values)
}
