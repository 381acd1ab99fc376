package api

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/payout"
)

// handleProviderWebhook is POST /gw/payments/{provider}/webhook: a remote gateway's callback,
// verified and read by its adapter, each reported payment booked through the repayment
// service (an event id seen before changes nothing). An unknown provider is 404, a bad proof
// 400 (logged), an event not booked yet 500 so the gateway retries; anything else is 200.
func (s Webhooks) handleProviderWebhook(w http.ResponseWriter, r *http.Request) {
	if !s.repaymentReady(w, r) {
		return
	}
	name := r.PathValue("provider")
	n, found := s.PayNotifiers[name]
	body, read := callbackBody(w, r, found, "No such payment provider.")
	if !read {
		return
	}
	events, err := n.ParseNotification(r.Header, body)
	if err != nil {
		reason := "invalid_params"
		switch {
		case errors.Is(err, payments.ErrBadSignature):
			reason = "bad_signature"
		case errors.Is(err, payments.ErrStaleTimestamp):
			reason = "stale_timestamp"
		}
		s.logger().Warn("payments: provider callback rejected", "provider", name, "reason", reason, "remote", r.RemoteAddr, "bytes", len(body))
		s.Metrics.WebhookRefused(name, reason)
		writeJSON(w, r, http.StatusBadRequest, Envelope{Code: reason, Message: "The callback could not be verified."})
		return
	}
	outcomes := []string{}
	for _, ev := range events {
		outcome, err := s.Repay.ApplyEvent(r.Context(), ev, body)
		if err != nil {
			if apperr.CodeOf(err) == apperr.CodeInvalid {
				s.Metrics.WebhookRefused(name, "invalid_event")
				writeJSON(w, r, http.StatusBadRequest, Envelope{Code: apperr.CodeInvalid, Message: err.Error()})
				return
			}
			s.logger().Error("payments: provider event not applied; the gateway will retry", "provider", name, "event", ev.ID, "err", err)
			writeJSON(w, r, http.StatusInternalServerError, Envelope{Code: apperr.CodeInternal, Message: "Try again later."})
			return
		}
		outcomes = append(outcomes, outcome)
	}
	ok(w, r, FamilyDoubleZero, providerWebhookAck{Received: true, Outcomes: outcomes})
}

// handlePayoutCallback is POST /gw/payouts/{provider}/callback: a payout gateway's status
// callback, verified by its adapter; succeeded moves the order to 170, failed raises the
// card-change dialog. A wrong proof is 401 (logged); a callback not applied yet is 500 so
// the gateway retries; a repeat changes nothing and is 200.
func (s Webhooks) handlePayoutCallback(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("provider")
	n, found := s.PayoutNotifiers[name]
	body, read := callbackBody(w, r, found && s.Disburse != nil, "No such payout provider.")
	if !read {
		return
	}
	u, relevant, err := n.ParseCallback(r.Header, body)
	if errors.Is(err, payout.ErrBadCallback) {
		s.logger().Warn("payout: callback rejected", "provider", name, "reason", "bad_token", "remote", r.RemoteAddr, "bytes", len(body))
		s.Metrics.WebhookRefused(name+"-payouts", "bad_token")
		writeJSON(w, r, http.StatusUnauthorized, Envelope{Code: "bad_signature", Message: "The callback could not be verified."})
		return
	}
	if err != nil {
		s.Metrics.WebhookRefused(name+"-payouts", "invalid_params")
		writeJSON(w, r, http.StatusBadRequest, Envelope{Code: "invalid_params", Message: err.Error()})
		return
	}
	outcome := "ignored"
	if relevant {
		res, err := s.Disburse.Settle(r.Context(), u)
		if err != nil {
			s.logger().Error("payout: callback not applied; the gateway will retry", "provider", name, "reference", u.Reference, "err", err)
			writeJSON(w, r, http.StatusInternalServerError, Envelope{Code: apperr.CodeInternal, Message: "Try again later."})
			return
		}
		outcome = string(res.Outcome)
	}
	ok(w, r, FamilyDoubleZero, webhookAck{Received: true, Outcome: outcome})
}

// callbackBody reads a gateway callback's body once its provider is known (found): an
// unknown provider is 404 with notFound, an unreadable body 400; false when it answered.
func callbackBody(w http.ResponseWriter, r *http.Request, found bool, notFound string) ([]byte, bool) {
	if !found {
		writeJSON(w, r, http.StatusNotFound, Envelope{Code: apperr.CodeNotFound, Message: notFound})
		return nil, false
	}
	body, err := readBody(w, r, maxFormBytes)
	if err != nil {
		writeJSON(w, r, http.StatusBadRequest, Envelope{Code: "invalid_params", Message: "The body could not be read."})
		return nil, false
	}
	return body, true
}

// handlePaymentWebhook is POST /gw/payments/webhook: the gateway's notifications, outside the
// session, trusted only through the HMAC signature (300 s tolerance). A bad signature or a
// stale timestamp is refused (HTTP 400) and logged; an event that could not be applied yet is
// HTTP 500 so the gateway retries; a replay is acknowledged and changes nothing.
func (s Webhooks) handlePaymentWebhook(w http.ResponseWriter, r *http.Request) {
	if !s.repaymentReady(w, r) {
		return
	}
	body, err := readBody(w, r, maxFormBytes)
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			fail(w, r, err) // too_large, HTTP 413
			return
		}
		writeJSON(w, r, http.StatusBadRequest, Envelope{Code: "invalid_params", Message: "The body could not be read."})
		return
	}
	if err := payments.Verify(s.WebhookSecret, r.Header.Get(payments.SignatureHeader), body, s.Clock.Now(), payments.SignatureTolerance); err != nil {
		reason := "bad_signature"
		if errors.Is(err, payments.ErrStaleTimestamp) {
			reason = "stale_timestamp"
		}
		s.logger().Warn("payments: webhook rejected", "reason", reason, "remote", r.RemoteAddr, "bytes", len(body))
		s.Metrics.WebhookRefused("sandbox", reason)
		writeJSON(w, r, http.StatusBadRequest, Envelope{Code: reason, Message: "The webhook signature is not valid."})
		return
	}
	var ev payments.Event
	if err := json.Unmarshal(body, &ev); err != nil {
		s.Metrics.WebhookRefused("sandbox", "invalid_params")
		writeJSON(w, r, http.StatusBadRequest, Envelope{Code: "invalid_params", Message: "The event is not valid JSON."})
		return
	}
	outcome, err := s.Repay.ApplyEvent(r.Context(), ev, body)
	if err != nil {
		if apperr.CodeOf(err) == apperr.CodeInvalid {
			s.Metrics.WebhookRefused("sandbox", "invalid_event")
			writeJSON(w, r, http.StatusBadRequest, Envelope{Code: apperr.CodeInvalid, Message: err.Error()})
			return
		}
		s.logger().Error("payments: webhook not applied; the gateway will retry", "event", ev.ID, "err", err)
		writeJSON(w, r, http.StatusInternalServerError, Envelope{Code: apperr.CodeInternal, Message: "Try again later."})
		return
	}
	ok(w, r, FamilyDoubleZero, webhookAck{Received: true, Outcome: outcome})
}
