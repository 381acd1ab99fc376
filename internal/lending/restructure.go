package lending

import (
	"context"
	"slices"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/records"
	"github.com/pautang/pautang/internal/store"
)

// PreviewRestructure prices a restructure of the order starting today, on the loan brought up
// to today: what the operator sees before proposing it and what the checker's approval offers.
func (s *Service) PreviewRestructure(ctx context.Context, orderID int64, t loans.RestructureTerms) (loans.Restructure, Position, error) {
	pos, err := s.Position(ctx, orderID)
	if err != nil {
		return loans.Restructure{}, pos, err
	}
	if !isActive(pos.Order.Status) {
		return loans.Restructure{}, pos, apperr.New(loans.ErrRestructureNotAllowed.Code, "Only a loan being repaid can be restructured.")
	}
	cp, err := s.CapPolicy(ctx)
	if err != nil {
		return loans.Restructure{}, pos, err
	}
	r, err := loans.PlanRestructure(pos.Loan, pos.Entries, pos.Today, pos.Today, t, cp)
	return r, pos, err
}

// RestructureExpiresAt is when an offer made on start stops being open: the end of the
// RestructureOfferDays-th Manila day after it (unix ms).
func RestructureExpiresAt(start loans.Date) int64 {
	return start.Add(loans.RestructureOfferDays + 1).Time().UnixMilli()
}

// OfferRestructure prices the restructure on today's loan and offers it to the borrower (an
// approved request): the plan is frozen in the offer with the ledger basis it was priced on;
// an earlier open offer of the order is superseded. then, when not nil, runs in the offer's
// transaction with the offer stored (the audit row, the request's finish).
func (s *Service) OfferRestructure(ctx context.Context, orderID int64, t loans.RestructureTerms, requestID, makerID, checkerID int64, then func(tx *store.Tx, offer store.RestructureOffer) error) (store.RestructureOffer, error) {
	plan, pos, err := s.PreviewRestructure(ctx, orderID, t)
	if err != nil {
		return store.RestructureOffer{}, err
	}
	o := store.RestructureOffer{OrderID: orderID, RequestID: requestID, Status: store.RestructureOffered, Plan: plan,
		Basis: loans.RestructureBasis(pos.Entries), MakerID: makerID, CheckerID: checkerID,
		CreatedAt: s.nowMs(), ExpiresAt: RestructureExpiresAt(plan.Start)}
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		var err error
		if o.ID, err = tx.CreateRestructureOffer(ctx, o); err != nil || then == nil {
			return err
		}
		return then(tx, o)
	})
	return o, err
}

// RestructureListing is one of an order's offers as the back office lists it: whether the
// borrower may accept it now and the last day they may.
type RestructureListing struct {
	store.RestructureOffer
	Open      bool
	OpenUntil loans.Date
}

// Restructures lists an order's offers, newest first, with whether each is open now.
func (s *Service) Restructures(ctx context.Context, orderID int64) ([]RestructureListing, error) {
	list, err := s.Store.OrderRestructures(ctx, orderID)
	if err != nil {
		return nil, err
	}
	now := s.nowMs()
	out := make([]RestructureListing, 0, len(list))
	for _, o := range list {
		out = append(out, RestructureListing{RestructureOffer: o, Open: o.Open(now), OpenUntil: o.Plan.Start.Add(loans.RestructureOfferDays)})
	}
	return out, nil
}

// OpenRestructure is the order's offer the borrower may accept now, if any.
func (s *Service) OpenRestructure(ctx context.Context, orderID int64) (store.RestructureOffer, bool, error) {
	list, err := s.Store.OrderRestructures(ctx, orderID)
	if err != nil {
		return store.RestructureOffer{}, false, err
	}
	now := s.nowMs()
	for _, o := range list {
		if o.Open(now) {
			return o, true, nil
		}
	}
	return store.RestructureOffer{}, false, nil
}

// AcceptedRestructure is the order's latest accepted offer, if any.
func (s *Service) AcceptedRestructure(ctx context.Context, orderID int64) (store.RestructureOffer, bool, error) {
	list, err := s.Store.OrderRestructures(ctx, orderID)
	if err != nil {
		return store.RestructureOffer{}, false, err
	}
	for _, o := range list {
		if o.Status == store.RestructureAccepted {
			return o, true, nil
		}
	}
	return store.RestructureOffer{}, false, nil
}

// RestructureAccepted is what an acceptance did.
type RestructureAccepted struct {
	OfferID    int64             `json:"offerId"`
	OrderID    int64             `json:"orderId"`
	Status     int               `json:"status"`
	AcceptedAt int64             `json:"acceptedAt"`
	DueDate    string            `json:"dueDate"`
	Waived     int64             `json:"waived"` // late charges and fees waived
	Entries    []loans.Entry     `json:"entries"`
	Schedule   []loans.PlanItem  `json:"schedule"`
	Plan       loans.Restructure `json:"plan"`
}

// AcceptRestructure applies the borrower's offer in one transaction: the loan is caught up and
// locked, loans.ApplyRestructure checks that the offer still re-schedules exactly this debt
// (no payment or adjustment since, no new period started) and gives the waivers, the first new
// period's interest and the schedule; the order's schedule is replaced, the ledger appended,
// the status moved, and the offer marked accepted by a conditional update (refused when it was
// accepted, replaced or expired meanwhile). Two acceptances at once apply it once: the second
// waits for the order's lock and finds the ledger moved. The acceptance's audit row (operator
// 0: the borrower) is written in the same transaction, for the back office.
// The offer as the borrower read it is stored with the acceptance and its evidence ev
// (docs/records.md).
func (s *Service) AcceptRestructure(ctx context.Context, userID, orderID, offerID int64, ev records.Evidence) (RestructureAccepted, error) {
	res := RestructureAccepted{OfferID: offerID, OrderID: orderID}
	if _, err := s.OwnedOrder(ctx, userID, orderID); err != nil {
		return res, err
	}
	offer, err := s.Store.RestructureByID(ctx, offerID)
	if err != nil || offer.OrderID != orderID {
		return res, apperr.New(loans.ErrRestructureStale.Code, "This restructure offer was not found.")
	}
	now := s.nowMs()
	switch {
	case offer.Status == store.RestructureAccepted:
		return res, apperr.New(loans.ErrRestructureStale.Code, "You already accepted this offer.")
	case offer.Status == store.RestructureSuperseded:
		return res, apperr.New(loans.ErrRestructureStale.Code, "This offer was replaced by a newer one.")
	case !offer.Open(now):
		return res, apperr.New(loans.ErrRestructureStale.Code, "This offer has expired.")
	}
	today := s.Today()
	view := s.RestructureView(ctx, offer)
	cp, err := s.CapPolicy(ctx)
	if err != nil {
		return res, err
	}
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		o, err := tx.UpdateLoan(ctx, orderID, func(o loans.Order, ledger []loans.Entry, sched []loans.Installment) (loans.Update, error) {
			if !isActive(o.Status) {
				return loans.Update{}, apperr.New(loans.ErrRestructureStale.Code, "This loan is no longer being repaid.")
			}
			terms, err := s.frozenTerms(ctx, o)
			if err != nil {
				return loans.Update{}, err
			}
			u, loan, entries := s.catchUp(cp, terms, o, ledger, sched, today)
			r, err := loans.ApplyRestructure(loan, entries, today, offer.Plan, offer.Basis, strconv.FormatInt(offer.ID, 10), cp)
			if err != nil {
				return loans.Update{}, err
			}
			u.Entries = append(u.Entries, r.Entries...)
			if ev, ok := loans.EventFor(loan.Status, r.Status); ok {
				u.Events = append(u.Events, ev)
			}
			u.Schedule = r.Schedule
			u.DueDate = r.Schedule[len(r.Schedule)-1].DueDay.String()
			all := slices.Concat(entries, r.Entries)
			loan.Schedule = r.Schedule
			if next := loans.NextAccrualDay(loan, all, today); !next.IsZero() {
				u.NextAccrualDay = next.String()
			}
			u.Standing = standingOf(r.Schedule, all, today)
			u.Actor, u.Reason = "borrower", "restructure:"+strconv.FormatInt(offer.ID, 10)
			res.Entries, res.DueDate = r.Entries, u.DueDate
			for _, e := range r.Entries {
				if e.Kind == loans.KindWaiver {
					res.Waived -= e.AmountCents
				}
			}
			return u, nil
		})
		if err != nil {
			return err
		}
		res.Status = o.Status
		won, err := tx.AcceptRestructure(ctx, offer.ID, orderID, now)
		if err != nil {
			return err
		}
		if !won {
			return apperr.New(loans.ErrRestructureStale.Code, "This offer can no longer be accepted.")
		}
		res.AcceptedAt = now
		ev.AcceptedAt = now
		doc, err := restructureAcceptance(view, orderID, offer.ID, ev)
		if err != nil {
			return err
		}
		return tx.Accept(ctx, store.Acceptance{Documents: []records.SignedDocument{doc}, Audit: admin.Entry{Action: "order.restructure_accept", Entity: "order",
			EntityID: strconv.FormatInt(orderID, 10), IP: ev.IP,
			After: map[string]any{"offerId": res.OfferID, "userId": userID, "status": res.Status, "acceptedAt": res.AcceptedAt, "waived": res.Waived, "dueDate": res.DueDate,
				"document": map[string]any{"kind": doc.Kind, "textSha256": doc.TextSHA256, "pdfSha256": doc.PDFSHA256}, "sessionId": ev.SessionID,
				"deviceId": ev.DeviceID, "userAgent": ev.UserAgent, "consentMethod": ev.ConsentMethod, "consentText": doc.ConsentText}}})
	})
	if err != nil {
		return res, err
	}
	res.AcceptedAt, res.Plan = now, offer.Plan
	res.Schedule = loans.PlanOf(offer.Plan.Installments)
	return res, nil
}
