package api

import (
	"context"
	"io"
	"mime/multipart"
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/i18n"
	"github.com/pautang/pautang/internal/kyc"
	"github.com/pautang/pautang/internal/storage"
)

// The identity check: the borrower's submission and status, the operators' queue, photos
// (streamed from the private storage, each view audited) and decisions.

var errKYCOff = apperr.New("kyc_unavailable", "Identity checks are not available on this server.")

// kycStatus is what the borrower's identity page shows.
type kycStatus struct {
	Status  kyc.Status   `json:"status"`
	IDType  string       `json:"idType"`
	IDLast4 string       `json:"idLast4"`
	Reason  string       `json:"reason"` // what was wrong, in the borrower's words
	Redo    kyc.Redo     `json:"redo"`
	IDTypes []kyc.IDType `json:"idTypes"`
}

// kycStatusOf is the page's answer: the borrower's check and the accepted IDs.
func kycStatusOf(ctx context.Context, v kyc.View) kycStatus {
	reason := ""
	if v.Reason != "" {
		reason = i18n.T(ctx, v.Reason)
	}
	return kycStatus{Status: v.Status, IDType: v.IDType, IDLast4: v.IDLast4, Reason: reason, Redo: v.Redo, IDTypes: kyc.IDTypes}
}

func (s *Server) handleKYCStatus(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	if s.KYC == nil {
		ok(w, r, FamilyDoubleZero, kycStatusOf(r.Context(), kyc.View{Status: kyc.StatusNone})) // no identity checks here: nothing was sent
		return
	}
	v, err := s.KYC.View(r.Context(), sess.UserID)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, kycStatusOf(r.Context(), v))
}

// handleKYCSubmit takes the multipart form idType, idNumber, idPhoto and selfie (JPG/PNG,
// 5 MB each; a photo the operator did not ask again may be left out).
func (s *Server) handleKYCSubmit(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	if s.KYC == nil {
		fail(w, r, errKYCOff)
		return
	}
	const maxBody = 2*maxUploadBody + 1<<16
	if r.ContentLength > maxBody {
		fail(w, r, storage.ErrUploadTooLarge)
		return
	}
	if err := s.KYC.AllowUpload(r.Context(), sess.UserID); err != nil {
		fail(w, r, err)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	defer io.Copy(io.Discard, r.Body)
	if err := r.ParseMultipartForm(1 << 20); err != nil {
		fail(w, r, storage.ErrUploadTooLarge)
		return
	}
	defer r.MultipartForm.RemoveAll()
	file := func(fh *multipart.FileHeader) (multipart.File, error) {
		if fh == nil {
			return nil, nil
		}
		return fh.Open()
	}
	req, err := decodeParsed[kycSubmitReq](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	sub := kyc.Submission{IDType: req.IDType, Number: req.IDNumber}
	idPhoto, err := file(req.IDPhoto)
	if err != nil {
		fail(w, r, storage.ErrUploadCorrupt)
		return
	}
	if idPhoto != nil {
		defer idPhoto.Close()
		sub.IDPhoto = idPhoto
	}
	selfie, err := file(req.Selfie)
	if err != nil {
		fail(w, r, storage.ErrUploadCorrupt)
		return
	}
	if selfie != nil {
		defer selfie.Close()
		sub.Selfie = selfie
	}
	v, err := s.KYC.SubmitView(r.Context(), sess.UserID, sub)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, kycStatusOf(r.Context(), v))
}

// kycQueue is the operators' queue with the reasons they may give.
type kycQueue struct {
	Submissions []kyc.Row    `json:"submissions"`
	Reasons     []kyc.Reason `json:"reasons"`
	IDTypes     []kyc.IDType `json:"idTypes"`
}

func (s *Server) handleAdminKYCQueue(w http.ResponseWriter, r *http.Request, c adminCtx) {
	if s.KYC == nil {
		fail(w, r, errKYCOff)
		return
	}
	rows, err := s.KYC.Queue(r.Context(), r.URL.Query().Get("status"), c.Op.Role)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, kycQueue{Submissions: rows, Reasons: kyc.Reasons, IDTypes: kyc.IDTypes})
}

// handleAdminKYCPhoto streams one photo of a submission (which = id or selfie) from the
// private storage; every view is audited.
func (s *Server) handleAdminKYCPhoto(w http.ResponseWriter, r *http.Request, c adminCtx) {
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

// kycDecideBody is an operator's decision: approve, or a reason code and what to send again.
type kycDecideBody struct {
	Approve bool     `json:"approve"`
	Reason  string   `json:"reason"` // a kyc.Reasons code: the borrower reads its text
	Redo    kyc.Redo `json:"redo"`
	Note    string   `json:"note"` // the operator's internal note: kept and audited, never shown to the borrower
}

func (s *Server) handleAdminKYCDecide(w http.ResponseWriter, r *http.Request, c adminCtx) {
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
