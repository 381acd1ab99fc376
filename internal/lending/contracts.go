package lending

import (
	"context"
	"fmt"
	"strconv"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/records"
)

// The contracts of scene 3 (the loan confirmation).
const (
	ContractLoanAgreement = 1
	ContractPromissory    = 2
	ContractDisclosure    = 3
)

// ContractScene is the only contract scene the spec names: the loan confirmation.
const ContractScene = 3

// ContractRef is one entry of the contract list.
type ContractRef struct {
	ID    int    `json:"id"`
	Title string `json:"title"`
}

// Contracts lists the contracts of a product for the scene (3: loan agreement, promissory
// note, disclosure statement).
func (s *Service) Contracts(ctx context.Context, productID int64, scene int) ([]ContractRef, error) {
	if _, err := s.Store.Product(ctx, productID); err != nil {
		return nil, err
	}
	if scene != ContractScene {
		return nil, apperr.Invalid("scene must be 3.")
	}
	return []ContractRef{{ContractLoanAgreement, "Loan Agreement"}, {ContractPromissory, "Promissory Note"}, {ContractDisclosure, "Disclosure Statement"}}, nil
}

// Table is a small table of a contract section.
type Table struct {
	Columns []string   `json:"columns"`
	Rows    [][]string `json:"rows"`
}

// Section is one headed part of a contract.
type Section struct {
	Heading    string   `json:"heading"`
	Paragraphs []string `json:"paragraphs"`
	Rows       []Row    `json:"rows,omitempty"`
	Table      *Table   `json:"table,omitempty"`
}

// Contract is a rendered contract.
type Contract struct {
	ContractID int       `json:"contractId"`
	Title      string    `json:"title"`
	Subtitle   string    `json:"subtitle"`
	Sections   []Section `json:"sections"`
	Disclosure Company   `json:"disclosure"`
}

// loanFacts are the numbers every contract states.
type loanFacts struct {
	orderNo  string
	borrower string
	terms    loans.Product
	amount   int64
	fee      int64
	net      int64
	interest int64
	schedule []loans.Installment
	penalty  int64 // the product's one-time penalty for this client
	// late is what the accrual books in late charges on this loan left unpaid, after each of
	// DisclosedLateDays days overdue (loans.LateChargesIfUnpaid: the caps applied).
	late     []loans.LateCharges
	eir      loans.EIR // the payments discounted to the net proceeds (loans.EffectiveRate)
	day      string
	specimen bool
	policy   loans.CapPolicy // the charges policy in force
}

// ContractContent renders contract id for an order of userID (orderID > 0) or, without an
// order, as a specimen priced for amount (0 = the product's default amount). An order's
// contract is the copy stored when the borrower accepted it (docs/records.md), whatever the
// templates say since; an order accepted before copies were kept is rendered from its terms.
func (s *Service) ContractContent(ctx context.Context, userID int64, id int, productID, orderID, amount int64) (Contract, error) {
	var f loanFacts
	cp, err := s.CapPolicy(ctx)
	if err != nil {
		return Contract{}, err
	}
	switch {
	case orderID > 0:
		o, err := s.OwnedOrder(ctx, userID, orderID)
		if err != nil {
			return Contract{}, err
		}
		if c, found, err := s.signedContract(ctx, orderID, id); err != nil || found {
			return c, err
		}
		terms, err := s.frozenTerms(ctx, o)
		if err != nil {
			return Contract{}, err
		}
		ledger, sched, err := s.Store.OrderBooks(ctx, orderID)
		if err != nil {
			return Contract{}, err
		}
		u, err := s.Store.UserByID(ctx, o.UserID)
		if err != nil {
			return Contract{}, err
		}
		if f, err = s.orderFacts(o, terms, sched, ledger, u.Name, cp); err != nil {
			return Contract{}, err
		}
	default:
		c, err := s.Quote(ctx, userID, productID, amount)
		if err != nil {
			return Contract{}, err
		}
		row, err := s.Store.Product(ctx, productID)
		if err != nil {
			return Contract{}, err
		}
		terms, err := TermsOf(row)
		if err != nil {
			return Contract{}, err
		}
		f = loanFacts{terms: terms, amount: c.Amount, fee: c.ServiceFee, net: c.NetProceeds, interest: c.Interest,
			schedule: loans.BuildSchedule(terms, c.Amount, s.Today()), penalty: terms.Late.Penalty(c.client == loans.ClientRepeat), late: c.late,
			eir: c.eir, day: s.Today().String(), specimen: true}
		if userID > 0 {
			if u, err := s.Store.UserByID(ctx, userID); err == nil {
				f.borrower = u.Name
			}
		}
	}
	f.policy = cp
	if id < ContractLoanAgreement || id > ContractDisclosure {
		return Contract{}, apperr.Invalid("contractId must be 1, 2 or 3.")
	}
	tmpl, err := s.Store.ContractTemplate(ctx, id)
	if err != nil {
		return Contract{}, err
	}
	return s.render(id, f, tmpl), nil
}

// orderFacts are the numbers of an order's contracts: its frozen terms, its schedule (the
// stored one, or the one being stored at application) and its rollover fees.
func (s *Service) orderFacts(o loans.Order, terms loans.Product, sched []loans.Installment, ledger []loans.Entry, borrower string, cp loans.CapPolicy) (loanFacts, error) {
	f := loanFacts{orderNo: o.OrderNo, borrower: borrower, terms: terms, amount: o.Amount, fee: o.ServiceFee, net: o.NetProceeds,
		schedule: sched, penalty: terms.Late.Penalty(o.IsRepeat), day: dayOfMs(o.CreatedAt)}
	f.interest = loans.TotalInterest(f.schedule)
	var err error
	if f.eir, err = orderEIR(o, f.schedule, ledger); err != nil {
		return f, err
	}
	client := loans.ClientNew
	if o.IsRepeat {
		client = loans.ClientRepeat
	}
	if f.late, err = loans.LateChargesIfUnpaid(terms, o.Amount, client, cp, DisclosedLateDays...); err != nil {
		return f, err
	}
	f.policy = cp
	return f, nil
}

// render writes contract id (1..3) from the facts and the template version in force: an
// operator's template replaces the built-in text; the numbers still come from the facts.
func (s *Service) render(id int, f loanFacts, tmpl records.Template) Contract {
	if f.borrower == "" {
		f.borrower = "the Borrower"
	}
	c := Contract{ContractID: id, Disclosure: s.Company}
	ref := "Specimen for " + loans.FormatPeso(f.amount)
	if !f.specimen {
		ref = "Order " + f.orderNo
	}
	if !tmpl.Builtin {
		c.Title, c.Subtitle = tmpl.Title, ref
		c.Sections = s.fromTemplate(tmpl.Body, f, ref)
		return c
	}
	switch id {
	case ContractLoanAgreement:
		c.Title, c.Subtitle = "Loan Agreement", ref
		c.Sections = s.agreement(f)
	case ContractPromissory:
		c.Title, c.Subtitle = "Promissory Note", ref
		c.Sections = s.promissory(f)
	default:
		c.Title, c.Subtitle = "Disclosure Statement", "Truth in Lending Act (R.A. 3765) — "+ref
		c.Sections = s.disclosure(f)
	}
	return c
}

// EIRNote explains item 8 of the disclosure statement.
const EIRNote = "The effective interest rate (item 8) is the monthly rate that discounts these payments, on their due dates, exactly to the net proceeds (item 3), counting months of 30 days (BSP Circular No. 730, Series of 2011)."

// orderEIR is the EIR of an order's loan as it stands: its stored schedule (moved by any
// rollover) and its rollover fees, from the disbursement day (the application day before the
// payout), against the net proceeds.
func orderEIR(o loans.Order, schedule []loans.Installment, entries []loans.Entry) (loans.EIR, error) {
	start := parseDay(o.DisbursedDay)
	if o.DisbursedDay == "" {
		start = parseDay(dayOfMs(o.CreatedAt))
	}
	e, err := loans.EffectiveRate(o.NetProceeds, loans.LoanCashFlows(schedule, entries, start))
	if err != nil {
		return loans.EIR{}, fmt.Errorf("lending: order %d: %w", o.ID, err)
	}
	return e, nil
}

// fromTemplate renders an operator's template with the facts of the loan (loans.ContractFields).
func (s *Service) fromTemplate(body string, f loanFacts, ref string) []Section {
	values := map[string]string{
		"lender": s.creditor(), "borrower": f.borrower, "reference": ref, "date": f.day,
		"amount": loans.FormatPeso(f.amount), "fee": loans.FormatPeso(f.fee), "net": loans.FormatPeso(f.net),
		"interest": loans.FormatPeso(f.interest), "total": loans.FormatPeso(f.amount + f.interest),
		"rate": loans.FormatBP(f.terms.InterestBPPerMonth) + " per month", "termDays": strconv.Itoa(f.terms.TermDays),
		"periods": strconv.Itoa(len(f.schedule)), "late": lateText(f), "eir": f.eir.Text(f.terms.TermDays),
	}
	sections := []Section{}
	for _, b := range loans.RenderContractTemplate(body, values) {
		if b.Schedule {
			sections = append(sections, Section{Heading: "Repayment schedule", Paragraphs: []string{}, Table: scheduleTable(f.schedule)})
			continue
		}
		sections = append(sections, Section{Heading: b.Heading, Paragraphs: b.Paragraphs})
	}
	return sections
}

func (s *Service) creditor() string {
	return fmt.Sprintf("%s, SEC Registration No. %s, Certificate of Authority No. %s", s.Company.Name, s.Company.SECRegNo, s.Company.CertAuthNo)
}

func scheduleTable(sched []loans.Installment) *Table {
	t := &Table{Columns: []string{"No.", "Due date", "Principal", "Interest", "Amount"}, Rows: [][]string{}}
	for _, in := range sched {
		t.Rows = append(t.Rows, []string{strconv.Itoa(in.Seq), in.DueDay.String(), loans.FormatPeso(in.PrincipalCents), loans.FormatPeso(in.InterestCents + in.CarriedCents), loans.FormatPeso(in.AmountCents())})
	}
	return t
}

// DisclosedLateDays are the days overdue for which the contracts state the late charges the
// loan would bear if nothing were paid.
var DisclosedLateDays = []int{1, 30, 90}

// chargedPenalty is the one-time penalty the accrual books on this loan: the product's, or
// what the late cap leaves of it.
func (f loanFacts) chargedPenalty() int64 {
	if len(f.late) > 0 {
		return f.late[0].PenaltyCents
	}
	return f.penalty
}

// lateTable is the disclosure's table of the late charges after DisclosedLateDays.
func lateTable(f loanFacts) *Table {
	t := &Table{Columns: []string{"Days overdue", "Penalty", "Late interest", "Total"}, Rows: [][]string{}}
	for _, c := range f.late {
		t.Rows = append(t.Rows, []string{strconv.Itoa(c.DaysOverdue), loans.FormatPeso(c.PenaltyCents), loans.FormatPeso(c.LateInterestCents), loans.FormatPeso(c.TotalCents())})
	}
	return t
}

// lateText states the late charges of the loan: the penalty and the late interest that can be
// charged on it (the caps applied, loans.LateChargesIfUnpaid), not the product's list price.
func lateText(f loanFacts) string {
	policy := f.policy
	tiers := ""
	for i, t := range f.terms.Late.Tiers {
		if i > 0 {
			tiers += ", "
		}
		if t.ToDay == 0 {
			tiers += fmt.Sprintf("%s a day from day %d", loans.FormatBP(t.DailyBP), t.FromDay)
		} else {
			tiers += fmt.Sprintf("%s a day on days %d to %d", loans.FormatBP(t.DailyBP), t.FromDay, t.ToDay)
		}
	}
	penalty := f.chargedPenalty()
	text := fmt.Sprintf("If a payment is late, a one-time penalty of %s is charged, and late interest on the overdue amount: %s.", loans.FormatPeso(penalty), tiers)
	if policy.CoversLoan(f.amount, f.terms.TermDays) {
		scope := "every loan (the lender's charges policy, after SEC Memorandum Circular No. 3, Series of 2022)"
		if !policy.AllLoans {
			scope = fmt.Sprintf("loans of up to %s and %d days (SEC Memorandum Circular No. 3, Series of 2022)", loans.FormatPeso(policy.MaxPrincipalCents), policy.MaxTermDays)
		}
		text += fmt.Sprintf(" These late charges are limited by the caps for %s: the penalty and the late interest together never exceed %s of the overdue amount for each 30 days overdue, and interest, fees and late charges together never exceed %s of the principal. Any amount above these limits is not charged.",
			scope, loans.FormatBP(policy.LateMonthlyMaxBP), loans.FormatBP(policy.TotalCostMaxBP))
		if penalty < f.penalty {
			text += fmt.Sprintf(" On this loan the product's penalty of %s is above the cap, so the penalty charged is %s.", loans.FormatPeso(f.penalty), loans.FormatPeso(penalty))
		}
	} else {
		text += " Late charges never exceed the limits set by law."
	}
	if len(f.late) == 0 {
		return text
	}
	after := ""
	for i, c := range f.late {
		switch {
		case i == 0:
		case i == len(f.late)-1:
			after += " and "
		default:
			after += ", "
		}
		after += fmt.Sprintf("%s after %d day%s overdue (penalty %s, late interest %s)", loans.FormatPeso(c.TotalCents()), c.DaysOverdue, plural(c.DaysOverdue),
			loans.FormatPeso(c.PenaltyCents), loans.FormatPeso(c.LateInterestCents))
	}
	return text + " If nothing is paid, the late charges on this loan come to " + after + "."
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func (s *Service) agreement(f loanFacts) []Section {
	return []Section{
		{Heading: "Parties", Paragraphs: []string{
			fmt.Sprintf("This Loan Agreement is made on %s between %s (the Lender) and %s (the Borrower).", f.day, s.creditor(), f.borrower)}},
		{Heading: "1. The loan", Paragraphs: []string{
			fmt.Sprintf("The Lender lends the Borrower %s for %d days, repaid in %d payment(s) as in the schedule below. A service fee of %s is deducted from the amount paid out, so the Borrower receives %s.",
				loans.FormatPeso(f.amount), f.terms.TermDays, len(f.schedule), loans.FormatPeso(f.fee), loans.FormatPeso(f.net)),
			fmt.Sprintf("Interest is %s per 30 days on the principal outstanding, %s in total.", loans.FormatBP(f.terms.InterestBPPerMonth), loans.FormatPeso(f.interest))}},
		{Heading: "2. Repayment schedule", Paragraphs: []string{}, Table: scheduleTable(f.schedule)},
		{Heading: "3. Application, decision and disbursement", Paragraphs: []string{
			"The Lender decides on the application within 1 day. Once approved, the funds are credited to the Borrower's bank account or e-wallet within 1 to 3 calendar days. The schedule is counted from the day the funds are sent."}},
		{Heading: "4. Prepayment", Paragraphs: []string{
			"The Borrower may pay the loan in full early once half of the term and at least 7 days since disbursement have passed; interest of periods not yet started is then not charged."}},
		{Heading: "5. Late payment and default", Paragraphs: []string{lateText(f),
			"After maturity, payments are applied to charges, enforcement expenses and penalties first, then to fees, interest and principal.",
			"The Borrower is in default if an amount remains unpaid after its due date; a judgment unpaid 10 days after it becomes final is also a default."}},
		{Heading: "6. Notices", Paragraphs: []string{
			"The Borrower informs the Lender of a change of address within 3 days. The Lender may assign this loan after notice to the Borrower of 7 business days."}},
		{Heading: "7. Fair collection", Paragraphs: []string{
			"The Lender collects fairly, as SEC Memorandum Circular No. 18 (2019) requires: no threats, no contacting of people in the Borrower's contact list, no calls before 6 AM or after 10 PM unless the account is more than 60 days past due."}},
		{Heading: "8. Disclosure", Paragraphs: []string{s.Company.Advisory}},
	}
}

func (s *Service) promissory(f loanFacts) []Section {
	total := f.amount + f.interest
	return []Section{
		{Heading: "Promise to pay", Paragraphs: []string{
			fmt.Sprintf("For value received, I, %s, promise to pay %s, or order, the sum of %s (principal %s plus interest %s) according to the schedule below.",
				f.borrower, s.Company.Name, loans.FormatPeso(total), loans.FormatPeso(f.amount), loans.FormatPeso(f.interest))}},
		{Heading: "Schedule", Paragraphs: []string{}, Table: scheduleTable(f.schedule)},
		{Heading: "Late payment", Paragraphs: []string{lateText(f)}},
		{Heading: "Acceleration", Paragraphs: []string{
			"If any payment is not made when due, the whole unpaid balance may become due at once after written notice."}},
		{Heading: "Signed", Paragraphs: []string{fmt.Sprintf("%s, %s (electronic acceptance on the loan confirmation page).", f.borrower, f.day)}},
	}
}

func (s *Service) disclosure(f loanFacts) []Section {
	total := f.amount + f.interest
	return []Section{
		{Heading: "Creditor", Paragraphs: []string{s.creditor()}},
		{Heading: "Borrower", Paragraphs: []string{f.borrower}},
		{Heading: "Amounts", Paragraphs: []string{}, Rows: []Row{
			{Text: "1. Amount to be financed (loan amount)", Value: loans.FormatPeso(f.amount)},
			{Text: "2. Finance charges deducted from the loan: service fee", Value: loans.FormatPeso(f.fee)},
			{Text: "3. Net proceeds of the loan (1 - 2)", Value: loans.FormatPeso(f.net)},
			{Text: "4. Finance charges not deducted: interest", Value: loans.FormatPeso(f.interest)},
			{Text: "5. Total finance charges (2 + 4)", Value: loans.FormatPeso(f.fee + f.interest)},
			{Text: "6. Total amount to be paid (1 + 4)", Value: loans.FormatPeso(total)},
			{Text: "7. Nominal interest rate", Value: loans.FormatBP(f.terms.InterestBPPerMonth) + " per month"},
			{Text: "8. Effective interest rate", Value: f.eir.Text(f.terms.TermDays)},
			{Text: "9. Term", Value: fmt.Sprintf("%d days", f.terms.TermDays)},
		}},
		{Heading: "Payment schedule", Paragraphs: []string{EIRNote}, Table: scheduleTable(f.schedule)},
		{Heading: "Other charges on default", Paragraphs: []string{lateText(f)}, Table: lateTable(f)},
		{Heading: "Advisory", Paragraphs: []string{s.Company.Advisory,
			"The Borrower acknowledges receipt of a copy of this statement before the consummation of the loan."}},
	}
}
