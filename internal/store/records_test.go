package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestContractTemplateVersions: each save of the catalogue's contract templates adds a version
// for each contract whose text changed (none for an unchanged one, a built-in version for a
// removed one), and the versions saved before stay as they were; a document saved without
// versions (a database from before them) is brought in as a version on first read.
func TestContractTemplateVersions(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		st := storetest.Open(t, d, clock.NewFixed(time.Date(2026, 11, 27, 9, 0, 0, 0, clock.Manila)))
		cat := st.Catalog()
		save := func(doc string) {
			t.Helper()
			if err := cat.SaveCatalogSetting(ctx, admin.SettingContracts, doc, admin.Entry{OperatorID: 7, Action: "setting.update"}); err != nil {
				t.Fatal(err)
			}
		}
		check := func(id, version int, title string, builtin bool) {
			t.Helper()
			got, err := cat.ContractTemplate(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			if got.Version != version || got.Title != title || got.Builtin != builtin {
				t.Fatalf("contract %d: %+v, want version %d %q builtin=%v", id, got, version, title, builtin)
			}
		}
		check(1, 0, "", true) // nothing saved: the built-in text
		save(`[{"id":1,"title":"Agreement A","body":"A"},{"id":3,"title":"Disclosure A","body":"D"}]`)
		check(1, 1, "Agreement A", false)
		check(3, 1, "Disclosure A", false)
		check(2, 0, "", true)
		save(`[{"id":1,"title":"Agreement B","body":"B"},{"id":3,"title":"Disclosure A","body":"D"}]`)
		check(1, 2, "Agreement B", false)
		check(3, 1, "Disclosure A", false) // unchanged: no new version
		save(`[{"id":1,"title":"Agreement B","body":"B"}]`)
		check(3, 2, "", true) // removed: back to the built-in text, as a version
		var title, body string
		if err := st.DB.QueryRowContext(ctx, `SELECT title, body FROM contract_template_versions WHERE contract_id = 1 AND version = 1`).Scan(&title, &body); err != nil || title != "Agreement A" || body != "A" {
			t.Fatalf("version 1 changed: %q %q %v", title, body, err)
		}
		var by int64
		if err := st.DB.QueryRowContext(ctx, `SELECT created_by FROM contract_template_versions WHERE contract_id = 1 AND version = 2`).Scan(&by); err != nil || by != 7 {
			t.Fatalf("version 2 by %d (%v), want the operator 7", by, err)
		}

		// A document written without versions (before they were kept) becomes the next version.
		if _, err := st.DB.ExecContext(ctx, `UPDATE catalog_settings SET value = $1 WHERE key = $2`, `[{"id":1,"title":"Agreement C","body":"C"}]`, admin.SettingContracts); err != nil {
			t.Fatal(err)
		}
		check(1, 3, "Agreement C", false)
		check(1, 3, "Agreement C", false) // read again: no further version
	})
}
