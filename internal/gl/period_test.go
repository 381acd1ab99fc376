package gl

import (
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/loans"
)

func TestMonthDays(t *testing.T) {
	for _, c := range []struct {
		m           string
		first, last string
		next, prev  string
	}{
		{"2026-02", "2026-02-01", "2026-02-28", "2026-03", "2026-01"},
		{"2024-02", "2024-02-01", "2024-02-29", "2024-03", "2024-01"},
		{"2026-12", "2026-12-01", "2026-12-31", "2027-01", "2026-11"},
		{"2027-01", "2027-01-01", "2027-01-31", "2027-02", "2026-12"},
	} {
		m, err := ParseMonth(c.m)
		if err != nil {
			t.Fatal(err)
		}
		if m.String() != c.m || m.First().String() != c.first || m.Last().String() != c.last || m.Next().String() != c.next || m.Prev().String() != c.prev {
			t.Fatalf("%s: %s %s %s %s %s", c.m, m, m.First(), m.Last(), m.Next(), m.Prev())
		}
	}
	for _, bad := range []string{"", "2026-13", "2026-1", "26-01", "2026-01-01"} {
		if _, err := ParseMonth(bad); err == nil {
			t.Fatalf("%q accepted", bad)
		}
	}
}

func day(s string) loans.Date {
	d, err := loans.ParseDate(s)
	if err != nil {
		panic(err)
	}
	return d
}

func TestPostingDay(t *testing.T) {
	open := Period{}
	if d, adj := PostingDay(day("2026-10-15"), open); d != day("2026-10-15") || !adj.IsZero() {
		t.Fatalf("nothing closed: %s %s", d, adj)
	}
	p := Period{OpenFrom: day("2026-11-01")}
	if d, adj := PostingDay(day("2026-10-31"), p); d != day("2026-11-01") || adj.String() != "2026-10" {
		t.Fatalf("closed day: %s %s", d, adj)
	}
	if d, adj := PostingDay(day("2026-09-03"), p); d != day("2026-11-01") || adj.String() != "2026-09" {
		t.Fatalf("older closed day: %s %s", d, adj)
	}
	if d, adj := PostingDay(day("2026-11-01"), p); d != day("2026-11-01") || !adj.IsZero() {
		t.Fatalf("open day: %s %s", d, adj)
	}
	if p.LastClosed().String() != "2026-10" || !Period.LastClosed(Period{}).IsZero() {
		t.Fatalf("last closed %s", p.LastClosed())
	}
}

func TestCheckClose(t *testing.T) {
	oct, _ := ParseMonth("2026-10")
	nov, _ := ParseMonth("2026-11")
	sep, _ := ParseMonth("2026-09")
	none := Period{}
	closedSep := Period{OpenFrom: day("2026-10-01")}
	closedOct := Period{OpenFrom: day("2026-11-01")}
	for _, c := range []struct {
		name  string
		m     Month
		today string
		p     Period
		first string
		want  string // '' allowed, else a part of the refusal
	}{
		{"first month with postings", oct, "2026-11-01", none, "2026-10-05", ""},
		{"not ended on its last day", oct, "2026-10-31", none, "2026-10-05", "has not ended: it can be closed from 2026-11-01"},
		{"not ended mid-month", nov, "2026-11-20", closedOct, "2026-10-05", "has not ended"},
		{"a gap before the first close", nov, "2026-12-02", none, "2026-10-05", "close 2026-10, the first month with postings, first"},
		{"before the books start", sep, "2026-12-02", none, "2026-10-05", "the books start in 2026-10"},
		{"empty books", oct, "2026-12-02", none, "", "no postings yet"},
		{"the next month", oct, "2026-12-02", closedSep, "2026-09-05", ""},
		{"a gap after a close", nov, "2026-12-02", closedSep, "2026-09-05", "close 2026-10 first"},
		{"closed already", sep, "2026-12-02", closedOct, "2026-09-05", "2026-09 is already closed"},
		{"the month after the last", nov, "2026-12-01", closedOct, "2026-09-05", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			var first loans.Date
			if c.first != "" {
				first = day(c.first)
			}
			err := CheckClose(c.m, day(c.today), c.p, first)
			if c.want == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want %q", err, c.want)
			}
		})
	}
}
