package collections

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
)

// The desk: what an agent reads and writes on a case page, the borrower's notes and the
// collections dashboards, as the Service's methods.

// CollectionRow is one overdue loan of the collections queue with its case and latest promise.
type CollectionRow struct {
	OrderID       int64  `json:"orderId"`
	OrderNo       string `json:"orderNo"`
	UserID        int64  `json:"userId"`
	Name          string `json:"name"`
	Phone         string `json:"phone"`
	ProductName   string `json:"productName"`
	OverdueSince  string `json:"overdueSince"`
	PayoffCents   int64  `json:"payoffCents"`
	PastDueCents  int64  `json:"pastDueCents"`
	AgentID       int64  `json:"agentId"`
	AgentName     string `json:"agentName"`
	PromiseID     int64  `json:"promiseId"`
	PromiseCents  int64  `json:"promiseCents"`
	PromiseDay    string `json:"promiseDay"`
	PromiseStatus string `json:"promiseStatus"` // as stored: pending, kept, broken ("" when none)
	PaidSince     int64  `json:"paidSinceCents"`
	// NextActionDay is the case's next-action day ("" when none).
	NextActionDay string `json:"nextActionDay"`
}

// CaseContact is one entry of a case's contact log.
type CaseContact struct {
	ID        int64  `json:"id"`
	AgentID   int64  `json:"agentId"`
	AgentName string `json:"agentName"`
	Channel   string `json:"channel"`
	Outcome   string `json:"outcome"`
	Note      string `json:"note"`
	CreatedAt int64  `json:"createdAt"`
	// A message the contact sent (a reference's message): its row and delivery status.
	MessageID     int64  `json:"messageId"`
	MessageStatus string `json:"messageStatus"`
}

// CollectionPromise is one promise to pay of a case.
type CollectionPromise struct {
	ID          int64  `json:"id"`
	AgentID     int64  `json:"agentId"`
	AmountCents int64  `json:"amountCents"`
	Day         string `json:"day"`
	Status      string `json:"status"`
	CreatedAt   int64  `json:"createdAt"`
	ResolvedAt  int64  `json:"resolvedAt"`
	PaidSince   int64  `json:"paidSinceCents"`
}

// CollectionContact is one entry of a case's contact log under the name the operator API's
// schema gives it.
type CollectionContact CaseContact

// Note is one note an agent wrote about a borrower.
type Note struct {
	ID         int64  `json:"id"`
	UserID     int64  `json:"userId"`
	AuthorID   int64  `json:"authorId"`
	AuthorName string `json:"authorName"`
	Body       string `json:"body"`
	CreatedAt  int64  `json:"createdAt"`
}

// BorrowerNote is one note under the name the operator API's schema gives it.
type BorrowerNote Note

// DeskRepo is what the desk reads (the store's collections desk implements it).
type DeskRepo interface {
	// CollectionCase reads one order's queue row (any status); the store's not-found error when
	// there is no such order.
	CollectionCase(ctx context.Context, orderID int64) (CollectionRow, error)
	// CaseLog reads a case's contacts and promises, newest first.
	CaseLog(ctx context.Context, orderID int64) ([]CaseContact, []CollectionPromise, error)
	OverdueMoves(ctx context.Context) ([]loans.StatusMove, error)
	// PromiseCounts counts the promises made since (unix ms) by status.
	PromiseCounts(ctx context.Context, since int64) (map[string]int, error)
	// OverdueLedgers reads the ledgers, up to day to, of the loans that were ever overdue.
	OverdueLedgers(ctx context.Context, to loans.Date) (map[int64][]loans.Entry, error)
	// OperatorByID reads an operator; found is false when absent.
	OperatorByID(ctx context.Context, id int64) (admin.Operator, bool, error)
	// BorrowerNotes lists a borrower's notes, newest first; BorrowerExists is the store's
	// not-found error for no such borrower.
	BorrowerNotes(ctx context.Context, userID int64) ([]Note, error)
	BorrowerExists(ctx context.Context, userID int64) error
	// CaseBorrower reads an order and its borrower's display name and profile answers.
	CaseBorrower(ctx context.Context, orderID int64) (loans.Order, string, map[string]string, error)
	BorrowerMessages(ctx context.Context, userID int64, limit int) ([]notify.Message, error)
	MessageWording(ctx context.Context) (notify.Wording, error)
	// SupportContacts reads the back office's customer-service contacts; saved is false when
	// none were saved.
	SupportContacts(ctx context.Context) (email, phone string, saved bool, err error)
}

// ErrNoAgent refuses an assignment to an operator who does not exist.
var ErrNoAgent = errors.New("collections: no such agent")

// ErrNoOrder refuses an assignment of an order that does not exist.
type ErrNoOrder struct{ ID int64 }

func (e ErrNoOrder) Error() string { return "collections: no such order" }

// MessageLimit is how many of a borrower's latest messages a case page reads.
const MessageLimit = 200

// CaseRow is a queue row as the back office shows it: days past due, bucket and the latest
// promise's status on today (phone masked by role).
type CaseRow struct {
	Row         CollectionRow
	Phone       string
	DaysPastDue int
	Bucket      string
	// PromiseStatus is the latest promise's status today ("" when none).
	PromiseStatus string
}

// RowOn is a queue row as role sees it on today.
func RowOn(role admin.Role, r CollectionRow, today loans.Date) CaseRow {
	days := DaysPastDue(r.OverdueSince, today)
	promise := r.PromiseStatus
	if r.PromiseID != 0 {
		if d, err := loans.ParseDate(r.PromiseDay); err == nil {
			promise = Promise{AmountCents: r.PromiseCents, Day: d, Status: r.PromiseStatus}.StatusOn(today, r.PaidSince)
		}
	}
	return CaseRow{Row: r, Phone: admin.PhoneFor(role, r.Phone), DaysPastDue: days, Bucket: BucketOf(days), PromiseStatus: promise}
}

// PromisesOn are a case's promises with their status on today.
func PromisesOn(in []CollectionPromise, today loans.Date) []CollectionPromise {
	out := make([]CollectionPromise, 0, len(in))
	for _, p := range in {
		if d, err := loans.ParseDate(p.Day); err == nil {
			p.Status = Promise{AmountCents: p.AmountCents, Day: d, Status: p.Status}.StatusOn(today, p.PaidSince)
		}
		out = append(out, p)
	}
	return out
}

// CaseView is a case page: the queue row, the contact log, the promises with their status
// today, and whether calls and messages are allowed now.
type CaseView struct {
	Case           CaseRow
	Contacts       []CaseContact
	Promises       []CollectionPromise
	ContactAllowed bool
	// Amounts are the loan's past due, payable now and payoff today (a promise is at most the
	// payable-now amount).
	Amounts loans.Amounts
	// Letters are the demand letters generated for the loan (no bytes).
	Letters []Letter
}

// Case reads a case as role sees it now.
func (s *Service) Case(ctx context.Context, role admin.Role, orderID int64) (CaseView, error) {
	row, err := s.Desk.CollectionCase(ctx, orderID)
	if err != nil {
		return CaseView{}, err
	}
	contacts, promises, err := s.Desk.CaseLog(ctx, orderID)
	if err != nil {
		return CaseView{}, err
	}
	if contacts == nil {
		contacts = []CaseContact{}
	}
	var amounts loans.Amounts
	if s.Amounts != nil {
		if amounts, err = s.Amounts.Amounts(ctx, orderID); err != nil {
			return CaseView{}, err
		}
	}
	letters := []Letter{}
	if s.Letters != nil {
		if letters, err = s.Letters.Letters(ctx, orderID); err != nil {
			return CaseView{}, err
		}
	}
	now := s.Clock.Now()
	today := loans.DateOf(now)
	return CaseView{Case: RowOn(role, row, today), Contacts: contacts, Promises: PromisesOn(promises, today), ContactAllowed: notify.Allowed(now), Amounts: amounts, Letters: letters}, nil
}

// ErrCaseHeld is a claim of a case another agent holds (a supervisor can assign it).
var ErrCaseHeld = errors.New("collections: another agent holds this case")

// ClaimCase gives an agent a case nobody holds (the store's not-found error for no such
// order; ErrCaseHeld when another agent holds it).
func (s *Service) ClaimCase(ctx context.Context, orderID, agentID int64, audit admin.Entry) error {
	if _, err := s.Desk.CollectionCase(ctx, orderID); err != nil {
		return err
	}
	return s.Claim(ctx, orderID, agentID, audit)
}

// MaxAssign is the most cases one assignment moves.
const MaxAssign = 500

// ErrBadAssign refuses an assignment of no cases, too many, or to no agent.
var ErrBadAssign = errors.New("collections: choose from 1 to 500 cases and an agent")

// AssignCases gives existing cases to an existing agent (0 puts them back in the queue).
func (s *Service) AssignCases(ctx context.Context, orderIDs []int64, agentID int64, audit admin.Entry) error {
	if len(orderIDs) == 0 || len(orderIDs) > MaxAssign || agentID < 0 {
		return ErrBadAssign
	}
	if agentID != 0 {
		if _, found, err := s.Desk.OperatorByID(ctx, agentID); err != nil || !found {
			return ErrNoAgent
		}
	}
	for _, id := range orderIDs {
		if _, err := s.Desk.CollectionCase(ctx, id); err != nil {
			return ErrNoOrder{ID: id}
		}
	}
	return s.Assign(ctx, orderIDs, agentID, audit)
}

// MaxContactNote bounds a contact's note, in bytes.
const MaxContactNote = 1000

// ErrLongNote refuses a contact's note over MaxContactNote.
var ErrLongNote = errors.New("collections: the note is at most 1,000 characters")

// RecordContact checks (the note trimmed) and records an agent's call or message on a case; a
// promise is checked against what the borrower may pay today (the payable-now amount). The
// case's next-action day becomes the one given, else NextActionOn's default. An "SMS
// (template)" contact (channel sms) sends the borrower the CollectionSMS template with the
// amount past due, queued in the contact's transaction (so only within the MC 18 hours, which
// the contact itself needs).
func (s *Service) RecordContact(ctx context.Context, orderID, agentID int64, c Contact, audit admin.Entry) (int64, error) {
	if len(c.Note) > MaxContactNote {
		return 0, ErrLongNote
	}
	c.Note = strings.TrimSpace(c.Note)
	row, err := s.Desk.CollectionCase(ctx, orderID)
	if err != nil {
		return 0, err
	}
	today := loans.DateOf(s.Clock.Now())
	if c.NextActionDay == "" {
		c.NextActionDay = NextActionOn(c, today)
	}
	if c.Outcome != OutcomePromised && c.Channel != ChannelSMS {
		return s.Record(ctx, orderID, agentID, 0, c, audit)
	}
	if s.Amounts == nil {
		return 0, errors.New("collections: the service has no amounts reader")
	}
	a, err := s.Amounts.Amounts(ctx, orderID)
	if err != nil {
		return 0, err
	}
	if c.Channel == ChannelSMS {
		if a.PastDueCents <= 0 {
			return 0, fmt.Errorf("%w: nothing is past due on this loan, so no collections SMS is sent", ErrBadContact)
		}
		c.Message = &notify.Notice{OrderID: orderID, Kind: CollectionSMS, Fields: notify.Fields{
			OrderNo: row.OrderNo, AmountCents: a.PastDueCents, DaysPastDue: DaysPastDue(row.OverdueSince, today)}}
	}
	return s.Record(ctx, orderID, agentID, a.PayableNowCents, c, audit)
}

// SetNextAction sets a case's next-action day (today to MaxNextAction days ahead), audited;
// the agent holding the case keeps it.
func (s *Service) SetNextAction(ctx context.Context, orderID int64, day string, audit admin.Entry) error {
	row, err := s.Desk.CollectionCase(ctx, orderID)
	if err != nil {
		return err
	}
	if err := CheckNextAction(day, loans.DateOf(s.Clock.Now())); err != nil {
		return err
	}
	audit.Before = map[string]any{"nextActionDay": row.NextActionDay}
	audit.After = map[string]any{"nextActionDay": day}
	return s.Repo.SetNextAction(ctx, orderID, day, s.Clock.Now().UnixMilli(), audit)
}

// OrderMessages lists the messages the scheduler sent (or holds) for the borrower of an
// order, newest first.
func (s *Service) OrderMessages(ctx context.Context, orderID int64) ([]notify.Message, error) {
	o, _, _, err := s.Desk.CaseBorrower(ctx, orderID)
	if err != nil {
		return nil, err
	}
	return s.Desk.BorrowerMessages(ctx, o.UserID, MessageLimit)
}

// Stats is the collections dashboard: roll rates per bucket over the last month and the
// promises made in the last 30 days by status.
type Stats struct {
	Rolls    []Roll
	Promises map[string]int
}

// Stats reads the dashboard at the clock's time.
func (s *Service) Stats(ctx context.Context) (Stats, error) {
	moves, err := s.Desk.OverdueMoves(ctx)
	if err != nil {
		return Stats{}, err
	}
	now := s.Clock.Now()
	counts, err := s.Desk.PromiseCounts(ctx, now.Add(-30*24*time.Hour).UnixMilli())
	if err != nil {
		return Stats{}, err
	}
	return Stats{Rolls: RollRates(Spells(moves), loans.DateOf(now)), Promises: counts}, nil
}

// Rates is the collection rate of each bucket over from..to (zero days: the 30 days ending
// today).
func (s *Service) Rates(ctx context.Context, from, to loans.Date) (loans.Date, loans.Date, []Rate, error) {
	today := loans.DateOf(s.Clock.Now())
	if from.IsZero() {
		from = today.Add(-29)
	}
	if to.IsZero() {
		to = today
	}
	if err := CheckRange(from, to); err != nil {
		return from, to, nil, err
	}
	moves, err := s.Desk.OverdueMoves(ctx)
	if err != nil {
		return from, to, nil, err
	}
	books, err := s.Desk.OverdueLedgers(ctx, to)
	if err != nil {
		return from, to, nil, err
	}
	return from, to, CollectionRates(Spells(moves), books, from, to), nil
}

// Notes lists a borrower's notes, newest first.
func (s *Service) Notes(ctx context.Context, userID int64) ([]Note, error) {
	if err := s.Desk.BorrowerExists(ctx, userID); err != nil {
		return nil, err
	}
	return s.Desk.BorrowerNotes(ctx, userID)
}

// AddNoteFor checks and appends an agent's note about a borrower and lists the notes after it.
func (s *Service) AddNoteFor(ctx context.Context, userID, authorID int64, text string, audit admin.Entry) (int64, []Note, error) {
	id, err := AddNote(ctx, s.Notebook, s.Clock, userID, authorID, text, audit)
	if err != nil {
		return 0, nil, err
	}
	notes, err := s.Desk.BorrowerNotes(ctx, userID)
	return id, notes, err
}

// hotline is the customer-service telephone a reference is asked to have the borrower call:
// the back office's contacts, else the configured one.
func (s *Service) hotline(ctx context.Context) (string, error) {
	_, phone, saved, err := s.Desk.SupportContacts(ctx)
	if err != nil {
		return "", err
	}
	if !saved || phone == "" {
		phone = s.SupportPhone
	}
	return phone, nil
}

// referenceRequest reads an order's borrower and profile into a request (slot and language
// to fill).
func (s *Service) referenceRequest(ctx context.Context, orderID int64) (ReferenceRequest, error) {
	o, name, profile, err := s.Desk.CaseBorrower(ctx, orderID)
	if err != nil {
		return ReferenceRequest{}, err
	}
	secrets := notify.Secrets{AmountsCents: []int64{o.Amount, o.Standing.PayoffCents, o.Standing.PastDueCents, o.TotalRepay, o.NetProceeds}}
	for _, day := range []string{o.DueDate, o.Standing.OverdueSince} {
		if d, err := loans.ParseDate(day); err == nil {
			secrets.Days = append(secrets.Days, d)
		}
	}
	return ReferenceRequest{OrderID: o.ID, UserID: o.UserID, Status: loans.Status(o.Status), BorrowerName: name, Profile: profile, Secrets: secrets}, nil
}

// CaseReference is a reference of the borrower's profile as the case page shows it (phone
// masked by role, the relationship's label) with today's message to it, if any.
type CaseReference struct {
	Reference
	RelationLabel string
	MessageID     int64
	MessageStatus string
}

// ReferencesView is a case's references, whether a message may go now, whether the loan is
// past due, and the text each reference would receive in each language ("ref1/en").
type ReferencesView struct {
	References     []CaseReference
	ContactAllowed bool
	Overdue        bool
	Texts          map[string]string
}

// References lists the references of a case's borrower as role sees them, with today's
// message to each and the fixed text each would receive.
func (s *Service) References(ctx context.Context, role admin.Role, orderID int64) (ReferencesView, error) {
	req, err := s.referenceRequest(ctx, orderID)
	if err != nil {
		return ReferencesView{}, err
	}
	wording, err := s.Desk.MessageWording(ctx)
	if err != nil {
		return ReferencesView{}, err
	}
	hotline, err := s.hotline(ctx)
	if err != nil {
		return ReferencesView{}, err
	}
	msgs, err := s.Desk.BorrowerMessages(ctx, req.UserID, MessageLimit)
	if err != nil {
		return ReferencesView{}, err
	}
	now := s.Clock.Now()
	today := loans.DateOf(now)
	labels := map[string]string{}
	if s.Labels != nil {
		labels = s.Labels(req.Profile)
	}
	out := ReferencesView{References: []CaseReference{}, ContactAllowed: notify.Allowed(now), Overdue: req.Status == loans.StatusOverdue, Texts: map[string]string{}}
	for _, ref := range ReferencesOf(req.Profile) {
		row := CaseReference{Reference: ref, RelationLabel: labels[ref.Slot+"Relation"]}
		row.Phone = admin.PhoneFor(role, ref.Phone)
		for _, m := range msgs {
			if m.OrderID == orderID && m.Kind == notify.ReferenceCallback && m.Day == ReferenceKey(ref.Slot, today) {
				row.MessageID, row.MessageStatus = m.ID, m.Status
			}
		}
		out.References = append(out.References, row)
		for _, lang := range notify.Languages() {
			text, err := wording.RenderReference(lang, notify.ReferenceFields{Name: ref.Name, Borrower: notify.FirstName(req.BorrowerName), Hotline: hotline})
			if err != nil {
				return ReferencesView{}, err
			}
			out.Texts[ref.Slot+"/"+lang] = text
		}
	}
	return out, nil
}

// MessageReference queues the fixed message to reference slot of an order's borrower in
// lang for an agent (SendReferenceMessage's rules), audited.
func (s *Service) MessageReference(ctx context.Context, orderID, agentID int64, slot, lang string, audit admin.Entry) (notify.Message, error) {
	req, err := s.referenceRequest(ctx, orderID)
	if err != nil {
		return notify.Message{}, err
	}
	hotline, err := s.hotline(ctx)
	if err != nil {
		return notify.Message{}, err
	}
	req.AgentID, req.Slot, req.Lang = agentID, slot, lang
	return SendReferenceMessage(ctx, s.Referrals, s.Clock, hotline, req, audit)
}

// Store is everything the service needs from the database; the store's collections desk
// implements it.
type Store interface {
	Repo
	DeskRepo
	NoteRepo
	ReferenceRepo
	LetterRepo
}

// New builds the service over the store's collections desk; supportPhone is the configured
// customer-service telephone, labels the profile's displayed answers (lending.DisplayedProfile).
func New(st Store, clk clock.Clock, log *slog.Logger, supportPhone string, labels func(map[string]string) map[string]string) *Service {
	return &Service{Repo: st, Desk: st, Notebook: st, Referrals: st, Letters: st, Clock: clk, Log: log, SupportPhone: supportPhone, Labels: labels}
}
