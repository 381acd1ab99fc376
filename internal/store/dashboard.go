package store

import (
	"context"
	"fmt"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/complaints"
)

// The back office dashboard's series (read-only).

// DayCount is one day of a daily series.
type DayCount struct {
	Day    string `json:"day"`
	Count  int64  `json:"count"`
	Amount int64  `json:"amount"` // centavos, where the series has money
}

// StatusBook is the loan book of one status.
type StatusBook struct {
	Status int   `json:"status"`
	Count  int64 `json:"count"`
	Amount int64 `json:"amount"`
}

// ComplaintDay is one day of complaint volume with how the SLA went for that day's complaints.
type ComplaintDay struct {
	Day         string `json:"day"`
	Filed       int64  `json:"filed"`
	OnTime      int64  `json:"onTime"`      // replied by the reply-by day
	Late        int64  `json:"late"`        // replied after it
	OpenOverdue int64  `json:"openOverdue"` // not replied and past the reply-by day
	Open        int64  `json:"open"`        // not replied, still within the promise
}

// Dashboard is what the dashboard charts read, for the days [From, To] (Manila).
type Dashboard struct {
	From          string         `json:"from"`
	To            string         `json:"to"`
	Applications  []DayCount     `json:"applications"`
	Approvals     []DayCount     `json:"approvals"`
	Disbursements []DayCount     `json:"disbursements"`
	Collections   []DayCount     `json:"collections"`
	Book          []StatusBook   `json:"book"`
	Complaints    []ComplaintDay `json:"complaints"`
}

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
func (s Reports) DashboardData(ctx context.Context, from, to string) (Dashboard, error) {
	d := Dashboard{From: from, To: to, Book: []StatusBook{}, Complaints: []ComplaintDay{}}
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
	apps := map[string]*DayCount{}
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
	appr, disb := map[string]*DayCount{}, map[string]*DayCount{}
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
	coll := map[string]*DayCount{}
	if err := s.eachRow(ctx, `SELECT day, COUNT(DISTINCT ref), -SUM(amount) FROM ledger_entries WHERE kind = 'payment' AND day >= $1 AND day <= $2 GROUP BY day`,
		[]any{from, to}, func(r Row) error {
			var c DayCount
			if err := r.Scan(&c.Day, &c.Count, &c.Amount); err != nil {
				return err
			}
			coll[c.Day] = &c
			return nil
		}); err != nil {
		return d, err
	}
	if err := s.eachRow(ctx, `SELECT status, COUNT(*), SUM(amount) FROM orders GROUP BY status ORDER BY status`, nil, func(r Row) error {
		var b StatusBook
		if err := r.Scan(&b.Status, &b.Count, &b.Amount); err != nil {
			return err
		}
		d.Book = append(d.Book, b)
		return nil
	}); err != nil {
		return d, err
	}
	today := dayOfMs(s.Now())
	cdays := map[string]*ComplaintDay{}
	if err := s.eachRow(ctx, `SELECT created_at, reply_by, replied_at FROM complaints WHERE created_at >= $1 AND created_at < $2`, []any{start, end}, func(r Row) error {
		var at, replied int64
		var by string
		if err := r.Scan(&at, &by, &replied); err != nil {
			return err
		}
		day := dayOfMs(at)
		c := cdays[day]
		if c == nil {
			c = &ComplaintDay{Day: day}
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
			d.Complaints = append(d.Complaints, ComplaintDay{Day: day})
		}
		ms, _ := msOfDay(day)
		day = dayOfMs(ms + 36*3600*1000)
	}
	return d, nil
}

func addDay(m map[string]*DayCount, day string, amount int64) {
	c := m[day]
	if c == nil {
		c = &DayCount{Day: day}
		m[day] = c
	}
	c.Count++
	c.Amount += amount
}

func dayOr(m map[string]*DayCount, day string) DayCount {
	if c := m[day]; c != nil {
		return *c
	}
	return DayCount{Day: day}
}

// eachRow is queryEach on the pool for the dashboard's reads, its errors named.
func (s Reports) eachRow(ctx context.Context, q string, args []any, fn func(Row) error) error {
	if err := queryEach(ctx, s.DB, q, args, fn); err != nil {
		return fmt.Errorf("store: unable to read dashboard: %w", err)
	}
	return nil
}
