package admin

import (
	"strings"
	"time"

	"github.com/pautang/pautang/internal/apperr"
)

// The operator lifecycle under four eyes: creating an operator, changing a role, setting
// another operator's password, resetting their two-step login and re-activating them are
// requests a second supervisor or admin approves (rows of THE table in internal/controls).
const (
	KindOperatorCreate     RequestKind = "operator_create"     // invite a new operator (payload: e-mail, name, role); the link is e-mailed on approval
	KindOperatorRole       RequestKind = "operator_role"       // change an operator's role (payload: the role before and after)
	KindOperatorPassword   RequestKind = "operator_password"   // set another operator's password (payload: its argon2id hash, never the password)
	KindOperatorTOTPReset  RequestKind = "operator_totp_reset" // remove another operator's two-step key and recovery codes
	KindOperatorReactivate RequestKind = "operator_reactivate" // switch a switched-off operator on again
)

// The changes operator_changes records, one per approved lifecycle request.
const (
	ChangeCreated     = "created"
	ChangeRole        = "role"
	ChangePassword    = "password"
	ChangeTOTPReset   = "totp_reset"
	ChangeReactivated = "reactivated"
)

// RelatedWindow is how long a lifecycle change ties its operator to the change's maker and
// checker: during it, the operator may not check a request either of them made.
const RelatedWindow = 30 * 24 * time.Hour

// OperatorChange is one approved lifecycle change of an operator.
type OperatorChange struct {
	ID         int64  `json:"id"`
	OperatorID int64  `json:"operatorId"`
	Change     string `json:"change"`
	MakerID    int64  `json:"makerId"`
	CheckerID  int64  `json:"checkerId"`
	RequestID  int64  `json:"requestId"`
	At         int64  `json:"at"`
}

// SecurityEvent is an attempt the controls refused for what it reveals (the back office's
// Security events list).
type SecurityEvent struct {
	ID         int64  `json:"id"`
	Kind       string `json:"kind"`
	OperatorID int64  `json:"operatorId"`
	Operator   string `json:"operator"`
	RelatedID  int64  `json:"relatedId"` // the other operator involved (the request's maker)
	Related    string `json:"related"`
	RequestID  int64  `json:"requestId"`
	Detail     string `json:"detail"`
	IP         string `json:"ip"`
	At         int64  `json:"at"`
}

// SecurityCheckerRelated is the event of a checker refused because the request's maker
// changed them in the last RelatedWindow.
const SecurityCheckerRelated = "checker_related"

// CodeCheckerRelated refuses such a checker (docs/errors.md).
const CodeCheckerRelated = "admin_checker_related"

// ErrCheckerRelated answers a checker the request's maker created, re-roled, or whose
// password or two-step login they reset in the last 30 days.
var ErrCheckerRelated = apperr.New(CodeCheckerRelated,
	"You cannot check this request: its maker created or changed your account in the last 30 days. Another supervisor or administrator must check it; the attempt was recorded as a security event.")

// ErrOwnRole refuses a change of one's own role.
var ErrOwnRole = apperr.New("admin_self_change", "You cannot change your own role: another administrator must propose it.")

// CheckInvite validates an invitation: the e-mail (lower-cased), the name (the e-mail when
// empty, at most 80 characters), a known role, and no password (the invitee chooses it).
func CheckInvite(in NewOperator) (NewOperator, error) {
	if in.Password != "" {
		return in, apperr.Invalid("Operators choose their own password through the set-up link; do not send one.")
	}
	email, err := NormalizeEmail(in.Email)
	if err != nil {
		return in, err
	}
	role, ok := ParseRole(string(in.Role))
	if !ok {
		return in, ErrInvalidRole
	}
	name := strings.TrimSpace(in.Name)
	if name == "" {
		name = email
	}
	if len([]rune(name)) > 80 {
		return in, apperr.Invalid("The name must be at most 80 characters.")
	}
	return NewOperator{Email: email, Name: name, Role: role}, nil
}

// NewSetupToken makes a set-up link's token (256 random bits) and the SHA-256 kept of it.
func NewSetupToken() (token, hash string, err error) {
	if token, err = randomToken(); err != nil {
		return "", "", err
	}
	return token, HashToken(token), nil
}
