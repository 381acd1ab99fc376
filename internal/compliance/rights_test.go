package compliance_test

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/compliance"
	"github.com/pautang/pautang/internal/privacy"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

type rightsFixture struct {
	t   *testing.T
	ctx context.Context
	clk *clock.Fixed
	st  *store.Store
	svc *compliance.Service
}

func newRights(t *testing.T, d store.Dialect) *rightsFixture {
	clk := clock.NewFixed(time.Date(2026, 11, 27, 10, 0, 0, 0, clock.Manila))
	st := storetest.Open(t, d, clk)
	return &rightsFixture{t: t, ctx: context.Background(), clk: clk, st: st, svc: &compliance.Service{Store: st, Clock: clk}}
}

func (f *rightsFixture) exec(q string, args ...any) {
	f.t.Helper()
	if _, err := f.st.DB.ExecContext(f.ctx, q, args...); err != nil {
		f.t.Fatalf("%s: %v", q, err)
	}
}

func (f *rightsFixture) count(q string, args ...any) int {
	f.t.Helper()
	var n int
	if err := f.st.DB.QueryRowContext(f.ctx, q, args...).Scan(&n); err != nil {
		f.t.Fatalf("%s: %v", q, err)
	}
	return n
}

// borrower is a borrower with a profile and an approved identity check.
func (f *rightsFixture) borrower(phone, name string) int64 {
	f.t.Helper()
	id, _, err := f.st.Users().UpsertUser(f.ctx, phone)
	if err != nil {
		f.t.Fatal(err)
	}
	f.exec(`UPDATE users SET name = $1 WHERE id = $2`, name, id)
	for _, p := range [][2]string{{"fullName", name}, {"birthDate", "1990-01-02"}} {
		f.exec(`INSERT INTO profile_fields (user_id, grp, code, value, updated_at) VALUES ($1, 'personal', $2, $3, 1)`, id, p[0], p[1])
	}
	f.exec(`INSERT INTO kyc_submissions (user_id, id_type, id_number_sealed, id_number_hash, id_last4, id_photo, selfie, status, created_at)
		VALUES ($1, 'UMID', 'sealed', $2, '1234', 'id.jpg', 'selfie.jpg', 'approved', 1)`, id, "hash-"+phone)
	return id
}

func (f *rightsFixture) operator(email string) int64 {
	f.t.Helper()
	var id int64
	if err := f.st.DB.QueryRowContext(f.ctx, `INSERT INTO operators (email, name, role, password_hash, created_at, updated_at) VALUES ($1, $2, 'agent', 'x', 1, 1) RETURNING id`,
		email, "Olive Operator").Scan(&id); err != nil {
		f.t.Fatal(err)
	}
	return id
}

// The marketing switch keeps each withdrawal and each consent given again with the version of
// its text, the method and the time, audited; a switch that changes nothing keeps nothing.
func TestMarketingConsentKeptWithVersion(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		f := newRights(t, d)
		uid := f.borrower("09170000101", "Mara Santos")
		c, err := f.svc.ConsentsOf(f.ctx, uid)
		if err != nil || len(c.State) != 3 || !c.State[2].Granted || !c.State[2].Withdrawable || c.State[1].Withdrawable || c.State[0].At != 0 {
			t.Fatalf("consents before any switch: %+v %v", c, err)
		}
		if _, err := f.st.Users().SetMarketingOff(f.ctx, uid, true); err != nil {
			t.Fatal(err)
		}
		f.clk.Advance(time.Hour)
		if _, err := f.st.Users().SetMarketingOff(f.ctx, uid, true); err != nil { // already off: nothing kept
			t.Fatal(err)
		}
		if _, err := f.st.Users().SetMarketingOff(f.ctx, uid, false); err != nil {
			t.Fatal(err)
		}
		c, err = f.svc.ConsentsOf(f.ctx, uid)
		if err != nil || len(c.History) != 2 {
			t.Fatalf("history %+v %v", c.History, err)
		}
		off, on := c.History[1], c.History[0]
		if off.Kind != privacy.ConsentMarketing || off.Granted || off.Version != privacy.MarketingVersion || off.Method != privacy.MethodSettings ||
			off.At != time.Date(2026, 11, 27, 10, 0, 0, 0, clock.Manila).UnixMilli() {
			t.Fatalf("withdrawal kept as %+v", off)
		}
		if !on.Granted || on.At != off.At+time.Hour.Milliseconds() || !c.State[2].Granted || c.State[2].Version != privacy.MarketingVersion {
			t.Fatalf("given again kept as %+v, state %+v", on, c.State[2])
		}
		if f.count(`SELECT COUNT(*) FROM audit_log WHERE action = 'consent.withdraw'`) != 1 || f.count(`SELECT COUNT(*) FROM audit_log WHERE action = 'consent.give'`) != 1 {
			t.Fatal("the consent changes are not audited once each")
		}
	})
}

// A correction request has its 30-day clock (to the end of the 30th Manila day) and an owner
// an operator assigns; a second one of the kind waits for the first; past the day it is
// overdue; done, a name correction goes through the identity-check rules: after the approved
// check it opens a new one and keeps the change.
func TestRequestClockOwnerAndCorrection(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		f := newRights(t, d)
		uid := f.borrower("09170000102", "Jose Rizal")
		op := f.operator("olive@pautang.ph")
		if _, err := f.svc.Request(f.ctx, uid, privacy.Request{Kind: privacy.KindCorrection, Field: privacy.FieldBirthDate, Value: "2030-01-01"}); !errors.Is(err, apperr.New(apperr.CodeInvalid, "")) {
			t.Fatalf("a birth date to come: %v", err)
		}
		v, err := f.svc.Request(f.ctx, uid, privacy.Request{Kind: privacy.KindCorrection, Field: privacy.FieldName, Value: " José  P. Rizal ", Detail: "My name has an accent."})
		if err != nil {
			t.Fatal(err)
		}
		due := time.Date(2026, 12, 28, 0, 0, 0, 0, clock.Manila).UnixMilli() - 1
		if v.Status != privacy.StatusOpen || v.DueAt != due || v.Clock.DaysLeft != 30 || v.Clock.Overdue || v.OwnerID != 0 || v.Value != "José P. Rizal" || v.Channel != privacy.ChannelApp {
			t.Fatalf("opened %+v", v)
		}
		if _, err := f.svc.Request(f.ctx, uid, privacy.Request{Kind: privacy.KindCorrection, Field: privacy.FieldOther, Detail: "My address"}); !errors.Is(err, compliance.ErrRequestOpen) {
			t.Fatalf("a second open correction: %v", err)
		}
		v, err = f.svc.AssignRequest(f.ctx, v.ID, op, admin.Entry{OperatorID: op})
		if err != nil || v.OwnerID != op || v.Owner != "Olive Operator" {
			t.Fatalf("assigned %+v %v", v, err)
		}
		if _, err := f.svc.AssignRequest(f.ctx, v.ID, 999, admin.Entry{OperatorID: op}); err == nil {
			t.Fatal("assigned to an operator who does not exist")
		}
		f.clk.Advance(31 * 24 * time.Hour)
		q, err := f.svc.Queue(f.ctx, store.PrivacyRequestFilter{Status: privacy.StatusOpen})
		if err != nil || q.Open != 1 || q.Overdue != 1 || q.Requests[0].Clock.DaysLeft >= 0 || !q.Requests[0].Clock.Overdue {
			t.Fatalf("queue past the day: %+v %v", q, err)
		}
		v, err = f.svc.CloseRequest(f.ctx, v.ID, true, "", admin.Entry{OperatorID: op})
		if err != nil || v.Status != privacy.StatusDone || v.ClosedAt == 0 || !v.Clock.Overdue || v.Clock.MetAt != v.ClosedAt {
			t.Fatalf("closed %+v %v", v, err)
		}
		if f.count(`SELECT COUNT(*) FROM users WHERE id = $1 AND name = 'José P. Rizal'`, uid) != 1 ||
			f.count(`SELECT COUNT(*) FROM profile_fields WHERE user_id = $1 AND code = 'fullName' AND value = 'José P. Rizal'`, uid) != 1 ||
			f.count(`SELECT COUNT(*) FROM identity_changes WHERE user_id = $1 AND source = 'privacy/correction' AND old_value = 'Jose Rizal'`, uid) != 1 ||
			f.count(`SELECT COUNT(*) FROM kyc_submissions WHERE user_id = $1 AND status = 'submitted'`, uid) != 1 {
			t.Fatal("the correction did not go through the identity-check rules")
		}
		if _, err := f.svc.CloseRequest(f.ctx, v.ID, false, "again", admin.Entry{OperatorID: op}); !errors.Is(err, compliance.ErrRequestClosed) {
			t.Fatalf("closed twice: %v", err)
		}
		for _, a := range []string{"privacy.request", "privacy.request.assign", "privacy.request.close", "identity.change"} {
			if f.count(`SELECT COUNT(*) FROM audit_log WHERE action = $1`, a) != 1 {
				t.Errorf("audit %s not once", a)
			}
		}
	})
}

// A copy of the data is ready at once: the request is answered, the copy holds the borrower's
// own requests and consents, its PDF is made, and nobody else's request delivers it. An
// erasure while a loan runs is kept refused with the reason.
func TestAccessRequestDeliversTheCopy(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		f := newRights(t, d)
		uid := f.borrower("09170000103", "Lea Salonga")
		other := f.borrower("09170000104", "Other Person")
		if _, err := f.st.Users().SetMarketingOff(f.ctx, uid, true); err != nil {
			t.Fatal(err)
		}
		v, err := f.svc.Request(f.ctx, uid, privacy.Request{Kind: privacy.KindAccess})
		if err != nil || v.Status != privacy.StatusDone || v.ClosedAt == 0 || v.Clock.Overdue {
			t.Fatalf("access %+v %v", v, err)
		}
		exp, err := f.svc.CopyFor(f.ctx, uid, v.ID)
		if err != nil || len(exp.Tables["privacy_requests"]) != 1 || len(exp.Tables["consents"]) != 1 || exp.Tables["users"][0]["name"] != "Lea Salonga" {
			t.Fatalf("copy %+v %v", exp.Tables["privacy_requests"], err)
		}
		if _, err := f.svc.CopyFor(f.ctx, other, v.ID); !errors.Is(err, compliance.ErrNoCopy) {
			t.Fatalf("another borrower's copy: %v", err)
		}
		pdf, err := compliance.ExportPDF(f.ctx, exp, "Pautang Lending Corp.")
		if err != nil || !bytes.HasPrefix(pdf, []byte("%PDF")) || !bytes.Contains(pdf, []byte(`privacy_requests \(1\)`)) || !bytes.Contains(pdf, []byte("Lea Salonga")) {
			t.Fatalf("PDF: %v", err)
		}
		f.exec(`INSERT INTO products (code, name, min_amount, max_amount, amount_step, term_days, periods, interest_bp_month, service_fee_bp, rules, enabled, created_at, updated_at)
			VALUES ('X', 'X', 1, 2, 1, 1, 1, 1, 1, '{}', 1, 1, 1)`)
		f.exec(`INSERT INTO orders (order_no, user_id, product_id, amount, periods, term_days, status, created_at, updated_at)
			VALUES ('PT-1', $1, (SELECT id FROM products WHERE code = 'X'), 500000, 1, 91, 170, 1, 1)`, uid)
		v, err = f.svc.Request(f.ctx, uid, privacy.Request{Kind: privacy.KindErasure})
		if !errors.Is(err, compliance.ErrOpenLoan) || v.Status != privacy.StatusRefused || v.Outcome == "" {
			t.Fatalf("erasure with a running loan: %+v %v", v, err)
		}
		if f.count(`SELECT COUNT(*) FROM privacy_requests WHERE user_id = $1`, uid) != 2 || f.count(`SELECT COUNT(*) FROM audit_log WHERE action = 'privacy.export'`) != 1 {
			t.Fatal("the requests or the export's audit were not kept")
		}
	})
}

// A breach's NPC and data-subject notifications are due 72 hours after its discovery; the
// clock counts down with the injected clock, is overdue past it and met once recorded.
func TestBreachNotificationClock(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		f := newRights(t, d)
		now := f.clk.Now()
		discovered := now.Add(-10 * time.Hour).UnixMilli()
		if _, err := f.svc.RecordBreach(f.ctx, privacy.Breach{Title: "Lost laptop", DataAffected: "names", DiscoveredAt: now.Add(time.Hour).UnixMilli()}, admin.Entry{OperatorID: 1}); err == nil {
			t.Fatal("a discovery to come was recorded")
		}
		b, err := f.svc.RecordBreach(f.ctx, privacy.Breach{Title: "Lost laptop", Description: "An agent's laptop was stolen.", DiscoveredAt: discovered,
			DataAffected: "names, phone numbers, loan balances", SubjectsAffected: 120}, admin.Entry{OperatorID: 1})
		if err != nil {
			t.Fatal(err)
		}
		due := discovered + 72*time.Hour.Milliseconds()
		if b.NPCDueAt != due || b.SubjectsDueAt != due || b.NPCClock.LeftMs != 62*time.Hour.Milliseconds() || b.NPCClock.DaysLeft != 2 || b.NPCClock.Overdue {
			t.Fatalf("recorded %+v", b)
		}
		f.clk.Advance(63 * time.Hour)
		reg, err := f.svc.Breaches(f.ctx)
		if err != nil || len(reg.Breaches) != 1 || reg.Overdue != 1 || !reg.Breaches[0].NPCClock.Overdue || reg.Breaches[0].NPCClock.LeftMs != -time.Hour.Milliseconds() {
			t.Fatalf("register past the 72 hours: %+v %v", reg, err)
		}
		b, err = f.svc.BreachNotified(f.ctx, b.ID, "npc", admin.Entry{OperatorID: 1})
		if err != nil || b.NPCNotifiedAt != f.clk.Now().UnixMilli() || b.NPCClock.MetAt == 0 || b.SubjectsNotifiedAt != 0 {
			t.Fatalf("NPC notified %+v %v", b, err)
		}
		if _, err := f.svc.BreachNotified(f.ctx, b.ID, "npc", admin.Entry{OperatorID: 1}); err == nil {
			t.Fatal("notified twice")
		}
		if reg, _ := f.svc.Breaches(f.ctx); reg.Overdue != 1 { // the data subjects are still to be told
			t.Fatalf("overdue %d", reg.Overdue)
		}
		if f.count(`SELECT COUNT(*) FROM audit_log WHERE action IN ('privacy.breach', 'privacy.breach.notified')`) != 2 {
			t.Fatal("breach audit rows")
		}
	})
}
