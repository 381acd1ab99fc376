package i18n

import (
	"context"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for _, c := range []struct {
		param, accept string
		want          Lang
	}{
		{"", "", En},
		{"fil", "", Fil},
		{"tl", "en-US", Fil},
		{"TL-ph", "", Fil},
		{"spec", "fil", Spec},
		{"en", "fil-PH,fil;q=0.9", En},
		{"", "fil-PH,fil;q=0.9,en;q=0.8", Fil},
		{"", "de-DE, en-US;q=0.7, fil;q=0.5", En},
		{"", "de-DE", En},
		{"xx", "tl;q=0.8", Fil},
		{"", "spec", En}, // the spec's texts are asked by the param only
	} {
		if got := Parse(c.param, c.accept); got != c.want {
			t.Errorf("Parse(%q, %q) = %q, want %q", c.param, c.accept, got, c.want)
		}
	}
}

func TestDate(t *testing.T) {
	for _, c := range []struct {
		l         Lang
		day, want string
	}{
		{En, "2026-12-14", "Dec 14, 2026"},
		{Fil, "2026-12-14", "Dis 14, 2026"},
		{Fil, "2027-01-05", "Ene 5, 2027"},
		{Fil, "2026-08-01", "Ago 1, 2026"},
		{Spec, "2026-12-14", "2026-12-14"},
		{Raw, "2026-12-14", "2026-12-14"},
		{Fil, "", ""},
		{Fil, "2026-13-40", "2026-13-40"},
		{En, "14 Dec", "14 Dec"},
	} {
		if got := c.l.Date(c.day); got != c.want {
			t.Errorf("%q.Date(%q) = %q, want %q", c.l, c.day, got, c.want)
		}
	}
}

type day string

func (d day) String() string { return string(d) }

func TestFormatsInTheContextLanguage(t *testing.T) {
	const id = "Your next payment of %s is due on %s."
	if _, ok := fil[id]; !ok {
		t.Fatalf("the Filipino catalogue misses %q", id)
	}
	ctx := context.Background()
	if got := F(ctx, id, "₱1,234.50", "2026-12-14"); got != "Your next payment of ₱1,234.50 is due on 2026-12-14." {
		t.Errorf("raw: %q", got)
	}
	if got := F(With(ctx, En), id, "₱1,234.50", day("2026-12-14")); got != "Your next payment of ₱1,234.50 is due on Dec 14, 2026." {
		t.Errorf("en: %q", got)
	}
	got := F(With(ctx, Fil), id, "₱1,234.50", "2026-12-14")
	if got == "Your next payment of ₱1,234.50 is due on Dis 14, 2026." || !strings.Contains(got, "₱1,234.50") || !strings.Contains(got, "Dis 14, 2026") {
		t.Errorf("fil: %q", got)
	}
	if got := T(With(ctx, Fil), "no such text"); got != "no such text" {
		t.Errorf("an unknown id stays English: %q", got)
	}
	if got := T(With(ctx, Spec), "Due date"); got != "Due date" {
		t.Errorf("spec falls back to English: %q", got)
	}
}
