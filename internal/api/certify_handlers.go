package api

import (
	"net/http"

	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/lending"
)

func (s *Server) handleCertifyInfo(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	p, err := s.lending().Profile(r.Context(), sess.UserID)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, p)
}

func (s *Server) handleCertifySave(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	f, err := parseForm(w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	group := f.required("group")
	if f.err != nil {
		fail(w, r, f.err)
		return
	}
	fields := map[string]string{}
	for _, code := range lending.ProfileItems(group) {
		fields[code] = f.str(code)
	}
	p, err := s.lending().SaveProfile(r.Context(), sess.UserID, sess.Phone, group, fields)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, p)
}
