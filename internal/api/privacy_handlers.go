package api

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/compliance"
	"github.com/pautang/pautang/internal/privacy"
)

// borrowerPrivacy holds the borrower's data-privacy calls (docs/compliance.md).
type borrowerPrivacy struct{ *Server }

// handlePrivacy answers the borrower's consents and requests.
func (s borrowerPrivacy) handlePrivacy(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	d, err := s.Privacy.Overview(r.Context(), sess.UserID)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, privacyData{Consents: d.Consents, Requests: d.Requests})
}

// handlePrivacyRequest opens the borrower's request; an erasure carried out ends the session.
func (s borrowerPrivacy) handlePrivacyRequest(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, err := decode[privacyRequestReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	v, err := s.Privacy.Request(r.Context(), sess.UserID, privacy.Request{Kind: req.Kind, Field: req.Field, Value: req.Value, Detail: req.Detail})
	if req.Kind == privacy.KindErasure && err == nil {
		s.Auth.ForgetUser(sess.UserID) // this instance's session cache: the account ended
	}
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, v)
}

// handlePrivacyCopy answers the copy of the borrower's data an access request delivers, as
// a JSON or PDF file.
func (s borrowerPrivacy) handlePrivacyCopy(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, err := decode[privacyCopyReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	exp, err := s.Privacy.CopyFor(r.Context(), sess.UserID, req.RequestID)
	if err != nil {
		fail(w, r, err)
		return
	}
	name := "pautang-my-data-" + strconv.FormatInt(req.RequestID, 10)
	if req.Format == "pdf" {
		pdf, err := compliance.ExportPDF(r.Context(), exp, s.Cfg.CompanyName)
		if err != nil {
			fail(w, r, err)
			return
		}
		writeFile(w, "application/pdf", name+".pdf", pdf)
		return
	}
	body, err := json.MarshalIndent(exp, "", "  ")
	if err != nil {
		fail(w, r, err)
		return
	}
	writeFile(w, "application/json", name+".json", body)
}
