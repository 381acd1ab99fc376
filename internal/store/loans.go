package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/notify"
)

// ErrStatusChanged is returned when an order is no longer in the status a write expected
// (a concurrent decision, payout or payment moved it first).
var ErrStatusChanged = errors.New("store: the order status changed")

// activeStatuses are the statuses of a disbursed loan being repaid (loans.Status.Active, the
// daily job's set) as a SQL list.
var activeStatuses = statusList(loans.Status.Active)

// statusList renders the statuses for which keep holds as a SQL list of integer literals.
func statusList(keep func(loans.Status) bool) string {
	var b strings.Builder
	for _, st := range loans.Statuses() {
		if keep(st) {
			if b.Len() > 0 {
				b.WriteString(", ")
			}
			b.WriteString(strconv.Itoa(int(st)))
		}
	}
	return b.String()
}

const loanOrderCols = `o.id, o.order_no, o.user_id, o.product_id, p.name, p.logo, o.amount, o.periods, o.term_days, o.interest, o.service_fee,
	o.net_proceeds, o.total_repay, o.status, o.variant, o.is_repeat, o.decision_reason, o.decision_code, o.decided_by, o.due_date, o.disbursed_day,
	o.last_accrued_day, o.card_need_pop, o.payout_status, o.terms, o.score, o.created_at, o.updated_at, COALESCE(o.settled_at, 0),
	o.overdue_since, o.payoff_cents, o.standing_at, o.written_off_day, o.past_due_cents, o.decision_note`

const loanOrderFrom = ` FROM orders o JOIN products p ON p.id = o.product_id`

func scanLoanOrder(sc interface{ Scan(...any) error }) (loans.Order, error) {
	var o loans.Order
	err := sc.Scan(loanOrderDest(&o)...)
	return o, err
}

// loanOrderDest is the scan destinations of loanOrderCols into o.
func loanOrderDest(o *loans.Order) []any {
	return []any{&o.ID, &o.OrderNo, &o.UserID, &o.ProductID, &o.ProductName, &o.ProductLogo, &o.Amount, &o.Periods, &o.TermDays, &o.Interest,
		&o.ServiceFee, &o.NetProceeds, &o.TotalRepay, &o.Status, &o.Variant, intBool{&o.IsRepeat}, &o.DecisionReason, &o.DecisionCode, &o.DecidedBy, &o.DueDate,
		&o.DisbursedDay, &o.LastAccruedDay, intBool{&o.CardNeedPop}, &o.PayoutStatus, &o.Terms, &o.Score, &o.CreatedAt, &o.UpdatedAt, &o.SettledAt,
		&o.Standing.OverdueSince, &o.Standing.PayoffCents, &o.StandingAt, &o.WrittenOffDay, &o.Standing.PastDueCents, &o.DecisionNote}
}

// intBool scans a 0/1 integer column into a bool.
type intBool struct{ b *bool }

func (x intBool) Scan(v any) error {
	var n sql.NullInt64
	if err := n.Scan(v); err != nil {
		return err
	}
	*x.b = n.Int64 == 1
	return nil
}

// NewOrder is an application to store at status 21.
type NewOrder struct {
	UserID      int64
	ProductID   int64
	Amount      int64
	Periods     int
	TermDays    int
	Interest    int64
	ServiceFee  int64
	NetProceeds int64
	TotalRepay  int64
	Variant     string
	IsRepeat    bool
	Terms       string
	IdemKey     string // same key within IdemWindowMs returns the earlier order
	IdemSinceMs int64  // orders with the key created at or after this time count as the same push
	DueDate     string
	Schedule    []loans.Installment
	// Accept, when set, gives the documents the borrower accepts by this application and the
	// acceptance's audit row, for the order as created: they are stored in its transaction.
	Accept func(o loans.Order) (Acceptance, error)
	// Consents are the consents given by applying (the privacy notice, the CIC notice): kept
	// with the order, audited consent.give, in its transaction.
	Consents []Consent
}

// CreateOrder stores a new application at status 21 (event "apply" from 0) with its quoted
// schedule. The same borrower pushing the same key since IdemSinceMs gets the earlier order
// back (created=false); otherwise admit decides on the statuses of the borrower's other orders
// (the one-open-loan rule) and its error is returned as is. A per-borrower lock makes both
// checks race-free.
func (s Loans) CreateOrder(ctx context.Context, n NewOrder, admit func(others []loans.Status) error) (o loans.Order, created bool, err error) {
	err = s.Tx(ctx, func(tx Querier) error {
		if err := s.lockKey(ctx, tx, fmt.Sprintf("user:%d:apply", n.UserID)); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE users SET id = id WHERE id = $1`, n.UserID); err != nil { // row lock on PostgreSQL too
			return fmt.Errorf("store: unable to lock borrower: %w", err)
		}
		var existing int64
		err := tx.QueryRowContext(ctx, `SELECT id FROM orders WHERE user_id = $1 AND idem_key = $2 AND created_at >= $3 ORDER BY id DESC LIMIT 1`,
			n.UserID, n.IdemKey, n.IdemSinceMs).Scan(&existing)
		if err == nil {
			o, err = scanLoanOrder(tx.QueryRowContext(ctx, `SELECT `+loanOrderCols+loanOrderFrom+` WHERE o.id = $1`, existing))
			return err
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("store: unable to check a repeated push: %w", err)
		}
		var others []loans.Status
		err = queryEach(ctx, tx, `SELECT status FROM orders WHERE user_id = $1`, []any{n.UserID}, func(r Row) error {
			var st int
			err := r.Scan(&st)
			others = append(others, loans.Status(st))
			return err
		})
		if err != nil {
			return fmt.Errorf("store: unable to read the borrower's orders: %w", err)
		}
		if err := admit(others); err != nil {
			return err
		}
		now := s.Now()
		repeat := 0
		if n.IsRepeat {
			repeat = 1
		}
		var id int64
		tmpNo := fmt.Sprintf("tmp-%d-%d", n.UserID, now)
		err = tx.QueryRowContext(ctx, `INSERT INTO orders (order_no, user_id, product_id, amount, periods, term_days, interest, service_fee, net_proceeds,
				total_repay, status, variant, is_repeat, due_date, terms, idem_key, created_at, updated_at)
			VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$17) RETURNING id`,
			tmpNo, n.UserID, n.ProductID, n.Amount, n.Periods, n.TermDays, n.Interest, n.ServiceFee, n.NetProceeds, n.TotalRepay,
			int(loans.StatusReview), n.Variant, repeat, n.DueDate, n.Terms, n.IdemKey, now).Scan(&id)
		if err != nil {
			return fmt.Errorf("store: unable to insert order: %w", err)
		}
		orderNo := "PT" + s.Clock.Now().In(clock.Manila).Format("060102") + fmt.Sprintf("%06d", id)
		if _, err := tx.ExecContext(ctx, `UPDATE orders SET order_no = $1 WHERE id = $2`, orderNo, id); err != nil {
			return fmt.Errorf("store: unable to number order: %w", err)
		}
		if err := writeSchedule(ctx, tx, id, n.Schedule); err != nil {
			return err
		}
		if err := insertOrderEvent(ctx, tx, id, 0, int(loans.StatusReview), "apply", "borrower", "", now); err != nil {
			return err
		}
		if err := s.Messages().queueNotice(ctx, tx, notify.Notice{OrderID: id, Kind: notify.ApplicationReceived, Ref: "apply",
			Fields: notify.Fields{OrderNo: orderNo, AmountCents: n.Amount}}); err != nil {
			return err
		}
		if len(n.Consents) > 0 {
			for i := range n.Consents {
				n.Consents[i].UserID, n.Consents[i].OrderID, n.Consents[i].At = n.UserID, id, now
				if err := insertConsent(ctx, tx, n.Consents[i]); err != nil {
					return err
				}
			}
			if err := insertAudit(ctx, tx, consentAudit(n.UserID, now, n.Consents)); err != nil {
				return err
			}
		}
		created = true
		o, err = scanLoanOrder(tx.QueryRowContext(ctx, `SELECT `+loanOrderCols+loanOrderFrom+` WHERE o.id = $1`, id))
		if err != nil || n.Accept == nil {
			return err
		}
		a, err := n.Accept(o)
		if err != nil {
			return err
		}
		return s.writeAcceptance(ctx, tx, a)
	})
	return o, created, err
}

func writeSchedule(ctx context.Context, tx Querier, orderID int64, sched []loans.Installment) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM installments WHERE order_id = $1`, orderID); err != nil {
		return fmt.Errorf("store: unable to clear schedule: %w", err)
	}
	for _, in := range sched {
		start := ""
		if !in.From.IsZero() {
			start = in.From.String()
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO installments (order_id, seq, due_date, principal, interest, start_day, closed, carried) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
			orderID, in.Seq, in.DueDay.String(), in.PrincipalCents, in.InterestCents, start, boolInt(in.Closed), in.CarriedCents); err != nil {
			return fmt.Errorf("store: unable to write installment: %w", err)
		}
	}
	return nil
}

func insertOrderEvent(ctx context.Context, tx Querier, orderID int64, from, to int, event, actor, reason string, now int64) error {
	if _, err := tx.ExecContext(ctx, `INSERT INTO order_events (order_id, from_status, to_status, event, actor, reason, created_at) VALUES ($1,$2,$3,$4,$5,$6,$7)`,
		orderID, from, to, event, actor, reason, now); err != nil {
		return fmt.Errorf("store: unable to record order event: %w", err)
	}
	return nil
}

// moveStatus is the one status write of an order: the event must be allowed from the order's
// current status by the loans transition table, and the row must still be in that status.
func moveStatus(ctx context.Context, tx Querier, orderID int64, from int, ev loans.Event, actor, reason string, now int64) (int, error) {
	to, err := loans.Transition(loans.Status(from), ev)
	if err != nil {
		return from, err
	}
	settled := any(nil)
	if to == loans.StatusSettled {
		settled = now
	}
	res, err := tx.ExecContext(ctx, `UPDATE orders SET status = $1, updated_at = $2, settled_at = COALESCE($3, settled_at) WHERE id = $4 AND status = $5`,
		int(to), now, settled, orderID, from)
	if err != nil {
		return from, fmt.Errorf("store: unable to move order status: %w", err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return from, ErrStatusChanged
	}
	return int(to), insertOrderEvent(ctx, tx, orderID, from, int(to), string(ev), actor, reason, now)
}

// LoanOrderByID reads one order with its product's name and logo.
func (s Loans) LoanOrderByID(ctx context.Context, id int64) (loans.Order, error) {
	o, err := scanLoanOrder(s.QueryRow(ctx, `SELECT `+loanOrderCols+loanOrderFrom+` WHERE o.id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return o, ErrNotFound
	}
	if err != nil {
		return o, fmt.Errorf("store: unable to read order: %w", err)
	}
	return o, nil
}

// LoanOrdersByUser lists a borrower's orders, newest first.
func (s Loans) LoanOrdersByUser(ctx context.Context, userID int64) ([]loans.Order, error) {
	return s.queryLoanOrders(ctx, `SELECT `+loanOrderCols+loanOrderFrom+` WHERE o.user_id = $1 ORDER BY o.id DESC`, userID)
}

// AllLoanOrderIDs lists every order id, in id order (check-ledger).
func (s Loans) AllLoanOrderIDs(ctx context.Context) ([]int64, error) {
	rows, err := s.Query(ctx, `SELECT id FROM orders ORDER BY id`)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list orders: %w", err)
	}
	defer rows.Close()
	var out []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("store: unable to read order id: %w", err)
		}
		out = append(out, id)
	}
	return out, rows.Err()
}

func (s Loans) queryLoanOrders(ctx context.Context, q string, args ...any) ([]loans.Order, error) {
	rows, err := s.DB.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("store: unable to list orders: %w", err)
	}
	defer rows.Close()
	out := []loans.Order{}
	for rows.Next() {
		o, err := scanLoanOrder(rows)
		if err != nil {
			return nil, fmt.Errorf("store: unable to read order: %w", err)
		}
		out = append(out, o)
	}
	return out, rows.Err()
}

// OrderLedger reads an order's ledger in booking order.
func (s Loans) OrderLedger(ctx context.Context, orderID int64) ([]loans.Entry, error) {
	return readLedger(ctx, s.DB, orderID)
}

// OrderBooks reads an order's ledger (in booking order) and schedule.
func (s Loans) OrderBooks(ctx context.Context, orderID int64) ([]loans.Entry, []loans.Installment, error) {
	return s.readBooks(ctx, s.DB, orderID)
}

// OrderSchedule reads an order's installments.
func (s Loans) OrderSchedule(ctx context.Context, orderID int64) ([]loans.Installment, error) {
	return readSchedule(ctx, s.DB, orderID)
}

// ledgerEntry is a ledger row as stored; entry types it.
type ledgerEntry struct {
	kind, bucket string
	amount       int64
	day, ref     string
}

func (r ledgerEntry) entry() (loans.Entry, error) {
	day, err := loans.ParseDate(r.day)
	if err != nil {
		return loans.Entry{}, fmt.Errorf("store: ledger entry %s: %w", r.ref, err)
	}
	return loans.Entry{Kind: loans.EntryKind(r.kind), Bucket: loans.Bucket(r.bucket), AmountCents: r.amount, Day: day, Ref: r.ref}, nil
}

// installmentCols are the installments columns installmentOf types (after the order id).
const installmentCols = `seq, due_date, principal, interest, start_day, closed, carried`

// installmentOf types a stored installment; startDay is ” unless a restructure set it.
func installmentOf(seq int, dueDate string, principal, interest int64, startDay string, closed int, carried int64) (loans.Installment, error) {
	due, err := loans.ParseDate(dueDate)
	if err != nil {
		return loans.Installment{}, fmt.Errorf("store: installment %d: %w", seq, err)
	}
	in := loans.Installment{Seq: seq, DueDay: due, PrincipalCents: principal, InterestCents: interest, Closed: closed != 0, CarriedCents: carried}
	if startDay != "" {
		if in.From, err = loans.ParseDate(startDay); err != nil {
			return loans.Installment{}, fmt.Errorf("store: installment %d: %w", seq, err)
		}
	}
	return in, nil
}

func readLedger(ctx context.Context, q Querier, orderID int64) ([]loans.Entry, error) {
	out := []loans.Entry{}
	err := queryEach(ctx, q, `SELECT kind, bucket, amount, day, ref FROM ledger_entries WHERE order_id = $1 ORDER BY id`, []any{orderID}, func(r Row) error {
		var le ledgerEntry
		if err := r.Scan(&le.kind, &le.bucket, &le.amount, &le.day, &le.ref); err != nil {
			return fmt.Errorf("store: unable to read ledger entry: %w", err)
		}
		e, err := le.entry()
		out = append(out, e)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read ledger: %w", err)
	}
	return out, nil
}

func readSchedule(ctx context.Context, q Querier, orderID int64) ([]loans.Installment, error) {
	out := []loans.Installment{}
	err := queryEach(ctx, q, `SELECT `+installmentCols+` FROM installments WHERE order_id = $1 ORDER BY seq`, []any{orderID}, func(r Row) error {
		var seq, closed int
		var due, start string
		var principal, interest, carried int64
		if err := r.Scan(&seq, &due, &principal, &interest, &start, &closed, &carried); err != nil {
			return fmt.Errorf("store: unable to read installment: %w", err)
		}
		in, err := installmentOf(seq, due, principal, interest, start, closed, carried)
		out = append(out, in)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: unable to read schedule: %w", err)
	}
	return out, nil
}

// readBooks reads an order's ledger (in id order) and schedule (in seq order). On PostgreSQL
// it is one statement (one round trip): the ledger rows as part 0, then the installments. On
// SQLite, where a statement costs no round trip, it is the two index-ordered reads: the
// combined form's sort costs more than a second statement there.
func (s Loans) readBooks(ctx context.Context, q Querier, orderID int64) ([]loans.Entry, []loans.Installment, error) {
	if s.Dialect != Postgres {
		ledger, err := readLedger(ctx, q, orderID)
		if err != nil {
			return nil, nil, err
		}
		sched, err := readSchedule(ctx, q, orderID)
		return ledger, sched, err
	}
	ledger, sched := []loans.Entry{}, []loans.Installment{}
	err := queryEach(ctx, q, `SELECT 0 AS part, id AS k, kind, bucket, amount, day, ref, 0 AS interest, 0 AS closed, 0 AS carried FROM ledger_entries WHERE order_id = $1
		UNION ALL SELECT 1, seq, '', start_day, principal, due_date, '', interest, closed, carried FROM installments WHERE order_id = $1
		ORDER BY part, k`, []any{orderID}, func(r Row) error {
		var part, closed int
		var k, interest, carried int64
		var le ledgerEntry
		if err := r.Scan(&part, &k, &le.kind, &le.bucket, &le.amount, &le.day, &le.ref, &interest, &closed, &carried); err != nil {
			return fmt.Errorf("store: unable to read ledger or schedule row: %w", err)
		}
		if part == 0 {
			e, err := le.entry()
			ledger = append(ledger, e)
			return err
		}
		in, err := installmentOf(int(k), le.day, le.amount, interest, le.bucket, closed, carried)
		sched = append(sched, in)
		return err
	})
	if err != nil {
		return nil, nil, fmt.Errorf("store: unable to read ledger and schedule: %w", err)
	}
	return ledger, sched, nil
}

// UpdateLoan runs fn on an order locked for its own transaction; see Tx.UpdateLoan.
func (s Loans) UpdateLoan(ctx context.Context, orderID int64, fn func(o loans.Order, ledger []loans.Entry, sched []loans.Installment) (loans.Update, error)) (loans.Order, error) {
	var out loans.Order
	err := s.InTx(ctx, func(tx *Tx) error {
		var err error
		out, err = tx.UpdateLoan(ctx, orderID, fn)
		return err
	})
	return out, err
}

// UpdateLoan runs fn on an order locked for this transaction (its row lock) with its ledger
// and schedule, then writes what fn returns. A (ref, bucket) already in the ledger fails the
// update with ErrConflict. fn may return a zero loans.Update to write nothing.
func (t *Tx) UpdateLoan(ctx context.Context, orderID int64, fn func(o loans.Order, ledger []loans.Entry, sched []loans.Installment) (loans.Update, error)) (loans.Order, error) {
	s, tx := t.s, t.q
	// The order's row lock (FOR UPDATE OF o; SQLite's write lock) serializes every ledger
	// writer of the order: UpdateLoan, the daily job (which skips locked rows) and the payout
	// booking (whose UPDATE of the order waits for it).
	o, err := scanLoanOrder(tx.QueryRowContext(ctx, `SELECT `+loanOrderCols+loanOrderFrom+` WHERE o.id = $1`+s.forUpdateOf("o"), orderID))
	if errors.Is(err, sql.ErrNoRows) {
		return o, ErrNotFound
	}
	if err != nil {
		return o, fmt.Errorf("store: unable to read order: %w", err)
	}
	ledger, sched, err := s.Loans().readBooks(ctx, tx, orderID)
	if err != nil {
		return o, err
	}
	u, err := fn(o, ledger, sched)
	if err != nil {
		return o, err
	}
	now := s.Now()
	// Any change to the loan (a payment, rollover, waiver or catch-up) makes it due for the
	// daily job's next run (next_accrual_day = ''), which recomputes when it next has work.
	touch := u.LastAccruedDay != "" || u.DueDate != "" || len(u.Entries) > 0 || u.Schedule != nil || len(u.Events) > 0 || u.Standing != nil
	if u.WrittenOffDay != "" {
		// Once per order: the conditional update is the guard (the ledger's refs are another).
		res, err := tx.ExecContext(ctx, `UPDATE orders SET written_off_day = $1 WHERE id = $2 AND written_off_day = ''`, u.WrittenOffDay, orderID)
		if err != nil {
			return o, fmt.Errorf("store: unable to mark the order written off: %w", err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return o, loans.ErrAlreadyWrittenOff
		}
		o.WrittenOffDay = u.WrittenOffDay
	}
	var standing loans.KeptStanding
	if u.Standing != nil {
		standing = *u.Standing
	}
	const touchOrder = `UPDATE orders SET last_accrued_day = CASE WHEN $1 = '' THEN last_accrued_day ELSE $1 END,
		due_date = CASE WHEN $2 = '' THEN due_date ELSE $2 END, next_accrual_day = '', updated_at = $3,
		overdue_since = CASE WHEN $5 = 1 THEN $6 ELSE overdue_since END, payoff_cents = CASE WHEN $5 = 1 THEN $7 ELSE payoff_cents END,
		past_due_cents = CASE WHEN $5 = 1 THEN $8 ELSE past_due_cents END, standing_at = CASE WHEN $5 = 1 THEN $3 ELSE standing_at END WHERE id = $4`
	touchArgs := []any{u.LastAccruedDay, u.DueDate, now, orderID, boolInt(u.Standing != nil), standing.OverdueSince, standing.PayoffCents, standing.PastDueCents}
	if s.Dialect == Postgres && len(u.Entries) > 0 && len(u.Entries) <= entriesPerStatement && touch {
		// PostgreSQL: the ledger rows and the order's update in one statement (a data-modifying
		// WITH); a replayed (ref, bucket) fails both.
		var b strings.Builder
		args := touchArgs
		b.WriteString(`WITH w AS (`)
		args = writeEntriesInsert(&b, args, entryRows(orderID, u.Entries), "$3")
		b.WriteString(`) ` + touchOrder)
		if _, err := tx.ExecContext(ctx, b.String(), args...); err != nil {
			return o, ledgerWriteError(err)
		}
	} else {
		if err := s.Loans().insertEntries(ctx, tx, orderID, u.Entries, now); err != nil {
			return o, err
		}
		if touch {
			if _, err := tx.ExecContext(ctx, touchOrder, touchArgs...); err != nil {
				return o, fmt.Errorf("store: unable to update order: %w", err)
			}
		}
	}
	if u.Schedule != nil {
		if err := writeSchedule(ctx, tx, orderID, u.Schedule); err != nil {
			return o, err
		}
	}
	if touch {
		if u.LastAccruedDay != "" {
			o.LastAccruedDay = u.LastAccruedDay
		}
		if u.DueDate != "" {
			o.DueDate = u.DueDate
		}
		if u.Standing != nil {
			o.Standing, o.StandingAt = *u.Standing, now
		}
		o.UpdatedAt = now
	}
	// The order as written, without reading it back: only the columns above and the status
	// moves below change here (TestUpdateLoanReturnsTheStoredOrder compares).
	statusBefore := o.Status
	for _, ev := range u.Events {
		if o.Status, err = moveStatus(ctx, tx, orderID, o.Status, ev, u.Actor, u.Reason, now); err != nil {
			return o, err
		}
		o.UpdatedAt = now
		if o.Status == int(loans.StatusSettled) {
			o.SettledAt = now
		}
		if ev == loans.EventRollover {
			// The borrower is told the new due date in the rollover's transaction.
			due, _ := loans.ParseDate(o.DueDate)
			if err := s.Messages().queueNotice(ctx, tx, notify.Notice{OrderID: orderID, Kind: notify.RolloverConfirmed, Ref: u.Reason,
				Fields: notify.Fields{OrderNo: o.OrderNo, Day: due}}); err != nil {
				return o, err
			}
		}
	}
	if err := s.Payments().queuePaymentNotices(ctx, tx, o, statusBefore, u); err != nil {
		return o, err
	}
	return o, nil
}

// insertEntries appends ledger rows in multi-row statements; a replayed (ref, bucket) is
// ErrConflict.
func (s Loans) insertEntries(ctx context.Context, tx Querier, orderID int64, es []loans.Entry, now int64) error {
	return insertBatchEntries(ctx, tx, entryRows(orderID, es), now)
}

type batchEntry struct {
	orderID int64
	e       loans.Entry
}

func entryRows(orderID int64, es []loans.Entry) []batchEntry {
	rows := make([]batchEntry, len(es))
	for i, e := range es {
		rows[i] = batchEntry{orderID, e}
	}
	return rows
}

// entriesPerStatement bounds a multi-row insert (SQLite's and PostgreSQL's parameter limits
// stay far away).
const entriesPerStatement = 500

// insertBatchEntries writes ledger rows, entriesPerStatement per statement.
func insertBatchEntries(ctx context.Context, tx Querier, es []batchEntry, now int64) error {
	for len(es) > 0 {
		n := min(entriesPerStatement, len(es))
		var b strings.Builder
		args := writeEntriesInsert(&b, []any{now}, es[:n], "$1")
		es = es[n:]
		if _, err := tx.ExecContext(ctx, b.String(), args...); err != nil {
			return ledgerWriteError(err)
		}
	}
	return nil
}

// writeEntriesInsert writes the INSERT of es to b, numbering its parameters after args (the
// ones the statement already has) and returning them all; createdAt is the placeholder of the
// rows' created_at.
func writeEntriesInsert(b *strings.Builder, args []any, es []batchEntry, createdAt string) []any {
	b.WriteString(`INSERT INTO ledger_entries (order_id, kind, bucket, amount, day, ref, created_at, post_day) VALUES `)
	for i, r := range es {
		if i > 0 {
			b.WriteByte(',')
		}
		p := len(args)
		// post_day: an entry dated in a closed month posts on the first open day (gl.PostingDay),
		// read in the statement that writes it, so no close comes between (docs/finance.md
		// "Closed months": closing locks the ledger against writers).
		fmt.Fprintf(b, "($%d,$%d,$%d,$%d,$%d,$%d,%s,(SELECT CASE WHEN bp.open_from > $%d THEN bp.open_from ELSE '' END FROM books_period bp WHERE bp.id = 1))",
			p+1, p+2, p+3, p+4, p+5, p+6, createdAt, p+5)
		args = append(args, r.orderID, string(r.e.Kind), string(r.e.Bucket), r.e.AmountCents, r.e.Day.String(), r.e.Ref)
	}
	return args
}

// ledgerWriteError maps a failed ledger write: a replayed (ref, bucket) is ErrConflict.
func ledgerWriteError(err error) error {
	if isUniqueViolation(err) {
		return ErrConflict
	}
	return fmt.Errorf("store: unable to write ledger entries: %w", err)
}

// DecideOrder records a decision on an order under review: 21 -> 151 (approve) or 110
// (reject) through the transition table, with who decided and why. ErrStatusChanged when the
// order is no longer under review.
func (s Loans) DecideOrder(ctx context.Context, orderID int64, ev loans.Event, actor, code, reason string) (loans.Order, error) {
	return s.DecideOrderVerdict(ctx, orderID, ev, actor, code, reason, nil, 0)
}

// DecideOrderVerdict is DecideOrder recording the rules' verdicts the decision saw and the
// version of the rules (results nil keeps what was recorded before, e.g. for an operator's
// decision on an order the rules sent to review).
func (s Loans) DecideOrderVerdict(ctx context.Context, orderID int64, ev loans.Event, actor, code, reason string, results []loans.RuleResult, version int64) (loans.Order, error) {
	var out loans.Order
	err := s.InTx(ctx, func(t *Tx) error {
		var err error
		out, err = t.DecideOrderVerdict(ctx, orderID, ev, actor, code, reason, results, version)
		return err
	})
	return out, err
}

// SetDecisionNote keeps the operator's internal note on order orderID's decision, in the
// decision's unit of work t (back office only: no borrower answer reads it).
func (t *Tx) SetDecisionNote(ctx context.Context, orderID int64, note string) error {
	if _, err := t.q.ExecContext(ctx, `UPDATE orders SET decision_note = $1 WHERE id = $2`, note, orderID); err != nil {
		return fmt.Errorf("store: unable to keep the decision's note: %w", err)
	}
	return nil
}

// DecideOrderVerdict is Store.DecideOrderVerdict inside the unit of work t.
func (t *Tx) DecideOrderVerdict(ctx context.Context, orderID int64, ev loans.Event, actor, code, reason string, results []loans.RuleResult, version int64) (loans.Order, error) {
	s := t.s
	verdict, err := verdictJSON(results)
	if err != nil {
		return loans.Order{}, err
	}
	var out loans.Order
	err = func(tx Querier) error {
		if err := s.lockKey(ctx, tx, fmt.Sprintf("order:%d", orderID)); err != nil {
			return err
		}
		var status int
		err := tx.QueryRowContext(ctx, `SELECT status FROM orders WHERE id = $1`+s.ForUpdate(), orderID).Scan(&status)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return fmt.Errorf("store: unable to read order: %w", err)
		}
		now := s.Now()
		if _, err := moveStatus(ctx, tx, orderID, status, ev, actor, reason, now); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE orders SET decided_at = $1, decided_by = $2, decision_code = $3, decision_reason = $4,
			decision_rules = CASE WHEN $6 = '' THEN decision_rules ELSE $6 END, rules_version = CASE WHEN $6 = '' THEN rules_version ELSE $7 END WHERE id = $5`,
			now, actor, code, reason, orderID, verdict, version); err != nil {
			return fmt.Errorf("store: unable to record decision: %w", err)
		}
		out, err = scanLoanOrder(tx.QueryRowContext(ctx, `SELECT `+loanOrderCols+loanOrderFrom+` WHERE o.id = $1`, orderID))
		if err != nil {
			return err
		}
		// The borrower is told the decision in its transaction.
		kind := map[loans.Event]notify.Kind{loans.EventApprove: notify.Approved, loans.EventReject: notify.Rejected}[ev]
		if kind == "" {
			return nil
		}
		return s.Messages().queueNotice(ctx, tx, notify.Notice{OrderID: orderID, Kind: kind, Ref: string(ev), Fields: notify.Fields{OrderNo: out.OrderNo, AmountCents: out.Amount}})
	}(t.q)
	return out, err
}

// NoteReview records why an order stays under review (the automatic rules left it to an
// operator), with the rules' verdicts and their version; the status does not change.
func (s Loans) NoteReview(ctx context.Context, orderID int64, code, reason string, results []loans.RuleResult, version int64) error {
	verdict, err := verdictJSON(results)
	if err != nil {
		return err
	}
	if _, err := s.Exec(ctx, `UPDATE orders SET decision_code = $1, decision_reason = $2, updated_at = $3, decision_rules = $6, rules_version = $7 WHERE id = $4 AND status = $5`,
		code, reason, s.Now(), orderID, int(loans.StatusReview), verdict, version); err != nil {
		return fmt.Errorf("store: unable to note review: %w", err)
	}
	return nil
}

// ClientHistory is what the decision rules read about a borrower's past loans.
type ClientHistory struct {
	SettledLoans        int
	LargestSettledCents int64
	OpenLoans           int
	OverdueLoans        int    // other orders overdue now
	OldestOverdueSince  string // the earliest overdue_since of those ("" when none)
	KYCStatus           string // the newest identity submission's status ("" when none)
	EverOrdered         bool
	// OverdueMoves are the moves into and out of overdue of the borrower's orders, in order
	// (loans.LongestOverdueDays reads them).
	OverdueMoves []loans.StatusMove
}

// ClientHistoryOf summarises a borrower's orders, excluding exceptID (the order being decided).
func (s Loans) ClientHistoryOf(ctx context.Context, userID, exceptID int64) (ClientHistory, error) {
	var h ClientHistory
	var n int
	err := s.QueryRow(ctx, `SELECT COUNT(*),
			COALESCE(SUM(CASE WHEN status = $3 THEN 1 ELSE 0 END), 0),
			COALESCE(MAX(CASE WHEN status = $3 THEN amount ELSE 0 END), 0),
			COALESCE(SUM(CASE WHEN status IN (`+statusList(loans.Status.Open)+`) THEN 1 ELSE 0 END), 0),
			COALESCE(SUM(CASE WHEN status = $4 THEN 1 ELSE 0 END), 0),
			COALESCE(MIN(CASE WHEN status = $4 AND overdue_since <> '' THEN overdue_since END), '')
		FROM orders WHERE user_id = $1 AND id <> $2`, userID, exceptID, int(loans.StatusSettled), int(loans.StatusOverdue)).
		Scan(&n, &h.SettledLoans, &h.LargestSettledCents, &h.OpenLoans, &h.OverdueLoans, &h.OldestOverdueSince)
	if err != nil {
		return h, fmt.Errorf("store: unable to read client history: %w", err)
	}
	h.EverOrdered = n > 0
	err = s.QueryRow(ctx, `SELECT COALESCE((SELECT status FROM kyc_submissions WHERE user_id = $1 ORDER BY id DESC LIMIT 1), '')`, userID).Scan(&h.KYCStatus)
	if err != nil {
		return h, fmt.Errorf("store: unable to read identity check: %w", err)
	}
	err = queryEach(ctx, s.DB, `SELECT e.order_id, e.from_status, e.to_status, e.created_at FROM order_events e JOIN orders o ON o.id = e.order_id
		WHERE o.user_id = $1 AND o.id <> $2 AND (e.to_status = $3 OR e.from_status = $3) ORDER BY e.order_id, e.id`,
		[]any{userID, exceptID, int(loans.StatusOverdue)}, func(r Row) error {
			var m loans.StatusMove
			var from, to int
			err := r.Scan(&m.OrderID, &from, &to, &m.AtMs)
			m.From, m.To = loans.Status(from), loans.Status(to)
			h.OverdueMoves = append(h.OverdueMoves, m)
			return err
		})
	if err != nil {
		return h, fmt.Errorf("store: unable to read late history: %w", err)
	}
	return h, nil
}

// SetOrderScore stores the borrower's score of a settled order once; false when it was
// already scored.
func (s Loans) SetOrderScore(ctx context.Context, orderID int64, score int) (bool, error) {
	res, err := s.Exec(ctx, `UPDATE orders SET score = $1, updated_at = $2 WHERE id = $3 AND score = 0`, score, s.Now(), orderID)
	if err != nil {
		return false, fmt.Errorf("store: unable to save score: %w", err)
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// SaveServiceEvent records a tracking event (fire-and-forget from the pages).
func (s Loans) SaveServiceEvent(ctx context.Context, userID int64, productID, moduleID, positionID string) error {
	var uid any
	if userID > 0 {
		uid = userID
	}
	if _, err := s.Exec(ctx, `INSERT INTO service_events (user_id, product_id, module_id, position_id, created_at) VALUES ($1, $2, $3, $4, $5)`,
		uid, productID, moduleID, positionID, s.Now()); err != nil {
		return fmt.Errorf("store: unable to save event: %w", err)
	}
	return nil
}

// OrderEvent is loans.OrderEvent, named here for the store's queries.
type OrderEvent = loans.OrderEvent

// OrderEvents lists an order's status history, oldest first.
func (s Loans) OrderEvents(ctx context.Context, orderID int64) ([]OrderEvent, error) {
	rows, err := s.Query(ctx, `SELECT from_status, to_status, event, actor, reason, created_at FROM order_events WHERE order_id = $1 ORDER BY id`, orderID)
	if err != nil {
		return nil, fmt.Errorf("store: unable to read order events: %w", err)
	}
	defer rows.Close()
	out := []OrderEvent{}
	for rows.Next() {
		var e OrderEvent
		if err := rows.Scan(&e.From, &e.To, &e.Event, &e.Actor, &e.Reason, &e.CreatedAt); err != nil {
			return nil, fmt.Errorf("store: unable to read order event: %w", err)
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// idList renders ids as a SQL list of integer literals (ids are int64, never user text).
func idList(ids []int64) string {
	var b strings.Builder
	for i, id := range ids {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.FormatInt(id, 10))
	}
	return b.String()
}

// SeedOrder is a demo order written whole by the seed: its status history was computed
// with the transition table and its ledger with the rules before it gets here.
type SeedOrder struct {
	NewOrder
	Status         int
	CreatedAt      int64
	SettledAt      int64
	DisbursedDay   string
	LastAccruedDay string
	DecisionCode   string
	DecisionReason string
	PayoutStatus   string
	Entries        []loans.Entry
	Events         []OrderEvent
	Standing       loans.KeptStanding
}

// InsertSeedOrder writes a demo order with its schedule, ledger and history unless an order
// of the borrower with the same IdemKey exists (the seed is idempotent); it returns the id
// and whether it was written.
func (s Loans) InsertSeedOrder(ctx context.Context, o SeedOrder) (int64, bool, error) {
	var id int64
	var created bool
	err := s.Tx(ctx, func(tx Querier) error {
		err := tx.QueryRowContext(ctx, `SELECT id FROM orders WHERE user_id = $1 AND idem_key = $2`, o.UserID, o.IdemKey).Scan(&id)
		if err == nil {
			return nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("store: unable to look for seed order: %w", err)
		}
		repeat := 0
		if o.IsRepeat {
			repeat = 1
		}
		var settled any
		if o.SettledAt > 0 {
			settled = o.SettledAt
		}
		var decided any
		if o.DecisionCode != "" {
			decided = o.CreatedAt
		}
		var standingAt int64 // a loan without a payoff has no standing yet: FillStandings computes it
		if o.Standing.PayoffCents > 0 {
			standingAt = o.CreatedAt
		}
		err = tx.QueryRowContext(ctx, `INSERT INTO orders (order_no, user_id, product_id, amount, periods, term_days, interest, service_fee, net_proceeds,
				total_repay, status, variant, is_repeat, due_date, disbursed_day, last_accrued_day, payout_status, terms, idem_key, decision_code,
				decision_reason, decided_at, decided_by, created_at, updated_at, settled_at, overdue_since, payoff_cents, standing_at, past_due_cents)
			VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,'rules',$23,$23,$24,$25,$26,$27,$28) RETURNING id`,
			"tmp-"+o.IdemKey+fmt.Sprint(o.UserID), o.UserID, o.ProductID, o.Amount, o.Periods, o.TermDays, o.Interest, o.ServiceFee, o.NetProceeds,
			o.TotalRepay, o.Status, o.Variant, repeat, o.DueDate, o.DisbursedDay, o.LastAccruedDay, o.PayoutStatus, o.Terms, o.IdemKey,
			o.DecisionCode, o.DecisionReason, decided, o.CreatedAt, settled, o.Standing.OverdueSince, o.Standing.PayoffCents, standingAt, o.Standing.PastDueCents).Scan(&id)
		if err != nil {
			return fmt.Errorf("store: unable to insert seed order: %w", err)
		}
		no := "PT" + timeOfMs(o.CreatedAt).Format("060102") + fmt.Sprintf("%06d", id)
		if _, err := tx.ExecContext(ctx, `UPDATE orders SET order_no = $1 WHERE id = $2`, no, id); err != nil {
			return fmt.Errorf("store: unable to number seed order: %w", err)
		}
		if err := writeSchedule(ctx, tx, id, o.Schedule); err != nil {
			return err
		}
		if err := s.insertEntries(ctx, tx, id, o.Entries, o.CreatedAt); err != nil {
			return err
		}
		for _, e := range o.Events {
			if err := insertOrderEvent(ctx, tx, id, e.From, e.To, e.Event, e.Actor, e.Reason, e.CreatedAt); err != nil {
				return err
			}
		}
		created = true
		return nil
	})
	return id, created, err
}

func timeOfMs(ms int64) time.Time { return time.UnixMilli(ms).In(clock.Manila) }
