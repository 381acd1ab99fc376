package lending

import (
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/loans"
)

// TestLateTextCaps: the contracts' late-payment terms say the late charges are limited by the
// legal caps, with the caps' figures, for a loan the SEC ceiling covers.
func TestLateTextCaps(t *testing.T) {
	p := loans.Product{TermDays: 91, Rules: loans.DefaultRules()}
	covered := lateText(loanFacts{terms: p, amount: 1_000_000, penalty: 100000}, loans.DefaultPHCapPolicy())
	for _, want := range []string{"5.00% a day on days 1 to 30", "limited by the legal caps", "₱10,000.00 and 120 days",
		"never exceed 5.00% of the overdue amount for each 30 days overdue", "never exceed 100.00% of the principal"} {
		if !strings.Contains(covered, want) {
			t.Errorf("covered loan: %q lacks %q", covered, want)
		}
	}
	for name, text := range map[string]string{
		"above PHP 10,000": lateText(loanFacts{terms: p, amount: 1_000_001, penalty: 100000}, loans.DefaultPHCapPolicy()),
		"policy off":       lateText(loanFacts{terms: p, amount: 1_000_000, penalty: 100000}, loans.CapPolicy{}),
	} {
		if strings.Contains(text, "legal caps") || !strings.Contains(text, "limits set by law") {
			t.Errorf("%s: %q", name, text)
		}
	}
}
