package api

import (
	"net/http"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/auth"
)

// productQuote answers {product, quote}; the quote is the loan confirmation's object for the
// amount (0 = the borrower's default amount).
func (s borrowerLoans) productQuote(w http.ResponseWriter, r *http.Request, sess auth.Session, needAmount bool) {
	var id, amount int64
	if needAmount {
		req, err := decode[calculatorReq](w, r)
		if err != nil {
			fail(w, r, err)
			return
		}
		id, amount = req.ProductID, req.Amount
		if amount <= 0 {
			fail(w, r, apperr.Invalid("amount must be a positive number of centavos."))
			return
		}
	} else {
		req, err := decode[productDetailReq](w, r)
		if err != nil {
			fail(w, r, err)
			return
		}
		id = req.ProductID
	}
	p, q, err := s.lending().ProductQuote(r.Context(), sess.UserID, id, amount, needAmount)
	if err != nil {
		fail(w, r, err)
		return
	}
	if !needAmount {
		ok(w, r, FamilyDoubleZero, productDetailData{Product: productCard(r.Context(), p), Quote: q}) // nil: a switched-off product has no price
		return
	}
	// The calculator also carries the quote's fields at the top level: the web shell reads
	// amount, details and repay_plans there.
	ok(w, r, FamilyDoubleZero, calculatorData{Product: productCard(r.Context(), p), Quote: *q,
		quoteFields: quoteFields{Amount: q.Amount, Details: q.Details, RepayPlans: q.RepayPlans, FirstPayTime: q.FirstPayTime, PRateDsc: q.PRateDsc}})
}

func (s borrowerLoans) handleProductDetail(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	s.productQuote(w, r, sess, false)
}

func (s borrowerLoans) handleCalculator(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	s.productQuote(w, r, sess, true)
}
