// Package kyc holds the identity check's rules: the Philippine ID types a borrower may
// present with the shape of each one's number, the states of a submission and the reasons an
// operator may give when refusing one. Storage and the photos live elsewhere (the store and
// the private file storage); this package decides what is valid.
package kyc

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/i18n"
)

// IDType is one accepted Philippine ID and the shape of its number.
type IDType struct {
	Code    string `json:"code"`
	Name    string `json:"name"`
	Example string `json:"example"` // how the number looks, for the form's hint
	pattern *regexp.Regexp
}

// IDTypes are the IDs accepted, in the order the form lists them. Numbers are compared
// without spaces and hyphens, in upper case.
var IDTypes = []IDType{
	{Code: "philsys", Name: "PhilSys National ID (PhilID)", Example: "1234-5678-9012-3456", pattern: regexp.MustCompile(`^[0-9]{16}$`)},
	{Code: "drivers", Name: "Driver's licence (LTO)", Example: "N01-23-456789", pattern: regexp.MustCompile(`^[A-Z][0-9]{10}$`)},
	{Code: "umid", Name: "UMID (SSS / GSIS)", Example: "0111-2345678-9", pattern: regexp.MustCompile(`^[0-9]{12}$`)},
	{Code: "passport", Name: "Philippine passport", Example: "P1234567A", pattern: regexp.MustCompile(`^([A-Z][0-9]{7}[A-Z]|[A-Z]{2}[0-9]{7})$`)},
	{Code: "postal", Name: "Postal ID (PHLPost)", Example: "ABCD12345678", pattern: regexp.MustCompile(`^[A-Z0-9]{12}$`)},
	{Code: "prc", Name: "PRC professional ID", Example: "0123456", pattern: regexp.MustCompile(`^[0-9]{7}$`)},
	{Code: "sss", Name: "SSS ID", Example: "34-5678901-2", pattern: regexp.MustCompile(`^[0-9]{10}$`)},
	{Code: "tin", Name: "TIN ID (BIR)", Example: "123-456-789-000", pattern: regexp.MustCompile(`^[0-9]{9}([0-9]{3})?$`)},
}

// ErrIDType and ErrIDNumber refuse a submission; their text is for the borrower.
var (
	ErrIDType   = apperr.New(apperr.CodeInvalid, "Please choose one of the IDs in the list.")
	ErrIDNumber = apperr.New(apperr.CodeInvalid, "The ID number does not look right for this ID. Please check it against your card.")
)

// TypeOf returns the ID type of a code.
func TypeOf(code string) (IDType, bool) {
	for _, t := range IDTypes {
		if t.Code == code {
			return t, true
		}
	}
	return IDType{}, false
}

// Normalize strips the spaces and hyphens a card prints in a number and upper-cases it.
func Normalize(number string) string {
	return strings.ToUpper(strings.NewReplacer(" ", "", "-", "", "\u2013", "", ".", "").Replace(strings.TrimSpace(number)))
}

// Check validates a number for an ID type and returns it normalised.
func Check(code, number string) (string, error) {
	t, ok := TypeOf(code)
	if !ok {
		return "", ErrIDType
	}
	n := Normalize(number)
	if !t.pattern.MatchString(n) {
		return "", ErrIDNumber
	}
	return n, nil
}

// Status is where a borrower's identity check stands.
type Status string

// The statuses. A borrower with no submission is StatusNone.
const (
	StatusNone      Status = "none"
	StatusSubmitted Status = "submitted" // waiting for an operator
	StatusApproved  Status = "approved"
	StatusRejected  Status = "rejected" // refused for good (e.g. a fake ID); a new submission is still allowed
	StatusRedo      Status = "redo"     // the operator asks for a new photo (Redo says which)
)

// Redo names what the borrower must send again.
type Redo string

// What can be asked again.
const (
	RedoIDPhoto Redo = "id_photo"
	RedoSelfie  Redo = "selfie"
	RedoBoth    Redo = "both"
)

// Reason is one of the reasons an operator gives for refusing a submission; Text is what the
// borrower reads.
type Reason struct {
	Code string `json:"code"`
	Text string `json:"text"`
}

// Reasons are the only reasons an operator may give the borrower (their text, in English or
// Filipino, is all the borrower reads; the operator's own words go in the decision's note).
var Reasons = []Reason{
	{"blurry", i18n.N("The photo is blurry or too dark to read.")},
	{"cropped", i18n.N("Part of the ID is cut off in the photo.")},
	{"expired", i18n.N("The ID has expired.")},
	{"name_mismatch", i18n.N("The name on the ID is not the name in your profile.")},
	{"number_mismatch", i18n.N("The ID number you typed is not the one on the card.")},
	{"selfie_mismatch", i18n.N("The selfie does not match the photo on the ID.")},
	{"not_accepted", i18n.N("This kind of ID is not accepted.")},
	{"suspected_fake", i18n.N("We could not verify this ID.")},
}

// ReasonOf returns a reason by code.
func ReasonOf(code string) (Reason, bool) {
	for _, r := range Reasons {
		if r.Code == code {
			return r, true
		}
	}
	return Reason{}, false
}

// Decision is an operator's decision on a submission.
type Decision struct {
	Approve bool
	Reason  string // a Reasons code; required unless approving
	Note    string // the operator's internal note (at most 500 characters): back office only
	Redo    Redo   // "" refuses for good; else the submission waits for the new photo(s)
}

// ErrDecision refuses a malformed decision; its text is for the operator.
var ErrDecision = apperr.New(apperr.CodeInvalid, "Choose a reason from the list, and what the borrower must send again, or approve.")

// Outcome checks a decision and returns the status it gives the submission.
func (d Decision) Outcome() (Status, error) {
	if utf8.RuneCountInString(strings.TrimSpace(d.Note)) > 500 {
		return "", ErrDecision
	}
	if d.Approve {
		if d.Reason != "" || d.Redo != "" {
			return "", ErrDecision
		}
		return StatusApproved, nil
	}
	if _, ok := ReasonOf(d.Reason); !ok {
		return "", ErrDecision
	}
	switch d.Redo {
	case "":
		return StatusRejected, nil
	case RedoIDPhoto, RedoSelfie, RedoBoth:
		return StatusRedo, nil
	}
	return "", ErrDecision
}
