package api

import (
	"net/http"

	"github.com/pautang/pautang/internal/admin"
)

// handleAdminOrderMessages lists the messages the scheduler sent (or holds) for the borrower
// of an order, newest first, with their delivery status; the phone is masked by role.
func (s *Server) handleAdminOrderMessages(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	o, err := s.Store.LoanOrderByID(r.Context(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	msgs, err := s.Store.BorrowerMessages(r.Context(), o.UserID, 200)
	if err != nil {
		fail(w, r, err)
		return
	}
	rows := make([]map[string]any, 0, len(msgs))
	for _, m := range msgs {
		rows = append(rows, map[string]any{
			"id": m.ID, "orderId": m.OrderID, "kind": string(m.Kind), "day": m.Day, "phone": admin.PhoneFor(c.Op.Role, m.Phone),
			"body": m.Body, "status": m.Status, "attempts": m.Attempts, "sendAt": m.SendAt, "sentAt": m.SentAt, "lastError": m.LastError, "createdAt": m.CreatedAt,
		})
	}
	ok(w, r, FamilyZero, map[string]any{"messages": rows})
}
