// Package fakehttp is what the local provider fakes (PayMongo, Xendit payments and payouts,
// Semaphore) share: the httptest server, the count of API calls, the queue of injected
// faults, the gate every API call passes (fault, then the secret key), JSON answers, paging,
// a hosted page's frame, and callbacks posted to the adapter's webhook with a record of each
// delivery. Each fake keeps its provider's paths, bodies and error answers.
package fakehttp

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync"
	"time"
)

// Fault is an injected failure of one API call: answer Status, or wait Delay.
type Fault struct {
	Status int
	Delay  time.Duration
}

// Delivery is one callback a fake posted.
type Delivery struct {
	Body   []byte
	Header string // the value of the proof header sent (signature or token)
	Status int
	Err    error
}

// Base is embedded in every fake.
type Base struct {
	Server *httptest.Server
	// HTTP posts the callbacks (nil: a client with a 30 s timeout).
	HTTP *http.Client
	// Now is the fake's clock (time.Now when nil).
	Now func() time.Time
	// Calls counts the API calls received.
	Calls int

	mu         sync.Mutex
	faults     []Fault
	deliveries []Delivery
}

// Start serves h on a new local server.
func (b *Base) Start(h http.Handler) { b.Server = httptest.NewServer(h) }

// URL is the fake's base URL (the adapter's BaseURL).
func (b *Base) URL() string { return b.Server.URL }

// Close stops the server.
func (b *Base) Close() { b.Server.Close() }

// Time is the fake's clock now.
func (b *Base) Time() time.Time {
	if b.Now != nil {
		return b.Now()
	}
	return time.Now()
}

// FailNext makes the next API call answer HTTP status with the provider's error body.
func (b *Base) FailNext(status int) { b.inject(Fault{Status: status}) }

// DelayNext makes the next API call wait d before answering (the caller times out).
func (b *Base) DelayNext(d time.Duration) { b.inject(Fault{Delay: d}) }

func (b *Base) inject(f Fault) {
	b.mu.Lock()
	b.faults = append(b.faults, f)
	b.mu.Unlock()
}

// Call counts an API call and takes the next injected fault (the zero Fault when none).
func (b *Base) Call() Fault {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.Calls++
	var f Fault
	if len(b.faults) > 0 {
		f, b.faults = b.faults[0], b.faults[1:]
	}
	return f
}

// Gate is the start of an API call authorised by HTTP basic auth with key as the user: it
// counts the call, answers an injected status with fail, then a wrong key with unauthorized
// (the provider's error bodies). It returns an injected delay for the caller to wait (Wait),
// and false when it already answered.
func (b *Base) Gate(w http.ResponseWriter, r *http.Request, key string, fail func(w http.ResponseWriter, status int), unauthorized func(w http.ResponseWriter)) (time.Duration, bool) {
	f := b.Call()
	if f.Status != 0 {
		fail(w, f.Status)
		return 0, false
	}
	if user, pass, ok := r.BasicAuth(); !ok || user != key || pass != "" {
		unauthorized(w)
		return 0, false
	}
	return f.Delay, true
}

// Wait waits d, or less when the caller gives up (false).
func Wait(r *http.Request, d time.Duration) bool {
	if d <= 0 {
		return true
	}
	select {
	case <-time.After(d):
		return true
	case <-r.Context().Done():
		return false
	}
}

// JSON answers v as JSON with status.
func JSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// NewID is prefix and 24 random hex digits.
func NewID(prefix string) string {
	b := make([]byte, 12)
	rand.Read(b)
	return prefix + hex.EncodeToString(b)
}

// Limit reads a page size: def when absent or outside 1..max.
func Limit(v string, def, max int) int {
	if n, err := strconv.Atoi(v); err == nil && n >= 1 && n <= max {
		return n
	}
	return def
}

// Page is the page of at most limit rows after the row whose id is after (the first page
// when after is empty or unknown), and whether more rows follow it.
func Page[T any](rows []T, id func(T) string, after string, limit int) ([]T, bool) {
	start := 0
	if after != "" {
		for i, r := range rows {
			if id(r) == after {
				start = i + 1
			}
		}
	}
	end := min(start+limit, len(rows))
	return rows[start:end], end < len(rows)
}

// HTML answers a hosted page (checkout, e-wallet authorisation) in the fakes' plain mobile
// frame; body is HTML already escaped.
func HTML(w http.ResponseWriter, title, body string) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, `<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>%s</title>
<style>body{font-family:sans-serif;margin:24px;max-width:420px}button{display:block;width:100%%;padding:12px;margin:8px 0;font-size:16px}</style></head>
<body>%s</body></html>`, html.EscapeString(title), body)
}

// Deliver posts a callback body as JSON to url with the proof header name: value, and
// records the delivery (an empty url records an error).
func (b *Base) Deliver(url, name, value string, body []byte) Delivery {
	d := Delivery{Body: body, Header: value}
	if url == "" {
		d.Err = fmt.Errorf("fake: no callback URL")
	} else {
		req, _ := http.NewRequest(http.MethodPost, url, bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set(name, value)
		hc := b.HTTP
		if hc == nil {
			hc = &http.Client{Timeout: 30 * time.Second}
		}
		resp, err := hc.Do(req)
		if err != nil {
			d.Err = err
		} else {
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			d.Status = resp.StatusCode
		}
	}
	b.mu.Lock()
	b.deliveries = append(b.deliveries, d)
	b.mu.Unlock()
	return d
}

// Deliveries lists the callbacks posted so far.
func (b *Base) Deliveries() []Delivery {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]Delivery(nil), b.deliveries...)
}

// Records keeps a fake's objects (sessions, payment requests, payouts) by id in creation
// order. It does not lock: the fake holds its own lock around it.
type Records[T any] struct {
	byID  map[string]*T
	order []string
}

// Add keeps v under id.
func (rs *Records[T]) Add(id string, v *T) {
	if rs.byID == nil {
		rs.byID = map[string]*T{}
	}
	rs.byID[id] = v
	rs.order = append(rs.order, id)
}

// Get is the object of id.
func (rs *Records[T]) Get(id string) (*T, bool) {
	v, ok := rs.byID[id]
	return v, ok
}

// Copy is a copy of the object of id.
func (rs *Records[T]) Copy(id string) (T, bool) {
	var out T
	v, ok := rs.byID[id]
	if ok {
		out = *v
	}
	return out, ok
}

// All is every object in creation order.
func (rs *Records[T]) All() []*T {
	out := make([]*T, 0, len(rs.order))
	for _, id := range rs.order {
		out = append(out, rs.byID[id])
	}
	return out
}

// Copies is a copy of every object in creation order, kept only where keep says (nil: all).
func (rs *Records[T]) Copies(keep func(*T) bool) []T {
	out := []T{}
	for _, v := range rs.All() {
		if keep == nil || keep(v) {
			out = append(out, *v)
		}
	}
	return out
}
