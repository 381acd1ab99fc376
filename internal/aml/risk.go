package aml

// The customer risk rating: what the lender knows of a borrower that bears on money laundering,
// weighed by documented factors into low, medium or high, with the reasons that counted. It is
// computed from RiskFacts alone (no clock, no database), so every rating can be explained and
// tested.

// Risk levels, lowest first.
const (
	RiskLow    = "low"
	RiskMedium = "medium"
	RiskHigh   = "high"
)

// RiskFacts are what the rating reads of a borrower. Amounts are centavos; "recent" windows are
// counted by the caller from its clock (the last 30 days, the last 12 months).
type RiskFacts struct {
	OpenHits       int // screening hits no operator has decided (UN or watch list)
	OpenWatchHits  int // of which on the lender's own watch list (PEPs and persons of interest)
	ConfirmedHits  int // hits operators confirmed as the borrower
	STRCases       int // suspicious transaction cases opened on the borrower (any status)
	CoveredDays    int // banking days of the last 12 months with a covered transaction
	IdentityOK     bool
	Loans30d       int   // loans disbursed in the last 30 days
	Disbursed12m   int64 // principal disbursed in the last 12 months
	CashRepaid12m  int64 // repaid through cash-like channels (payment codes at stores) in the last 12 months
	Repaid12m      int64 // repaid through every channel in the last 12 months
	QuickPayoffs12 int   // loans of the last 12 months repaid in full within a week of the application
}

// The factors' thresholds (docs/compliance.md, "Customer risk rating").
const (
	VelocityLoans30d        = 3          // loans disbursed in 30 days from which velocity counts
	LargeDisbursed12m int64 = 10_000_000 // PHP 100,000 disbursed in 12 months: medium
	HugeDisbursed12m  int64 = 50_000_000 // PHP 500,000 in 12 months (the covered threshold): high
	CashRepaid12m     int64 = 5_000_000  // PHP 50,000 repaid in cash-like channels in 12 months
	CashShareBP             = 5000       // ... making at least half of what was repaid
	QuickPayoffs12m         = 2          // loans repaid in full within a week of the application
	MediumFactorsHigh       = 3          // this many medium factors together make a high rating
)

// RiskReason is one factor that counted: its code and the sentence operators read.
type RiskReason struct {
	Code  string `json:"code"`
	Level string `json:"level"` // the level this factor alone gives: medium or high
	Text  string `json:"text"`
}

// Rating is a borrower's risk level with the reasons that made it.
type Rating struct {
	Level   string       `json:"level"`
	Reasons []RiskReason `json:"reasons"`
}

// Rate weighs f: high when any high factor counts or MediumFactorsHigh medium ones do; medium
// when one medium factor counts; low otherwise. The reasons list every factor that counted,
// high ones first, in the order of the table below.
func Rate(f RiskFacts) Rating {
	var high, medium []RiskReason
	add := func(level, code, text string) {
		r := RiskReason{Code: code, Level: level, Text: text}
		if level == RiskHigh {
			high = append(high, r)
		} else {
			medium = append(medium, r)
		}
	}
	if f.ConfirmedHits > 0 {
		add(RiskHigh, "sanctions_match", "Confirmed as a person on a sanctions or watch list.")
	}
	if f.OpenWatchHits > 0 {
		add(RiskHigh, "watch_list", "Name near an entry of the lender's watch list (PEPs and persons of interest), not yet decided.")
	}
	if n := f.OpenHits - f.OpenWatchHits; n > 0 {
		add(RiskHigh, "screening_hit", "Name near a sanctions listing, not yet decided.")
	}
	if f.STRCases > 0 {
		add(RiskHigh, "str_case", "A suspicious transaction case was opened on the borrower.")
	}
	switch {
	case f.Disbursed12m > HugeDisbursed12m:
		add(RiskHigh, "amounts", "More than PHP 500,000 lent in the last 12 months.")
	case f.Disbursed12m > LargeDisbursed12m:
		add(RiskMedium, "amounts", "More than PHP 100,000 lent in the last 12 months.")
	}
	if f.CoveredDays > 0 {
		add(RiskMedium, "covered_transaction", "A covered transaction (payments above the threshold in one banking day) in the last 12 months.")
	}
	if f.Loans30d >= VelocityLoans30d {
		add(RiskMedium, "velocity", "Three or more loans disbursed in the last 30 days.")
	}
	if f.CashRepaid12m >= CashRepaid12m && f.Repaid12m > 0 && f.CashRepaid12m*10000 >= f.Repaid12m*CashShareBP {
		add(RiskMedium, "cash_channels", "PHP 50,000 or more repaid in cash at payment centres, half or more of what was repaid, in the last 12 months.")
	}
	if f.QuickPayoffs12 >= QuickPayoffs12m {
		add(RiskMedium, "quick_payoff", "Two or more loans repaid in full within a week of applying, in the last 12 months.")
	}
	if !f.IdentityOK {
		add(RiskMedium, "identity", "No approved identity check.")
	}
	out := Rating{Level: RiskLow, Reasons: append(high, medium...)}
	switch {
	case len(high) > 0 || len(medium) >= MediumFactorsHigh:
		out.Level = RiskHigh
	case len(medium) > 0:
		out.Level = RiskMedium
	}
	if out.Reasons == nil {
		out.Reasons = []RiskReason{}
	}
	return out
}

// Same reports whether two ratings say the same: the level and the reasons' codes in order.
func (r Rating) Same(o Rating) bool {
	if r.Level != o.Level || len(r.Reasons) != len(o.Reasons) {
		return false
	}
	for i := range r.Reasons {
		if r.Reasons[i].Code != o.Reasons[i].Code || r.Reasons[i].Level != o.Reasons[i].Level {
			return false
		}
	}
	return true
}
