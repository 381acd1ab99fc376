package collections

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
)

var errNotFound = errors.New("not found")

// fakeDesk is an in-memory Store: cases by order id, one borrower (id 3) with a profile.
type fakeDesk struct {
	cases     map[int64]CollectionRow
	agents    map[int64]bool
	order     loans.Order
	profile   map[string]string
	messages  []notify.Message
	phone     string // the saved support telephone ("" none)
	assigned  []int64
	contacts  []Contact
	notes     []string
	referrals []notify.Message
}

func (f *fakeDesk) ClaimCase(context.Context, int64, int64, int64, admin.Entry) error { return nil }
func (f *fakeDesk) AssignCases(_ context.Context, ids []int64, _, _ int64, _ admin.Entry) error {
	f.assigned = append(f.assigned, ids...)
	return nil
}
func (f *fakeDesk) AddContact(_ context.Context, _, _ int64, c Contact, _ int64, _ admin.Entry) (int64, error) {
	f.contacts = append(f.contacts, c)
	return int64(len(f.contacts)), nil
}
func (f *fakeDesk) OpenPromises(context.Context) ([]OpenPromise, error)        { return nil, nil }
func (f *fakeDesk) ResolvePromise(context.Context, int64, string, int64) error { return nil }
func (f *fakeDesk) OverdueCases(context.Context) ([]CollectionRow, error)      { return nil, nil }
func (f *fakeDesk) LetterKinds(context.Context) (map[int64]map[string]bool, error) {
	return map[int64]map[string]bool{}, nil
}
func (f *fakeDesk) AddLetter(context.Context, Letter, admin.Entry) (bool, error) { return true, nil }
func (f *fakeDesk) Letters(context.Context, int64) ([]Letter, error)             { return []Letter{}, nil }
func (f *fakeDesk) Letter(context.Context, int64, int64) (Letter, error) {
	return Letter{}, errNotFound
}
func (f *fakeDesk) AuditLetterRead(context.Context, admin.Entry) error { return nil }
func (f *fakeDesk) SetNextAction(_ context.Context, id int64, day string, _ int64, _ admin.Entry) error {
	r := f.cases[id]
	r.NextActionDay = day
	f.cases[id] = r
	return nil
}
func (f *fakeDesk) CaseLog(context.Context, int64) ([]CaseContact, []CollectionPromise, error) {
	return nil, []CollectionPromise{{ID: 1, AmountCents: 1000, Day: "2026-11-20", Status: PromisePending, PaidSince: 400}}, nil
}
func (f *fakeDesk) CollectionCase(_ context.Context, id int64) (CollectionRow, error) {
	r, ok := f.cases[id]
	if !ok {
		return r, errNotFound
	}
	return r, nil
}
func (f *fakeDesk) OverdueMoves(context.Context) ([]loans.StatusMove, error) { return nil, nil }
func (f *fakeDesk) PromiseCounts(context.Context, int64) (map[string]int, error) {
	return map[string]int{}, nil
}
func (f *fakeDesk) OverdueLedgers(context.Context, loans.Date) (map[int64][]loans.Entry, error) {
	return map[int64][]loans.Entry{}, nil
}
func (f *fakeDesk) OperatorByID(_ context.Context, id int64) (admin.Operator, bool, error) {
	return admin.Operator{ID: id}, f.agents[id], nil
}
func (f *fakeDesk) BorrowerNotes(context.Context, int64) ([]Note, error) {
	out := []Note{}
	for _, n := range f.notes {
		out = append(out, Note{Body: n})
	}
	return out, nil
}
func (f *fakeDesk) BorrowerExists(_ context.Context, id int64) error {
	if id != 3 {
		return errNotFound
	}
	return nil
}
func (f *fakeDesk) CaseBorrower(_ context.Context, id int64) (loans.Order, string, map[string]string, error) {
	if id != f.order.ID {
		return loans.Order{}, "", nil, errNotFound
	}
	return f.order, f.profile["fullName"], f.profile, nil
}
func (f *fakeDesk) BorrowerMessages(context.Context, int64, int) ([]notify.Message, error) {
	return f.messages, nil
}
func (f *fakeDesk) MessageWording(context.Context) (notify.Wording, error) { return nil, nil }
func (f *fakeDesk) SupportContacts(context.Context) (string, string, bool, error) {
	return "", f.phone, f.phone != "", nil
}
func (f *fakeDesk) AddBorrowerNote(_ context.Context, _, _ int64, body string, _ int64, _ admin.Entry) (int64, error) {
	f.notes = append([]string{body}, f.notes...)
	return int64(len(f.notes)), nil
}
func (f *fakeDesk) AddReferenceMessage(_ context.Context, m notify.Message, _ int64, _ Contact, _ admin.Entry) (int64, int64, error) {
	f.referrals = append(f.referrals, m)
	return int64(len(f.referrals)), 1, nil
}

var _ Store = (*fakeDesk)(nil)

// at is 10:00 in Manila on 2026-11-27, within the contact hours.
var at = time.Date(2026, 11, 27, 10, 0, 0, 0, clock.Manila)

func newDesk() (*Service, *fakeDesk) {
	f := &fakeDesk{
		cases:   map[int64]CollectionRow{7: {OrderID: 7, Phone: "09171234567", OverdueSince: "2026-11-20", PayoffCents: 50000}, 8: {OrderID: 8}},
		agents:  map[int64]bool{5: true},
		order:   loans.Order{ID: 7, UserID: 3, Status: int(loans.StatusOverdue)},
		profile: map[string]string{"fullName": "Juan Dela Cruz", "ref1Name": "Maria Dela Cruz", "ref1Relation": "3", "ref1Phone": "09181112233"},
	}
	labels := func(p map[string]string) map[string]string {
		return map[string]string{"ref1Relation": "Sibling:" + p["ref1Relation"]}
	}
	return New(f, clock.NewFixed(at), nil, "+63 2 8888 0000", labels), f
}

func TestRowAndPromisesOn(t *testing.T) {
	today := d("2026-11-27")
	for _, c := range []struct {
		name   string
		role   admin.Role
		row    CollectionRow
		phone  string
		days   int
		bucket string
		status string
	}{
		{"viewer: masked, no promise", admin.RoleViewer, CollectionRow{Phone: "09171234567", OverdueSince: "2026-11-20"}, "0917****567", 7, BucketOf(7), ""},
		{"agent: a pending promise broken after its day", admin.RoleAgent, CollectionRow{Phone: "09171234567", OverdueSince: "2026-10-01", PromiseID: 1, PromiseCents: 1000, PromiseDay: "2026-11-26", PromiseStatus: PromisePending},
			"09171234567", 57, BucketOf(57), PromiseBroken},
		{"a promise paid in full is kept", admin.RoleAgent, CollectionRow{OverdueSince: "2026-11-26", PromiseID: 1, PromiseCents: 1000, PromiseDay: "2026-11-30", PromiseStatus: PromisePending, PaidSince: 1000},
			"", 1, BucketOf(1), PromiseKept},
		{"a final status stays", admin.RoleAgent, CollectionRow{PromiseID: 1, PromiseCents: 1000, PromiseDay: "2026-11-20", PromiseStatus: PromiseKept},
			"", 0, BucketOf(0), PromiseKept},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := RowOn(c.role, c.row, today)
			if got.Phone != c.phone || got.DaysPastDue != c.days || got.Bucket != c.bucket || got.PromiseStatus != c.status || got.Row != c.row {
				t.Fatalf("got %+v", got)
			}
		})
	}
	ps := PromisesOn([]CollectionPromise{{AmountCents: 1000, Day: "2026-11-27", Status: PromisePending}, {AmountCents: 1000, Day: "2026-11-26", Status: PromisePending, PaidSince: 999}}, today)
	if ps[0].Status != PromiseDueToday || ps[1].Status != PromiseBroken {
		t.Fatalf("promises %+v", ps)
	}
}

func TestAssignAndContactChecks(t *testing.T) {
	ctx := context.Background()
	many := make([]int64, MaxAssign+1)
	for i := range many {
		many[i] = 7
	}
	var noOrder ErrNoOrder
	for _, c := range []struct {
		name  string
		ids   []int64
		agent int64
		check func(error) bool
	}{
		{"no cases", nil, 5, func(err error) bool { return errors.Is(err, ErrBadAssign) }},
		{"too many cases", many, 5, func(err error) bool { return errors.Is(err, ErrBadAssign) }},
		{"a negative agent", []int64{7}, -1, func(err error) bool { return errors.Is(err, ErrBadAssign) }},
		{"no such agent", []int64{7}, 6, func(err error) bool { return errors.Is(err, ErrNoAgent) }},
		{"no such order", []int64{7, 9}, 5, func(err error) bool { return errors.As(err, &noOrder) && noOrder.ID == 9 }},
		{"to an agent", []int64{7, 8}, 5, func(err error) bool { return err == nil }},
		{"back to the queue", []int64{7}, 0, func(err error) bool { return err == nil }},
	} {
		t.Run(c.name, func(t *testing.T) {
			svc, f := newDesk()
			err := svc.AssignCases(ctx, c.ids, c.agent, admin.Entry{})
			if !c.check(err) {
				t.Fatalf("err %v", err)
			}
			if err != nil && len(f.assigned) != 0 || err == nil && len(f.assigned) != len(c.ids) {
				t.Fatalf("assigned %v after %v", f.assigned, err)
			}
		})
	}
	svc, f := newDesk()
	if _, err := svc.RecordContact(ctx, 7, 5, Contact{Channel: "call", Outcome: "no_answer", Note: strings.Repeat("x", MaxContactNote+1)}, admin.Entry{}); !errors.Is(err, ErrLongNote) {
		t.Fatalf("a long note: %v", err)
	}
	if _, err := svc.RecordContact(ctx, 9, 5, Contact{Channel: "call", Outcome: "no_answer"}, admin.Entry{}); !errors.Is(err, errNotFound) {
		t.Fatalf("no such case: %v", err)
	}
	if _, err := svc.RecordContact(ctx, 7, 5, Contact{Channel: "call", Outcome: "no_answer", Note: "  rang twice  "}, admin.Entry{}); err != nil {
		t.Fatal(err)
	}
	if len(f.contacts) != 1 || f.contacts[0].Note != "rang twice" {
		t.Fatalf("contacts %+v", f.contacts)
	}
}

func TestRatesRange(t *testing.T) {
	ctx := context.Background()
	svc, _ := newDesk()
	from, to, _, err := svc.Rates(ctx, loans.Date{}, loans.Date{})
	if err != nil || from != d("2026-10-29") || to != d("2026-11-27") {
		t.Fatalf("default range %s..%s: %v", from, to, err)
	}
	if _, _, _, err := svc.Rates(ctx, d("2026-11-27"), d("2026-11-01")); !errors.Is(err, ErrBadRange) {
		t.Fatalf("reversed range: %v", err)
	}
	if _, _, _, err := svc.Rates(ctx, d("2025-01-01"), d("2026-11-01")); !errors.Is(err, ErrBadRange) {
		t.Fatalf("a range over %d days: %v", MaxRateDays, err)
	}
}

func TestDeskReferencesAndNotes(t *testing.T) {
	ctx := context.Background()
	svc, f := newDesk()
	f.messages = []notify.Message{{ID: 40, OrderID: 7, Kind: notify.ReferenceCallback, Day: "ref1:2026-11-27", Status: "sent"},
		{ID: 41, OrderID: 7, Kind: notify.ReferenceCallback, Day: "ref1:2026-11-26", Status: "sent"}}
	v, err := svc.References(ctx, admin.RoleViewer, 7)
	if err != nil {
		t.Fatal(err)
	}
	if len(v.References) != 1 || !v.Overdue || !v.ContactAllowed {
		t.Fatalf("view %+v", v)
	}
	ref := v.References[0]
	if ref.Phone != "0918****233" || ref.RelationLabel != "Sibling:3" || ref.MessageID != 40 || ref.MessageStatus != "sent" {
		t.Fatalf("reference %+v", ref)
	}
	if text := v.Texts["ref1/en"]; !strings.Contains(text, "+63 2 8888 0000") || !strings.Contains(text, "Juan ") {
		t.Fatalf("the configured telephone when none is saved: %q", text)
	}
	f.phone = "+63 917 800 1234"
	m, err := svc.MessageReference(ctx, 7, 5, "ref1", notify.English, admin.Entry{})
	if err != nil || !strings.Contains(m.Body, "+63 917 800 1234") || len(f.referrals) != 1 {
		t.Fatalf("the saved telephone: %+v %v", m, err)
	}
	if _, err := svc.References(ctx, admin.RoleAgent, 9); !errors.Is(err, errNotFound) {
		t.Fatalf("no such order: %v", err)
	}

	if _, err := svc.Notes(ctx, 4); !errors.Is(err, errNotFound) {
		t.Fatalf("no such borrower: %v", err)
	}
	if _, _, err := svc.AddNoteFor(ctx, 3, 5, "   ", admin.Entry{}); !errors.Is(err, ErrBadNote) {
		t.Fatalf("an empty note: %v", err)
	}
	id, notes, err := svc.AddNoteFor(ctx, 3, 5, " called, will pay Friday ", admin.Entry{})
	if err != nil || id != 1 || len(notes) != 1 || notes[0].Body != "called, will pay Friday" {
		t.Fatalf("note %d %+v %v", id, notes, err)
	}
}
