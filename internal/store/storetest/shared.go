package storetest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/store"
)

// PostgresURL creates an empty schema of its own on PAUTANG_TEST_DATABASE_URL (dropped when
// the test ends) and returns a URL that opens it, so a test can start several instances on
// one database. It skips the test when the variable is not set.
func PostgresURL(t testing.TB) string {
	t.Helper()
	base := os.Getenv("PAUTANG_TEST_DATABASE_URL")
	if base == "" {
		t.Skip("PAUTANG_TEST_DATABASE_URL not set")
	}
	ctx := context.Background()
	b := make([]byte, 6)
	rand.Read(b)
	schema := "t_" + hex.EncodeToString(b)
	admin, err := pgx.Connect(ctx, base)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := admin.Exec(ctx, `CREATE SCHEMA `+schema); err != nil {
		t.Fatalf("storetest: create schema: %v", err)
	}
	t.Cleanup(func() {
		admin.Exec(context.Background(), `DROP SCHEMA `+schema+` CASCADE`)
		admin.Close(context.Background())
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

// OpenURL opens (without migrating) a store on url, closed when the test ends: one more
// instance on a database PostgresURL made.
func OpenURL(t testing.TB, url string, clk clock.Clock) *store.Store {
	t.Helper()
	st, err := store.Open(context.Background(), url, "", clk, store.Options{MaxConns: 8})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}
