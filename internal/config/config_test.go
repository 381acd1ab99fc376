package config

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestEnvReadOnlyHere: no package but this one reads the environment (tests and benchmark
// tools aside), so Vars, `pautang env` and the README list every setting.
func TestEnvReadOnlyHere(t *testing.T) {
	root := filepath.Join("..", "..")
	var offenders []string
	for _, dir := range []string{"internal", "cmd"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			if strings.Contains(filepath.ToSlash(path), "internal/config/") || strings.Contains(filepath.ToSlash(path), "/storetest/") {
				return nil
			}
			f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
			if err != nil {
				return err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				if sel, ok := n.(*ast.SelectorExpr); ok {
					if id, ok := sel.X.(*ast.Ident); ok && id.Name == "os" && (sel.Sel.Name == "Getenv" || sel.Sel.Name == "LookupEnv" || sel.Sel.Name == "Environ") {
						offenders = append(offenders, path)
					}
				}
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(offenders) > 0 {
		t.Fatalf("the environment is read outside internal/config in %v", offenders)
	}
}

// TestVarsDocumented: every variable Load reads is in Vars, and every one of Vars is in the
// README's table.
func TestVarsDocumented(t *testing.T) {
	src, err := os.ReadFile("config.go")
	if err != nil {
		t.Fatal(err)
	}
	f, err := parser.ParseFile(token.NewFileSet(), "config.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	listed := map[string]bool{}
	for _, v := range Vars {
		listed[v.Name] = true
	}
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || len(call.Args) == 0 {
			return true
		}
		lit, ok := call.Args[0].(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return true
		}
		name, _ := strconv.Unquote(lit.Value)
		if name == strings.ToUpper(name) && strings.Contains(name, "_") && !listed[name] {
			t.Errorf("%s is read but not in Vars", name)
		}
		return true
	})
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range Vars {
		if !strings.Contains(string(readme), "`"+v.Name+"`") {
			t.Errorf("%s is not in the README's table", v.Name)
		}
	}
}

// A certificate without its key (or the reverse) is refused; with both the public URL defaults to
// https.
func TestTLSSettings(t *testing.T) {
	t.Setenv("PAUTANG_PUBLIC_URL", "")
	t.Setenv("PAUTANG_TLS_CERT", "/etc/pautang/cert.pem")
	if _, err := Load(); err == nil || !strings.Contains(err.Error(), "PAUTANG_TLS_KEY") {
		t.Fatalf("certificate without key: %v", err)
	}
	t.Setenv("PAUTANG_TLS_KEY", "/etc/pautang/key.pem")
	t.Setenv("PAUTANG_ADDR", "0.0.0.0:8443")
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if c.PublicURL != "https://0.0.0.0:8443" || c.Scheme() != "https" {
		t.Fatalf("public URL %q, scheme %q", c.PublicURL, c.Scheme())
	}
}
