package admin

import (
	"context"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/pautang/pautang/internal/apperr"
)

// Roles as data: besides the four built-in roles, supervisors define roles of their own
// (underwriter, collector, finance, compliance...) as a set of the Matrix's actions, through a
// four-eyes request. An operator holding such a role may do exactly those actions.

// The kinds of request that change the settings borrowers read and the roles.
const (
	KindSettingChange RequestKind = "setting_change" // a catalogue settings document: support contacts, recommended products, contract templates (payload: key, document)
	KindChannelChange RequestKind = "channel_change" // a payment channel: name, switch, route, transfer instructions (payload: the channel)
	KindLandingChange RequestKind = "landing_change" // a landing template and its links (payload: the template)
	KindMessageChange RequestKind = "message_change" // the wording of a borrower message in a language (payload: kind, lang, text)
	KindRoleChange    RequestKind = "role_change"    // define or change a custom role (payload: name, title, permissions)
)

// ActRolesEdit proposes a custom role or a change of one (another supervisor approves it).
const ActRolesEdit Action = "roles.edit"

// CodeRoleConflict refuses a custom role holding two permissions one person may not hold
// together (docs/errors.md).
const CodeRoleConflict = "admin_role_conflict"

// CustomRole is a role a supervisor defined: its name (what an operator's role names), a title
// and the Matrix actions it may do. Version counts its approved changes (0: not saved yet).
type CustomRole struct {
	Name        Role     `json:"name"`
	Title       string   `json:"title"`
	Permissions []Action `json:"permissions"`
	Version     int64    `json:"version"`
	UpdatedAt   int64    `json:"updatedAt"`
}

// Conflict is a pair of actions one custom role may not hold together, and why.
type Conflict struct {
	A   Action `json:"a"`
	B   Action `json:"b"`
	Why string `json:"why"`
}

// Conflicts is THE list of permissions a custom role may not hold together: proposing a kind
// of request and checking requests (the maker of every kind: a checker never proposes), and
// paying money out and reconciling the money that comes in.
func Conflicts() []Conflict {
	const maker = "who proposes a request must not be the one who approves it"
	out := []Conflict{}
	for _, a := range MakerActions() {
		out = append(out, Conflict{a, ActRequestsCheck, maker})
	}
	const money = "who pays money out must not reconcile the money that comes in"
	return append(out,
		Conflict{ActLoansDecide, ActRepaymentMatch, money},
		Conflict{ActPayoutRetry, ActRepaymentMatch, money},
		Conflict{ActOperatorsManage, ActRolesEdit, "who manages operators must not also define what their roles may do"},
	)
}

// MakerActions are the actions that propose a four-eyes request (each kind's maker; the
// controls table is tested against this list).
func MakerActions() []Action {
	return []Action{ActLoansWaive, ActRepaymentMatch, ActLoansDecide, ActCatalogEdit, ActLoansExceptions, ActRulesEdit,
		ActChartEdit, ActJournalPost, ActMessagesEdit, ActRolesEdit, ActOperatorsManage, ActComplianceWork, ActMonthClose}
}

var roleName = regexp.MustCompile(`^[a-z][a-z0-9_-]{2,31}$`)

// CheckCustomRole validates a role a supervisor proposes and returns it normalised: a name of
// 3 to 32 lowercase letters, digits, '-' or '_' that is not a built-in role, a title of at
// most 60 characters, at least one action of the Matrix (each once; "self" is always added,
// in Matrix order), and no pair of Conflicts.
func CheckCustomRole(r CustomRole) (CustomRole, error) {
	r.Name = Role(strings.ToLower(strings.TrimSpace(string(r.Name))))
	r.Title = strings.TrimSpace(r.Title)
	switch {
	case !roleName.MatchString(string(r.Name)):
		return r, apperr.Invalid("The role name must be 3 to 32 lowercase letters, digits, '-' or '_', starting with a letter.")
	case r.Name.Valid():
		return r, apperr.Invalid("%s is a built-in role: choose another name.", r.Name)
	case r.Title == "" || utf8.RuneCountInString(r.Title) > 60:
		return r, apperr.Invalid("The role needs a title of at most 60 characters.")
	}
	want := map[Action]bool{ActSelf: true}
	for _, a := range r.Permissions {
		if _, known := MinRole(a); !known {
			return r, apperr.Invalid("Unknown permission %q.", a)
		}
		want[a] = true
	}
	if len(want) == 1 {
		return r, apperr.Invalid("Give the role at least one permission.")
	}
	r.Permissions = []Action{}
	for _, rule := range Matrix() {
		if want[rule.Action] {
			r.Permissions = append(r.Permissions, rule.Action)
		}
	}
	for _, c := range Conflicts() {
		if want[c.A] && want[c.B] {
			return r, apperr.Newf(CodeRoleConflict, "One role cannot hold both %s and %s: %s. Split them between two roles.", c.A, c.B, c.Why)
		}
	}
	return r, nil
}

// Grant is what an operator may do: a built-in role's actions (the Matrix), or, for a custom
// role, exactly its permission set (Custom, never nil for a custom role).
type Grant struct {
	Role   Role
	Custom []Action
}

// Can reports whether the grant allows a.
func (g Grant) Can(a Action) bool {
	if g.Role.Valid() {
		return Can(g.Role, a)
	}
	return slices.Contains(g.Custom, a)
}

// Permissions lists the actions the grant allows, in Matrix order.
func (g Grant) Permissions() []Action {
	if g.Role.Valid() {
		return Permissions(g.Role)
	}
	out := []Action{}
	for _, r := range Matrix() {
		if slices.Contains(g.Custom, r.Action) {
			out = append(out, r.Action)
		}
	}
	return out
}

// checks reports whether the grant may check a request whose kind needs min: a built-in role
// at min or above; a custom role holding requests.check (its definition, approved by a
// supervisor, made it a checker, and the conflicts keep it from proposing).
func (g Grant) checks(min Role) bool {
	if g.Role.Valid() {
		return g.Role.AtLeast(min)
	}
	return slices.Contains(g.Custom, ActRequestsCheck)
}

// Grant is the operator's grant (Custom is filled by Authenticate for a custom role).
func (o Operator) Grant() Grant { return Grant{Role: o.Role, Custom: o.Custom} }

// RoleReader reads the custom roles (the store's operators area).
type RoleReader interface {
	// CustomRole reads a custom role; found is false when there is none of that name.
	CustomRole(ctx context.Context, name Role) (CustomRole, bool, error)
}

// KnownRole reports whether role is a built-in role or a saved custom one.
func (s *Service) KnownRole(ctx context.Context, role Role) (bool, error) {
	if role.Valid() {
		return true, nil
	}
	if s.Roles == nil || !roleName.MatchString(string(role)) {
		return false, nil
	}
	_, found, err := s.Roles.CustomRole(ctx, role)
	return found, err
}

// withGrant fills a custom role's permissions on op (none when the role is gone: it may do
// nothing).
func (s *Service) withGrant(ctx context.Context, op Operator) (Operator, error) {
	if op.Role.Valid() {
		return op, nil
	}
	op.Custom = []Action{}
	if s.Roles == nil {
		return op, nil
	}
	r, found, err := s.Roles.CustomRole(ctx, op.Role)
	if err != nil || !found {
		return op, err
	}
	op.Custom = r.Permissions
	return op, nil
}
