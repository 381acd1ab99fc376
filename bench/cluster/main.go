// Command cluster is bench/cluster.sh's load generator: a bounded mixed load through the
// proxy (logins, loan details, store payments that become webhooks, payouts, order lists),
// CONCURRENCY clients for SECONDS, then one summary: requests, answers by HTTP status,
// p50 / p99 per kind and overall, and the payments the gateway accepted.
//
//	go run ./bench/cluster -base http://127.0.0.1:8088 -q "$Q" -orders 3,4,5 -codes A,B -payout 6
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"sort"
	"strings"
	"sync"
	"time"
)

type sample struct {
	kind   string
	status int
	took   time.Duration
}

func main() {
	base := flag.String("base", "http://127.0.0.1:8088", "proxy URL")
	q := flag.String("q", "", "common query of a signed-in demo session (pautang dev-session)")
	orders := flag.String("orders", "", "order ids for loan details, comma-separated")
	codes := flag.String("codes", "", "pay codes for store payments, comma-separated")
	payout := flag.String("payout", "", "an approved order id to disburse (several clients at once)")
	seconds := flag.Int("seconds", 20, "how long the load runs")
	clients := flag.Int("c", 16, "concurrent clients")
	flag.Parse()
	orderIDs := strings.Split(*orders, ",")
	payCodes := strings.Split(*codes, ",")
	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: *clients}}
	post := func(kind, path string, form url.Values, hdr map[string]string) (int, []byte, time.Duration) {
		req, _ := http.NewRequest("POST", *base+path, strings.NewReader(form.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		for k, v := range hdr {
			req.Header.Set(k, v)
		}
		start := time.Now()
		resp, err := client.Do(req)
		if err != nil {
			return 0, nil, time.Since(start)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		return resp.StatusCode, b, time.Since(start)
	}
	var mu sync.Mutex
	var samples []sample
	accepted := 0
	record := func(kind string, status int, took time.Duration) {
		mu.Lock()
		samples = append(samples, sample{kind, status, took})
		if kind == "payment" && status == 200 {
			accepted++
		}
		mu.Unlock()
	}
	deadline := time.Now().Add(time.Duration(*seconds) * time.Second)
	var wg sync.WaitGroup
	for c := range *clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(c), uint64(time.Now().UnixNano())))
			for i := 0; time.Now().Before(deadline); i++ {
				switch {
				case i%20 == 0: // a login: code by SMS, read from the dev inbox, then log in
					phone := fmt.Sprintf("09%09d", r.IntN(1_000_000_000))
					ip := map[string]string{"X-Real-IP": fmt.Sprintf("198.51.%d.%d", r.IntN(250), 1+r.IntN(250))}
					st, _, took := post("login", "/gw/v3/login/sms-code", url.Values{"phone": {phone}}, ip)
					record("login", st, took)
					if st != 200 {
						continue
					}
					resp, err := client.Get(*base + "/dev/inbox.json?phone=" + phone)
					if err != nil {
						continue
					}
					var inbox struct {
						Messages []struct{ Code string } `json:"messages"`
					}
					json.NewDecoder(resp.Body).Decode(&inbox)
					resp.Body.Close()
					if len(inbox.Messages) == 0 {
						record("login", 599, 0) // the code was not found: counted as an error
						continue
					}
					st, b, took := post("login", "/gw/v3/login/login", url.Values{"phone": {phone}, "code": {inbox.Messages[0].Code}, "deviceId": {"bench"}}, ip)
					if st == 200 && !strings.Contains(string(b), `"code":"00"`) {
						st = 598 // refused code: an error of the cluster (a code sent through one instance refused by another)
					}
					record("login", st, took)
				case i%10 < 5: // loan details
					st, _, took := post("detail", "/gw/v3/installment/loan-play-detail?"+*q, url.Values{"orderId": {orderIDs[r.IntN(len(orderIDs))]}}, nil)
					record("detail", st, took)
				case i%10 < 8: // a store payment: the gateway records it and its webhook comes back through the proxy
					st, _, took := post("payment", "/dev/payments/simulate", url.Values{"payCode": {payCodes[r.IntN(len(payCodes))]}, "amount": {fmt.Sprint(100 + r.IntN(50))}}, nil)
					record("payment", st, took)
				case i%10 == 8 && *payout != "": // a payout of the approved order, from many clients at once
					st, _, took := post("payout", "/dev/payout/run", url.Values{"orderId": {*payout}}, nil)
					record("payout", st, took)
				default:
					st, _, took := post("orders", "/gw/v3/order/list?"+*q, nil, nil)
					record("orders", st, took)
				}
			}
		}()
	}
	wg.Wait()
	byStatus := map[int]int{}
	byKind := map[string][]time.Duration{}
	var all []time.Duration
	for _, s := range samples {
		byStatus[s.status]++
		if s.took > 0 {
			byKind[s.kind] = append(byKind[s.kind], s.took)
			all = append(all, s.took)
		}
	}
	errs := []string{}
	for st, n := range byStatus {
		if st/100 != 2 && st/100 != 4 {
			errs = append(errs, fmt.Sprintf("%d: %d", st, n))
		}
	}
	sort.Strings(errs)
	statuses := []string{}
	for st, n := range byStatus {
		statuses = append(statuses, fmt.Sprintf("%d: %d", st, n))
	}
	sort.Strings(statuses)
	fmt.Printf("load: %d requests in %ds by %d clients (%.0f/s); answers by status {%s}; errors {%s}\n",
		len(samples), *seconds, *clients, float64(len(samples))/float64(*seconds), strings.Join(statuses, ", "), strings.Join(errs, ", "))
	fmt.Printf("load: all p50 %s p99 %s\n", pct(all, 50), pct(all, 99))
	kinds := make([]string, 0, len(byKind))
	for k := range byKind {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		fmt.Printf("load: %-8s %6d  p50 %-8s p99 %s\n", k, len(byKind[k]), pct(byKind[k], 50), pct(byKind[k], 99))
	}
	fmt.Printf("accepted=%d\n", accepted)
	if len(samples) == 0 {
		os.Exit(1)
	}
}

func pct(d []time.Duration, p int) string {
	if len(d) == 0 {
		return "-"
	}
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	return d[min(len(d)-1, len(d)*p/100)].Round(100 * time.Microsecond).String()
}
