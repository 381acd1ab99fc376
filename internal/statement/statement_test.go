package statement

import (
	"strings"
	"testing"
)

const bdo = "\ufeffDate,Description,Reference No,Debit,Credit\n" +
	"2026-11-20,INSTAPAY FROM JUAN DELA CRUZ REF RP-0001,IP 123456789,,\"5,000.00\"\n" +
	"2026-11-20,ATM WITHDRAWAL,ATM998877,200.00,\n" +
	"2026-11-21,INSTAPAY FROM MARIA,IP555000111,,1234.5\n" +
	"2026-11-21,PESONET NO NOTE,PN777777,,750.00\n" +
	"2026-11-22,INSTAPAY REPEAT,IP555000111,,1234.50\n"

func TestParse(t *testing.T) {
	// "Credit" is the amount column; debit-only rows are skipped.
	lines, err := Parse(strings.NewReader(strings.Replace(bdo, "Debit,Credit", "Debit,Amount", 1)))
	if err != nil {
		t.Fatal(err)
	}
	if len(lines) != 4 {
		t.Fatalf("got %d lines: %+v", len(lines), lines)
	}
	if l := lines[0]; l.Row != 2 || l.UTR != "IP123456789" || l.AmountCents != 500000 || l.Date != "2026-11-20" || !strings.Contains(l.Text, "RP-0001") {
		t.Fatalf("line 1: %+v", l)
	}
	if lines[1].AmountCents != 123450 || lines[1].Row != 4 {
		t.Fatalf("line 2: %+v", lines[1])
	}
	for _, bad := range []string{"", "Date,Description\n2026-11-20,x\n", "Date,UTR\n", "UTR,Amount\nIP1234567,abc\n", "UTR,Amount\nIP1234567,1.234\n"} {
		if _, err := Parse(strings.NewReader(bad)); err == nil {
			t.Errorf("Parse(%q): got no error", bad)
		}
	}
	for in, want := range map[string]int64{"1,234.50": 123450, "PHP 500": 50000, "₱ 20.5": 2050, "(100.00)": -10000, "-3": -300, "0.07": 7} {
		if got, err := Cents(in); err != nil || got != want {
			t.Errorf("Cents(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
}

func TestMatch(t *testing.T) {
	lines, err := Parse(strings.NewReader(strings.Replace(bdo, "Debit,Credit", "Debit,Amount", 1)))
	if err != nil {
		t.Fatal(err)
	}
	transfers := []Transfer{
		{Reference: "RP-0001", AmountCents: 500000, OrderID: 1},                      // by our reference in the text
		{Reference: "RP-0002", UTR: "ip 555000111", AmountCents: 123450, OrderID: 2}, // by the declared UTR
		{Reference: "RP-0003", UTR: "PN777777", AmountCents: 75100, OrderID: 3},      // declared UTR, amount differs
		{Reference: "RP-0004", UTR: "NOTHERE1", AmountCents: 10000, OrderID: 4},      // no line
	}
	res := Match(lines, transfers)
	if len(res.Matched) != 2 {
		t.Fatalf("matched %+v", res.Matched)
	}
	got := map[string]string{}
	for _, p := range res.Matched {
		got[p.Transfer.Reference] = p.By + ":" + p.Line.UTR
	}
	if got["RP-0001"] != "reference:IP123456789" || got["RP-0002"] != "utr:IP555000111" {
		t.Fatalf("pairs %v", got)
	}
	// Left for an operator: the repeated UTR line and the PESONet line of another amount;
	// the transfers of the wrong amount and with no line.
	if len(res.Lines) != 2 || len(res.Transfers) != 2 || res.Transfers[0].Reference != "RP-0003" || res.Transfers[1].Reference != "RP-0004" {
		t.Fatalf("unmatched lines %+v, transfers %+v", res.Lines, res.Transfers)
	}
	// One line never pays two transfers of the same amount and reference text.
	two := Match([]Line{{Row: 2, UTR: "IP999999", Text: "RP-9 RP-8", AmountCents: 100}}, []Transfer{{Reference: "RP-9", AmountCents: 100}, {Reference: "RP-8", AmountCents: 100}})
	if len(two.Matched) != 1 || len(two.Transfers) != 1 {
		t.Fatalf("one line, two transfers: %+v", two)
	}
}
