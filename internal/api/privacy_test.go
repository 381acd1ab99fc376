package api

import (
	"context"
	"strconv"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// user/delete is the borrower's erasure: a borrower who never applied is anonymised at once
// (their number freed, their sessions gone, the erasure audited); with a running loan the
// deletion is refused and nothing is erased.
func TestUserDeleteErasesTheBorrower(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newHarnessOn(t, d)
		ctx := context.Background()
		q := h.login("09170000095")
		uid, _ := strconv.ParseInt(q.Get("userId"), 10, 64)
		if uid == 0 {
			h.st.DB.QueryRowContext(ctx, `SELECT id FROM users WHERE phone = '09170000095'`).Scan(&uid)
		}
		h.st.DB.ExecContext(ctx, `UPDATE users SET name = 'Dina Delete' WHERE id = $1`, uid)
		if env := h.call("/gw/v3/user/delete", q, nil); env.Code != "00" {
			t.Fatalf("delete: %+v", env)
		}
		var name, phone string
		var sessions, audits int
		h.st.DB.QueryRowContext(ctx, `SELECT name, phone FROM users WHERE id = $1`, uid).Scan(&name, &phone)
		h.st.DB.QueryRowContext(ctx, `SELECT COUNT(*) FROM sessions WHERE user_id = $1`, uid).Scan(&sessions)
		h.st.DB.QueryRowContext(ctx, `SELECT COUNT(*) FROM audit_log WHERE action = 'privacy.erase' AND entity_id = $1`, strconv.FormatInt(uid, 10)).Scan(&audits)
		if name != "" || phone != "erased-"+strconv.FormatInt(uid, 10) || sessions != 0 || audits != 1 {
			t.Fatalf("after delete: name %q phone %q, %d sessions, %d audit rows", name, phone, sessions, audits)
		}
		if env := h.call("/gw/v3/user/info", q, nil); env.Code == "00" {
			t.Fatal("the deleted borrower's session still works")
		}
		// The same number signs up again as a new borrower (after the code's resend wait).
		h.clock.Advance(2 * time.Minute)
		if again := h.login("09170000095"); again.Get("userId") == q.Get("userId") {
			t.Fatal("the freed number signed in to the erased borrower")
		}
	})
}
