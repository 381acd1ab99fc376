// Package archtest holds the rules of the code's layout that the compiler does not check: how
// big a type may grow and which packages the HTTP layer may reach.
package archtest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// maxMethods is the most methods a type of internal/ may declare.
const maxMethods = 80

// storeImport is the store's import path: only services, the cli and the tools reach it.
const storeImport = "github.com/pautang/pautang/internal/store"

type parsed struct {
	rel  string // below internal/, slash-separated
	file *ast.File
}

func parseInternal(t *testing.T) []parsed {
	t.Helper()
	var out []parsed
	fset := token.NewFileSet()
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel("..", path)
		out = append(out, parsed{filepath.ToSlash(rel), f})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(out) < 100 {
		t.Fatalf("parsed only %d files: is the test reading internal/?", len(out))
	}
	return out
}

// declared counts the methods each named type declares ("internal/<pkg>.<Type>").
func declared(files []parsed) map[string]int {
	counts := map[string]int{}
	for _, p := range files {
		for _, decl := range p.file.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || len(fd.Recv.List) == 0 {
				continue
			}
			typ := fd.Recv.List[0].Type
			if st, ok := typ.(*ast.StarExpr); ok {
				typ = st.X
			}
			if ix, ok := typ.(*ast.IndexExpr); ok {
				typ = ix.X
			}
			if id, ok := typ.(*ast.Ident); ok {
				counts["internal/"+filepath.ToSlash(filepath.Dir(p.rel))+"."+id.Name]++
			}
		}
	}
	return counts
}

func TestNoTypeHasTooManyMethods(t *testing.T) {
	counts := declared(parseInternal(t))
	if counts["internal/store.Store"] == 0 || counts["internal/api.Server"] == 0 {
		t.Fatal("the walk found no store.Store or api.Server methods")
	}
	var names []string
	for n := range counts {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if c := counts[n]; c > maxMethods {
			t.Errorf("%s declares %d methods; the bound is %d: split it by area", n, c, maxMethods)
		}
	}
}

// TestHTTPLayerReachesTheStoreThroughServices: no file of the HTTP layer imports the store;
// its handlers call services, which the wiring (internal/cli) builds over the store.
func TestHTTPLayerReachesTheStoreThroughServices(t *testing.T) {
	files := 0
	for _, p := range parseInternal(t) {
		dir, name := filepath.Dir(p.rel), filepath.Base(p.rel)
		if dir != "api" {
			continue
		}
		files++
		for _, imp := range p.file.Imports {
			if path, _ := strconv.Unquote(imp.Path.Value); path == storeImport {
				t.Errorf("internal/api/%s imports the store: reach it through a service", name)
			}
		}
	}
	if files < 20 {
		t.Fatalf("read only %d files of internal/api", files)
	}
}

// fakeImportsAllowed are the only project packages a gateway fake may import: the shared
// httptest scaffolding and other fakes. A fake that imported its adapter (its codes, its
// types, its signing) would only show that the adapter agrees with itself; each fake keeps
// its own copy of the provider's documented wire format instead.
var fakeImportsAllowed = map[string]bool{
	"github.com/pautang/pautang/internal/outbound/fakehttp": true,
}

// TestFakesDoNotImportTheirAdapters: a package named fake under internal/ imports no project
// package other than fakehttp and other fakes (in particular not the adapter it stands in for).
func TestFakesDoNotImportTheirAdapters(t *testing.T) {
	fakes := 0
	for _, p := range parseInternal(t) {
		dir := filepath.ToSlash(filepath.Dir(p.rel))
		if filepath.Base(dir) != "fake" {
			continue
		}
		fakes++
		for _, imp := range p.file.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if !strings.HasPrefix(path, "github.com/pautang/pautang/") || fakeImportsAllowed[path] || strings.HasSuffix(path, "/fake") {
				continue
			}
			t.Errorf("internal/%s imports %s: a fake keeps its own copy of the provider's documented codes and payloads", p.rel, path)
		}
	}
	if fakes < 4 {
		t.Fatalf("found only %d fake files (PayMongo, Xendit payments, Xendit payouts, Semaphore)", fakes)
	}
}
