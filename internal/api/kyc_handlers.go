package api

import (
	"errors"
	"io"
	"mime/multipart"
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/kyc"
	"github.com/pautang/pautang/internal/storage"
	"github.com/pautang/pautang/internal/store"
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

func (s *Server) kycStatusOf(r *http.Request, userID int64) (kycStatus, error) {
	out := kycStatus{Status: kyc.StatusNone, IDTypes: kyc.IDTypes}
	k, err := s.Store.LatestKYC(r.Context(), userID)
	if errors.Is(err, store.ErrNotFound) {
		return out, nil
	}
	if err != nil {
		return out, err
	}
	out.Status, out.IDType, out.IDLast4, out.Redo = kyc.Status(k.Status), k.IDType, k.IDLast4, kyc.Redo(k.Redo)
	if reason, ok := kyc.ReasonOf(k.Reason); ok {
		out.Reason = reason.Text
	}
	return out, nil
}

func (s *Server) handleKYCStatus(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	st, err := s.kycStatusOf(r, sess.UserID)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, st)
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
	if !s.uploadAllowed(w, r, sess) {
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
	if _, err := s.KYC.Submit(r.Context(), sess.UserID, sub); err != nil {
		fail(w, r, err)
		return
	}
	st, err := s.kycStatusOf(r, sess.UserID)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, st)
}

// kycQueue is the operators' queue with the reasons they may give.
type kycQueue struct {
	Submissions []store.KYCRow `json:"submissions"`
	Reasons     []kyc.Reason   `json:"reasons"`
	IDTypes     []kyc.IDType   `json:"idTypes"`
}

func (s *Server) handleAdminKYCQueue(w http.ResponseWriter, r *http.Request, c adminCtx) {
	status := r.URL.Query().Get("status")
	switch kyc.Status(status) {
	case "", kyc.StatusSubmitted, kyc.StatusApproved, kyc.StatusRejected, kyc.StatusRedo:
	default:
		fail(w, r, apperr.Invalid("Unknown status %q.", status))
		return
	}
	rows, err := s.Store.KYCQueue(r.Context(), status, 200)
	if err != nil {
		fail(w, r, err)
		return
	}
	for i := range rows {
		rows[i].Phone = admin.PhoneFor(c.Op.Role, rows[i].Phone)
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
	k, err := s.Store.KYCByID(r.Context(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	obj, err := s.KYC.Photo(r.Context(), k, which)
	if err != nil {
		fail(w, r, err)
		return
	}
	defer obj.Body.Close()
	if err := s.Store.AddAudit(r.Context(), c.audit("kyc.photo.view", "kyc", strconv.FormatInt(id, 10), nil, map[string]any{"photo": which})); err != nil {
		fail(w, r, err) // no audit row, no photo
		return
	}
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
	Reason  string   `json:"reason"`
	Redo    kyc.Redo `json:"redo"`
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
	k, err := s.KYC.Decide(r.Context(), id, kyc.Decision{Approve: in.Approve, Reason: in.Reason, Redo: in.Redo}, c.audit("kyc.decide", "", "", nil, nil))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, k)
}
