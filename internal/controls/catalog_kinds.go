package controls

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/gl"
	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/store"
)

// The kinds that change the catalogue, the rules or the books: a product change, an
// underwriting rules change, a chart of accounts change, and a transfer matched by hand.

// ---- product change

// ProductView is a product as the back office edits it: the row plus its parsed rules.
type ProductView struct {
	ID              int64       `json:"id"`
	Code            string      `json:"code"`
	Name            string      `json:"name"`
	Logo            string      `json:"logo"`
	Description     string      `json:"description"`
	MinAmount       int64       `json:"minAmount"`
	MaxAmount       int64       `json:"maxAmount"`
	AmountStep      int64       `json:"amountStep"`
	TermDays        int         `json:"termDays"`
	Periods         int         `json:"periods"`
	InterestBPMonth int         `json:"interestBPMonth"`
	ServiceFeeBP    int         `json:"serviceFeeBP"`
	Rules           loans.Rules `json:"rules"`
	Tags            []string    `json:"tags"`
	Enabled         bool        `json:"enabled"`
	Sort            int         `json:"sort"`
	// FirstLoanPromo is the old confirmation's promo for a borrower who never applied ("": none).
	FirstLoanPromo string `json:"firstLoanPromo"`
}

// ViewOfProduct is a stored product as the back office edits it.
func ViewOfProduct(p store.ProductRow) ProductView {
	rules, err := loans.ParseRules(p.Rules)
	if err != nil {
		rules = loans.DefaultRules()
	}
	return ProductView{ID: p.ID, Code: p.Code, Name: p.Name, Logo: p.Logo, Description: p.Description, MinAmount: p.MinAmount, MaxAmount: p.MaxAmount,
		AmountStep: p.AmountStep, TermDays: p.TermDays, Periods: p.Periods, InterestBPMonth: p.InterestBPMonth, ServiceFeeBP: p.ServiceFeeBP,
		Rules: rules, Tags: p.Tags, Enabled: p.Enabled, Sort: p.Sort, FirstLoanPromo: p.FirstLoanPromo}
}

// Row is the product as the store saves it.
func (v ProductView) Row() store.ProductRow {
	tags := v.Tags
	if tags == nil {
		tags = []string{}
	}
	return store.ProductRow{ID: v.ID, Code: strings.TrimSpace(v.Code), Name: strings.TrimSpace(v.Name), Logo: v.Logo, Description: v.Description,
		MinAmount: v.MinAmount, MaxAmount: v.MaxAmount, AmountStep: v.AmountStep, TermDays: v.TermDays, Periods: v.Periods,
		InterestBPMonth: v.InterestBPMonth, ServiceFeeBP: v.ServiceFeeBP, Rules: v.Rules.JSON(), Tags: tags, Enabled: v.Enabled, Sort: v.Sort,
		FirstLoanPromo: strings.TrimSpace(v.FirstLoanPromo)}
}

// productMoney are the product's fields in centavos.
var productMoney = []string{"MinAmount", "MaxAmount", "AmountStep"}

// ProductDiff is what saving product after changes of before (nil: a new product).
func ProductDiff(before *ProductView, after ProductView) []admin.DiffRow {
	after = ViewOfProduct(after.Row()) // as it will be stored
	if before == nil {
		return FieldDiff(nil, after, productMoney...)
	}
	after.ID = before.ID
	return FieldDiff(*before, after, productMoney...)
}

// proposeProductChange checks the product now (rules, cap guard: a refused product writes
// nothing); the target is the product's id, or new:<code> for a new one.
func proposeProductChange(ctx context.Context, s *Service, a Actor, _ string, in ProductView) (proposal, error) {
	target := "new:" + strings.TrimSpace(in.Code)
	var before *ProductView
	if in.ID > 0 {
		old, err := s.Store.Catalog().Product(ctx, in.ID)
		if err != nil {
			return proposal{}, err
		}
		// The code is the product's identity for the upsert; an edit keeps it.
		in.Code = old.Code
		target = strconv.FormatInt(in.ID, 10)
		v := ViewOfProduct(old)
		before = &v
	}
	if err := s.Lending.CheckProduct(ctx, in.Row()); err != nil {
		return proposal{}, err
	}
	return proposal{Target: target, Payload: in, Reason: "Change of product " + in.Code, Diff: ProductDiff(before, in)}, nil
}

// productVersion is what a product change remembers of the product: its stored form (a new
// product: that none exists yet under its code).
func productVersion(ctx context.Context, s *Service, target string) (string, error) {
	if code, isNew := strings.CutPrefix(target, "new:"); isNew {
		list, err := s.Store.Catalog().Products(ctx, false)
		if err != nil {
			return "", err
		}
		for _, p := range list {
			if p.Code == code {
				return "exists", nil
			}
		}
		return "new", nil
	}
	id, err := strconv.ParseInt(target, 10, 64)
	if err != nil {
		return "", apperr.Invalid("Bad product id %q.", target)
	}
	p, err := s.Store.Catalog().Product(ctx, id)
	if err != nil {
		return "", err
	}
	b, err := json.Marshal(ViewOfProduct(p))
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}

// applyProductChange saves the product (lending.Service.SaveProduct) as the checker, with
// product.create / product.update and the request's result in the save's transaction.
func applyProductChange(ctx context.Context, s *Service, ap *approval, in ProductView) (ProductView, error) {
	var before any
	if in.ID > 0 {
		old, err := s.Store.Catalog().Product(ctx, in.ID)
		if err != nil {
			return ProductView{}, err
		}
		before = ViewOfProduct(old)
	}
	action := "product.update"
	if before == nil {
		action = "product.create"
	}
	var after ProductView
	_, err := s.Lending.SaveProduct(ctx, in.Row(), func(tx *store.Tx, id int64) error {
		row := in.Row()
		row.ID = id
		after = ViewOfProduct(row)
		e := ap.entry(action, "product", before, map[string]any{"product": after})
		e.EntityID = strconv.FormatInt(id, 10)
		return ap.commit(ctx, tx, &e, after)
	})
	return after, err
}

// ---- underwriting rules

// RulesBody is a proposed set of rules with the maker's reason.
type RulesBody struct {
	Rules  loans.Underwriting `json:"rules"`
	Reason string             `json:"reason"`
}

// RulesTarget is the four-eyes target of a rules change: there is one set of rules.
const RulesTarget = "underwriting"

func rulesVersion(ctx context.Context, s *Service, target string) (string, error) {
	if target != RulesTarget {
		return "", apperr.Invalid("Bad rules target %q.", target)
	}
	v, err := s.Store.Catalog().Underwriting(ctx)
	if err != nil {
		return "", err
	}
	return strconv.FormatInt(v.ID, 10), nil
}

func proposeRules(ctx context.Context, s *Service, a Actor, _ string, in RulesBody) (proposal, error) {
	if err := in.Rules.Check(); err != nil {
		return proposal{}, apperr.Invalid("%s.", err.Error())
	}
	cur, err := s.Store.Catalog().Underwriting(ctx)
	if err != nil {
		return proposal{}, err
	}
	return proposal{Target: RulesTarget, Payload: in.Rules, Reason: in.Reason, Diff: FieldDiff(cur.Rules, in.Rules)}, nil
}

// applyRules puts the rules in force as the checker, only over the version the maker saw,
// with underwriting.update and the request's result in one transaction.
func applyRules(ctx context.Context, s *Service, ap *approval, rules loans.Underwriting) (store.UnderwritingVersion, error) {
	if err := rules.Check(); err != nil {
		return store.UnderwritingVersion{}, apperr.Invalid("%s.", err.Error())
	}
	basedOn, err := strconv.ParseInt(ap.req.TargetVersion, 10, 64)
	if err != nil {
		return store.UnderwritingVersion{}, apperr.Invalid("Bad rules version %q.", ap.req.TargetVersion)
	}
	var v store.UnderwritingVersion
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		var err error
		v, err = tx.SaveUnderwriting(ctx, store.UnderwritingVersion{Rules: rules, MakerID: ap.req.MakerID, CheckerID: ap.actor.ID, RequestID: ap.req.ID}, basedOn,
			ap.actor.Entry("underwriting.update", "", "", map[string]any{"version": basedOn}, nil))
		if err != nil {
			return err
		}
		return ap.commit(ctx, tx, nil, v) // SaveUnderwriting wrote its audit row
	})
	return v, err
}

// ---- chart of accounts

// ChartTarget is the four-eyes target of a chart change: there is one chart.
const ChartTarget = "chart"

// CodeChartInvalid refuses a chart that journal.ChartOf does not accept (docs/errors.md).
const CodeChartInvalid = "admin_chart_invalid"

// ChartBody is a proposed chart (every role) with the maker's reason.
type ChartBody struct {
	Accounts []journal.ChartLine `json:"accounts"`
	Reason   string              `json:"reason"`
}

// ChartPayload is a chart change's payload: the whole chart proposed, and the roles whose
// account it changes.
type ChartPayload struct {
	Accounts []journal.ChartLine `json:"accounts"`
	Changes  []ChartChange       `json:"changes"`
}

// ChartChange is one role's account before and after a proposed change.
type ChartChange struct {
	Role journal.Role    `json:"role"`
	From journal.Account `json:"from"`
	To   journal.Account `json:"to"`
}

// ChartChanged is what an approved chart change did.
type ChartChanged struct {
	Version string `json:"version"`
}

// CheckedChart validates a proposed chart (admin_chart_invalid with the first problem).
func CheckedChart(lines []journal.ChartLine) (journal.Chart, error) {
	c, err := journal.ChartOf(lines)
	if err != nil {
		return nil, apperr.New(CodeChartInvalid, "The chart of accounts cannot be saved: "+err.Error()+".")
	}
	return c, nil
}

func chartVersion(ctx context.Context, s *Service, target string) (string, error) {
	if target != ChartTarget {
		return "", apperr.Invalid("Bad chart target %q.", target)
	}
	c, err := s.Store.Reports().Chart(ctx)
	if err != nil {
		return "", err
	}
	return c.Version(), nil
}

func proposeChart(ctx context.Context, s *Service, a Actor, _ string, in ChartBody) (proposal, error) {
	chart, err := CheckedChart(in.Accounts)
	if err != nil {
		return proposal{}, err
	}
	current, err := s.Store.Reports().Chart(ctx)
	if err != nil {
		return proposal{}, err
	}
	if chart.Version() == current.Version() {
		return proposal{}, apperr.New(CodeChartInvalid, "Nothing changed: every account is as it is now.")
	}
	general, err := s.Store.Ledger().GeneralAccounts(ctx)
	if err != nil {
		return proposal{}, err
	}
	if _, err := gl.NewBooks(chart, nil, general); err != nil {
		return proposal{}, apperr.New(CodeChartInvalid, "The chart of accounts cannot be saved: a role takes the code of a general ledger account ("+err.Error()+").")
	}
	p := ChartPayload{Accounts: chart.Lines(), Changes: []ChartChange{}}
	diff := []admin.DiffRow{}
	for _, role := range journal.Roles() {
		if chart[role] != current[role] {
			p.Changes = append(p.Changes, ChartChange{Role: role, From: current[role], To: chart[role]})
			diff = append(diff, row(string(role), accountText(current[role]), accountText(chart[role])))
		}
	}
	return proposal{Target: ChartTarget, Payload: p, Reason: in.Reason, Diff: diff}, nil
}

func accountText(a journal.Account) string { return none(strings.TrimSpace(a.Code + " " + a.Name)) }

// applyChart puts the chart in force as the checker, only over the version the maker saw,
// with chart.update and the request's result in one transaction.
func applyChart(ctx context.Context, s *Service, ap *approval, p ChartPayload) (ChartChanged, error) {
	chart, err := CheckedChart(p.Accounts)
	if err != nil {
		return ChartChanged{}, err
	}
	out := ChartChanged{Version: chart.Version()}
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		if err := tx.SaveChart(ctx, chart, ap.req.TargetVersion, ap.actor.ID,
			ap.actor.Entry("chart.update", "", "", nil, map[string]any{"requestId": ap.req.ID, "makerId": ap.req.MakerID})); err != nil {
			return err
		}
		return ap.commit(ctx, tx, nil, out) // SaveChart wrote its audit row
	})
	return out, err
}

// ---- transfer match

// MatchTransferBody is a statement line an operator matches to a waiting transfer.
type MatchTransferBody struct {
	Reference string `json:"reference"`
	UTR       string `json:"utr"`
	Amount    int64  `json:"amount"` // centavos, as the statement shows
	Reason    string `json:"reason"`
}

// TransferMatchPayload is a transfer match request's payload: the statement line.
type TransferMatchPayload struct {
	UTR    string `json:"utr"`
	Amount int64  `json:"amount"` // centavos, as the statement shows
}

// TransferMatchResult is what an approved match booked.
type TransferMatchResult struct {
	Outcome string `json:"outcome"`
	Status  string `json:"status"`
	OrderID int64  `json:"orderId"`
}

// repaymentVersion is what a transfer match remembers of its repayment: status, money booked
// and declared UTR.
func repaymentVersion(ctx context.Context, s *Service, reference string) (string, error) {
	rp, err := s.Store.Payments().RepaymentByReference(ctx, reference)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("status=%s;paid=%d;utr=%s", rp.Status, rp.PaidCents, rp.UTR), nil
}

func noPayments() error {
	return apperr.New("admin_no_payments", "Payments are not configured on this server.")
}

// proposeTransferMatch checks the line against the waiting transfer (the target is its
// reference).
func proposeTransferMatch(ctx context.Context, s *Service, a Actor, _ string, in MatchTransferBody) (proposal, error) {
	if s.Repay == nil {
		return proposal{}, noPayments()
	}
	in.UTR = strings.TrimSpace(in.UTR)
	rp, err := s.Store.Payments().RepaymentByReference(ctx, in.Reference)
	if err != nil {
		return proposal{}, err
	}
	switch {
	case rp.Status != payments.StatusPending:
		return proposal{}, apperr.New(apperr.CodeConflict, "This transfer is not waiting for money any more.")
	case len(in.UTR) < 6 || len(in.UTR) > 40 || strings.ContainsAny(in.UTR, " \t\n"):
		return proposal{}, apperr.Invalid("The UTR must be 6 to 40 characters without spaces.")
	case in.Amount <= 0 || in.Amount > loans.MaxPaymentCents:
		return proposal{}, apperr.Invalid("The amount must be more than zero and at most %s.", loans.FormatPeso(loans.MaxPaymentCents))
	}
	return proposal{Target: in.Reference, Payload: TransferMatchPayload{UTR: in.UTR, Amount: in.Amount}, Reason: in.Reason, Diff: []admin.DiffRow{
		row("Transfer status", rp.Status, payments.StatusSucceeded),
		row("Money received", Peso(rp.PaidCents), Peso(rp.PaidCents+in.Amount)),
		row("UTR", none(rp.UTR)+" (declared by the borrower)", strings.ToUpper(in.UTR)+" (on the statement)"),
	}}, nil
}

// applyTransferMatch books the match (payments MatchTransfer) as the checker, with
// repayment.match and the request's result in the booking's transaction.
func applyTransferMatch(ctx context.Context, s *Service, ap *approval, p TransferMatchPayload) (TransferMatchResult, error) {
	if s.Repay == nil {
		return TransferMatchResult{}, noPayments()
	}
	before, err := s.Store.Payments().RepaymentByReference(ctx, ap.req.Target)
	if err != nil {
		return TransferMatchResult{}, err
	}
	var out TransferMatchResult
	_, err = s.Repay.MatchTransfer(ctx, ap.req.Target, p.UTR, p.Amount, ap.actor.ID, func(tx payments.BooksTx, outcome string) error {
		utx, ok := tx.(interface{ Unit() *store.Tx })
		if !ok {
			return fmt.Errorf("controls: the payment booking's unit of work is not the store's")
		}
		out = TransferMatchResult{Outcome: outcome, Status: payments.StatusSucceeded, OrderID: before.OrderID}
		e := ap.entry("repayment.match", "repayment", map[string]any{"status": before.Status, "paid": before.PaidCents, "utr": before.UTR},
			map[string]any{"status": out.Status, "paid": before.PaidCents + p.Amount, "utr": p.UTR, "amount": p.Amount, "outcome": outcome})
		return ap.commit(ctx, utx.Unit(), &e, out)
	})
	return out, err
}
