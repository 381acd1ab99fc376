package records

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// TestPDFIsStableAndReadable: the same text and time give the same bytes (the stored hash can
// be checked by writing the file again), the file is a PDF, uncompressed, with the text in it
// and the peso sign written "PHP".
func TestPDFIsStableAndReadable(t *testing.T) {
	text := "Loan Agreement\nOrder PT2611270001\n\n## 1. The loan\nThe Lender lends ₱10,000.00 for 91 days.\n## 2. Schedule\nNo. | Due date | Amount\n1 | 2027-02-26 | ₱10,910.00\n"
	at := time.Date(2026, 11, 27, 3, 4, 5, 0, time.UTC)
	a, err := PDF(text, at, "Accepted 2026-11-27 03:04:05 (UTC) - text SHA-256 "+Sum([]byte(text)))
	if err != nil {
		t.Fatal(err)
	}
	for range 5 {
		b, err := PDF(text, at, "Accepted 2026-11-27 03:04:05 (UTC) - text SHA-256 "+Sum([]byte(text)))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a, b) {
			t.Fatalf("two PDFs of the same text differ (%s vs %s)", Sum(a), Sum(b))
		}
	}
	if !bytes.HasPrefix(a, []byte("%PDF-")) || !bytes.Contains(a, []byte("%%EOF")) || bytes.Contains(a, []byte("FlateDecode")) {
		t.Fatalf("not an uncompressed PDF: %q", a[:20])
	}
	for _, want := range []string{"(Loan Agreement)", "(The Lender lends PHP 10,000.00 for 91 days.)", "(1 | 2027-02-26 | PHP 10,910.00)", "/CreationDate (D:20261127030405"} {
		if !bytes.Contains(a, []byte(want)) {
			t.Errorf("PDF lacks %s", want)
		}
	}
	d := SignedDocument{Text: text, PDF: a}
	d.Seal()
	if err := d.Verify(); err != nil {
		t.Fatal(err)
	}
	d.Text = strings.Replace(d.Text, "10,000", "100,000", 1)
	if d.Verify() == nil {
		t.Fatal("an altered text passed the check")
	}
}
