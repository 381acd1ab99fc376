package lending

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/i18n"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/privacy"
	"github.com/pautang/pautang/internal/records"
	"github.com/pautang/pautang/internal/scoring"
	"github.com/pautang/pautang/internal/store"
)

// Variants of the confirm page an order was made from.
const (
	VariantNew    = "new"
	VariantOld    = "old"
	VariantPeriod = "period"
)

// PlanRow is one row of the confirm page's Plan list.
type PlanRow struct {
	Title       string `json:"title"`
	Description string `json:"description"`
	Amount      int64  `json:"amount"`
	PayTime     string `json:"pay_time"`
}

// Confirm is the loan confirmation (docs/loans-api.md section 1).
type Confirm struct {
	ProductID       string      `json:"productId"`
	ComProductLogo  string      `json:"comProductLogo"`
	ComProductName  string      `json:"comProductName"`
	Amount          int64       `json:"amount"`
	AmountMin       int64       `json:"amountMin"`
	AmountMax       int64       `json:"amountMax"`
	AmountStep      int64       `json:"amountStep"`
	Periods         int         `json:"periods"`
	TermUnit        string      `json:"termUnit"`
	TermDays        int         `json:"termDays"`
	Interest        int64       `json:"interest"`
	ServiceFee      int64       `json:"serviceFee"`
	NetProceeds     int64       `json:"netProceeds"`
	TotalRepay      int64       `json:"totalRepay"`
	Details         []loans.Row `json:"details"`
	RepayPlans      []PlanRow   `json:"repay_plans"`
	FirstPayTime    string      `json:"firstPayTime"`
	FirstPeriodDay  int         `json:"firstPeriodDay"`
	PRateDsc        string      `json:"pRateDsc"`
	SendSms         int         `json:"sendSms"`
	IsPopType       int         `json:"isPopType"`
	PopTitle        string      `json:"popTitle"`
	PopContent      string      `json:"popContent"`
	PopAgreementURL string      `json:"popAgreementUrl"`
	Variant         string      `json:"variant"`
	ProfileComplete bool        `json:"profileComplete"`
	ProfileMissing  []string    `json:"profileMissing"`
	Disclosure      Company     `json:"disclosure"`
	// CICNotice is the notice of RA 9510 the borrower acknowledges by applying (cicNotice=1):
	// their basic credit data goes to the Credit Information Corporation.
	CICNotice privacy.Notice `json:"cicNotice"`
	// FirstLoan is true when the borrower never applied before.
	FirstLoan bool `json:"-"`
	// FirstLoanPromo is the product's first-loan offer (catalogue) for a borrower who never
	// applied, "" otherwise or when the product has none: the old page's promo (NewPopMsg).
	FirstLoanPromo string `json:"-"`
	// eir is the quote's effective interest rate (the disclosure states it too).
	eir loans.EIR
	// client is new or repeat (the product's penalty differs); late is what the accrual books
	// in late charges on this loan left unpaid after DisclosedLateDays (the caps applied).
	client loans.ClientKind
	late   []loans.LateCharges
}

// clientOf reads what the rules need about a borrower (excluding one order).
func (s *Service) clientOf(ctx context.Context, userID, except int64) (store.ClientHistory, loans.ClientKind, error) {
	h, err := s.Store.ClientHistoryOf(ctx, userID, except)
	if err != nil {
		return h, loans.ClientNew, err
	}
	if h.SettledLoans > 0 {
		return h, loans.ClientRepeat, nil
	}
	return h, loans.ClientNew, nil
}

// defaultAmount is the product's maximum within the borrower's limits (the rules' amount
// ceiling; repeat clients: their repeat limit too), on the product's step.
func defaultAmount(p loans.Product, h store.ClientHistory, rules loans.Underwriting) int64 {
	amt := min(p.MaxAmountCents, rules.CeilingCents(p, h.SettledLoans))
	if h.SettledLoans > 0 {
		lim := rules.RepeatLimitCents(loans.Application{Product: p, IsRepeatClient: true, SettledLoans: h.SettledLoans, LargestSettledCents: h.LargestSettledCents})
		if lim > 0 && lim < amt {
			amt = lim
		}
	}
	if step := p.AmountStepCents; step > 0 {
		amt = p.MinAmountCents + (amt-p.MinAmountCents)/step*step
	}
	return max(amt, p.MinAmountCents)
}

// ContractURL is the in-app path of a rendered contract.
func ContractURL(contractID int, productID, orderID, amount int64) string {
	u := "/loanAgreement?contractId=" + strconv.Itoa(contractID) + "&productId=" + strconv.FormatInt(productID, 10)
	if orderID > 0 {
		u += "&orderId=" + strconv.FormatInt(orderID, 10)
	} else if amount > 0 {
		u += "&amount=" + strconv.FormatInt(amount, 10)
	}
	return u
}

// TermText is a loan term for a borrower: "91 days", or "180 days, 6 payments".
func TermText(ctx context.Context, days, periods int) string {
	if periods > 1 {
		return i18n.F(ctx, "%d days, %d payments", days, periods)
	}
	return i18n.F(ctx, "%d days", days)
}

// EIRText is an effective interest rate for a borrower: a month's, and a year's for a term
// over a year.
func EIRText(ctx context.Context, e loans.EIR, termDays int) string {
	if termDays > loans.DaysPerYear {
		return i18n.F(ctx, "%s per month (%s per year)", loans.FormatBP(e.MonthlyBP()), loans.FormatBP(e.AnnualBP()))
	}
	return i18n.F(ctx, "%s per month", loans.FormatBP(e.MonthlyBP()))
}

// QuoteRows are a quote's detail rows in the borrower's language.
func QuoteRows(ctx context.Context, q loans.Quote) []loans.Row {
	return []loans.Row{
		{Text: i18n.T(ctx, "Loan amount"), Value: loans.FormatPeso(q.AmountCents)},
		{Text: i18n.T(ctx, "Loan term"), Value: TermText(ctx, q.TermDays, q.Periods)},
		{Text: i18n.T(ctx, "Interest"), Value: loans.FormatPeso(q.InterestCents)},
		{Text: i18n.T(ctx, "Service fee"), Value: loans.FormatPeso(q.ServiceFeeCents)},
		{Text: i18n.T(ctx, "Amount received"), Value: loans.FormatPeso(q.NetProceedsCents)},
		{Text: i18n.T(ctx, "Total repayment"), Value: loans.FormatPeso(q.TotalRepayCents)},
		{Text: i18n.T(ctx, "Late penalty (one-time)"), Value: loans.FormatPeso(q.PenaltyCents)},
	}
}

// Quote builds the confirmation for amount (0 = the default amount) of a product.
func (s *Service) Quote(ctx context.Context, userID, productID, amount int64) (Confirm, error) {
	row, err := s.Store.Product(ctx, productID)
	if err != nil {
		return Confirm{}, err
	}
	terms, err := TermsOf(row)
	if err != nil {
		return Confirm{}, err
	}
	h, client, err := s.clientOf(ctx, userID, 0)
	if err != nil {
		return Confirm{}, err
	}
	if amount == 0 {
		rules, err := s.Store.Underwriting(ctx)
		if err != nil {
			return Confirm{}, err
		}
		amount = defaultAmount(terms, h, rules.Rules)
	}
	q, err := loans.QuoteLoan(terms, amount, s.Clock.Now(), client)
	if err != nil {
		return Confirm{}, err
	}
	// The penalty the borrower is told is the one that can be charged: under the caps, a
	// covered loan's penalty is what the late cap leaves of the product's.
	cp, err := s.CapPolicy(ctx)
	if err != nil {
		return Confirm{}, err
	}
	late, err := loans.LateChargesIfUnpaid(terms, amount, client, cp, DisclosedLateDays...)
	if err != nil {
		return Confirm{}, err
	}
	q.PenaltyCents = late[0].PenaltyCents
	c := Confirm{
		ProductID: strconv.FormatInt(row.ID, 10), ComProductLogo: row.Logo, ComProductName: row.Name,
		Amount: q.AmountCents, AmountMin: row.MinAmount, AmountMax: row.MaxAmount, AmountStep: row.AmountStep,
		Periods: q.Periods, TermUnit: q.TermUnit, TermDays: q.TermDays,
		Interest: q.InterestCents, ServiceFee: q.ServiceFeeCents, NetProceeds: q.NetProceedsCents, TotalRepay: q.TotalRepayCents,
		Details: QuoteRows(ctx, q), FirstPayTime: q.FirstPayTime.String(), FirstPeriodDay: q.FirstPeriodDay,
		PRateDsc:  i18n.F(ctx, "%s per month", loans.FormatBP(terms.InterestBPPerMonth)),
		IsPopType: 1, PopTitle: i18n.T(ctx, "Point out"),
		PopContent: i18n.T(ctx, "Your loan application is not submitted yet. If you leave now, it will be lost."),
		Variant:    VariantNew, Disclosure: s.Company, FirstLoan: !h.EverOrdered, eir: q.EIR,
		CICNotice: privacy.Notice{Version: privacy.CICNoticeVersion, Title: i18n.T(ctx, privacy.CICNoticeTitle), Text: i18n.T(ctx, privacy.CICNoticeText)},
		client:    client, late: late,
	}
	c.Details = append(c.Details, loans.Row{Text: i18n.T(ctx, "Effective interest rate"), Value: EIRText(ctx, q.EIR, q.TermDays)})
	if q.Periods > 1 {
		c.Variant = VariantPeriod
	}
	for i, p := range q.Plan {
		c.RepayPlans = append(c.RepayPlans, PlanRow{Title: i18n.F(ctx, "Period %d/%d", i+1, len(q.Plan)),
			Description: i18n.F(ctx, "Principal %s + Interest %s", loans.FormatPeso(p.PrincipalCents), loans.FormatPeso(p.InterestCents)),
			Amount:      p.AmountCents, PayTime: p.PayTime.String()})
	}
	if !h.EverOrdered {
		c.PopAgreementURL = ContractURL(ContractLoanAgreement, row.ID, 0, amount)
		c.FirstLoanPromo = strings.TrimSpace(row.FirstLoanPromo)
	}
	prof, err := s.Profile(ctx, userID)
	if err != nil {
		return Confirm{}, err
	}
	c.ProfileComplete, c.ProfileMissing = prof.Complete, prof.Missing()
	return c, nil
}

// PushRequest is an application from a confirm page.
type PushRequest struct {
	UserID    int64
	ProductID int64
	Amount    int64
	Periods   int // 0 = the product's
	TermUnit  string
	Variant   string
	// Evidence is how the borrower accepted the contracts (address, user agent, device,
	// session, consent); the acceptance time is the order's creation.
	Evidence records.Evidence
	// CICNotice: the borrower ticked the box of the CIC notice (RA 9510: their basic credit data
	// goes to the Credit Information Corporation) and the privacy notice it links; required.
	CICNotice bool
}

// Push creates the order at 21 (idempotent for a double tap) and runs the automatic
// decision at once: approve -> 151 -> payout -> 170, reject -> 110, review stays at 21.
func (s *Service) Push(ctx context.Context, r PushRequest) (loans.Order, error) {
	row, err := s.Store.Product(ctx, r.ProductID)
	if err != nil {
		return loans.Order{}, err
	}
	terms, err := TermsOf(row)
	if err != nil {
		return loans.Order{}, err
	}
	if (r.Periods != 0 && r.Periods != terms.Periods) || (r.TermUnit != "" && r.TermUnit != loans.TermUnit) {
		return loans.Order{}, ErrBadTerm
	}
	if !r.CICNotice {
		return loans.Order{}, privacy.ErrCICNotice
	}
	_, client, err := s.clientOf(ctx, r.UserID, 0)
	if err != nil {
		return loans.Order{}, err
	}
	q, err := loans.QuoteLoan(terms, r.Amount, s.Clock.Now(), client)
	if err != nil {
		return loans.Order{}, err
	}
	prof, err := s.Profile(ctx, r.UserID)
	if err != nil {
		return loans.Order{}, err
	}
	if !prof.Complete {
		page := "/loanConfirmNew"
		switch r.Variant {
		case VariantOld:
			page = "/loanConfirm"
		case VariantPeriod:
			page = "/confirmPeriod"
		}
		return loans.Order{}, &ProfileIncompleteError{Page: fmt.Sprintf("%s?productId=%d&amount=%d&profile=1", page, r.ProductID, r.Amount), Missing: prof.Missing()}
	}
	termsJSON, err := json.Marshal(terms)
	if err != nil {
		return loans.Order{}, fmt.Errorf("lending: unable to freeze terms: %w", err)
	}
	variant := r.Variant
	if variant == "" || (variant == VariantNew && terms.Periods > 1) {
		variant = map[bool]string{true: VariantPeriod, false: VariantNew}[terms.Periods > 1]
	}
	start := loans.DateOf(s.Clock.Now())
	sched := loans.BuildSchedule(terms, r.Amount, start)
	tmpls, err := s.templatesInForce(ctx)
	if err != nil {
		return loans.Order{}, err
	}
	policy, err := s.CapPolicy(ctx)
	if err != nil {
		return loans.Order{}, err
	}
	u, err := s.Store.UserByID(ctx, r.UserID)
	if err != nil {
		return loans.Order{}, err
	}
	o, created, err := s.Store.CreateOrder(ctx, store.NewOrder{
		UserID: r.UserID, ProductID: row.ID, Amount: r.Amount, Periods: q.Periods, TermDays: q.TermDays,
		Interest: q.InterestCents, ServiceFee: q.ServiceFeeCents, NetProceeds: q.NetProceedsCents, TotalRepay: q.TotalRepayCents,
		Variant: variant, IsRepeat: client == loans.ClientRepeat, Terms: string(termsJSON),
		IdemKey: fmt.Sprintf("%d:%d", row.ID, r.Amount), IdemSinceMs: s.nowMs() - pushWindow.Milliseconds(),
		DueDate: sched[len(sched)-1].DueDay.String(), Schedule: sched,
		// The contracts as the borrower accepts them, stored with the order (docs/records.md).
		Accept: func(o loans.Order) (store.Acceptance, error) {
			ev := r.Evidence
			ev.AcceptedAt = o.CreatedAt
			return s.loanAcceptance(o, terms, sched, u.Name, tmpls, ev, policy)
		},
		// The notices acknowledged with the application, with their versions (docs/compliance.md).
		Consents: []store.Consent{
			{Kind: privacy.ConsentPrivacyNotice, Version: privacy.PrivacyNoticeVersion, Granted: true, Method: privacy.MethodApplyCheckbox},
			{Kind: privacy.ConsentCICNotice, Version: privacy.CICNoticeVersion, Granted: true, Method: privacy.MethodApplyCheckbox},
		},
	}, loans.CanOpenLoan)
	if err != nil || !created {
		return o, err
	}
	s.metrics().LoanApplied()
	if err := s.autoDecide(ctx, o, terms, prof); err != nil {
		s.log().Error("lending: automatic decision failed", "order", o.ID, "err", err)
	}
	return s.Store.LoanOrderByID(ctx, o.ID)
}

// autoDecide applies the underwriting rules in force (loans.Decide) and then the scorecard in
// force, when there is one (loans.Scored), to a fresh application and records every rule's
// verdict, and the score with what it read, with the decision. A borrower with an open sanctions hit
// waits for an operator before any rule runs, and an approval above the four-eyes threshold
// is held for an operator (loans.HoldAbove).
func (s *Service) autoDecide(ctx context.Context, o loans.Order, terms loans.Product, prof ProfileView) error {
	h, _, err := s.clientOf(ctx, o.UserID, o.ID)
	if err != nil {
		return err
	}
	rules, err := s.Store.Underwriting(ctx)
	if err != nil {
		return err
	}
	if s.Screening != nil {
		open, err := s.Screening.OpenHitsOf(ctx, o.UserID)
		if err != nil {
			return err
		}
		if open > 0 {
			return s.Store.NoteReview(ctx, o.ID, "sanctions_screening", i18n.N("Our team will review your application within 1 day."), nil, rules.ID)
		}
	}
	card, err := s.Store.Scorecard(ctx)
	if err != nil {
		return err
	}
	var inForce *scoring.Scorecard
	if card.ID > 0 {
		inForce = &card.Card
	}
	app := s.application(o, terms, prof, h)
	d := loans.HoldAbove(loans.Scored(loans.Decide(rules.Rules, app), inForce, app), o.Amount, s.ApproveAboveCents)
	ev, ok := d.Event()
	if !ok {
		return s.Store.NoteReview(ctx, o.ID, d.Code, d.Reason, d.Results, rules.ID)
	}
	if _, err := s.Store.DecideOrderVerdict(ctx, o.ID, ev, "rules", d.Code, d.Reason, d.Results, rules.ID); err != nil {
		return err
	}
	s.metrics().LoanDecided(ev == loans.EventApprove, "rules")
	if ev == loans.EventApprove {
		s.disburse(ctx, o.ID)
	}
	return nil
}

// application is what the rules look at for order o.
func (s *Service) application(o loans.Order, terms loans.Product, prof ProfileView, h store.ClientHistory) loans.Application {
	today := s.Today()
	worst := 0
	if since, err := loans.ParseDate(h.OldestOverdueSince); err == nil && h.OldestOverdueSince != "" {
		worst = max(today.Sub(since), 0)
	}
	return loans.Application{
		AmountCents: o.Amount, Product: terms, IsRepeatClient: h.SettledLoans > 0, SettledLoans: h.SettledLoans,
		LargestSettledCents: h.LargestSettledCents, LateDaysMaxHistory: loans.LongestOverdueDays(h.OverdueMoves, s.nowMs()), ActiveLoans: h.OpenLoans,
		OverdueLoans: h.OverdueLoans, MaxDaysPastDue: worst, KYCApproved: h.KYCStatus == "approved",
		AgeYears: prof.AgeYears(today), MonthlyIncomeCents: prof.MonthlyIncomeCents(), ProfileComplete: prof.Complete,
	}
}

// applicationOf is what the rules see of order orderID as things stand now.
func (s *Service) applicationOf(ctx context.Context, orderID int64) (loans.Order, loans.Application, error) {
	o, err := s.Store.LoanOrderByID(ctx, orderID)
	if err != nil {
		return o, loans.Application{}, err
	}
	terms, err := parseTerms(o)
	if err != nil {
		return o, loans.Application{}, err
	}
	prof, err := s.Profile(ctx, o.UserID)
	if err != nil {
		return o, loans.Application{}, err
	}
	h, _, err := s.clientOf(ctx, o.UserID, o.ID)
	if err != nil {
		return o, loans.Application{}, err
	}
	return o, s.application(o, terms, prof, h), nil
}

// Verdict runs the rules (and the scorecard) in force on an order as it stands now: what the review page shows
// beside the verdict recorded at application.
func (s *Service) Verdict(ctx context.Context, orderID int64) (loans.Decision, error) {
	rules, err := s.Store.Underwriting(ctx)
	if err != nil {
		return loans.Decision{}, err
	}
	_, app, err := s.applicationOf(ctx, orderID)
	if err != nil {
		return loans.Decision{}, err
	}
	card, err := s.Store.Scorecard(ctx)
	if err != nil || card.ID == 0 {
		return loans.Decide(rules.Rules, app), err
	}
	return loans.Scored(loans.Decide(rules.Rules, app), &card.Card, app), nil
}

// RulesPreview is one recent application under the rules in force and under proposed ones.
type RulesPreview struct {
	OrderID  int64         `json:"orderId"`
	OrderNo  string        `json:"orderNo"`
	Amount   int64         `json:"amount"`
	Now      loans.Outcome `json:"now"`
	NowCode  string        `json:"nowCode"`
	Then     loans.Outcome `json:"then"`
	ThenCode string        `json:"thenCode"`
	Changed  bool          `json:"changed"`
}

// PreviewRules checks proposed rules and decides the latest applications (at most limit)
// under them and under the rules in force, so a supervisor sees what a change would do
// before proposing it.
func (s *Service) PreviewRules(ctx context.Context, proposed loans.Underwriting, limit int) ([]RulesPreview, error) {
	if err := proposed.Check(); err != nil {
		return nil, err // the handler checks first and answers the operator
	}
	current, err := s.Store.Underwriting(ctx)
	if err != nil {
		return nil, err
	}
	ids, err := s.Store.RecentApplications(ctx, limit)
	if err != nil {
		return nil, err
	}
	out := make([]RulesPreview, 0, len(ids))
	for _, id := range ids {
		o, app, err := s.applicationOf(ctx, id)
		if err != nil {
			return nil, err
		}
		now, then := loans.Decide(current.Rules, app), loans.Decide(proposed, app)
		out = append(out, RulesPreview{OrderID: o.ID, OrderNo: o.OrderNo, Amount: o.Amount, Now: now.Outcome, NowCode: now.Code,
			Then: then.Outcome, ThenCode: then.Code, Changed: now.Outcome != then.Outcome || now.Code != then.Code})
	}
	return out, nil
}

// disburse pays an approved order out; failures leave it at 151 (card_need_pop raised by the
// payout service) and are logged, never returned: the decision stands.
func (s *Service) disburse(ctx context.Context, orderID int64, rec ...disburse.Record) {
	if s.Payout == nil {
		s.log().Warn("lending: no payout service; order stays approved", "order", orderID, "err", errNoPayout)
		return
	}
	res, err := s.Payout.DisburseOrder(ctx, orderID, rec...)
	if err != nil {
		s.log().Error("lending: payout failed", "order", orderID, "err", err)
		return
	}
	if res.Outcome != disburse.OutcomeDisbursed {
		s.log().Info("lending: payout not completed", "order", orderID, "outcome", res.Outcome, "reason", res.FailureReason)
	}
}

// Decide is the operator's (and the dev endpoint's) decision on an order under review:
// approve moves 21 -> 151 and pays out (-> 170 on success), reject moves 21 -> 110. then, when
// not nil, runs in the decision's transaction with the order decided (the audit row, the
// request's finish); the payout's gateway call comes after that commit, never inside it, and
// rec runs in the transaction that records the gateway's answer.
func (s *Service) Decide(ctx context.Context, orderID int64, approve bool, operatorID, reason string, then func(tx *store.Tx, o loans.Order) error, rec ...disburse.Record) (loans.Order, error) {
	ev, code := loans.EventReject, "operator_reject"
	if approve {
		ev, code = loans.EventApprove, "operator_approve"
	}
	if reason == "" {
		reason = map[bool]string{true: i18n.N("Approved by an operator."), false: i18n.N("Not approved after review.")}[approve]
	}
	if approve && s.Screening != nil {
		o, err := s.Store.LoanOrderByID(ctx, orderID)
		if err != nil {
			return loans.Order{}, err
		}
		open, err := s.Screening.OpenHitsOf(ctx, o.UserID)
		if err != nil {
			return loans.Order{}, err
		}
		if open > 0 {
			return loans.Order{}, ErrScreeningHit
		}
	}
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		o, err := tx.DecideOrderVerdict(ctx, orderID, ev, "operator:"+operatorID, code, reason, nil, 0)
		if err != nil || then == nil {
			return err
		}
		return then(tx, o)
	})
	if errors.Is(err, loans.ErrForbiddenTransition) || errors.Is(err, store.ErrStatusChanged) {
		return loans.Order{}, ErrNotReviewable
	}
	if err != nil {
		return loans.Order{}, err
	}
	s.metrics().LoanDecided(approve, "operator")
	if approve {
		s.disburse(ctx, orderID, rec...)
	}
	return s.Store.LoanOrderByID(ctx, orderID)
}

// OwnedOrder reads an order of userID; another borrower's order is not_found.
func (s *Service) OwnedOrder(ctx context.Context, userID, orderID int64) (loans.Order, error) {
	o, err := s.Store.LoanOrderByID(ctx, orderID)
	if err != nil {
		return o, err
	}
	if o.UserID != userID {
		return loans.Order{}, apperr.ErrNotFound
	}
	return o, nil
}
