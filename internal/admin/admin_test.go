package admin

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
)

// TestMatrix checks every action against every role: allowed exactly from its minimum role up.
func TestMatrix(t *testing.T) {
	want := map[Action]Role{
		ActSelf: RoleViewer, ActDashboardView: RoleViewer, ActLoansView: RoleViewer, ActComplaintsView: RoleViewer, ActCatalogView: RoleViewer,
		ActLoansDecide: RoleAgent, ActPayoutRetry: RoleAgent, ActRepaymentMatch: RoleAgent, ActComplaintsReply: RoleAgent,
		ActLoansWaive: RoleAgent, ActRequestsView: RoleAgent, ActRequestsCheck: RoleAgent, ActAuditView: RoleSupervisor, ActOperatorsView: RoleSupervisor,
		ActCatalogEdit: RoleAdmin, ActOperatorsManage: RoleAdmin,
	}
	want[ActCollectionsWork], want[ActCollectionsAssign] = RoleAgent, RoleSupervisor
	want[ActRulesEdit] = RoleSupervisor
	want[ActMessagesEdit] = RoleSupervisor
	want[ActLoansExceptions] = RoleAgent
	want[ActKYCReview] = RoleAgent
	want[ActChartEdit] = RoleSupervisor
	want[ActJournalPost] = RoleAgent
	want[ActMonthClose] = RoleSupervisor
	want[ActJobsView], want[ActJobsManage] = RoleAgent, RoleSupervisor
	want[ActComplianceView], want[ActComplianceWork] = RoleAgent, RoleAgent
	want[ActRolesEdit] = RoleSupervisor
	want[ActPrivacyView], want[ActPrivacyWork], want[ActPrivacyManage] = RoleAgent, RoleAgent, RoleSupervisor
	if len(Matrix()) != len(want) {
		t.Fatalf("matrix has %d rules, want %d", len(Matrix()), len(want))
	}
	rank := map[Role]int{RoleViewer: 1, RoleAgent: 2, RoleSupervisor: 3, RoleAdmin: 4}
	for action, min := range want {
		for _, role := range append(Roles(), Role("intern"), Role("")) {
			t.Run(string(action)+"/"+string(role), func(t *testing.T) {
				allowed := rank[role] > 0 && rank[role] >= rank[min]
				if got := Can(role, action); got != allowed {
					t.Fatalf("got %v, want %v", got, allowed)
				}
			})
		}
	}
	if Can(RoleAdmin, Action("loans.delete")) {
		t.Fatal("an unknown action is allowed")
	}
}

func TestPassword(t *testing.T) {
	h, err := HashPassword("correct horse battery")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(h, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Fatalf("hash format: %s", h)
	}
	h2, _ := HashPassword("correct horse battery")
	if h == h2 {
		t.Fatal("two hashes of one password are equal: no salt")
	}
	tests := []struct {
		name, hash, pw string
		want           bool
	}{
		{"OK", h, "correct horse battery", true},
		{"ErrWrong", h, "correct horse batterY", false},
		{"ErrEmpty", h, "", false},
		{"ErrMalformed", "$argon2id$v=19$garbage", "correct horse battery", false},
		{"ErrOtherAlgorithm", strings.Replace(h, "argon2id", "argon2i", 1), "correct horse battery", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := VerifyPassword(tt.hash, tt.pw); got != tt.want {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
		})
	}
	if CheckPassword("short") == nil || CheckPassword("long enough pw") != nil {
		t.Fatal("password policy")
	}
}

func TestMasking(t *testing.T) {
	if got := MaskPhone("09171234567"); got != "0917****567" {
		t.Fatalf("got %q", got)
	}
	if got := PhoneFor(RoleViewer, "09171234567"); got != "0917****567" {
		t.Fatalf("viewer: got %q", got)
	}
	if got := PhoneFor(RoleAgent, "09171234567"); got != "09171234567" {
		t.Fatalf("agent: got %q", got)
	}
	if got := MaskAccount("123456789"); got != "•••• 6789" {
		t.Fatalf("account: got %q", got)
	}
}

func TestWaiver(t *testing.T) {
	bal := loans.Balances{loans.BucketPenalty: 100000, loans.BucketLateInterest: 500, loans.BucketPrincipal: 500000}
	day := loans.NewDate(2026, 11, 22)
	tests := []struct {
		name   string
		status loans.Status
		bucket loans.Bucket
		amount int64
		reason string
		ok     bool
	}{
		{"OK", loans.StatusOverdue, loans.BucketPenalty, 100000, "goodwill", true},
		{"OKLateInterest", loans.StatusDue, loans.BucketLateInterest, 500, "goodwill", true},
		{"ErrMoreThanOwed", loans.StatusOverdue, loans.BucketLateInterest, 501, "goodwill", false},
		{"ErrPrincipal", loans.StatusOverdue, loans.BucketPrincipal, 1, "goodwill", false},
		{"ErrZero", loans.StatusOverdue, loans.BucketPenalty, 0, "goodwill", false},
		{"ErrNoReason", loans.StatusOverdue, loans.BucketPenalty, 1, "  ", false},
		{"ErrSettled", loans.StatusSettled, loans.BucketPenalty, 1, "goodwill", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, err := Waiver(tt.status, bal, tt.bucket, tt.amount, tt.reason, day, "waiver:1")
			if tt.ok != (err == nil) {
				t.Fatalf("got err %v, want ok %v", err, tt.ok)
			}
			if err == nil && (e.Kind != loans.KindWaiver || e.AmountCents != -tt.amount || e.Bucket != tt.bucket) {
				t.Fatalf("entry: %+v", e)
			}
			if err != nil && apperr.CodeOf(err) != codeWaiver {
				t.Fatalf("code: got %q", apperr.CodeOf(err))
			}
		})
	}
}

func TestValidateSetting(t *testing.T) {
	tests := []struct {
		key, doc string
		ok       bool
	}{
		{SettingContacts, `{"email":"cs@pautang.ph","smWa":"+63 917 000 0000"}`, true},
		{SettingContacts, `{"email":"not-an-email","smWa":"1"}`, false},
		{SettingRecommended, `{"productIds":[3,1]}`, true},
		{SettingRecommended, `{"productIds":[1,1]}`, false},
		{SettingContracts, `[{"id":1,"title":"Loan agreement","body":"..."}]`, true},
		{SettingContracts, `[{"id":0,"title":""}]`, false},
		{SettingContracts, `[{"id":4,"title":"Other","body":"x"}]`, false},
		{SettingContracts, `[{"id":2,"title":"Note","body":"I owe {{total}} to {{lender}}."}]`, true},
		{SettingContracts, `[{"id":2,"title":"Note","body":"I owe {{sum}}."}]`, false},
		{"unknown", `{}`, false},
	}
	for _, tt := range tests {
		t.Run(tt.key, func(t *testing.T) {
			_, err := ValidateSetting(tt.key, json.RawMessage(tt.doc))
			if tt.ok != (err == nil) {
				t.Fatalf("%s: got err %v, want ok %v", tt.doc, err, tt.ok)
			}
		})
	}
}

// fakeRepo is an in-memory Repo for the lockout and session rules.
type fakeRepo struct {
	op       Operator
	sessions map[string]Session
}

func (f *fakeRepo) OperatorByEmail(_ context.Context, e string) (Operator, bool, error) {
	return f.op, e == f.op.Email, nil
}
func (f *fakeRepo) OperatorByID(_ context.Context, id int64) (Operator, bool, error) {
	return f.op, id == f.op.ID, nil
}
func (f *fakeRepo) TakeOperatorAttempt(_ context.Context, _ int64, max int, now int64) (int, bool, error) {
	if f.op.Failures >= max || f.op.LockedUntil > now {
		return 0, false, nil
	}
	f.op.Failures++
	return f.op.Failures, true, nil
}
func (f *fakeRepo) LockOperator(_ context.Context, _ int64, now, until int64, _ string) (bool, error) {
	if f.op.LockedUntil > now {
		return false, nil
	}
	f.op.Failures, f.op.LockedUntil = 0, until
	return true, nil
}
func (f *fakeRepo) FinishOperatorLogin(_ context.Context, _ int64, at int64) (bool, error) {
	if f.op.LockedUntil > at {
		return false, nil
	}
	f.op.Failures = 0
	return true, nil
}
func (f *fakeRepo) ReturnOperatorAttempt(context.Context, int64) error {
	f.op.Failures = max(f.op.Failures-1, 0)
	return nil
}
func (f *fakeRepo) CreateOperatorSession(_ context.Context, id int64, st Stage, th, ch string, at, exp int64) error {
	f.sessions[th] = Session{ID: int64(len(f.sessions) + 1), OperatorID: id, Stage: st, CSRFHash: ch, CreatedAt: at, LastSeenAt: at, ExpiresAt: exp}
	return nil
}
func (f *fakeRepo) OperatorSessionByHash(_ context.Context, th string) (Session, bool, error) {
	s, ok := f.sessions[th]
	return s, ok, nil
}
func (f *fakeRepo) TouchOperatorSession(context.Context, int64, int64) error  { return nil }
func (f *fakeRepo) RevokeOperatorSession(context.Context, int64, int64) error { return nil }
func (f *fakeRepo) CreateOperator(_ context.Context, o Operator, _ Entry) (Operator, error) {
	return o, nil
}
func (f *fakeRepo) AddAudit(context.Context, Entry) error { return nil }

var _ Repo = (*fakeRepo)(nil)

func TestLockoutIsClockDriven(t *testing.T) {
	hash, _ := HashPassword("correct horse battery")
	repo := &fakeRepo{op: Operator{ID: 1, Email: "a@b.ph", Role: RoleAgent, PasswordHash: hash}, sessions: map[string]Session{}}
	clk := clock.NewFixed(time.Date(2026, 11, 22, 9, 0, 0, 0, clock.Manila))
	svc := &Service{Repo: repo, Clock: clk}
	ctx := context.Background()
	for i := 0; i < MaxFailures; i++ {
		_, err := svc.Login(ctx, "a@b.ph", "nope nope nope", "")
		wantLocked := i == MaxFailures-1
		if IsLocked(err) != wantLocked {
			t.Fatalf("failure %d: got %v, want locked=%v", i+1, err, wantLocked)
		}
	}
	clk.Advance(LockFor - time.Millisecond)
	if _, err := svc.Login(ctx, "a@b.ph", "correct horse battery", ""); !IsLocked(err) {
		t.Fatalf("just before the end: got %v, want locked", err)
	}
	clk.Advance(time.Millisecond)
	l, err := svc.Login(ctx, "a@b.ph", "correct horse battery", "")
	if err != nil {
		t.Fatalf("at the end of the lock: %v", err)
	}
	sess, _, err := svc.Authenticate(ctx, l.Token)
	if err != nil {
		t.Fatal(err)
	}
	if !CheckCSRF(sess, l.CSRFToken) || CheckCSRF(sess, l.Token) || CheckCSRF(sess, "") {
		t.Fatal("CSRF check")
	}
	clk.Advance(MaxAge)
	if _, _, err := svc.Authenticate(ctx, l.Token); err != ErrUnauthorized {
		t.Fatalf("after max age: got %v, want unauthorized", err)
	}
}

func TestMatchTOTP(t *testing.T) {
	key, err := NewTOTPKey("a@b.ph")
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 22, 9, 0, 10, 0, time.UTC)
	cur := TOTPStep(now)
	for off := int64(-3); off <= 3; off++ {
		code, _ := TOTPCode(key.Secret(), cur+off)
		step, ok := MatchTOTP(key.Secret(), code, now)
		if want := off >= -TOTPSkew && off <= TOTPSkew; ok != want || (ok && step != cur+off) {
			t.Errorf("step %+d: got %d %v, want accepted=%v", off, step-cur, ok, want)
		}
	}
	code, _ := TOTPCode(key.Secret(), cur)
	for _, bad := range []string{"", "12345", "1234567", "12345x", code + "0"} {
		if _, ok := MatchTOTP(key.Secret(), bad, now); ok {
			t.Errorf("%q accepted", bad)
		}
	}
	if _, ok := MatchTOTP(key.Secret(), code[:3]+" "+code[3:], now); !ok {
		t.Error("a code typed with a space is refused")
	}
	// RFC 6238 appendix B, SHA1, 8 digits truncated to our 6: 94287082 at 59 s.
	if c, _ := TOTPCode("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", 1); c != "287082" {
		t.Errorf("RFC 6238 vector: got %s, want 287082", c)
	}
}
