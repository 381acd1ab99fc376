package api

import (
	"io"
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/kyc"
	"github.com/pautang/pautang/internal/storage"
)

// kycQueue is the operators' queue with the reasons they may give.
type kycQueue struct {
	Submissions []kyc.Row    `json:"submissions"`
	Reasons     []kyc.Reason `json:"reasons"`
	IDTypes     []kyc.IDType `json:"idTypes"`
}

// kycDecideBody is an operator's decision: approve, or a reason code and what to send again.
type kycDecideBody struct {
	Approve bool     `json:"approve"`
	Reason  string   `json:"reason"` // a kyc.Reasons code: the borrower reads its text
	Redo    kyc.Redo `json:"redo"`
	Note    string   `json:"note"` // the operator's internal note: kept and audited, never shown to the borrower
}

func (s operatorKYC) handleAdminKYCQueue(w http.ResponseWriter, r *http.Request, c adminCtx) {
	if s.KYC == nil {
		fail(w, r, errKYCOff)
		return
	}
	q, err := decodeQuery[kycQueueQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	rows, err := s.KYC.Queue(r.Context(), q.Status, c.Op.Role)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, kycQueue{Submissions: rows, Reasons: kyc.Reasons, IDTypes: kyc.IDTypes})
}

// handleAdminKYCPhoto streams one photo of a submission (which = id or selfie) from the
// private storage; every view is audited.
func (s operatorKYC) handleAdminKYCPhoto(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	which := r.PathValue("which")
	if which != "id" && which != "selfie" {
		fail(w, r, apperr.ErrNotFound)
		return
	}
	if s.KYC == nil {
		fail(w, r, errKYCOff)
		return
	}
	obj, err := s.KYC.ViewPhoto(r.Context(), id, which, c.audit("", "", "", nil, nil), r.URL.Query().Get("reason"))
	if err != nil {
		fail(w, r, err) // no audit row, no photo
		return
	}
	defer obj.Body.Close()
	h := w.Header()
	h.Set("Content-Type", storage.ContentTypeOf(obj.Name))
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Security-Policy", "default-src 'none'; sandbox")
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Length", strconv.FormatInt(obj.Size, 10))
	io.Copy(w, obj.Body)
}

func (s operatorKYC) handleAdminKYCDecide(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in kycDecideBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	if s.KYC == nil {
		fail(w, r, errKYCOff)
		return
	}
	k, err := s.KYC.Decide(r.Context(), id, kyc.Decision{Approve: in.Approve, Reason: in.Reason, Redo: in.Redo, Note: in.Note}, c.audit("kyc.decide", "", "", nil, nil))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, k)
}
