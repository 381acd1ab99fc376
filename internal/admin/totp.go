package admin

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base32"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/clock"
)

// Two-step login: every operator has a TOTP key (RFC 6238: SHA1, 6 digits, 30-second steps)
// and ten one-time recovery codes. The password alone yields a session of a lower stage: "code"
// (waiting for the code) or "setup" (no key yet: the operator can only enrol).

// TOTP parameters.
const (
	TOTPPeriod    = 30 * time.Second
	TOTPDigits    = 6
	TOTPSkew      = 1 // steps before and after the current one that are accepted (clock drift)
	TOTPIssuer    = "Pautang"
	RecoveryCount = 10
)

// Stage lifetimes and the set-up link's.
const (
	CodeStageTTL  = 5 * time.Minute  // a session waiting for its code
	SetupStageTTL = 30 * time.Minute // a session that may only enrol
	SetupLinkTTL  = 72 * time.Hour
)

// Stage is how far a session has come: only StageFull reaches the back office.
type Stage string

const (
	StageCode  Stage = "code"
	StageSetup Stage = "setup"
	StageFull  Stage = "full"
)

// Coded errors of the two-step login and the set-up link.
var (
	ErrBadCode     = apperr.New("admin_bad_code", "The code is wrong. Enter the current 6-digit code from your authenticator app, or a recovery code.")
	ErrCodeUsed    = apperr.New("admin_code_used", "This code was already used. Wait for the next code in your authenticator app.")
	ErrStage       = apperr.New("admin_two_step", "Finish the two-step login first.")
	ErrNoEnrolment = apperr.New("admin_totp_state", "Start the authenticator set-up again: no key is waiting for confirmation.")
	ErrEnrolled    = apperr.New("admin_totp_state", "Two-step login is already set up for this account.")
	ErrSetupLink   = apperr.New("admin_setup_link", "This set-up link is not valid: it was used already or has expired. Ask an administrator for a new one.")
	ErrNoOperator  = apperr.New(apperr.CodeNotFound, "No such operator.")
	ErrNoSealer    = apperr.New("admin_totp_unavailable", "Two-step login is not available: the server has no data key.")
)

// SecretBox seals TOTP keys at rest (banking.Vault: AES-256-GCM under PAUTANG_DATA_KEY),
// bound to a label so a sealed key copied to another operator does not open.
type SecretBox interface {
	SealWith(label, secret string) (string, error)
	OpenWith(label, sealed string) (string, error)
}

// totpLabel binds an operator's sealed TOTP key to the operator.
func totpLabel(id int64) string { return "operator-totp:" + strconv.FormatInt(id, 10) }

// TOTPLabel is the label an operator's TOTP key is sealed under (rotate-data-key re-seals it).
func TOTPLabel(id int64) string { return totpLabel(id) }

// TOTPStep is the 30-second step of t.
func TOTPStep(t time.Time) int64 { return t.Unix() / int64(TOTPPeriod/time.Second) }

// TOTPCode is the code of a base32 key at a step.
func TOTPCode(secret string, step int64) (string, error) {
	return totp.GenerateCodeCustom(secret, time.Unix(step*int64(TOTPPeriod/time.Second), 0).UTC(), totp.ValidateOpts{
		Period: uint(TOTPPeriod / time.Second), Skew: 0, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
}

// MatchTOTP finds the step within TOTPSkew of now whose code is code (constant-time compare).
func MatchTOTP(secret, code string, now time.Time) (int64, bool) {
	code = strings.ReplaceAll(strings.TrimSpace(code), " ", "")
	if len(code) != TOTPDigits || strings.Trim(code, "0123456789") != "" {
		return 0, false
	}
	cur := TOTPStep(now)
	var found int64
	ok := false
	for step := cur - TOTPSkew; step <= cur+TOTPSkew; step++ {
		want, err := TOTPCode(secret, step)
		if err != nil {
			return 0, false
		}
		if subtle.ConstantTimeCompare([]byte(want), []byte(code)) == 1 && !ok {
			found, ok = step, true
		}
	}
	return found, ok
}

// NewTOTPKey makes a random 160-bit key for an operator's e-mail.
func NewTOTPKey(email string) (*otp.Key, error) {
	return totp.Generate(totp.GenerateOpts{Issuer: TOTPIssuer, AccountName: email, Period: uint(TOTPPeriod / time.Second),
		SecretSize: 20, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
}

// TOTPURI is the otpauth:// URI of a key (what the QR code holds).
func TOTPURI(email, secret string) (string, error) {
	raw, err := base32.StdEncoding.WithPadding(base32.NoPadding).DecodeString(strings.ToUpper(secret))
	if err != nil {
		return "", apperr.Invalid("The TOTP key is not base32.")
	}
	k, err := totp.Generate(totp.GenerateOpts{Issuer: TOTPIssuer, AccountName: email, Period: uint(TOTPPeriod / time.Second),
		Secret: raw, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1})
	if err != nil {
		return "", err
	}
	return k.URL(), nil
}

// recoveryAlphabet spells recovery codes: 16 characters of 5 bits = 80 random bits.
var recoveryAlphabet = base32.NewEncoding("abcdefghijkmnpqrstuvwxyz23456789").WithPadding(base32.NoPadding)

// NewRecoveryCodes makes n recovery codes, "xxxx-xxxx-xxxx-xxxx".
func NewRecoveryCodes(n int) ([]string, error) {
	out := make([]string, n)
	for i := range out {
		b := make([]byte, 10)
		if _, err := rand.Read(b); err != nil {
			return nil, fmt.Errorf("admin: unable to read random recovery code: %w", err)
		}
		c := recoveryAlphabet.EncodeToString(b)
		out[i] = c[0:4] + "-" + c[4:8] + "-" + c[8:12] + "-" + c[12:16]
	}
	return out, nil
}

// HashRecoveryCode is how a recovery code is stored: SHA-256 of the code without dashes or
// spaces, lower case (80 random bits: a fast hash is enough).
func HashRecoveryCode(code string) string {
	c := strings.ToLower(strings.NewReplacer("-", "", " ", "").Replace(strings.TrimSpace(code)))
	sum := sha256.Sum256([]byte("pautang-recovery:" + c))
	return hex.EncodeToString(sum[:])
}

// looksLikeRecovery tells a recovery code from a 6-digit code.
func looksLikeRecovery(code string) bool {
	c := strings.NewReplacer("-", "", " ", "").Replace(strings.TrimSpace(code))
	return len(c) == 16
}

// FactorStore is what the two-step login and the set-up link need from the database
// (implemented by *store.Store).
type FactorStore interface {
	// UseTOTPStep accepts a code's step: one conditional update raising totp_last_step WHERE
	// totp_last_step < step; false when that step or a later one was used already.
	UseTOTPStep(ctx context.Context, id, step int64) (bool, error)
	// UseRecoveryCode marks an unused recovery code used in one conditional update; false when
	// the operator has no such unused code.
	UseRecoveryCode(ctx context.Context, id int64, hash string, at int64) (bool, error)
	// ExchangeOperatorSession ends session old if it is still live at stage from, and stores a
	// new full session in the same transaction; false when old had ended or moved on.
	ExchangeOperatorSession(ctx context.Context, old int64, from Stage, operatorID int64, tokenHash, csrfHash string, at, expiresAt int64) (bool, error)
	// SetPendingTOTP stores a sealed key waiting for its confirmation code (operators without
	// a confirmed key only).
	SetPendingTOTP(ctx context.Context, id int64, sealed string, at int64) (bool, error)
	// ConfirmTOTP makes the pending key sealed the operator's key with step as its last used
	// step (only if it is still the pending one and no key is set), replaces the recovery codes,
	// swaps session old (stage setup) for a new full one and writes the audit row, in one
	// transaction; false when the pending key changed or the session ended.
	ConfirmTOTP(ctx context.Context, id int64, sealed string, step int64, codeHashes []string, old int64, tokenHash, csrfHash string, at, expiresAt int64, audit Entry) (bool, error)
	// ResetOperatorTOTP removes an operator's key and recovery codes and ends their sessions,
	// with the audit row, in one transaction; ErrNoOperator when there is no such operator.
	ResetOperatorTOTP(ctx context.Context, id, at int64, audit Entry) (Operator, error)
	// OperatorBySetupToken reads the operator a live set-up link belongs to.
	OperatorBySetupToken(ctx context.Context, tokenHash string, now int64) (Operator, bool, error)
	// UseSetupToken sets the password of the operator whose link tokenHash is live at now and
	// spends the link, in one conditional update, with the audit row; found false when the
	// link is unknown, used or expired.
	UseSetupToken(ctx context.Context, tokenHash, passwordHash string, now int64, audit Entry) (Operator, bool, error)
	// SetSetupToken gives an operator who never set a password a new link (the old one stops
	// working), with the audit row; false when the operator has a password.
	SetSetupToken(ctx context.Context, id int64, tokenHash string, expiresAt, at int64, audit Entry) (bool, error)
}

// Enrolment is a key waiting for its confirmation: the otpauth:// URI (the QR code) and the key
// itself for typing into an app by hand.
type Enrolment struct {
	URI    string `json:"uri"`
	Secret string `json:"secret"`
}

// Invitation is an operator created without a password and the one-time link's token.
type Invitation struct {
	Operator  Operator
	Token     string
	ExpiresAt int64
}

func (s *Service) box() (SecretBox, error) {
	if s.Box == nil {
		return nil, ErrNoSealer
	}
	return s.Box, nil
}

// newSession makes a token and CSRF token and stores a session at stage.
func (s *Service) newSession(ctx context.Context, op Operator, stage Stage, now time.Time) (Login, error) {
	token, err := randomToken()
	if err != nil {
		return Login{}, err
	}
	ttl := MaxAge
	switch stage {
	case StageCode:
		ttl = CodeStageTTL
	case StageSetup:
		ttl = SetupStageTTL
	}
	csrf := CSRFFor(token)
	exp := now.Add(ttl).UnixMilli()
	if err := s.Repo.CreateOperatorSession(ctx, op.ID, stage, HashToken(token), HashToken(csrf), now.UnixMilli(), exp); err != nil {
		return Login{}, err
	}
	return Login{Token: token, CSRFToken: csrf, ExpiresAt: exp, Operator: op, Stage: stage}, nil
}

// SecondStep finishes a login at stage "code" with a TOTP code or a recovery code. Each try
// takes one of the login's MaxFailures attempt slots before the code is checked (the password
// step gave its slot back, so the count runs on from the wrong passwords before it); the last
// wrong one locks the account. A TOTP code is accepted by one conditional update of the
// operator's last used step, so a code (or an older one) works once, also under parallel
// requests; a recovery code is spent the same way. Success ends the code-stage session and
// starts a full one (a new token).
func (s *Service) SecondStep(ctx context.Context, sess Session, code, ip string) (Login, error) {
	now := s.Clock.Now()
	if sess.Stage != StageCode {
		return Login{}, ErrStage
	}
	op, found, err := s.Repo.OperatorByID(ctx, sess.OperatorID)
	if err != nil {
		return Login{}, err
	}
	if !found || op.Disabled {
		return Login{}, ErrUnauthorized
	}
	if op.Locked(now.UnixMilli()) {
		return Login{}, lockedError(op.LockedUntil, now)
	}
	n, taken, err := s.Repo.TakeOperatorAttempt(ctx, op.ID, MaxFailures, now.UnixMilli())
	if err != nil {
		return Login{}, err
	}
	if !taken {
		return Login{}, s.lockNow(ctx, op.ID, now, ip)
	}
	accepted, refusal := false, ErrBadCode
	if looksLikeRecovery(code) {
		if accepted, err = s.Factors.UseRecoveryCode(ctx, op.ID, HashRecoveryCode(code), now.UnixMilli()); err != nil {
			return Login{}, err
		}
	} else if op.TOTPSecret != "" {
		box, err := s.box()
		if err != nil {
			return Login{}, err
		}
		secret, err := box.OpenWith(totpLabel(op.ID), op.TOTPSecret)
		if err != nil {
			return Login{}, fmt.Errorf("admin: unable to open the TOTP key of operator %d: %w", op.ID, err)
		}
		if step, ok := MatchTOTP(secret, code, now); ok {
			if accepted, err = s.Factors.UseTOTPStep(ctx, op.ID, step); err != nil {
				return Login{}, err
			}
			if !accepted {
				refusal = ErrCodeUsed
			}
		}
	}
	if !accepted {
		if n >= MaxFailures {
			return Login{}, s.lockNow(ctx, op.ID, now, ip)
		}
		return Login{}, refusal
	}
	if ok, err := s.Repo.FinishOperatorLogin(ctx, op.ID, now.UnixMilli()); err != nil {
		return Login{}, err
	} else if !ok {
		return Login{}, s.lockNow(ctx, op.ID, now, ip)
	}
	return s.exchange(ctx, sess, StageCode, op, now)
}

// exchange ends a lower-stage session and starts a full one.
func (s *Service) exchange(ctx context.Context, sess Session, from Stage, op Operator, now time.Time) (Login, error) {
	token, err := randomToken()
	if err != nil {
		return Login{}, err
	}
	csrf := CSRFFor(token)
	exp := now.Add(MaxAge).UnixMilli()
	ok, err := s.Factors.ExchangeOperatorSession(ctx, sess.ID, from, op.ID, HashToken(token), HashToken(csrf), now.UnixMilli(), exp)
	if err != nil {
		return Login{}, err
	}
	if !ok {
		return Login{}, ErrUnauthorized
	}
	op.Failures, op.LastLoginAt = 0, now.UnixMilli()
	if op, err = s.withGrant(ctx, op); err != nil {
		return Login{}, err
	}
	return Login{Token: token, CSRFToken: csrf, ExpiresAt: exp, Operator: op, Stage: StageFull}, nil
}

// BeginEnrolment gives an operator without a key a new one, stored sealed as pending until a
// code confirms it (calling again replaces it).
func (s *Service) BeginEnrolment(ctx context.Context, op Operator) (Enrolment, error) {
	if op.TOTPSecret != "" {
		return Enrolment{}, ErrEnrolled
	}
	box, err := s.box()
	if err != nil {
		return Enrolment{}, err
	}
	key, err := NewTOTPKey(op.Email)
	if err != nil {
		return Enrolment{}, err
	}
	sealed, err := box.SealWith(totpLabel(op.ID), key.Secret())
	if err != nil {
		return Enrolment{}, err
	}
	if ok, err := s.Factors.SetPendingTOTP(ctx, op.ID, sealed, s.Clock.Now().UnixMilli()); err != nil {
		return Enrolment{}, err
	} else if !ok {
		return Enrolment{}, ErrEnrolled
	}
	return Enrolment{URI: key.URL(), Secret: key.Secret()}, nil
}

// ConfirmEnrolment checks a code of the pending key; on success the key becomes the
// operator's (the code's step counts as used), ten recovery codes replace any earlier ones,
// and the setup session is exchanged for a full one (audited as the login). The codes are
// returned once.
func (s *Service) ConfirmEnrolment(ctx context.Context, op Operator, sess Session, code, ip string) (Login, []string, error) {
	now := s.Clock.Now()
	if op.TOTPSecret != "" {
		return Login{}, nil, ErrEnrolled
	}
	if op.TOTPPending == "" {
		return Login{}, nil, ErrNoEnrolment
	}
	box, err := s.box()
	if err != nil {
		return Login{}, nil, err
	}
	secret, err := box.OpenWith(totpLabel(op.ID), op.TOTPPending)
	if err != nil {
		return Login{}, nil, fmt.Errorf("admin: unable to open the pending TOTP key of operator %d: %w", op.ID, err)
	}
	step, ok := MatchTOTP(secret, code, now)
	if !ok {
		return Login{}, nil, apperr.New(ErrBadCode.Code, "The code is wrong. Enter the 6-digit code your authenticator app shows for Pautang.")
	}
	codes, err := NewRecoveryCodes(RecoveryCount)
	if err != nil {
		return Login{}, nil, err
	}
	hashes := make([]string, len(codes))
	for i, c := range codes {
		hashes[i] = HashRecoveryCode(c)
	}
	token, err := randomToken()
	if err != nil {
		return Login{}, nil, err
	}
	csrf := CSRFFor(token)
	exp := now.Add(MaxAge).UnixMilli()
	done, err := s.Factors.ConfirmTOTP(ctx, op.ID, op.TOTPPending, step, hashes, sess.ID, HashToken(token), HashToken(csrf), now.UnixMilli(), exp,
		Entry{OperatorID: op.ID, Action: "operator.totp_enrol", Entity: "operator", EntityID: strconv.FormatInt(op.ID, 10),
			After: map[string]any{"recoveryCodes": len(codes)}, IP: ip})
	if err != nil {
		return Login{}, nil, err
	}
	if !done {
		return Login{}, nil, ErrNoEnrolment
	}
	op.TOTPSecret, op.TOTPPending, op.TOTP = op.TOTPPending, "", true
	if op, err = s.withGrant(ctx, op); err != nil {
		return Login{}, nil, err
	}
	l := Login{Token: token, CSRFToken: csrf, ExpiresAt: exp, Operator: op, Stage: StageFull}
	s.auditLogin(ctx, l, ip)
	return l, codes, nil
}

// EnrolSecret makes a known base32 key an operator's confirmed key (the dev seed's demo
// operators and test harnesses; operators enrol through BeginEnrolment/ConfirmEnrolment).
func (s *Service) EnrolSecret(ctx context.Context, op Operator, secret string) error {
	if _, err := TOTPCode(secret, 0); err != nil {
		return fmt.Errorf("admin: TOTP key: %w", err)
	}
	box, err := s.box()
	if err != nil {
		return err
	}
	sealed, err := box.SealWith(totpLabel(op.ID), secret)
	if err != nil {
		return err
	}
	now := s.Clock.Now().UnixMilli()
	if ok, err := s.Factors.SetPendingTOTP(ctx, op.ID, sealed, now); err != nil || !ok {
		return fmt.Errorf("admin: operator %d already has a TOTP key (%v)", op.ID, err)
	}
	ok, err := s.Factors.ConfirmTOTP(ctx, op.ID, sealed, 0, nil, 0, "", "", now, 0,
		Entry{Action: "operator.totp_enrol", Entity: "operator", EntityID: strconv.FormatInt(op.ID, 10), After: map[string]any{"seeded": true}})
	if err == nil && !ok {
		err = fmt.Errorf("admin: operator %d: TOTP key not stored", op.ID)
	}
	return err
}

// CurrentCode is the code an enrolled operator's app shows now (the dev-only
// `pautang totp-code`).
func (s *Service) CurrentCode(op Operator) (string, error) {
	if op.TOTPSecret == "" {
		return "", apperr.New(ErrNoEnrolment.Code, "This operator has not set up two-step login.")
	}
	box, err := s.box()
	if err != nil {
		return "", err
	}
	secret, err := box.OpenWith(totpLabel(op.ID), op.TOTPSecret)
	if err != nil {
		return "", err
	}
	return TOTPCode(secret, TOTPStep(s.Clock.Now()))
}

// ErrAdminExists refuses a first administrator when one is there already: further operators
// are invited from the back office, where a second operator approves.
var ErrAdminExists = apperr.New("admin_exists", "An administrator exists already: invite operators from the back office.")

// FirstAdminStore creates the first administrator (implemented by the store's operators).
type FirstAdminStore interface {
	// CreateFirstAdmin inserts o and its audit row in one transaction unless an active
	// administrator exists (ErrAdminExists).
	CreateFirstAdmin(ctx context.Context, o Operator, audit Entry) (Operator, error)
}

// CreateFirstAdmin makes a new database's first administrator, without a password: the
// invitation's one-time set-up link is where they choose it and enrol their two-step key (the
// CLI prints it on its console only). It is refused once an active administrator exists.
func CreateFirstAdmin(ctx context.Context, st FirstAdminStore, clk clock.Clock, email, name string) (Invitation, error) {
	addr, err := NormalizeEmail(email)
	if err != nil {
		return Invitation{}, err
	}
	name = strings.TrimSpace(name)
	if name == "" {
		name = addr
	}
	if len([]rune(name)) > 80 {
		return Invitation{}, apperr.Invalid("The name must be at most 80 characters.")
	}
	token, err := randomToken()
	if err != nil {
		return Invitation{}, err
	}
	now := clk.Now()
	exp := now.Add(SetupLinkTTL).UnixMilli()
	op := Operator{Email: addr, Name: name, Role: RoleAdmin, CreatedAt: now.UnixMilli(),
		SetupTokenHash: HashToken(token), SetupExpiresAt: exp, SetupPending: true}
	op, err = st.CreateFirstAdmin(ctx, op, Entry{Action: "operator.create_first_admin", Entity: "operator",
		After: map[string]any{"email": addr, "name": name, "role": RoleAdmin, "setupLink": true, "via": "cli"}, At: now.UnixMilli()})
	if err != nil {
		return Invitation{}, err
	}
	return Invitation{Operator: op, Token: token, ExpiresAt: exp}, nil
}

// SetupLinkOperator is the operator a live set-up link belongs to.
func (s *Service) SetupLinkOperator(ctx context.Context, token string) (Operator, error) {
	if token == "" || len(token) > 128 {
		return Operator{}, ErrSetupLink
	}
	op, found, err := s.Factors.OperatorBySetupToken(ctx, HashToken(token), s.Clock.Now().UnixMilli())
	if err != nil {
		return Operator{}, err
	}
	if !found || op.Disabled {
		return Operator{}, ErrSetupLink
	}
	return op, nil
}

// CompleteSetup spends a set-up link (one conditional update: a link works once and not
// after SetupLinkTTL) to set the operator's first password, and starts a setup-stage session
// in which the operator enrols their authenticator app.
func (s *Service) CompleteSetup(ctx context.Context, token, password, ip string) (Login, error) {
	now := s.Clock.Now()
	if token == "" || len(token) > 128 {
		return Login{}, ErrSetupLink
	}
	if CheckPassword(password) != nil {
		return Login{}, ErrPasswordPolicy
	}
	hash, err := HashPassword(password)
	if err != nil {
		return Login{}, err
	}
	op, found, err := s.Factors.UseSetupToken(ctx, HashToken(token), hash, now.UnixMilli(),
		Entry{Action: "operator.setup", Entity: "operator", After: map[string]any{"passwordSet": true}, IP: ip})
	if err != nil {
		return Login{}, err
	}
	if !found || op.Disabled {
		return Login{}, ErrSetupLink
	}
	stage := StageSetup
	if op.TOTPSecret != "" {
		stage = StageCode
	}
	return s.newSession(ctx, op, stage, now)
}
