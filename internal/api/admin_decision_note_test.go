package api

import (
	"context"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestRejectionNoteStaysInTheBackOffice: an operator refuses an application with a reason
// code and an internal note. The borrower's order list, loan detail and user info (in English
// and Filipino) carry the code's text and never the note; the back office's order page and
// the audit row keep the note.
func TestRejectionNoteStaysInTheBackOffice(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		id := h.orderIn(21)
		var phone string
		if err := h.st.QueryRow(ctx, `SELECT u.phone FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1`, id).Scan(&phone); err != nil {
			t.Fatal(err)
		}
		const note = "INTERNAL-NOTE same face as borrower 4411, suspected ring"
		agent := h.as(admin.RoleAgent)
		path := "/admin/api/orders/" + strconv.FormatInt(id, 10) + "/decide"
		for _, body := range []map[string]any{
			{"approve": false, "reason": note},                          // no code
			{"approve": false, "reasonCode": "made-up", "reason": note}, // not in the catalogue
		} {
			if env := agent.post(path, body); env.Code != "invalid_params" {
				t.Fatalf("%v: %+v", body, env)
			}
		}
		if env := agent.post(path, map[string]any{"approve": false, "reasonCode": "identity", "reason": note}); env.Code != "0" {
			t.Fatalf("reject: %+v", env)
		}

		q := h.session(phone)
		orderID := strconv.FormatInt(id, 10)
		for _, lang := range []string{"en", "fil"} {
			in := url.Values{}
			for k, v := range q {
				in[k] = v
			}
			in.Set("lang", lang)
			want := map[string]string{"en": "We could not verify your identity.", "fil": "Hindi namin ma-verify ang iyong pagkakakilanlan."}[lang]
			seen := ""
			for _, call := range []struct {
				path string
				body url.Values
			}{
				{"/gw/v3/order/list", nil},
				{"/gw/v3/loan-details/loan-details", url.Values{"orderId": {orderID}}},
				{"/gw/v3/user/info", nil},
			} {
				rec := h.do("POST", call.path, in, call.body)
				body := rec.Body.String()
				if rec.Code != 200 || !strings.Contains(body, `"success":true`) {
					t.Fatalf("%s (%s): %d %s", call.path, lang, rec.Code, body)
				}
				if strings.Contains(body, "INTERNAL-NOTE") || strings.Contains(body, "suspected ring") {
					t.Fatalf("%s (%s) shows the internal note: %s", call.path, lang, body)
				}
				seen += body
			}
			if !strings.Contains(seen, want) {
				t.Fatalf("lang %s: the borrower does not read the reason %q", lang, want)
			}
		}

		var page struct {
			Order struct {
				DecisionReason string
				DecisionNote   string
			}
			RefusalReasons []refusalReason
		}
		h.as(admin.RoleViewer).get("/admin/api/orders/"+orderID).into(t, &page)
		if page.Order.DecisionNote != note || page.Order.DecisionReason != "We could not verify your identity." || len(page.RefusalReasons) == 0 || page.RefusalReasons[0].TextFil == "" {
			t.Fatalf("back office order page: %+v", page)
		}
		var after string
		if err := h.st.QueryRow(ctx, `SELECT after_json FROM audit_log WHERE action = 'order.reject' AND entity_id = $1`, orderID).Scan(&after); err != nil ||
			!strings.Contains(after, "INTERNAL-NOTE") || !strings.Contains(after, `"reasonCode":"identity"`) {
			t.Fatalf("audit row: %s %v", after, err)
		}
	})
}
