// Command authread measures requests/s and p99 latency of an authenticated /gw read at 64
// connections, beside a bare net/http handler in the same run, on SQLite and (when
// BENCH_DATABASE_URL is set) PostgreSQL, in alternating rounds. Usage:
// go run ./bench/authread [-d 5s] [-rounds 3] [-c 64] [-call user-info|loan-details]
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"runtime/pprof"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pautang/pautang/internal/cli"
	"github.com/pautang/pautang/internal/config"
	"github.com/pautang/pautang/internal/seed"
)

func main() {
	dur := flag.Duration("d", 5*time.Second, "duration per run")
	rounds := flag.Int("rounds", 3, "rounds of bare handler + each target")
	conns := flag.Int("c", 64, "concurrent connections")
	profile := flag.String("cpuprofile", "", "write a CPU profile of the database targets' runs to this file")
	call := flag.String("call", "user-info", "the call to measure: user-info (/v3/user/info) or loan-details (/v3/loan-details/loan-details of the demo borrower's loan being repaid)")
	flag.Parse()
	slog.SetDefault(slog.New(slog.NewTextHandler(io.Discard, nil)))

	bare := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"code":"00","message":"success","data":{"userId":"1","mobile":"09171234567","name":"Juan Dela Cruz","hasOpenLoan":true},"success":true}`))
	})
	bareURL, stopBare := listen(bare)
	defer stopBare()
	targets := []struct{ name, dbURL string }{{"pautang sqlite", ""}}
	if u := os.Getenv("BENCH_DATABASE_URL"); u != "" {
		targets = append(targets, struct{ name, dbURL string }{"pautang postgres", u})
	}
	type open struct {
		name string
		urls []string
	}
	var opened []open
	for _, t := range targets {
		dir, _ := os.MkdirTemp("", "authread")
		defer os.RemoveAll(dir)
		os.Setenv("PAUTANG_DATA_DIR", dir)
		os.Setenv("DATABASE_URL", t.dbURL)
		if t.dbURL != "" {
			// PostgreSQL needs the keys every instance shares; fixed ones, so the fingerprints
			// stored by an earlier run of this tool on the same database still match.
			os.Setenv("PAUTANG_SECRET_KEY", strings.Repeat("be", 32))
			os.Setenv("PAUTANG_DATA_KEY", strings.Repeat("ac", 32))
		}
		cfg, err := config.Load()
		must(err)
		ctx := context.Background()
		app, err := cli.Open(ctx, cfg)
		must(err)
		defer app.Close()
		_, err = seed.Run(ctx, app.Store, app.Clock, seed.Options{Demo: cfg.Dev, Dev: cfg.Dev, SQLite: !cfg.Postgres()})
		must(err)
		srv := cli.NewServer(app)
		base, stop := listen(srv.Handler())
		defer stop()
		// One signed-in borrower per connection (the demo borrower first), as real traffic is;
		// loan details: the demo borrower's loan being repaid, one session per connection.
		urls := make([]string, *conns)
		for i := range urls {
			phone := seed.DemoPhone
			if i > 0 && *call == "user-info" {
				phone = fmt.Sprintf("0918%07d", i)
			}
			token, sess, err := app.Auth.IssueSession(ctx, phone, "bench")
			must(err)
			q := url.Values{"sessionId": {token}, "userId": {fmt.Sprint(sess.UserID)}}
			switch *call {
			case "user-info":
				urls[i] = base + "/gw/v3/user/info?" + q.Encode()
			case "loan-details":
				orders, err := app.Store.Loans().LoanOrdersByUser(ctx, sess.UserID)
				must(err)
				for _, o := range orders {
					if o.Status == 170 || o.Status == 180 {
						q.Set("orderId", fmt.Sprint(o.ID))
						break
					}
				}
				urls[i] = base + "/gw/v3/loan-details/loan-details?" + q.Encode()
			default:
				must(fmt.Errorf("unknown -call %q", *call))
			}
		}
		opened = append(opened, open{t.name, urls})
	}
	if *profile != "" {
		f, err := os.Create(*profile)
		must(err)
		must(pprof.StartCPUProfile(f))
		defer pprof.StopCPUProfile()
	}
	// Rounds alternate the bare handler and each target, and each target is compared with the
	// bare run just before it, so load from elsewhere on a shared machine moves both alike.
	fmt.Printf("%-22s %12s %10s %10s\n", "target", "req/s", "p50 ms", "p99 ms")
	shares := make([][]float64, len(opened))
	for r := 0; r < *rounds; r++ {
		bareRPS := run("bare net/http", []string{bareURL + "/x"}, *dur, *conns)
		for i, o := range opened {
			rps := run(o.name, o.urls, *dur, *conns)
			shares[i] = append(shares[i], 100*rps/bareRPS)
			fmt.Printf("  -> %.0f%% of the bare handler\n", 100*rps/bareRPS)
		}
	}
	for i, o := range opened {
		sort.Float64s(shares[i])
		fmt.Printf("%s: median %.0f%% of the bare handler over %d rounds (%.0f-%.0f%%)\n", o.name, shares[i][len(shares[i])/2], len(shares[i]), shares[i][0], shares[i][len(shares[i])-1])
	}
}

func listen(h http.Handler) (string, func()) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	must(err)
	s := &http.Server{Handler: h}
	go s.Serve(ln)
	return "http://" + ln.Addr().String(), func() { s.Close() }
}

// run drives POSTs from conns workers for d (worker i at targets[i % len]) and prints the
// figures.
func run(name string, targets []string, d time.Duration, conns int) float64 {
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: conns, MaxConnsPerHost: conns}}
	deadline := time.Now().Add(d)
	var total, failed atomic.Int64
	lat := make([][]time.Duration, conns)
	var wg sync.WaitGroup
	start := time.Now()
	for i := 0; i < conns; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			target := targets[i%len(targets)]
			for time.Now().Before(deadline) {
				t0 := time.Now()
				resp, err := client.Post(target, "application/x-www-form-urlencoded", nil)
				if err != nil {
					failed.Add(1)
					continue
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if resp.StatusCode != 200 {
					failed.Add(1)
				}
				lat[i] = append(lat[i], time.Since(t0))
				total.Add(1)
			}
		}(i)
	}
	wg.Wait()
	elapsed := time.Since(start)
	var all []time.Duration
	for _, l := range lat {
		all = append(all, l...)
	}
	sort.Slice(all, func(a, b int) bool { return all[a] < all[b] })
	pct := func(p float64) float64 {
		if len(all) == 0 {
			return 0
		}
		return float64(all[int(float64(len(all)-1)*p)].Microseconds()) / 1000
	}
	rps := float64(total.Load()) / elapsed.Seconds()
	fmt.Printf("%-22s %12.0f %10.2f %10.2f   (failed %d)\n", name, rps, pct(0.5), pct(0.99), failed.Load())
	return rps
}

func must(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
