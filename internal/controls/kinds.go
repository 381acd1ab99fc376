package controls

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
)

// Kind is one row of THE four-eyes table.
type Kind struct {
	Kind    admin.RequestKind
	Title   string       // the inbox's name of the kind
	Entity  string       // what the target names: order, repayment, product, underwriting, chart
	Maker   admin.Action // who may propose it (admin.Matrix gives the role)
	Checker admin.Role   // the lowest role that may approve or reject it (never the maker)
	Input   any          // a zero value of the maker's input (what Propose takes)
	Payload any          // a zero value of the payload stored with the request
	Result  any          // a zero value of what an approval answers as its result

	version func(ctx context.Context, s *Service, target string) (string, error)
	propose func(ctx context.Context, s *Service, a Actor, target string, in any) (proposal, error)
	apply   func(ctx context.Context, s *Service, ap *approval) (any, error)
	// public, when set, is the payload as operators read it (a sealed number removed).
	public func(raw json.RawMessage) json.RawMessage
}

// proposal is what a kind's maker side makes of the input: the target (when the input names
// it), the payload, the maker's reason and the rows the checker reads.
type proposal struct {
	Target  string
	Payload any
	Reason  string
	Diff    []admin.DiffRow
}

// shown is a stored payload as operators may read it.
func (k Kind) shown(raw json.RawMessage) json.RawMessage {
	if k.public != nil {
		return k.public(raw)
	}
	return raw
}

// kind builds a table row from typed functions: the maker's input In, the payload P the
// request stores and the result R the approval answers.
func kind[In, P, R any](k Kind,
	version func(ctx context.Context, s *Service, target string) (string, error),
	propose func(ctx context.Context, s *Service, a Actor, target string, in In) (proposal, error),
	apply func(ctx context.Context, s *Service, ap *approval, p P) (R, error)) Kind {
	var in In
	var p P
	var r R
	k.Input, k.Payload, k.Result = in, p, r
	k.version = version
	k.propose = func(ctx context.Context, s *Service, a Actor, target string, v any) (proposal, error) {
		typed, ok := v.(In)
		if !ok {
			return proposal{}, fmt.Errorf("controls: %s takes a %T, not a %T", k.Kind, in, v)
		}
		return propose(ctx, s, a, target, typed)
	}
	k.apply = func(ctx context.Context, s *Service, ap *approval) (any, error) {
		var p P
		if err := json.Unmarshal(ap.req.Payload, &p); err != nil {
			return nil, apperr.Invalid("The %s request's payload is unreadable.", k.Title)
		}
		return apply(ctx, s, ap, p)
	}
	return k
}

// Kinds is THE four-eyes table. Adding a kind is one row here (with its functions) and the
// maker's handler calling Service.Propose with the kind's input.
func Kinds() []Kind {
	return []Kind{
		kind(Kind{Kind: admin.KindWaiver, Title: "Waiver", Entity: "order", Maker: admin.ActLoansWaive, Checker: admin.RoleSupervisor},
			loanVersion, proposeWaiver, applyWaiver),
		kind(Kind{Kind: admin.KindTransferMatch, Title: "Transfer match", Entity: "repayment", Maker: admin.ActRepaymentMatch, Checker: admin.RoleAgent},
			repaymentVersion, proposeTransferMatch, applyTransferMatch),
		kind(Kind{Kind: admin.KindLoanApproval, Title: "Loan approval", Entity: "order", Maker: admin.ActLoansDecide, Checker: admin.RoleSupervisor},
			loanVersion, proposeLoanApproval, applyLoanApproval),
		kind(Kind{Kind: admin.KindProductChange, Title: "Product change", Entity: "product", Maker: admin.ActCatalogEdit, Checker: admin.RoleSupervisor},
			productVersion, proposeProductChange, applyProductChange),
		kind(Kind{Kind: admin.KindWriteOff, Title: "Write-off", Entity: "order", Maker: admin.ActLoansExceptions, Checker: admin.RoleSupervisor},
			loanVersion, proposeWriteOff, applyWriteOff),
		kind(Kind{Kind: admin.KindCancel, Title: "Cancel approval", Entity: "order", Maker: admin.ActLoansExceptions, Checker: admin.RoleSupervisor},
			loanVersion, proposeCancel, applyCancel),
		kind(Kind{Kind: admin.KindRefund, Title: "Credit refund", Entity: "order", Maker: admin.ActLoansExceptions, Checker: admin.RoleSupervisor},
			loanVersion, proposeRefund, applyRefund),
		withPublic(kind(Kind{Kind: admin.KindAccountChange, Title: "Payout account change", Entity: "order", Maker: admin.ActLoansExceptions, Checker: admin.RoleSupervisor},
			loanVersion, proposeAccountChange, applyAccountChange), publicAccountChange),
		kind(Kind{Kind: admin.KindRulesChange, Title: "Underwriting rules change", Entity: "underwriting", Maker: admin.ActRulesEdit, Checker: admin.RoleSupervisor},
			rulesVersion, proposeRules, applyRules),
		kind(Kind{Kind: admin.KindChartChange, Title: "Chart of accounts change", Entity: "chart", Maker: admin.ActChartEdit, Checker: admin.RoleSupervisor},
			chartVersion, proposeChart, applyChart),
		kind(Kind{Kind: admin.KindChargesPolicy, Title: "Charges policy change", Entity: "charges_policy", Maker: admin.ActRulesEdit, Checker: admin.RoleSupervisor},
			chargesPolicyVersion, proposeChargesPolicy, applyChargesPolicy),
		kind(Kind{Kind: admin.KindRestructure, Title: "Restructure", Entity: "order", Maker: admin.ActLoansExceptions, Checker: admin.RoleSupervisor},
			loanVersion, proposeRestructure, applyRestructure),
		kind(Kind{Kind: admin.KindJournalEntry, Title: "Manual journal entry", Entity: "journal", Maker: admin.ActJournalPost, Checker: admin.RoleSupervisor},
			draftVersion, proposeJournalEntry, applyJournalEntry),
		kind(Kind{Kind: admin.KindJournalRevert, Title: "Journal entry reversal", Entity: "journal_entry", Maker: admin.ActJournalPost, Checker: admin.RoleSupervisor},
			entryVersion, proposeReversal, applyReversal),
		kind(Kind{Kind: admin.KindScorecard, Title: "Scorecard change", Entity: "scorecard", Maker: admin.ActRulesEdit, Checker: admin.RoleSupervisor},
			scorecardVersion, proposeScorecard, applyScorecard),
		// The operator lifecycle (operator_kinds.go).
		kind(Kind{Kind: admin.KindOperatorCreate, Title: "New operator", Entity: "operator_invite", Maker: admin.ActOperatorsManage, Checker: admin.RoleSupervisor}, inviteVersion, proposeInvite, applyInvite),
		kind(Kind{Kind: admin.KindOperatorRole, Title: "Operator role change", Entity: "operator", Maker: admin.ActOperatorsManage, Checker: admin.RoleSupervisor}, operatorVersion, proposeRole, applyRole),
		withPublic(kind(Kind{Kind: admin.KindOperatorPassword, Title: "Operator password", Entity: "operator", Maker: admin.ActOperatorsManage, Checker: admin.RoleSupervisor}, operatorVersion, proposePassword, applyPassword), publicPassword),
		kind(Kind{Kind: admin.KindOperatorTOTPReset, Title: "Two-step login reset", Entity: "operator", Maker: admin.ActOperatorsManage, Checker: admin.RoleSupervisor}, operatorVersion, proposeTOTPReset, applyTOTPReset),
		kind(Kind{Kind: admin.KindOperatorReactivate, Title: "Operator switched on again", Entity: "operator", Maker: admin.ActOperatorsManage, Checker: admin.RoleSupervisor}, operatorVersion, proposeReactivate, applyReactivate),
		kind(Kind{Kind: admin.KindAMLHitClear, Title: "Clear a screening hit", Entity: "aml_hit", Maker: admin.ActComplianceWork, Checker: admin.RoleSupervisor},
			hitVersion, proposeHitClear, applyHitClear),
		kind(Kind{Kind: admin.KindSettingChange, Title: "Setting change", Entity: "setting", Maker: admin.ActCatalogEdit, Checker: admin.RoleSupervisor}, settingVersion, proposeSetting, applySetting),
		kind(Kind{Kind: admin.KindChannelChange, Title: "Payment channel change", Entity: "payment_channel", Maker: admin.ActCatalogEdit, Checker: admin.RoleSupervisor}, channelVersion, proposeChannel, applyChannel),
		kind(Kind{Kind: admin.KindLandingChange, Title: "Landing template change", Entity: "landing_template", Maker: admin.ActCatalogEdit, Checker: admin.RoleSupervisor}, landingVersion, proposeLanding, applyLanding),
		kind(Kind{Kind: admin.KindMessageChange, Title: "Message wording change", Entity: "message_template", Maker: admin.ActMessagesEdit, Checker: admin.RoleSupervisor}, messageVersion, proposeMessage, applyMessage),
		kind(Kind{Kind: admin.KindRoleChange, Title: "Role change", Entity: "role", Maker: admin.ActRolesEdit, Checker: admin.RoleSupervisor}, customRoleVersion, proposeCustomRole, applyCustomRole),
		kind(Kind{Kind: admin.KindMonthClose, Title: "Month close", Entity: "books_month", Maker: admin.ActMonthClose, Checker: admin.RoleSupervisor},
			monthVersion, proposeMonthClose, applyMonthClose),
	}
}

func withPublic(k Kind, public func(json.RawMessage) json.RawMessage) Kind {
	k.public = public
	return k
}

// KindOf returns the table row of k; ok is false for a kind the table does not have.
func KindOf(k admin.RequestKind) (Kind, bool) {
	for _, r := range Kinds() {
		if r.Kind == k {
			return r, true
		}
	}
	return Kind{}, false
}

// InputType is the Go type of kind k's maker input (nil for an unknown kind).
func InputType(k admin.RequestKind) reflect.Type {
	if r, ok := KindOf(k); ok {
		return reflect.TypeOf(r.Input)
	}
	return nil
}
