// Package gl is the general ledger's rules: the type and normal side of every account of the
// chart, the accounts the loan ledger keeps to itself (control accounts), the check of a
// manual journal entry (balanced, at least two lines, each line one account, one side and an
// amount of whole centavos above zero), its reversal (the same lines with the sides swapped),
// and balances read on an account's normal side. It holds no SQL and no HTTP.
package gl

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/loans"
)

// Type is what an account is in the statements.
type Type string

// The account types. Memorandum accounts are kept off the balance sheet in pairs that balance
// by themselves (what written-off borrowers still owe).
const (
	Asset      Type = "asset"
	Liability  Type = "liability"
	Equity     Type = "equity"
	Income     Type = "income"
	Expense    Type = "expense"
	Memorandum Type = "memorandum"
)

// Types lists every type in statement order.
func Types() []Type { return []Type{Asset, Liability, Equity, Income, Expense, Memorandum} }

// Valid reports whether t is a known type.
func (t Type) Valid() bool { return slices.Contains(Types(), t) }

// Side is a side of an entry, and an account's normal side: the side that increases it.
type Side string

// The two sides.
const (
	Debit  Side = "debit"
	Credit Side = "credit"
)

// Valid reports whether s is debit or credit.
func (s Side) Valid() bool { return s == Debit || s == Credit }

// Other is the opposite side.
func (s Side) Other() Side {
	if s == Debit {
		return Credit
	}
	return Debit
}

// NormalSide is the usual normal side of a type: debit for assets, expenses and memoranda,
// credit for liabilities, equity and income. A contra account (an allowance for credit
// losses, a memorandum contra) keeps the other side.
func NormalSide(t Type) Side {
	switch t {
	case Asset, Expense, Memorandum:
		return Debit
	}
	return Credit
}

// Account is one account of the general ledger.
type Account struct {
	Code string `json:"code"`
	Name string `json:"name"`
	Type Type   `json:"type"`
	Side Side   `json:"side"` // the normal side
	// Role is the first journal role (journal.Roles order) that posts the loan ledger to this
	// account; '' for an account only manual entries use.
	Role journal.Role `json:"role"`
	// Control marks an account the loan ledger keeps: its balance is what the loan ledgers
	// say (receivables, borrower credit, the written-off memorandum), so manual entries may
	// not post to it.
	Control bool `json:"control"`
}

// Balance is debit less credit read on the account's normal side: positive when the account
// holds what it normally holds.
func (a Account) Balance(debit, credit int64) int64 {
	if a.Side == Credit {
		return credit - debit
	}
	return debit - credit
}

// Class is the type and normal side of a journal role's account.
type Class struct {
	Type Type `json:"type"`
	Side Side `json:"side"`
}

// RoleClass is the type and normal side of each journal role's account: what migration 0052
// stores with the role in chart_accounts and what a role the table does not hold uses.
func RoleClass(r journal.Role) Class {
	switch r {
	case journal.RoleCollections, journal.RoleCashInTransit, journal.RolePrincipalReceivable, journal.RoleInterestReceivable,
		journal.RoleFeeReceivable, journal.RolePenaltyReceivable, journal.RoleLateInterestRecv, journal.RoleEnforcementReceivable:
		return Class{Asset, Debit}
	case journal.RoleBorrowerCredit:
		return Class{Liability, Credit}
	case journal.RoleWaiverExpense, journal.RoleBadDebtExpense, journal.RoleWriteOffExpense:
		return Class{Expense, Debit}
	case journal.RoleWrittenOffMemo:
		return Class{Memorandum, Debit}
	case journal.RoleWrittenOffMemoContra:
		return Class{Memorandum, Credit}
	}
	return Class{Income, Credit}
}

// IsControl reports whether a role's account is kept by the loan ledger alone: the
// receivables (what borrowers owe), borrower credit (what is held for them) and the
// written-off memorandum pair. A manual entry to them would make the books disagree with the
// loan ledgers, so it is refused; a correction goes through the loan (waiver, refund).
func IsControl(r journal.Role) bool {
	switch r {
	case journal.RoleBorrowerCredit, journal.RoleWrittenOffMemo, journal.RoleWrittenOffMemoContra:
		return true
	}
	return slices.Contains(journal.ReceivableRoles(), r)
}

// Books is the chart of the general ledger: the accounts the journal roles post to (from the
// chart of accounts in force, with their classes) and the accounts only manual entries use.
type Books struct {
	accounts []Account
	byCode   map[string]int
	roleCode map[journal.Role]string
}

// NewBooks builds the books. classes gives each role's stored class (a role without one uses
// RoleClass); general are the accounts no role posts to. Roles that share a code are one
// account; a general account may not take a code of the chart's roles.
func NewBooks(chart journal.Chart, classes map[journal.Role]Class, general []Account) (*Books, error) {
	b := &Books{byCode: map[string]int{}, roleCode: map[journal.Role]string{}}
	for _, r := range journal.Roles() {
		acc := chart[r]
		b.roleCode[r] = acc.Code
		if i, ok := b.byCode[acc.Code]; ok {
			b.accounts[i].Control = b.accounts[i].Control || IsControl(r)
			continue
		}
		c, ok := classes[r]
		if !ok || !c.Type.Valid() || !c.Side.Valid() {
			c = RoleClass(r)
		}
		b.byCode[acc.Code] = len(b.accounts)
		b.accounts = append(b.accounts, Account{Code: acc.Code, Name: acc.Name, Type: c.Type, Side: c.Side, Role: r, Control: IsControl(r)})
	}
	for _, a := range general {
		if _, ok := b.byCode[a.Code]; ok {
			return nil, fmt.Errorf("gl: the account %s is both a journal role's and a general ledger account", a.Code)
		}
		a.Role, a.Control = "", false
		b.byCode[a.Code] = len(b.accounts)
		b.accounts = append(b.accounts, a)
	}
	slices.SortFunc(b.accounts, func(x, y Account) int { return strings.Compare(x.Code, y.Code) })
	for i, a := range b.accounts {
		b.byCode[a.Code] = i
	}
	return b, nil
}

// Accounts lists every account by code.
func (b *Books) Accounts() []Account { return slices.Clone(b.accounts) }

// Account is the account of code.
func (b *Books) Account(code string) (Account, bool) {
	i, ok := b.byCode[code]
	if !ok {
		return Account{}, false
	}
	return b.accounts[i], true
}

// OfRole is the account a journal role posts to now.
func (b *Books) OfRole(r journal.Role) Account {
	a, _ := b.Account(b.roleCode[r])
	return a
}

// Of is the account a posted line reads in now: a line to a role's account follows the role
// (a chart change moves it with the loan postings); any other line keeps its code.
func (b *Books) Of(l PostedLine) (Account, bool) {
	if l.Role != "" {
		if _, ok := b.roleCode[l.Role]; ok {
			return b.OfRole(l.Role), true
		}
	}
	return b.Account(l.Account)
}

// DraftLine is one line of a manual entry as the maker writes it.
type DraftLine struct {
	Account     string `json:"account"` // the account code
	Side        Side   `json:"side"`
	AmountCents int64  `json:"amountCents"`
}

// Draft is a manual entry as proposed: its date, memo and lines.
type Draft struct {
	Day   string      `json:"day"`
	Memo  string      `json:"memo"`
	Lines []DraftLine `json:"lines"`
}

// The limits of a manual entry.
const (
	MaxLines   = 40
	MaxMemoLen = 200
	// MaxAmountCents bounds a line (PHP 10 billion) so no sum can overflow.
	MaxAmountCents int64 = 1_000_000_000_000
)

// Totals are a draft's debits and credits.
func Totals(lines []DraftLine) (debit, credit int64) {
	for _, l := range lines {
		if l.Side == Debit {
			debit += l.AmountCents
		} else if l.Side == Credit {
			credit += l.AmountCents
		}
	}
	return debit, credit
}

// Check validates a manual entry against the books on today (the Manila day): a date that is
// a day and not after today; a memo of 1 to MaxMemoLen characters; 2 to MaxLines lines, each
// to a known account that is not a control account, on one side, of 1 to MaxAmountCents
// centavos; debits equal to credits. It answers the entry's day and the first problem.
func Check(d Draft, books *Books, today loans.Date) (loans.Date, error) {
	day, err := loans.ParseDate(strings.TrimSpace(d.Day))
	if err != nil {
		return loans.Date{}, fmt.Errorf("the date %q is not a day (YYYY-MM-DD)", d.Day)
	}
	if day.After(today) {
		return loans.Date{}, fmt.Errorf("the date %s is after today (%s)", day, today)
	}
	memo := strings.TrimSpace(d.Memo)
	if memo == "" {
		return loans.Date{}, fmt.Errorf("the entry has no memo")
	}
	if utf8.RuneCountInString(memo) > MaxMemoLen {
		return loans.Date{}, fmt.Errorf("the memo must be at most %d characters", MaxMemoLen)
	}
	if len(d.Lines) < 2 {
		return loans.Date{}, fmt.Errorf("an entry needs at least two lines")
	}
	if len(d.Lines) > MaxLines {
		return loans.Date{}, fmt.Errorf("an entry has at most %d lines", MaxLines)
	}
	for i, l := range d.Lines {
		n := i + 1
		acc, ok := books.Account(strings.TrimSpace(l.Account))
		switch {
		case strings.TrimSpace(l.Account) == "":
			return loans.Date{}, fmt.Errorf("line %d has no account", n)
		case !ok:
			return loans.Date{}, fmt.Errorf("line %d: there is no account %q", n, l.Account)
		case acc.Control:
			return loans.Date{}, fmt.Errorf("line %d: %s %s is kept by the loan ledger and takes no manual entries", n, acc.Code, acc.Name)
		case !l.Side.Valid():
			return loans.Date{}, fmt.Errorf("line %d: the side must be debit or credit", n)
		case l.AmountCents <= 0:
			return loans.Date{}, fmt.Errorf("line %d: the amount must be above zero", n)
		case l.AmountCents > MaxAmountCents:
			return loans.Date{}, fmt.Errorf("line %d: the amount is above %s", n, journal.Pesos(MaxAmountCents))
		}
	}
	debit, credit := Totals(d.Lines)
	if debit != credit {
		return loans.Date{}, fmt.Errorf("debits (%s) do not equal credits (%s): the difference is %s",
			journal.Pesos(debit), journal.Pesos(credit), journal.Pesos(abs(debit-credit)))
	}
	return day, nil
}

func abs(n int64) int64 {
	if n < 0 {
		return -n
	}
	return n
}

// PostedLine is one line of a posted entry.
type PostedLine struct {
	Account     string       `json:"account"` // the code posted to
	Name        string       `json:"name"`    // the account's name when posted
	Role        journal.Role `json:"role"`    // the role whose account it was ('' for a general account)
	DebitCents  int64        `json:"debitCents"`
	CreditCents int64        `json:"creditCents"`
}

// ManualEntry is a posted manual entry. Entries are never edited or deleted: a mistake is undone by
// a reversal, a new entry that Reverses it.
type ManualEntry struct {
	ID    int64        `json:"id"`
	Day   loans.Date   `json:"day"`
	Memo  string       `json:"memo"`
	Lines []PostedLine `json:"lines"`
	// Dated is the day the entry was asked for when it was in a closed month (Day is then the
	// first open day), and Adjusts that month ("YYYY-MM"); both empty for an ordinary entry.
	Dated      loans.Date `json:"dated"`
	Adjusts    string     `json:"adjusts"`
	Reverses   int64      `json:"reverses"`   // the entry this one reverses (0: none)
	ReversedBy int64      `json:"reversedBy"` // the entry that reverses this one (0: none)
	RequestID  int64      `json:"requestId"`
	MakerID    int64      `json:"makerId"`
	CheckerID  int64      `json:"checkerId"`
	PostedAt   int64      `json:"postedAt"`
}

// Posting is a checked draft as the store writes it: each line with its account's code, name
// and role, sides as debit and credit amounts.
func Posting(d Draft, day loans.Date, books *Books) ManualEntry {
	e := ManualEntry{Day: day, Memo: strings.TrimSpace(d.Memo)}
	for _, l := range d.Lines {
		acc, _ := books.Account(strings.TrimSpace(l.Account))
		pl := PostedLine{Account: acc.Code, Name: acc.Name, Role: acc.Role}
		if l.Side == Debit {
			pl.DebitCents = l.AmountCents
		} else {
			pl.CreditCents = l.AmountCents
		}
		e.Lines = append(e.Lines, pl)
	}
	return e
}

// Reversal is the entry that reverses e on day: the same accounts and amounts with the sides
// swapped, linked to e. A reversal is not reversed again (post the entry anew instead), an
// entry is reversed once, and never on a day before its own.
func Reversal(e ManualEntry, day loans.Date) (ManualEntry, error) {
	switch {
	case e.Reverses != 0:
		return ManualEntry{}, fmt.Errorf("entry %d is itself the reversal of entry %d: post the entry again instead", e.ID, e.Reverses)
	case e.ReversedBy != 0:
		return ManualEntry{}, fmt.Errorf("entry %d is already reversed by entry %d", e.ID, e.ReversedBy)
	case day.Before(e.Day):
		return ManualEntry{}, fmt.Errorf("entry %d is dated %s, after the reversal's day %s", e.ID, e.Day, day)
	}
	r := ManualEntry{Day: day, Memo: fmt.Sprintf("Reversal of entry %d: %s", e.ID, e.Memo), Reverses: e.ID}
	if utf8.RuneCountInString(r.Memo) > MaxMemoLen+40 {
		r.Memo = string([]rune(r.Memo)[:MaxMemoLen+40])
	}
	for _, l := range e.Lines {
		l.DebitCents, l.CreditCents = l.CreditCents, l.DebitCents
		r.Lines = append(r.Lines, l)
	}
	return r, nil
}

// Balanced reports whether a posted entry's debits equal its credits.
func (e ManualEntry) Balanced() bool {
	var d, c int64
	for _, l := range e.Lines {
		d += l.DebitCents
		c += l.CreditCents
	}
	return d == c && d > 0
}
