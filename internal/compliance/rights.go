package compliance

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/i18n"
	"github.com/pautang/pautang/internal/privacy"
	"github.com/pautang/pautang/internal/records"
	"github.com/pautang/pautang/internal/store"
)

// The refusals of the data subject's requests.
var (
	// ErrRequestOpen refuses a second open request of one kind.
	ErrRequestOpen = privacy.ErrRequestOpen
	// ErrRequestClosed refuses acting on a request already answered.
	ErrRequestClosed = apperr.New("privacy_request_closed", "This request was answered already.")
	// ErrNoCopy refuses a download of a copy the borrower did not ask for.
	ErrNoCopy = privacy.ErrNoCopy
)

// ConsentState is where one kind of consent stands for a borrower: the latest row of the kind.
type ConsentState struct {
	Kind         string `json:"kind"`
	Version      string `json:"version"` // the version consented to ("" when never given)
	Current      string `json:"current"` // the version in force
	Granted      bool   `json:"granted"`
	At           int64  `json:"at"` // 0: never recorded
	Method       string `json:"method"`
	OrderID      int64  `json:"orderId"`
	Withdrawable bool   `json:"withdrawable"`
}

// Consents is a borrower's consents: where each kind stands and every row, newest first.
type Consents struct {
	State   []ConsentState  `json:"state"`
	History []store.Consent `json:"history"`
}

// ConsentsOf reads a borrower's consents. Marketing, never switched, stands as given (the
// settings' switch starts on and was shown with the privacy notice).
func (s *Service) ConsentsOf(ctx context.Context, userID int64) (Consents, error) {
	rows, err := s.Store.Privacy().Consents(ctx, userID)
	if err != nil {
		return Consents{}, err
	}
	out := Consents{History: rows}
	for _, kind := range []string{privacy.ConsentPrivacyNotice, privacy.ConsentCICNotice, privacy.ConsentMarketing} {
		st := ConsentState{Kind: kind, Current: privacy.Version(kind), Withdrawable: privacy.Withdrawable(kind)}
		i := slices.IndexFunc(rows, func(c store.Consent) bool { return c.Kind == kind })
		switch {
		case i >= 0:
			c := rows[i]
			st.Version, st.Granted, st.At, st.Method, st.OrderID = c.Version, c.Granted, c.At, c.Method, c.OrderID
		case kind == privacy.ConsentMarketing:
			p, err := s.Store.Users().MessagePrefsOf(ctx, userID)
			if err != nil && !errors.Is(err, store.ErrNotFound) {
				return Consents{}, err
			}
			st.Granted, st.At = p.MarketingOffAt == 0, p.MarketingOffAt
		}
		out.State = append(out.State, st)
	}
	return out, nil
}

// RequestView is a request with its 30-day clock.
type RequestView struct {
	store.PrivacyRequest
	Clock privacy.Clock `json:"clock"`
}

func (s *Service) view(p store.PrivacyRequest) RequestView {
	return RequestView{PrivacyRequest: p, Clock: privacy.ClockAt(p.DueAt, p.ClosedAt, s.Clock.Now().UnixMilli())}
}

// Request opens the borrower's own request in the app (audited privacy.request as the
// borrower) and answers what is answered at once: a copy of their data is ready to download
// in the app; erasure is carried out (refused while a loan is open: the request is kept
// refused with the reason, and the refusal answered). A correction waits for an operator.
func (s *Service) Request(ctx context.Context, userID int64, r privacy.Request) (RequestView, error) {
	return s.open(ctx, userID, r, privacy.ChannelApp, "borrower", admin.Entry{})
}

// OpenForBorrower is customer service opening a request for borrower userID (audited as by),
// answered as Request answers it.
// An erasure refused for an open loan is no error here: the request is kept refused with the
// reason, which the operator reads on it.
func (s *Service) OpenForBorrower(ctx context.Context, userID int64, r privacy.Request, by admin.Entry) (RequestView, error) {
	v, err := s.open(ctx, userID, r, privacy.ChannelService, actorName(by), by)
	if errors.Is(err, ErrOpenLoan) && v.ID != 0 {
		err = nil
	}
	return v, err
}

func (s *Service) open(ctx context.Context, userID int64, r privacy.Request, channel, openedBy string, by admin.Entry) (RequestView, error) {
	now := s.Clock.Now()
	r, err := r.Check(now)
	if err != nil {
		return RequestView{}, err
	}
	at := now.UnixMilli()
	p := store.PrivacyRequest{UserID: userID, Kind: r.Kind, Status: privacy.StatusOpen, Field: r.Field, Value: r.Value, Detail: r.Detail,
		Channel: channel, OpenedBy: openedBy, OpenedAt: at, DueAt: privacy.DueAt(at)}
	if r.Kind == privacy.KindAccess {
		// The copy is made when it is downloaded, from the data as it then is.
		p.Status, p.ClosedAt, p.ClosedBy, p.Outcome = privacy.StatusDone, at, "system", "A copy of the data is ready to download in the app (JSON and PDF)."
	}
	audit := by
	audit.Action, audit.At = "privacy.request", at
	audit.After = map[string]any{"userId": userID, "kind": r.Kind, "field": r.Field, "channel": channel, "openedBy": openedBy, "dueAt": p.DueAt, "status": p.Status}
	p, err = s.Store.Privacy().OpenPrivacyRequest(ctx, p, audit)
	switch {
	case errors.Is(err, store.ErrPrivacyRequestOpen):
		return RequestView{}, ErrRequestOpen
	case errors.Is(err, store.ErrNotFound):
		return RequestView{}, apperr.New(apperr.CodeNotFound, "No such borrower.")
	case err != nil:
		return RequestView{}, err
	}
	if r.Kind == privacy.KindErasure {
		return s.carryOutErasure(ctx, p, openedBy, by)
	}
	return s.view(p), nil
}

// carryOutErasure erases the borrower of an open erasure request and closes it: done with
// what is kept and until when, or refused with the reason (the refusal is returned too).
func (s *Service) carryOutErasure(ctx context.Context, p store.PrivacyRequest, requester string, by admin.Entry) (RequestView, error) {
	e, err := s.erase(ctx, p.UserID, requester, by)
	status, outcome := privacy.StatusDone, "Erased."
	switch {
	case errors.Is(err, ErrOpenLoan):
		status, outcome = privacy.StatusRefused, ErrOpenLoan.Message
	case errors.Is(err, ErrErased):
		outcome = "Erased already."
	case err != nil:
		return RequestView{}, err
	case e.KeepUntil != "":
		outcome = "Erased what the law lets go; the loan, identity and transaction records are kept until " + e.KeepUntil + ". " + e.LegalBasis
	}
	closing := by
	closing.Action = "privacy.request.close"
	done, cerr := s.Store.Privacy().ClosePrivacyRequest(ctx, p.ID, status, outcome, requester, s.Clock.Now().UnixMilli(), closing)
	if cerr != nil {
		return RequestView{}, cerr
	}
	if status == privacy.StatusRefused {
		return s.view(done), ErrOpenLoan
	}
	return s.view(done), nil
}

// RequestsOf lists a borrower's requests with their clocks.
func (s *Service) RequestsOf(ctx context.Context, userID int64) ([]RequestView, error) {
	return s.Requests(ctx, store.PrivacyRequestFilter{UserID: userID})
}

// Requests lists the requests f selects with their clocks (the back office's list: open ones
// by due time first).
func (s *Service) Requests(ctx context.Context, f store.PrivacyRequestFilter) ([]RequestView, error) {
	switch f.Status {
	case "", privacy.StatusOpen, privacy.StatusDone, privacy.StatusRefused:
	default:
		return nil, apperr.Invalid("status must be open, done or refused.")
	}
	switch f.Kind {
	case "", privacy.KindAccess, privacy.KindCorrection, privacy.KindErasure:
	default:
		return nil, apperr.Invalid("kind must be access, correction or erasure.")
	}
	rows, err := s.Store.Privacy().PrivacyRequests(ctx, f)
	if err != nil {
		return nil, err
	}
	out := make([]RequestView, len(rows))
	for i, p := range rows {
		out[i] = s.view(p)
	}
	return out, nil
}

// RequestFilter selects requests (store.PrivacyRequestFilter).
type RequestFilter = store.PrivacyRequestFilter

// RequestQueue is the back office's list of requests with how many are open and overdue.
type RequestQueue struct {
	Requests []RequestView `json:"requests"`
	Open     int           `json:"open"`
	Overdue  int           `json:"overdue"`
}

// Queue lists the requests f selects with the counts of the open and overdue ones among them.
func (s *Service) Queue(ctx context.Context, f store.PrivacyRequestFilter) (RequestQueue, error) {
	list, err := s.Requests(ctx, f)
	if err != nil {
		return RequestQueue{}, err
	}
	q := RequestQueue{Requests: list}
	for _, v := range list {
		if v.Status == privacy.StatusOpen {
			q.Open++
			if v.Clock.Overdue {
				q.Overdue++
			}
		}
	}
	return q, nil
}

// AssignRequest makes operator ownerID the owner of open request id, audited as by.
func (s *Service) AssignRequest(ctx context.Context, id, ownerID int64, by admin.Entry) (RequestView, error) {
	if ownerID <= 0 {
		return RequestView{}, apperr.Invalid("operatorId is required.")
	}
	by.Action, by.At = "privacy.request.assign", s.Clock.Now().UnixMilli()
	p, err := s.Store.Privacy().AssignPrivacyRequest(ctx, id, ownerID, by)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return RequestView{}, apperr.New(apperr.CodeNotFound, "No such request or operator.")
	case errors.Is(err, store.ErrConflict):
		return RequestView{}, ErrRequestClosed
	case err != nil:
		return RequestView{}, err
	}
	return s.view(p), nil
}

// CloseRequest answers open request id as by: refused with the reason (note), or done. Done
// carries the request out: an erasure erases; a correction of the name or birth date changes
// them through the identity-check rules (after an approved check, a new check opens); any
// other correction is done by the operator and described in note.
func (s *Service) CloseRequest(ctx context.Context, id int64, done bool, note string, by admin.Entry) (RequestView, error) {
	note = strings.TrimSpace(note)
	if len([]rune(note)) > privacy.MaxDetail {
		return RequestView{}, apperr.Invalid("The note can be at most 1,000 characters.")
	}
	p, err := s.Store.Privacy().PrivacyRequestByID(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return RequestView{}, apperr.New(apperr.CodeNotFound, "No such request.")
	}
	if err != nil {
		return RequestView{}, err
	}
	if p.Status != privacy.StatusOpen {
		return RequestView{}, ErrRequestClosed
	}
	now, who := s.Clock.Now().UnixMilli(), actorName(by)
	by.Action = "privacy.request.close"
	switch {
	case !done:
		if note == "" {
			return RequestView{}, apperr.Invalid("Say why the request is refused.")
		}
		p, err = s.Store.Privacy().ClosePrivacyRequest(ctx, id, privacy.StatusRefused, note, who, now, by)
	case p.Kind == privacy.KindErasure:
		v, err := s.carryOutErasure(ctx, p, who, by)
		if errors.Is(err, ErrOpenLoan) {
			err = nil // the refusal is the answer, kept on the request
		}
		return v, err
	case p.Kind == privacy.KindCorrection && (p.Field == privacy.FieldName || p.Field == privacy.FieldBirthDate):
		if note == "" {
			note = "Corrected."
		}
		p, err = s.Store.Privacy().ApplyCorrection(ctx, p, note, who, now, by)
	default:
		if note == "" {
			return RequestView{}, apperr.Invalid("Say what was done.")
		}
		p, err = s.Store.Privacy().ClosePrivacyRequest(ctx, id, privacy.StatusDone, note, who, now, by)
	}
	if errors.Is(err, store.ErrConflict) {
		return RequestView{}, ErrRequestClosed
	}
	if err != nil {
		return RequestView{}, err
	}
	return s.view(p), nil
}

// CopyFor is the copy of borrower userID's data their access request id delivers, made now
// from the data as it is (audited privacy.export).
func (s *Service) CopyFor(ctx context.Context, userID, requestID int64) (Export, error) {
	p, err := s.Store.Privacy().PrivacyRequestByID(ctx, requestID)
	if errors.Is(err, store.ErrNotFound) || (err == nil && (p.UserID != userID || p.Kind != privacy.KindAccess || p.Status != privacy.StatusDone)) {
		return Export{}, ErrNoCopy
	}
	if err != nil {
		return Export{}, err
	}
	return s.ExportPerson(ctx, userID, admin.Entry{})
}

// ExportPDF writes an export as a PDF (the signed documents' layout): a heading per table, a
// paragraph per row, each column as "name: value"; the title and introduction in the
// borrower's language.
func ExportPDF(ctx context.Context, e Export, company string) ([]byte, error) {
	at := time.UnixMilli(e.ExportedAt).In(clock.Manila)
	var b strings.Builder
	fmt.Fprintln(&b, i18n.T(ctx, privacy.CopyTitle))
	fmt.Fprintln(&b, i18n.F(ctx, privacy.CopyIntro, company, e.UserID, at.Format("2006-01-02 15:04")))
	tables := make([]string, 0, len(e.Tables))
	for t := range e.Tables {
		tables = append(tables, t)
	}
	slices.Sort(tables)
	for _, t := range tables {
		rows := e.Tables[t]
		fmt.Fprintf(&b, "\n## %s (%d)\n", t, len(rows))
		for _, row := range rows {
			cols := make([]string, 0, len(row))
			for c := range row {
				cols = append(cols, c)
			}
			slices.Sort(cols)
			parts := make([]string, len(cols))
			for i, c := range cols {
				parts[i] = c + ": " + pdfValue(row[c])
			}
			fmt.Fprintln(&b, strings.Join(parts, "; "))
		}
	}
	return records.PDF(b.String(), at, company+" - "+i18n.T(ctx, privacy.CopyTitle)+" - "+at.Format("2006-01-02"))
}

func pdfValue(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return strings.ReplaceAll(x, "\n", " ")
	case int64:
		return strconv.FormatInt(x, 10)
	default:
		b, err := json.Marshal(x)
		if err != nil {
			return fmt.Sprint(x)
		}
		return string(b)
	}
}

// BreachView is a breach with its notification clocks (72 hours from the discovery).
type BreachView struct {
	store.Breach
	NPCClock      privacy.Clock `json:"npcClock"`
	SubjectsClock privacy.Clock `json:"subjectsClock"`
}

func (s *Service) breachView(b store.Breach) BreachView {
	now := s.Clock.Now().UnixMilli()
	return BreachView{Breach: b, NPCClock: privacy.ClockAt(b.NPCDueAt, b.NPCNotifiedAt, now), SubjectsClock: privacy.ClockAt(b.SubjectsDueAt, b.SubjectsNotifiedAt, now)}
}

// RecordBreach keeps a breach in the register with its two 72-hour clocks, audited
// privacy.breach as by.
func (s *Service) RecordBreach(ctx context.Context, in privacy.Breach, by admin.Entry) (BreachView, error) {
	now := s.Clock.Now().UnixMilli()
	in, err := in.Check(now)
	if err != nil {
		return BreachView{}, err
	}
	due := privacy.NotifyDue(in.DiscoveredAt)
	b := store.Breach{Title: in.Title, Description: in.Description, OccurredAt: in.OccurredAt, DiscoveredAt: in.DiscoveredAt, DataAffected: in.DataAffected,
		SubjectsAffected: in.SubjectsAffected, NPCDueAt: due, SubjectsDueAt: due, RecordedBy: actorName(by), RecordedAt: now}
	by.Action, by.At = "privacy.breach", now
	b, err = s.Store.Privacy().AddBreach(ctx, b, by)
	if err != nil {
		return BreachView{}, err
	}
	return s.breachView(b), nil
}

// BreachRegister is the register with the clocks as they stand now and how many breaches
// have a notification past due and not made.
type BreachRegister struct {
	Breaches []BreachView `json:"breaches"`
	Overdue  int          `json:"overdue"`
}

// Breaches reads the register.
func (s *Service) Breaches(ctx context.Context) (BreachRegister, error) {
	rows, err := s.Store.Privacy().Breaches(ctx)
	if err != nil {
		return BreachRegister{}, err
	}
	out := BreachRegister{Breaches: make([]BreachView, len(rows))}
	for i, b := range rows {
		v := s.breachView(b)
		out.Breaches[i] = v
		if (v.NPCClock.Overdue && v.NPCNotifiedAt == 0) || (v.SubjectsClock.Overdue && v.SubjectsNotifiedAt == 0) {
			out.Overdue++
		}
	}
	return out, nil
}

// BreachNotified records that whom ("npc" or "subjects") was notified of breach id now,
// audited privacy.breach.notified as by.
func (s *Service) BreachNotified(ctx context.Context, id int64, whom string, by admin.Entry) (BreachView, error) {
	if whom != "npc" && whom != "subjects" {
		return BreachView{}, apperr.Invalid("whom must be npc or subjects.")
	}
	by.Action = "privacy.breach.notified"
	b, err := s.Store.Privacy().BreachNotified(ctx, id, whom, s.Clock.Now().UnixMilli(), by)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return BreachView{}, apperr.New(apperr.CodeNotFound, "No such breach.")
	case errors.Is(err, store.ErrConflict):
		return BreachView{}, apperr.New(apperr.CodeConflict, "That notification was recorded already.")
	case err != nil:
		return BreachView{}, err
	}
	return s.breachView(b), nil
}

// Overview is the borrower's privacy page: their consents and requests.
type Overview struct {
	Consents Consents
	Requests []RequestView
}

// Overview reads the borrower's consents and requests.
func (s *Service) Overview(ctx context.Context, userID int64) (Overview, error) {
	c, err := s.ConsentsOf(ctx, userID)
	if err != nil {
		return Overview{}, err
	}
	r, err := s.RequestsOf(ctx, userID)
	return Overview{Consents: c, Requests: r}, err
}
