package api

import (
	"strconv"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

func TestAdminSessionsRevoke(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		a1, a2 := h.as(admin.RoleAgent), h.as(admin.RoleAgent)
		adm := h.as(admin.RoleAdmin)
		var list sessionList
		a1.get("/admin/api/sessions").into(t, &list)
		if len(list.Sessions) != 2 || list.IdleMinutes != 120 {
			t.Fatalf("own sessions: %+v", list)
		}
		var mine, other admin.SessionView
		for _, s := range list.Sessions {
			if s.Current {
				mine = s
			} else {
				other = s
			}
		}
		if mine.ID == 0 || other.ID == 0 || mine.Email != "agent@test.ph" {
			t.Fatalf("current flag: %+v", list.Sessions)
		}
		// Another operator's sessions are an admin's business only.
		if env := a1.get("/admin/api/sessions?operatorId=0"); env.Code != "forbidden" {
			t.Fatalf("agent listing everyone: %q", env.Code)
		}
		var all sessionList
		adm.get("/admin/api/sessions?operatorId=0").into(t, &all)
		if len(all.Sessions) != 3 {
			t.Fatalf("admin sees %d sessions, want 3", len(all.Sessions))
		}
		var adminSess int64
		for _, s := range all.Sessions {
			if s.Current {
				adminSess = s.ID
			}
		}
		if env := a1.post("/admin/api/sessions/"+strconv.FormatInt(adminSess, 10)+"/revoke", nil); env.Code != "forbidden" {
			t.Fatalf("agent revoking the admin's session: %q", env.Code)
		}
		// The agent ends their other session; it answers 401 from then on.
		if env := a1.post("/admin/api/sessions/"+strconv.FormatInt(other.ID, 10)+"/revoke", nil); env.Code != "0" {
			t.Fatalf("revoke own: %+v", env)
		}
		if env := a2.get("/admin/api/me"); env.Code != "401" {
			t.Fatalf("revoked session: %q", env.Code)
		}
		// The admin ends the agent's remaining session.
		if env := adm.post("/admin/api/sessions/"+strconv.FormatInt(mine.ID, 10)+"/revoke", nil); env.Code != "0" {
			t.Fatalf("admin revoke: %+v", env)
		}
		if env := a1.get("/admin/api/me"); env.Code != "401" {
			t.Fatalf("session revoked by the admin: %q", env.Code)
		}
		if env := adm.post("/admin/api/sessions/"+strconv.FormatInt(mine.ID, 10)+"/revoke", nil); env.Code != "not_found" {
			t.Fatalf("revoking an ended session: %q", env.Code)
		}
		if n := h.auditCount("operator.session_revoke", strconv.FormatInt(h.ops[admin.RoleAgent].ID, 10)); n != 2 {
			t.Fatalf("revoke audit rows: %d, want 2", n)
		}
	})
}

func TestAdminIdleTimeout(t *testing.T) {
	h := newAdminHarness(t, store.SQLite)
	h.srv.Cfg.AdminSessionIdle = 10 * time.Minute
	wire(h.srv, h.st) // the operators' service reads the idle limit when built
	c := h.as(admin.RoleViewer)
	h.clock.Advance(9 * time.Minute)
	if env := c.get("/admin/api/me"); env.Code != "0" {
		t.Fatalf("9 minutes idle: %q", env.Code)
	}
	// Used at 9 minutes: idle counts from there.
	h.clock.Advance(9 * time.Minute)
	if env := c.get("/admin/api/me"); env.Code != "0" {
		t.Fatalf("9 minutes after the last use: %q", env.Code)
	}
	h.clock.Advance(10 * time.Minute)
	if env := c.get("/admin/api/me"); env.Code != "401" {
		t.Fatalf("10 minutes idle: got %q, want 401", env.Code)
	}
	var list sessionList
	h.as(admin.RoleViewer).get("/admin/api/sessions").into(t, &list)
	if len(list.Sessions) != 1 || list.IdleMinutes != 10 {
		t.Fatalf("the idle session is still listed: %+v", list)
	}
}

func TestAdminChangePassword(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		c, other := h.as(admin.RoleAgent), h.as(admin.RoleAgent)
		const next = "a brand new passphrase"
		tests := []struct {
			name string
			body map[string]any
			want string
		}{
			{"ErrWrongCurrent", map[string]any{"current": "not my password", "password": next}, "admin_bad_credentials"},
			{"ErrShort", map[string]any{"current": testOpPassword, "password": "short"}, "invalid_params"},
			{"ErrSame", map[string]any{"current": testOpPassword, "password": testOpPassword}, "invalid_params"},
			{"OK", map[string]any{"current": testOpPassword, "password": next}, "0"},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				if env := c.post("/admin/api/me/password", tt.body); env.Code != tt.want {
					t.Fatalf("got %q (%s), want %q", env.Code, env.Message, tt.want)
				}
			})
		}
		if env := c.get("/admin/api/me"); env.Code != "0" {
			t.Fatalf("the session that changed the password: %q", env.Code)
		}
		if env := other.get("/admin/api/me"); env.Code != "401" {
			t.Fatalf("the other session after a password change: %q", env.Code)
		}
		if cl, _ := h.loginAs(h.ops[admin.RoleAgent].Email, testOpPassword); cl != nil {
			t.Fatal("the old password still logs in")
		}
		if cl, env := h.loginAs(h.ops[admin.RoleAgent].Email, next); cl == nil {
			t.Fatalf("the new password: %+v", env)
		}
		if n := h.auditCount("operator.password", strconv.FormatInt(h.ops[admin.RoleAgent].ID, 10)); n != 1 {
			t.Fatalf("audit rows: %d", n)
		}
	})
}
