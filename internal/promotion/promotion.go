// Package promotion holds the registration landing's rules: visitor sessions (sid), image
// captchas, registration SMS codes, the limits against SMS pumping, registration itself and
// the funnel. It imports no SQL or HTTP; the Service reaches storage through Repo.
package promotion

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/i18n"
	"github.com/pautang/pautang/internal/sms"
)

// Policy numbers (spec section 9 and the issue).
const (
	CaptchaTTL      = 5 * time.Minute
	CodeTTL         = 5 * time.Minute
	CodeLength      = 6
	ResendAfter     = 60 * time.Second
	MaxCodeAttempts = 5
)

// Limits against SMS pumping and captcha farming; each is a store.RateHit bucket.
const (
	SMSPhoneHourLimit   = 5    // codes per phone per hour
	SMSPhoneDayLimit    = 10   // codes per phone per day
	SMSSIDDayLimit      = 5    // codes per landing visit (sid) per day: one visitor, a few numbers at most
	SMSIPHourLimit      = 20   // codes per IP per hour
	SMSIPDayLimit       = 50   // codes per IP per day
	SMSGlobalDayLimit   = 5000 // codes per day for the whole landing: the cost ceiling if limits above are dodged
	SIDIPHourLimit      = 120  // new sids per IP per hour
	CaptchaSIDHourLimit = 30   // captcha images per sid per hour
	CaptchaIPHourLimit  = 300  // captcha images per IP per hour
	RegisterIPHourLimit = 30   // registration attempts per IP per hour
	TrackIPHourLimit    = 600  // tracking calls per IP per hour
	fieldMax            = 64   // longest kept tracking value
	sidPrefix           = "s_"
	sidRandomBytes      = 18 // 144 bits
)

// Event kinds of the funnel.
const (
	KindVisit    = "visit"
	KindClick    = "click"
	KindSMS      = "sms"
	KindRegister = "register"
)

// UserSource marks accounts created by the landing (users.source).
const UserSource = "landing"

// Errors with the spec's codes (section 8) and our own (docs/errors.md, Promotion).
var (
	// ErrCaptchaSMS is get-sms code 101: the client refreshes the captcha and shows the message.
	ErrCaptchaSMS = apperr.New("101", "The image code is wrong or has expired. Please enter the new code.")
	// ErrCaptchaUsed is code 101 too: an answer sends one SMS only.
	ErrCaptchaUsed = apperr.New("101", "This image code was already used. Please enter the new code.")
	// ErrCaptchaRegister is register code -1: wrong captcha, refreshed by the client.
	ErrCaptchaRegister = apperr.New("-1", "The image code is wrong or has expired. Please enter the new code.")
	// ErrAlreadyRegistered is code 11 on both calls.
	ErrAlreadyRegistered = apperr.New("11", "This number is already registered. Please download the app and log in.")
	ErrSIDInvalid        = apperr.New("sid_invalid", "This page has expired. Please reload it and try again.")
	ErrCodeFormat        = apperr.New("invalid_params", "Please enter the 6-digit SMS code.")
	ErrCodeWrong         = apperr.New("sms_code_wrong", "The SMS code is incorrect. Please check the message and try again.")
	ErrCodeExpired       = apperr.New("sms_code_expired", "The SMS code has expired or was not requested. Please request a new code.")
	ErrCodeLocked        = apperr.New("sms_code_locked", "Too many wrong SMS codes. Please request a new code.")
	ErrSMSFailed         = apperr.New("sms_failed", "We could not send the SMS. Please try again.")
	ErrTemplateNotFound  = apperr.New("not_found", "This promotion page does not exist or has ended.")
	ErrTemplateBroken    = apperr.New("template_invalid", "This promotion page is being updated. Please try again later.")
)

// SID is a landing visit session.
type SID struct {
	SID        string
	TemplateID int64
	CreatedAt  time.Time
}

// Captcha is a stored captcha answer; the newest of a sid is the one that counts.
type Captcha struct {
	ID        int64
	SID       string
	Answer    string
	ExpiresAt time.Time
	SMSSent   bool // its answer already sent one SMS
	Consumed  bool // used by a registration, or killed by a wrong guess
}

// SMSCode is a stored registration code, bound to (phone, sid).
type SMSCode struct {
	ID        int64
	Phone     string
	SID       string
	CodeHash  string
	ExpiresAt time.Time
	Attempts  int
}

// Registration is what CompleteRegistration writes in one transaction.
type Registration struct {
	Phone      string
	SID        string
	CodeID     int64
	CaptchaID  int64
	TemplateID int64
	Event      Event
}

// Event is one funnel event.
type Event struct {
	TemplateID int64
	Kind       string
	SID        string
	Phone      string
	UserFrom   string
	UTMTag     string
	AppFrom    string
	ClientType string
}

// Outcome is how CompleteRegistration ended.
type Outcome int

// Outcomes of CompleteRegistration.
const (
	OutcomeCreated           Outcome = iota // the account exists now; everything was written
	OutcomeAlreadyRegistered                // a live account had the phone; nothing was written
	OutcomeCodeUsed                         // the code was consumed meanwhile; nothing was written
)

// FunnelRow is one template's funnel on one day.
type FunnelRow struct {
	Day           string `json:"day"`
	TemplateID    int64  `json:"templateId"`
	Visits        int64  `json:"visits"`
	Clicks        int64  `json:"clicks"`
	SMSSent       int64  `json:"smsSent"`
	Registrations int64  `json:"registrations"`
}

// Repo is the storage the rules need; the store package implements it.
type Repo interface {
	RateHit(ctx context.Context, bucket string, window time.Duration, limit int) (bool, error)
	ChannelTemplate(ctx context.Context, id int64) (TemplateRow, bool, error)
	CreatePromoSID(ctx context.Context, sid string, templateID int64, ip string) error
	PromoSID(ctx context.Context, sid string) (SID, bool, error)
	SaveCaptcha(ctx context.Context, sid, answer string, expiresAt time.Time) error
	LatestCaptcha(ctx context.Context, sid string) (Captcha, bool, error)
	// SpendCaptchaOnSMS marks the captcha's one SMS send; false when it was already spent.
	SpendCaptchaOnSMS(ctx context.Context, id int64) (bool, error)
	KillCaptcha(ctx context.Context, id int64) error
	SaveRegisterCode(ctx context.Context, sid, phone, codeHash string, expiresAt time.Time) error
	LatestRegisterCode(ctx context.Context, phone, sid string) (SMSCode, bool, error)
	// TakeRegisterCodeAttempt takes one of a code's limit attempts in one conditional update,
	// before the code is compared; taken is false when the limit is reached.
	TakeRegisterCodeAttempt(ctx context.Context, id int64, limit int) (n int, taken bool, err error)
	PhoneRegistered(ctx context.Context, phone string) (bool, error)
	// CompleteRegistration consumes the code and captcha, creates (or revives) the borrower
	// and records the funnel event, all or nothing; the outcome tells a concurrent
	// registration of the phone or a concurrent use of the code apart.
	CompleteRegistration(ctx context.Context, r Registration) (userID int64, outcome Outcome, err error)
	TrackPromoEvent(ctx context.Context, e Event) error
}

// Service applies the landing rules.
type Service struct {
	Repo   Repo
	SMS    sms.Sender
	Clock  clock.Clock
	Secret []byte
	Phones PhoneRule
}

// limit is one rate-limit bucket with the message a visitor reads when it is full.
type limit struct {
	bucket string
	window time.Duration
	max    int
	msg    string
}

func (s *Service) hit(ctx context.Context, limits []limit) error {
	for _, l := range limits {
		ok, err := s.Repo.RateHit(ctx, l.bucket, l.window, l.max)
		if err != nil {
			return err
		}
		if !ok {
			return apperr.New(apperr.CodeRateLimited, l.msg)
		}
	}
	return nil
}

// Template loads an enabled landing template.
func (s *Service) Template(ctx context.Context, id int64) (Template, error) {
	if id <= 0 {
		return Template{}, apperr.Invalid("templateId must be a positive whole number.")
	}
	row, found, err := s.Repo.ChannelTemplate(ctx, id)
	if err != nil {
		return Template{}, err
	}
	if !found || !row.Enabled {
		return Template{}, ErrTemplateNotFound
	}
	t, err := ParseTemplate(row)
	if err != nil {
		// An operator's typo in the settings must not look like a crash to the visitor.
		return Template{}, ErrTemplateBroken
	}
	return t, nil
}

// NewSID opens a landing visit session. templateID may be 0 (unknown template).
func (s *Service) NewSID(ctx context.Context, templateID int64, ip string) (string, error) {
	if err := s.hit(ctx, []limit{{"promo:sid:ip:" + ip, time.Hour, SIDIPHourLimit, i18n.N("Too many visits from this network. Please try again later.")}}); err != nil {
		return "", err
	}
	b := make([]byte, sidRandomBytes)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	sid := sidPrefix + base64.RawURLEncoding.EncodeToString(b)
	if templateID < 0 {
		templateID = 0
	}
	if err := s.Repo.CreatePromoSID(ctx, sid, templateID, ip); err != nil {
		return "", err
	}
	return sid, nil
}

func (s *Service) liveSID(ctx context.Context, sid string) (SID, error) {
	sid = strings.TrimSpace(sid)
	if sid == "" || len(sid) > 64 {
		return SID{}, ErrSIDInvalid
	}
	v, found, err := s.Repo.PromoSID(ctx, sid)
	if err != nil {
		return SID{}, err
	}
	if !found {
		return SID{}, ErrSIDInvalid
	}
	return v, nil
}

// NewCaptcha issues a fresh captcha for sid (replacing the previous one) and returns its PNG.
func (s *Service) NewCaptcha(ctx context.Context, sid, ip string) ([]byte, error) {
	v, err := s.liveSID(ctx, sid)
	if err != nil {
		return nil, err
	}
	if err := s.hit(ctx, []limit{
		{"promo:captcha:sid:" + v.SID, time.Hour, CaptchaSIDHourLimit, i18n.N("Too many new image codes. Please reload the page later.")},
		{"promo:captcha:ip:" + ip, time.Hour, CaptchaIPHourLimit, i18n.N("Too many new image codes from this network. Please try again later.")},
	}); err != nil {
		return nil, err
	}
	text, err := NewCaptchaText()
	if err != nil {
		return nil, err
	}
	if err := s.Repo.SaveCaptcha(ctx, v.SID, text, s.Clock.Now().Add(CaptchaTTL)); err != nil {
		return nil, err
	}
	return RenderCaptcha(text)
}

// CaptchaAnswer returns the answer of the sid's current captcha; only the dev hook calls it.
func (s *Service) CaptchaAnswer(ctx context.Context, sid string) (string, error) {
	c, found, err := s.Repo.LatestCaptcha(ctx, sid)
	if err != nil {
		return "", err
	}
	if !found {
		return "", apperr.ErrNotFound
	}
	return c.Answer, nil
}

// checkCaptcha verifies the sid's current captcha. Any failure kills it, so each image
// allows one guess and the client must fetch a new one.
func (s *Service) checkCaptcha(ctx context.Context, sid, typed string, wrong *apperr.Error) (Captcha, error) {
	c, found, err := s.Repo.LatestCaptcha(ctx, sid)
	if err != nil {
		return Captcha{}, err
	}
	if !found || c.Consumed {
		return Captcha{}, wrong
	}
	if !s.Clock.Now().Before(c.ExpiresAt) || !CaptchaMatches(typed, c.Answer) {
		if err := s.Repo.KillCaptcha(ctx, c.ID); err != nil {
			return Captcha{}, err
		}
		return Captcha{}, wrong
	}
	return c, nil
}

// SpendCaptcha checks the image code typed for sid and spends it (one code, one SMS): the
// login page asks for one after a few codes from the same address. wrong is the error of a
// missing, wrong, expired or used code.
func (s *Service) SpendCaptcha(ctx context.Context, sid, typed string, wrong *apperr.Error) error {
	v, err := s.liveSID(ctx, sid)
	if err != nil {
		return wrong
	}
	c, err := s.checkCaptcha(ctx, v.SID, typed, wrong)
	if err != nil {
		return err
	}
	if c.SMSSent {
		return wrong
	}
	if ok, err := s.Repo.SpendCaptchaOnSMS(ctx, c.ID); err != nil {
		return err
	} else if !ok {
		return wrong // a concurrent request spent it
	}
	return nil
}

// Login-code captcha errors (docs/errors.md).
var (
	ErrLoginCaptchaRequired = apperr.New("captcha_required", "Please type the characters in the picture to get your code.")
	ErrLoginCaptchaWrong    = apperr.New("captcha_wrong", "The characters do not match the picture. Please type the new ones.")
)

// LoginCaptchaGate lets an address send freePerHour login codes an hour freely; after that
// each send needs an image code (sid and capcode from the landing's captcha calls), spent on
// use. freePerHour 0 turns the gate off.
func (s *Service) LoginCaptchaGate(ctx context.Context, ip string, freePerHour int, sid, capcode string) error {
	if freePerHour <= 0 {
		return nil
	}
	free, err := s.Repo.RateHit(ctx, "otp:ip:free:"+ip, time.Hour, freePerHour)
	if err != nil || free {
		return err
	}
	if sid == "" || capcode == "" {
		return ErrLoginCaptchaRequired
	}
	return s.SpendCaptcha(ctx, sid, capcode, ErrLoginCaptchaWrong)
}

// SMSRequest is the SMS payload of spec section 3.
type SMSRequest struct {
	Phone, Capcode, SID, IP, AppName, AppFrom, UserFrom, UTMTag string
}

// SendSMS checks the captcha (101), that the phone is new (11) and the pumping limits, then
// sends a 6-digit code bound to (phone, sid). It returns the normalised phone.
func (s *Service) SendSMS(ctx context.Context, r SMSRequest) (string, error) {
	phone, err := s.Phones.Normalize(r.Phone)
	if err != nil {
		return "", err
	}
	v, err := s.liveSID(ctx, r.SID)
	if err != nil {
		return "", err
	}
	c, err := s.checkCaptcha(ctx, v.SID, r.Capcode, ErrCaptchaSMS)
	if err != nil {
		return "", err
	}
	if c.SMSSent {
		return "", ErrCaptchaUsed
	}
	registered, err := s.Repo.PhoneRegistered(ctx, phone)
	if err != nil {
		return "", err
	}
	if registered {
		return "", ErrAlreadyRegistered
	}
	// The most specific limits first, so a blocked request spends as few wider buckets as possible.
	if err := s.hit(ctx, []limit{
		{"promo:sms:phone:min:" + phone, ResendAfter, 1, i18n.N("Please wait 60 seconds before requesting another code. Do not resend the verification code.")},
		{"promo:sms:phone:hour:" + phone, time.Hour, SMSPhoneHourLimit, i18n.N("Too many codes for this number. Please try again in an hour.")},
		{"promo:sms:phone:day:" + phone, 24 * time.Hour, SMSPhoneDayLimit, i18n.N("Too many codes for this number today. Please try again tomorrow.")},
		{"promo:sms:sid:" + v.SID, 24 * time.Hour, SMSSIDDayLimit, i18n.N("Too many codes from this page. Please reload the page and try again later.")},
		{"promo:sms:ip:hour:" + r.IP, time.Hour, SMSIPHourLimit, i18n.N("Too many codes from this network. Please try again in an hour.")},
		{"promo:sms:ip:day:" + r.IP, 24 * time.Hour, SMSIPDayLimit, i18n.N("Too many codes from this network today. Please try again tomorrow.")},
		{"promo:sms:all:day", 24 * time.Hour, SMSGlobalDayLimit, "We cannot send more codes today. Please try again tomorrow."},
	}); err != nil {
		return "", err
	}
	if ok, err := s.Repo.SpendCaptchaOnSMS(ctx, c.ID); err != nil {
		return "", err
	} else if !ok {
		return "", ErrCaptchaUsed // a concurrent request spent it
	}
	code, err := auth.NewCode()
	if err != nil {
		return "", err
	}
	if err := s.Repo.SaveRegisterCode(ctx, v.SID, phone, s.hashCode(phone, v.SID, code), s.Clock.Now().Add(CodeTTL)); err != nil {
		return "", err
	}
	app := clip(r.AppName, 40)
	if app == "" {
		app = "Pautang"
	}
	body := fmt.Sprintf("Your %s registration code is %s. It expires in %d minutes. Never share this code with anyone.", app, code, int(CodeTTL.Minutes()))
	if err := s.SMS.Send(ctx, sms.Message{Phone: phone, Channel: sms.ChannelSMS, Body: body, Code: code}); err != nil {
		return "", ErrSMSFailed
	}
	if err := s.Repo.TrackPromoEvent(ctx, Event{TemplateID: v.TemplateID, Kind: KindSMS, SID: v.SID, Phone: phone,
		UserFrom: clip(r.UserFrom, fieldMax), UTMTag: clip(r.UTMTag, fieldMax), AppFrom: clip(r.AppFrom, fieldMax)}); err != nil {
		return "", err
	}
	return phone, nil
}

// hashCode binds a code to its phone and sid with the server secret.
func (s *Service) hashCode(phone, sid, code string) string {
	m := hmac.New(sha256.New, s.Secret)
	m.Write([]byte("register:" + phone + ":" + sid + ":" + code))
	return hex.EncodeToString(m.Sum(nil))
}

// RegisterRequest is the registration payload of spec section 3.
type RegisterRequest struct {
	Phone, Capcode, SID, SMSCode, IP, UserFrom, AppFrom, UTMTag, InviteCode string
	TemplateID                                                              int64
}

// Registered is a successful registration.
type Registered struct {
	UserID     int64
	Phone      string
	TemplateID int64
}

// Register checks the captcha (-1), that the phone is new (11) and the SMS code, then
// creates the borrower account the web shell logs into. A repeat for a registered phone
// answers 11, so retries never create a second account.
func (s *Service) Register(ctx context.Context, r RegisterRequest) (Registered, error) {
	phone, err := s.Phones.Normalize(r.Phone)
	if err != nil {
		return Registered{}, err
	}
	code := strings.TrimSpace(r.SMSCode)
	if len(code) != CodeLength || strings.Trim(code, "0123456789") != "" {
		return Registered{}, ErrCodeFormat
	}
	v, err := s.liveSID(ctx, r.SID)
	if err != nil {
		return Registered{}, err
	}
	if err := s.hit(ctx, []limit{{"promo:register:ip:" + r.IP, time.Hour, RegisterIPHourLimit, i18n.N("Too many registration attempts from this network. Please try again later.")}}); err != nil {
		return Registered{}, err
	}
	c, err := s.checkCaptcha(ctx, v.SID, r.Capcode, ErrCaptchaRegister)
	if err != nil {
		return Registered{}, err
	}
	registered, err := s.Repo.PhoneRegistered(ctx, phone)
	if err != nil {
		return Registered{}, err
	}
	if registered {
		return Registered{}, ErrAlreadyRegistered
	}
	sc, found, err := s.Repo.LatestRegisterCode(ctx, phone, v.SID)
	if err != nil {
		return Registered{}, err
	}
	if !found || !s.Clock.Now().Before(sc.ExpiresAt) {
		return Registered{}, ErrCodeExpired
	}
	if sc.Attempts >= MaxCodeAttempts {
		return Registered{}, ErrCodeLocked
	}
	n, taken, err := s.Repo.TakeRegisterCodeAttempt(ctx, sc.ID, MaxCodeAttempts)
	if err != nil {
		return Registered{}, err
	}
	if !taken {
		return Registered{}, ErrCodeLocked
	}
	if !hmac.Equal([]byte(sc.CodeHash), []byte(s.hashCode(phone, v.SID, code))) {
		if n >= MaxCodeAttempts {
			return Registered{}, ErrCodeLocked
		}
		return Registered{}, ErrCodeWrong
	}
	templateID := r.TemplateID
	if templateID <= 0 {
		templateID = v.TemplateID
	}
	userID, outcome, err := s.Repo.CompleteRegistration(ctx, Registration{Phone: phone, SID: v.SID, CodeID: sc.ID, CaptchaID: c.ID, TemplateID: templateID,
		Event: Event{TemplateID: templateID, Kind: KindRegister, SID: v.SID, Phone: phone, UserFrom: clip(r.UserFrom, fieldMax), UTMTag: clip(r.UTMTag, fieldMax), AppFrom: clip(r.AppFrom, fieldMax)}})
	if err != nil {
		return Registered{}, err
	}
	switch outcome {
	case OutcomeAlreadyRegistered:
		return Registered{}, ErrAlreadyRegistered
	case OutcomeCodeUsed:
		return Registered{}, ErrCodeExpired
	}
	return Registered{UserID: userID, Phone: phone, TemplateID: templateID}, nil
}

// Track records a visit or click. Values are clipped; a click's phone is kept only when it
// passes the phone rule, so the funnel never stores junk as a number.
func (s *Service) Track(ctx context.Context, ip string, e Event) error {
	if e.Kind != KindVisit && e.Kind != KindClick {
		return apperr.Invalid("kind must be visit or click.")
	}
	if err := s.hit(ctx, []limit{{"promo:track:ip:" + ip, time.Hour, TrackIPHourLimit, i18n.N("Too many requests from this network. Please try again later.")}}); err != nil {
		return err
	}
	if e.Phone != "" {
		if p, err := s.Phones.Normalize(e.Phone); err == nil {
			e.Phone = p
		} else {
			e.Phone = ""
		}
	}
	if e.TemplateID < 0 {
		e.TemplateID = 0
	}
	e.SID = clip(e.SID, fieldMax)
	e.UserFrom, e.UTMTag, e.AppFrom, e.ClientType = clip(e.UserFrom, fieldMax), clip(e.UTMTag, fieldMax), clip(e.AppFrom, fieldMax), clip(e.ClientType, fieldMax)
	return s.Repo.TrackPromoEvent(ctx, e)
}

// clip trims and cuts a free-text tracking value to n runes.
func clip(v string, n int) string {
	v = strings.TrimSpace(v)
	r := []rune(v)
	if len(r) > n {
		return string(r[:n])
	}
	return v
}

// CaptchaImage is a new image code for a page that has no landing visit (the operator login):
// its sid and the picture as a data: URL.
type CaptchaImage struct {
	SID   string `json:"sid"`
	Image string `json:"image"`
}

// FreshCaptcha issues a new picture on sid when it is a live visit, else on a new one.
func (s *Service) FreshCaptcha(ctx context.Context, sid, ip string) (CaptchaImage, error) {
	if _, err := s.liveSID(ctx, sid); err != nil {
		if sid, err = s.NewSID(ctx, 0, ip); err != nil {
			return CaptchaImage{}, err
		}
	}
	png, err := s.NewCaptcha(ctx, sid, ip)
	if err != nil {
		return CaptchaImage{}, err
	}
	return CaptchaImage{SID: sid, Image: "data:image/png;base64," + base64.StdEncoding.EncodeToString(png)}, nil
}
