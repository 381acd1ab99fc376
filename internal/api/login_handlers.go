package api

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/promotion"
	"github.com/pautang/pautang/internal/sms"
)

func (s borrowerAccount) sendCode(w http.ResponseWriter, r *http.Request, phone, channel, sid, capcode string) {
	if err := s.Promotion.LoginCaptchaGate(r.Context(), clientIP(r), s.Cfg.LoginCaptchaAfter, sid, capcode); err != nil {
		fail(w, r, err)
		return
	}
	resend, err := s.Auth.SendCode(r.Context(), phone, channel, clientIP(r))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, sendCodeData{ExpiresIn: int(s.Auth.CodeTTL.Seconds()), ResendIn: int(resend.Seconds()), Channel: channel})
}

// Login-code captcha errors (docs/errors.md): after Cfg.LoginCaptchaAfter codes an hour from
// one address, each send needs an image code (promotion.Service.LoginCaptchaGate).
var (
	ErrLoginCaptchaRequired = promotion.ErrLoginCaptchaRequired
	ErrLoginCaptchaWrong    = promotion.ErrLoginCaptchaWrong
)

func (s borrowerAccount) handleSendCode(w http.ResponseWriter, r *http.Request) {
	req, err := decode[sendCodeReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	channel := sms.ChannelSMS
	if req.Channel == sms.ChannelVoice {
		channel = sms.ChannelVoice
	}
	s.sendCode(w, r, req.Phone, channel, req.SID, req.Capcode)
}

func (s borrowerAccount) handleVoiceCode(w http.ResponseWriter, r *http.Request) {
	req, err := decode[voiceCodeReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.sendCode(w, r, req.Phone, sms.ChannelVoice, req.SID, req.Capcode)
}

func (s borrowerAccount) handleLogin(w http.ResponseWriter, r *http.Request) {
	req, err := decode[loginReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	deviceID := strings.ToValidUTF8(req.DeviceID[:min(len(req.DeviceID), 128)], "") // at most 128 bytes, never a cut rune
	token, sess, err := s.Auth.Login(r.Context(), req.Phone, req.Code, deviceID)
	if err != nil {
		fail(w, r, err)
		return
	}
	lang := r.URL.Query().Get("lang")
	if lang == "" {
		lang = req.Lang
	}
	s.noteLang(r.Context(), sess.UserID, lang)
	ok(w, r, FamilyDoubleZero, sessionData(token, sess, s.Cfg.MerchantNumber))
}

// sessionData is the common-params block a login hands to the client.
func sessionData(token string, sess auth.Session, merchant string) loginData {
	return loginData{
		SessionID:      token,
		UserID:         strconv.FormatInt(sess.UserID, 10),
		Mobile:         sess.Phone,
		MerchantNumber: merchant,
		DeviceID:       sess.DeviceID,
		ExpiresAt:      sess.ExpiresAt.UnixMilli(),
	}
}

func (s borrowerAccount) handleLogout(w http.ResponseWriter, r *http.Request, _ auth.Session) {
	if err := s.Auth.Logout(r.Context(), r.URL.Query().Get("sessionId")); err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, nil)
}

// CommonQuery is the common query string of a session (used by `pautang dev-session`).
func CommonQuery(token string, sess auth.Session, merchant string) string {
	d := sessionData(token, sess, merchant)
	v := url.Values{}
	v.Set("sessionId", d.SessionID)
	v.Set("userId", d.UserID)
	v.Set("mobile", d.Mobile)
	v.Set("merchantNumber", d.MerchantNumber)
	v.Set("deviceId", d.DeviceID)
	return v.Encode()
}
