package api

import (
	"net/http"
	"net/url"
	"strconv"

	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/sms"
)

func (s *Server) sendCode(w http.ResponseWriter, r *http.Request, channel string) {
	f, err := parseForm(w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	phone := f.required("phone")
	if f.err != nil {
		fail(w, r, f.err)
		return
	}
	resend, err := s.Auth.SendCode(r.Context(), phone, channel, clientIP(r))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, map[string]any{
		"expiresIn": int(s.Auth.CodeTTL.Seconds()),
		"resendIn":  int(resend.Seconds()),
		"channel":   channel,
	})
}

func (s *Server) handleSendCode(w http.ResponseWriter, r *http.Request) {
	channel := sms.ChannelSMS
	if r.FormValue("channel") == sms.ChannelVoice {
		channel = sms.ChannelVoice
	}
	s.sendCode(w, r, channel)
}

func (s *Server) handleVoiceCode(w http.ResponseWriter, r *http.Request) {
	s.sendCode(w, r, sms.ChannelVoice)
}

func (s *Server) handleLogin(w http.ResponseWriter, r *http.Request) {
	f, err := parseForm(w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	phone, code, deviceID := f.required("phone"), f.required("code"), f.str("deviceId")
	if f.err != nil {
		fail(w, r, f.err)
		return
	}
	deviceID = clipRunes(deviceID, 128) // on a rune boundary
	token, sess, err := s.Auth.Login(r.Context(), phone, code, deviceID)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, sessionData(token, sess, s.Cfg.MerchantNumber))
}

// sessionData is the common-params block a login hands to the client.
func sessionData(token string, sess auth.Session, merchant string) map[string]any {
	return map[string]any{
		"sessionId":      token,
		"userId":         strconv.FormatInt(sess.UserID, 10),
		"mobile":         sess.Phone,
		"merchantNumber": merchant,
		"deviceId":       sess.DeviceID,
		"expiresAt":      sess.ExpiresAt.UnixMilli(),
	}
}

func (s *Server) handleLogout(w http.ResponseWriter, r *http.Request, _ auth.Session) {
	if err := s.Auth.Logout(r.Context(), r.URL.Query().Get("sessionId")); err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, nil)
}

// CommonQuery is the common query string of a session (used by `pautang dev-session`).
func CommonQuery(token string, sess auth.Session, merchant string) string {
	v := url.Values{}
	for k, val := range sessionData(token, sess, merchant) {
		if sv, ok := val.(string); ok && k != "expiresAt" {
			v.Set(k, sv)
		}
	}
	return v.Encode()
}
