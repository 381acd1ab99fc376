package api

import "github.com/pautang/pautang/internal/apperr"

// The error codes a call may answer, declared on its row (Errors) from these sets and listed
// in its x-error-codes in /openapi.json. docs/errors.md explains each code; TestRouteErrors
// checks that every declared code is in it. The sets follow the sections of docs/errors.md.

// errShared are the codes any call may answer (docs/errors.md "Shared error codes").
var errShared = []string{apperr.CodeUnauthorized, apperr.CodeInvalid, apperr.CodeNotFound, apperr.CodeConflict,
	apperr.CodeRateLimited, apperr.CodeForbidden, codeTooLarge, apperr.CodePaymentsNotConfigured, apperr.CodeInternal}

// codeTooLarge answers a body over its limit (HTTP 413, envelope.go).
const codeTooLarge = "too_large"

// decoderCodes are the codes decode answers: a missing or malformed field, text with a NUL
// byte or invalid UTF-8, an unreadable body (invalid_params), a body over the limit.
var decoderCodes = []string{apperr.CodeInvalid, codeTooLarge}

var (
	errLoginCodes = []string{"invalid_phone", "code_wrong", "code_locked", ErrLoginCaptchaRequired.Code, ErrLoginCaptchaWrong.Code,
		"code_expired", "sms_failed", "account_deleted", "loan_open"}
	errComplaintCodes = []string{"problem_not_found", "problem_order_not_found", "problem_type_invalid", "problem_son_type_invalid",
		"problem_collection_not_allowed", "problem_detail_required", "problem_detail_too_long", "problem_images_too_many",
		"problem_image_foreign", "problem_score_invalid", "problem_score_not_requested", "problem_already_scored",
		"problem_reply_empty", "problem_reply_too_long", "problem_operator_required",
		"upload_missing", "upload_not_image", "upload_too_large", "upload_dimensions", "upload_unreadable"}
	errBankCodes = []string{CodeBankInvalid, CodeBankAccountTaken, CodeBankUnavailable}
	errLoanCodes = []string{"loans_invalid_product", "loans_cap_exceeded", "loans_product_disabled", "loans_amount_out_of_range",
		"loans_amount_step", "loans_forbidden_transition", "loans_prepayment_too_early", "loans_rollover_unavailable",
		"loans_rollover_underpaid", "loans_invalid_payment", "loans_not_active", "loans_writeoff_too_early",
		"loans_already_written_off", "loans_cancel_not_allowed", "refund_too_large", "refund_no_account", "refund_refused",
		"refund_not_pending", "loans_restructure_not_allowed", "loans_restructure_invalid", "loans_restructure_stale",
		"loans_ledger_invariant", "loans_open_loan", "profile_incomplete", "profile_under_age", "loans_not_under_review", "cic_notice_required"}
	errKYCCodes   = []string{"kyc_unavailable", "kyc_waiting", "kyc_photo_missing", "kyc_decided", "upload_*"}
	errRepayCodes = []string{"800005", "800006", "repay_code_attempts", "repay_code_expired", "repay_not_pending",
		"repay_record_not_found", "repay_channel", "repay_card", "repay_token", "repay_idempotency_key", "repay_amount",
		"repay_processing_failed", "loans_prepayment_too_early", "loans_rollover_underpaid", "loans_rollover_unavailable",
		"loans_not_active", "sandbox_charge_not_found", "sandbox_charge_closed"}
	errPrivacyCodes = []string{"privacy_request_open", "privacy_open_loan"}
	errRequestCodes = []string{"admin_request_invalid", "admin_request_own", "admin_request_done", "admin_request_expired", "admin_request_stale", "admin_checker_related"}
)

// The sets of the borrower table's rows.
var (
	loginErrors     = codes(errShared, errLoginCodes)
	loanErrors      = codes(errShared, errLoanCodes)
	repayErrors     = codes(errShared, errRepayCodes, errLoanCodes)
	bankErrors      = codes(errShared, errBankCodes)
	complaintErrors = codes(errShared, errComplaintCodes)
	kycErrors       = codes(errShared, errKYCCodes)
	privacyErrors   = codes(errShared, errPrivacyCodes)
)

// codes joins sets in order, each code once.
func codes(sets ...[]string) []string {
	seen := map[string]bool{}
	var out []string
	for _, set := range sets {
		for _, c := range set {
			if !seen[c] {
				seen[c] = true
				out = append(out, c)
			}
		}
	}
	return out
}
