package loans

import "github.com/pautang/pautang/internal/i18n"

// RefusalReason is one reason an operator may give a borrower for refusing an application:
// a code the operator picks and the text the borrower reads (English here, Filipino in the
// i18n catalogue). The operator's own words go in the decision's internal note, which stays
// in the back office.
type RefusalReason struct {
	Code string `json:"code"`
	Text string `json:"text"` // message id: English, translated for the borrower
}

// RefusalReasons is the catalogue of refusal reasons, in the order the back office lists them.
var RefusalReasons = []RefusalReason{
	{"income", i18n.N("Your declared income does not support this amount yet.")},
	{"details", i18n.N("Some details of your application are missing or could not be checked.")},
	{"identity", i18n.N("We could not verify your identity.")},
	{"debts", i18n.N("Your current debts are too high for a new loan right now.")},
	{"history", i18n.N("Your repayment history does not allow a new loan yet.")},
	{"policy", i18n.N("Your application does not meet our lending policy at this time.")},
}

// RefusalReasonOf finds a refusal reason by code.
func RefusalReasonOf(code string) (RefusalReason, bool) {
	for _, r := range RefusalReasons {
		if r.Code == code {
			return r, true
		}
	}
	return RefusalReason{}, false
}
