package api

// The named sets of error codes the operator table's rows declare (adminRoute.Errors in
// admin_routes.go). A row that declares none answers adminErrors: the shared codes, the CSRF
// check of a POST and the two-step login's stage check, which every operator call may answer.
// TestRouteErrors checks that every code is in docs/errors.md.

var adminErrors = codes(errShared, []string{"admin_csrf", "admin_two_step"})

var (
	adminLoanErrors      = codes(adminErrors, errLoanCodes, errBankCodes)
	adminDecideErrors    = codes(adminErrors, []string{"loans_not_under_review", "loans_cap_exceeded", "loans_invalid_product", "loans_screening_hit"}, errLoanCodes, errBankCodes)
	adminComplaintErrors = codes(adminErrors, errComplaintCodes)
	adminKYCErrors       = codes(adminErrors, errKYCCodes)
	adminRepayErrors     = codes(adminErrors, errRepayCodes)
	adminRequestErrors   = codes(adminErrors, errRequestCodes, []string{"loans_screening_hit"}, errLoanCodes, errBankCodes, ledgerEntryErrors)
	adminSetupLinkErrors = codes(adminErrors, []string{"admin_setup_link"})
	adminPrivacyErrors   = codes(adminErrors, errPrivacyCodes, []string{"privacy_request_closed"})
	// adminReadErrors: a personal-data read or export (reason=...).
	adminReadErrors = codes(adminErrors, []string{"admin_reason_required"})
)

// adminErrorsOf are the error codes of an operator row.
func adminErrorsOf(rt adminRoute) []string {
	if rt.Errors != nil {
		return rt.Errors
	}
	return adminErrors
}
