package api

import (
	"net/http"
	"sort"
	"time"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/clock"
)

// reconcileReport answers GET /reconcile: the gateways that can be reconciled and, when one
// is chosen, its day against ours.
type reconcileReport struct {
	Providers    []string           `json:"providers"`
	Provider     string             `json:"provider,omitempty"`
	Day          string             `json:"day,omitempty"`
	GatewayCount int                `json:"gatewayCount"` // the gateway's payments of the day
	Matched      int                `json:"matched"`
	Unapplied    int                `json:"unapplied"`          // matched, held for an operator
	Missing      []reconcilePayment `json:"missing,omitempty"`  // the gateway has them, we do not
	Extra        []reconcilePayment `json:"extra,omitempty"`    // we hold them, the gateway does not list them
	Mismatch     []string           `json:"mismatch,omitempty"` // same payment, different amounts
	OK           bool               `json:"ok"`
}

// reconcilePayment is one payment on one side only.
type reconcilePayment struct {
	ID        string `json:"id"` // the gateway's payment id
	Reference string `json:"reference"`
	Amount    int64  `json:"amount"` // centavos
	Outcome   string `json:"outcome,omitempty"`
	At        int64  `json:"at"` // unix ms
}

// handleAdminReconcile is GET /admin/api/reconcile: the selected gateway's payments (or
// payouts, xendit-payouts) of one Manila day against ours (the back office's reconciliation;
// the same report as `pautang reconcile`). With no provider it lists the gateways that can be reconciled.
func (s operatorFinance) handleAdminReconcile(w http.ResponseWriter, r *http.Request, _ adminCtx) {
	names := make([]string, 0, len(s.Reconcilers))
	for n := range s.Reconcilers {
		names = append(names, n)
	}
	sort.Strings(names)
	q, err := decodeQuery[reconcileQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	name := q.Provider
	if name == "" {
		ok(w, r, FamilyZero, reconcileReport{Providers: names})
		return
	}
	src, found := s.Reconcilers[name]
	if !found {
		fail(w, r, apperr.Invalid("This gateway is not selected on this server or cannot list its payments."))
		return
	}
	day, err := time.ParseInLocation(time.DateOnly, q.Day, clock.Manila)
	if err != nil {
		fail(w, r, apperr.Invalid("Choose a day (YYYY-MM-DD)."))
		return
	}
	rep, err := src.Day(r.Context(), day, day.AddDate(0, 0, 1))
	if err != nil {
		s.logger().Warn("admin: reconciliation failed", "provider", name, "err", err)
		fail(w, r, apperr.New("admin_reconcile_unavailable", "The gateway could not be reached. Try again later."))
		return
	}
	missing := make([]reconcilePayment, 0, len(rep.Missing))
	for _, t := range rep.Missing {
		missing = append(missing, reconcilePayment{ID: t.ID, Reference: t.Reference, Amount: t.AmountCents, At: t.At.UnixMilli()})
	}
	extra := make([]reconcilePayment, 0, len(rep.Extra))
	for _, b := range rep.Extra {
		extra = append(extra, reconcilePayment{ID: b.TransactionID, Reference: b.Reference, Amount: b.AmountCents, Outcome: b.Outcome, At: b.ReceivedAt.UnixMilli()})
	}
	ok(w, r, FamilyZero, reconcileReport{Providers: names, Provider: name, Day: day.Format(time.DateOnly), GatewayCount: rep.Provider,
		Matched: rep.Matched, Unapplied: rep.Unapplied, Missing: missing, Extra: extra, Mismatch: append([]string{}, rep.Mismatch...), OK: rep.OK()})
}
