package journal

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"unicode/utf8"
)

// ChartLine is one role's account, as the chart-of-accounts editor lists and sends them.
type ChartLine struct {
	Role Role   `json:"role"`
	Code string `json:"code"`
	Name string `json:"name"`
}

// The limits of an account's code and name.
const (
	MaxCodeLen = 20
	MaxNameLen = 100
)

// Lines lists the chart in role order (Roles).
func (c Chart) Lines() []ChartLine {
	out := make([]ChartLine, 0, len(Roles()))
	for _, r := range Roles() {
		out = append(out, ChartLine{Role: r, Code: c[r].Code, Name: c[r].Name})
	}
	return out
}

// Version identifies the chart's content (a change of any code or name changes it): a
// proposed change is checked against the version its maker saw.
func (c Chart) Version() string {
	h := sha256.New()
	for _, l := range c.Lines() {
		fmt.Fprintf(h, "%s\x00%s\x00%s\x00", l.Role, l.Code, l.Name)
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// codeChar reports whether r may appear in an account code: letters, digits, '.' and '-'.
func codeChar(r rune) bool {
	return r >= '0' && r <= '9' || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r == '.' || r == '-'
}

// ChartOf builds a chart from the editor's lines and validates it: every role mapped exactly
// once and no unknown role; a code of 1 to MaxCodeLen letters, digits, '.' or '-'; a name of 1
// to MaxNameLen characters; and codes unique to an account: one code has one name, so roles
// that share an account give it the same code and name. The error says what to fix first.
func ChartOf(lines []ChartLine) (Chart, error) {
	known := map[Role]bool{}
	for _, r := range Roles() {
		known[r] = true
	}
	c := Chart{}
	names := map[string]Role{}
	for _, l := range lines {
		code, name := strings.TrimSpace(l.Code), strings.TrimSpace(l.Name)
		switch {
		case !known[l.Role]:
			return nil, fmt.Errorf("%q is not a journal role", l.Role)
		case c[l.Role] != (Account{}):
			return nil, fmt.Errorf("the role %s is given twice", l.Role)
		case code == "":
			return nil, fmt.Errorf("the role %s has no account code", l.Role)
		case len(code) > MaxCodeLen || strings.IndexFunc(code, func(r rune) bool { return !codeChar(r) }) >= 0:
			return nil, fmt.Errorf("the code %q of %s must be 1 to %d letters, digits, dots or dashes", code, l.Role, MaxCodeLen)
		case name == "":
			return nil, fmt.Errorf("the account %s (%s) has no name", code, l.Role)
		case utf8.RuneCountInString(name) > MaxNameLen:
			return nil, fmt.Errorf("the name of account %s must be at most %d characters", code, MaxNameLen)
		}
		if other, ok := names[code]; ok && c[other].Name != name {
			return nil, fmt.Errorf("the code %s is given to two accounts (%q for %s, %q for %s): a code names one account", code, c[other].Name, other, name, l.Role)
		}
		names[code] = l.Role
		c[l.Role] = Account{Code: code, Name: name}
	}
	for _, r := range Roles() {
		if _, ok := c[r]; !ok {
			return nil, fmt.Errorf("the role %s has no account", r)
		}
	}
	return c, nil
}

// Overlay is the default chart with the accounts of the known roles of stored replaced:
// what the journal uses when the stored chart predates a role.
func Overlay(stored Chart) Chart {
	c := DefaultChart()
	for r, a := range stored {
		if _, ok := c[r]; ok {
			c[r] = a
		}
	}
	return c
}
