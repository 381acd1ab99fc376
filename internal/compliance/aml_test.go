package compliance_test

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/compliance"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// Loading the UN list (its XML format, testdata of internal/aml) screens every borrower: the
// listed person is a hit, the others are not; a newer copy of the list adds no second hit;
// the lender's watch list screens the same way; a file that is neither is refused.
func TestLoadListScreensEveryBorrower(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		clk := clock.NewFixed(time.Date(2026, 11, 27, 10, 0, 0, 0, clock.Manila))
		st := storetest.Open(t, d, clk)
		person := func(phone, name, born string) int64 {
			id, _, err := st.Users().UpsertUser(ctx, phone)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := st.DB.ExecContext(ctx, `UPDATE users SET name = $1, birth_date = $2 WHERE id = $3`, name, born, id); err != nil {
				t.Fatal(err)
			}
			return id
		}
		listed := person("09170000081", "Ramón B. Malakas", "1975-08-14")
		other := person("09170000082", "Juan Dela Cruz", "1992-06-12")
		watched := person("09170000083", "Pedro Penduko", "1988-02-02")
		svc := &compliance.Service{Store: st, Clock: clk}
		xmlFile, err := os.ReadFile("../aml/testdata/consolidated.xml")
		if err != nil {
			t.Fatal(err)
		}
		got, err := svc.LoadList(ctx, compliance.SourceUN, xmlFile, admin.Entry{OperatorID: 5})
		if err != nil || got.Screened != 3 || got.NewHits != 1 || got.List.Entries != 3 {
			t.Fatalf("load: %+v %v", got, err)
		}
		hits, err := svc.ScreenPerson(ctx, store.ScreenedPerson{UserID: listed, Name: "Ramón B. Malakas", BirthDate: "1975-08-14"})
		if err != nil || len(hits) != 1 || hits[0].Ref != "un:TSi.001" || hits[0].Birth != "same" || hits[0].Status != "open" {
			t.Fatalf("the listed borrower: %+v %v", hits, err)
		}
		if hits, _ := svc.ScreenPerson(ctx, store.ScreenedPerson{UserID: other, Name: "Juan Dela Cruz", BirthDate: "1992-06-12"}); len(hits) != 0 {
			t.Fatalf("an unlisted borrower: %+v", hits)
		}
		if again, err := svc.LoadList(ctx, compliance.SourceUN, xmlFile, admin.Entry{}); err != nil || again.NewHits != 0 {
			t.Fatalf("a newer copy of the list: %+v %v", again, err)
		}
		watch := []byte("ref,name,birth_date\nW-1,Pedro Penduko,1988-02-02\n")
		if w, err := svc.LoadList(ctx, compliance.SourceWatch, watch, admin.Entry{}); err != nil || w.NewHits != 1 {
			t.Fatalf("watch list: %+v %v", w, err)
		}
		if hits, _ := st.Compliance().OpenAMLHits(ctx, watched); len(hits) != 1 || hits[0].Ref != "watch:W-1" {
			t.Fatalf("the watched borrower: %+v", hits)
		}
		if _, err := svc.LoadList(ctx, compliance.SourceUN, []byte("<html/>"), admin.Entry{}); err == nil {
			t.Fatal("an HTML file was loaded as the UN list")
		}
		var audits int
		st.DB.QueryRowContext(ctx, `SELECT COUNT(*) FROM audit_log WHERE action IN ('aml.list_load', 'aml.hit')`).Scan(&audits)
		if audits != 5 { // three loads, two hits
			t.Fatalf("audit rows %d, want 5", audits)
		}
	})
}
