package admin

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/clock"
)

// accountsRepo is an in-memory AccountStore, RateLimiter and audit log over fakeRepo.
type accountsRepo struct {
	fakeRepo
	owners  map[int64]int64 // session id -> operator id
	listed  int64           // the operator OperatorSessions was asked for
	revoked []int64
	updated []Operator
	hits    map[string]int
	audits  []Entry
}

func (f *accountsRepo) AddAudit(_ context.Context, e Entry) error {
	f.audits = append(f.audits, e)
	return nil
}
func (f *accountsRepo) OperatorSessions(_ context.Context, who, _, _ int64) ([]SessionView, error) {
	f.listed = who
	out := []SessionView{}
	for id, op := range f.owners {
		if who == 0 || op == who {
			out = append(out, SessionView{ID: id, OperatorID: op})
		}
	}
	return out, nil
}
func (f *accountsRepo) OperatorSessionOwner(_ context.Context, id int64) (int64, bool, error) {
	op, ok := f.owners[id]
	return op, ok, nil
}
func (f *accountsRepo) RevokeOperatorSessionAudited(_ context.Context, id, _ int64, audit Entry) (bool, error) {
	f.revoked = append(f.revoked, id)
	f.audits = append(f.audits, audit)
	return true, nil
}
func (f *accountsRepo) UpdateOperator(_ context.Context, id int64, role Role, disabled bool, hash string, audit Entry) (Operator, error) {
	o := Operator{ID: id, Role: role, Disabled: disabled, PasswordHash: hash}
	f.updated = append(f.updated, o)
	f.audits = append(f.audits, audit)
	return o, nil
}
func (f *accountsRepo) RateHit(_ context.Context, bucket string, _ time.Duration, limit int) (bool, error) {
	f.hits[bucket]++
	return f.hits[bucket] <= limit, nil
}

func newAccounts() (*Service, *accountsRepo) {
	repo := &accountsRepo{fakeRepo: fakeRepo{sessions: map[string]Session{}}, owners: map[int64]int64{10: 1, 11: 1, 20: 2}, hits: map[string]int{}}
	svc := &Service{Repo: repo, Accounts: repo, Limits: repo, Clock: clock.NewFixed(time.Date(2026, 11, 22, 9, 0, 0, 0, clock.Manila))}
	return svc, repo
}

func TestSessionsAndRevoke(t *testing.T) {
	ctx := context.Background()
	agent := Operator{ID: 1, Role: RoleAgent}
	adm := Operator{ID: 3, Role: RoleAdmin}
	for _, c := range []struct {
		name    string
		caller  Operator
		who     int64
		wantErr error
		want    int
	}{
		{"own sessions", agent, 1, nil, 2},
		{"an agent may not list another's", agent, 2, ErrForbidden, 0},
		{"an agent may not list everyone's", agent, 0, ErrForbidden, 0},
		{"an admin lists anyone's", adm, 2, nil, 1},
		{"an admin lists everyone's", adm, 0, nil, 3},
	} {
		t.Run(c.name, func(t *testing.T) {
			svc, _ := newAccounts()
			list, err := svc.Sessions(ctx, c.caller, Session{ID: 10}, c.who)
			if !errors.Is(err, c.wantErr) || len(list) != c.want {
				t.Fatalf("got %d sessions, %v; want %d, %v", len(list), err, c.want, c.wantErr)
			}
			for _, s := range list {
				if s.Current != (s.ID == 10) {
					t.Fatalf("session %d current=%v", s.ID, s.Current)
				}
			}
		})
	}
	for _, c := range []struct {
		name     string
		caller   Operator
		id       int64
		wantErr  error
		wantOwn  bool
		wantAudt string
	}{
		{"own current session", agent, 10, nil, true, "1"},
		{"own other session", agent, 11, nil, false, "1"},
		{"another's session, as an agent", agent, 20, ErrForbidden, false, ""},
		{"another's session, as an admin", adm, 20, nil, false, "2"},
		{"no such session", adm, 99, ErrNoSession, false, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			svc, repo := newAccounts()
			done, own, err := svc.RevokeSession(ctx, c.caller, Session{ID: 10}, c.id, Entry{OperatorID: c.caller.ID, IP: "1.2.3.4"})
			if !errors.Is(err, c.wantErr) || own != c.wantOwn || done != (c.wantErr == nil) {
				t.Fatalf("got done=%v own=%v err=%v", done, own, err)
			}
			if c.wantErr != nil {
				if len(repo.revoked) != 0 || len(repo.audits) != 0 {
					t.Fatalf("a refused revoke wrote: %v %v", repo.revoked, repo.audits)
				}
				return
			}
			a := repo.audits[0]
			if a.Action != "operator.session_revoke" || a.EntityID != c.wantAudt || a.OperatorID != c.caller.ID || a.IP != "1.2.3.4" {
				t.Fatalf("audit %+v", a)
			}
		})
	}
}

func TestUpdateOperatorRules(t *testing.T) {
	ctx := context.Background()
	adm := Operator{ID: 3, Role: RoleAdmin}
	for _, c := range []struct {
		name    string
		id      int64
		in      OperatorUpdate
		wantErr error
	}{
		{"unknown role", 5, OperatorUpdate{Role: "boss"}, ErrInvalidRole},
		{"switching oneself off", 3, OperatorUpdate{Role: "admin", Disabled: true}, ErrSelfChange},
		{"demoting oneself", 3, OperatorUpdate{Role: "agent"}, ErrSelfChange},
		{"a short password", 5, OperatorUpdate{Role: "agent", Password: "short"}, ErrPasswordPolicy},
		{"a role change", 5, OperatorUpdate{Role: "supervisor"}, nil},
		{"a new password", 5, OperatorUpdate{Role: "agent", Password: "long enough password"}, nil},
		{"oneself unchanged", 3, OperatorUpdate{Role: "admin"}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			svc, repo := newAccounts()
			op, err := svc.UpdateOperator(ctx, adm, c.id, c.in, Entry{OperatorID: adm.ID})
			if !errors.Is(err, c.wantErr) {
				t.Fatalf("err %v, want %v", err, c.wantErr)
			}
			if c.wantErr != nil {
				if len(repo.updated) != 0 {
					t.Fatal("a refused change was saved")
				}
				return
			}
			if repo.audits[0].Action != "operator.update" || string(op.Role) != c.in.Role {
				t.Fatalf("saved %+v, audit %+v", op, repo.audits[0])
			}
			if (op.PasswordHash != "") != (c.in.Password != "") || (op.PasswordHash != "" && !VerifyPassword(op.PasswordHash, c.in.Password)) {
				t.Fatalf("hash %q for password %q", op.PasswordHash, c.in.Password)
			}
		})
	}
}

// fakeCaptcha accepts the code "RIGHT" once per sid.
type fakeCaptcha map[string]bool

func (f fakeCaptcha) SpendCaptcha(_ context.Context, sid, typed string, wrong *apperr.Error) error {
	if typed != "RIGHT" || f[sid] {
		return wrong
	}
	f[sid] = true
	return nil
}

func TestLoginRateAsksForACaptcha(t *testing.T) {
	ctx := context.Background()
	svc, repo := newAccounts()
	svc.LoginFreePerMinute = 3
	try := LoginTry{Email: "x@y.ph", IP: "9.9.9.9"}
	for i := 0; i < 3; i++ {
		if err := svc.CheckLoginRate(ctx, try); err != nil {
			t.Fatalf("attempt %d: %v", i+1, err)
		}
	}
	try.Email = " X@Y.ph "
	if err := svc.CheckLoginRate(ctx, try); apperr.CodeOf(err) != apperr.CodeRateLimited {
		t.Fatalf("past the size without a captcha service: %v", err)
	}
	svc.Captcha = fakeCaptcha{}
	if err := svc.CheckLoginRate(ctx, try); apperr.CodeOf(err) != ErrLoginCaptchaRequired.Code {
		t.Fatalf("past the size, no image code: %v", err)
	}
	try.SID, try.Captcha = "s1", "WRONG"
	if err := svc.CheckLoginRate(ctx, try); apperr.CodeOf(err) != ErrLoginCaptchaWrong.Code {
		t.Fatalf("a wrong image code: %v", err)
	}
	try.Captcha = "RIGHT"
	if err := svc.CheckLoginRate(ctx, try); err != nil {
		t.Fatalf("the right image code: %v", err)
	}
	if err := svc.CheckLoginRate(ctx, try); apperr.CodeOf(err) != ErrLoginCaptchaWrong.Code {
		t.Fatalf("an image code used twice: %v", err)
	}
	if err := svc.CheckLoginRate(ctx, LoginTry{Email: "x@y.ph", IP: "8.8.8.8"}); err != nil {
		t.Fatalf("another address: %v", err)
	}
	if len(repo.audits) != 4 {
		t.Fatalf("audits %+v", repo.audits)
	}
	a := repo.audits[0]
	if a.Action != "operator.login_failed" || a.EntityID != "x@y.ph" || a.IP != "9.9.9.9" || a.After.(map[string]any)["code"] != apperr.CodeRateLimited {
		t.Fatalf("audit %+v", a)
	}
}

func TestSignInAudits(t *testing.T) {
	ctx := context.Background()
	svc, repo := newAccounts()
	hash, _ := HashPassword("correct horse battery")
	repo.op = Operator{ID: 1, Email: "a@b.ph", Role: RoleAgent, PasswordHash: hash, TOTPSecret: "sealed"}
	if _, err := svc.SignIn(ctx, LoginTry{Email: "a@b.ph", Password: "wrong password here", IP: "1.1.1.1"}); err == nil {
		t.Fatal("a wrong password signed in")
	}
	if len(repo.audits) != 1 || repo.audits[0].Action != "operator.login_failed" {
		t.Fatalf("after a wrong password: %+v", repo.audits)
	}
	l, err := svc.SignIn(ctx, LoginTry{Email: "a@b.ph", Password: "correct horse battery", IP: "1.1.1.1"})
	if err != nil || l.Stage != StageCode {
		t.Fatalf("password step: %+v %v", l, err)
	}
	if len(repo.audits) != 1 {
		t.Fatalf("a code-stage session was audited as a login: %+v", repo.audits)
	}
	if err := svc.SignOut(ctx, Session{ID: 1}, Entry{OperatorID: 1, IP: "1.1.1.1"}); err != nil {
		t.Fatal(err)
	}
	if a := repo.audits[1]; a.Action != "operator.logout" || a.EntityID != "1" {
		t.Fatalf("logout audit %+v", a)
	}
}
