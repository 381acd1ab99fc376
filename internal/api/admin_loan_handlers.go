package api

import (
	"context"
	"net/http"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// Back-office loans: the queues, the loan view, decisions, payout retries and waivers.

func (s *Server) maskOrders(role admin.Role, rows []store.AdminOrderRow) []store.AdminOrderRow {
	for i := range rows {
		rows[i].Phone = admin.PhoneFor(role, rows[i].Phone)
	}
	return rows
}

func (s *Server) handleAdminOrder(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	ctx := r.Context()
	o, err := s.Store.Loans().LoanOrderByID(ctx, id)
	if err != nil {
		fail(w, r, err)
		return
	}
	user, err := s.Store.Users().UserByID(ctx, o.UserID)
	if err != nil {
		fail(w, r, err)
		return
	}
	history, err := s.Store.Lists().AdminOrders(ctx, store.AdminOrderFilter{Search: user.Phone})
	if err != nil {
		fail(w, r, err)
		return
	}
	ledger, sched, err := s.Store.Loans().OrderBooks(ctx, id)
	if err != nil {
		fail(w, r, err)
		return
	}
	events, err := s.Store.Loans().OrderEvents(ctx, id)
	if err != nil {
		fail(w, r, err)
		return
	}
	payouts, err := s.Store.Lists().OrderPayouts(ctx, id)
	if err != nil {
		fail(w, r, err)
		return
	}
	formItems, err := s.Store.Banking().BankFormItems(ctx, o.ProductID)
	if err != nil {
		fail(w, r, err)
		return
	}
	// The payout account form per card type, as the borrower's binding form shows it.
	bankForm := map[string][]banking.Item{
		strconv.Itoa(banking.CardTypeBank):    banking.VisibleItems(formItems, banking.CardTypeBank, banking.DefaultChannel),
		strconv.Itoa(banking.CardTypeEWallet): banking.VisibleItems(formItems, banking.CardTypeEWallet, banking.DefaultChannel),
	}
	refunds, err := s.Store.Payments().OrderRefunds(ctx, id)
	if err != nil {
		fail(w, r, err)
		return
	}
	refundable, err := s.Store.Payments().RefundableCredit(ctx, id)
	if err != nil {
		fail(w, r, err)
		return
	}
	accounts, err := s.Store.Banking().BankAccounts(ctx, o.UserID)
	if err != nil {
		fail(w, r, err)
		return
	}
	contracts, err := s.lending().Contracts(ctx, o.ProductID, 3)
	if err != nil {
		contracts = []lending.ContractRef{}
	}
	auditRows, err := s.Store.AuditLog(ctx, store.AuditFilter{Entity: "order", EntityID: strconv.FormatInt(id, 10), Limit: 100})
	if err != nil {
		fail(w, r, err)
		return
	}
	profile, err := s.Store.Users().ProfileFields(ctx, o.UserID)
	if err != nil {
		fail(w, r, err)
		return
	}
	labelled := s.operatorProfile(c, profile)
	today := loans.DateOf(s.Clock.Now())
	var standing *orderStanding
	if len(ledger) > 0 {
		st := loans.StandingOn(sched, ledger, today)
		standing = &orderStanding{Balances: st.Balances, Charges: st.ChargesCents, Overdue: st.OverdueCents, DaysOverdue: st.DaysOverdue,
			DueNow: st.DueNowCents, Payoff: st.PayoffCents, NextDueDate: st.NextDueDate, NextAmount: st.NextAmountCents, Settled: st.Settled,
			WrittenOff: st.WrittenOff}
	}
	pays := make([]adminPayout, 0, len(payouts))
	for _, p := range payouts {
		pays = append(pays, adminPayout{Attempt: p.Attempt, Reference: p.Reference, Amount: p.Amount, Status: p.Status,
			FailureReason: p.FailureReason, CreatedAt: p.CreatedAt})
	}
	hist := []store.AdminOrderRow{}
	for _, h := range s.maskOrders(c.Op.Role, history) {
		if h.ID != id {
			hist = append(hist, h)
		}
	}
	rules, err := s.orderRules(ctx, id)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, adminOrderData{
		Rules: rules,
		Order: adminOrder{ID: o.ID, OrderNo: o.OrderNo, ProductID: o.ProductID, ProductName: o.ProductName, Amount: o.Amount,
			Periods: o.Periods, TermDays: o.TermDays, Interest: o.Interest, ServiceFee: o.ServiceFee, NetProceeds: o.NetProceeds,
			TotalRepay: o.TotalRepay, Status: o.Status, StatusName: loans.Status(o.Status).String(), IsRepeat: o.IsRepeat,
			DecisionReason: o.DecisionReason, DecisionCode: o.DecisionCode, DecidedBy: o.DecidedBy, DueDate: o.DueDate,
			DisbursedDay: o.DisbursedDay, PayoutStatus: o.PayoutStatus, CardNeedPop: o.CardNeedPop, CreatedAt: o.CreatedAt,
			WrittenOffDay: o.WrittenOffDay, WriteOffAfterDays: s.writeOffAfterDays()},
		Applicant: adminApplicant{ID: user.ID, Phone: admin.PhoneFor(c.Op.Role, user.Phone), Name: user.Name, CreatedAt: user.CreatedAt, Profile: labelled},
		History:   hist, Schedule: adminInstallments(sched), Ledger: orEmpty(ledger), Standing: standing, Events: orEmpty(events), Payouts: pays,
		Accounts: adminAccounts(accounts), Contracts: contracts, Audit: adminAuditEntries(auditRows), Today: today.String(),
		Refunds: orEmpty(refunds), Refundable: refundable, BankForm: bankForm,
	})
}

func (s *Server) handleAdminDecide(w http.ResponseWriter, r *http.Request, c adminCtx) {
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
	out, err := s.controls().Decide(r.Context(), c.actor(), id, in.Approve, in.Reason)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, out)
}

func (s *Server) handleAdminPayoutRetry(w http.ResponseWriter, r *http.Request, c adminCtx) {
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

func (s *Server) orderRules(ctx context.Context, orderID int64) (orderRules, error) {
	recorded, version, err := s.Store.Catalog().DecisionRules(ctx, orderID)
	if err != nil {
		return orderRules{}, err
	}
	now, err := s.lending().Verdict(ctx, orderID)
	if err != nil {
		return orderRules{}, err
	}
	if recorded == nil {
		recorded = []loans.RuleResult{}
	}
	failed := loans.Failed(now.Results)
	if failed == nil {
		failed = []string{}
	}
	return orderRules{Recorded: recorded, Version: version, Now: now.Results, Failed: failed}, nil
}

// operatorProfile is a borrower's profile as operator c may read it: labelled answers, phone
// numbers masked below the role that sees them whole.
func (s *Server) operatorProfile(c adminCtx, values map[string]string) []lending.ProfileField {
	out := lending.LabelledProfile(values)
	for i, f := range out {
		if lk := strings.ToLower(f.Code); strings.Contains(lk, "phone") || strings.Contains(lk, "mobile") {
			out[i].Value = admin.PhoneFor(c.Op.Role, f.Value)
		}
	}
	return out
}
