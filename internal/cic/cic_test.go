package cic

import (
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/loans"
)

var lender = Provider{Code: "PL000123", Name: "Pautang Lending Corporation"}

func ana() Subject {
	return Subject{SubjectNo: "7", FirstName: "Ana", LastName: "Dela Cruz", Gender: "F", BirthDate: "1992-06-12",
		Address: "12 Mapagmahal St., Brgy. Pinyahan", City: "Quezon City", Phone: "+639171234567", IDType: "UMID", IDNumber: "0028-1234567-8"}
}

// A file of one borrower with a past-due loan, written out in full: the header, the subject,
// the contract with its amounts in pesos and dates as DDMMYYYY, and the footer's count.
func TestBuildWritesTheLayouts(t *testing.T) {
	c := Contract{ContractNo: "PT20261001", SubjectNo: "7", Phase: PhaseActive, Status: StatusPastDue, StartDate: "2026-09-01",
		PlannedEndDate: "2026-12-01", FinancedCents: 1000000, Installments: 3, InstallmentCents: 363333, NextDueDate: "2026-10-01",
		OutstandingInstallments: 3, OutstandingCents: 1110000, OverdueInstallments: 1, OverdueCents: 380000, OverdueDays: 30}
	f, probs := Build(lender, "2026-10-31", SubmissionRegular, []Subject{ana()}, []Contract{c})
	if len(probs) != 0 {
		t.Fatalf("problems: %+v", probs)
	}
	want := "HD|PL000123|31102026|1.0|R|Pautang Lending Corporation\r\n" +
		"ID|PL000123|31102026|7|Ana||Dela Cruz|F|12061992|12 Mapagmahal St., Brgy. Pinyahan|Quezon City|+639171234567|UMID|0028-1234567-8\r\n" +
		"CI|PL000123|31102026|7|B|PT20261001|PL|AC|PD|PHP|01092026|01122026||10000.00|3|M|3633.33|01102026|3|11100.00|1|3800.00|30\r\n" +
		"FT|PL000123|31102026|4\r\n"
	if f.Text != want {
		t.Fatalf("file:\n%s\nwant:\n%s", f.Text, want)
	}
	if f.Subjects != 1 || f.Contracts != 1 || f.Records != 4 || f.OutstandingCents != 1110000 || f.OverdueCents != 380000 || len(f.SHA256) != 64 {
		t.Fatalf("figures %+v", f)
	}
}

// Every record that fails is left out with its field and reason; its contracts go with it.
func TestBuildReportsWhatFails(t *testing.T) {
	noBirth := ana()
	noBirth.SubjectNo, noBirth.BirthDate = "8", ""
	piped := ana()
	piped.SubjectNo, piped.Address = "9", "12 A St. | Brgy. B"
	ok := Contract{ContractNo: "PT1", SubjectNo: "7", Phase: PhaseActive, Status: StatusCurrent, StartDate: "2026-10-01", PlannedEndDate: "2026-11-01",
		FinancedCents: 500000, Installments: 1, InstallmentCents: 545000, OutstandingInstallments: 1, OutstandingCents: 545000}
	orphan := ok
	orphan.ContractNo, orphan.SubjectNo = "PT2", "8"
	overdueMismatch := ok
	overdueMismatch.ContractNo, overdueMismatch.OverdueDays = "PT3", 4
	closedNoEnd := ok
	closedNoEnd.ContractNo, closedNoEnd.Phase, closedNoEnd.Status = "PT4", PhaseClosed, StatusSettled
	f, probs := Build(lender, "2026-10-31", SubmissionRegular, []Subject{ana(), noBirth, piped}, []Contract{ok, orphan, overdueMismatch, closedNoEnd})
	want := []Problem{
		{"ID 8", "DateOfBirth", "missing"},
		{"ID 9", "Address", "contains a separator (| or a line break)"},
		{"CI PT2", "ProviderSubjectNo", "its subject 8 is not in the file"},
		{"CI PT3", "OverdueDays", "overdue days and the overdue amount disagree"},
		{"CI PT4", "ContractEndActualDate", "a closed contract needs its end date"},
	}
	if len(probs) != len(want) {
		t.Fatalf("problems %+v", probs)
	}
	for i := range want {
		if probs[i] != want[i] {
			t.Errorf("problem %d: %+v, want %+v", i, probs[i], want[i])
		}
	}
	if f.Subjects != 1 || f.Contracts != 1 || !strings.HasSuffix(f.Text, "FT|PL000123|31102026|4\r\n") {
		t.Fatalf("file %+v\n%s", f, f.Text)
	}
}

func TestSplitName(t *testing.T) {
	for full, want := range map[string][2]string{
		"Juan Dela Cruz":        {"Juan", "Dela Cruz"},
		"Maria De los Santos":   {"Maria", "De los Santos"},
		"Jose Protacio Rizal":   {"Jose Protacio", "Rizal"},
		"  Ana   Reyes ":        {"Ana", "Reyes"},
		"Cher":                  {"", "Cher"},
		"Pedro San Juan":        {"Pedro", "San Juan"},
		"Ma. Teresa Sta. Maria": {"Ma. Teresa", "Sta. Maria"},
	} {
		if f, l := SplitName(full); f != want[0] || l != want[1] {
			t.Errorf("SplitName(%q) = %q, %q; want %q, %q", full, f, l, want[0], want[1])
		}
	}
}

// A loan's contract at a month's end from the engine's own standing: a PHP 5,000 loan of one
// installment of 91 days from 2026-07-15, unpaid, is past due at 2026-10-31; settled, it is
// closed with its end date.
func TestLoanAt(t *testing.T) {
	p := loans.Product{Code: "EXPRESS", MinAmountCents: 200000, MaxAmountCents: 1000000, AmountStepCents: 50000, TermDays: 91, Periods: 1,
		InterestBPPerMonth: 300, ServiceFeeBP: 300, Enabled: true, Rules: loans.DefaultRules()}
	start, _ := loans.ParseDate("2026-07-15")
	snap, entries, err := loans.Disburse(p, 500000, start, loans.ClientNew, loans.DefaultPHCapPolicy())
	if err != nil {
		t.Fatal(err)
	}
	ref, _ := loans.ParseDate("2026-10-31")
	st := loans.StandingOn(snap.Schedule, entries, ref)
	c := LoanAt("PT1", "7", 500000, snap.Schedule, st, "")
	if c.Phase != PhaseActive || c.Status != StatusPastDue || c.StartDate != "2026-07-15" || c.PlannedEndDate != snap.Schedule[0].DueDay.String() ||
		c.Installments != 1 || c.OverdueInstallments != 1 || c.OverdueDays != st.DaysOverdue || c.OverdueDays <= 0 || c.OutstandingCents != st.PayoffCents ||
		c.OverdueCents <= 0 || c.OverdueCents > c.OutstandingCents {
		t.Fatalf("past due: %+v (standing %+v)", c, st)
	}
	if _, probs := Build(lender, "2026-10-31", SubmissionRegular, []Subject{ana()}, []Contract{c}); len(probs) != 0 {
		t.Fatalf("the engine's contract fails its layout: %+v", probs)
	}
	st.Settled = true
	closed := LoanAt("PT1", "7", 500000, snap.Schedule, st, "2026-10-20")
	if closed.Phase != PhaseClosed || closed.Status != StatusSettled || closed.ActualEndDate != "2026-10-20" || closed.OutstandingCents != 0 {
		t.Fatalf("settled: %+v", closed)
	}
}
