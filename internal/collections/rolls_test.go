package collections

import (
	"testing"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
)

func ms(day string, hour int) int64 {
	return d(day).Time().Add(time.Duration(hour) * time.Hour).In(clock.Manila).UnixMilli()
}

func TestSpellsAndRollRates(t *testing.T) {
	moves := []loans.StatusMove{
		{OrderID: 1, From: loans.StatusDue, To: loans.StatusOverdue, AtMs: ms("2026-10-01", 0)}, // still overdue
		{OrderID: 2, From: loans.StatusDue, To: loans.StatusOverdue, AtMs: ms("2026-10-03", 0)}, // paid on 10-20
		{OrderID: 2, From: loans.StatusOverdue, To: loans.StatusSettled, AtMs: ms("2026-10-20", 15)},
		{OrderID: 3, From: loans.StatusDue, To: loans.StatusOverdue, AtMs: ms("2026-09-01", 0)},  // 61+ by 10-31
		{OrderID: 4, From: loans.StatusRepaying, To: loans.StatusDue, AtMs: ms("2026-10-01", 0)}, // never overdue
		{OrderID: 5, From: loans.StatusDue, To: loans.StatusOverdue, AtMs: ms("2026-10-25", 0)},  // not overdue a month before
	}
	sp := Spells(moves)
	if len(sp) != 4 {
		t.Fatalf("spells: %v", sp)
	}
	if got := DaysPastDueOn(sp[1], d("2026-10-01")); got != 1 {
		t.Errorf("first day: %d", got)
	}
	if got := DaysPastDueOn(sp[2], d("2026-10-20")); got != 0 {
		t.Errorf("paid on the day: %d", got)
	}
	if got := DaysPastDueOn(sp[2], d("2026-10-19")); got != 17 {
		t.Errorf("day before paying: %d", got)
	}
	rolls := RollRates(sp, d("2026-10-31")) // a month before: 2026-10-01
	want := map[string]Roll{
		"1-7":   {Bucket: "1-7", From: 1, Rolled: 1},   // order 1: day 1 -> day 31
		"31-60": {Bucket: "31-60", From: 1, Rolled: 1}, // order 3: day 31 -> day 61
	}
	for _, r := range rolls {
		if w, ok := want[r.Bucket]; ok && r != w || !ok && r.From != 0 {
			t.Errorf("%+v", r)
		}
	}
	// A month after 10-03: order 2 (day 1 then) is cured, order 1 (day 3 then) rolled.
	for _, r := range RollRates(sp, d("2026-11-02")) {
		if r.Bucket == "1-7" && (r.From != 2 || r.Cured != 1 || r.Rolled != 1) {
			t.Errorf("cured: %+v", r)
		}
	}
}
