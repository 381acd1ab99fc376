package store_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestStoreRequestLifecycle: a request keeps its diff; only the claimed (approved) request is
// finished, once, in the unit of work that finishes it; a failed finish rolls the whole unit
// back (its audit row too); FailRequest writes the failed status and request.failed together.
func TestStoreRequestLifecycle(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		st := storetest.Open(t, d, clock.NewFixed(time.Date(2026, 11, 27, 2, 0, 0, 0, time.UTC)))
		ops := []admin.Operator{}
		for _, e := range []string{"maker@x.ph", "checker@x.ph"} {
			op, err := st.Operators().CreateOperator(ctx, admin.Operator{Email: e, Name: e, Role: admin.RoleSupervisor, PasswordHash: "h", CreatedAt: 1}, admin.Entry{Action: "operator.create", Entity: "operator"})
			if err != nil {
				t.Fatal(err)
			}
			ops = append(ops, op)
		}
		maker, checker := ops[0], ops[1]
		diff := []admin.DiffRow{{Field: "Penalty waived", Before: "PHP 0.00", After: "PHP 1.00"}}
		newReq := func(target string) int64 {
			id, err := st.Controls().CreateRequest(ctx, admin.Request{Kind: admin.KindWaiver, Entity: "order", Target: target, Payload: []byte(`{"amount":100}`),
				Diff: diff, Reason: "goodwill", TargetVersion: "v1", MakerID: maker.ID, CreatedAt: 10, ExpiresAt: 1000},
				admin.Entry{OperatorID: maker.ID, Action: "request.create", Entity: "request"})
			if err != nil {
				t.Fatal(err)
			}
			return id
		}
		audits := func(action string) int {
			rows, err := st.AuditLog(ctx, store.AuditFilter{Entity: "test"})
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, r := range rows {
				if r.Action == action {
					n++
				}
			}
			return n
		}
		id := newReq("1")
		r, err := st.Controls().RequestByID(ctx, id)
		if err != nil || len(r.Diff) != 1 || r.Diff[0] != diff[0] {
			t.Fatalf("stored diff: %+v %v", r.Diff, err)
		}
		lost := errors.New("lost")
		approve := func(id int64, audit string) error {
			return st.InTx(ctx, func(tx *store.Tx) error {
				won, err := tx.ClaimRequest(ctx, id, checker.ID, 20, admin.Entry{OperatorID: checker.ID, Action: audit + ".approve", Entity: "test"})
				if err != nil {
					return err
				}
				if !won {
					return lost
				}
				if err := tx.AddAudit(ctx, admin.Entry{Action: audit, Entity: "test"}); err != nil {
					return err
				}
				return tx.FinishRequest(ctx, id, admin.RequestApproved, `{"ok":true}`)
			})
		}
		pendingFinish := st.InTx(ctx, func(tx *store.Tx) error { return tx.FinishRequest(ctx, id, admin.RequestApproved, "{}") })
		if !errors.Is(pendingFinish, store.ErrRequestNotApproved) {
			t.Fatalf("finishing a pending request without its claim: %v", pendingFinish)
		}
		// A failure after the claim rolls the claim back with the change: still pending.
		st.Fault = func(p string) error {
			if p == "request.finish:approved" {
				return errors.New("injected")
			}
			return nil
		}
		if err := approve(id, "broken"); err == nil {
			t.Fatal("an approval failing at its finish succeeded")
		}
		st.Fault = nil
		if r, _ := st.Controls().RequestByID(ctx, id); r.Status != admin.RequestPending || audits("broken.approve") != 0 || audits("broken") != 0 {
			t.Fatalf("a failed approval left %+v, %d claim rows, %d change rows", r, audits("broken.approve"), audits("broken"))
		}
		if err := approve(id, "first"); err != nil || audits("first") != 1 || audits("first.approve") != 1 {
			t.Fatalf("approve: %v", err)
		}
		if err := approve(id, "second"); !errors.Is(err, lost) || audits("second") != 0 || audits("second.approve") != 0 {
			t.Fatalf("approving twice: %v, %d audit rows kept", err, audits("second"))
		}
		if r, _ := st.Controls().RequestByID(ctx, id); r.Status != admin.RequestApproved || r.Result != `{"ok":true}` || r.CheckerID != checker.ID {
			t.Fatalf("approved: %+v", r)
		}

		id2 := newReq("2")
		st.Fault = func(p string) error {
			if p == "audit:request.failed" {
				return errors.New("injected")
			}
			return nil
		}
		if _, err := st.Controls().FailRequest(ctx, id2, checker.ID, 20, "refused", admin.Entry{Action: "request.failed", Entity: "test"}); err == nil {
			t.Fatal("FailRequest with a failing audit row succeeded")
		}
		st.Fault = nil
		if r, _ := st.Controls().RequestByID(ctx, id2); r.Status != admin.RequestPending || r.Result != "" {
			t.Fatalf("a failed FailRequest left %+v", r)
		}
		if won, err := st.Controls().FailRequest(ctx, id2, checker.ID, 20, "refused", admin.Entry{Action: "request.failed", Entity: "test"}); !won || err != nil || audits("request.failed") != 1 {
			t.Fatalf("FailRequest: %v %v", won, err)
		}
		if won, err := st.Controls().FailRequest(ctx, id2, checker.ID, 21, "again", admin.Entry{Action: "request.failed", Entity: "test"}); won || err != nil || audits("request.failed") != 1 {
			t.Fatalf("FailRequest of a request decided already: %v %v", won, err)
		}
		if r, _ := st.Controls().RequestByID(ctx, id2); r.Status != admin.RequestFailed || r.Result != "refused" {
			t.Fatalf("failed: %+v", r)
		}
	})
}
