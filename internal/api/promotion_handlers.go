package api

import (
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/i18n"
	"github.com/pautang/pautang/internal/promotion"
)

// The registration landing (spec sections 3, 7, 8) and the public site's company block.
// Every call here is anonymous: a landing visitor has no session yet.

// promotion is the landing service (cli wires it; the tests' harness too).
func (s *Server) promotion() *promotion.Service { return s.Promotion }

func (s Site) handleChannelTemplate(w http.ResponseWriter, r *http.Request) {
	req, err := decode[channelTemplateReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	t, err := s.promotion().Template(r.Context(), req.TemplateID)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, t.In(i18n.From(r.Context()).T))
}

func (s Site) track(w http.ResponseWriter, r *http.Request, e promotion.Event) {
	if err := s.promotion().Track(r.Context(), clientIP(r), e); err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, nil)
}

func (s Site) handleTrackVisit(w http.ResponseWriter, r *http.Request) {
	req, err := decode[trackVisitReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.track(w, r, promotion.Event{Kind: promotion.KindVisit, TemplateID: req.PageID, SID: req.SID, Phone: req.Phone,
		UserFrom: req.UserFrom, UTMTag: req.UTMTag, AppFrom: req.AppFrom, ClientType: req.ClientType})
}

func (s Site) handleTrackClick(w http.ResponseWriter, r *http.Request) {
	req, err := decode[trackClickReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.track(w, r, promotion.Event{Kind: promotion.KindClick, TemplateID: req.PageID, SID: req.SID, Phone: req.Phone,
		UserFrom: req.UserFrom, UTMTag: req.UTMTag, AppFrom: req.AppFrom, ClientType: req.ClientType})
}

func (s Site) handleGetSID(w http.ResponseWriter, r *http.Request) {
	req, err := decode[getSIDReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	sid, err := s.promotion().NewSID(r.Context(), req.ID, clientIP(r))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, getSIDData{SID: sid})
}

// handleGetCaptcha answers image/png (the landing puts the URL in an <img>); failures
// answer the envelope so a script can read why.
func (s Site) handleGetCaptcha(w http.ResponseWriter, r *http.Request) {
	req, err := decode[getCaptchaReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	img, err := s.promotion().NewCaptcha(r.Context(), req.SID, clientIP(r))
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

func (s Site) handleGetSMS(w http.ResponseWriter, r *http.Request) {
	in, err := decode[getSMSReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	req := promotion.SMSRequest{Phone: in.Phone, Capcode: in.Capcode, SID: in.SID, IP: clientIP(r),
		AppName: in.AppName, AppFrom: in.AppFrom, UserFrom: in.UserFrom, UTMTag: in.UTMTag}
	if req.SID == "" {
		req.SID = in.DeviceID // the payload repeats sid as deviceId
	}
	if _, err := s.promotion().SendSMS(r.Context(), req); err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, getSMSData{ResendIn: int(promotion.ResendAfter.Seconds()), ExpiresIn: int(promotion.CodeTTL.Seconds())})
}

func (s Site) handleRegister(w http.ResponseWriter, r *http.Request) {
	in, err := decode[registerReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	req := promotion.RegisterRequest{Phone: in.Phone, Capcode: in.Capcode, SID: in.SID, SMSCode: in.SMSCode,
		IP: clientIP(r), UserFrom: in.UserFrom, AppFrom: in.AppFrom, UTMTag: in.UTMTag, InviteCode: in.InviteCode,
		TemplateID: in.ID}
	if req.SID == "" {
		req.SID = in.DeviceID
	}
	reg, err := s.promotion().Register(r.Context(), req)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, registerData{UserID: strconv.FormatInt(reg.UserID, 10), Phone: reg.Phone, TemplateID: reg.TemplateID})
}

// handleSiteInfo is the public site's company block (footer, about, terms), from configuration.
func (s Site) handleSiteInfo(w http.ResponseWriter, r *http.Request) {
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
