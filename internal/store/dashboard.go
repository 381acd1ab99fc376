package store

import (
	"context"
	"fmt"
	"time"

	"github.com/pautang/pautang/internal/backoffice"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/complaints"
	"github.com/pautang/pautang/internal/loans"
)

// The back office dashboard's series (read-only).

// dayOfMs is the Manila day of a unix-ms time.
func dayOfMs(ms int64) string {
	return time.UnixMilli(ms).In(clock.Manila).Format("2006-01-02")
}

// msOfDay is the unix ms at the start of a Manila day.
func msOfDay(day string) (int64, error) {
	t, err := time.ParseInLocation("2006-01-02", day, clock.Manila)
	if err != nil {
		return 0, fmt.Errorf("store: bad day %q: %w", day, err)
	}
	return t.UnixMilli(), nil
}

// DashboardData computes the daily series for [from, to] (inclusive Manila days) and the book.
// Times are bucketed into Manila days in Go so one query text serves both engines.
func (s Reports) DashboardData(ctx context.Context, from, to string) (backoffice.Dashboard, error) {
	d := backoffice.Dashboard{From: from, To: to, Book: []backoffice.StatusBook{}, Complaints: []backoffice.ComplaintDay{}}
	start, err := msOfDay(from)
	if err != nil {
		return d, err
	}
	endDay, err := msOfDay(to)
	if err != nil {
		return d, err
	}
	end := endDay + 24*3600*1000
	// Applications by creation time.
	apps := map[string]*backoffice.DayCount{}
	if err := s.eachRow(ctx, `SELECT created_at, amount FROM orders WHERE created_at >= $1 AND created_at < $2`, []any{start, end}, func(r Row) error {
		var at, amount int64
		if err := r.Scan(&at, &amount); err != nil {
			return err
		}
		addDay(apps, dayOfMs(at), amount)
		return nil
	}); err != nil {
		return d, err
	}
	// Approvals and disbursements by the time of their status move.
	appr, disb := map[string]*backoffice.DayCount{}, map[string]*backoffice.DayCount{}
	if err := s.eachRow(ctx, `SELECT e.event, e.created_at, o.amount FROM order_events e JOIN orders o ON o.id = e.order_id
		WHERE e.event IN ('approve', 'disburse') AND e.created_at >= $1 AND e.created_at < $2`, []any{start, end}, func(r Row) error {
		var ev string
		var at, amount int64
		if err := r.Scan(&ev, &at, &amount); err != nil {
			return err
		}
		if ev == "approve" {
			addDay(appr, dayOfMs(at), amount)
		} else {
			addDay(disb, dayOfMs(at), amount)
		}
		return nil
	}); err != nil {
		return d, err
	}
	// Collections: money received is minus the payment rows (credit included), by ledger day.
	coll := map[string]*backoffice.DayCount{}
	if err := s.eachRow(ctx, `SELECT day, COUNT(DISTINCT ref), -SUM(amount) FROM ledger_entries WHERE kind = 'payment' AND day >= $1 AND day <= $2 GROUP BY day`,
		[]any{from, to}, func(r Row) error {
			var c backoffice.DayCount
			if err := r.Scan(&c.Day, &c.Count, &c.Amount); err != nil {
				return err
			}
			coll[c.Day] = &c
			return nil
		}); err != nil {
		return d, err
	}
	if err := s.eachRow(ctx, `SELECT status, COUNT(*), SUM(amount) FROM orders GROUP BY status ORDER BY status`, nil, func(r Row) error {
		var b backoffice.StatusBook
		if err := r.Scan(&b.Status, &b.Count, &b.Amount); err != nil {
			return err
		}
		d.Book = append(d.Book, b)
		return nil
	}); err != nil {
		return d, err
	}
	if err := s.QueryRow(ctx, `SELECT COUNT(*) FROM orders WHERE status = $1 AND written_off_day = ''`, int(loans.StatusOverdue)).Scan(&d.OverdueLoans); err != nil {
		return d, fmt.Errorf("store: unable to count overdue loans: %w", err)
	}
	today := dayOfMs(s.Now())
	cdays := map[string]*backoffice.ComplaintDay{}
	if err := s.eachRow(ctx, `SELECT created_at, reply_by, replied_at FROM complaints WHERE created_at >= $1 AND created_at < $2`, []any{start, end}, func(r Row) error {
		var at, replied int64
		var by string
		if err := r.Scan(&at, &by, &replied); err != nil {
			return err
		}
		day := dayOfMs(at)
		c := cdays[day]
		if c == nil {
			c = &backoffice.ComplaintDay{Day: day}
			cdays[day] = c
		}
		c.Filed++
		repliedDay := ""
		if replied > 0 {
			repliedDay = dayOfMs(replied)
		}
		switch complaints.SLAOf(by, repliedDay, today) {
		case complaints.SLAOnTime:
			c.OnTime++
		case complaints.SLALate:
			c.Late++
		case complaints.SLAOpenOverdue:
			c.OpenOverdue++
		default:
			c.Open++
		}
		return nil
	}); err != nil {
		return d, err
	}
	for day := from; day <= to; {
		d.Applications = append(d.Applications, dayOr(apps, day))
		d.Approvals = append(d.Approvals, dayOr(appr, day))
		d.Disbursements = append(d.Disbursements, dayOr(disb, day))
		d.Collections = append(d.Collections, dayOr(coll, day))
		if c := cdays[day]; c != nil {
			d.Complaints = append(d.Complaints, *c)
		} else {
			d.Complaints = append(d.Complaints, backoffice.ComplaintDay{Day: day})
		}
		ms, _ := msOfDay(day)
		day = dayOfMs(ms + 36*3600*1000)
	}
	return d, nil
}

func addDay(m map[string]*backoffice.DayCount, day string, amount int64) {
	c := m[day]
	if c == nil {
		c = &backoffice.DayCount{Day: day}
		m[day] = c
	}
	c.Count++
	c.Amount += amount
}

func dayOr(m map[string]*backoffice.DayCount, day string) backoffice.DayCount {
	if c := m[day]; c != nil {
		return *c
	}
	return backoffice.DayCount{Day: day}
}

// eachRow is queryEach on the pool for the dashboard's reads, its errors named.
func (s Reports) eachRow(ctx context.Context, q string, args []any, fn func(Row) error) error {
	if err := queryEach(ctx, s.DB, q, args, fn); err != nil {
		return fmt.Errorf("store: unable to read dashboard: %w", err)
	}
	return nil
}
