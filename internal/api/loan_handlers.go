package api

import (
	"context"
	"errors"
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/i18n"
	"github.com/pautang/pautang/internal/lending"
)

// lending is the lending service (cli wires it; the tests' harness too).
func (s *Server) lending() *lending.Service { return s.Lending }

// failLoan answers a lending error; profile_incomplete carries the page to go to as data.
func failLoan(w http.ResponseWriter, r *http.Request, err error) {
	var pe *lending.ProfileIncompleteError
	if errors.As(err, &pe) {
		writeJSON(w, r, http.StatusOK, Envelope{Code: "profile_incomplete", Message: pe.Message(), Data: pe, Success: false})
		return
	}
	fail(w, r, err)
}

// confirmData is the confirm call's object; old adds the old page's button and promo texts.
func confirmData(ctx context.Context, c lending.Confirm, old bool) any {
	if !old {
		return c
	}
	// The promo is the product's first-loan offer from the catalogue, for a borrower who
	// never applied (docs/loans.md "The old confirmation's promo"); a seeded text is translated.
	promo := ""
	if c.FirstLoanPromo != "" {
		promo = i18n.T(ctx, c.FirstLoanPromo)
	}
	return oldLendData{Confirm: c, NewButtonMsg: i18n.T(ctx, "Get my cash now"), NewPopMsg: promo}
}

func (s borrowerLoans) confirm(w http.ResponseWriter, r *http.Request, sess auth.Session, old bool) {
	req, err := decode[confirmReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	if req.ProductID == 0 {
		fail(w, r, apperr.Invalid("productId is required."))
		return
	}
	c, err := s.lending().Quote(r.Context(), sess.UserID, req.ProductID, int64(req.Amount))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, confirmData(r.Context(), c, old))
}

func (s borrowerLoans) handleLoanConfirm(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	s.confirm(w, r, sess, false)
}

func (s borrowerLoans) handleOldLendData(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	s.confirm(w, r, sess, true)
}

// push applies for a loan: the request's fields checked (the old variant may leave out
// periods and termUnit), then the lending service's rules.
func (s borrowerLoans) push(w http.ResponseWriter, r *http.Request, sess auth.Session, variant string, pid, amount, periods int64, unit string, agreed, cicNotice int64) {
	var err error
	switch {
	case pid == 0:
		err = apperr.Invalid("productId is required.")
	case amount <= 0:
		err = apperr.Invalid("amount must be a positive number of centavos.")
	case variant == lending.VariantNew && (periods == 0 || unit == ""):
		err = apperr.Invalid("periods and termUnit are required.")
	case periods < 0 || periods > 365:
		err = apperr.Invalid("periods is out of range.")
	}
	if err != nil {
		fail(w, r, err)
		return
	}
	if variant == lending.VariantNew && periods > 1 {
		variant = lending.VariantPeriod
	}
	o, err := s.lending().Push(r.Context(), lending.PushRequest{UserID: sess.UserID, ProductID: pid, Amount: amount, Periods: int(periods), TermUnit: unit, Variant: variant,
		Evidence: acceptanceEvidence(r, sess, pushConsent(agreed)), CICNotice: cicNotice == 1})
	if err != nil {
		failLoan(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, loanPushData{
		OrderID: strconv.FormatInt(o.ID, 10), OrderNo: o.OrderNo, OrderStatus: o.Status,
		LendDetailsURL: "/loanDetail?orderId=" + strconv.FormatInt(o.ID, 10) + "&productId=" + strconv.FormatInt(o.ProductID, 10),
	})
}

func (s borrowerLoans) handleLoanPush(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, err := decode[loanPushReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.push(w, r, sess, lending.VariantNew, req.ProductID, req.Amount, req.Periods, req.TermUnit, req.Agreed, req.CICNotice)
}

func (s borrowerLoans) handleOldLendPush(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, err := decode[oldPushReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.push(w, r, sess, lending.VariantOld, req.ProductID, req.Amount, req.Periods, req.TermUnit, req.Agreed, req.CICNotice)
}

func (s borrowerLoans) handleLoanDetails(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, err := decode[loanDetailsReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	d, err := s.lending().Details(r.Context(), sess.UserID, req.OrderID)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, d)
}

func (s borrowerLoans) handleLoanScore(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, err := decode[loanScoreReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	if req.Score < 1 || req.Score > 5 {
		fail(w, r, apperr.Invalid("score must be from 1 to 5."))
		return
	}
	if err := s.lending().Score(r.Context(), sess.UserID, req.OrderID, int(req.Score)); err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, nil)
}

// handleEventSave stores a tracking event; the session is optional (fire-and-forget), the
// limit per minute is the borrower's or, without a session, the address's.
func (s borrowerLoans) handleEventSave(w http.ResponseWriter, r *http.Request) {
	req, err := decode[eventSaveReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	ev := lending.TrackingEvent{IP: clientIP(r), ProductID: req.ProductID, ModuleID: req.ModuleID, PositionID: req.PositionID}
	if sess, found := s.optionalSession(r); found {
		ev.UserID = sess.UserID
	}
	if err := s.lending().SaveEvent(r.Context(), ev); err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, nil)
}

func (s borrowerLoans) handleLoginErrorDetail(w http.ResponseWriter, r *http.Request) {
	if _, err := decode[loginErrorDetailReq](w, r); err != nil { // orderId names the failed order; the answer is the same
		fail(w, r, err)
		return
	}
	recs, err := s.lending().RecProducts(r.Context(), 0)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, loginErrorDetailData{
		NoticeMessage: i18n.T(r.Context(), "We could not open your order"),
		ErrMessage:    i18n.T(r.Context(), "Your session has ended or the link is no longer valid. Please log in again in the app, or choose another loan below."),
		RecProducts:   recs,
	})
}

func (s borrowerLoans) handleProductLink(w http.ResponseWriter, r *http.Request) {
	req, err := decode[productLinkReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	p, err := s.lending().Product(r.Context(), req.ProductID)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, productLinkData{Link: "/product?productId=" + strconv.FormatInt(p.ID, 10)})
}

func (s borrowerLoans) handleLoanMarket(w http.ResponseWriter, r *http.Request, _ auth.Session) {
	recs, err := s.lending().RecProducts(r.Context(), 0)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, loanMarketData{RecProducts: recs})
}
