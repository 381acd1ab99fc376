package complaints_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/complaints"
	"github.com/pautang/pautang/internal/storage"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

func newService(t *testing.T, d store.Dialect) (*complaints.Service, *store.Store, *clock.Fixed) {
	t.Helper()
	clk := clock.NewFixed(time.Date(2026, 11, 22, 9, 0, 0, 0, clock.Manila))
	st := storetest.Open(t, d, clk)
	return &complaints.Service{Repo: st.Complaints(), Clock: clk, SupportEmail: "help@example.ph", SupportPhone: "+63 917 000 0000"}, st, clk
}

// TestAllowUpload: UploadsPerHour uploads an hour per borrower, then ErrUploadsLimited until
// the hour has passed; another borrower has their own count.
func TestAllowUpload(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		svc, _, clk := newService(t, d)
		ctx := context.Background()
		for i := range storage.UploadsPerHour {
			if err := svc.AllowUpload(ctx, 1); err != nil {
				t.Fatalf("upload %d: %v", i, err)
			}
		}
		if err := svc.AllowUpload(ctx, 1); !errors.Is(err, storage.ErrUploadsLimited) {
			t.Fatalf("over the limit: got %v", err)
		}
		if err := svc.AllowUpload(ctx, 2); err != nil {
			t.Fatalf("another borrower: %v", err)
		}
		clk.Advance(time.Hour + time.Second)
		if err := svc.AllowUpload(ctx, 1); err != nil {
			t.Fatalf("the next hour: %v", err)
		}
	})
}

// TestSubmitDailyLimit: the daily count is taken before the submission is checked, so a
// script sending junk is stopped too.
func TestSubmitDailyLimit(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		svc, _, _ := newService(t, d)
		ctx := context.Background()
		for i := range complaints.ComplaintsPerDay {
			if _, err := svc.Submit(ctx, 1, complaints.Submission{}); err == nil || errors.Is(err, complaints.ErrComplaintsLimited) {
				t.Fatalf("submission %d: got %v, want a validation error", i, err)
			}
		}
		if _, err := svc.Submit(ctx, 1, complaints.Submission{}); !errors.Is(err, complaints.ErrComplaintsLimited) {
			t.Fatalf("over the limit: got %v", err)
		}
	})
}

// TestContact: the configured contact until the back office saves its own.
func TestContact(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		svc, st, _ := newService(t, d)
		ctx := context.Background()
		if c, err := svc.Contact(ctx); err != nil || c != (complaints.Contact{Email: "help@example.ph", Phone: "+63 917 000 0000"}) {
			t.Fatalf("configured: %+v %v", c, err)
		}
		if err := st.Catalog().SaveCatalogSetting(ctx, admin.SettingContacts, `{"email":"cs@pautang.ph","smWa":"+63 917 111 2222"}`,
			admin.Entry{OperatorID: 1, Action: "catalog.save", Entity: "catalog", EntityID: admin.SettingContacts}); err != nil {
			t.Fatal(err)
		}
		if c, err := svc.Contact(ctx); err != nil || c != (complaints.Contact{Email: "cs@pautang.ph", Phone: "+63 917 111 2222"}) {
			t.Fatalf("saved: %+v %v", c, err)
		}
	})
}

// TestTypedReads: the borrower's list and detail come with the type catalogue; no complaint
// or another borrower's is not found.
func TestTypedReads(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		svc, _, _ := newService(t, d)
		ctx := context.Background()
		list, types, err := svc.ListTyped(ctx, 1)
		if err != nil || len(list) != 0 || types == nil {
			t.Fatalf("list: %+v %+v %v", list, types, err)
		}
		for _, id := range []int64{0, 5} {
			if _, _, err := svc.DetailTyped(ctx, 1, id); !errors.Is(err, complaints.ErrNotFound) {
				t.Errorf("detail %d: got %v", id, err)
			}
		}
	})
}
