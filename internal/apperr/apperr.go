// Package apperr is the coded error every layer returns for a failure the borrower or the
// operator must read. The API turns it into the envelope in exactly one function.
package apperr

import (
	"errors"
	"fmt"
	"strings"
)

// Error is a failure with a stable code (listed in docs/errors.md) and a message for people.
// Format and Args are what Message was made of: the API writes the message again from them in
// the borrower's language (internal/i18n; the format is the message id).
type Error struct {
	Code    string
	Message string
	Format  string
	Args    []any
}

// Error implements error.
func (e *Error) Error() string { return e.Code + ": " + e.Message }

// Is matches two coded errors by code, so errors.Is(err, apperr.ErrX) works on copies.
func (e *Error) Is(target error) bool {
	var t *Error
	if errors.As(target, &t) {
		return t.Code == e.Code
	}
	return false
}

// New makes a coded error.
func New(code, message string) *Error {
	return &Error{Code: code, Message: message, Format: strings.ReplaceAll(message, "%", "%%")}
}

// Newf makes a coded error with a formatted message.
func Newf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...), Format: format, Args: args}
}

// Invalid is the code for a malformed or missing field.
func Invalid(format string, args ...any) *Error { return Newf(CodeInvalid, format, args...) }

// Codes shared across features. Feature-specific codes live beside their feature.
const (
	CodeInvalid      = "invalid_params"
	CodeUnauthorized = "401"
	CodeNotFound     = "not_found"
	CodeRateLimited  = "rate_limited"
	CodeConflict     = "conflict"
	CodeInternal     = "internal"
	CodeForbidden    = "forbidden"
	// CodePaymentsNotConfigured: no payment provider is configured (a production server
	// without PAUTANG_PAYMENTS; the sandbox gateway exists only in dev mode).
	CodePaymentsNotConfigured = "payments_not_configured"
)

// Common errors.
var (
	ErrUnauthorized = New(CodeUnauthorized, "Your session has ended. Please log in again.")
	ErrNotFound     = New(CodeNotFound, "Not found.")
	// ErrPaymentsNotConfigured answers every payment call when no provider is configured.
	ErrPaymentsNotConfigured = New(CodePaymentsNotConfigured, "Payments are not configured on this server. Please try again later or contact customer service.")
)

// ErrNoRow is a row a caller asked for that does not exist (or is not theirs): the store's
// ErrNotFound; the envelope answers not_found.
var ErrNoRow = errors.New("store: not found")

// ErrTaken is a unique rule (an idempotency key, a phone) already taken: the store's
// ErrConflict; the envelope answers conflict.
var ErrTaken = errors.New("store: conflict")

// CodeOf returns the code of a coded error, or "" for any other error.
func CodeOf(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return ""
}
