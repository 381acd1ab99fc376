package outbound

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

type apiErr struct{ status int }

func (e *apiErr) Error() string { return "refused" }

func TestAPIBuildsRequestsAndReadsAnswers(t *testing.T) {
	var got *http.Request
	var gotBody string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r
		b, _ := io.ReadAll(r.Body)
		gotBody = string(b)
		switch r.URL.Path {
		case "/fail":
			w.WriteHeader(http.StatusUnprocessableEntity)
		case "/garbled":
			io.WriteString(w, "not json")
		default:
			io.WriteString(w, `{"id":"x1"}`)
		}
	}))
	defer srv.Close()
	a := &API{Name: "prov", BaseURL: BaseURL(srv.URL+"/", "https://unused.example"), Client: &Client{},
		Authorize: BasicAuth("sk_test"), Header: map[string]string{"Accept": "application/json"},
		Error: func(r Response) error { return &apiErr{r.Status} }}
	ctx := context.Background()

	var out struct{ ID string }
	if err := a.Call(ctx, Request{Method: http.MethodPost, Path: "/things", JSON: map[string]int{"n": 1}, Header: map[string]string{"Idempotency-key": "K1"}}, &out); err != nil || out.ID != "x1" {
		t.Fatalf("call: %+v %v", out, err)
	}
	user, pass, ok := got.BasicAuth()
	if !ok || user != "sk_test" || pass != "" || got.Header.Get("Accept") != "application/json" || got.Header.Get("Content-Type") != "application/json" ||
		got.Header.Get("Idempotency-key") != "K1" || gotBody != `{"n":1}` {
		t.Fatalf("request: %v %q", got.Header, gotBody)
	}

	if _, err := a.Send(ctx, Request{Method: http.MethodPost, Path: "/form", Form: url.Values{"apikey": {"k"}}}); err != nil ||
		got.Header.Get("Content-Type") != "application/x-www-form-urlencoded" || gotBody != "apikey=k" {
		t.Fatalf("form: %v %v %q", err, got.Header, gotBody)
	}
	if _, err := a.Send(ctx, Request{Method: http.MethodGet, Path: "/things"}); err != nil || got.Header.Get("Content-Type") != "" || gotBody != "" {
		t.Fatalf("no body: %v %v %q", err, got.Header, gotBody)
	}

	var ae *apiErr
	if err := a.Call(ctx, Request{Method: http.MethodGet, Path: "/fail"}, &out); !errors.As(err, &ae) || ae.status != 422 {
		t.Fatalf("error answer: %v", err)
	}
	a.Error = nil
	if err := a.Call(ctx, Request{Method: http.MethodGet, Path: "/fail"}, nil); err == nil || err.Error() != "prov: HTTP 422" {
		t.Fatalf("plain error: %v", err)
	}
	err := a.Call(ctx, Request{Method: http.MethodGet, Path: "/garbled?apikey=secret"}, &out)
	if err == nil || !strings.HasPrefix(err.Error(), "prov: unreadable answer to GET /garbled: ") || strings.Contains(err.Error(), "secret") {
		t.Fatalf("unreadable: %v", err)
	}
	var syn *json.SyntaxError
	if !errors.As(err, &syn) {
		t.Fatalf("unreadable wraps the JSON error: %v", err)
	}
	if BaseURL("", "https://def.example") != "https://def.example" {
		t.Fatal("default base URL")
	}
}

func TestTokenMatches(t *testing.T) {
	if !TokenMatches("tok", "tok") || TokenMatches("tok", "") || TokenMatches("", "") || TokenMatches("tok2", "tok") {
		t.Fatal("TokenMatches")
	}
}
