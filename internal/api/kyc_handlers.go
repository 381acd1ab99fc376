package api

import (
	"context"
	"io"
	"mime/multipart"
	"net/http"

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

func (s borrowerAccount) handleKYCStatus(w http.ResponseWriter, r *http.Request, sess auth.Session) {
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
func (s borrowerAccount) handleKYCSubmit(w http.ResponseWriter, r *http.Request, sess auth.Session) {
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
