package loans

import (
	"errors"

	"github.com/pautang/pautang/internal/apperr"
)

// The errors of the lending rules. Each is an *apperr.Error: the API shows Message to the
// borrower (or operator) and puts Code in the envelope. Functions return copies with a more
// precise message; errors.Is still matches the sentinel because apperr compares codes.
var (
	// ErrInvalidProduct is a product whose fields are inconsistent; the message names the field.
	ErrInvalidProduct = apperr.New("loans_invalid_product", "The product settings are invalid.")
	// ErrCapExceeded is a covered product whose rates are above the legal ceiling.
	ErrCapExceeded = apperr.New("loans_cap_exceeded", "The product is above the legal cost ceiling for small loans.")
	// ErrInvalidPolicy is a charges policy looser than the law or without ceilings.
	ErrInvalidPolicy = apperr.New("loans_invalid_policy", "The charges policy is invalid.")
	// ErrProductDisabled is a quote or application for a product that is switched off.
	ErrProductDisabled = apperr.New("loans_product_disabled", "This loan product is not available right now.")
	// ErrAmountOutOfRange is a requested amount below the product's minimum or above its maximum.
	ErrAmountOutOfRange = apperr.New("loans_amount_out_of_range", "The loan amount is out of range.")
	// ErrAmountStep is a requested amount that is not on the product's step.
	ErrAmountStep = apperr.New("loans_amount_step", "The loan amount is not an allowed value.")
	// ErrForbiddenTransition is an event the status table does not allow from the current status.
	ErrForbiddenTransition = apperr.New("loans_forbidden_transition", "This action is not possible for the loan in its current status.")
	// ErrPrepaymentTooEarly is a payment beyond the amount due before prepayment is allowed.
	ErrPrepaymentTooEarly = apperr.New("loans_prepayment_too_early", "Prepayment is not available yet.")
	// ErrRolloverUnavailable is a rollover the product or the loan's status does not allow.
	ErrRolloverUnavailable = apperr.New("loans_rollover_unavailable", "Rollover is not available for this loan.")
	// ErrRolloverUnderpaid is a rollover payment smaller than the delay amount.
	ErrRolloverUnderpaid = apperr.New("loans_rollover_underpaid", "The payment is less than the rollover amount.")
	// ErrPaymentTooLarge is a payment above MaxPaymentCents, or more than MaxOverpaymentCents
	// over what settles the loan.
	ErrPaymentTooLarge = apperr.New("loans_payment_too_large", "The payment amount is more than this loan can take.")
	// ErrInvalidPayment is a payment of zero or a negative amount.
	ErrInvalidPayment = apperr.New("loans_invalid_payment", "The payment amount must be more than zero.")
	// ErrLoanNotActive is a payment or rollover on a loan that is not being repaid.
	ErrLoanNotActive = apperr.New("loans_not_active", "This loan is not open for repayment.")
	// ErrWriteOffTooEarly is a write-off of a loan not yet past due long enough.
	ErrWriteOffTooEarly = apperr.New("loans_writeoff_too_early", "This loan is not past due long enough to be written off.")
	// ErrAlreadyWrittenOff is a second write-off of the same loan.
	ErrAlreadyWrittenOff = apperr.New("loans_already_written_off", "This loan is already written off.")
	// ErrRestructureNotAllowed is a restructure of a loan that cannot be restructured (not being
	// repaid, written off, nothing left to re-schedule).
	ErrRestructureNotAllowed = apperr.New("loans_restructure_not_allowed", "This loan cannot be restructured.")
	// ErrRestructureInvalid is a restructure's terms out of the bounds (installments, term).
	ErrRestructureInvalid = apperr.New("loans_restructure_invalid", "The restructure's terms are out of bounds.")
	// ErrRestructureStale is an offer that can no longer be accepted: it expired, was accepted
	// or replaced, or the loan changed since it was made.
	ErrRestructureStale = apperr.New("loans_restructure_stale", "This restructure offer can no longer be accepted.")
	// ErrLedgerInvariant is a ledger that breaks a bookkeeping rule; it is a bug, never user input.
	ErrLedgerInvariant = apperr.New("loans_ledger_invariant", "The loan ledger is inconsistent.")
)

// withMessage returns a copy of the sentinel with a precise message and the same code.
func withMessage(sentinel *apperr.Error, format string, args ...any) *apperr.Error {
	return apperr.Newf(sentinel.Code, format, args...)
}

// messageOf returns the readable message of a coded error (err.Error() otherwise).
func messageOf(err error) string {
	var e *apperr.Error
	if errors.As(err, &e) {
		return e.Message
	}
	return err.Error()
}
