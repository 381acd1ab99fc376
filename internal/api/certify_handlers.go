package api

import (
	"net/http"
	"strings"

	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/lending"
)

func (s borrowerAccount) handleCertifyInfo(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	p, err := s.lending().Profile(r.Context(), sess.UserID)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, p)
}

func (s borrowerAccount) handleCertifySave(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, err := decode[certifySaveReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	fields := map[string]string{}
	for _, code := range lending.ProfileItems(req.Group) {
		fields[code] = strings.TrimSpace(req.Items[code])
	}
	p, err := s.lending().SaveProfile(r.Context(), sess.UserID, sess.Phone, req.Group, fields)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, p)
}
