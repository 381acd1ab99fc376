package api

import (
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/collections"
	"github.com/pautang/pautang/internal/loans"
)

// borrowerNotesData answers GET and POST /borrowers/{id}/notes: the borrower's notes, newest
// first (and, after a POST, the new note's id).
type borrowerNotesData struct {
	ID    int64                      `json:"id,omitempty"`
	Notes []collections.BorrowerNote `json:"notes"`
}

// borrowerNoteIn is the body of POST /borrowers/{id}/notes.
type borrowerNoteIn struct {
	Body string `json:"body"`
}

// handleAdminBorrowerNotes lists the notes agents wrote about a borrower, newest first.
func (s operatorCollections) handleAdminBorrowerNotes(w http.ResponseWriter, r *http.Request, _ adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	notes, err := s.Collections.Notes(r.Context(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, borrowerNotesData{Notes: notesOf(notes)})
}

// handleAdminBorrowerNoteAdd appends an agent's note about a borrower (JSON body), audited.
func (s operatorCollections) handleAdminBorrowerNoteAdd(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in borrowerNoteIn
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	nid, notes, err := s.Collections.AddNoteFor(r.Context(), id, c.Op.ID, in.Body, c.audit("borrowers.note", "borrower_note", "", nil, nil))
	if err != nil {
		fail(w, r, collectionsDeskError(err))
		return
	}
	ok(w, r, FamilyZero, borrowerNotesData{ID: nid, Notes: notesOf(notes)})
}

// caseReference is a reference of the borrower's profile as the case page shows it (phone
// masked by role) with today's message to it, if any.
type caseReference struct {
	Slot     string `json:"slot"`
	Name     string `json:"name"`
	Relation string `json:"relation"`
	Phone    string `json:"phone"`
	// Today's message to the reference (one a day): its row and delivery status.
	MessageID     int64  `json:"messageId"`
	MessageStatus string `json:"messageStatus"`
}

// caseReferencesData answers GET /collections/{id}/references: the references, whether a
// message may go now, and the text the reference would receive in each language.
type caseReferencesData struct {
	References     []caseReference   `json:"references"`
	ContactAllowed bool              `json:"contactAllowed"`
	Overdue        bool              `json:"overdue"`
	Texts          map[string]string `json:"texts"` // per reference slot and language: "ref1/en"
}

// referenceMessageIn is the body of POST /collections/{id}/references/message.
type referenceMessageIn struct {
	Slot string `json:"slot"`
	Lang string `json:"lang"`
}

// referenceMessageData answers POST /collections/{id}/references/message: the message queued.
type referenceMessageData struct {
	MessageID int64  `json:"messageId"`
	Slot      string `json:"slot"`
	Body      string `json:"body"`
	Status    string `json:"status"`
	SendAt    int64  `json:"sendAt"`
}

// handleAdminCaseReferences lists the references of a case's borrower with today's message
// to each and the fixed text each would receive.
func (s operatorCollections) handleAdminCaseReferences(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	v, err := s.Collections.References(r.Context(), c.Op.Role, id)
	if err != nil {
		fail(w, r, err)
		return
	}
	out := caseReferencesData{References: []caseReference{}, ContactAllowed: v.ContactAllowed, Overdue: v.Overdue, Texts: v.Texts}
	for _, ref := range v.References {
		out.References = append(out.References, caseReference{Slot: ref.Slot, Name: ref.Name, Relation: ref.RelationLabel, Phone: ref.Phone,
			MessageID: ref.MessageID, MessageStatus: ref.MessageStatus})
	}
	ok(w, r, FamilyZero, out)
}

// handleAdminCaseReferenceMessage queues the fixed message to a reference of the case's
// borrower (JSON slot, lang): MC 18 hours, a loan past due, one message per reference a day;
// recorded in the contact log and the borrower's message history, audited.
func (s operatorCollections) handleAdminCaseReferenceMessage(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in referenceMessageIn
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	m, err := s.Collections.MessageReference(r.Context(), id, c.Op.ID, in.Slot, in.Lang, c.audit("collections.reference_message", "order", strconv.FormatInt(id, 10), nil, nil))
	if err != nil {
		fail(w, r, collectionsDeskError(err))
		return
	}
	ok(w, r, FamilyZero, referenceMessageData{MessageID: m.ID, Slot: in.Slot, Body: m.Body, Status: m.Status, SendAt: m.SendAt})
}

// collectionsDeskError turns the notes' and references' errors into the envelope's (the
// contact rules' through collectionError).
func collectionsDeskError(err error) error {
	msg := func() string {
		m := err.Error()
		if i := strings.Index(m, ": "); i >= 0 {
			m = m[i+2:]
		}
		if i := strings.Index(m, ": "); i >= 0 {
			m = m[i+2:]
		}
		return strings.ToUpper(m[:1]) + m[1:] + "."
	}
	switch {
	case errors.Is(err, collections.ErrBadNote), errors.Is(err, collections.ErrNoReference):
		return apperr.Invalid("%s", msg())
	case errors.Is(err, collections.ErrReferenceToday):
		return apperr.New(apperr.CodeConflict, "This reference got a message today: one message per reference a day.")
	}
	return collectionError(err)
}

// collectionRatesData answers GET /collections/rates: the collection rate of each bucket over
// the range (docs/collections.md has the exact definition).
type collectionRatesData struct {
	From  string             `json:"from"`
	To    string             `json:"to"`
	Rates []collections.Rate `json:"rates"`
}

// handleAdminCollectionRates is the collection rate by bucket over from..to (Manila days,
// YYYY-MM-DD; default the 30 days ending today; at most 366 days).
func (s operatorCollections) handleAdminCollectionRates(w http.ResponseWriter, r *http.Request, _ adminCtx) {
	q, err := decodeQuery[dayRange](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var from, to loans.Date
	for _, p := range []struct {
		name string
		v    string
		day  *loans.Date
	}{{"from", q.From, &from}, {"to", q.To, &to}} {
		if v := p.v; v != "" {
			d, err := loans.ParseDate(v)
			if err != nil || d.IsZero() {
				fail(w, r, apperr.Invalid("%s must be a day like 2026-11-01.", p.name))
				return
			}
			*p.day = d
		}
	}
	from, to, rates, err := s.Collections.Rates(r.Context(), from, to)
	if err != nil {
		fail(w, r, collectionError(err))
		return
	}
	ok(w, r, FamilyZero, collectionRatesData{From: from.String(), To: to.String(), Rates: rates})
}
