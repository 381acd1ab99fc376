package api

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/identity"
	"github.com/pautang/pautang/internal/kyc"
	"github.com/pautang/pautang/internal/storage"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestNameChangeAfterApprovalReopensTheCheck: once a borrower's identity check is approved,
// a change of the legal name through certify/save opens a new check of the same ID (waiting
// for an operator; payouts held) and keeps the change (old -> new, when, which call), which
// the borrower 360 page shows. A save that changes nothing locked reopens nothing.
func TestNameChangeAfterApprovalReopensTheCheck(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		key, _ := banking.ParseDataKey(strings.Repeat("5a", 32))
		vault, err := banking.NewVault(key)
		if err != nil {
			t.Fatal(err)
		}
		private, err := storage.NewLocal(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		h.srv.KYC = &kyc.Service{Store: h.st, Files: private, Vault: vault}
		h.h = h.srv.Handler()
		q := h.login("09170000061")
		uid := mustID(t, q.Get("userId"))
		if env := h.call("/gw/v3/certify/save", q, profilePersonal("fullName", "Maria Santos")); env.Code != "00" {
			t.Fatalf("profile: %+v", env)
		}
		if env := kycSubmit(h.harness, q, "philsys", "1234-5678-9012-3456", testPNG(40, 30), testPNG(30, 40)); env.Code != "00" {
			t.Fatalf("submit: %+v", env)
		}
		first, err := h.st.Users().LatestKYC(ctx, uid)
		if err != nil {
			t.Fatal(err)
		}
		agent := h.as(admin.RoleAgent)
		if env := agent.post("/admin/api/kyc/"+strconv.FormatInt(first.ID, 10)+"/decide", map[string]any{"approve": true}); env.Code != "0" {
			t.Fatalf("approve: %+v", env)
		}
		// The same answers again, and an answer the check does not vouch for: nothing reopens.
		if env := h.call("/gw/v3/certify/save", q, profilePersonal("fullName", "Maria Santos", "address", "7 Mabini St.")); env.Code != "00" {
			t.Fatalf("same name: %+v", env)
		}
		if k, _ := h.st.Users().LatestKYC(ctx, uid); k.ID != first.ID || k.Status != "approved" {
			t.Fatalf("an unlocked change reopened the check: %+v", k)
		}

		if env := h.call("/gw/v3/certify/save", q, profilePersonal("fullName", "Maria Santos Cruz", "address", "7 Mabini St.")); env.Code != "00" {
			t.Fatalf("new name: %+v", env)
		}
		k, err := h.st.Users().LatestKYC(ctx, uid)
		if err != nil || k.ID == first.ID || k.Status != "submitted" || k.IDNumberHash != first.IDNumberHash || k.IDPhoto != first.IDPhoto {
			t.Fatalf("reopened check: %+v (first %+v) %v", k, first, err)
		}
		if held, err := h.st.Users().IdentityRecheckPending(ctx, uid); err != nil || !held {
			t.Fatalf("payouts not held: %v %v", held, err)
		}
		var status kycStatus
		h.call("/gw/v3/kyc/status", q, nil).into(t, &status)
		if status.Status != kyc.StatusSubmitted {
			t.Fatalf("borrower's check: %+v", status)
		}
		var page struct {
			IdentityChanges []identity.Change
		}
		h.as(admin.RoleViewer).get("/admin/api/borrowers/"+strconv.FormatInt(uid, 10)+"?reason=identity+review").into(t, &page)
		if len(page.IdentityChanges) != 1 {
			t.Fatalf("360 page changes: %+v", page.IdentityChanges)
		}
		c := page.IdentityChanges[0]
		if c.Field != "fullName" || c.Old != "Maria Santos" || c.New != "Maria Santos Cruz" || c.Source != "certify/save" || c.KYCID != k.ID || c.At == 0 {
			t.Fatalf("change: %+v", c)
		}
		if n := h.auditCount("identity.change", strconv.FormatInt(uid, 10)); n != 1 {
			t.Fatalf("identity.change rows: %d", n)
		}
		// The operator approves the new check: payouts go again.
		if env := agent.post("/admin/api/kyc/"+strconv.FormatInt(k.ID, 10)+"/decide", map[string]any{"approve": true}); env.Code != "0" {
			t.Fatalf("approve again: %+v", env)
		}
		if held, err := h.st.Users().IdentityRecheckPending(ctx, uid); err != nil || held {
			t.Fatalf("payouts still held: %v %v", held, err)
		}
	})
}
