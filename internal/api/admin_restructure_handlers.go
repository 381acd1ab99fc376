package api

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

// Restructure (docs/finance.md "Restructure"): an operator previews and proposes new
// installments for an open loan; a supervisor's approval offers it to the borrower, who
// accepts it on the loan detail.

// restructureBounds are the limits the form enforces (loans.RestructureTerms.Check).
type restructureBounds struct {
	MaxInstallments int `json:"maxInstallments"`
	MinTermDays     int `json:"minTermDays"`
	MaxTermDays     int `json:"maxTermDays"`
	MinPeriodDays   int `json:"minPeriodDays"`
	OfferDays       int `json:"offerDays"`
}

func theRestructureBounds() restructureBounds {
	return restructureBounds{MaxInstallments: loans.RestructureMaxInstallments, MinTermDays: loans.RestructureMinTermDays,
		MaxTermDays: loans.RestructureMaxTermDays, MinPeriodDays: loans.RestructureMinPeriodDays, OfferDays: loans.RestructureOfferDays}
}

// restructureRequest is the operator's form: the new installments and term, and (to propose)
// the reason.
type restructureRequest struct {
	Installments int    `json:"installments"`
	TermDays     int    `json:"termDays"`
	Reason       string `json:"reason,omitempty"`
}

// restructurePreview is a priced restructure as the operator sees it before proposing.
type restructurePreview struct {
	Plan     loans.Restructure `json:"plan"`
	Schedule []loans.PlanItem  `json:"schedule"`
	EIRText  string            `json:"eirText"`
	Bounds   restructureBounds `json:"bounds"`
}

func previewOf(r loans.Restructure) restructurePreview {
	p := restructurePreview{Plan: r, Schedule: loans.PlanOf(r.Installments), Bounds: theRestructureBounds(),
		EIRText: loans.FormatBP(r.EIRMonthlyBP) + " per month"}
	for i, in := range r.Installments {
		p.Schedule[i].InterestCents += in.CarriedCents // PlanOf's amount has it already
		p.Schedule[i].Title = "Payment " + strconv.Itoa(i+1) + "/" + strconv.Itoa(len(p.Schedule))
	}
	return p
}

// handleAdminRestructurePreview prices a restructure of the loan as it stands today.
func (s *Server) handleAdminRestructurePreview(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in restructureRequest
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	plan, _, err := s.lending().PreviewRestructure(r.Context(), id, loans.RestructureTerms{Installments: in.Installments, TermDays: in.TermDays})
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, previewOf(plan))
}

// restructurePayload is a restructure request's payload: the terms, the reason and the figures
// the maker saw (the approval prices it again on its own day).
type restructurePayload struct {
	Installments int    `json:"installments"`
	TermDays     int    `json:"termDays"`
	Reason       string `json:"reason"`
	Principal    int64  `json:"principal"`
	Interest     int64  `json:"interest"`
	TotalRepay   int64  `json:"totalRepay"`
	Waived       int64  `json:"waived"`
	LastDue      string `json:"lastDue"`
}

// handleAdminRestructure is the maker's side: the terms are priced now (a restructure the
// rules refuse is refused at once), then a supervisor approves.
func (s *Server) handleAdminRestructure(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in restructureRequest
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	if in.Reason, err = admin.CheckReason(in.Reason, "restructure"); err != nil {
		fail(w, r, err)
		return
	}
	plan, _, err := s.lending().PreviewRestructure(r.Context(), id, loans.RestructureTerms{Installments: in.Installments, TermDays: in.TermDays})
	if err != nil {
		fail(w, r, err)
		return
	}
	p := restructurePayload{Installments: in.Installments, TermDays: in.TermDays, Reason: in.Reason, Principal: plan.PrincipalCents,
		Interest: plan.InterestCents, TotalRepay: plan.TotalRepayCents, Waived: plan.WaivedCents, LastDue: plan.DueDay().String()}
	ans, err := s.propose(r.Context(), c, admin.KindRestructure, strconv.FormatInt(id, 10), p, in.Reason)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, ans)
}

// runRestructure offers the restructure to the borrower as the checker (priced on the day of
// the approval; an earlier open offer of the order is replaced).
func (s *Server) runRestructure(ctx context.Context, c adminCtx, req admin.Request) (any, error) {
	var p restructurePayload
	if err := json.Unmarshal(req.Payload, &p); err != nil {
		return nil, apperr.Invalid("The restructure request's payload is unreadable.")
	}
	id, err := strconv.ParseInt(req.Target, 10, 64)
	if err != nil {
		return nil, apperr.Invalid("Bad order id %q.", req.Target)
	}
	offer, err := s.lending().OfferRestructure(ctx, id, loans.RestructureTerms{Installments: p.Installments, TermDays: p.TermDays}, req.ID, req.MakerID, c.Op.ID)
	if err != nil {
		return nil, err
	}
	s.auditAfter(ctx, c.audit("order.restructure_offer", "order", req.Target, nil,
		map[string]any{"offerId": offer.ID, "installments": p.Installments, "termDays": p.TermDays, "principal": offer.Plan.PrincipalCents,
			"interest": offer.Plan.InterestCents, "totalRepay": offer.Plan.TotalRepayCents, "expiresAt": offer.ExpiresAt,
			"reason": p.Reason, "requestId": req.ID, "makerId": req.MakerID}))
	return restructureOffered{OfferID: offer.ID, ExpiresAt: offer.ExpiresAt, OpenUntil: offer.Plan.Start.Add(loans.RestructureOfferDays).String()}, nil
}

// restructureOffered is what an approval did: the offer now waiting for the borrower.
type restructureOffered struct {
	OfferID   int64  `json:"offerId"`
	ExpiresAt int64  `json:"expiresAt"`
	OpenUntil string `json:"openUntil"`
}

// restructureList is an order's restructure offers with the form's bounds.
type restructureList struct {
	Offers []restructureOfferRow `json:"offers"`
	Bounds restructureBounds     `json:"bounds"`
}

// restructureOfferRow is one offer as the loan page lists it.
type restructureOfferRow struct {
	store.RestructureOffer
	Open      bool   `json:"open"`
	OpenUntil string `json:"openUntil"`
}

func (s *Server) handleAdminRestructures(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	list, err := s.Store.OrderRestructures(r.Context(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	now := s.Clock.Now().UnixMilli()
	out := restructureList{Offers: []restructureOfferRow{}, Bounds: theRestructureBounds()}
	for _, o := range list {
		out.Offers = append(out.Offers, restructureOfferRow{RestructureOffer: o, Open: o.Open(now), OpenUntil: o.Plan.Start.Add(loans.RestructureOfferDays).String()})
	}
	ok(w, r, FamilyZero, out)
}
