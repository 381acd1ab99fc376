package seed

import (
	"testing"

	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
)

// TestDemoCatalogueIsLawful: every demo product passes the back office's save check under the
// default charges policy (the ceilings on every loan), and a loan of it left unpaid is charged
// exactly what its late schedule lists for the first 30 days at its smallest and largest amount
// (nothing above the ceilings to cut).
func TestDemoCatalogueIsLawful(t *testing.T) {
	policy := loans.DefaultChargesPolicy()
	for _, row := range demoProducts {
		row.Rules = productRules(row.Code).JSON()
		terms, err := lending.TermsOf(row)
		if err != nil {
			t.Fatal(err)
		}
		if err := terms.Validate(policy); err != nil {
			t.Errorf("%s: %v", row.Code, err)
		}
		if err := terms.CheckCappedAtOnce(policy); err != nil {
			t.Errorf("%s: %v", row.Code, err)
		}
		for _, amount := range []int64{row.MinAmount, row.MaxAmount} {
			listed, err := loans.LateChargesIfUnpaid(terms, amount, loans.ClientNew, loans.CapPolicy{}, 30)
			if err != nil {
				t.Fatal(err)
			}
			charged, _ := loans.LateChargesIfUnpaid(terms, amount, loans.ClientNew, policy, 30)
			if listed[0].TotalCents() != charged[0].TotalCents() {
				t.Errorf("%s %s: 30 days overdue lists %d, the ceiling cuts it to %d", row.Code, loans.FormatPeso(amount), listed[0].TotalCents(), charged[0].TotalCents())
			}
		}
	}
}
