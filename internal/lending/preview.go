package lending

import (
	"context"
	"errors"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// PreviewQuote is what a borrower would be shown for one amount of a product: the plan's
// totals and its effective interest rate.
type PreviewQuote struct {
	Amount       int64  `json:"amount"`
	Periods      int    `json:"periods"`
	TermDays     int    `json:"termDays"`
	Interest     int64  `json:"interest"`
	ServiceFee   int64  `json:"serviceFee"`
	NetProceeds  int64  `json:"netProceeds"`
	TotalRepay   int64  `json:"totalRepay"`
	FirstPayment int64  `json:"firstPayment"`
	EIRMonthlyBP int64  `json:"eirMonthlyBP"`
	EIRAnnualBP  int64  `json:"eirAnnualBP"`
	EIR          string `json:"eir"` // as the disclosure states it
}

// ProductPreview is the back-office catalogue preview of a product as edited: the quotes at
// its smallest and largest amount, the worst case of each and, when the charges policy
// refuses it, why.
type ProductPreview struct {
	Quotes    []PreviewQuote `json:"quotes"`
	Covered   bool           `json:"covered"`   // the charges policy's ceilings apply to it
	CapError  string         `json:"capError"`  // why saving would be refused ("" = it can be saved)
	WorstCase []WorstCase    `json:"worstCase"` // per quoted amount, the cost if never paid
}

// WorstCase is what a loan of Amount costs a new client who never pays, after DaysOverdue:
// interest, fees and late charges booked under the charges policy (loans.WorstCase).
type WorstCase struct {
	Amount       int64 `json:"amount"`
	DaysOverdue  int   `json:"daysOverdue"`
	Interest     int64 `json:"interest"`
	Fees         int64 `json:"fees"`
	Penalty      int64 `json:"penalty"`
	LateInterest int64 `json:"lateInterest"`
	Cost         int64 `json:"cost"`        // the total cost of credit
	CostBP       int64 `json:"costBP"`      // the cost as basis points of the amount
	CostCeiling  int64 `json:"costCeiling"` // the policy's total-cost ceiling on the amount (0: none)
}

// PreviewProduct prices a product that may not be saved yet. A field problem is returned as
// the error (loans_invalid_product), as saving would; a price above the legal ceiling is not
// an error here: the preview shows the figures and CapError says why saving is refused.
func (s *Service) PreviewProduct(ctx context.Context, p store.ProductRow) (ProductPreview, error) {
	terms, err := TermsOf(p)
	if err != nil {
		return ProductPreview{}, apperr.Newf(loans.ErrInvalidProduct.Code, "The product rules are invalid: %v", err)
	}
	terms.Enabled = true // a switched-off product is priced as if it were on
	if terms.Code == "" {
		terms.Code = "preview"
	}
	if terms.Name == "" {
		terms.Name = "preview"
	}
	if err := terms.Validate(loans.CapPolicy{}); err != nil {
		return ProductPreview{}, err
	}
	cp, err := s.CapPolicy(ctx)
	if err != nil {
		return ProductPreview{}, err
	}
	out := ProductPreview{Quotes: []PreviewQuote{}, Covered: cp.CoversProduct(terms), WorstCase: []WorstCase{}}
	var capErr *apperr.Error
	if err := s.checkTerms(ctx, terms); errors.As(err, &capErr) && capErr.Code == loans.ErrCapExceeded.Code {
		out.CapError = capErr.Message
	} else if err != nil {
		return ProductPreview{}, err
	}
	amounts := []int64{terms.MinAmountCents}
	if terms.MaxAmountCents != terms.MinAmountCents {
		amounts = append(amounts, terms.MaxAmountCents)
	}
	for _, amount := range amounts {
		q, err := loans.QuoteLoan(terms, amount, s.Clock.Now(), loans.ClientNew)
		if err != nil {
			return ProductPreview{}, err
		}
		out.Quotes = append(out.Quotes, PreviewQuote{
			Amount: amount, Periods: q.Periods, TermDays: q.TermDays, Interest: q.InterestCents, ServiceFee: q.ServiceFeeCents,
			NetProceeds: q.NetProceedsCents, TotalRepay: q.TotalRepayCents, FirstPayment: q.Plan[0].AmountCents,
			EIRMonthlyBP: q.EIR.MonthlyBP(), EIRAnnualBP: q.EIR.AnnualBP(), EIR: q.EIR.Text(q.TermDays),
		})
		worst, err := loans.WorstCase(terms, amount, cp)
		if err != nil {
			return ProductPreview{}, err
		}
		var ceiling int64
		if cp.CoversLoan(amount, terms.TermDays) {
			ceiling = amount * cp.TotalCostMaxBP / 10000
		}
		for _, w := range worst {
			out.WorstCase = append(out.WorstCase, WorstCase{Amount: amount, DaysOverdue: w.DaysOverdue, Interest: w.InterestCents, Fees: w.FeeCents,
				Penalty: w.PenaltyCents, LateInterest: w.LateInterestCents, Cost: w.CostCents(), CostBP: w.CostCents() * 10000 / amount, CostCeiling: ceiling})
		}
	}
	return out, nil
}
