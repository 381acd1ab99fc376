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

// handleAdminOrderMessages lists the messages the scheduler sent (or holds) for the borrower
// of an order, newest first, with their delivery status; the phone is masked by role.
func (s operatorCollections) handleAdminOrderMessages(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	msgs, err := s.Collections.OrderMessages(r.Context(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, orderMessages{Messages: adminMessages(c.Op.Role, msgs)})
}

// collectionError turns the collections rules' errors into the envelope's.
func collectionError(err error) error {
	switch {
	case errors.Is(err, collections.ErrOutsideHours), errors.Is(err, collections.ErrBadContact):
		msg := err.Error()
		if i := strings.Index(msg, ": "); i >= 0 {
			msg = msg[i+2:]
		}
		if errors.Is(err, collections.ErrOutsideHours) {
			msg = strings.TrimPrefix(msg, "outside the contact hours: ")
			return apperr.New(apperr.CodeForbidden, "No calls or messages now: "+msg+".")
		}
		msg = strings.TrimPrefix(msg, "invalid contact: ")
		return apperr.Invalid("%s.", strings.ToUpper(msg[:1])+msg[1:])
	case errors.Is(err, collections.ErrPromiseAbovePayable):
		msg := strings.TrimPrefix(err.Error(), collections.ErrPromiseAbovePayable.Error()+": ")
		return apperr.New(CodePromiseAbovePayable, strings.ToUpper(msg[:1])+msg[1:]+".")
	case errors.Is(err, collections.ErrCaseHeld):
		return apperr.New(apperr.CodeConflict, "Another agent holds this case; a supervisor can assign it.")
	case errors.Is(err, collections.ErrBadAssign):
		return apperr.Invalid("Choose from 1 to 500 cases and an agent.")
	case errors.Is(err, collections.ErrNoAgent):
		return apperr.Invalid("No such agent.")
	case errors.Is(err, collections.ErrLongNote):
		return apperr.Invalid("The note is at most 1,000 characters.")
	case errors.Is(err, collections.ErrBadRange):
		return apperr.Invalid("The range is invalid: from must be a day not after to, at most %d days.", collections.MaxRateDays)
	}
	var no collections.ErrNoOrder
	if errors.As(err, &no) {
		return apperr.Invalid("No order %d.", no.ID)
	}
	return err
}

// collectionRow is a queue row as the back office shows it (collections.RowOn).
func collectionRow(v collections.CaseRow) collectionCaseRow {
	r := v.Row
	return collectionCaseRow{
		OrderID: r.OrderID, OrderNo: r.OrderNo, UserID: r.UserID, Name: r.Name, Phone: v.Phone,
		ProductName: r.ProductName, OverdueSince: r.OverdueSince, DaysPastDue: v.DaysPastDue, Bucket: v.Bucket,
		AmountCents: r.PayoffCents, PastDueCents: r.PastDueCents, AgentID: r.AgentID, AgentName: r.AgentName,
		PromiseCents: r.PromiseCents, PromiseDay: r.PromiseDay, PromiseStatus: v.PromiseStatus, PaidSinceCents: r.PaidSince,
		NextActionDay: r.NextActionDay,
	}
}

// handleAdminCollectionCase is a case: the queue row, the contact log, the promises and the
// messages sent (the loan itself is GET /orders/{id}).
func (s operatorCollections) handleAdminCollectionCase(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	v, err := s.Collections.Case(r.Context(), c.Op.Role, id)
	if err != nil {
		fail(w, r, err)
		return
	}
	ps := make([]promiseView, 0, len(v.Promises))
	for _, p := range v.Promises {
		ps = append(ps, promiseView{ID: p.ID, AgentID: p.AgentID, AmountCents: p.AmountCents, Day: p.Day, Status: p.Status, PaidSinceCents: p.PaidSince, CreatedAt: p.CreatedAt, ResolvedAt: p.ResolvedAt})
	}
	ok(w, r, FamilyZero, collectionCase{Case: collectionRow(v.Case), Contacts: contactsOf(v.Contacts), Promises: ps, ContactAllowed: v.ContactAllowed, Amounts: v.Amounts, Letters: v.Letters})
}

// handleAdminCollectionClaim gives the signed-in agent a case nobody holds.
func (s operatorCollections) handleAdminCollectionClaim(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	if err := s.Collections.ClaimCase(r.Context(), id, c.Op.ID,
		c.audit("collections.claim", "order", strconv.FormatInt(id, 10), nil, map[string]any{"agentId": c.Op.ID})); err != nil {
		fail(w, r, collectionError(err))
		return
	}
	ok(w, r, FamilyZero, caseClaimed{OrderID: id, AgentID: c.Op.ID})
}

// handleAdminCollectionAssign gives cases to an agent in bulk (JSON orderIds, agentId; 0 returns them to the queue).
func (s operatorCollections) handleAdminCollectionAssign(w http.ResponseWriter, r *http.Request, c adminCtx) {
	var in assignBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	if err := s.Collections.AssignCases(r.Context(), in.OrderIDs, in.AgentID,
		c.audit("collections.assign", "operator", strconv.FormatInt(in.AgentID, 10), nil, map[string]any{"orderIds": in.OrderIDs})); err != nil {
		fail(w, r, collectionError(err))
		return
	}
	ok(w, r, FamilyZero, casesAssigned{Assigned: len(in.OrderIDs)})
}

// handleAdminCollectionContact records a call or message (JSON channel, outcome, note,
// promiseCents, promiseDay) within the MC 18 hours.
func (s operatorCollections) handleAdminCollectionContact(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in contactBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	contact := collections.Contact{Channel: in.Channel, Outcome: in.Outcome, Note: in.Note, PromiseCents: in.PromiseCents, PromiseDay: in.PromiseDay, NextActionDay: in.NextActionDay}
	cid, err := s.Collections.RecordContact(r.Context(), id, c.Op.ID, contact,
		c.audit("collections.contact", "order", strconv.FormatInt(id, 10), nil, map[string]any{"channel": in.Channel, "outcome": in.Outcome, "promiseCents": in.PromiseCents, "promiseDay": in.PromiseDay}))
	if err != nil {
		fail(w, r, collectionError(err))
		return
	}
	ok(w, r, FamilyZero, contactRecorded{ContactID: cid})
}

// handleAdminCollectionNextAction sets a case's next-action day (JSON day), audited.
func (s operatorCollections) handleAdminCollectionNextAction(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in nextActionBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	if err := s.Collections.SetNextAction(r.Context(), id, in.Day, c.audit("collections.next_action", "order", strconv.FormatInt(id, 10), nil, nil)); err != nil {
		fail(w, r, collectionError(err))
		return
	}
	ok(w, r, FamilyZero, nextActionSet{OrderID: id, NextActionDay: in.Day})
}

// handleAdminCollectionLetter answers a demand letter's PDF as it was sent; every read is
// audited.
func (s operatorCollections) handleAdminCollectionLetter(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	letter, err := strconv.ParseInt(r.PathValue("letter"), 10, 64)
	if err != nil || letter <= 0 {
		fail(w, r, apperr.Invalid("The letter id in the path must be a positive whole number."))
		return
	}
	l, err := s.Collections.LetterPDF(r.Context(), id, letter, c.audit("collections.letter_read", "order", strconv.FormatInt(id, 10), nil, map[string]any{"letterId": letter}))
	if err != nil {
		fail(w, r, err)
		return
	}
	writeFile(w, "application/pdf", "pautang-"+strings.ReplaceAll(l.Kind, "_", "-")+"-"+strconv.FormatInt(id, 10)+".pdf", l.PDF)
}

// handleAdminBorrower is the borrower 360 page: profile, loans, payments, accounts (masked),
// messages and complaints of one borrower; a personal-data read (reason=..., audited).
func (s operatorCollections) handleAdminBorrower(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	f, err := s.Dossier.Borrower(r.Context(), c.Op.Role, id, c.audit("", "", "", nil, nil), r.URL.Query().Get("reason"))
	if err != nil {
		fail(w, r, err)
		return
	}
	payments := make([]borrowerPayment, 0, len(f.Payments))
	for _, p := range f.Payments {
		payments = append(payments, borrowerPayment{OrderID: p.OrderID, OrderNo: p.OrderNo, Ref: p.Ref, Day: p.Day, AmountCents: p.AmountCents})
	}
	amounts := make(map[string]loans.Amounts, len(f.Amounts))
	for id, a := range f.Amounts {
		amounts[strconv.FormatInt(id, 10)] = a
	}
	today := loans.DateOf(s.Clock.Now()).String()
	cs := make([]adminComplaint, 0, len(f.Complaints))
	for _, cp := range f.Complaints {
		cs = append(cs, s.complaintRow(c.Op.Role, f.ComplaintTypes, cp, f.User.Phone, today))
	}
	ok(w, r, FamilyZero, borrower360{
		Borrower: adminBorrower{ID: f.User.ID, Name: f.User.Name, Phone: f.Phone, CreatedAt: f.User.CreatedAt,
			MessageLang: f.Prefs.Lang, MarketingOffAt: f.Prefs.MarketingOffAt},
		Profile: f.Profile, Orders: f.Orders, Amounts: amounts, Payments: payments, Accounts: adminAccounts(f.Accounts), Messages: adminMessages(c.Op.Role, f.Messages), Complaints: cs,
		IdentityChanges: f.IdentityChanges, Risk: f.Risk,
	})
}

// handleAdminCollectionStats is the collections dashboard: roll rates per bucket over the last
// month (from the status history) and the promises made in the last 30 days by outcome.
func (s operatorCollections) handleAdminCollectionStats(w http.ResponseWriter, r *http.Request, c adminCtx) {
	st, err := s.Collections.Stats(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	counts := st.Promises
	ok(w, r, FamilyZero, collectionStats{Rolls: st.Rolls, RollDays: collections.RollDays,
		Promises: promiseCounts{Kept: counts[collections.PromiseKept], Broken: counts[collections.PromiseBroken], Pending: counts[collections.PromisePending]}})
}

// CodePromiseAbovePayable refuses a promise to pay above the payable-now amount (docs/errors.md).
const CodePromiseAbovePayable = "collections_promise_above_payable"
