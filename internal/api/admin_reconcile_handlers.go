package api

import (
	"net/http"
	"sort"
	"time"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/clock"
)

// handleAdminReconcile is GET /admin/api/reconcile: the selected gateway's payments (or
// payouts, xendit-payouts) of one Manila day against ours (the back office's reconciliation;
// the same report as `pautang reconcile`). With no provider it lists the gateways that can be reconciled.
func (s *Server) handleAdminReconcile(w http.ResponseWriter, r *http.Request, _ adminCtx) {
	names := make([]string, 0, len(s.Reconcilers))
	for n := range s.Reconcilers {
		names = append(names, n)
	}
	sort.Strings(names)
	q := r.URL.Query()
	name := q.Get("provider")
	if name == "" {
		ok(w, r, FamilyZero, map[string]any{"providers": names})
		return
	}
	src, found := s.Reconcilers[name]
	if !found {
		fail(w, r, apperr.Invalid("This gateway is not selected on this server or cannot list its payments."))
		return
	}
	day, err := time.ParseInLocation(time.DateOnly, q.Get("day"), clock.Manila)
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
	missing := make([]map[string]any, 0, len(rep.Missing))
	for _, t := range rep.Missing {
		missing = append(missing, map[string]any{"id": t.ID, "reference": t.Reference, "amount": t.AmountCents, "at": t.At.UnixMilli()})
	}
	extra := make([]map[string]any, 0, len(rep.Extra))
	for _, b := range rep.Extra {
		extra = append(extra, map[string]any{"id": b.TransactionID, "reference": b.Reference, "amount": b.AmountCents, "outcome": b.Outcome, "at": b.ReceivedAt.UnixMilli()})
	}
	ok(w, r, FamilyZero, map[string]any{"providers": names, "provider": name, "day": day.Format(time.DateOnly), "gatewayCount": rep.Provider,
		"matched": rep.Matched, "unapplied": rep.Unapplied, "missing": missing, "extra": extra, "mismatch": append([]string{}, rep.Mismatch...), "ok": rep.OK()})
}
