package controls

import (
	"go/ast"
	"go/parser"
	"go/token"
	"reflect"
	"slices"
	"strconv"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
)

// requestKindConsts reads every RequestKind constant declared in internal/admin, so a kind
// added there without a row here fails TestEveryKindIsInTheTable.
func requestKindConsts(t *testing.T) map[admin.RequestKind]string {
	t.Helper()
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, "../admin", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	out := map[admin.RequestKind]string{}
	for _, p := range pkgs {
		for _, f := range p.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				vs, ok := n.(*ast.ValueSpec)
				if !ok || vs.Type == nil {
					return true
				}
				if id, ok := vs.Type.(*ast.Ident); !ok || id.Name != "RequestKind" {
					return true
				}
				for i, name := range vs.Names {
					lit, ok := vs.Values[i].(*ast.BasicLit)
					if !ok {
						t.Fatalf("%s is not a string literal", name.Name)
					}
					v, _ := strconv.Unquote(lit.Value)
					out[admin.RequestKind(v)] = name.Name
				}
				return true
			})
		}
	}
	if len(out) < 11 {
		t.Fatalf("found only %d request kinds in internal/admin: %v", len(out), out)
	}
	return out
}

func TestEveryKindIsInTheTable(t *testing.T) {
	declared := requestKindConsts(t)
	seen := map[admin.RequestKind]bool{}
	for _, k := range Kinds() {
		if seen[k.Kind] {
			t.Fatalf("kind %s twice in the table", k.Kind)
		}
		seen[k.Kind] = true
		if _, ok := declared[k.Kind]; !ok {
			t.Errorf("kind %s is not a RequestKind constant of internal/admin", k.Kind)
		}
		role, known := admin.MinRole(k.Maker)
		switch {
		case k.Title == "" || k.Entity == "":
			t.Errorf("kind %s: no title or entity", k.Kind)
		case !known:
			t.Errorf("kind %s: maker action %q is not in admin.Matrix", k.Kind, k.Maker)
		case !k.Checker.Valid() || !k.Checker.AtLeast(admin.RoleAgent):
			t.Errorf("kind %s: checker role %q", k.Kind, k.Checker)
		case k.version == nil || k.propose == nil || k.apply == nil:
			t.Errorf("kind %s: a function is missing", k.Kind)
		case k.Input == nil || k.Payload == nil || k.Result == nil:
			t.Errorf("kind %s: input, payload or result type missing", k.Kind)
		case reflect.TypeOf(k.Result).Kind() == reflect.Map:
			t.Errorf("kind %s: result is a map, not a named type", k.Kind)
		}
		_ = role
	}
	for v, name := range declared {
		if !seen[v] {
			t.Errorf("admin.%s (%q) has no row in controls.Kinds", name, v)
		}
	}
}

func TestProposeRefusesTheWrongInput(t *testing.T) {
	k, _ := KindOf(admin.KindWaiver)
	if _, err := k.propose(t.Context(), &Service{}, Actor{}, "1", RefundPayload{}); err == nil {
		t.Fatal("a waiver proposed with a refund's input")
	}
}

func TestPublicAccountChangeHidesTheSealedNumber(t *testing.T) {
	k, _ := KindOf(admin.KindAccountChange)
	got := string(k.shown([]byte(`{"bankName":"BDO","number":"•••• 7890","sealed":"v1:abc","hash":"h"}`)))
	if got != `{"cardType":0,"channel":"","bankCode":"","bankName":"BDO","holderName":"","number":"•••• 7890","last4":"","reason":""}` {
		t.Fatalf("public payload: %s", got)
	}
	w, _ := KindOf(admin.KindWaiver)
	if raw := string(w.shown([]byte(`{"amount":1}`))); raw != `{"amount":1}` {
		t.Fatalf("a kind without a public view changed its payload: %s", raw)
	}
}

// TestEveryMakerConflictsWithChecking: the maker action of every kind is in
// admin.MakerActions, so no custom role both proposes a kind and checks requests.
func TestEveryMakerConflictsWithChecking(t *testing.T) {
	for _, k := range Kinds() {
		if !slices.Contains(admin.MakerActions(), k.Maker) {
			t.Errorf("kind %s: maker %s is not in admin.MakerActions", k.Kind, k.Maker)
		}
		if _, err := admin.CheckCustomRole(admin.CustomRole{Name: "mixed", Title: "Mixed", Permissions: []admin.Action{k.Maker, admin.ActRequestsCheck}}); apperr.CodeOf(err) != admin.CodeRoleConflict {
			t.Errorf("kind %s: a role proposing and checking it: %v", k.Kind, err)
		}
	}
}
