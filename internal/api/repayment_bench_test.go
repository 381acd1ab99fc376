package api

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"runtime/pprof"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// benchOrders gives n more borrowers an overdue EXPRESS loan each (disbursed 100 days ago and
// caught up to today) and returns the orders' ids, so a benchmark spreads over many ledgers.
func benchOrders(b *testing.B, rh *repayHarness, n int) (ids, users []int64) {
	b.Helper()
	ctx := context.Background()
	ps, err := rh.st.Catalog().Products(ctx, false)
	if err != nil {
		b.Fatal(err)
	}
	var p store.ProductRow
	for _, x := range ps {
		if x.Code == "EXPRESS" {
			p = x
		}
	}
	terms, _ := disburse.ProductTerms(p)
	tj, _ := json.Marshal(terms)
	cp := loans.DefaultPHCapPolicy()
	today := loans.DateOf(rh.clock.Now())
	disb := today.Add(-100)
	loan, entries, err := loans.Disburse(terms, 500000, disb, loans.ClientNew, cp)
	if err != nil {
		b.Fatal(err)
	}
	more, status := loans.CatchUp(loan, entries, disb.Add(1), today, cp)
	entries = append(entries, more...)
	rows, sched := entries, loan.Schedule
	for i := 0; i < n; i++ {
		uid, _, err := rh.st.Users().UpsertUser(ctx, fmt.Sprintf("0918%07d", i))
		if err != nil {
			b.Fatal(err)
		}
		id, _, err := rh.st.Loans().InsertSeedOrder(ctx, store.SeedOrder{NewOrder: store.NewOrder{UserID: uid, ProductID: p.ID, Amount: 500000, Periods: 1, TermDays: terms.TermDays,
			Variant: "new", Terms: string(tj), IdemKey: "bench", Schedule: sched, DueDate: sched[len(sched)-1].DueDay.String()},
			Status: int(status), CreatedAt: disb.Time().UnixMilli(), DisbursedDay: disb.String(), LastAccruedDay: today.String(),
			PayoutStatus: store.PayoutSucceeded, Entries: rows})
		if err != nil {
			b.Fatal(err)
		}
		ids, users = append(ids, id), append(users, uid)
	}
	return ids, users
}

// BenchmarkRepaymentCommit measures card repayment commits through the router (session check,
// order and amount checks, the duplicate rule under the order lock, the sandbox charge and
// its SMS) on 32 concurrent clients; ops/s is commits per second.
func BenchmarkRepaymentCommit(b *testing.B) {
	for _, d := range storetest.Engines() {
		b.Run(string(d), func(b *testing.B) {
			rh := newRepayHarness(b, d)
			// A card debit texts a code, so an order may start only cardCommitsPerOrderHour of them an
			// hour: the commits spread over enough loans for b.N within the limit.
			ids, users := benchOrders(b, rh, max(16, (b.N+cardCommitsPerOrderHour-1)/cardCommitsPerOrderHour))
			type client struct {
				q     url.Values
				order int64
				card  int64
				token string
			}
			clients := make([]client, len(ids))
			for i, id := range ids {
				q := rh.session(fmt.Sprintf("0918%07d", i))
				acc, err := rh.st.Banking().BindBankAccount(context.Background(), store.NewBankAccount{UserID: users[i], CardType: 1, Channel: "90006", BankCode: "BDO",
					BankName: "BDO Unibank", HolderName: "Bench", Cipher: "v1:bench", Last4: "0000", Hash: fmt.Sprintf("bench-%s-%d", d, i)}, store.AccountActionBind, 0)
				if err != nil {
					b.Fatal(err)
				}
				c := client{q: q, order: id, card: acc.ID}
				rh.q = q
				c.token = rh.repayToken(id)
				clients[i] = c
			}
			var seq atomic.Int64
			b.SetParallelism(32)
			b.ResetTimer()
			stop := profileTimed(b)
			start, cpu0, db0 := time.Now(), processCPU(), localPostgresCPU()
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					n := seq.Add(1)
					c := clients[n%int64(len(clients))]
					body := url.Values{"orderId": {itoa(c.order)}, "amount": {itoa(100 + n)}, "cardId": {itoa(c.card)}, "repayToken": {c.token}, "sendMsg": {"1"}}
					if env := rh.call("/gw/api/v1/pautang/pay/service/loan/repayment-commit", c.q, body); env.Code != "00" {
						b.Errorf("commit: %s %s", env.Code, env.Message)
						return
					}
				}
			})
			b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "commits/s")
			reportCPU(b, d, cpu0, db0)
			stop()
		})
	}
}

// BenchmarkWebhookApply measures signed webhook deliveries applied to the ledger (signature,
// dedup by event id, the lending service's one-transaction allocation, the outcome) over 64
// overdue loans; ops/s is applications per second.
func BenchmarkWebhookApply(b *testing.B) {
	for _, d := range storetest.Engines() {
		b.Run(string(d), func(b *testing.B) {
			rh := newRepayHarness(b, d)
			ids, users := benchOrders(b, rh, 64)
			ctx := context.Background()
			codes := make([]string, len(ids))
			for i, id := range ids {
				r, err := rh.srv.Repay.EnsurePayCode(ctx, users[i], id, "90003")
				if err != nil {
					b.Fatal(err)
				}
				codes[i] = r.PayCode
			}
			bodies := make([][]byte, b.N)
			for i := range bodies {
				ev, err := rh.srv.PaySandbox.Pay(ctx, codes[i%len(codes)], 100, "")
				if err != nil {
					b.Fatal(err)
				}
				bodies[i], _ = json.Marshal(ev)
			}
			var next atomic.Int64
			b.SetParallelism(32)
			b.ResetTimer()
			stop := profileTimed(b)
			start, cpu0, db0 := time.Now(), processCPU(), localPostgresCPU()
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					body := bodies[next.Add(1)-1]
					req := httptest.NewRequest("POST", "/gw/payments/webhook", bytes.NewReader(body))
					req.Header.Set(payments.SignatureHeader, payments.Sign(testWebhookSecret, rh.clock.Now(), body))
					rec := httptest.NewRecorder()
					rh.h.ServeHTTP(rec, req)
					if rec.Code != http.StatusOK {
						b.Errorf("webhook: %d %s", rec.Code, rec.Body.String())
						return
					}
				}
			})
			b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "applied/s")
			reportCPU(b, d, cpu0, db0)
			stop()
			b.StopTimer()
			if n := countRows(b, rh.st, `SELECT COUNT(*) FROM payment_events WHERE outcome = 'applied'`); n != b.N {
				b.Fatalf("applied %d of %d", n, b.N)
			}
		})
	}
}

// profileTimed writes a CPU profile of the timed part alone to $BENCH_CPUPROFILE (the setup,
// which signs 3000 gateway events, would otherwise dominate -cpuprofile); the returned
// function stops it.
func profileTimed(b *testing.B) func() {
	path := os.Getenv("BENCH_CPUPROFILE")
	if path == "" {
		return func() {}
	}
	f, err := os.Create(path + "." + strings.ReplaceAll(b.Name(), "/", "-"))
	if err != nil {
		b.Fatal(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		b.Fatal(err)
	}
	return func() { pprof.StopCPUProfile(); f.Close() }
}

// processCPU is this process's user+system CPU time in µs. Per operation it is steadier than
// ops/s on a shared machine (it does not count PostgreSQL's own CPU, which runs elsewhere).
func processCPU() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e3
}

func cpuSince(start float64) float64 { return processCPU() - start }

// localPostgresCPU is the user+system CPU time in µs of this machine's PostgreSQL processes
// (0 where /proc cannot tell), so a benchmark on a shared machine can report what each
// operation costs the database too: ops/s on 2 cores ≈ 2e6 / (cpu-µs/op + db-cpu-µs/op).
func localPostgresCPU() float64 {
	dirs, _ := os.ReadDir("/proc")
	tick := 100.0 // USER_HZ on Linux
	var total float64
	for _, d := range dirs {
		if d.Name()[0] < '0' || d.Name()[0] > '9' {
			continue
		}
		comm, err := os.ReadFile("/proc/" + d.Name() + "/comm")
		if err != nil || strings.TrimSpace(string(comm)) != "postgres" {
			continue
		}
		stat, err := os.ReadFile("/proc/" + d.Name() + "/stat")
		if err != nil {
			continue
		}
		// Fields after the ")" that ends the command: state is field 3, utime 14, stime 15.
		f := strings.Fields(string(stat[bytes.LastIndexByte(stat, ')')+1:]))
		if len(f) > 12 {
			u, _ := strconv.ParseFloat(f[11], 64)
			s, _ := strconv.ParseFloat(f[12], 64)
			total += (u + s) / tick * 1e6
		}
	}
	return total
}

// reportCPU adds cpu-µs/op (this process) and, on PostgreSQL, db-cpu-µs/op.
func reportCPU(b *testing.B, d store.Dialect, cpu0, db0 float64) {
	b.ReportMetric(cpuSince(cpu0)/float64(b.N), "cpu-µs/op")
	if d == store.Postgres {
		if db := localPostgresCPU() - db0; db > 0 {
			b.ReportMetric(db/float64(b.N), "db-cpu-µs/op")
		}
	}
}
