package notify

import (
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/loans"
)

// TestOverdueNoticeNamesAmountPastDue: an overdue notice quotes the kept amount past due (the
// missed installment and its charges), not the payoff of the whole loan, and its text says so
// in both languages.
func TestOverdueNoticeNamesAmountPastDue(t *testing.T) {
	l := Loan{OrderID: 1, OrderNo: "PT1", Status: loans.StatusOverdue,
		Standing: loans.KeptStanding{OverdueSince: "2026-03-01", PayoffCents: 1_090_000, PastDueCents: 572_250},
		Installments: []loans.Installment{
			{Seq: 1, DueDay: day("2026-03-01"), PrincipalCents: 500_000, InterestCents: 45_000},
			{Seq: 2, DueDay: day("2026-03-31"), PrincipalCents: 500_000, InterestCents: 45_000},
		}}
	got := Due(l, day("2026-03-02"))
	if len(got) != 1 || got[0].Kind != Overdue1 || got[0].AmountCents != 572_250 {
		t.Fatalf("day 1 past due: %+v, want an overdue notice of the amount past due 572250", got)
	}
	for lang, want := range map[string]string{English: "The amount past due is ₱5,722.50.", Filipino: "lampas na sa takdang araw ay ₱5,722.50."} {
		s, err := Render(Overdue1, lang, Fields{OrderNo: "PT1", AmountCents: got[0].AmountCents, Day: got[0].Day, DaysPastDue: 1, PayLink: "https://pautang.ph/repayment"})
		if err != nil || !strings.Contains(s, want) || strings.Contains(s, "10,900.00") {
			t.Errorf("%s: %q %v, want %q", lang, s, err, want)
		}
	}
}
