// Package admin is the operator domain of the back office: roles and the permission matrix,
// password hashing, the login lockout, operator sessions with their CSRF token, the audit
// entry and how much of a borrower's data each role may see. It holds no SQL and no HTTP.
package admin

import (
	"strings"
)

// Role is an operator's role. Roles are ordered: each one may do everything the one below it may.
type Role string

// The four roles, lowest first.
const (
	RoleViewer     Role = "viewer"     // reads dashboards, queues and loans; phones masked
	RoleAgent      Role = "agent"      // decides orders, retries payouts, answers complaints, matches UTRs
	RoleSupervisor Role = "supervisor" // waives penalties, reads the audit log
	RoleAdmin      Role = "admin"      // edits the catalogue and manages operators
)

// Roles lists every role, lowest first.
func Roles() []Role { return []Role{RoleViewer, RoleAgent, RoleSupervisor, RoleAdmin} }

// rank orders the roles; an unknown role ranks below viewer and may do nothing.
func (r Role) rank() int {
	for i, x := range Roles() {
		if x == r {
			return i + 1
		}
	}
	return 0
}

// Valid reports whether r is one of the four roles.
func (r Role) Valid() bool { return r.rank() > 0 }

// AtLeast reports whether r is min or a higher role.
func (r Role) AtLeast(min Role) bool { return r.rank() > 0 && r.rank() >= min.rank() }

// ParseRole reads a role name (case-insensitive).
func ParseRole(s string) (Role, bool) {
	r := Role(strings.ToLower(strings.TrimSpace(s)))
	return r, r.Valid()
}

// Action is one thing an operator can do in the back office; every admin API route names one.
type Action string

// The actions of the back office.
const (
	ActDashboardView Action = "dashboard.view"
	ActLoansView     Action = "loans.view"
	ActLoansDecide   Action = "loans.decide"
	ActPayoutRetry   Action = "payouts.retry"
	ActLoansWaive    Action = "loans.waive" // propose a waiver (a supervisor approves it)
	// ActLoansExceptions proposes the exception actions on a loan (write-off, cancelling a
	// stuck approval, refunding credit); a supervisor approves each.
	ActLoansExceptions Action = "loans.exceptions"
	ActRepaymentMatch  Action = "repayments.match"
	ActComplaintsView  Action = "complaints.view"
	ActComplaintsReply Action = "complaints.reply"
	ActCatalogView     Action = "catalog.view"
	ActCatalogEdit     Action = "catalog.edit"
	ActAuditView       Action = "audit.view"
	ActOperatorsView   Action = "operators.view"
	ActOperatorsManage Action = "operators.manage"
	ActRequestsView    Action = "requests.view"  // the four-eyes inbox
	ActRequestsCheck   Action = "requests.check" // approve or reject a request (the kind names the role)
	ActSelf            Action = "self"           // the operator's own session: who am I, log out
)

// The collections desk's actions.
const (
	ActCollectionsWork   Action = "collections.work"   // claim a case, record contacts and promises
	ActCollectionsAssign Action = "collections.assign" // assign cases to agents in bulk
	ActMessagesEdit      Action = "messages.edit"      // edit the wording of borrower messages
)

// ActRulesEdit proposes a change of the underwriting rules (another supervisor approves it).
const ActRulesEdit Action = "rules.edit"

// ActChartEdit proposes a change of the chart of accounts (another supervisor approves it).
const ActChartEdit Action = "chart.edit"

// ActJournalPost proposes a manual journal entry or the reversal of one (a supervisor approves it).
const ActJournalPost Action = "journal.post"

// ActMonthClose proposes closing an accounting month (another supervisor approves it).
const ActMonthClose Action = "books.close"

// ActKYCReview sees identity submissions with their photos (each view audited) and decides them.
const ActKYCReview Action = "kyc.review"

// The data subject's requests and the breach register (docs/compliance.md): agents read the
// requests, open one for a borrower, take and answer them; supervisors assign them and keep
// the breach register.
const (
	ActPrivacyView   Action = "privacy.view"
	ActPrivacyWork   Action = "privacy.work"
	ActPrivacyManage Action = "privacy.manage"
)

// The background jobs (the Jobs page): ActJobsView lists the queues, runs and failures;
// ActJobsManage retries or cancels a job (audited).
const (
	ActJobsView   Action = "jobs.view"
	ActJobsManage Action = "jobs.manage"
)

// The compliance desk (the Compliance page): ActComplianceView reads the CIC files, screening
// hits, STR cases and covered transactions; ActComplianceWork proposes clearing a screening hit
// (a supervisor approves it), confirms one, opens and files STR cases, reports covered
// transactions and records a CIC file's status.
const (
	ActComplianceView Action = "compliance.view"
	ActComplianceWork Action = "compliance.work"
)

// Rule is one row of the permission matrix: the lowest role allowed to do Action.
type Rule struct {
	Action  Action `json:"action"`
	MinRole Role   `json:"minRole"`
}

// Matrix is THE permission table. Anything not listed is forbidden to everyone. It is a
// function so no caller can change it.
func Matrix() []Rule {
	return []Rule{
		{ActSelf, RoleViewer},
		{ActDashboardView, RoleViewer},
		{ActLoansView, RoleViewer},
		{ActComplaintsView, RoleViewer},
		{ActCatalogView, RoleViewer},
		{ActLoansDecide, RoleAgent},
		{ActPayoutRetry, RoleAgent},
		{ActRepaymentMatch, RoleAgent},
		{ActComplaintsReply, RoleAgent},
		{ActCollectionsWork, RoleAgent},
		{ActCollectionsAssign, RoleSupervisor},
		{ActMessagesEdit, RoleSupervisor},
		{ActLoansWaive, RoleAgent},
		{ActLoansExceptions, RoleAgent},
		{ActRequestsView, RoleAgent},
		{ActRequestsCheck, RoleAgent},
		{ActAuditView, RoleSupervisor},
		{ActOperatorsView, RoleSupervisor},
		{ActCatalogEdit, RoleAdmin},
		{ActOperatorsManage, RoleAdmin},
		{ActRulesEdit, RoleSupervisor},
		{ActKYCReview, RoleAgent},
		{ActChartEdit, RoleSupervisor},
		{ActJournalPost, RoleAgent},
		{ActMonthClose, RoleSupervisor},
		{ActJobsView, RoleAgent},
		{ActJobsManage, RoleSupervisor},
		{ActComplianceView, RoleAgent},
		{ActComplianceWork, RoleAgent},
		{ActRolesEdit, RoleSupervisor},
		{ActPrivacyView, RoleAgent},
		{ActPrivacyWork, RoleAgent},
		{ActPrivacyManage, RoleSupervisor},
	}
}

// MinRole returns the lowest role allowed to do a; ok is false for an unknown action.
func MinRole(a Action) (Role, bool) {
	for _, r := range Matrix() {
		if r.Action == a {
			return r.MinRole, true
		}
	}
	return "", false
}

// Can reports whether role may do a.
func Can(role Role, a Action) bool {
	min, ok := MinRole(a)
	return ok && role.AtLeast(min)
}

// Permissions lists the actions role may do, in matrix order (the SPA hides what it cannot use).
func Permissions(role Role) []Action {
	out := []Action{}
	for _, r := range Matrix() {
		if role.AtLeast(r.MinRole) {
			out = append(out, r.Action)
		}
	}
	return out
}

// SeesFullPhone reports whether role sees a borrower's whole phone number; viewers see it masked.
func SeesFullPhone(role Role) bool { return role.AtLeast(RoleAgent) }

// MaskPhone keeps the first 4 and last 3 digits of a phone: 0917****567.
func MaskPhone(phone string) string {
	r := []rune(phone)
	if len(r) <= 7 {
		return strings.Repeat("*", len(r))
	}
	return string(r[:4]) + strings.Repeat("*", len(r)-7) + string(r[len(r)-3:])
}

// PhoneFor shows a phone as much as role needs.
func PhoneFor(role Role, phone string) string {
	if SeesFullPhone(role) {
		return phone
	}
	return MaskPhone(phone)
}

// MaskAccount shows an account number to every role as its last 4 digits only.
func MaskAccount(last4 string) string {
	if len(last4) > 4 {
		last4 = last4[len(last4)-4:]
	}
	return "•••• " + last4
}
