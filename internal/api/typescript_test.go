package api

import (
	"os"
	"path/filepath"
	"testing"
)

// TestTypeScriptPathsUpToDate fails when web/src/lib/api/paths.gen.ts no longer matches the
// route table. UPDATE_TS=1 rewrites it (make gen does).
func TestTypeScriptPathsUpToDate(t *testing.T) {
	h := newHarness(t)
	want := h.srv.TypeScriptPaths()
	file := filepath.Join("..", "..", "web", "src", "lib", "api", "paths.gen.ts")
	if os.Getenv("UPDATE_TS") == "1" {
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("read %s: %v (run make gen)", file, err)
	}
	if string(got) != want {
		t.Fatalf("%s is stale: run `make gen` and commit it", file)
	}
}
