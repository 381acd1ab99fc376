package lending

import (
	"context"
	"strconv"
	"time"

	"github.com/pautang/pautang/internal/i18n"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// RestructureOfferView is an open restructure offer as the borrower's loan detail shows it: a
// summary, the new disclosure statement (Truth in Lending Act items for the re-scheduled debt,
// the new schedule, the creditor's SEC identity and the SEC MC 19 advisory) and the buttons.
type RestructureOfferView struct {
	OfferID    int64     `json:"offerId"`
	OrderID    int64     `json:"orderId"`
	Title      string    `json:"title"`
	Message    string    `json:"message"`
	OpenUntil  string    `json:"openUntil"` // the last Manila day it may be accepted
	AcceptText string    `json:"acceptText"`
	IgnoreText string    `json:"ignoreText"`
	Rows       []Row     `json:"rows"` // the disclosure figures
	Schedule   *Table    `json:"schedule"`
	Disclosure []Section `json:"disclosure"`
}

// RestructureView renders an offer in the borrower's language.
func (s *Service) RestructureView(ctx context.Context, o store.RestructureOffer) RestructureOfferView {
	p := o.Plan
	openUntil := p.Start.Add(loans.RestructureOfferDays).String()
	days := p.DueDay().Sub(p.Start)
	rows := []Row{
		{Text: i18n.T(ctx, "Principal still owed"), Value: loans.FormatPeso(p.PrincipalCents)},
		{Text: i18n.T(ctx, "Interest already due (no interest is charged on it)"), Value: loans.FormatPeso(p.CarriedInterestCents)},
		{Text: i18n.T(ctx, "Amount re-scheduled"), Value: loans.FormatPeso(p.AmountFinancedCents)},
		{Text: i18n.T(ctx, "New interest (finance charge)"), Value: loans.FormatPeso(p.InterestCents)},
		{Text: i18n.T(ctx, "Other charges"), Value: loans.FormatPeso(0)},
		{Text: i18n.T(ctx, "Total amount to be paid"), Value: loans.FormatPeso(p.TotalRepayCents)},
		{Text: i18n.T(ctx, "Late charges waived when you accept"), Value: loans.FormatPeso(p.WaivedCents)},
		{Text: i18n.T(ctx, "Nominal interest rate"), Value: i18n.F(ctx, "%s per month", loans.FormatBP(p.InterestBPPerMonth))},
		{Text: i18n.T(ctx, "Effective interest rate"), Value: EIRText(ctx, p.EIR, days)},
		{Text: i18n.T(ctx, "New term"), Value: TermText(ctx, days, len(p.Installments))},
	}
	if p.EIR.Monthly == 0 && p.EIRMonthlyBP > 0 {
		rows[8].Value = i18n.F(ctx, "%s per month", loans.FormatBP(p.EIRMonthlyBP))
	}
	table := restructureTable(ctx, p)
	return RestructureOfferView{
		OfferID: o.ID, OrderID: o.OrderID,
		Title: i18n.T(ctx, "A new payment plan for your loan"),
		Message: i18n.F(ctx, "We can spread what you owe into %d payments over %d days. Please read the disclosure statement below. You can accept until %s; if you do nothing, your current plan stays.",
			len(p.Installments), days, openUntil),
		OpenUntil:  openUntil,
		AcceptText: i18n.T(ctx, "Accept the new plan"),
		IgnoreText: i18n.T(ctx, "Not now"),
		Rows:       rows,
		Schedule:   table,
		Disclosure: []Section{
			{Heading: i18n.T(ctx, "Creditor"), Paragraphs: []string{s.creditor()}},
			{Heading: i18n.T(ctx, "Disclosure statement of the restructured loan"), Paragraphs: []string{}, Rows: rows},
			{Heading: i18n.T(ctx, "Payment schedule"), Paragraphs: []string{
				i18n.T(ctx, "The interest already due is paid with the first payment. The effective interest rate discounts these payments, on their due dates, to the amount re-scheduled, counting months of 30 days (BSP Circular No. 730, Series of 2011).")}, Table: table},
			{Heading: i18n.T(ctx, "Late payment"), Paragraphs: []string{
				i18n.T(ctx, "If a payment of the new plan is late, late interest is charged on the overdue amount as in your loan agreement, within the legal caps (SEC Memorandum Circular No. 3, Series of 2022). The one-time late penalty is not charged again.")}},
			{Heading: i18n.T(ctx, "Advisory"), Paragraphs: []string{s.Company.Advisory}},
		},
	}
}

// RestructurePlanView is the plan the borrower accepted, as the loan detail keeps showing it.
type RestructurePlanView struct {
	Title    string `json:"title"`
	Message  string `json:"message"`
	Schedule *Table `json:"schedule"`
}

// AcceptedView renders an accepted offer's schedule in the borrower's language.
func (s *Service) AcceptedView(ctx context.Context, o store.RestructureOffer) RestructurePlanView {
	return RestructurePlanView{
		Title:    i18n.T(ctx, "Your new payment plan"),
		Message:  i18n.F(ctx, "You accepted this plan on %s.", loans.DateOf(time.UnixMilli(o.AcceptedAt)).String()),
		Schedule: restructureTable(ctx, o.Plan),
	}
}

// restructureTable is the new installments with the carried interest on the first.
func restructureTable(ctx context.Context, p loans.Restructure) *Table {
	table := &Table{Columns: []string{i18n.T(ctx, "No."), i18n.T(ctx, "Due date"), i18n.T(ctx, "Principal"), i18n.T(ctx, "Interest"), i18n.T(ctx, "Amount")}, Rows: [][]string{}}
	for i, in := range p.Installments {
		table.Rows = append(table.Rows, []string{strconv.Itoa(i + 1), in.DueDay.String(), loans.FormatPeso(in.PrincipalCents),
			loans.FormatPeso(in.InterestCents + in.CarriedCents), loans.FormatPeso(in.AmountCents())})
	}
	return table
}

// BorrowerRestructure is what the borrower's loan detail shows of restructuring one of their
// orders: the open offer with its disclosure statement and the plan accepted last (each nil
// when none).
func (s *Service) BorrowerRestructure(ctx context.Context, userID, orderID int64) (offer *RestructureOfferView, accepted *RestructurePlanView, err error) {
	if _, err := s.OwnedOrder(ctx, userID, orderID); err != nil {
		return nil, nil, err
	}
	open, found, err := s.OpenRestructure(ctx, orderID)
	if err != nil {
		return nil, nil, err
	}
	if found {
		v := s.RestructureView(ctx, open)
		offer = &v
	}
	acc, found, err := s.AcceptedRestructure(ctx, orderID)
	if err != nil {
		return nil, nil, err
	}
	if found {
		v := s.AcceptedView(ctx, acc)
		accepted = &v
	}
	return offer, accepted, nil
}
