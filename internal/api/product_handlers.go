package api

import (
	"net/http"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/auth"
)

// productQuote answers {product, quote}; the quote is the loan confirmation's object for the
// amount (0 = the borrower's default amount).
func (s *Server) productQuote(w http.ResponseWriter, r *http.Request, sess auth.Session, needAmount bool) {
	f, err := parseForm(w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	id := f.productID()
	var amount int64
	if needAmount {
		amount = f.requiredInt64("amount")
		if amount <= 0 && f.err == nil {
			f.err = apperr.Invalid("amount must be a positive number of centavos.")
		}
	}
	if id == 0 && f.err == nil {
		f.err = apperr.Invalid("productId is required.")
	}
	if f.err != nil {
		fail(w, r, f.err)
		return
	}
	p, err := s.Store.Product(r.Context(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	if !p.Enabled && !needAmount {
		ok(w, r, FamilyDoubleZero, map[string]any{"product": productCard(r.Context(), p), "quote": nil}) // a switched-off product has no price
		return
	}
	q, err := s.lending().Quote(r.Context(), sess.UserID, id, amount)
	if err != nil {
		fail(w, r, err)
		return
	}
	if !needAmount {
		ok(w, r, FamilyDoubleZero, map[string]any{"product": productCard(r.Context(), p), "quote": q})
		return
	}
	// The calculator also carries the quote's fields at the top level: the web shell reads
	// amount, details and repay_plans there.
	ok(w, r, FamilyDoubleZero, struct {
		Product map[string]any `json:"product"`
		Quote   any            `json:"quote"`
		quoteFields
	}{productCard(r.Context(), p), q, quoteFields{q.Amount, q.Details, q.RepayPlans, q.FirstPayTime, q.PRateDsc}})
}

// quoteFields are the quote fields the calculator repeats at the top level.
type quoteFields struct {
	Amount       int64  `json:"amount"`
	Details      any    `json:"details"`
	RepayPlans   any    `json:"repay_plans"`
	FirstPayTime string `json:"firstPayTime"`
	PRateDsc     string `json:"pRateDsc"`
}

func (s *Server) handleProductDetail(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	s.productQuote(w, r, sess, false)
}

func (s *Server) handleCalculator(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	s.productQuote(w, r, sess, true)
}
