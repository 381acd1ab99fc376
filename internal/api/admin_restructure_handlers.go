package api

import (
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/controls"
	"github.com/pautang/pautang/internal/loans"
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
type restructureRequest = controls.RestructureRequest

// restructurePreview is a priced restructure as the operator sees it before proposing.
type restructurePreview struct {
	Plan     loans.Restructure `json:"plan"`
	Schedule []adminPlanItem   `json:"schedule"`
	EIRText  string            `json:"eirText"`
	Bounds   restructureBounds `json:"bounds"`
}

// adminPlanItem is one payment of a previewed schedule (centavos).
type adminPlanItem struct {
	Title          string     `json:"title"`
	AmountCents    int64      `json:"amount"`
	DueDay         loans.Date `json:"dueDay"`
	PrincipalCents int64      `json:"principal"`
	InterestCents  int64      `json:"interest"`
}

func previewOf(r loans.Restructure) restructurePreview {
	plan := loans.PlanOf(r.Installments)
	p := restructurePreview{Plan: r, Schedule: make([]adminPlanItem, len(plan)), Bounds: theRestructureBounds(),
		EIRText: loans.FormatBP(r.EIRMonthlyBP) + " per month"}
	for i, in := range r.Installments {
		p.Schedule[i] = adminPlanItem{
			Title:          "Payment " + strconv.Itoa(i+1) + "/" + strconv.Itoa(len(plan)),
			AmountCents:    plan[i].AmountCents, // PlanOf's amount has the carried interest already
			DueDay:         plan[i].PayTime,
			PrincipalCents: plan[i].PrincipalCents,
			InterestCents:  plan[i].InterestCents + in.CarriedCents,
		}
	}
	return p
}

// handleAdminRestructurePreview prices a restructure of the loan as it stands today.
func (s operatorControls) handleAdminRestructurePreview(w http.ResponseWriter, r *http.Request, c adminCtx) {
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

// handleAdminRestructure is the maker's side: the terms are priced now (a restructure the
// rules refuse is refused at once), then a supervisor approves.
func (s operatorControls) handleAdminRestructure(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOn[restructureRequest](s.Server, w, r, c, admin.KindRestructure)
}

// restructureList is an order's restructure offers with the form's bounds.
type restructureList struct {
	Offers []restructureOfferRow `json:"offers"`
	Bounds restructureBounds     `json:"bounds"`
}

// restructureOfferRow is one offer as the loan page lists it.
type restructureOfferRow struct {
	loans.RestructureOffer
	Open      bool   `json:"open"`
	OpenUntil string `json:"openUntil"`
}

func (s operatorControls) handleAdminRestructures(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	list, err := s.lending().Restructures(r.Context(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	out := restructureList{Offers: []restructureOfferRow{}, Bounds: theRestructureBounds()}
	for _, o := range list {
		out.Offers = append(out.Offers, restructureOfferRow{RestructureOffer: o.RestructureOffer, Open: o.Open, OpenUntil: o.OpenUntil.String()})
	}
	ok(w, r, FamilyZero, out)
}
