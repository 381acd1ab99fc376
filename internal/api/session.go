package api

import (
	"context"
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/auth"
)

type sessionKey struct{}

// authedHandler is a handler that runs only with a live borrower session.
type authedHandler func(w http.ResponseWriter, r *http.Request, sess auth.Session)

// authed checks the common params of ARCHITECTURE.md section 3: sessionId must be a live
// session, and userId / mobile, when given, must be that session's. Anything else is 401.
func (s *Server) authed(h authedHandler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		sess, err := s.Auth.Authenticate(r.Context(), q.Get("sessionId"))
		if err != nil {
			fail(w, r, err)
			return
		}
		if uid := q.Get("userId"); uid != "" && uid != strconv.FormatInt(sess.UserID, 10) {
			fail(w, r, apperr.ErrUnauthorized)
			return
		}
		if m := q.Get("mobile"); m != "" {
			if p, err := auth.NormalizePhone(m); err != nil || p != sess.Phone {
				fail(w, r, apperr.ErrUnauthorized)
				return
			}
		}
		s.noteLang(r.Context(), sess.UserID, q.Get("lang"))
		h(w, r.WithContext(context.WithValue(r.Context(), sessionKey{}, sess)), sess)
	}
}

// noteLang saves the borrower's message language from the `lang` common param of a call
// (auth.Service.NoteLang); a failure to save is logged, never the call's answer.
func (s *Server) noteLang(ctx context.Context, userID int64, tag string) {
	if err := s.Auth.NoteLang(ctx, userID, tag); err != nil {
		s.logger().Warn("api: unable to save the borrower's language", "user", userID, "err", err)
	}
}

// optionalSession returns the session when the request carries a valid one.
func (s *Server) optionalSession(r *http.Request) (auth.Session, bool) {
	tok := r.URL.Query().Get("sessionId")
	if tok == "" {
		return auth.Session{}, false
	}
	sess, err := s.Auth.Authenticate(r.Context(), tok)
	return sess, err == nil
}
