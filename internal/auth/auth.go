// Package auth holds the borrower login rules: phone numbers, one-time codes, session tokens
// and their expiry. It imports no SQL or HTTP; the Service talks to storage through Repo.
package auth

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/i18n"
	"github.com/pautang/pautang/internal/sms"
)

// Policy numbers. The code lifetime comes from configuration (5 minutes by default).
const (
	MaxCodeAttempts = 5 // wrong codes before a code locks
	ResendAfter     = 60 * time.Second
	PhoneHourLimit  = 5  // codes per phone per hour
	PhoneDayLimit   = 10 // codes per phone per day
	IPHourLimit     = 30 // codes per IP per hour
	IPDayLimit      = 60 // codes per IP per day
	// GlobalDayLimit is the cost ceiling of login codes for the whole service per day, if
	// every other limit is dodged (SMS pumping through many numbers and addresses).
	GlobalDayLimit = 20000
	CodeLength     = 6
	PurposeLogin   = "login"
	touchEvery     = time.Minute // last_seen is written at most this often
)

// Errors a borrower can see.
var (
	ErrInvalidPhone = apperr.New("invalid_phone", "Please enter a valid Philippine mobile number (09XXXXXXXXX).")
	ErrCodeWrong    = apperr.New("code_wrong", "The code is incorrect. Please check the SMS and try again.")
	ErrCodeExpired  = apperr.New("code_expired", "The code has expired or was not requested. Please request a new code.")
	ErrCodeLocked   = apperr.New("code_locked", "Too many wrong codes. Please request a new code.")
	ErrCodeFormat   = apperr.New("invalid_params", "Please enter the 6-digit code.")
	ErrAccountGone  = apperr.New("account_deleted", "This account was deleted. Please register again.")
)

// Session is a signed-in borrower's session.
type Session struct {
	ID         int64
	UserID     int64
	Phone      string
	DeviceID   string
	CreatedAt  time.Time
	LastSeenAt time.Time
	ExpiresAt  time.Time
}

// Code is a stored one-time code.
type Code struct {
	ID        int64
	Phone     string
	CodeHash  string
	ExpiresAt time.Time
	Attempts  int
}

// Repo is the storage the auth rules need; the store package implements it.
type Repo interface {
	// RateHit records one event in bucket unless limit events already happened within window.
	RateHit(ctx context.Context, bucket string, window time.Duration, limit int) (ok bool, err error)
	SaveCode(ctx context.Context, phone, purpose, channel, codeHash string, expiresAt time.Time) error
	LatestCode(ctx context.Context, phone, purpose string) (Code, error)
	// TakeCodeAttempt takes one of a code's limit attempts in one conditional update, before
	// the code is compared; taken is false when the limit is reached (or the code was used).
	TakeCodeAttempt(ctx context.Context, codeID int64, limit int) (n int, taken bool, err error)
	ConsumeCode(ctx context.Context, codeID int64) (bool, error)
	UpsertUser(ctx context.Context, phone string) (userID int64, deleted bool, err error)
	CreateSession(ctx context.Context, userID int64, tokenHash, deviceID string, expiresAt time.Time) (int64, error)
	SessionByHash(ctx context.Context, tokenHash string) (Session, bool, error)
	TouchSession(ctx context.Context, id int64, at time.Time) error
	RevokeSession(ctx context.Context, tokenHash string) error
	// SetUserLang stores a borrower's message language.
	SetUserLang(ctx context.Context, userID int64, lang string) error
}

// Service applies the login rules.
type Service struct {
	Repo    Repo
	SMS     sms.Sender
	Clock   clock.Clock
	Secret  []byte
	CodeTTL time.Duration
	Idle    time.Duration
	MaxAge  time.Duration
	// CacheTTL is how long a session the database confirmed is trusted without reading it
	// again (0: read every call). Revocations on this instance apply at once.
	CacheTTL time.Duration

	// DailyCap overrides GlobalDayLimit (tests; 0: the default).
	DailyCap int

	cache sessionCache

	langSeen  sync.Map     // user id -> langSeen: the message language last saved (NoteLang)
	langSeenN atomic.Int64 // saves since langSeen started
}

func (s *Service) dailyCap() int {
	if s.DailyCap > 0 {
		return s.DailyCap
	}
	return GlobalDayLimit
}

var phoneNoise = strings.NewReplacer(" ", "", "-", "", "(", "", ")", "")

// NormalizePhone accepts 09XXXXXXXXX, 9XXXXXXXXX, 639XXXXXXXXX and +639XXXXXXXXX and returns
// the 09XXXXXXXXX form, the one the product stores.
func NormalizePhone(raw string) (string, error) {
	p := phoneNoise.Replace(strings.TrimSpace(raw))
	p = strings.TrimPrefix(p, "+")
	switch {
	case strings.HasPrefix(p, "63") && len(p) == 12:
		p = "0" + p[2:]
	case strings.HasPrefix(p, "9") && len(p) == 10:
		p = "0" + p
	}
	if len(p) != 11 || !strings.HasPrefix(p, "09") {
		return "", ErrInvalidPhone
	}
	for _, r := range p {
		if r < '0' || r > '9' {
			return "", ErrInvalidPhone
		}
	}
	return p, nil
}

// NewToken returns a random session token (256 bits) and the hash that is stored.
func NewToken() (token, hash string, err error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", "", err
	}
	token = base64.RawURLEncoding.EncodeToString(b)
	return token, HashToken(token), nil
}

// HashToken is how a token is stored and looked up; the token itself is never stored.
func HashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// NewCode returns a uniformly random numeric code of CodeLength digits.
func NewCode() (string, error) {
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%06d", n.Int64()), nil
}

// HashCode binds a code to its phone with the server secret, so a database reader cannot
// replay codes.
func (s *Service) HashCode(phone, code string) string {
	m := hmac.New(sha256.New, s.Secret)
	m.Write([]byte(phone + ":" + code))
	return hex.EncodeToString(m.Sum(nil))
}

// SendCode sends a login code by SMS or voice, after the rate limits.
func (s *Service) SendCode(ctx context.Context, rawPhone, channel, ip string) (resendIn time.Duration, err error) {
	phone, err := NormalizePhone(rawPhone)
	if err != nil {
		return 0, err
	}
	if channel != sms.ChannelVoice {
		channel = sms.ChannelSMS
	}
	limits := []struct {
		bucket string
		window time.Duration
		limit  int
		msg    string
	}{
		{"otp:phone:min:" + phone, ResendAfter, 1, i18n.N("Please wait 60 seconds before requesting another code.")},
		{"otp:phone:hour:" + phone, time.Hour, PhoneHourLimit, i18n.N("Too many codes requested for this number. Please try again in an hour.")},
		{"otp:phone:day:" + phone, 24 * time.Hour, PhoneDayLimit, i18n.N("Too many codes requested for this number today. Please try again tomorrow.")},
		{"otp:ip:hour:" + ip, time.Hour, IPHourLimit, i18n.N("Too many codes requested from this network. Please try again later.")},
		{"otp:ip:day:" + ip, 24 * time.Hour, IPDayLimit, i18n.N("Too many codes requested from this network today. Please try again tomorrow.")},
		{"otp:global:day", 24 * time.Hour, s.dailyCap(), "We cannot send more codes right now. Please try again later."},
	}
	for _, l := range limits {
		ok, err := s.Repo.RateHit(ctx, l.bucket, l.window, l.limit)
		if err != nil {
			return 0, err
		}
		if !ok {
			return 0, apperr.New(apperr.CodeRateLimited, l.msg)
		}
	}
	code, err := NewCode()
	if err != nil {
		return 0, err
	}
	expires := s.Clock.Now().Add(s.CodeTTL)
	if err := s.Repo.SaveCode(ctx, phone, PurposeLogin, channel, s.HashCode(phone, code), expires); err != nil {
		return 0, err
	}
	body := fmt.Sprintf("Your Pautang login code is %s. It expires in %d minutes. Never share this code with anyone.", code, int(s.CodeTTL.Minutes()))
	if channel == sms.ChannelVoice {
		body = fmt.Sprintf("Hello from Pautang. Your login code is %s. Again, %s.", spaced(code), spaced(code))
	}
	if err := s.SMS.Send(ctx, sms.Message{Phone: phone, Channel: channel, Body: body, Code: code}); err != nil {
		return 0, apperr.New("sms_failed", "We could not send the code. Please try again.")
	}
	return ResendAfter, nil
}

func spaced(code string) string { return strings.Join(strings.Split(code, ""), " ") }

// Login checks the code and opens a session. The token is returned once and never stored.
func (s *Service) Login(ctx context.Context, rawPhone, code, deviceID string) (token string, sess Session, err error) {
	phone, err := NormalizePhone(rawPhone)
	if err != nil {
		return "", sess, err
	}
	code = strings.TrimSpace(code)
	if len(code) != CodeLength || strings.Trim(code, "0123456789") != "" {
		return "", sess, ErrCodeFormat
	}
	c, err := s.Repo.LatestCode(ctx, phone, PurposeLogin)
	if err != nil {
		return "", sess, ErrCodeExpired
	}
	now := s.Clock.Now()
	if !now.Before(c.ExpiresAt) {
		return "", sess, ErrCodeExpired
	}
	if c.Attempts >= MaxCodeAttempts {
		return "", sess, ErrCodeLocked
	}
	// The attempt is counted before the comparison, atomically: parallel guesses cannot all
	// read a count under the limit, so at most MaxCodeAttempts codes are ever compared.
	n, taken, err := s.Repo.TakeCodeAttempt(ctx, c.ID, MaxCodeAttempts)
	if err != nil {
		return "", sess, err
	}
	if !taken {
		return "", sess, ErrCodeLocked
	}
	if !hmac.Equal([]byte(c.CodeHash), []byte(s.HashCode(phone, code))) {
		if n >= MaxCodeAttempts {
			return "", sess, ErrCodeLocked
		}
		return "", sess, ErrCodeWrong
	}
	if ok, err := s.Repo.ConsumeCode(ctx, c.ID); err != nil {
		return "", sess, err
	} else if !ok {
		return "", sess, ErrCodeExpired // used by a concurrent login
	}
	userID, _, err := s.Repo.UpsertUser(ctx, phone)
	if err != nil {
		return "", sess, err
	}
	token, hash, err := NewToken()
	if err != nil {
		return "", sess, err
	}
	expires := now.Add(s.MaxAge)
	id, err := s.Repo.CreateSession(ctx, userID, hash, deviceID, expires)
	if err != nil {
		return "", sess, err
	}
	return token, Session{ID: id, UserID: userID, Phone: phone, DeviceID: deviceID, CreatedAt: now, LastSeenAt: now, ExpiresAt: expires}, nil
}

// Authenticate resolves a token to a live session, enforcing idle and absolute expiry.
func (s *Service) Authenticate(ctx context.Context, token string) (Session, error) {
	if len(token) < 20 || len(token) > 200 {
		return Session{}, apperr.ErrUnauthorized
	}
	hash := HashToken(token)
	now := s.Clock.Now()
	sess, cached := s.cache.get(hash, now, s.CacheTTL)
	if !cached {
		var ok bool
		var err error
		sess, ok, err = s.Repo.SessionByHash(ctx, hash)
		if err != nil {
			return Session{}, err
		}
		if !ok {
			s.cache.drop(hash)
			return Session{}, apperr.ErrUnauthorized
		}
	}
	if !now.Before(sess.ExpiresAt) || now.Sub(sess.LastSeenAt) >= s.Idle {
		s.cache.drop(hash)
		return Session{}, apperr.ErrUnauthorized
	}
	if now.Sub(sess.LastSeenAt) >= touchEvery {
		if err := s.Repo.TouchSession(ctx, sess.ID, now); err != nil {
			return Session{}, err
		}
		sess.LastSeenAt = now
	}
	if s.CacheTTL > 0 {
		if cached {
			s.cache.touch(hash, sess.LastSeenAt)
		} else {
			s.cache.put(hash, sess, now, s.CacheTTL)
		}
	}
	return sess, nil
}

// ForgetUser drops the cached sessions of a borrower whose sessions the store just ended
// (account deletion), so none of them is accepted again.
func (s *Service) ForgetUser(userID int64) { s.cache.dropUser(userID) }

// Logout revokes the session of token.
func (s *Service) Logout(ctx context.Context, token string) error {
	hash := HashToken(token)
	s.cache.drop(hash)
	err := s.Repo.RevokeSession(ctx, hash)
	s.cache.drop(hash) // a call that read the session while it was being revoked
	return err
}

// IssueSession opens a session for an existing borrower without a code; only the dev CLI
// (`pautang dev-session`) and tests use it.
func (s *Service) IssueSession(ctx context.Context, phone, deviceID string) (string, Session, error) {
	userID, _, err := s.Repo.UpsertUser(ctx, phone)
	if err != nil {
		return "", Session{}, err
	}
	token, hash, err := NewToken()
	if err != nil {
		return "", Session{}, err
	}
	now := s.Clock.Now()
	id, err := s.Repo.CreateSession(ctx, userID, hash, deviceID, now.Add(s.MaxAge))
	if err != nil {
		return "", Session{}, err
	}
	return token, Session{ID: id, UserID: userID, Phone: phone, DeviceID: deviceID, CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(s.MaxAge)}, nil
}
