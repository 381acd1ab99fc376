package api

// The error codes of the operator table's rows (admin_routes.go), by "METHOD path" below
// adminPrefix. A row not listed answers adminErrors: the shared codes, the CSRF check of a
// POST and the two-step login's stage check, which every operator call may answer.
// TestRouteErrors checks that every key is a row and every code is in docs/errors.md.

var adminErrors = codes(errShared, []string{"admin_csrf", "admin_two_step"})

var (
	adminLoanErrors      = codes(adminErrors, errLoanCodes, errBankCodes)
	adminDecideErrors    = codes(adminErrors, []string{"loans_not_under_review", "loans_cap_exceeded", "loans_invalid_product"}, errLoanCodes, errBankCodes)
	adminComplaintErrors = codes(adminErrors, errComplaintCodes)
	adminKYCErrors       = codes(adminErrors, errKYCCodes)
	adminRepayErrors     = codes(adminErrors, errRepayCodes)
	adminRequestErrors   = codes(adminErrors, errRequestCodes, errLoanCodes, errBankCodes)
	adminSetupLinkErrors = codes(adminErrors, []string{"admin_setup_link"})
)

var adminRouteErrors = map[string][]string{
	"GET /jobs":                             codes(adminErrors, []string{"jobs_unavailable"}),
	"POST /jobs/{id}/retry":                 codes(adminErrors, []string{"jobs_unavailable"}),
	"POST /jobs/{id}/cancel":                codes(adminErrors, []string{"jobs_unavailable"}),
	"POST /login":                           codes(errShared, []string{"admin_csrf", "admin_bad_credentials", "admin_locked", "admin_disabled", "admin_two_step"}),
	"POST /login/code":                      codes(adminErrors, []string{"admin_bad_code", "admin_code_used", "admin_totp_unavailable"}),
	"GET /setup":                            adminSetupLinkErrors,
	"POST /setup":                           adminSetupLinkErrors,
	"POST /totp/setup":                      codes(adminErrors, []string{"admin_totp_state", "admin_totp_unavailable", "admin_setup_link"}),
	"POST /totp/confirm":                    codes(adminErrors, []string{"admin_bad_code", "admin_totp_state", "admin_totp_unavailable"}),
	"GET /operators":                        codes(adminErrors, []string{"admin_email_taken"}),
	"POST /operators":                       codes(adminErrors, []string{"admin_email_taken"}),
	"POST /operators/{id}":                  codes(adminErrors, []string{"admin_self_change"}),
	"POST /operators/{id}/totp-reset":       codes(adminErrors, []string{"admin_self_change"}),
	"POST /operators/{id}/setup-link":       adminSetupLinkErrors,
	"GET /finance/chart":                    codes(adminErrors, []string{"admin_chart_invalid"}),
	"POST /finance/chart":                   codes(adminErrors, []string{"admin_chart_invalid"}),
	"GET /catalog/bank-items":               adminLoanErrors,
	"POST /catalog/bank-items/{id}":         adminLoanErrors,
	"GET /catalog/channels":                 adminLoanErrors,
	"POST /catalog/channels/{id}":           adminLoanErrors,
	"GET /catalog/products":                 adminDecideErrors,
	"POST /catalog/products":                adminDecideErrors,
	"POST /catalog/products/preview":        adminLoanErrors,
	"GET /catalog/settings/{key}":           adminLoanErrors,
	"POST /catalog/settings/{key}":          adminLoanErrors,
	"GET /catalog/templates":                adminLoanErrors,
	"POST /catalog/templates":               adminLoanErrors,
	"GET /catalog/underwriting":             adminLoanErrors,
	"POST /catalog/underwriting":            adminLoanErrors,
	"POST /catalog/underwriting/preview":    adminLoanErrors,
	"GET /orders/{id}":                      adminLoanErrors,
	"POST /orders/{id}/decide":              adminDecideErrors,
	"POST /orders/{id}/cancel":              adminLoanErrors,
	"GET /orders/{id}/messages":             adminLoanErrors,
	"POST /orders/{id}/payout-account":      adminLoanErrors,
	"POST /orders/{id}/payout-retry":        codes(adminErrors, []string{"admin_payout_not_due", "admin_no_payouts"}, errLoanCodes, errBankCodes),
	"POST /orders/{id}/waive":               codes(adminErrors, []string{"admin_waiver_invalid"}, errLoanCodes, errBankCodes),
	"POST /orders/{id}/refund":              adminLoanErrors,
	"POST /orders/{id}/refund-retry":        adminLoanErrors,
	"POST /orders/{id}/restructure":         adminLoanErrors,
	"POST /orders/{id}/restructure/preview": adminLoanErrors,
	"GET /orders/{id}/restructures":         adminLoanErrors,
	"POST /orders/{id}/write-off":           adminLoanErrors,
	"GET /kyc":                              adminKYCErrors,
	"GET /kyc/{id}/photo/{which}":           adminKYCErrors,
	"POST /kyc/{id}/decide":                 codes(adminErrors, []string{"loans_not_under_review", "loans_cap_exceeded", "loans_invalid_product"}, errKYCCodes),
	"GET /requests":                         codes(adminErrors, errRequestCodes),
	"GET /requests/count":                   adminRequestErrors,
	"POST /requests/{id}/approve":           adminRequestErrors,
	"POST /requests/{id}/reject":            adminRequestErrors,
	"GET /complaints":                       adminComplaintErrors,
	"GET /complaints.csv":                   adminComplaintErrors,
	"GET /complaints/{id}":                  adminComplaintErrors,
	"POST /complaints/{id}/reply":           adminComplaintErrors,
	"POST /uploads":                         adminComplaintErrors,
	"GET /transfers":                        adminRepayErrors,
	"GET /transfers.csv":                    adminRepayErrors,
	"POST /transfers/match":                 adminRepayErrors,
	"POST /transfers/statement":             codes(adminErrors, []string{"admin_statement_invalid"}, errRepayCodes),
	"GET /reconcile":                        adminRepayErrors,
}

// adminErrorsOf are the error codes of an operator row.
func adminErrorsOf(method, path string) []string {
	if e, ok := adminRouteErrors[method+" "+path]; ok {
		return e
	}
	return adminErrors
}
