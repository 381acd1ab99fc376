// Command dailyjob measures the daily loan job and the loan-detail call on PostgreSQL (or
// SQLite) with many loans. It creates a fresh schema, loads -n disbursed loans spread over 120
// disbursement days (so the first run catches up to 120 days per loan and many loans are
// due or overdue), then times: the first (catch-up) run, a second run the same day (nothing
// to do), a steady-state run the next day, and the loan detail with the big table versus a
// table of 10 loans.
//
//	go run ./bench/dailyjob -db postgres://postgres@127.0.0.1:5432/test?sslmode=disable -n 100000
//
// The loader writes rows with set-based INSERT ... SELECT (a fixture generator, not product
// code); the measured paths are the product's own (lending.Service).
package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
)

func main() {
	db := flag.String("db", os.Getenv("PAUTANG_TEST_DATABASE_URL"), "PostgreSQL URL (empty: SQLite in a temp dir)")
	n := flag.Int("n", 10000, "loans to load")
	workers := flag.Int("workers", 8, "daily job workers")
	batch := flag.Int("batch", 1000, "loans per transaction")
	flag.Parse()
	slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})))
	if err := run(*db, *n, *workers, *batch); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func open(ctx context.Context, db string, clk clock.Clock) (*store.Store, func(), error) {
	if db == "" {
		dir, _ := os.MkdirTemp("", "dailyjob")
		st, err := store.Open(ctx, "", filepath.Join(dir, "bench.db"), clk, store.Options{CommitGroup: true})
		return st, func() { os.RemoveAll(dir) }, err
	}
	b := make([]byte, 6)
	rand.Read(b)
	schema := "bench_" + hex.EncodeToString(b)
	admin, err := pgx.Connect(ctx, db)
	if err != nil {
		return nil, nil, err
	}
	if _, err := admin.Exec(ctx, `CREATE SCHEMA `+schema); err != nil {
		return nil, nil, err
	}
	u, _ := url.Parse(db)
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	st, err := store.Open(ctx, u.String(), "", clk, store.Options{MaxConns: 8})
	return st, func() {
		admin.Exec(context.Background(), `DROP SCHEMA `+schema+` CASCADE`)
		admin.Close(context.Background())
	}, err
}

func run(db string, n, workers, batch int) error {
	ctx := context.Background()
	clk := clock.NewFixed(time.Date(2026, 11, 22, 9, 0, 0, 0, clock.Manila))
	st, cleanup, err := open(ctx, db, clk)
	if err != nil {
		return err
	}
	defer cleanup()
	defer st.Close()
	if _, err := st.Migrate(ctx); err != nil {
		return err
	}
	svc := &lending.Service{Store: st.Lending(), Clock: clk, Cap: loans.DefaultPHCapPolicy(), Workers: workers, BatchSize: batch}

	small, err := load(ctx, st, svc, 10, "S")
	if err != nil {
		return err
	}
	detailSmall := timeDetails(ctx, svc, small)
	t := time.Now()
	if _, err := load(ctx, st, svc, n, "B"); err != nil {
		return err
	}
	if st.Dialect == store.Postgres { // fresh bulk-loaded tables: give the planner statistics, as autovacuum would
		if _, err := st.DB.ExecContext(ctx, `ANALYZE`); err != nil {
			return err
		}
	}
	fmt.Printf("engine=%s loans=%d workers=%d batch=%d load=%s\n", st.Dialect, n, workers, batch, time.Since(t).Round(time.Millisecond))

	rep, err := svc.RunDaily(ctx)
	if err != nil {
		return err
	}
	fmt.Printf("first run (catch-up, up to 120 days per loan): loans=%d entries=%d moves=%d took=%s (%.1f µs/loan)\n",
		rep.Orders, rep.Entries, rep.Moves, rep.Duration.Round(time.Millisecond), float64(rep.Duration.Microseconds())/float64(max(rep.Orders, 1)))
	rep, err = svc.RunDaily(ctx)
	if err != nil {
		return err
	}
	fmt.Printf("second run same day (idempotent): loans=%d entries=%d took=%s\n", rep.Orders, rep.Entries, rep.Duration.Round(time.Millisecond))
	clk.Advance(24 * time.Hour)
	rep, err = svc.RunDaily(ctx)
	if err != nil {
		return err
	}
	fmt.Printf("next day (steady state): loans=%d entries=%d moves=%d took=%s (%.1f µs/loan)\n",
		rep.Orders, rep.Entries, rep.Moves, rep.Duration.Round(time.Millisecond), float64(rep.Duration.Microseconds())/float64(max(rep.Orders, 1)))
	detailBig := timeDetails(ctx, svc, small)
	fmt.Printf("loan-details: %s with 10 loans, %s with %d loans\n", detailSmall, detailBig, n+10)
	return nil
}

// timeDetails is the mean latency of the loan detail of the first loan of the set.
func timeDetails(ctx context.Context, svc *lending.Service, set loaded) time.Duration {
	const runs = 200
	t := time.Now()
	for range runs {
		if _, err := svc.Details(ctx, set.userID, set.orderID); err != nil {
			panic(err)
		}
	}
	return (time.Since(t) / runs).Round(time.Microsecond)
}

type loaded struct{ userID, orderID int64 }

// load writes n disbursed EXPRESS loans of PHP 5,000, spread over 120 disbursement days,
// with the ledger loans.Disburse books and last_accrued_day = the disbursement day.
func load(ctx context.Context, st *store.Store, svc *lending.Service, n int, tag string) (loaded, error) {
	pid, err := st.Catalog().UpsertProduct(ctx, store.ProductRow{Code: "EXPRESS", Name: "Express", MinAmount: 200000, MaxAmount: 1000000, AmountStep: 50000,
		TermDays: 91, Periods: 1, InterestBPMonth: 300, ServiceFeeBP: 300, Rules: loans.DefaultRules().JSON(), Enabled: true})
	if err != nil {
		return loaded{}, err
	}
	row, _ := st.Catalog().Product(ctx, pid)
	terms, _ := lending.TermsOf(row)
	tj, _ := json.Marshal(terms)
	today := loans.DateOf(st.Clock.Now())
	const amount = 500000
	var first loaded
	const groups = 120
	per := (n + groups - 1) / groups
	for g := 0; g < groups && g*per < n; g++ {
		cnt := min(per, n-g*per)
		day := today.Add(-1 - g)
		loan, entries, err := loans.Disburse(terms, amount, day, loans.ClientNew, svc.Cap)
		if err != nil {
			return first, err
		}
		key := fmt.Sprintf("%s%d", tag, g)
		err = st.Tx(ctx, func(tx store.Querier) error {
			now := st.Now()
			if _, err := tx.ExecContext(ctx, `WITH RECURSIVE g(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM g WHERE i < CAST($3 AS INTEGER))
				INSERT INTO users (phone, created_at) SELECT $1 || i, $2 FROM g`, key+"-", now, cnt); err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO orders (order_no, user_id, product_id, amount, periods, term_days, status, variant, due_date, disbursed_day,
					last_accrued_day, terms, idem_key, created_at, updated_at)
				SELECT 'PT' || u.id, u.id, $1, $2, 1, 91, 170, 'new', $3, $4, $4, $5, $6, $7, $7 FROM users u WHERE u.phone LIKE $8`,
				pid, amount, loan.Schedule[0].DueDay.String(), day.String(), string(tj), key, now, key+"-%"); err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO installments (order_id, seq, due_date, principal, interest) SELECT id, 1, $1, $2, $3 FROM orders WHERE idem_key = $4`,
				loan.Schedule[0].DueDay.String(), loan.Schedule[0].PrincipalCents, loan.Schedule[0].InterestCents, key); err != nil {
				return err
			}
			for _, e := range entries {
				if _, err := tx.ExecContext(ctx, `INSERT INTO ledger_entries (order_id, kind, bucket, amount, day, ref, created_at) SELECT id, $1, $2, $3, $4, $5, $6 FROM orders WHERE idem_key = $7`,
					string(e.Kind), string(e.Bucket), e.AmountCents, e.Day.String(), e.Ref, now, key); err != nil {
					return err
				}
			}
			if first.orderID == 0 {
				return tx.QueryRowContext(ctx, `SELECT id, user_id FROM orders WHERE idem_key = $1 ORDER BY id LIMIT 1`, key).Scan(&first.orderID, &first.userID)
			}
			return nil
		})
		if err != nil {
			return first, fmt.Errorf("load group %d: %w", g, err)
		}
	}
	return first, nil
}
