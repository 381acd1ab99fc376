package admin

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"net/mail"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/clock"
)

// Lockout policy: MaxFailures wrong passwords in a row lock the account for LockFor.
const (
	MaxFailures = 5
	LockFor     = 15 * time.Minute
)

// Session limits: an operator session ends after IdleTimeout without a request or MaxAge in all.
const (
	IdleTimeout = 2 * time.Hour
	MaxAge      = 12 * time.Hour
)

// Coded errors of the back office (docs/errors.md, section "Back office").
var (
	ErrBadCredentials = apperr.New("admin_bad_credentials", "The e-mail or password is wrong.")
	ErrLocked         = apperr.New("admin_locked", "Too many wrong passwords. The account is locked for 15 minutes.")
	ErrDisabled       = apperr.New("admin_disabled", "This operator account is switched off.")
	ErrUnauthorized   = apperr.New(apperr.CodeUnauthorized, "Your back-office session has ended. Please log in again.")
	ErrForbidden      = apperr.New(apperr.CodeForbidden, "Your role does not allow this action.")
	ErrCSRF           = apperr.New("admin_csrf", "The request is missing its security token. Reload the page and try again.")
	ErrEmailTaken     = apperr.New("admin_email_taken", "An operator with this e-mail already exists.")
	ErrInvalidEmail   = apperr.New(apperr.CodeInvalid, "Please enter a valid e-mail address.")
	ErrInvalidRole    = apperr.New(apperr.CodeInvalid, "The role must be viewer, agent, supervisor or admin.")
	ErrPasswordPolicy = apperr.New(apperr.CodeInvalid, "The password must be 10 to 128 characters.")
	ErrSelfChange     = apperr.New("admin_self_change", "You cannot switch off or demote your own account.")
)

// Operator is a back-office user.
type Operator struct {
	ID           int64  `json:"id"`
	Email        string `json:"email"`
	Name         string `json:"name"`
	Role         Role   `json:"role"`
	PasswordHash string `json:"-"`
	Failures     int    `json:"failures"`
	LockedUntil  int64  `json:"lockedUntil"` // unix ms; 0 or past means not locked
	Disabled     bool   `json:"disabled"`
	LastLoginAt  int64  `json:"lastLoginAt"`
	CreatedAt    int64  `json:"createdAt"`
	// TOTP is whether two-step login is set up; the keys themselves (sealed) never leave.
	TOTP         bool   `json:"totp"`
	TOTPSecret   string `json:"-"`
	TOTPPending  string `json:"-"`
	TOTPLastStep int64  `json:"-"`
	// SetupPending: created by an admin, the set-up link not used yet (no password).
	SetupPending   bool   `json:"setupPending"`
	SetupExpiresAt int64  `json:"setupExpiresAt,omitempty"`
	SetupTokenHash string `json:"-"`
	// Custom is a custom role's permission set (Grant), filled when the operator signs in.
	Custom []Action `json:"-"`
}

// Locked reports whether the operator is locked out at now (unix ms).
func (o Operator) Locked(now int64) bool { return o.LockedUntil > now }

// Session is a live operator session.
type Session struct {
	ID         int64
	OperatorID int64
	Stage      Stage
	CSRFHash   string
	CreatedAt  int64
	LastSeenAt int64
	ExpiresAt  int64
}

// Entry is one audit row: who did what to which entity, when, and the entity before and after
// (any JSON-encodable value; nil when there is no before or after).
type Entry struct {
	ID         int64  `json:"id"`
	OperatorID int64  `json:"operatorId"`
	Operator   string `json:"operator,omitempty"` // e-mail, filled when listing
	Action     string `json:"action"`
	Entity     string `json:"entity"`
	EntityID   string `json:"entityId"`
	Before     any    `json:"before"`
	After      any    `json:"after"`
	At         int64  `json:"at"`
	IP         string `json:"ip,omitempty"`
}

// Repo is what the service needs from the database (implemented by *store.Store).
type Repo interface {
	// OperatorByEmail reads an operator by lower-case e-mail; found is false when absent.
	OperatorByEmail(ctx context.Context, email string) (Operator, bool, error)
	// OperatorByID reads an operator; found is false when absent.
	OperatorByID(ctx context.Context, id int64) (Operator, bool, error)
	// TakeOperatorAttempt takes one of max password attempts in one conditional update,
	// before the password is checked: taken is false when the operator is locked at now or
	// already at max attempts. n is the attempts so far, this one included.
	TakeOperatorAttempt(ctx context.Context, id int64, max int, now int64) (n int, taken bool, err error)
	// LockOperator locks the operator until until (audited with ip) unless a lock runs at now.
	LockOperator(ctx context.Context, id, now, until int64, ip string) (bool, error)
	// FinishOperatorLogin restarts the count and records the login unless a lock runs at at
	// (false: refuse). It never clears a lock.
	FinishOperatorLogin(ctx context.Context, id, at int64) (bool, error)
	// ReturnOperatorAttempt gives back the slot a correct password took when a second step
	// follows (the count neither grows nor restarts until the code is checked).
	ReturnOperatorAttempt(ctx context.Context, id int64) error
	// CreateOperatorSession stores a session at a stage by the hashes of its token and CSRF token.
	CreateOperatorSession(ctx context.Context, operatorID int64, stage Stage, tokenHash, csrfHash string, at, expiresAt int64) error
	// OperatorSessionByHash reads a live (not revoked) session by token hash.
	OperatorSessionByHash(ctx context.Context, tokenHash string) (Session, bool, error)
	// TouchOperatorSession records activity on a session.
	TouchOperatorSession(ctx context.Context, id, at int64) error
	// RevokeOperatorSession ends a session.
	RevokeOperatorSession(ctx context.Context, id, at int64) error
	// CreateOperator inserts an operator and its audit row in one transaction; ErrEmailTaken
	// when the e-mail exists.
	CreateOperator(ctx context.Context, o Operator, audit Entry) (Operator, error)
	// AddAudit appends one audit row.
	AddAudit(ctx context.Context, e Entry) error
}

// Service runs operator logins, sessions and accounts.
type Service struct {
	Repo  Repo
	Clock clock.Clock
	// Idle ends a session unused this long (PAUTANG_ADMIN_SESSION_IDLE); 0 means IdleTimeout.
	Idle time.Duration
	// Box seals the operators' TOTP keys (the data key's vault).
	Box SecretBox
	// Factors, Passwords and Accounts are the operators' two-step keys and set-up links, their
	// own passwords, and their sessions and accounts as admins manage them; Limits counts the
	// login attempts per address. The store's operators area implements all four.
	Factors   FactorStore
	Passwords PasswordStore
	Accounts  AccountStore
	Limits    RateLimiter
	// Captcha spends the image codes a login needs past LoginFreePerMinute logins a minute
	// from one address (0: DefaultLoginFreePerMinute); without it such a login is refused.
	Captcha            Captcha
	LoginFreePerMinute int
	// Roles reads the custom roles (nil: only the built-in roles exist).
	Roles RoleReader
}

// IdleLimit is the idle timeout in force.
func (s *Service) IdleLimit() time.Duration {
	if s.Idle > 0 {
		return s.Idle
	}
	return IdleTimeout
}

// SessionView is a live session as the back office lists it (no token, no hash).
type SessionView struct {
	ID         int64  `json:"id"`
	OperatorID int64  `json:"operatorId"`
	Email      string `json:"email"`
	CreatedAt  int64  `json:"createdAt"`
	LastSeenAt int64  `json:"lastSeenAt"`
	ExpiresAt  int64  `json:"expiresAt"`
	Current    bool   `json:"current"`
}

// Login is a successful login step: the cookie token, the CSRF token the SPA sends back in
// X-CSRF-Token, the operator and the session's stage (StageFull only after the second step).
type Login struct {
	Token     string
	CSRFToken string
	ExpiresAt int64
	Operator  Operator
	Stage     Stage
}

// NormalizeEmail lower-cases and trims an e-mail and checks its shape.
func NormalizeEmail(email string) (string, error) {
	e := strings.ToLower(strings.TrimSpace(email))
	if a, err := mail.ParseAddress(e); err != nil || a.Address != e || len(e) > 254 {
		return "", ErrInvalidEmail
	}
	return e, nil
}

// Login checks an operator's e-mail and password from ip (kept in the audit of a lock): the
// first of two steps. An operator with a TOTP key gets a session at StageCode (SecondStep
// finishes the login) and the password's attempt slot back, so the count runs on into the
// code step; one without a key gets a StageSetup session that can only enrol.
// Every attempt takes one of MaxFailures slots in one atomic update before the slow password
// check, so a burst of parallel guesses checks at most MaxFailures passwords; the attempt
// that fills the last slot with a wrong password locks the account for LockFor. A locked
// account is refused without checking the password, and a correct password checked while a
// lock was set is refused too (a success never clears a lock). Unknown e-mails cost the same
// time as wrong passwords and get the same message.
func (s *Service) Login(ctx context.Context, email, password, ip string) (Login, error) {
	now := s.Clock.Now()
	e, err := NormalizeEmail(email)
	if err != nil || password == "" || len(password) > 4*MaxPasswordLen {
		return Login{}, ErrBadCredentials
	}
	op, found, err := s.Repo.OperatorByEmail(ctx, e)
	if err != nil {
		return Login{}, err
	}
	if !found {
		VerifyPassword(dummyHash(), password)
		return Login{}, ErrBadCredentials
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
	if !VerifyPassword(op.PasswordHash, password) {
		if n >= MaxFailures {
			return Login{}, s.lockNow(ctx, op.ID, now, ip)
		}
		return Login{}, ErrBadCredentials
	}
	if op.Disabled {
		return Login{}, ErrDisabled
	}
	if op.TOTPSecret != "" {
		if err := s.Repo.ReturnOperatorAttempt(ctx, op.ID); err != nil {
			return Login{}, err
		}
		return s.newSession(ctx, op, StageCode, now)
	}
	if ok, err := s.Repo.FinishOperatorLogin(ctx, op.ID, now.UnixMilli()); err != nil {
		return Login{}, err
	} else if !ok {
		return Login{}, s.lockNow(ctx, op.ID, now, ip)
	}
	op.Failures, op.LastLoginAt = 0, now.UnixMilli()
	return s.newSession(ctx, op, StageSetup, now)
}

// lockNow is the answer once the attempts are used up: the lock that runs, or a new one
// (set here when the attempt that filled the last slot has not set it yet, or never will).
func (s *Service) lockNow(ctx context.Context, id int64, now time.Time, ip string) error {
	op, found, err := s.Repo.OperatorByID(ctx, id)
	if err != nil {
		return err
	}
	if found && op.Locked(now.UnixMilli()) {
		return lockedError(op.LockedUntil, now)
	}
	until := now.Add(LockFor).UnixMilli()
	if _, err := s.Repo.LockOperator(ctx, id, now.UnixMilli(), until, ip); err != nil {
		return err
	}
	if op, found, err = s.Repo.OperatorByID(ctx, id); err == nil && found && op.Locked(now.UnixMilli()) {
		until = op.LockedUntil
	}
	return lockedError(until, now)
}

// lockedError says how long the lock lasts, rounded up to whole minutes.
func lockedError(until int64, now time.Time) error {
	left := time.Duration(until-now.UnixMilli()) * time.Millisecond
	mins := int((left + time.Minute - 1) / time.Minute)
	return apperr.Newf(ErrLocked.Code, "Too many wrong passwords. The account is locked; try again in %d minute(s).", mins)
}

// Authenticate returns the live session and its operator for a cookie token, and marks the
// session used. Expired, idle, revoked or disabled: ErrUnauthorized.
func (s *Service) Authenticate(ctx context.Context, token string) (Session, Operator, error) {
	if token == "" || len(token) > 128 {
		return Session{}, Operator{}, ErrUnauthorized
	}
	sess, found, err := s.Repo.OperatorSessionByHash(ctx, HashToken(token))
	if err != nil {
		return Session{}, Operator{}, err
	}
	now := s.Clock.Now().UnixMilli()
	if !found || now >= sess.ExpiresAt || now-sess.LastSeenAt >= s.IdleLimit().Milliseconds() {
		return Session{}, Operator{}, ErrUnauthorized
	}
	op, found, err := s.Repo.OperatorByID(ctx, sess.OperatorID)
	if err != nil {
		return Session{}, Operator{}, err
	}
	if !found || op.Disabled {
		return Session{}, Operator{}, ErrUnauthorized
	}
	if op, err = s.withGrant(ctx, op); err != nil {
		return Session{}, Operator{}, err
	}
	// Touch at most once a minute: most requests are reads and need not write.
	if now-sess.LastSeenAt >= time.Minute.Milliseconds() {
		if err := s.Repo.TouchOperatorSession(ctx, sess.ID, now); err != nil {
			return Session{}, Operator{}, err
		}
		sess.LastSeenAt = now
	}
	return sess, op, nil
}

// CheckCSRF reports whether the header token is the session's CSRF token (constant time).
func CheckCSRF(sess Session, header string) bool {
	if header == "" || sess.CSRFHash == "" {
		return false
	}
	return subtle.ConstantTimeCompare([]byte(HashToken(header)), []byte(sess.CSRFHash)) == 1
}

// CSRFFor is the CSRF token of a session: an HMAC of a fixed label keyed by the session token.
// Only a page that was handed it (login, /me) knows it, since the cookie itself is HttpOnly;
// being derived, it can be handed again after a reload without rotating it under other tabs.
func CSRFFor(token string) string {
	m := hmac.New(sha256.New, []byte(token))
	m.Write([]byte("pautang-admin-csrf"))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// Logout ends a session.
func (s *Service) Logout(ctx context.Context, sess Session) error {
	return s.Repo.RevokeOperatorSession(ctx, sess.ID, s.Clock.Now().UnixMilli())
}

// NewOperator is the input of CreateOperator.
type NewOperator struct {
	Email    string
	Name     string
	Role     Role
	Password string
}

// CreateOperator validates and saves a new operator with a password (the seed and the CLI;
// the back office invites through an operator_create request, internal/controls); by is the operator creating it (0 for the
// seed), recorded in the audit log. The operator enrols a TOTP key at their first login.
func (s *Service) CreateOperator(ctx context.Context, by int64, in NewOperator) (Operator, error) {
	if CheckPassword(in.Password) != nil {
		return Operator{}, ErrPasswordPolicy
	}
	hash, err := HashPassword(in.Password)
	if err != nil {
		return Operator{}, err
	}
	return s.createOperator(ctx, by, in, hash, "", 0)
}

// createOperator validates and saves an operator with a password hash or a set-up link.
func (s *Service) createOperator(ctx context.Context, by int64, in NewOperator, hash, setupHash string, setupExp int64) (Operator, error) {
	email, err := NormalizeEmail(in.Email)
	if err != nil {
		return Operator{}, err
	}
	if known, err := s.KnownRole(ctx, in.Role); err != nil || !known {
		return Operator{}, errors.Join(err, ErrInvalidRole)
	}
	name := strings.TrimSpace(in.Name)
	if name == "" {
		name = email
	}
	if len([]rune(name)) > 80 {
		return Operator{}, apperr.Invalid("The name must be at most 80 characters.")
	}
	now := s.Clock.Now().UnixMilli()
	op := Operator{Email: email, Name: name, Role: in.Role, PasswordHash: hash, CreatedAt: now,
		SetupTokenHash: setupHash, SetupExpiresAt: setupExp, SetupPending: setupHash != ""}
	return s.Repo.CreateOperator(ctx, op, Entry{OperatorID: by, Action: "operator.create", Entity: "operator",
		After: map[string]any{"email": email, "name": name, "role": in.Role, "setupLink": setupHash != ""}, At: now})
}

// HashToken is how session and CSRF tokens are stored: SHA-256, hex. Tokens carry 256 random
// bits, so a fast hash is enough; the point is that a database leak yields no usable token.
func HashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

func randomToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("admin: unable to read random token: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// IsLocked reports whether err is the lockout error.
func IsLocked(err error) bool { return errors.Is(err, ErrLocked) }

// PasswordStore saves an operator's own new password (implemented by *store.Store).
type PasswordStore interface {
	// SetOwnPassword stores the hash, ends the operator's sessions other than keep and writes
	// the audit row, in one transaction.
	SetOwnPassword(ctx context.Context, id int64, hash string, keep, at int64, audit Entry) error
}

// ChangePassword changes the signed-in operator's password: the current password is checked
// under the login's attempt limit (one slot taken before the hash is compared; the last wrong
// one locks the account), the new one must meet the policy and differ, and every other session
// of the operator ends.
func (s *Service) ChangePassword(ctx context.Context, op Operator, sess Session, current, next, ip string) error {
	now := s.Clock.Now()
	if CheckPassword(next) != nil {
		return ErrPasswordPolicy
	}
	if next == current {
		return apperr.Invalid("The new password must differ from the current one.")
	}
	if op.Locked(now.UnixMilli()) {
		return lockedError(op.LockedUntil, now)
	}
	n, taken, err := s.Repo.TakeOperatorAttempt(ctx, op.ID, MaxFailures, now.UnixMilli())
	if err != nil {
		return err
	}
	if !taken {
		return s.lockNow(ctx, op.ID, now, ip)
	}
	if len(current) > 4*MaxPasswordLen || !VerifyPassword(op.PasswordHash, current) {
		if n >= MaxFailures {
			return s.lockNow(ctx, op.ID, now, ip)
		}
		return apperr.New(ErrBadCredentials.Code, "The current password is wrong.")
	}
	hash, err := HashPassword(next)
	if err != nil {
		return err
	}
	return s.Passwords.SetOwnPassword(ctx, op.ID, hash, sess.ID, now.UnixMilli(), Entry{OperatorID: op.ID, Action: "operator.password",
		Entity: "operator", EntityID: fmt.Sprint(op.ID), After: map[string]any{"otherSessionsEnded": true}, IP: ip})
}
