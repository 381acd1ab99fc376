package api

import (
	"context"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
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

func (s *Server) handleAdminOrders(w http.ResponseWriter, r *http.Request, c adminCtx) {
	q := r.URL.Query()
	f := store.AdminOrderFilter{Search: q.Get("q"), PayoutProblems: q.Get("payout") == "problems"}
	if len(f.Search) > maxSearchLen {
		fail(w, r, apperr.Invalid("q is at most %d characters.", maxSearchLen))
		return
	}
	// A list filter holds known status codes only, each once: never more SQL variables
	// than there are statuses.
	if v := q.Get("status"); v != "" {
		known := map[int]bool{}
		for _, st := range loans.Statuses() {
			known[int(st)] = true
		}
		parts := strings.Split(v, ",")
		if len(parts) > 2*len(known) {
			fail(w, r, apperr.Invalid("status lists at most %d status codes.", len(known)))
			return
		}
		for _, p := range parts {
			n, err := strconv.Atoi(strings.TrimSpace(p))
			if err != nil || !known[n] {
				fail(w, r, apperr.Invalid("status must be a comma-separated list of status codes (21, 110, 151, 170, 174, 180, 200)."))
				return
			}
			if !slices.Contains(f.Statuses, n) {
				f.Statuses = append(f.Statuses, n)
			}
		}
	}
	rows, err := s.Store.AdminOrders(r.Context(), f)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, adminOrderList{Orders: s.maskOrders(c.Op.Role, rows)})
}

func (s *Server) handleAdminOrder(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	ctx := r.Context()
	o, err := s.Store.LoanOrderByID(ctx, id)
	if err != nil {
		fail(w, r, err)
		return
	}
	user, err := s.Store.UserByID(ctx, o.UserID)
	if err != nil {
		fail(w, r, err)
		return
	}
	history, err := s.Store.AdminOrders(ctx, store.AdminOrderFilter{Search: user.Phone})
	if err != nil {
		fail(w, r, err)
		return
	}
	ledger, sched, err := s.Store.OrderBooks(ctx, id)
	if err != nil {
		fail(w, r, err)
		return
	}
	events, err := s.Store.OrderEvents(ctx, id)
	if err != nil {
		fail(w, r, err)
		return
	}
	payouts, err := s.Store.OrderPayouts(ctx, id)
	if err != nil {
		fail(w, r, err)
		return
	}
	formItems, err := s.Store.BankFormItems(ctx, o.ProductID)
	if err != nil {
		fail(w, r, err)
		return
	}
	// The payout account form per card type, as the borrower's binding form shows it.
	bankForm := map[string][]banking.Item{
		strconv.Itoa(banking.CardTypeBank):    banking.VisibleItems(formItems, banking.CardTypeBank, banking.DefaultChannel),
		strconv.Itoa(banking.CardTypeEWallet): banking.VisibleItems(formItems, banking.CardTypeEWallet, banking.DefaultChannel),
	}
	refunds, err := s.Store.OrderRefunds(ctx, id)
	if err != nil {
		fail(w, r, err)
		return
	}
	refundable, err := s.Store.RefundableCredit(ctx, id)
	if err != nil {
		fail(w, r, err)
		return
	}
	accounts, err := s.Store.BankAccounts(ctx, o.UserID)
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
	profile, err := s.Store.ProfileFields(ctx, o.UserID)
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
	reason := strings.TrimSpace(in.Reason)
	switch {
	case in.Approve == nil:
		fail(w, r, apperr.Invalid("approve is required (true or false)."))
		return
	case !*in.Approve && reason == "":
		fail(w, r, apperr.Invalid("Please give the reason for the rejection."))
		return
	case len([]rune(reason)) > 500:
		fail(w, r, apperr.Invalid("The reason must be at most 500 characters."))
		return
	}
	before, err := s.Store.LoanOrderByID(r.Context(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	overRules := false
	if *in.Approve && loans.Status(before.Status) == loans.StatusReview {
		v, err := s.lending().Verdict(r.Context(), id)
		if err != nil {
			fail(w, r, err)
			return
		}
		if failed := loans.Failed(v.Results); len(failed) > 0 {
			if reason == "" {
				fail(w, r, apperr.Invalid("This application fails the rules %s: give the reason for approving it anyway.", strings.Join(failed, ", ")))
				return
			}
			overRules = !c.Op.Role.AtLeast(admin.RoleSupervisor)
		}
	}
	if *in.Approve && (overRules || (s.Cfg.FourEyesApproveAboveCents > 0 && before.Amount > s.Cfg.FourEyesApproveAboveCents)) {
		// Four eyes: a large loan's approval, or an agent's approval over a failed rule,
		// waits for a supervisor (docs/admin.md).
		if loans.Status(before.Status) != loans.StatusReview {
			fail(w, r, apperr.New(apperr.CodeConflict, "Only an order under review can be approved."))
			return
		}
		why := reason
		if why == "" {
			why = "Approve the loan of " + loans.FormatPeso(before.Amount)
		}
		ans, err := s.propose(r.Context(), c, admin.KindLoanApproval, strconv.FormatInt(id, 10), loanApprovalPayload{Reason: reason, Amount: before.Amount}, why)
		if err != nil {
			fail(w, r, err)
			return
		}
		ok(w, r, FamilyZero, decideOutcome{Status: before.Status, PayoutStatus: before.PayoutStatus, RequestID: ans.RequestID, Kind: ans.Kind, Message: ans.Message})
		return
	}
	after, err := s.lending().Decide(r.Context(), id, *in.Approve, strconv.FormatInt(c.Op.ID, 10), reason)
	if err != nil {
		fail(w, r, err)
		return
	}
	action := map[bool]string{true: "order.approve", false: "order.reject"}[*in.Approve]
	s.auditAfter(r.Context(), c.audit(action, "order", strconv.FormatInt(id, 10),
		map[string]any{"status": before.Status}, map[string]any{"status": after.Status, "payoutStatus": after.PayoutStatus, "reason": reason}))
	ok(w, r, FamilyZero, decideOutcome{Status: after.Status, PayoutStatus: after.PayoutStatus})
}

// auditAfter writes the audit row of an action another service already committed. Its
// failure cannot undo the action, so it is logged loudly rather than answered as an error.
func (s *Server) auditAfter(ctx context.Context, e admin.Entry) {
	if err := s.Store.AddAudit(ctx, e); err != nil && s.Log != nil {
		s.Log.Error("admin: unable to write audit row", "action", e.Action, "entity", e.Entity, "id", e.EntityID, "err", err)
	}
}

func (s *Server) handleAdminPayoutRetry(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	if s.Disburse == nil {
		fail(w, r, apperr.New("admin_no_payouts", "Payouts are not configured on this server."))
		return
	}
	before, err := s.Store.LoanOrderByID(r.Context(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	if loans.Status(before.Status) != loans.StatusApproved {
		fail(w, r, apperr.New("admin_payout_not_due", "Only an approved order that is not paid out yet can be retried."))
		return
	}
	res, err := s.Disburse.DisburseOrder(r.Context(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	after, err := s.Store.LoanOrderByID(r.Context(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.auditAfter(r.Context(), c.audit("order.payout_retry", "order", strconv.FormatInt(id, 10),
		map[string]any{"status": before.Status, "payoutStatus": before.PayoutStatus},
		map[string]any{"status": after.Status, "payoutStatus": after.PayoutStatus, "outcome": res.Outcome, "failureReason": res.FailureReason}))
	ok(w, r, FamilyZero, payoutRetried{Outcome: res.Outcome, FailureReason: res.FailureReason, Status: after.Status})
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
	recorded, version, err := s.Store.DecisionRules(ctx, orderID)
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
