package api

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/records"
)

// The documents a borrower accepted, as accepted (docs/records.md): the evidence each
// acceptance records, the borrower's PDF and the operators' evidence panel.

// acceptanceEvidence is what the request shows of who accepts: the client address, the user
// agent (at most 512 bytes), the device (the deviceId common param, else the session's; at
// most 128 bytes) and the session's row id; the time comes from the service's clock.
func acceptanceEvidence(r *http.Request, sess auth.Session, consent string) records.Evidence {
	cut := func(s string, n int) string { return strings.ToValidUTF8(s[:min(len(s), n)], "") }
	device := r.URL.Query().Get("deviceId")
	if device == "" {
		device = sess.DeviceID
	}
	return records.Evidence{IP: clientIP(r), UserAgent: cut(r.UserAgent(), 512), DeviceID: cut(device, 128), SessionID: sess.ID, ConsentMethod: consent}
}

// pushConsent is how the borrower consented to the contracts by applying: the box ticked
// (the page sends agreed=1), else the button tapped on the page showing them.
func pushConsent(agreed int64) string {
	if agreed == 1 {
		return records.ConsentCheckbox
	}
	return records.ConsentConfirm
}

// contractPDFReq names the order and the contract (default 1, the loan agreement).
type contractPDFReq struct {
	OrderID    int64 `form:"orderId"`
	ContractID int64 `form:"contractId,optional"`
}

// signedDocs holds the handlers of the accepted documents (the borrower's PDF, the operators'
// evidence panel and downloads).
type signedDocs struct{ *Server }

// handleContractPDF answers the PDF of a contract of one of the borrower's loans, as accepted.
func (s signedDocs) handleContractPDF(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, err := decode[contractPDFReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	if req.ContractID < 0 || req.ContractID > 3 {
		fail(w, r, apperr.Invalid("contractId must be 1, 2 or 3."))
		return
	}
	pdf, name, err := s.lending().SignedPDF(r.Context(), sess.UserID, req.OrderID, int(req.ContractID))
	if err != nil {
		fail(w, r, err)
		return
	}
	writeFile(w, "application/pdf", name+".pdf", pdf)
}

// writeFile answers a stored file as a download.
func writeFile(w http.ResponseWriter, contentType, name string, body []byte) {
	h := w.Header()
	h.Set("Content-Type", contentType)
	h.Set("Content-Disposition", `attachment; filename="`+name+`"`)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(http.StatusOK)
	w.Write(body)
}
