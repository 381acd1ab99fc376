package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// The English catalogue is the code itself: every message id a borrower can be shown, found
// by reading the source the way xgettext does.
//
//   - i18n.T(ctx, "id"), i18n.F(ctx, "id", ...), lang.T("id") / lang.F("id", ...), and
//     i18n.N("id") (an id marked where it is built, written out later)
//   - apperr.New(code, "id"), apperr.Newf(code, "id", ...), apperr.Invalid("id", ...) and the
//     loans package's withMessage(err, "id", ...)
//   - string constants named Msg... (field messages of the bank form)
//
// Files only operators reach are left out (operatorFiles); so are the ids in operatorOnly.

// operatorFiles are paths (below internal/) whose texts only the back office, the dev tools or
// the log read.
var operatorFiles = []string{
	"admin/", "api/admin_", "notify/wording.go", "notify/reference.go", "api/dev_handlers.go", "api/repayment_paypage.go", "statement/", "store/", "journal/",
	"cli/", "seed/admin.go", "payments/xendit/", "payments/paymongo/", "payout/xendit/fake/", "metrics/", "config/",
	"finance/", "collections/", "controls/", "jobs/", "catalog/", "reports/", "messages/", "dossier/", "backoffice/", "compliance/", "cic/",
	"loans/product.go",          // product rules: the back office's catalogue editor
	"loans/charges.go",          // the charges policy's product check: the catalogue editor
	"notify/reference_guard.go", // the guard on a reference's message: the collections desk
	"i18n/",
}

// operatorOnly are ids in borrower-reachable files that only an operator, a gateway or a
// developer reads (webhooks, the dev sandbox, operator replies, ledger bugs), with why.
var operatorOnly = map[string]string{
	// An operator's approval of an application held by sanctions screening.
	"The borrower's name is near a sanctions listing: the screening hit must be cleared before the loan is approved.": "operator decision",
	// The breach register, which supervisors keep (internal/privacy).
	"Say what happened in a title of 1 to 200 characters.":                  "breach register (operator)",
	"The description can be at most 4,000 characters.":                      "breach register (operator)",
	"Say which personal data the breach affected (up to 1,000 characters).": "breach register (operator)",
	"The number of borrowers affected is out of range.":                     "breach register (operator)",
	"When the breach was discovered must be a time that has come.":          "breach register (operator)",
	"When the breach happened must be before its discovery.":                "breach register (operator)",
	// Gateway webhooks and events, the operator's transfer matching.
	"A payment event needs a positive amount and a transaction id.":                                "webhook",
	"The event amount is out of range.":                                                            "webhook",
	"The event has no id or type.":                                                                 "webhook",
	"The gateway already reported this transfer; it is in the ledger and nothing more was booked.": "transfer matching",
	"This payment is already in the ledger.":                                                       "transfer matching",
	"This transfer reference (UTR) has already been matched.":                                      "transfer matching",
	"Enter the amount of the transfer.":                                                            "transfer matching",
	"Enter the transfer reference (UTR) as the bank statement shows it.":                           "transfer matching",
	"Only bank-transfer repayments are matched by UTR.":                                            "transfer matching",
	// The charges policy, which a supervisor edits.
	"The charges policy is invalid.": "charges policy (operator)",
	// Exception actions an operator proposes (write-off, cancelling an approval) and the
	// ledger checks behind them.
	"Only an approved order whose payout was never sent can be cancelled.":   "cancel approval (operator)",
	"Only an approved order can be cancelled; this one is %s.":               "cancel approval (operator)",
	"Payout %s is %s: the money may have left. Wait for its outcome.":        "cancel approval (operator)",
	"The order is no longer approved and waiting for its payout.":            "cancel approval (operator)",
	"A payout of this order is pending or was sent: it cannot be cancelled.": "cancel approval (operator)",
	"The write-off would break the ledger: %v":                               "write-off (operator)",
	"Only a loan being repaid can be written off.":                           "write-off (operator)",
	"This loan is %d days past due; a write-off needs at least %d.":          "write-off (operator)",
	"This loan owes nothing to write off.":                                   "write-off (operator)",
	"This loan is not past due long enough to be written off.":               "write-off (operator)",
	"This loan is already written off.":                                      "write-off (operator)",
	"The first-loan promo has %d characters; at most %d fit the popup.":      "catalogue product save (operator)",
	"the write-off entries do not net to zero (%s)":                          "ledger bug",
	"bucket %s holds %s after the write-off":                                 "ledger bug",
	// Identity checks: the operators' side.
	"Unknown status %q.":                   "identity queue (operator)",
	"This submission was already decided.": "identity decision (operator)",
	"Choose a reason from the list, and what the borrower must send again, or approve.": "identity decision (operator)",
	// The dev sandbox (PAUTANG_DEV) and the dev tools.
	"Card debits are completed with the SMS code.":   "sandbox",
	"This payment reference does not exist.":         "sandbox",
	"This payment is already closed.":                "sandbox",
	"reference is required.":                         "sandbox",
	"The card holder's phone is required.":           "sandbox",
	"Disbursement is not configured.":                "dev payout",
	"The payout sandbox is not the provider in use.": "dev payout",
	"mode must be success or fail.":                  "dev payout",
	"No API call %s %s.":                             "a wrong path: for the developer",
	// Operator replies and waivers, product rules, ledger bugs (answered as internal).
	"The reply can be at most 2000 characters.":  "operator reply",
	"The reply needs the operator who wrote it.": "operator reply",
	"Write a reply or attach an image.":          "operator reply",
	"The waiver would break the ledger: %v":      "waiver",
	"The product rules are invalid: %v":          "product editor",
	"The loan ledger is inconsistent.":           "a bug, answered as internal",
	"ledger entry %d: %s":                        "a bug, answered as internal",
	"ledger has no disbursement":                 "a bug, answered as internal",
}

type msgID struct {
	id, at string
}

func borrowerIDs(t *testing.T) []msgID {
	t.Helper()
	root := filepath.Join("..")
	var out []msgID
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		rel := filepath.ToSlash(strings.TrimPrefix(path, root+string(filepath.Separator)))
		for _, p := range operatorFiles {
			if strings.HasPrefix(rel, p) {
				return nil
			}
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		add := func(e ast.Expr) {
			lit, ok := e.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return
			}
			s, err := strconv.Unquote(lit.Value)
			if _, op := operatorOnly[s]; err != nil || op {
				return
			}
			out = append(out, msgID{s, fset.Position(lit.Pos()).String()})
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ValueSpec:
				for i, name := range n.Names {
					if strings.HasPrefix(name.Name, "Msg") && i < len(n.Values) {
						add(n.Values[i])
					}
				}
			case *ast.CallExpr:
				name, recv := "", ""
				switch fn := n.Fun.(type) {
				case *ast.Ident:
					name = fn.Name
				case *ast.SelectorExpr:
					name = fn.Sel.Name
					if x, ok := fn.X.(*ast.Ident); ok {
						recv = x.Name
					}
				}
				switch {
				case recv == "i18n" && name == "N" && len(n.Args) == 1:
					add(n.Args[0])
				case recv == "i18n" && (name == "T" || name == "F") && len(n.Args) >= 2:
					add(n.Args[1])
				case recv == "lang" && (name == "T" || name == "F") && len(n.Args) >= 1:
					add(n.Args[0])
				case recv == "apperr" && (name == "New" || name == "Newf") && len(n.Args) >= 2:
					add(n.Args[1])
				case recv == "apperr" && name == "Invalid" && len(n.Args) >= 1:
					add(n.Args[0])
				case recv == "" && name == "withMessage" && len(n.Args) >= 2:
					add(n.Args[1])
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(out) < 100 {
		t.Fatalf("found only %d message ids: the extraction is broken", len(out))
	}
	return out
}

func TestFilipinoHasEveryBorrowerText(t *testing.T) {
	ids := borrowerIDs(t)
	seen := map[string]bool{}
	var missing []string
	for id := range extraIDs {
		ids = append(ids, msgID{id, "extraIDs"})
	}
	for _, m := range ids {
		seen[m.id] = true
		if _, ok := fil[m.id]; !ok {
			missing = append(missing, m.at+": "+strconv.Quote(m.id))
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("%d borrower texts have no Filipino entry:\n%s", len(missing), strings.Join(missing, "\n"))
	}
	for _, cat := range []struct {
		name string
		m    map[string]string
	}{{"fil", fil}, {"spec", spec}} {
		for id := range cat.m {
			if !seen[id] && !extraIDs[id] {
				t.Errorf("%s: %q is not a text the code writes (changed or removed?)", cat.name, id)
			}
		}
	}
}

// extraIDs are ids the extraction cannot see: apperr's own errors and the fixed answers of
// the API's describe (internal/api/envelope.go).
var extraIDs = map[string]bool{
	"Your session has ended. Please log in again.":                                                    true,
	"Payments are not configured on this server. Please try again later or contact customer service.": true,
	"Not found.":                true,
	"This was already done.":    true,
	"The request is too large.": true,
	"Something went wrong on our side. Please try again.": true,
}

// verbRE finds fmt verbs, with an optional explicit argument index (%[2]s).
var verbRE = regexp.MustCompile(`%(?:\[(\d+)\])?[-+# 0]*\d*(?:\.\d+)?([a-zA-Z%])`)

// verbs lists "argIndex:verb" for every verb of format (%% left out), in argument order.
func verbs(format string) []string {
	var out []string
	next := 1
	for _, m := range verbRE.FindAllStringSubmatch(format, -1) {
		if m[2] == "%" {
			continue
		}
		i := next
		if m[1] != "" {
			i, _ = strconv.Atoi(m[1])
		}
		out = append(out, strconv.Itoa(i)+":"+m[2])
		next = i + 1
	}
	slices.Sort(out)
	return out
}

func TestTranslationsKeepPlaceholders(t *testing.T) {
	for _, cat := range []struct {
		name string
		m    map[string]string
	}{{"fil", fil}, {"spec", spec}} {
		for id, text := range cat.m {
			if want, got := verbs(id), verbs(text); !slices.Equal(want, got) {
				t.Errorf("%s: %q has placeholders %v, its translation %q has %v", cat.name, id, want, text, got)
			}
			if strings.TrimSpace(text) == "" {
				t.Errorf("%s: %q is translated as nothing", cat.name, id)
			}
		}
	}
	if got := verbs("a %[2]s b %[1]d %%"); !slices.Equal(got, []string{"1:d", "2:s"}) {
		t.Errorf("verbs: %v", got)
	}
}
