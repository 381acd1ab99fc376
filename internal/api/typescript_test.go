package api

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Generated files and their sources. UPDATE_TS=1 rewrites them (make gen does, twice: the
// error codes compile into the document; then web/scripts/gen-api-types.mjs turns the document
// into web/src/lib/api/schema.gen.ts, which a Vitest test checks in turn).
var (
	pathsGenFile   = filepath.Join("..", "..", "web", "src", "lib", "api", "paths.gen.ts")
	openAPIGenFile = filepath.Join("..", "..", "web", "src", "lib", "api", "openapi.gen.json")
	errorsDocFile  = filepath.Join("..", "..", "docs", "errors.md")
	errorsGenFile  = "errorcodes.gen.go"
)

// TestTypeScriptPathsUpToDate fails when a generated file no longer matches its source:
// paths.gen.ts and openapi.gen.json (the route tables, as /openapi.json serves it) and
// errorcodes.gen.go (docs/errors.md). UPDATE_TS=1 rewrites them (make gen).
func TestTypeScriptPathsUpToDate(t *testing.T) {
	h := newHarness(t)
	doc, err := json.MarshalIndent(h.srv.OpenAPI(), "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	md, err := os.ReadFile(errorsDocFile)
	if err != nil {
		t.Fatal(err)
	}
	errorsGo, err := renderErrorSections(parseErrorsDoc(string(md)))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []struct{ file, want string }{
		{pathsGenFile, h.srv.TypeScriptPaths()},
		{openAPIGenFile, string(doc) + "\n"},
		{errorsGenFile, errorsGo},
	} {
		if os.Getenv("UPDATE_TS") == "1" {
			if err := os.MkdirAll(filepath.Dir(f.file), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(f.file, []byte(f.want), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		got, err := os.ReadFile(f.file)
		if err != nil {
			t.Fatalf("read %s: %v (run make gen)", f.file, err)
		}
		if string(got) != f.want {
			t.Errorf("%s is stale: run `make gen` and commit it", f.file)
		}
	}
}

var (
	mdHeading = regexp.MustCompile(`^## (.+)$`)
	mdCode    = regexp.MustCompile("`([^`]+)`")
)

// parseErrorsDoc reads the code tables of docs/errors.md: per section, each row's codes (the
// backticked words of the first cell), its "call" column when the table has one, and the
// meaning (the last cell). The success codes are not errors.
func parseErrorsDoc(md string) []errorSection {
	var out []errorSection
	var cur *errorSection
	hasCall := false
	for _, line := range strings.Split(md, "\n") {
		if m := mdHeading.FindStringSubmatch(line); m != nil {
			out = append(out, errorSection{Name: strings.TrimSpace(m[1])})
			cur = &out[len(out)-1]
			continue
		}
		if cur == nil || cur.Name == "Success codes" || !strings.HasPrefix(line, "|") {
			continue
		}
		cells := strings.Split(strings.Trim(strings.TrimSpace(line), "|"), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		if cells[0] == "code" {
			hasCall = len(cells) == 3 && cells[1] == "call"
			continue
		}
		if strings.HasPrefix(cells[0], "---") || len(cells) < 2 {
			continue
		}
		calls := ""
		if hasCall {
			calls = cells[1]
		}
		for _, m := range mdCode.FindAllStringSubmatch(cells[0], -1) {
			cur.Codes = append(cur.Codes, errorCodeDoc{Code: m[1], Calls: calls, Meaning: cells[len(cells)-1]})
		}
	}
	var kept []errorSection
	for _, s := range out {
		if len(s.Codes) > 0 {
			kept = append(kept, s)
		}
	}
	return kept
}

func renderErrorSections(secs []errorSection) (string, error) {
	var b bytes.Buffer
	b.WriteString("// Code generated from docs/errors.md by `make gen`; DO NOT EDIT.\n\npackage api\n\n")
	b.WriteString("// errorSections are the error codes of docs/errors.md by section (openapi.go lists them per call).\n")
	b.WriteString("var errorSections = []errorSection{\n")
	for _, s := range secs {
		fmt.Fprintf(&b, "{Name: %q, Codes: []errorCodeDoc{\n", s.Name)
		for _, c := range s.Codes {
			fmt.Fprintf(&b, "{Code: %q, Calls: %q, Meaning: %q},\n", c.Code, c.Calls, c.Meaning)
		}
		b.WriteString("}},\n")
	}
	b.WriteString("}\n")
	src, err := format.Source(b.Bytes())
	return string(src), err
}

func TestParseErrorsDoc(t *testing.T) {
	md := "# Errors\n## Success codes\n| code | family |\n|---|---|\n| `0` | bank |\n" +
		"## Shared\n| code | meaning |\n|---|---|\n| `401` | no session |\n| `a`, `b` | two codes |\n" +
		"## Back office\n| code | call | meaning |\n|---|---|---|\n| `admin_csrf` | any POST | wrong token |\n"
	got := parseErrorsDoc(md)
	want := []errorSection{
		{Name: "Shared", Codes: []errorCodeDoc{{"401", "", "no session"}, {"a", "", "two codes"}, {"b", "", "two codes"}}},
		{Name: "Back office", Codes: []errorCodeDoc{{"admin_csrf", "any POST", "wrong token"}}},
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("got %v\nwant %v", got, want)
	}
}
