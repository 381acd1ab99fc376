package api

import (
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/i18n"
	"github.com/pautang/pautang/internal/promotion"
)

// The registration landing (spec sections 3, 7, 8) and the public site's company block.
// Every call here is anonymous: a landing visitor has no session yet.

// promotion returns the landing service, building it from the server's parts when the
// server was assembled without one (tests).
func (s *Server) promotion() *promotion.Service {
	if s.Promotion != nil {
		return s.Promotion
	}
	sender := s.SMS
	var secret []byte
	if s.Auth != nil {
		if sender == nil {
			sender = s.Auth.SMS
		}
		secret = s.Auth.Secret
	}
	rule, err := promotion.ParsePhoneRule(s.Cfg.PhoneRule)
	if err != nil {
		rule = promotion.DefaultPhoneRule
	}
	return &promotion.Service{Repo: s.Store, SMS: sender, Clock: s.Clock, Secret: secret, Phones: rule}
}

// templateParam reads the template id under any of the names the landing's calls use.
func (f *form) templateParam(names ...string) int64 {
	for _, n := range names {
		if f.str(n) != "" {
			return f.int64(n, 0)
		}
	}
	return 0
}

func (s *Server) handleChannelTemplate(w http.ResponseWriter, r *http.Request) {
	f, err := parseForm(w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	if f.str("templateId") == "" && f.str("id") == "" {
		fail(w, r, apperr.Invalid("templateId is required."))
		return
	}
	id := f.templateParam("templateId", "id")
	if f.err != nil {
		fail(w, r, f.err)
		return
	}
	t, err := s.promotion().Template(r.Context(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, t.In(i18n.From(r.Context()).T))
}

func (s *Server) track(w http.ResponseWriter, r *http.Request, kind string) {
	f, err := parseForm(w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	e := promotion.Event{Kind: kind, TemplateID: f.templateParam("page_id", "id", "templateId"), SID: f.str("sid"), Phone: f.str("phone"),
		UserFrom: f.str("user_from"), UTMTag: f.str("utm_tag"), AppFrom: f.str("app_from"), ClientType: f.str("client_type")}
	if f.err != nil {
		fail(w, r, f.err)
		return
	}
	if err := s.promotion().Track(r.Context(), clientIP(r), e); err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, nil)
}

func (s *Server) handleTrackVisit(w http.ResponseWriter, r *http.Request) {
	s.track(w, r, promotion.KindVisit)
}

func (s *Server) handleTrackClick(w http.ResponseWriter, r *http.Request) {
	s.track(w, r, promotion.KindClick)
}

func (s *Server) handleGetSID(w http.ResponseWriter, r *http.Request) {
	f, err := parseForm(w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	templateID := f.templateParam("id", "page_id", "templateId")
	if f.err != nil {
		fail(w, r, f.err)
		return
	}
	sid, err := s.promotion().NewSID(r.Context(), templateID, clientIP(r))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, getSIDData{SID: sid})
}

// handleGetCaptcha answers image/png (the landing puts the URL in an <img>); failures
// answer the envelope so a script can read why.
func (s *Server) handleGetCaptcha(w http.ResponseWriter, r *http.Request) {
	img, err := s.promotion().NewCaptcha(r.Context(), r.URL.Query().Get("sid"), clientIP(r))
	if err != nil {
		fail(w, r, err)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "image/png")
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Length", strconv.Itoa(len(img)))
	w.WriteHeader(http.StatusOK)
	w.Write(img)
}

func (s *Server) handleGetSMS(w http.ResponseWriter, r *http.Request) {
	f, err := parseForm(w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	req := promotion.SMSRequest{Phone: f.required("phone"), Capcode: f.str("capcode"), SID: f.str("sid"), IP: clientIP(r),
		AppName: f.str("appName"), AppFrom: f.str("app_from"), UserFrom: f.str("user_from"), UTMTag: f.str("utm_tag")}
	if f.err != nil {
		fail(w, r, f.err)
		return
	}
	if req.SID == "" {
		req.SID = f.str("deviceId") // the payload repeats sid as deviceId
	}
	if _, err := s.promotion().SendSMS(r.Context(), req); err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, getSMSData{ResendIn: int(promotion.ResendAfter.Seconds()), ExpiresIn: int(promotion.CodeTTL.Seconds())})
}

func (s *Server) handleRegister(w http.ResponseWriter, r *http.Request) {
	f, err := parseForm(w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	req := promotion.RegisterRequest{Phone: f.required("phone"), Capcode: f.str("capcode"), SID: f.str("sid"), SMSCode: f.str("smsCode"),
		IP: clientIP(r), UserFrom: f.str("user_from"), AppFrom: f.str("app_from"), UTMTag: f.str("utm_tag"), InviteCode: f.str("invite_code"),
		TemplateID: f.templateParam("id")}
	if f.err != nil {
		fail(w, r, f.err)
		return
	}
	if req.SID == "" {
		req.SID = f.str("deviceId")
	}
	reg, err := s.promotion().Register(r.Context(), req)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, registerData{UserID: strconv.FormatInt(reg.UserID, 10), Phone: reg.Phone, TemplateID: reg.TemplateID})
}

// handleSiteInfo is the public site's company block (footer, about, terms), from configuration.
func (s *Server) handleSiteInfo(w http.ResponseWriter, r *http.Request) {
	c := s.Cfg
	ok(w, r, FamilyZero, siteInfoData{
		CompanyName:   c.CompanyName,
		Email:         c.SupportEmail,
		Phone:         c.SupportPhone,
		Address:       c.CompanyAddress,
		SECRegNo:      c.SECRegNo,
		SECCertAuthNo: c.SECCertAuthNo,
		PrivacyURL:    "/privacyPolicy",
		Region:        c.Region,
	})
}

// handleDevCaptcha returns the answer of a sid's current captcha. Dev mode only (routes.go
// registers it then): E2E tests read captchas here, production never can.
func (s *Server) handleDevCaptcha(w http.ResponseWriter, r *http.Request) {
	answer, err := s.promotion().CaptchaAnswer(r.Context(), r.URL.Query().Get("sid"))
	if err != nil {
		fail(w, r, err)
		return
	}
	writeJSON(w, r, http.StatusOK, devCaptchaData{SID: r.URL.Query().Get("sid"), Answer: answer})
}
