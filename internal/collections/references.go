package collections

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
)

// References: the two people the borrower named in the application profile's References group
// (ref1, ref2: name, relationship, mobile). They are the only third parties an agent may
// reach, and only with the fixed notify.ReferenceCallback message: the product has no
// co-maker or guarantor (the borrower alone signs the contract), so under SEC MC 18 s.2019 no
// reference may learn of the debt. Numbers from anywhere else (the phone's contact list, a
// number typed by an agent) are never a recipient.

// ReferenceSlots are the profile's reference groups of items, in order.
var ReferenceSlots = []string{"ref1", "ref2"}

// Reference is one person the borrower named, as the profile stores it.
type Reference struct {
	Slot     string // ref1 or ref2
	Name     string
	Relation string // the relationship option's code
	Phone    string
}

// ReferencesOf reads the references of a borrower's stored profile answers (a slot with no
// name or no phone is left out).
func ReferencesOf(profile map[string]string) []Reference {
	out := []Reference{}
	for _, slot := range ReferenceSlots {
		r := Reference{Slot: slot, Name: strings.TrimSpace(profile[slot+"Name"]), Relation: profile[slot+"Relation"], Phone: strings.TrimSpace(profile[slot+"Phone"])}
		if r.Name != "" && r.Phone != "" {
			out = append(out, r)
		}
	}
	return out
}

// The contact log's entry for a message to a reference.
const (
	ChannelReferenceSMS = "reference_sms"
	OutcomeMessageSent  = "message_sent"
)

// Errors of messages to references.
var (
	ErrNoReference    = errors.New("collections: no such reference")
	ErrReferenceToday = errors.New("collections: this reference got a message today")
)

// ReferenceRequest is an agent's request to send a reference the fixed message.
type ReferenceRequest struct {
	OrderID      int64
	UserID       int64
	AgentID      int64
	Status       loans.Status      // the order's status: only a loan past due
	BorrowerName string            // the borrower's full name (the message uses the first name)
	Profile      map[string]string // the borrower's stored profile answers
	Slot         string            // ref1 or ref2
	Lang         string            // en or fil
	// Secrets are the loan's amounts and dates: the rendered message may show none of them.
	Secrets notify.Secrets
}

// ReferenceMessage plans the message of a request at now: the MC 18 hours, a loan past due, a
// reference of the profile, a known language; the text is the ReferenceCallback template
// (wording: the supervisor's, else the built-in) written with the reference fields only. The
// message's key (order, kind, slot and day) allows one message per reference a day.
func ReferenceMessage(req ReferenceRequest, now time.Time, wording notify.Wording, hotline string) (notify.Message, Reference, error) {
	if !notify.Allowed(now) {
		return notify.Message{}, Reference{}, fmt.Errorf("%w: calls and messages are allowed from 6:00 to 22:00 Manila time (SEC MC 18 s.2019)", ErrOutsideHours)
	}
	if req.Status != loans.StatusOverdue {
		return notify.Message{}, Reference{}, fmt.Errorf("%w: only the references of a loan past due may be messaged", ErrBadContact)
	}
	if req.Lang != notify.English && req.Lang != notify.Filipino {
		return notify.Message{}, Reference{}, fmt.Errorf("%w: the language must be en or fil", ErrBadContact)
	}
	var ref Reference
	for _, r := range ReferencesOf(req.Profile) {
		if r.Slot == req.Slot {
			ref = r
		}
	}
	if ref.Slot == "" {
		return notify.Message{}, Reference{}, fmt.Errorf("%w: the borrower's profile has no reference %q", ErrNoReference, req.Slot)
	}
	if strings.TrimSpace(hotline) == "" {
		return notify.Message{}, Reference{}, fmt.Errorf("%w: no customer-service telephone is set for the reference to pass on", ErrBadContact)
	}
	body, err := wording.RenderReference(req.Lang, notify.ReferenceFields{Name: ref.Name, Borrower: notify.FirstName(req.BorrowerName), Hotline: hotline})
	if err != nil {
		return notify.Message{}, Reference{}, err
	}
	// The text to be sent, fields written in (a reference's name as the borrower typed it), is
	// checked itself: nothing of the debt may reach a reference.
	if err := notify.CheckReferenceMessage(body, hotline, req.Secrets); err != nil {
		return notify.Message{}, Reference{}, err
	}
	today := loans.DateOf(now)
	closes := time.Date(today.Year, today.Month, today.Day, notify.CloseHour, 0, 0, 0, clock.Manila)
	return notify.Message{
		OrderID: req.OrderID, UserID: req.UserID, Kind: notify.ReferenceCallback, Day: ReferenceKey(ref.Slot, today), Phone: ref.Phone, Body: body,
		Status: notify.StatusQueued, SendAt: now.UnixMilli(), ExpiresAt: closes.UnixMilli(), CreatedAt: now.UnixMilli(),
	}, ref, nil
}

// ReferenceKey is a reference message's key within its order: the slot and the Manila day.
func ReferenceKey(slot string, day loans.Date) string { return slot + ":" + day.String() }

// ReferenceRepo stores a reference's message with its contact-log entry and audit row.
type ReferenceRepo interface {
	MessageWording(ctx context.Context) (notify.Wording, error)
	// AddReferenceMessage stores the message, the contact (linked to it) and the audit row in
	// one transaction; ErrReferenceToday when the message's key exists. The agent holds the
	// case afterwards.
	AddReferenceMessage(ctx context.Context, m notify.Message, agentID int64, c Contact, audit admin.Entry) (messageID, contactID int64, err error)
}

// SendReferenceMessage plans a request's message and stores it; the scheduler sends it (it is
// in the borrower's message history with its delivery status).
func SendReferenceMessage(ctx context.Context, repo ReferenceRepo, clk clock.Clock, hotline string, req ReferenceRequest, audit admin.Entry) (notify.Message, error) {
	wording, err := repo.MessageWording(ctx)
	if err != nil {
		return notify.Message{}, err
	}
	m, ref, err := ReferenceMessage(req, clk.Now(), wording, hotline)
	if err != nil {
		return notify.Message{}, err
	}
	c := Contact{Channel: ChannelReferenceSMS, Outcome: OutcomeMessageSent, Note: fmt.Sprintf("Reference %s: %s", strings.TrimPrefix(ref.Slot, "ref"), ref.Name)}
	audit.After = map[string]any{"slot": ref.Slot, "kind": string(m.Kind), "lang": req.Lang}
	m.ID, _, err = repo.AddReferenceMessage(ctx, m, req.AgentID, c, audit)
	return m, err
}
