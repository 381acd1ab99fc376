package admin

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/clock"
)

// AccountStore is what the operators' own sessions and the admins' account changes need from
// the database (implemented by the store's operators area).
type AccountStore interface {
	// OperatorSessions lists the live sessions of an operator (0: everyone's) at now, those idle
	// longer than idleMs left out.
	OperatorSessions(ctx context.Context, operatorID, now, idleMs int64) ([]SessionView, error)
	// OperatorSessionOwner reads whose live session id is; found is false when it has ended.
	OperatorSessionOwner(ctx context.Context, id int64) (int64, bool, error)
	// RevokeOperatorSessionAudited ends a session and writes the audit row in one transaction;
	// false when it had ended already.
	RevokeOperatorSessionAudited(ctx context.Context, id, at int64, audit Entry) (bool, error)
	// UpdateOperator sets an operator's role, switch and (when hash is not empty) password,
	// with its audit row, in one transaction.
	UpdateOperator(ctx context.Context, id int64, role Role, disabled bool, hash string, audit Entry) (Operator, error)
}

// RateLimiter counts hits in a bucket: one atomic step, false once the window's limit is
// reached.
type RateLimiter interface {
	RateHit(ctx context.Context, bucket string, window time.Duration, limit int) (bool, error)
}

// DefaultLoginFreePerMinute is how many operator logins one address may make a minute before
// each needs an image code, when the service is given no size
// (PAUTANG_ADMIN_LOGIN_CAPTCHA_AFTER).
const DefaultLoginFreePerMinute = 10

// LoginHardHourLimit bounds the logins one address may make an hour even with image codes.
const LoginHardHourLimit = 2000

// Captcha spends an image code (the landing's captcha machinery, promotion.Service): wrong is
// answered for a wrong, expired or used one.
type Captcha interface {
	SpendCaptcha(ctx context.Context, sid, typed string, wrong *apperr.Error) error
}

// The image-code answers of the operator login (docs/errors.md).
var (
	ErrLoginCaptchaRequired = apperr.New("captcha_required", "Many logins came from this address: type the characters in the picture, then log in.")
	ErrLoginCaptchaWrong    = apperr.New("captcha_wrong", "The characters do not match the picture. Type the new ones.")
)

// LoginTry is one password step (or set-up link post) as it arrives: what was typed, from
// where, and the image code when one was asked (SID names the picture).
type LoginTry struct {
	Email, Password, IP string
	SID, Captcha        string
}

// loginIPLimits are the per-address windows: free logins a minute (the setting) and six
// times as many an hour.
func (s *Service) loginIPLimits() []struct {
	Bucket string
	Window time.Duration
	Limit  int
} {
	n := s.LoginFreePerMinute
	if n <= 0 {
		n = DefaultLoginFreePerMinute
	}
	return []struct {
		Bucket string
		Window time.Duration
		Limit  int
	}{{"admin-login:", time.Minute, n}, {"admin-login-hour:", time.Hour, 6 * n}}
}

// ErrNoSession answers a session that does not exist or has ended.
var ErrNoSession = apperr.New(apperr.CodeNotFound, "No such session, or it has ended.")

// CheckLoginRate counts a login step from ip against the per-address windows, before any
// password or code is checked (each hit is one atomic step, so a parallel burst is cut at the
// size like a sequential one). Past a window's size the step needs an image code (sid,
// typed), spent on use; past LoginHardHourLimit an hour it is refused. A refusal is audited
// with what was typed as the e-mail. The per-account lockout is separate (Login).
func (s *Service) CheckLoginRate(ctx context.Context, t LoginTry) error {
	free := true
	for _, l := range s.loginIPLimits() {
		ok, err := s.Limits.RateHit(ctx, l.Bucket+t.IP, l.Window, l.Limit)
		if err != nil {
			return err
		}
		free = free && ok
	}
	if free {
		return nil
	}
	var refusal error
	switch ok, err := s.Limits.RateHit(ctx, "admin-login-captcha:"+t.IP, time.Hour, LoginHardHourLimit); {
	case err != nil:
		return err
	case !ok:
		refusal = apperr.New(apperr.CodeRateLimited, "Too many login attempts from this address. Try again in an hour.")
	case s.Captcha == nil:
		refusal = apperr.New(apperr.CodeRateLimited, "Too many login attempts from this address. Wait a minute.")
	case t.SID == "" || strings.TrimSpace(t.Captcha) == "":
		refusal = ErrLoginCaptchaRequired
	default:
		refusal = s.Captcha.SpendCaptcha(ctx, t.SID, t.Captcha, ErrLoginCaptchaWrong)
	}
	if refusal != nil {
		if code := apperr.CodeOf(refusal); code != "" {
			s.AuditLoginFailure(ctx, t.Email, t.IP, code)
		}
	}
	return refusal
}

// AuditLoginFailure records a refused operator login (wrong password, lock, rate limit,
// disabled account) with the address it came from; entity "login", the e-mail typed.
func (s *Service) AuditLoginFailure(ctx context.Context, email, ip, code string) {
	_ = s.Repo.AddAudit(ctx, Entry{Action: "operator.login_failed", Entity: "login", EntityID: strings.ToLower(strings.TrimSpace(strings.ToValidUTF8(email[:min(len(email), 254)], ""))), IP: ip,
		After: map[string]any{"code": code}})
}

// auditLogin records a login that reached the full session.
func (s *Service) auditLogin(ctx context.Context, l Login, ip string) {
	if l.Stage == StageFull {
		_ = s.Repo.AddAudit(ctx, Entry{OperatorID: l.Operator.ID, Action: "operator.login", Entity: "operator",
			EntityID: strconv.FormatInt(l.Operator.ID, 10), IP: ip})
	}
}

// auditFailure audits a refused login step whose error carries a code.
func (s *Service) auditFailure(ctx context.Context, email, ip string, err error) {
	if code := apperr.CodeOf(err); code != "" {
		s.AuditLoginFailure(ctx, email, ip, code)
	}
}

// SignIn is the password step from ip: the address's limits, then Login; a refusal is
// audited, and so is a login that reaches the full session.
func (s *Service) SignIn(ctx context.Context, t LoginTry) (Login, error) {
	email, password, ip := t.Email, t.Password, t.IP
	if err := s.CheckLoginRate(ctx, t); err != nil {
		return Login{}, err
	}
	l, err := s.Login(ctx, email, password, ip)
	if err != nil {
		s.auditFailure(ctx, email, ip, err)
		return Login{}, err
	}
	s.auditLogin(ctx, l, ip)
	return l, nil
}

// SignInCode is the second step of op's code-stage session: SecondStep, a refusal audited,
// the full session audited as the login. No per-address count here: only a password-checked
// code session reaches this step, and its tries take the operator's lockout slots.
func (s *Service) SignInCode(ctx context.Context, op Operator, sess Session, code, ip string) (Login, error) {
	l, err := s.SecondStep(ctx, sess, code, ip)
	if err != nil {
		s.auditFailure(ctx, op.Email, ip, err)
		return Login{}, err
	}
	s.auditLogin(ctx, l, ip)
	return l, nil
}

// SignInSetup uses a set-up link from ip: the address's limits, then CompleteSetup; a full
// session is audited as the login.
func (s *Service) SignInSetup(ctx context.Context, token, password string, t LoginTry) (Login, error) {
	ip := t.IP
	t.Email = "setup-link"
	if err := s.CheckLoginRate(ctx, t); err != nil {
		return Login{}, err
	}
	l, err := s.CompleteSetup(ctx, token, password, ip)
	if err != nil {
		return Login{}, err
	}
	s.auditLogin(ctx, l, ip)
	return l, nil
}

// SignOut ends the caller's session and audits the logout (by carries who and from where).
func (s *Service) SignOut(ctx context.Context, sess Session, by Entry) error {
	if err := s.Logout(ctx, sess); err != nil {
		return err
	}
	by.Action, by.Entity, by.EntityID = "operator.logout", "operator", strconv.FormatInt(by.OperatorID, 10)
	_ = s.Repo.AddAudit(ctx, by)
	return nil
}

// Sessions lists the live sessions of operator who (0: everyone's) as caller sees them:
// another operator's only with the right to manage operators; the caller's own is marked.
func (s *Service) Sessions(ctx context.Context, caller Operator, current Session, who int64) ([]SessionView, error) {
	if who != caller.ID && !Can(caller.Role, ActOperatorsManage) {
		return nil, ErrForbidden
	}
	list, err := s.Accounts.OperatorSessions(ctx, who, s.Clock.Now().UnixMilli(), s.IdleLimit().Milliseconds())
	if err != nil {
		return nil, err
	}
	for i := range list {
		list[i].Current = list[i].ID == current.ID
	}
	return list, nil
}

// RevokeSession ends session id for caller (their own, or anyone's with the right to manage
// operators), audited; revoked is false when it had ended meanwhile, own when it was the
// caller's current session. by carries who and from where.
func (s *Service) RevokeSession(ctx context.Context, caller Operator, current Session, id int64, by Entry) (revoked, own bool, err error) {
	owner, found, err := s.Accounts.OperatorSessionOwner(ctx, id)
	if err != nil {
		return false, false, err
	}
	if !found {
		return false, false, ErrNoSession
	}
	if owner != caller.ID && !Can(caller.Role, ActOperatorsManage) {
		return false, false, ErrForbidden
	}
	by.Action, by.Entity, by.EntityID, by.After = "operator.session_revoke", "operator", strconv.FormatInt(owner, 10), map[string]any{"sessionId": id}
	done, err := s.Accounts.RevokeOperatorSessionAudited(ctx, id, s.Clock.Now().UnixMilli(), by)
	if err != nil {
		return false, false, err
	}
	return done, id == current.ID, nil
}

// OperatorUpdate is an admin's change of an operator: role, switch and, when not empty, a
// new password.
type OperatorUpdate struct {
	Role     string
	Disabled bool
	Password string
}

// UpdateOperator changes operator id for caller (audited as operator.update): the role must
// exist, nobody switches off or demotes themselves, a new password meets the policy.
func (s *Service) UpdateOperator(ctx context.Context, caller Operator, id int64, in OperatorUpdate, by Entry) (Operator, error) {
	role := Role(strings.ToLower(strings.TrimSpace(in.Role)))
	if known, err := s.KnownRole(ctx, role); err != nil || !known {
		return Operator{}, errors.Join(err, ErrInvalidRole)
	}
	if id == caller.ID && (in.Disabled || role != caller.Role) {
		return Operator{}, ErrSelfChange
	}
	hash := ""
	if in.Password != "" {
		if CheckPassword(in.Password) != nil {
			return Operator{}, ErrPasswordPolicy
		}
		var err error
		if hash, err = HashPassword(in.Password); err != nil {
			return Operator{}, err
		}
	}
	by.Action = "operator.update"
	return s.Accounts.UpdateOperator(ctx, id, role, in.Disabled, hash, by)
}

// Store is everything the service needs from the database; the store's operators area
// implements it.
type Store interface {
	Repo
	FactorStore
	PasswordStore
	AccountStore
	RateLimiter
}

// New builds the service over the store's operators area; idle is the idle timeout (0: the
// default), box seals the TOTP keys (nil: two-step enrolment is unavailable).
func New(st Store, clk clock.Clock, idle time.Duration, box SecretBox) *Service {
	s := &Service{Repo: st, Factors: st, Passwords: st, Accounts: st, Limits: st, Clock: clk, Idle: idle, Box: box}
	if r, ok := st.(RoleReader); ok {
		s.Roles = r
	}
	return s
}
