package fakehttp

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

func TestGateFaultsKeyAndDelay(t *testing.T) {
	var b Base
	b.Start(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		delay, ok := b.Gate(w, r, "sk_1", func(w http.ResponseWriter, status int) {
			JSON(w, status, map[string]string{"error": "injected"})
		}, func(w http.ResponseWriter) {
			JSON(w, http.StatusUnauthorized, map[string]string{"error": "key"})
		})
		if ok && Wait(r, delay) {
			JSON(w, http.StatusOK, map[string]string{"ok": "yes"})
		}
	}))
	defer b.Close()
	call := func(key string) (int, string) {
		req, _ := http.NewRequest(http.MethodGet, b.URL()+"/x", nil)
		req.SetBasicAuth(key, "")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, strings.TrimSpace(string(body))
	}
	if st, body := call("sk_1"); st != 200 || body != `{"ok":"yes"}` {
		t.Fatalf("ok: %d %s", st, body)
	}
	if st, body := call("sk_2"); st != 401 || body != `{"error":"key"}` {
		t.Fatalf("wrong key: %d %s", st, body)
	}
	b.FailNext(503)
	if st, body := call("sk_2"); st != 503 || body != `{"error":"injected"}` {
		t.Fatalf("injected: %d %s", st, body)
	}
	b.DelayNext(150 * time.Millisecond)
	start := time.Now()
	if st, _ := call("sk_1"); st != 200 || time.Since(start) < 150*time.Millisecond {
		t.Fatalf("delay: %d after %s", st, time.Since(start))
	}
	if st, _ := call("sk_1"); st != 200 || b.Calls != 5 {
		t.Fatalf("faults are used once: %d, calls %d", st, b.Calls)
	}
}

func TestDeliverRecords(t *testing.T) {
	var got http.Header
	hook := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r.Header
		w.WriteHeader(http.StatusAccepted)
	}))
	defer hook.Close()
	var b Base
	d := b.Deliver(hook.URL, "x-callback-token", "tok", []byte(`{}`))
	if d.Status != 202 || d.Err != nil || d.Header != "tok" || got.Get("x-callback-token") != "tok" || got.Get("Content-Type") != "application/json" {
		t.Fatalf("delivery: %+v %v", d, got)
	}
	if d := b.Deliver("", "x-callback-token", "tok", []byte(`{}`)); d.Err == nil {
		t.Fatal("no URL must fail")
	}
	if ds := b.Deliveries(); len(ds) != 2 || ds[0].Status != 202 || ds[1].Err == nil {
		t.Fatalf("deliveries: %+v", ds)
	}
}

func TestPageAndLimit(t *testing.T) {
	rows := []string{"a", "b", "c", "d", "e"}
	id := func(s string) string { return s }
	if p, more := Page(rows, id, "", 2); strings.Join(p, "") != "ab" || !more {
		t.Fatalf("first: %v %v", p, more)
	}
	if p, more := Page(rows, id, "c", 2); strings.Join(p, "") != "de" || more {
		t.Fatalf("after c: %v %v", p, more)
	}
	if p, more := Page(rows, id, "e", 2); len(p) != 0 || more {
		t.Fatalf("after last: %v %v", p, more)
	}
	if Limit("", 10, 50) != 10 || Limit("0", 10, 50) != 10 || Limit("51", 10, 50) != 10 || Limit("50", 10, 50) != 50 {
		t.Fatal("limit")
	}
}

func TestRecordsKeepCreationOrder(t *testing.T) {
	type obj struct{ ID, Ref string }
	var rs Records[obj]
	for _, o := range []obj{{"b", "R1"}, {"a", "R2"}, {"c", "R1"}} {
		o := o
		rs.Add(o.ID, &o)
	}
	if o, ok := rs.Get("a"); !ok || o.Ref != "R2" {
		t.Fatalf("get: %+v %v", o, ok)
	}
	if _, ok := rs.Get("z"); ok {
		t.Fatal("unknown id")
	}
	all := rs.Copies(nil)
	r1 := rs.Copies(func(o *obj) bool { return o.Ref == "R1" })
	if len(all) != 3 || all[0].ID != "b" || all[2].ID != "c" || len(r1) != 2 || r1[1].ID != "c" {
		t.Fatalf("copies: %+v %+v", all, r1)
	}
	p, _ := rs.Get("b")
	p.Ref = "R9"
	if c, ok := rs.Copy("b"); !ok || c.Ref != "R9" || rs.All()[0].Ref != "R9" || all[0].Ref != "R1" {
		t.Fatal("All shares the objects, Copies copies them")
	}
}
