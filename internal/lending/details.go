package lending

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/i18n"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// RecProduct is a recommended product (loan market, joint-login failure, rejected order).
type RecProduct struct {
	ID          string   `json:"id"`
	Logo        string   `json:"logo"`
	Name        string   `json:"name"`
	ButtonText  string   `json:"buttonText"`
	Enabled     string   `json:"enabled"`
	AmountRange string   `json:"amountRange"`
	AmountDesc  string   `json:"amountDesc"`
	Rate        string   `json:"rate"`
	RateDesc    string   `json:"rateDesc"`
	Tags        []string `json:"tags"`
}

// RecProductOf shapes a product for the recommended lists.
func RecProductOf(ctx context.Context, p store.ProductRow) RecProduct {
	r := RecProduct{ID: strconv.FormatInt(p.ID, 10), Logo: p.Logo, Name: p.Name, ButtonText: i18n.T(ctx, "Apply now"), Enabled: "1",
		AmountRange: loans.FormatPeso(p.MinAmount) + " - " + loans.FormatPeso(p.MaxAmount), AmountDesc: i18n.T(ctx, "Loan amount"),
		Rate: loans.FormatBP(int64(p.InterestBPMonth)), RateDesc: i18n.T(ctx, "Monthly interest"), Tags: ProductTags(ctx, p.Tags)}
	if !p.Enabled {
		r.Enabled, r.ButtonText = "0", i18n.T(ctx, "Coming soon")
	}
	return r
}

// RecProducts lists the products to recommend; except is left out. When an operator saved a
// recommended list (back office, catalogue "recommended"), it is those products in its order;
// otherwise the whole catalogue, enabled products first.
func (s *Service) RecProducts(ctx context.Context, except int64) ([]RecProduct, error) {
	ps, err := s.Store.Products(ctx, false)
	if err != nil {
		return nil, err
	}
	chosen, err := s.Store.RecommendedProductIDs(ctx)
	if err != nil {
		return nil, err
	}
	out := []RecProduct{}
	if len(chosen) > 0 {
		byID := make(map[int64]store.ProductRow, len(ps))
		for _, p := range ps {
			byID[p.ID] = p
		}
		for _, id := range chosen {
			if p, found := byID[id]; found && id != except {
				out = append(out, RecProductOf(ctx, p))
			}
		}
		return out, nil
	}
	off := []RecProduct{}
	for _, p := range ps {
		if p.ID == except {
			continue
		}
		if p.Enabled {
			out = append(out, RecProductOf(ctx, p))
		} else {
			off = append(off, RecProductOf(ctx, p))
		}
	}
	return append(out, off...), nil
}

// Row is one title/value line of the detail list.
type Row = loans.Row

// Details is the loan detail page (docs/loans-api.md section 6).
type Details struct {
	OrderID          string       `json:"orderId"`
	OrderNo          string       `json:"orderNo"`
	OrderStatus      int          `json:"orderStatus"`
	NoticeStatusText string       `json:"noticeStatusText"`
	NoticeDesText    string       `json:"noticeDesText"`
	ProductID        string       `json:"productId"`
	ProductName      string       `json:"productName"`
	ProductLogo      string       `json:"productLogo"`
	RecProducts      []RecProduct `json:"recProducts"`
	UserOrderDetail  struct {
		Detail []Row `json:"detail"`
	} `json:"userOrderDetail"`
	Inside         string `json:"inside"`
	H5URL          string `json:"h5Url"`
	IsDelay        string `json:"isDelay"`
	Telephone      string `json:"telephone"`
	IsScore        string `json:"isScore"`
	PlayedUL       string `json:"playeduL"`
	ReyMsg         string `json:"reyMsg"`
	CardNeedPop    int    `json:"cardNeedPop"`
	CardPopTitle   string `json:"cardPopTitle"`
	CardPopMsg     string `json:"cardPopMsg"`
	RepayAmount    int64  `json:"repayAmount"`
	DueDate        string `json:"dueDate"`
	DelayURL       string `json:"delayUrl"`
	BorrowAgainURL string `json:"borrowAgainUrl"`
	// AgreementPDF is true when the loan agreement as accepted is kept: the page offers its PDF
	// (GET /v3/contract/contract-pdf).
	AgreementPDF bool `json:"agreementPdf"`
}

// StatusText is the status title of the detail page (and the order list), in the borrower's
// language.
func StatusText(ctx context.Context, status int) string {
	switch loans.Status(status) {
	case loans.StatusRejected:
		return i18n.T(ctx, "Application not approved")
	case loans.StatusApproved:
		return i18n.T(ctx, "Approved, sending your money")
	case loans.StatusRepaying:
		return i18n.T(ctx, "Repaying")
	case loans.StatusDue:
		return i18n.T(ctx, "Payment due soon")
	case loans.StatusOverdue:
		return i18n.T(ctx, "Overdue")
	case loans.StatusSettled:
		return i18n.T(ctx, "Settled")
	}
	return i18n.T(ctx, "Under review")
}

// ProductTags are an operator's product tags in the borrower's language: a tag the catalogue
// translates is shown translated, any other as the operator wrote it. Never nil.
func ProductTags(ctx context.Context, tags []string) []string {
	out := make([]string, len(tags))
	for i, t := range tags {
		out[i] = i18n.T(ctx, t)
	}
	return out
}

func dayOfMs(ms int64) string {
	if ms == 0 {
		return ""
	}
	return time.UnixMilli(ms).In(clock.Manila).Format("2006-01-02")
}

// Details builds the loan detail of the borrower's order, after catching it up to today.
func (s *Service) Details(ctx context.Context, userID, orderID int64) (Details, error) {
	owned, err := s.OwnedOrder(ctx, userID, orderID)
	if err != nil {
		return Details{}, err
	}
	pos, err := s.PositionOf(ctx, owned)
	if err != nil {
		return Details{}, err
	}
	o := pos.Order
	d := Details{OrderID: strconv.FormatInt(o.ID, 10), OrderNo: o.OrderNo, OrderStatus: o.Status, NoticeStatusText: StatusText(ctx, o.Status),
		ProductID: strconv.FormatInt(o.ProductID, 10), ProductName: o.ProductName, ProductLogo: o.ProductLogo, RecProducts: []RecProduct{},
		Inside: "1", IsDelay: "0", IsScore: "0", Telephone: s.Company.SupportPhone, DueDate: o.DueDate}
	rows := []Row{{Text: i18n.T(ctx, "Order No."), Value: o.OrderNo}}
	term := TermText(ctx, o.TermDays, o.Periods)
	q := fmt.Sprintf("orderId=%d&productId=%d", o.ID, o.ProductID)
	st := pos.Standing
	bal := loans.BalancesOf(pos.Entries)
	switch loans.Status(o.Status) {
	case loans.StatusReview, loans.StatusRejected, loans.StatusApproved:
		rows = append(rows, Row{Text: i18n.T(ctx, "Amount applied"), Value: loans.FormatPeso(o.Amount)}, Row{Text: i18n.T(ctx, "Loan term"), Value: term},
			Row{Text: i18n.T(ctx, "Applied on"), Value: i18n.Date(ctx, dayOfMs(o.CreatedAt))})
		switch loans.Status(o.Status) {
		case loans.StatusReview:
			d.NoticeDesText = i18n.T(ctx, "We are reviewing your application. You will get a decision within 1 day.")
		case loans.StatusRejected:
			// The recommended block is hidden on this page (spec section 4): point to the home page.
			d.NoticeDesText = i18n.T(ctx, "We cannot approve this application now. You can choose another loan on the home page.")
			if o.DecisionCode == DecisionCancelled {
				d.NoticeDesText = i18n.T(ctx, "This loan was cancelled before any money was sent. You owe nothing. You can choose another loan on the home page.")
			}
			if o.DecisionReason != "" {
				rows = append(rows, Row{Text: i18n.T(ctx, "Reason"), Value: i18n.T(ctx, o.DecisionReason)})
			}
			recs, err := s.RecProducts(ctx, o.ProductID)
			if err != nil {
				return d, err
			}
			d.RecProducts = recs
		case loans.StatusApproved:
			d.NoticeDesText = i18n.F(ctx, "Your loan is approved. %s will reach your account within 1 to 3 days.", loans.FormatPeso(o.NetProceeds))
			rows = append(rows, Row{Text: i18n.T(ctx, "Amount to receive"), Value: loans.FormatPeso(o.NetProceeds)})
			if s.Payout != nil {
				if pop, err := s.Payout.CardPopFor(ctx, o.ID); err == nil && pop.Need {
					d.CardNeedPop, d.CardPopTitle, d.CardPopMsg = 1, pop.Title, pop.Msg
					// The card says what the dialog over it says: the money waits for an account.
					if pop.NoAccount {
						d.NoticeDesText = i18n.F(ctx, "Your loan is approved. Add the bank account or e-wallet we should send %s to.", loans.FormatPeso(o.NetProceeds))
					} else {
						d.NoticeDesText = i18n.F(ctx, "Your loan is approved, but we could not send %s to your account. Please check or change your account so we can send it again.",
							loans.FormatPeso(o.NetProceeds))
					}
				}
			}
		}
	case loans.StatusRepaying, loans.StatusDue, loans.StatusOverdue:
		due := st.NextDueDate.String()
		if due == "" {
			due = o.DueDate
		}
		d.DueDate = due
		d.RepayAmount = st.NextAmountCents
		rows = append(rows,
			Row{Text: i18n.T(ctx, "Amount borrowed"), Value: loans.FormatPeso(o.Amount)},
			Row{Text: i18n.T(ctx, "Amount received"), Value: loans.FormatPeso(o.NetProceeds)},
			Row{Text: i18n.T(ctx, "Loan term"), Value: term},
			Row{Text: i18n.T(ctx, "Due date"), Value: i18n.Date(ctx, due)},
			Row{Text: i18n.T(ctx, "Amount due now"), Value: loans.FormatPeso(st.DueNowCents)},
			Row{Text: i18n.T(ctx, "Total to settle today"), Value: loans.FormatPeso(st.PayoffCents)})
		if o.Status == int(loans.StatusOverdue) {
			var pen, late int64
			for _, e := range pos.Entries {
				if e.Kind == loans.KindCharge && e.Bucket == loans.BucketPenalty {
					pen += e.AmountCents
				}
				if e.Kind == loans.KindCharge && e.Bucket == loans.BucketLateInterest {
					late += e.AmountCents
				}
			}
			rows = append(rows, Row{Text: i18n.T(ctx, "Late penalty charged"), Value: loans.FormatPeso(pen)},
				Row{Text: i18n.T(ctx, "Late interest charged"), Value: loans.FormatPeso(late)},
				Row{Text: i18n.T(ctx, "Days overdue"), Value: strconv.Itoa(st.DaysOverdue)})
			d.NoticeDesText = i18n.F(ctx, "Your payment was due on %s. Please repay now to stop late charges.", st.FirstMissedDue)
			if st.WrittenOff {
				// No more late charges run on a written-off loan; the amount due stays.
				d.NoticeDesText = i18n.F(ctx, "Your payment was due on %s. Please repay the amount due now.", st.FirstMissedDue)
			}
		} else if o.Status == int(loans.StatusDue) {
			d.NoticeDesText = i18n.F(ctx, "Your payment of %s is due on %s.", loans.FormatPeso(st.NextAmountCents), due)
		} else {
			d.NoticeDesText = i18n.F(ctx, "Your next payment of %s is due on %s.", loans.FormatPeso(st.NextAmountCents), due)
		}
		d.H5URL = "/repayment?" + q
		d.ReyMsg = i18n.F(ctx, "Pay %s by %s", loans.FormatPeso(st.NextAmountCents), due)
		if o.Status != int(loans.StatusRepaying) && pos.Loan.Terms.Rollover.Enabled && !st.WrittenOff {
			d.IsDelay = "1"
			d.DelayURL = "/repayDelay?" + q
		}
	case loans.StatusSettled:
		var paid int64
		for _, e := range pos.Entries {
			if e.Kind == loans.KindPayment {
				paid -= e.AmountCents
			}
		}
		rows = append(rows, Row{Text: i18n.T(ctx, "Amount borrowed"), Value: loans.FormatPeso(o.Amount)}, Row{Text: i18n.T(ctx, "Total repaid"), Value: loans.FormatPeso(paid)},
			Row{Text: i18n.T(ctx, "Settled on"), Value: i18n.Date(ctx, dayOfMs(o.SettledAt))})
		if c := bal.Credit(); c > 0 {
			rows = append(rows, Row{Text: i18n.T(ctx, "Overpayment held for you"), Value: loans.FormatPeso(c)})
		}
		d.NoticeDesText = i18n.T(ctx, "Thank you! Your loan is fully paid. You can borrow again anytime.")
		d.BorrowAgainURL = fmt.Sprintf("/product?productId=%d", o.ProductID)
		if o.Score == 0 {
			d.IsScore = "1"
		}
	}
	d.UserOrderDetail.Detail = rows
	docs, err := s.Store.SignedDocuments(ctx, o.ID)
	if err != nil {
		return d, err
	}
	for _, doc := range docs {
		d.AgreementPDF = d.AgreementPDF || (doc.RestructureID == 0 && doc.ContractID == ContractLoanAgreement)
	}
	return d, nil
}

// Score stores the borrower's score of their order once (1..5).
func (s *Service) Score(ctx context.Context, userID, orderID int64, score int) error {
	if _, err := s.OwnedOrder(ctx, userID, orderID); err != nil {
		return err
	}
	_, err := s.Store.SetOrderScore(ctx, orderID, score)
	return err
}
