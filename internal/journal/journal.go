// Package journal is the double-entry general journal derived from the loan ledger: every
// ledger entry (internal/loans) posts one balanced journal entry to the accounts of a
// configurable chart of accounts. The ledger stays the record; the journal is a view of it
// for finance, exported per day with a trial balance that sums to zero.
package journal

import (
	"fmt"
	"strings"

	"github.com/pautang/pautang/internal/loans"
)

// Role is what an account is used for; the chart maps each role to an account.
type Role string

// The roles the postings use.
const (
	RolePrincipalReceivable   Role = "principal_receivable"     // loans receivable
	RoleInterestReceivable    Role = "interest_receivable"      // interest booked, not yet paid
	RoleFeeReceivable         Role = "fee_receivable"           // service and rollover fees not yet paid
	RolePenaltyReceivable     Role = "penalty_receivable"       // the late penalty not yet paid
	RoleLateInterestRecv      Role = "late_interest_receivable" // daily late interest not yet paid
	RoleEnforcementReceivable Role = "enforcement_receivable"   // enforcement expenses re-billed, not yet paid
	RoleCashInTransit         Role = "cash_in_transit"          // payouts sent, settling with the payout provider
	RoleCollections           Role = "collections"              // money received, settling with the payment gateway
	RoleBorrowerCredit        Role = "borrower_credit"          // overpayments held for borrowers (liability)
	RoleInterestIncome        Role = "interest_income"
	RoleFeeIncome             Role = "fee_income"          // service fee
	RoleRolloverFeeIncome     Role = "rollover_fee_income" // rollover fees
	RolePenaltyIncome         Role = "penalty_income"
	RoleLateInterestIncome    Role = "late_interest_income"
	RoleEnforcementRecovery   Role = "enforcement_recovery"
	RoleWaiverExpense         Role = "waiver_expense"   // charges forgiven by an operator
	RoleBadDebtExpense        Role = "bad_debt_expense" // principal forgiven (written off)
	// RoleWriteOffExpense takes the receivables of a written-off loan: a loan-loss expense, or
	// the allowance for credit losses when the chart maps it there.
	RoleWriteOffExpense Role = "writeoff_expense"
	RoleRecoveryIncome  Role = "recovery_income" // money received on written-off loans
	// The memorandum pair that keeps what written-off borrowers still owe off the balance
	// sheet: debited and credited together, so it never moves the real accounts.
	RoleWrittenOffMemo       Role = "written_off_memo"
	RoleWrittenOffMemoContra Role = "written_off_memo_contra"
)

// Roles lists every role, in chart order.
func Roles() []Role {
	return []Role{RoleCollections, RoleCashInTransit, RolePrincipalReceivable, RoleInterestReceivable,
		RoleFeeReceivable, RolePenaltyReceivable, RoleLateInterestRecv, RoleEnforcementReceivable,
		RoleBorrowerCredit, RoleInterestIncome, RoleFeeIncome, RoleRolloverFeeIncome, RolePenaltyIncome,
		RoleLateInterestIncome, RoleEnforcementRecovery, RoleWaiverExpense, RoleBadDebtExpense,
		RoleWriteOffExpense, RoleRecoveryIncome, RoleWrittenOffMemo, RoleWrittenOffMemoContra}
}

// Account is one account of the chart.
type Account struct {
	Code string `json:"code"`
	Name string `json:"name"`
}

// Chart maps every role to an account. Two roles may share an account (a chart that keeps
// one fee income account for service and rollover fees, say): the same code and name.
type Chart map[Role]Account

// DefaultChart is the chart the chart_accounts table is seeded with (migration 0036), and the
// account of a role the table does not hold.
func DefaultChart() Chart {
	return Chart{
		RoleCollections:           {"1010", "Cash - collections clearing"},
		RoleCashInTransit:         {"1020", "Cash in transit - payouts"},
		RolePrincipalReceivable:   {"1200", "Loans receivable - principal"},
		RoleInterestReceivable:    {"1210", "Interest receivable"},
		RoleFeeReceivable:         {"1220", "Fees receivable"},
		RolePenaltyReceivable:     {"1230", "Penalties receivable"},
		RoleLateInterestRecv:      {"1240", "Late interest receivable"},
		RoleEnforcementReceivable: {"1250", "Enforcement costs receivable"},
		RoleBorrowerCredit:        {"2100", "Borrower credit balances"},
		RoleInterestIncome:        {"4100", "Interest income"},
		RoleFeeIncome:             {"4200", "Service fee income"},
		RoleRolloverFeeIncome:     {"4210", "Rollover fee income"},
		RolePenaltyIncome:         {"4300", "Penalty income"},
		RoleLateInterestIncome:    {"4310", "Late interest income"},
		RoleEnforcementRecovery:   {"4400", "Enforcement cost recoveries"},
		RoleWaiverExpense:         {"5100", "Waivers and concessions"},
		RoleBadDebtExpense:        {"5200", "Bad debt expense"},
		RoleWriteOffExpense:       {"5300", "Loans written off"},
		RoleRecoveryIncome:        {"4500", "Recoveries on loans written off"},
		RoleWrittenOffMemo:        {"9100", "Loans written off - memorandum"},
		RoleWrittenOffMemoContra:  {"9900", "Loans written off - memorandum contra"},
	}
}

// receivable is the receivable role of an owed bucket.
func receivable(b loans.Bucket) (Role, bool) {
	switch b {
	case loans.BucketPrincipal:
		return RolePrincipalReceivable, true
	case loans.BucketInterest:
		return RoleInterestReceivable, true
	case loans.BucketFee:
		return RoleFeeReceivable, true
	case loans.BucketPenalty:
		return RolePenaltyReceivable, true
	case loans.BucketLateInterest:
		return RoleLateInterestRecv, true
	case loans.BucketEnforcement:
		return RoleEnforcementReceivable, true
	}
	return "", false
}

// ReceivableRoles are the roles whose balances together are what borrowers owe.
func ReceivableRoles() []Role {
	return []Role{RolePrincipalReceivable, RoleInterestReceivable, RoleFeeReceivable,
		RolePenaltyReceivable, RoleLateInterestRecv, RoleEnforcementReceivable}
}

// income is the income role a charge to bucket earns (ref tells a rollover fee apart).
func income(b loans.Bucket, ref string) Role {
	switch b {
	case loans.BucketInterest:
		return RoleInterestIncome
	case loans.BucketPenalty:
		return RolePenaltyIncome
	case loans.BucketLateInterest:
		return RoleLateInterestIncome
	case loans.BucketEnforcement:
		return RoleEnforcementRecovery
	}
	if strings.HasPrefix(ref, "rollover:") {
		return RoleRolloverFeeIncome
	}
	return RoleFeeIncome
}

// Line is one side of a journal entry: Debit or Credit is set, never both.
type Line struct {
	Role   Role
	Debit  int64
	Credit int64
}

// Posting is the journal entry of one ledger entry.
type Posting struct {
	Day   loans.Date
	Ref   string // the ledger entry's ref
	Kind  loans.EntryKind
	Lines []Line
	Memo  string
}

// Post turns one ledger entry into its balanced journal entry (accrual basis: income is
// earned when the ledger charges it, cash moves when a payment or payout does):
//
//	disbursement +principal   Dr loans receivable        Cr cash in transit
//	charge +bucket            Dr the bucket's receivable Cr the bucket's income
//	deduction -fee            Dr cash in transit         Cr fees receivable (fee kept from the payout)
//	payment -bucket           Dr collections             Cr the bucket's receivable
//	payment -credit           Dr collections             Cr borrower credit
//	waiver -principal         Dr bad debt expense        Cr loans receivable
//	waiver -other bucket      Dr waivers                 Cr the bucket's receivable
//	refund +credit            Dr borrower credit         Cr cash in transit (paid out)
//	writeoff -bucket          Dr loans written off       Cr the bucket's receivable
//	writeoff +written_off     Dr written-off memorandum  Cr memorandum contra
//	payment -written_off      Dr collections             Cr recoveries
//	                          Dr memorandum contra       Cr written-off memorandum
func Post(e loans.Entry) (Posting, error) {
	p := Posting{Day: e.Day, Ref: e.Ref, Kind: e.Kind}
	amt := e.AmountCents
	if amt < 0 {
		amt = -amt
	}
	pair := func(debit, credit Role, memo string) (Posting, error) {
		p.Lines = []Line{{Role: debit, Debit: amt}, {Role: credit, Credit: amt}}
		p.Memo = memo
		return p, nil
	}
	recv, owed := receivable(e.Bucket)
	bad := func() (Posting, error) {
		return Posting{}, fmt.Errorf("journal: no posting for %s of %d in bucket %s", e.Kind, e.AmountCents, e.Bucket)
	}
	if e.AmountCents == 0 {
		return bad()
	}
	switch e.Kind {
	case loans.KindDisbursement:
		if e.Bucket == loans.BucketPrincipal && e.AmountCents > 0 {
			return pair(RolePrincipalReceivable, RoleCashInTransit, "loan disbursed")
		}
	case loans.KindCharge:
		if owed && e.Bucket != loans.BucketPrincipal && e.AmountCents > 0 {
			return pair(recv, income(e.Bucket, e.Ref), string(e.Bucket)+" charged")
		}
	case loans.KindDeduction:
		if e.Bucket == loans.BucketFee && e.AmountCents < 0 {
			return pair(RoleCashInTransit, RoleFeeReceivable, "fee deducted from payout")
		}
	case loans.KindPayment:
		if e.AmountCents < 0 && e.Bucket == loans.BucketWrittenOff {
			p.Lines = []Line{{Role: RoleCollections, Debit: amt}, {Role: RoleRecoveryIncome, Credit: amt},
				{Role: RoleWrittenOffMemoContra, Debit: amt}, {Role: RoleWrittenOffMemo, Credit: amt}}
			p.Memo = "recovery on a written-off loan"
			return p, nil
		}
		if e.AmountCents < 0 && owed {
			return pair(RoleCollections, recv, "payment to "+string(e.Bucket))
		}
		if e.AmountCents < 0 && e.Bucket == loans.BucketCredit {
			return pair(RoleCollections, RoleBorrowerCredit, "overpayment held as credit")
		}
	case loans.KindWaiver:
		if e.AmountCents < 0 && e.Bucket == loans.BucketPrincipal {
			return pair(RoleBadDebtExpense, recv, "principal waived")
		}
		if e.AmountCents < 0 && owed {
			return pair(RoleWaiverExpense, recv, string(e.Bucket)+" waived")
		}
	case loans.KindRefund:
		if e.Bucket == loans.BucketCredit && e.AmountCents > 0 {
			return pair(RoleBorrowerCredit, RoleCashInTransit, "credit refunded")
		}
	case loans.KindWriteOff:
		if e.AmountCents < 0 && owed {
			return pair(RoleWriteOffExpense, recv, string(e.Bucket)+" written off")
		}
		if e.AmountCents > 0 && e.Bucket == loans.BucketWrittenOff {
			return pair(RoleWrittenOffMemo, RoleWrittenOffMemoContra, "claim kept after write-off (memorandum)")
		}
	}
	return bad()
}

// Balances is the balance of each role, debit positive.
type Balances map[Role]int64

// Add adds a posting's lines.
func (b Balances) Add(p Posting) {
	for _, l := range p.Lines {
		b[l.Role] += l.Debit - l.Credit
	}
}

// Receivable is what the receivable accounts hold (debit positive): what borrowers owe.
func (b Balances) Receivable() int64 {
	var sum int64
	for _, r := range ReceivableRoles() {
		sum += b[r]
	}
	return sum
}

// Sum is debits less credits over every role: zero for a balanced journal.
func (b Balances) Sum() int64 {
	var sum int64
	for _, v := range b {
		sum += v
	}
	return sum
}
