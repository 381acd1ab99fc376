package api

import (
	"context"
	"net/http"
	"strconv"
	"time"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/notify"
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

// noteLang saves the borrower's message language from the `lang` common param of a call (en,
// fil or tl, spec as en; anything else is ignored). Each instance writes only when the
// language differs from the last it saved for the borrower within langMemo (another instance
// may have saved another one since), so a call costs no write.
func (s *Server) noteLang(ctx context.Context, userID int64, tag string) {
	lang := notify.LangOf(tag)
	if lang == "" {
		return
	}
	now := s.Clock.Now()
	if prev, ok := s.langSeen.Load(userID); ok {
		if seen := prev.(langSeen); seen.lang == lang && now.Sub(seen.at) < langMemo {
			return
		}
	}
	if err := s.Store.SetUserLang(ctx, userID, lang); err != nil {
		s.logger().Warn("api: unable to save the borrower's language", "user", userID, "err", err)
		return
	}
	if s.langSeenN.Add(1) > langMemoMax {
		// It only saves writes: start over rather than grow without bound.
		s.langSeen.Clear()
		s.langSeenN.Store(1)
	}
	s.langSeen.Store(userID, langSeen{lang: lang, at: now})
}

// langMemoMax bounds the saves noteLang remembers.
const langMemoMax = 200_000

// langMemo is how long an instance trusts the language it saved for a borrower.
const langMemo = 10 * time.Minute

type langSeen struct {
	lang string
	at   time.Time
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
