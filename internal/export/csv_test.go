package export

import (
	"bytes"
	"encoding/csv"
	"testing"
)

func TestCell(t *testing.T) {
	for in, want := range map[string]string{
		"":                         "",
		"Juan Dela Cruz":           "Juan Dela Cruz",
		"=HYPERLINK(\"http://x\")": "'=HYPERLINK(\"http://x\")",
		"@SUM(A1)":                 "'@SUM(A1)",
		"+cmd|' /C calc'!A0":       "'+cmd|' /C calc'!A0",
		"-2+3":                     "'-2+3",
		"\t=1":                     "'\t=1",
		"\r=1":                     "'\r=1",
		"-150.25":                  "-150.25",
		"+639171234567":            "+639171234567",
		"0917-123-4567":            "0917-123-4567",
		"PT261126000123":           "PT261126000123",
		"a=b":                      "a=b",
	} {
		if got := Cell(in); got != want {
			t.Errorf("Cell(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCSVWritesSafeCells(t *testing.T) {
	var b bytes.Buffer
	w := NewCSV(&b)
	if err := w.Write([]string{"name", "amount"}); err != nil {
		t.Fatal(err)
	}
	if err := w.Write([]string{"=1+1", "-5.00"}); err != nil {
		t.Fatal(err)
	}
	w.Flush()
	if err := w.Error(); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&b).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if rows[1][0] != "'=1+1" || rows[1][1] != "-5.00" {
		t.Fatalf("rows: %q", rows)
	}
}
