package controls

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/mail"
	"github.com/pautang/pautang/internal/store"
)

// The operator lifecycle kinds: creating an operator, changing a role, setting another
// operator's password, resetting their two-step login and switching them on again wait for a
// second supervisor or admin. Each approval records who changed whom (operator_changes), so
// an operator changed by a request's maker cannot check that maker's requests for
// admin.RelatedWindow (checkRelated). No answer ever carries a set-up link: the invitee gets
// it by e-mail (internal/mail), sent after the approval's transaction commits.

// OperatorInvite is the maker's invitation of a new operator.
type OperatorInvite struct {
	Email    string `json:"email"`
	Name     string `json:"name"`
	Role     string `json:"role"`
	Password string `json:"password,omitempty"` // refused: the invitee chooses it
	Reason   string `json:"reason"`
}

// OperatorInvitePayload is what an operator_create request stores.
type OperatorInvitePayload struct {
	Email string     `json:"email"`
	Name  string     `json:"name"`
	Role  admin.Role `json:"role"`
}

// OperatorRoleInput is the maker's new role for an operator.
type OperatorRoleInput struct {
	Role   string `json:"role"`
	Reason string `json:"reason"`
}

// OperatorRolePayload is what an operator_role request stores.
type OperatorRolePayload struct {
	From admin.Role `json:"from"`
	To   admin.Role `json:"to"`
}

// OperatorPasswordInput is the maker's new password for another operator.
type OperatorPasswordInput struct {
	Password string `json:"password"`
	Reason   string `json:"reason"`
}

// OperatorPasswordPayload is what an operator_password request stores: the password's
// argon2id hash, never the password; operators read only that one is set.
type OperatorPasswordPayload struct {
	PasswordHash string `json:"passwordHash,omitempty"`
	PasswordSet  bool   `json:"passwordSet"`
}

// OperatorReasonInput is the maker's reason for a change that takes nothing else (a two-step
// reset, a re-activation).
type OperatorReasonInput struct {
	Reason string `json:"reason"`
}

// OperatorTargetPayload names the operator a reset or re-activation changes.
type OperatorTargetPayload struct {
	Email string `json:"email"`
}

// OperatorChanged is what an approved change of an operator did.
type OperatorChanged struct {
	OperatorID int64  `json:"operatorId"`
	Email      string `json:"email"`
	Change     string `json:"change"`
}

// Summary implements Summarizer.
func (r OperatorChanged) Summary() (string, bool) {
	switch r.Change {
	case admin.ChangeRole:
		return "Approved: " + r.Email + "'s role was changed; their sessions ended.", false
	case admin.ChangePassword:
		return "Approved: " + r.Email + "'s password was set; their sessions ended.", false
	case admin.ChangeTOTPReset:
		return "Approved: " + r.Email + "'s two-step login was reset; they enrol again at their next login.", false
	default:
		return "Approved: " + r.Email + " was switched on again.", false
	}
}

// OperatorInvited is what an approved invitation did: the operator and how the e-mail with
// the set-up link went (never the link).
type OperatorInvited struct {
	OperatorID  int64  `json:"operatorId"`
	Email       string `json:"email"`
	EmailStatus string `json:"emailStatus"`
	EmailError  string `json:"emailError,omitempty"`
	ExpiresAt   int64  `json:"expiresAt"`
}

// Summary implements Summarizer.
func (r OperatorInvited) Summary() (string, bool) {
	if r.EmailStatus != mail.StatusSent {
		return "Approved: the operator was created; the set-up e-mail was not sent: " + r.EmailError + " Send a new link from the operators page.", true
	}
	return "Approved: the operator was created and their one-time set-up link e-mailed to " + r.Email + ".", false
}

// operatorTarget reads the operator id a request names.
func operatorTarget(target string) (int64, error) {
	id, err := strconv.ParseInt(target, 10, 64)
	if err != nil || id <= 0 {
		return 0, apperr.Invalid("Bad operator id %q.", target)
	}
	return id, nil
}

// operatorOf reads operator target (admin.ErrNoOperator when there is none).
func (s *Service) operatorOf(ctx context.Context, target string) (admin.Operator, error) {
	id, err := operatorTarget(target)
	if err != nil {
		return admin.Operator{}, err
	}
	op, found, err := s.Store.Operators().OperatorByID(ctx, id)
	if err != nil {
		return op, err
	}
	if !found {
		return op, admin.ErrNoOperator
	}
	return op, nil
}

// operatorState is what the stale check remembers of an operator: role, switch, password,
// two-step key and set-up link (the secrets as a hash of them).
func operatorState(op admin.Operator) string {
	sum := sha256.Sum256([]byte(op.PasswordHash + "|" + op.TOTPSecret + "|" + op.SetupTokenHash))
	return fmt.Sprintf("%s|%v|%s", op.Role, op.Disabled, hex.EncodeToString(sum[:8]))
}

func operatorVersion(ctx context.Context, s *Service, target string) (string, error) {
	op, err := s.operatorOf(ctx, target)
	if err != nil {
		return "", err
	}
	return operatorState(op), nil
}

// inviteVersion: an invitation's target is the e-mail; it goes stale when that e-mail is
// taken meanwhile.
func inviteVersion(ctx context.Context, s *Service, target string) (string, error) {
	_, found, err := s.Store.Operators().OperatorByEmail(ctx, target)
	if err != nil {
		return "", err
	}
	if found {
		return "taken", nil
	}
	return "free", nil
}

// notSelf refuses a lifecycle change of the maker's own account.
func notSelf(a Actor, op admin.Operator, what string) error {
	if a.ID == op.ID {
		return apperr.New(admin.ErrSelfChange.Code, "You cannot "+what+" your own account: ask another administrator.")
	}
	return nil
}

func proposeInvite(ctx context.Context, s *Service, _ Actor, _ string, in OperatorInvite) (proposal, error) {
	v, err := admin.CheckInvite(admin.NewOperator{Email: in.Email, Name: in.Name, Role: admin.Role(in.Role), Password: in.Password})
	if err != nil {
		return proposal{}, err
	}
	if _, found, err := s.Store.Operators().OperatorByEmail(ctx, v.Email); err != nil {
		return proposal{}, err
	} else if found {
		return proposal{}, admin.ErrEmailTaken
	}
	return proposal{Target: v.Email, Reason: in.Reason, Payload: OperatorInvitePayload{Email: v.Email, Name: v.Name, Role: v.Role},
		Diff: []admin.DiffRow{row("E-mail", "—", v.Email), row("Name", "—", v.Name), row("Role", "—", string(v.Role)),
			row("Set-up link", "—", "E-mailed on approval (72 h)")}}, nil
}

// applyInvite creates the operator with a set-up link and records the e-mail, with the
// approval, in one transaction; the e-mail goes out after it commits.
func applyInvite(ctx context.Context, s *Service, ap *approval, p OperatorInvitePayload) (OperatorInvited, error) {
	token, hash, err := admin.NewSetupToken()
	if err != nil {
		return OperatorInvited{}, err
	}
	exp := time.UnixMilli(ap.now).Add(admin.SetupLinkTTL)
	msg, stored := mail.SetupMessage(p.Email, p.Name, string(p.Role), s.setupLink(token), exp)
	var op admin.Operator
	var outbox int64
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		var err error
		op, err = tx.InviteOperator(ctx, admin.Operator{Email: p.Email, Name: p.Name, Role: p.Role, CreatedAt: ap.now, SetupTokenHash: hash, SetupExpiresAt: exp.UnixMilli()},
			ap.entry("operator.create", "operator", nil, map[string]any{"email": p.Email, "name": p.Name, "role": p.Role, "setupLink": "e-mailed"}))
		if err != nil {
			return err
		}
		if err := tx.AddOperatorChange(ctx, ap.change(op.ID, admin.ChangeCreated)); err != nil {
			return err
		}
		if outbox, err = tx.QueueEmail(ctx, mail.Email{To: p.Email, Subject: msg.Subject, Body: stored, Purpose: mail.PurposeSetup, TokenHash: hash, CreatedAt: ap.now}); err != nil {
			return err
		}
		return ap.commit(ctx, tx, nil, OperatorInvited{OperatorID: op.ID, Email: p.Email, EmailStatus: mail.StatusPending, ExpiresAt: exp.UnixMilli()})
	})
	if err != nil {
		return OperatorInvited{}, err
	}
	status, errText := s.sendMail(ctx, outbox, msg)
	out := OperatorInvited{OperatorID: op.ID, Email: p.Email, EmailStatus: status, EmailError: errText, ExpiresAt: exp.UnixMilli()}
	if b, err := json.Marshal(out); err == nil {
		_ = s.Store.InTx(ctx, func(tx *store.Tx) error {
			return tx.NoteRequestResult(ctx, ap.req.ID, admin.RequestApproved, string(b))
		})
	}
	return out, nil
}

// change is the operator_changes row of this approval changing operator id.
func (ap *approval) change(id int64, change string) admin.OperatorChange {
	return admin.OperatorChange{OperatorID: id, Change: change, MakerID: ap.req.MakerID, CheckerID: ap.actor.ID, RequestID: ap.req.ID, At: ap.now}
}

func proposeRole(ctx context.Context, s *Service, a Actor, target string, in OperatorRoleInput) (proposal, error) {
	op, err := s.operatorOf(ctx, target)
	if err != nil {
		return proposal{}, err
	}
	if a.ID == op.ID {
		return proposal{}, admin.ErrOwnRole
	}
	role, ok := admin.ParseRole(in.Role)
	if !ok {
		return proposal{}, admin.ErrInvalidRole
	}
	if role == op.Role {
		return proposal{}, apperr.Invalid("%s is a %s already.", op.Email, role)
	}
	return proposal{Reason: in.Reason, Payload: OperatorRolePayload{From: op.Role, To: role},
		Diff: []admin.DiffRow{row("Operator", op.Email, op.Email), row("Role", string(op.Role), string(role))}}, nil
}

// applyOperator runs one change of the request's operator with its audit row, the
// operator_changes row and the approval in one transaction.
func applyOperator(ctx context.Context, s *Service, ap *approval, change string, run func(tx *store.Tx, op admin.Operator) error) (OperatorChanged, error) {
	id, err := operatorTarget(ap.req.Target)
	if err != nil {
		return OperatorChanged{}, err
	}
	var out OperatorChanged
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		op, found, err := tx.OperatorForUpdate(ctx, id)
		if err != nil {
			return err
		}
		if !found {
			return admin.ErrNoOperator
		}
		if operatorState(op) != ap.req.TargetVersion {
			return apperr.New(admin.CodeRequestStale, "The operator changed after this request was made. The maker must send a new one.")
		}
		if err := run(tx, op); err != nil {
			return err
		}
		if err := tx.AddOperatorChange(ctx, ap.change(op.ID, change)); err != nil {
			return err
		}
		out = OperatorChanged{OperatorID: op.ID, Email: op.Email, Change: change}
		return ap.commit(ctx, tx, nil, out)
	})
	return out, err
}

func applyRole(ctx context.Context, s *Service, ap *approval, p OperatorRolePayload) (OperatorChanged, error) {
	return applyOperator(ctx, s, ap, admin.ChangeRole, func(tx *store.Tx, op admin.Operator) error {
		if !p.To.Valid() {
			return admin.ErrInvalidRole
		}
		return tx.SetOperatorRole(ctx, op.ID, p.To, ap.now, ap.entry("operator.role", "operator",
			map[string]any{"role": op.Role}, map[string]any{"role": p.To, "sessionsEnded": true}))
	})
}

func proposePassword(ctx context.Context, s *Service, a Actor, target string, in OperatorPasswordInput) (proposal, error) {
	op, err := s.operatorOf(ctx, target)
	if err != nil {
		return proposal{}, err
	}
	if a.ID == op.ID {
		return proposal{}, apperr.New(admin.ErrSelfChange.Code, "Change your own password on the My account page.")
	}
	if admin.CheckPassword(in.Password) != nil {
		return proposal{}, admin.ErrPasswordPolicy
	}
	hash, err := admin.HashPassword(in.Password)
	if err != nil {
		return proposal{}, err
	}
	before := "Set by the operator"
	if op.PasswordHash == "" {
		before = "None (set-up link not used)"
	}
	return proposal{Reason: in.Reason, Payload: OperatorPasswordPayload{PasswordHash: hash, PasswordSet: true},
		Diff: []admin.DiffRow{row("Operator", op.Email, op.Email), row("Password", before, "Chosen by the maker (sessions end)")}}, nil
}

// publicPassword leaves the password's hash out of what operators read.
func publicPassword(raw json.RawMessage) json.RawMessage {
	var p OperatorPasswordPayload
	_ = json.Unmarshal(raw, &p)
	b, _ := json.Marshal(OperatorPasswordPayload{PasswordSet: p.PasswordHash != "" || p.PasswordSet})
	return b
}

func applyPassword(ctx context.Context, s *Service, ap *approval, p OperatorPasswordPayload) (OperatorChanged, error) {
	return applyOperator(ctx, s, ap, admin.ChangePassword, func(tx *store.Tx, op admin.Operator) error {
		if p.PasswordHash == "" {
			return apperr.Invalid("The request carries no password.")
		}
		return tx.SetOperatorPassword(ctx, op.ID, p.PasswordHash, ap.now, ap.entry("operator.password_set", "operator",
			nil, map[string]any{"passwordChanged": true, "sessionsEnded": true}))
	})
}

func proposeTOTPReset(ctx context.Context, s *Service, a Actor, target string, in OperatorReasonInput) (proposal, error) {
	op, err := s.operatorOf(ctx, target)
	if err != nil {
		return proposal{}, err
	}
	if err := notSelf(a, op, "reset the two-step login of"); err != nil {
		return proposal{}, err
	}
	if !op.TOTP && op.TOTPPending == "" {
		return proposal{}, apperr.Invalid("%s has no two-step login to reset.", op.Email)
	}
	return proposal{Reason: in.Reason, Payload: OperatorTargetPayload{Email: op.Email},
		Diff: []admin.DiffRow{row("Operator", op.Email, op.Email), row("Two-step login", yesNo(op.TOTP), "Removed: enrols again at the next login"),
			row("Sessions", "Live", "Ended")}}, nil
}

func applyTOTPReset(ctx context.Context, s *Service, ap *approval, _ OperatorTargetPayload) (OperatorChanged, error) {
	return applyOperator(ctx, s, ap, admin.ChangeTOTPReset, func(tx *store.Tx, op admin.Operator) error {
		return tx.ClearOperatorTOTP(ctx, op.ID, ap.now, ap.entry("operator.totp_reset", "operator",
			map[string]any{"totp": op.TOTP}, map[string]any{"totp": false, "sessionsEnded": true}))
	})
}

func proposeReactivate(ctx context.Context, s *Service, a Actor, target string, in OperatorReasonInput) (proposal, error) {
	op, err := s.operatorOf(ctx, target)
	if err != nil {
		return proposal{}, err
	}
	if err := notSelf(a, op, "switch on"); err != nil {
		return proposal{}, err
	}
	if !op.Disabled {
		return proposal{}, apperr.Invalid("%s is switched on already.", op.Email)
	}
	return proposal{Reason: in.Reason, Payload: OperatorTargetPayload{Email: op.Email},
		Diff: []admin.DiffRow{row("Operator", op.Email, op.Email), row("Role", string(op.Role), string(op.Role)), row("Status", "Switched off", "Active")}}, nil
}

func applyReactivate(ctx context.Context, s *Service, ap *approval, _ OperatorTargetPayload) (OperatorChanged, error) {
	return applyOperator(ctx, s, ap, admin.ChangeReactivated, func(tx *store.Tx, op admin.Operator) error {
		return tx.ReactivateOperator(ctx, op.ID, ap.now, ap.entry("operator.reactivate", "operator",
			map[string]any{"disabled": true}, map[string]any{"disabled": false}))
	})
}

// setupLink is the absolute one-time set-up link of a token.
func (s *Service) setupLink(token string) string {
	return strings.TrimRight(s.PublicURL, "/") + "/admin/setup?token=" + token
}

// sendMail hands a recorded e-mail to the provider and records how it went; it answers the
// status and, when it was not sent, why.
func (s *Service) sendMail(ctx context.Context, outbox int64, m mail.Message) (string, string) {
	status, errText, provider := mail.StatusSent, "", "none"
	var err error
	if s.Mail == nil {
		err = mail.ErrNoProvider
	} else {
		provider = s.Mail.Name()
		err = s.Mail.Send(ctx, outbox, m)
	}
	if err != nil {
		status, errText = mail.StatusFailed, mail.ErrorText(err)
		s.log().Warn("controls: an e-mail was not sent", "outbox", outbox, "err", err)
	}
	if merr := s.Store.Messages().MarkEmail(context.WithoutCancel(ctx), outbox, status, provider, errText, s.nowMs()); merr != nil {
		s.log().Error("controls: unable to record an e-mail's status", "outbox", outbox, "err", merr)
	}
	return status, errText
}

// checkRelated refuses checker a on req when req's maker created, re-roled, or reset the
// password or two-step login of a (or approved that) in the last admin.RelatedWindow; the
// attempt is recorded as a security event with its audit row in one transaction.
func (s *Service) checkRelated(ctx context.Context, a Actor, req admin.Request) error {
	now := s.nowMs()
	c, found, err := s.Store.Operators().RelatedChange(ctx, a.ID, req.MakerID, now-admin.RelatedWindow.Milliseconds())
	if err != nil || !found {
		return err
	}
	detail := fmt.Sprintf("Operator %d tried to check request %d (%s) of operator %d, who took part in their %s change (request %d) on %s.",
		a.ID, req.ID, req.Kind, req.MakerID, c.Change, c.RequestID, time.UnixMilli(c.At).UTC().Format("2006-01-02"))
	ev := admin.SecurityEvent{Kind: admin.SecurityCheckerRelated, OperatorID: a.ID, RelatedID: req.MakerID, RequestID: req.ID, Detail: detail, IP: a.IP, At: now}
	if _, err := s.Store.Operators().RecordSecurityEvent(ctx, ev, a.Entry("security.checker_refused", "", "", nil,
		map[string]any{"requestId": req.ID, "kind": req.Kind, "makerId": req.MakerID, "change": c.Change, "changeRequestId": c.RequestID})); err != nil {
		return err
	}
	return admin.ErrCheckerRelated
}

// SecurityEvents lists the newest security events.
func (s *Service) SecurityEvents(ctx context.Context) ([]admin.SecurityEvent, error) {
	return s.Store.Operators().SecurityEvents(ctx, 200)
}

// OperatorChange is an admin's edit of an operator: the role, the switch and, when not
// empty, a new password, with the reason for what waits for a checker.
type OperatorChange struct {
	Role     string `json:"role"`
	Disabled bool   `json:"disabled"`
	Password string `json:"password"`
	Reason   string `json:"reason"`
}

// OperatorChangeAnswer is what an edit did: switching off takes effect at once; a new role, a
// password and switching on again wait for a checker (one request each).
type OperatorChangeAnswer struct {
	Operator admin.Operator  `json:"operator"`
	Requests []ProposeAnswer `json:"requests"`
	Message  string          `json:"message"`
}

// ChangeOperator applies an admin's edit of operator id: switching off at once (audited,
// sessions ended; not one's own account), and a request for each of a new role (never one's
// own), a password and switching on again.
func (s *Service) ChangeOperator(ctx context.Context, a Actor, id int64, in OperatorChange) (OperatorChangeAnswer, error) {
	target := strconv.FormatInt(id, 10)
	op, err := s.operatorOf(ctx, target)
	if err != nil {
		return OperatorChangeAnswer{}, err
	}
	role := op.Role
	if in.Role != "" {
		var ok bool
		if role, ok = admin.ParseRole(in.Role); !ok {
			return OperatorChangeAnswer{}, admin.ErrInvalidRole
		}
	}
	if a.ID == id && role != op.Role {
		return OperatorChangeAnswer{}, admin.ErrOwnRole
	}
	if a.ID == id && in.Disabled {
		return OperatorChangeAnswer{}, admin.ErrSelfChange
	}
	type step struct {
		kind admin.RequestKind
		in   any
	}
	var steps []step
	if role != op.Role {
		steps = append(steps, step{admin.KindOperatorRole, OperatorRoleInput{Role: string(role), Reason: in.Reason}})
	}
	if in.Password != "" {
		steps = append(steps, step{admin.KindOperatorPassword, OperatorPasswordInput{Password: in.Password, Reason: in.Reason}})
	}
	if op.Disabled && !in.Disabled {
		steps = append(steps, step{admin.KindOperatorReactivate, OperatorReasonInput{Reason: in.Reason}})
	}
	if len(steps) == 0 && in.Disabled == op.Disabled {
		return OperatorChangeAnswer{}, apperr.Invalid("Nothing changed.")
	}
	if len(steps) > 0 {
		if _, err := admin.CheckReason(in.Reason, "request"); err != nil {
			return OperatorChangeAnswer{}, err
		}
	}
	out := OperatorChangeAnswer{Operator: op, Requests: []ProposeAnswer{}}
	if in.Disabled && !op.Disabled {
		if out.Operator, err = s.Store.Operators().UpdateOperator(ctx, id, op.Role, true, "", a.Entry("operator.update", "", "", nil, nil)); err != nil {
			return OperatorChangeAnswer{}, err
		}
		out.Message = "Switched off: their sessions ended."
	}
	for _, st := range steps {
		ans, err := s.Propose(ctx, a, st.kind, target, st.in)
		if err != nil {
			if len(out.Requests) > 0 || out.Message != "" {
				err = fmt.Errorf("%w (what was done before it stands: %s)", err, strings.TrimSpace(out.Message+" "+strconv.Itoa(len(out.Requests))+" request(s) made"))
			}
			return OperatorChangeAnswer{}, err
		}
		out.Requests = append(out.Requests, ans)
	}
	switch n := len(out.Requests); {
	case n == 1:
		out.Message = strings.TrimSpace(out.Message + " The change waits for another supervisor or administrator in the Requests inbox.")
	case n > 1:
		out.Message = strings.TrimSpace(out.Message + " " + strconv.Itoa(n) + " changes wait for another supervisor or administrator in the Requests inbox.")
	}
	return out, nil
}

// SetupLinkSent answers a new set-up link: where it was e-mailed, until when, and how the
// e-mail went (never the link).
type SetupLinkSent struct {
	SentTo      string `json:"sentTo"`
	ExpiresAt   int64  `json:"expiresAt"`
	EmailStatus string `json:"emailStatus"`
	EmailError  string `json:"emailError,omitempty"`
}

// ResendSetupLink gives an operator who never used their link a new one (the old one stops
// working), audited with the e-mail's outbox row in one transaction, and e-mails it to them.
func (s *Service) ResendSetupLink(ctx context.Context, a Actor, id int64) (SetupLinkSent, error) {
	op, err := s.operatorOf(ctx, strconv.FormatInt(id, 10))
	if err != nil {
		return SetupLinkSent{}, err
	}
	token, hash, err := admin.NewSetupToken()
	if err != nil {
		return SetupLinkSent{}, err
	}
	now := s.nowMs()
	exp := time.UnixMilli(now).Add(admin.SetupLinkTTL)
	msg, stored := mail.SetupMessage(op.Email, op.Name, string(op.Role), s.setupLink(token), exp)
	var outbox int64
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		done, err := tx.SetOperatorSetupToken(ctx, id, hash, exp.UnixMilli(), now, a.Entry("operator.setup_link", "", "", nil, map[string]any{"expiresAt": exp.UnixMilli(), "setupLink": "e-mailed"}))
		if err != nil {
			return err
		}
		if !done {
			return apperr.New(admin.ErrSetupLink.Code, "This operator has set their password already; a set-up link is only for a new operator.")
		}
		outbox, err = tx.QueueEmail(ctx, mail.Email{To: op.Email, Subject: msg.Subject, Body: stored, Purpose: mail.PurposeSetup, TokenHash: hash, CreatedAt: now})
		return err
	})
	if err != nil {
		return SetupLinkSent{}, err
	}
	status, errText := s.sendMail(ctx, outbox, msg)
	return SetupLinkSent{SentTo: op.Email, ExpiresAt: exp.UnixMilli(), EmailStatus: status, EmailError: errText}, nil
}
