// Package export writes the back office's files. Its CSV writer keeps a cell a spreadsheet
// would run as a formula (a borrower who names themself "=HYPERLINK(...)") as text.
package export

import (
	"encoding/csv"
	"io"
	"strconv"
)

// CSV is an encoding/csv writer whose cells are made safe to open in a spreadsheet.
type CSV struct {
	w   *csv.Writer
	row []string
}

// NewCSV writes to w.
func NewCSV(w io.Writer) *CSV { return &CSV{w: csv.NewWriter(w)} }

// Write writes one row, each cell through Cell.
func (c *CSV) Write(row []string) error {
	c.row = c.row[:0]
	for _, cell := range row {
		c.row = append(c.row, Cell(cell))
	}
	return c.w.Write(c.row)
}

// Flush writes what is buffered; Error reports a failed write or flush.
func (c *CSV) Flush()       { c.w.Flush() }
func (c *CSV) Error() error { return c.w.Error() }

// Cell is a cell a spreadsheet shows as text: one that starts with a formula's first character
// (=, +, -, @, a tab or a carriage return) gets a leading apostrophe, the OWASP advice for CSV
// injection, unless it is a plain number (a negative amount, a +63 phone), which stays as is.
func Cell(s string) string {
	if s == "" {
		return s
	}
	switch s[0] {
	case '=', '@', '\t', '\r':
		return "'" + s
	case '+', '-':
		if _, err := strconv.ParseFloat(s, 64); err == nil {
			return s
		}
		return "'" + s
	}
	return s
}
