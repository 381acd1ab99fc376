package collections

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
)

// TestReferenceMessageGuard: a reference of the profile gets the fixed text only from 6:00 to
// 21:59 Manila, only for a loan past due, in en or fil, with a telephone to pass on; the
// message is keyed by slot and day (one a day) and goes to the reference's phone.
func TestReferenceMessageGuard(t *testing.T) {
	profile := map[string]string{"fullName": "Juan Dela Cruz", "ref1Name": "Maria Dela Cruz", "ref1Relation": "3", "ref1Phone": "09181112233",
		"ref2Name": "", "ref2Relation": "6", "ref2Phone": "09192223344"}
	if refs := ReferencesOf(profile); len(refs) != 1 || refs[0].Slot != "ref1" || refs[0].Phone != "09181112233" {
		t.Fatalf("references: %+v", refs) // ref2 has no name: not a reference
	}
	req := ReferenceRequest{OrderID: 7, UserID: 3, Status: loans.StatusOverdue, BorrowerName: profile["fullName"], Profile: profile, Slot: "ref1", Lang: notify.English}
	at := func(h, m int) time.Time { return time.Date(2026, 11, 27, h, m, 0, 0, clock.Manila) }
	for _, c := range []struct {
		h, m int
		ok   bool
	}{{5, 59, false}, {6, 0, true}, {21, 59, true}, {22, 0, false}} {
		m, _, err := ReferenceMessage(req, at(c.h, c.m), nil, "+63 917 800 1234")
		if c.ok != (err == nil) || !c.ok && !errors.Is(err, ErrOutsideHours) {
			t.Errorf("%02d:%02d: %v", c.h, c.m, err)
		}
		if c.ok && (m.Day != "ref1:2026-11-27" || m.Phone != "09181112233" || m.Kind != notify.ReferenceCallback || m.UserID != 3 || m.OrderID != 7 ||
			m.ExpiresAt != at(22, 0).UnixMilli() || m.Body != "Pautang: Hello Maria Dela Cruz, Juan gave your number as a reference. Please ask Juan to call us at +63 917 800 1234. Thank you!") {
			t.Errorf("%02d:%02d: %+v", c.h, c.m, m)
		}
	}
	bad := []struct {
		name    string
		edit    func(*ReferenceRequest)
		hotline string
		want    error
	}{
		{"a current loan", func(r *ReferenceRequest) { r.Status = loans.StatusRepaying }, "x", ErrBadContact},
		{"no such slot", func(r *ReferenceRequest) { r.Slot = "ref2" }, "x", ErrNoReference},
		{"a phone typed in", func(r *ReferenceRequest) { r.Slot = "09170000000" }, "x", ErrNoReference},
		{"another language", func(r *ReferenceRequest) { r.Lang = "es" }, "x", ErrBadContact},
		{"no telephone", func(r *ReferenceRequest) {}, " ", ErrBadContact},
	}
	for _, b := range bad {
		r := req
		b.edit(&r)
		if _, _, err := ReferenceMessage(r, at(10, 0), nil, b.hotline); !errors.Is(err, b.want) {
			t.Errorf("%s: %v, want %v", b.name, err, b.want)
		}
	}
}

func TestCheckNote(t *testing.T) {
	if got, err := CheckNote("  call after 5pm \n"); err != nil || got != "call after 5pm" {
		t.Errorf("CheckNote: %q %v", got, err)
	}
	for _, text := range []string{"", " \n\t", strings.Repeat("a", MaxNoteLen+1)} {
		if _, err := CheckNote(text); !errors.Is(err, ErrBadNote) {
			t.Errorf("%.10q: %v", text, err)
		}
	}
	if _, err := CheckNote(strings.Repeat("ñ", MaxNoteLen)); err != nil {
		t.Errorf("2,000 characters: %v", err)
	}
}
