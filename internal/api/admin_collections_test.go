package api

import (
	"context"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
	"github.com/pautang/pautang/internal/seed"
	"github.com/pautang/pautang/internal/sms"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestAdminOrderMessages: the order page's message history lists what the scheduler sent to
// the borrower, with its delivery status (a refused message stays queued with its error),
// the phone masked for a viewer.
func TestAdminOrderMessages(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		id := h.orderIn(int(loans.StatusOverdue))
		o, err := h.st.LoanOrderByID(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		now := h.clock.Now()
		for _, k := range []notify.Kind{notify.Overdue1, notify.Overdue3} {
			if _, err := h.st.PlanMessage(ctx, notify.Message{OrderID: id, UserID: o.UserID, Kind: k, Day: "2026-11-01", Phone: seed.DemoPhone, Body: "body " + string(k),
				Status: notify.StatusQueued, SendAt: now.UnixMilli(), ExpiresAt: now.UnixMilli() + 3600_000, CreatedAt: now.UnixMilli()}); err != nil {
				t.Fatal(err)
			}
		}
		// The provider takes the first message and refuses the second.
		calls := 0
		sender := sms.Func(func(ctx context.Context, m sms.Message) error {
			calls++
			if m.Body == "body overdue_3" {
				return errRefused
			}
			return nil
		})
		s := &notify.Scheduler{Repo: h.st, SMS: sender, Clock: h.clock}
		if _, err := s.RunOnce(ctx); err != nil {
			t.Fatal(err)
		}
		first := calls
		type row struct {
			Kind, Status, Phone, Body, LastError string
			Attempts                             int
		}
		for _, tt := range []struct {
			role  admin.Role
			phone string
		}{{admin.RoleViewer, "0917****567"}, {admin.RoleAgent, seed.DemoPhone}} {
			var got struct{ Messages []row }
			h.as(tt.role).get("/admin/api/orders/"+itoa(id)+"/messages").into(t, &got)
			byKind := map[string]row{}
			for _, m := range got.Messages {
				byKind[m.Kind] = m
				if m.Phone != tt.phone {
					t.Errorf("%s sees phone %s, want %s", tt.role, m.Phone, tt.phone)
				}
			}
			if m := byKind["overdue_1"]; m.Status != notify.StatusSent || m.Attempts != 1 {
				t.Errorf("overdue_1: %+v", m)
			}
			if m := byKind["overdue_3"]; m.Status != notify.StatusQueued || m.Attempts != 1 || m.LastError != errRefused.Error() {
				t.Errorf("overdue_3: %+v", m)
			}
		}
		// The refused message waits for its retry: running again at once sends nothing.
		if _, err := s.RunOnce(ctx); err != nil || calls != first {
			t.Fatalf("second run: %d calls after %d, %v", calls, first, err)
		}
	})
}

var errRefused = errString("gateway refused the message")

type errString string

func (e errString) Error() string { return string(e) }
