package cli

import (
	"context"
	"testing"

	"github.com/pautang/pautang/internal/admin"
)

// The back office's services the serve wiring hands the server answer over the app's store.
func TestNewServerWiresTheBackOfficeServices(t *testing.T) {
	a, err := openWith(t, nil)
	if err != nil {
		t.Fatal(err)
	}
	srv := NewServer(a)
	ctx := context.Background()
	if _, err := srv.Reports.Dashboard(ctx, 14); err != nil {
		t.Errorf("dashboard: %v", err)
	}
	if v, err := srv.Messages.View(ctx); err != nil || len(v.Kinds) == 0 {
		t.Errorf("message wording: %d kinds, %v", len(v.Kinds), err)
	}
	if _, err := srv.OrderDesk.Order(ctx, 999_999, admin.RoleAdmin); err == nil {
		t.Error("the loan view of a missing order answers")
	}
}
