package store_test

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

func verifyChain(t *testing.T, st *store.Store) admin.ChainCheck {
	t.Helper()
	c, err := st.VerifyAuditChain(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func auditID(t *testing.T, st *store.Store, action string) int64 {
	t.Helper()
	var id int64
	if err := st.QueryRow(context.Background(), `SELECT id FROM audit_log WHERE action = $1`, action).Scan(&id); err != nil {
		t.Fatalf("audit row %s: %v", action, err)
	}
	return id
}

// TestAuditChain: rows written alone, several in one unit of work, and by 40 concurrent
// writers form one unbroken chain (seq 1..n, each row's previous hash the hash of the row
// before it); an UPDATE of one row's fields, a removed row, a row written around the store and
// a removed last row are each named by the check.
func TestAuditChain(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		st := storetest.Open(t, d, clock.NewFixed(t0))
		if c := verifyChain(t, st); c.Break != nil || c.Checked != 0 {
			t.Fatalf("empty chain: %+v", c)
		}
		if err := st.AddAudit(ctx, admin.Entry{Action: "first", Entity: "test", After: map[string]any{"x": 1}}); err != nil {
			t.Fatal(err)
		}
		if err := st.InTx(ctx, func(tx *store.Tx) error {
			for i := 0; i < 3; i++ {
				if err := tx.AddAudit(ctx, admin.Entry{OperatorID: 7, Action: fmt.Sprintf("unit.%d", i), Entity: "test", EntityID: "u", IP: "10.0.0.1"}); err != nil {
					return err
				}
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		// A unit of work that fails leaves no link behind (the head does not move either).
		if err := st.InTx(ctx, func(tx *store.Tx) error {
			if err := tx.AddAudit(ctx, admin.Entry{Action: "rolled.back", Entity: "test"}); err != nil {
				return err
			}
			return fmt.Errorf("fail")
		}); err == nil {
			t.Fatal("the failing unit of work committed")
		}
		var wg sync.WaitGroup
		errs := make(chan error, 40)
		for i := 0; i < 40; i++ {
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				errs <- st.AddAudit(ctx, admin.Entry{OperatorID: int64(i), Action: fmt.Sprintf("conc.%d", i), Entity: "test", Before: "b", After: "a"})
			}(i)
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		c := verifyChain(t, st)
		if c.Break != nil || c.Checked != 44 || c.LastSeq != 44 {
			t.Fatalf("clean chain: %+v %v", c, c.Break)
		}
		var n int
		if err := st.QueryRow(ctx, `SELECT COUNT(*) FROM audit_log WHERE action = 'rolled.back'`).Scan(&n); err != nil || n != 0 {
			t.Fatalf("rolled-back row: %d %v", n, err)
		}

		// One row's fields changed by a direct UPDATE: the check names that row.
		target := auditID(t, st, "unit.1")
		if _, err := st.Exec(ctx, `UPDATE audit_log SET after_json = '{"x":2}' WHERE id = $1`, target); err != nil {
			t.Fatal(err)
		}
		c = verifyChain(t, st)
		if c.Break == nil || c.Break.ID != target || !strings.Contains(c.Break.String(), fmt.Sprintf("audit entry %d ", target)) {
			t.Fatalf("tampered row %d: %+v", target, c.Break)
		}
		if _, err := st.Exec(ctx, `UPDATE audit_log SET after_json = 'null' WHERE id = $1`, target); err != nil {
			t.Fatal(err)
		}
		if c := verifyChain(t, st); c.Break != nil {
			t.Fatalf("restored row: %v", c.Break)
		}
		// Its hash recomputed as well: the next row's previous hash no longer matches.
		if _, err := st.Exec(ctx, `UPDATE audit_log SET ip = '1.2.3.4', hash = 'x' WHERE id = $1`, target); err != nil {
			t.Fatal(err)
		}
		if c := verifyChain(t, st); c.Break == nil || c.Break.ID != target {
			t.Fatalf("row with a replaced hash: %+v", c.Break)
		}
		if _, err := st.Exec(ctx, `UPDATE audit_log SET ip = '10.0.0.1', hash = prev_hash WHERE id = $1`, target); err != nil {
			t.Fatal(err)
		}
		// (hash = prev_hash is wrong: the row itself is named.)
		if c := verifyChain(t, st); c.Break == nil || c.Break.ID != target {
			t.Fatalf("row with a wrong hash: %+v", c.Break)
		}
	})
}

// TestAuditChainRemovals: a row removed from the middle names the row after it; a row written
// around the store names itself; the last row removed breaks at the head.
func TestAuditChainRemovals(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		st := storetest.Open(t, d, clock.NewFixed(t0))
		for i := 0; i < 5; i++ {
			if err := st.AddAudit(ctx, admin.Entry{Action: fmt.Sprintf("r.%d", i), Entity: "test"}); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := st.Exec(ctx, `DELETE FROM audit_log WHERE action = 'r.4'`); err != nil {
			t.Fatal(err)
		}
		if c := verifyChain(t, st); c.Break == nil || c.Break.ID != 0 || !strings.Contains(c.Break.Problem, "head records seq 5") {
			t.Fatalf("last row removed: %+v", c.Break)
		}
		after := auditID(t, st, "r.3")
		if _, err := st.Exec(ctx, `DELETE FROM audit_log WHERE action = 'r.2'`); err != nil {
			t.Fatal(err)
		}
		if c := verifyChain(t, st); c.Break == nil || c.Break.ID != after {
			t.Fatalf("middle row removed: %+v, want %d", c.Break, after)
		}

		st2 := storetest.Open(t, d, clock.NewFixed(t0))
		if err := st2.AddAudit(ctx, admin.Entry{Action: "kept", Entity: "test"}); err != nil {
			t.Fatal(err)
		}
		if _, err := st2.Exec(ctx, `INSERT INTO audit_log (operator_id, action, entity, at) VALUES (0, 'sneaked', 'test', 1)`); err != nil {
			t.Fatal(err)
		}
		if c := verifyChain(t, st2); c.Break == nil || c.Break.ID != auditID(t, st2, "sneaked") {
			t.Fatalf("row around the store: %+v", c.Break)
		}
	})
}

// TestAuditChainBacklog: audit rows written before the chain existed (a database migrated to
// the migration before it) are chained in id order by the next start, before the rows written
// after it, and the chain checks clean.
func TestAuditChainBacklog(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		var st *store.Store
		var err error
		if d == store.Postgres {
			st = storetest.OpenURL(t, storetest.PostgresURL(t), clock.NewFixed(t0))
		} else {
			st, err = store.Open(ctx, "", filepath.Join(t.TempDir(), "old.db"), clock.NewFixed(t0), store.Options{CommitGroup: true})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { st.Close() })
		}
		var before []store.Migration
		for _, m := range embedded(t) {
			if m.Version < 42 {
				before = append(before, m)
			}
		}
		st.UseMigrations(before)
		if _, err := st.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 3; i++ {
			if _, err := st.Exec(ctx, `INSERT INTO audit_log (operator_id, action, entity, entity_id, before_json, after_json, ip, at) VALUES (1, $1, 'order', '9', 'null', '{"a":1}', '', $2)`,
				fmt.Sprintf("old.%d", i), 1000+i); err != nil {
				t.Fatal(err)
			}
		}
		st.UseEmbeddedMigrations()
		if _, err := st.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		if err := st.AddAudit(ctx, admin.Entry{Action: "new", Entity: "test"}); err != nil {
			t.Fatal(err)
		}
		c := verifyChain(t, st)
		if c.Break != nil || c.Checked != 4 {
			t.Fatalf("backlog chained: %+v %v", c, c.Break)
		}
		var seq int64
		if err := st.QueryRow(ctx, `SELECT seq FROM audit_log WHERE action = 'old.0'`).Scan(&seq); err != nil || seq != 1 {
			t.Fatalf("the oldest row's seq: %d %v", seq, err)
		}
		if n, err := st.ChainAuditBacklog(ctx); err != nil || n != 0 {
			t.Fatalf("second backlog run: %d %v", n, err)
		}
	})
}

// BenchmarkAuditAppend: concurrent audit rows (8 writers per CPU), each in a unit of work of
// its own. Every writer takes the chain head.
func BenchmarkAuditAppend(b *testing.B) {
	for _, d := range storetest.Engines() {
		b.Run(string(d), func(b *testing.B) {
			ctx := context.Background()
			st := storetest.Open(b, d, clock.NewFixed(t0))
			b.SetParallelism(8)
			b.ResetTimer()
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					if err := st.InTx(ctx, func(tx *store.Tx) error {
						return tx.AddAudit(ctx, admin.Entry{OperatorID: 1, Action: "bench", Entity: "order", EntityID: "1", After: map[string]any{"status": 170}})
					}); err != nil {
						b.Fatal(err)
					}
				}
			})
		})
	}
}
