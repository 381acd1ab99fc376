// Package statement reads a bank statement exported as CSV and matches its credit lines to
// the bank-transfer repayments borrowers submitted: a transfer is booked only when a
// statement line shows the money (the same UTR the borrower declared, or our repayment
// reference in the line's text, and the same amount). What does not match on either side is
// listed for an operator.
package statement

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/apperr"
)

// MaxLines is the most lines one statement file may hold.
const MaxLines = 20_000

// Line is one credit line of a statement.
type Line struct {
	Row         int    `json:"row"` // 1-based line number in the file (the header is row 1)
	Date        string `json:"date"`
	UTR         string `json:"utr"` // the bank's transfer reference, upper case, no spaces
	Text        string `json:"text"`
	AmountCents int64  `json:"amount"`
}

// columns names the header cells each field may be read from (case-insensitive).
var columns = map[string][]string{
	"date":   {"date", "transaction date", "value date", "posting date"},
	"utr":    {"utr", "reference", "reference no", "reference number", "ref", "ref no", "transaction reference"},
	"text":   {"description", "details", "narrative", "particulars", "remarks", "memo"},
	"amount": {"amount", "credit", "credit amount", "deposit", "deposits"},
}

// ErrBadFile is a statement that cannot be read.
var ErrBadFile = apperr.New("admin_statement_invalid", "The statement could not be read.")

// Parse reads a statement CSV: a header row naming at least a reference (UTR) and an amount
// or credit column, then one row per transaction. Debits (negative or empty credits) are
// skipped; a row whose amount cannot be read is refused with its row number, so nothing is
// silently dropped.
func Parse(r io.Reader) ([]Line, error) {
	cr := csv.NewReader(r)
	cr.FieldsPerRecord = -1
	cr.TrimLeadingSpace = true
	head, err := cr.Read()
	if err != nil {
		return nil, fmt.Errorf("%w: %s", ErrBadFile, "the file is empty or not CSV")
	}
	idx := map[string]int{}
	for i, cell := range head {
		name := strings.ToLower(strings.TrimSpace(strings.TrimPrefix(cell, "\ufeff")))
		for field, names := range columns {
			if _, done := idx[field]; done {
				continue
			}
			for _, n := range names {
				if name == n {
					idx[field] = i
				}
			}
		}
	}
	if _, ok := idx["utr"]; !ok {
		return nil, apperr.New("admin_statement_invalid", "The statement needs a reference (UTR) column.")
	}
	if _, ok := idx["amount"]; !ok {
		return nil, apperr.New("admin_statement_invalid", "The statement needs an amount or credit column.")
	}
	cell := func(rec []string, field string) string {
		if i, ok := idx[field]; ok && i < len(rec) {
			return strings.TrimSpace(rec[i])
		}
		return ""
	}
	var out []Line
	for row := 2; ; row++ {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, apperr.New("admin_statement_invalid", fmt.Sprintf("Row %d of the statement is not valid CSV.", row))
		}
		if row-1 > MaxLines {
			return nil, apperr.New("admin_statement_invalid", fmt.Sprintf("A statement holds at most %d lines.", MaxLines))
		}
		raw := cell(rec, "amount")
		if raw == "" {
			continue // a debit line in a two-column (debit, credit) statement
		}
		amount, err := Cents(raw)
		if err != nil {
			return nil, apperr.New("admin_statement_invalid", fmt.Sprintf("Row %d: the amount %q is not a peso amount.", row, raw))
		}
		if amount <= 0 {
			continue // money out
		}
		out = append(out, Line{Row: row, Date: cell(rec, "date"), UTR: NormalizeUTR(cell(rec, "utr")), Text: cell(rec, "text"), AmountCents: amount})
	}
	return out, nil
}

// NormalizeUTR is a reference as compared: upper case, without spaces.
func NormalizeUTR(s string) string {
	return strings.ToUpper(strings.Join(strings.Fields(s), ""))
}

// Cents reads a peso amount as statements print it ("1,234.50", "PHP 500", "₱ 20.5",
// "(100.00)" for a debit) into centavos.
func Cents(s string) (int64, error) {
	s = strings.TrimSpace(s)
	neg := false
	if strings.HasPrefix(s, "(") && strings.HasSuffix(s, ")") {
		neg, s = true, s[1:len(s)-1]
	}
	for _, p := range []string{"PHP", "Php", "php", "₱", "P"} {
		s = strings.TrimPrefix(strings.TrimSpace(s), p)
	}
	s = strings.ReplaceAll(strings.TrimSpace(s), ",", "")
	if strings.HasPrefix(s, "-") {
		neg, s = !neg, s[1:]
	}
	whole, frac, _ := strings.Cut(s, ".")
	if whole == "" || len(frac) > 2 {
		return 0, fmt.Errorf("statement: amount %q", s)
	}
	for len(frac) < 2 {
		frac += "0"
	}
	w, err1 := strconv.ParseInt(whole, 10, 64)
	f, err2 := strconv.ParseInt(frac, 10, 64)
	if err1 != nil || err2 != nil || w < 0 || w > 1e12 {
		return 0, fmt.Errorf("statement: amount %q", s)
	}
	c := w*100 + f
	if neg {
		c = -c
	}
	return c, nil
}

// Transfer is a bank-transfer repayment waiting for its money.
type Transfer struct {
	Reference   string `json:"reference"`
	UTR         string `json:"utr"` // what the borrower declared ("" when nothing)
	AmountCents int64  `json:"amount"`
	OrderID     int64  `json:"orderId"`
}

// Pair is a statement line matched to a transfer, and by what.
type Pair struct {
	Line     Line     `json:"line"`
	Transfer Transfer `json:"transfer"`
	By       string   `json:"by"` // "utr": the declared UTR; "reference": our reference in the line
}

// Result is a statement matched against the waiting transfers.
type Result struct {
	Matched   []Pair     `json:"matched"`
	Lines     []Line     `json:"unmatchedLines"`     // money on the statement no transfer claims
	Transfers []Transfer `json:"unmatchedTransfers"` // transfers no statement line shows
}

// Match pairs each transfer with at most one line and each line with at most one transfer,
// amounts equal to the centavo, and only lines with a bank reference (UTR, 6+ characters: the
// ledger books a transfer under it): first by the UTR the borrower declared, then by our
// reference appearing in the line's reference or text. A line whose UTR was already booked
// (a UTR is one transfer) is never paired twice. Lines and transfers keep their order.
func Match(lines []Line, transfers []Transfer) Result {
	res := Result{Matched: []Pair{}, Lines: []Line{}, Transfers: []Transfer{}}
	usedLine := make([]bool, len(lines))
	usedTr := make([]bool, len(transfers))
	seenUTR := map[string]bool{}
	for i, l := range lines { // a UTR twice on one statement is one transfer: the repeat is left for a person
		if l.UTR != "" && seenUTR[l.UTR] {
			usedLine[i] = true
			res.Lines = append(res.Lines, l)
		}
		seenUTR[l.UTR] = true
	}
	try := func(by string, fits func(l Line, t Transfer) bool) {
		for ti, t := range transfers {
			if usedTr[ti] {
				continue
			}
			for li, l := range lines {
				if usedLine[li] || len(l.UTR) < 6 || l.AmountCents != t.AmountCents || !fits(l, t) {
					continue
				}
				usedLine[li], usedTr[ti] = true, true
				res.Matched = append(res.Matched, Pair{Line: l, Transfer: t, By: by})
				break
			}
		}
	}
	try("utr", func(l Line, t Transfer) bool { u := NormalizeUTR(t.UTR); return u != "" && u == l.UTR })
	try("reference", func(l Line, t Transfer) bool {
		ref := NormalizeUTR(t.Reference)
		return ref != "" && (strings.Contains(l.UTR, ref) || strings.Contains(NormalizeUTR(l.Text), ref))
	})
	for li, l := range lines {
		if !usedLine[li] {
			res.Lines = append(res.Lines, l)
		}
	}
	for ti, t := range transfers {
		if !usedTr[ti] {
			res.Transfers = append(res.Transfers, t)
		}
	}
	return res
}
