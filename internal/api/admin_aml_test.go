package api

import (
	"context"
	"os"
	"strconv"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/compliance"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// listedApplicant names the borrower of a seeded application under review as the UN list's
// first individual (testdata of internal/aml) and loads the list through the Compliance page's
// upload: the borrower has one open hit. It answers the order and the hit.
func listedApplicant(t *testing.T, h *adminHarness, c *opClient) (orderID, hitID int64) {
	t.Helper()
	ctx := context.Background()
	h.srv.Lending.Screening = h.srv.Compliance // as cli wires it
	orderID = h.orderIn(21)
	var userID int64
	if err := h.st.DB.QueryRowContext(ctx, `SELECT user_id FROM orders WHERE id = $1`, orderID).Scan(&userID); err != nil {
		t.Fatal(err)
	}
	if _, err := h.st.DB.ExecContext(ctx, `UPDATE users SET name = $1, birth_date = $2 WHERE id = $3`, "Ramón B. Malakas", "1975-08-14", userID); err != nil {
		t.Fatal(err)
	}
	xmlFile, err := os.ReadFile("../aml/testdata/consolidated.xml")
	if err != nil {
		t.Fatal(err)
	}
	_, env := h.send("POST", "/admin/api/compliance/aml/lists?source=un", xmlFile, c.cookie, c.csrf, "application/xml")
	var loaded compliance.Loaded
	env.into(t, &loaded)
	if env.Code != "0" || loaded.NewHits < 1 || loaded.List.Entries != 3 {
		t.Fatalf("load the list: %q %s %+v", env.Code, env.Message, loaded)
	}
	if err := h.st.DB.QueryRowContext(ctx, `SELECT id FROM aml_hits WHERE user_id = $1 AND status = 'open'`, userID).Scan(&hitID); err != nil {
		t.Fatalf("no open hit for the listed applicant: %v", err)
	}
	return orderID, hitID
}

// TestScreeningHitClearedByTwoOperators: an applicant whose name is on the UN list cannot be
// approved; one operator alone cannot clear the hit (proposing is not clearing, and the maker
// cannot approve their own request); a second operator's approval clears it, audited, and the
// application can then be approved. Confirming a hit instead refuses the held application
// with the lending-policy reason. On both engines.
func TestScreeningHitClearedByTwoOperators(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		agent, sup := h.as(admin.RoleAgent), h.as(admin.RoleSupervisor)
		orderID, hitID := listedApplicant(t, h, agent)
		order, hit := strconv.FormatInt(orderID, 10), strconv.FormatInt(hitID, 10)
		approve := map[string]any{"approve": true, "reason": "Income verified by phone"}
		if env := sup.post("/admin/api/orders/"+order+"/decide", approve); env.Code != "loans_screening_hit" {
			t.Fatalf("approving a listed applicant: %q", env.Code)
		}
		// The maker's proposal clears nothing; the maker cannot check it.
		if env := agent.post("/admin/api/compliance/hits/"+hit+"/clear", map[string]any{"reason": ""}); env.Code == "0" {
			t.Fatal("a clearing without a reason was proposed")
		}
		rid := proposed(h, agent, "/admin/api/compliance/hits/"+hit+"/clear", map[string]any{"reason": "Born 1991 per the approved passport"})
		if env := agent.post("/admin/api/requests/"+strconv.FormatInt(rid, 10)+"/approve", nil); env.Code != admin.CodeRequestOwn {
			t.Fatalf("the maker approving their own clearing: %q", env.Code)
		}
		if h.scalar(`SELECT status FROM aml_hits WHERE id = $1`, hitID) != "open" {
			t.Fatal("the hit is not open after one operator")
		}
		if env := sup.post("/admin/api/orders/"+order+"/decide", approve); env.Code != "loans_screening_hit" {
			t.Fatalf("approving while the clearing waits: %q", env.Code)
		}
		// The inbox shows the checker the hit.
		var list requestList
		sup.get("/admin/api/requests?status=pending").into(t, &list)
		var rows int
		for _, r := range list.Requests {
			if r.ID == rid {
				rows = len(r.Diff)
				if r.Diff[0].Field != "Screening hit" || r.Diff[2].Before != "RAMON BAUTISTA MALAKAS (un:TSi.001)" && r.Diff[2].Before != "Ramon B. Malakas (un:TSi.001)" {
					t.Errorf("diff %+v", r.Diff)
				}
			}
		}
		if rows != 5 {
			t.Fatalf("the clearing's diff has %d rows", rows)
		}
		if env := sup.post("/admin/api/requests/"+strconv.FormatInt(rid, 10)+"/approve", nil); env.Code != "0" {
			t.Fatalf("the second operator's approval: %q %s", env.Code, env.Message)
		}
		if st := h.scalar(`SELECT status FROM aml_hits WHERE id = $1`, hitID); st != "cleared" {
			t.Fatalf("hit after the approval: %s", st)
		}
		if n := h.auditCount("aml.hit_clear", hit); n != 1 {
			t.Fatalf("aml.hit_clear rows: %d", n)
		}
		if env := sup.post("/admin/api/orders/"+order+"/decide", approve); env.Code != "0" {
			t.Fatalf("approving after the clearing: %q %s", env.Code, env.Message)
		}
		// A cleared hit is not proposed again, nor confirmed.
		if env := agent.post("/admin/api/compliance/hits/"+hit+"/clear", map[string]any{"reason": "again"}); env.Code != "aml_hit_decided" {
			t.Fatalf("clearing a cleared hit: %q", env.Code)
		}
		if env := agent.post("/admin/api/compliance/hits/"+hit+"/confirm", map[string]any{"reason": "Same passport"}); env.Code != "aml_hit_decided" {
			t.Fatalf("confirming a cleared hit: %q", env.Code)
		}
	})
}

// TestScreeningHitConfirmedRefusesTheApplication: confirming a hit refuses the held
// application with the lending-policy reason (the borrower is not told of the listing) and
// rates the borrower high.
func TestScreeningHitConfirmedRefusesTheApplication(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		agent := h.as(admin.RoleAgent)
		orderID, hitID := listedApplicant(t, h, agent)
		var dec struct {
			Status  string  `json:"status"`
			Refused []int64 `json:"refused"`
		}
		env := agent.post("/admin/api/compliance/hits/"+strconv.FormatInt(hitID, 10)+"/confirm", map[string]any{"reason": "Same passport number as the listing"})
		env.into(t, &dec)
		if env.Code != "0" || dec.Status != "confirmed" || len(dec.Refused) != 1 || dec.Refused[0] != orderID {
			t.Fatalf("confirm: %q %s %+v", env.Code, env.Message, dec)
		}
		if st := h.scalar(`SELECT status FROM orders WHERE id = $1`, orderID); st != "110" {
			t.Fatalf("order after the confirmation: %s", st)
		}
		if reason := h.scalar(`SELECT decision_reason FROM orders WHERE id = $1`, orderID); reason != "Your application does not meet our lending policy at this time." {
			t.Fatalf("the borrower reads %q", reason)
		}
		if n := h.auditCount("aml.hit_confirm", strconv.FormatInt(hitID, 10)); n != 1 {
			t.Fatalf("aml.hit_confirm rows: %d", n)
		}
		userID := h.scalar(`SELECT user_id FROM orders WHERE id = $1`, orderID)
		var b360 struct {
			Risk *compliance.RiskRating `json:"risk"`
		}
		h.as(admin.RoleSupervisor).get("/admin/api/borrowers/"+userID+"?reason=AML+review").into(t, &b360)
		if b360.Risk == nil || b360.Risk.Level != "high" || b360.Risk.Reasons[0].Code != "sanctions_match" {
			t.Fatalf("risk on the 360 page: %+v", b360.Risk)
		}
	})
}
