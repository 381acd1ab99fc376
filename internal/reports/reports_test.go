package reports

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/backoffice"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/collections"
	"github.com/pautang/pautang/internal/store"
)

// fakeLists answers fixed rows; the methods a test does not use are the nil interface's.
type fakeLists struct {
	Lists
	loans []backoffice.LoanListRow
	queue []backoffice.CollectionQueueRow
	days  map[string]store.OverdueDay
	err   error
}

func (f *fakeLists) LoanList(context.Context, backoffice.LoanListFilter) (backoffice.LoanPage, error) {
	return backoffice.LoanPage{Rows: append([]backoffice.LoanListRow(nil), f.loans...), Next: "n"}, f.err
}
func (f *fakeLists) EachLoan(_ context.Context, _ backoffice.LoanListFilter, each func(backoffice.LoanListRow) error) error {
	for _, o := range f.loans {
		if err := each(o); err != nil {
			return err
		}
	}
	return f.err
}
func (f *fakeLists) CollectionList(context.Context, backoffice.CollectionFilter) ([]backoffice.CollectionQueueRow, string, error) {
	return append([]backoffice.CollectionQueueRow(nil), f.queue...), "", f.err
}
func (f *fakeLists) OverdueDays(context.Context) (map[string]store.OverdueDay, error) {
	return f.days, nil
}

func TestListsMaskPhonesPerRole(t *testing.T) {
	const phone = "09171234567"
	lists := &fakeLists{loans: []backoffice.LoanListRow{{OrderNo: "A1", Phone: phone}}}
	s := &Service{Lists: lists, Clock: clock.NewFixed(time.Date(2026, 3, 31, 4, 0, 0, 0, time.UTC))}
	ctx := context.Background()
	for _, c := range []struct {
		role admin.Role
		want string
	}{{admin.RoleViewer, admin.MaskPhone(phone)}, {admin.RoleAgent, phone}} {
		page, err := s.LoanPage(ctx, c.role, backoffice.LoanListFilter{})
		if err != nil || len(page.Rows) != 1 || page.Rows[0].Phone != c.want || page.Next != "n" {
			t.Errorf("%s page: %+v, %v; want phone %q", c.role, page, err, c.want)
		}
		var streamed []string
		err = s.EachLoan(ctx, c.role, backoffice.LoanListFilter{}, func(o backoffice.LoanListRow) error {
			streamed = append(streamed, o.Phone)
			return nil
		})
		if err != nil || len(streamed) != 1 || streamed[0] != c.want {
			t.Errorf("%s export: %v, %v; want phone %q", c.role, streamed, err, c.want)
		}
	}
	if lists.loans[0].Phone != phone {
		t.Error("masking changed the store's rows")
	}
	stop := errors.New("client gone")
	if err := s.EachLoan(ctx, admin.RoleAgent, backoffice.LoanListFilter{}, func(backoffice.LoanListRow) error { return stop }); !errors.Is(err, stop) {
		t.Errorf("a row callback's error is not returned: %v", err)
	}
}

func TestCollectionPageTotalsTheWholeQueue(t *testing.T) {
	today, _ := time.ParseInLocation(time.DateOnly, "2026-03-31", clock.Manila)
	lists := &fakeLists{
		queue: []backoffice.CollectionQueueRow{{CollectionRow: collections.CollectionRow{Phone: "09171234567"}}},
		days:  map[string]store.OverdueDay{"2026-03-30": {Count: 2, Cents: 1000}, "2025-12-30": {Count: 1, Cents: 50}},
	}
	s := &Service{Lists: lists, Clock: clock.NewFixed(today.Add(10 * time.Hour))}
	f := backoffice.CollectionFilter{Today: s.Today()}
	page, err := s.CollectionPage(context.Background(), admin.RoleViewer, f)
	if err != nil {
		t.Fatal(err)
	}
	if page.Rows[0].Phone != admin.MaskPhone("09171234567") {
		t.Errorf("phone %q not masked for a viewer", page.Rows[0].Phone)
	}
	got := map[string][2]int64{}
	for _, b := range page.Buckets {
		got[b.Name] = [2]int64{int64(b.Count), b.AmountCents}
	}
	if len(page.Buckets) != 5 || got["1-7"] != [2]int64{2, 1000} || got["90+"] != [2]int64{1, 50} || got["8-30"] != [2]int64{} {
		t.Errorf("buckets %+v", page.Buckets)
	}
	lists.err = errors.New("db down")
	if _, err := s.CollectionPage(context.Background(), admin.RoleViewer, f); err == nil {
		t.Error("a failed read answers a page")
	}
}
