package api

import (
	"net/http"

	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/records"
)

// The borrower's side of a restructure (docs/finance.md "Restructure"): the loan detail reads
// the open offer with its disclosure statement; accepting applies it once.

// restructureOfferData is the order's open offer (null when there is none) and the plan the
// borrower accepted last (null when none).
type restructureOfferData struct {
	Offer    *lending.RestructureOfferView `json:"offer"`
	Accepted *lending.RestructurePlanView  `json:"accepted"`
}

// handleRestructureOffer answers the open restructure offer of one of the borrower's orders.
func (s borrowerLoans) handleRestructureOffer(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, err := decode[orderReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	offer, accepted, err := s.lending().BorrowerRestructure(r.Context(), sess.UserID, req.OrderID)
	if err != nil {
		fail(w, r, err)
		return
	}
	out := restructureOfferData{Offer: offer, Accepted: accepted}
	ok(w, r, FamilyDoubleZero, out)
}

// handleRestructureAccept applies the borrower's acceptance of an offer (once; refused when it
// expired, was replaced or accepted, or the loan changed since it was made).
func (s borrowerLoans) handleRestructureAccept(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, err := decode[restructureAcceptReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	oid, offerID := req.OrderID, req.OfferID
	res, err := s.lending().AcceptRestructure(r.Context(), sess.UserID, oid, offerID, acceptanceEvidence(r, sess, records.ConsentAcceptButton))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, res)
}
