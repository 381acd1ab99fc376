package outbound

import (
	"bytes"
	"context"
	"crypto/subtle"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// API is one provider's HTTP API as an adapter calls it: where it is, how a request is
// authorised, the headers every request carries and how the provider's error answers read.
// The adapter keeps its own paths, bodies and answer types.
type API struct {
	Name    string // prefixes the errors this file makes ("paymongo: ...")
	BaseURL string // scheme and host, no trailing slash (see BaseURL)
	Client  *Client
	// Authorize adds the credentials to a request (BasicAuth); nil adds none.
	Authorize func(*http.Request)
	// Header is set on every request (Accept...).
	Header map[string]string
	// Error turns an answer other than 2xx into the provider's error; nil makes a plain one.
	Error func(Response) error
}

// Request is one call: a path under the base URL (with its query), the call's own headers
// (Idempotency-key, api-version) and its body, sent as JSON or as a form (at most one).
type Request struct {
	Method string
	Path   string
	Header map[string]string
	JSON   any
	Form   url.Values
}

// BaseURL is the configured base URL without its trailing slash, or def when none is set.
func BaseURL(configured, def string) string {
	if configured != "" {
		return strings.TrimSuffix(configured, "/")
	}
	return def
}

// BasicAuth authorises with user as the HTTP basic user and an empty password (the secret
// keys of PayMongo and Xendit).
func BasicAuth(user string) func(*http.Request) {
	return func(r *http.Request) { r.SetBasicAuth(user, "") }
}

// TokenMatches reports whether a callback's token is the expected one (compared in constant
// time); an empty expected token matches nothing.
func TokenMatches(got, want string) bool {
	return want != "" && subtle.ConstantTimeCompare([]byte(got), []byte(want)) == 1
}

// Send builds and sends req through the client (timeout, breaker) and returns the answer;
// an answer other than 2xx comes back as the provider's error.
func (a *API) Send(ctx context.Context, req Request) (Response, error) {
	var body io.Reader
	contentType := ""
	switch {
	case req.JSON != nil:
		b, err := json.Marshal(req.JSON)
		if err != nil {
			return Response{}, err
		}
		body, contentType = bytes.NewReader(b), "application/json"
	case req.Form != nil:
		body, contentType = strings.NewReader(req.Form.Encode()), "application/x-www-form-urlencoded"
	}
	hreq, err := http.NewRequestWithContext(ctx, req.Method, a.BaseURL+req.Path, body)
	if err != nil {
		return Response{}, err
	}
	if a.Authorize != nil {
		a.Authorize(hreq)
	}
	for k, v := range a.Header {
		hreq.Header.Set(k, v)
	}
	if contentType != "" {
		hreq.Header.Set("Content-Type", contentType)
	}
	for k, v := range req.Header {
		hreq.Header.Set(k, v)
	}
	resp, err := a.Client.Do(ctx, hreq)
	if err != nil {
		return Response{}, err
	}
	if resp.Status/100 != 2 {
		if a.Error != nil {
			return Response{}, a.Error(resp)
		}
		return Response{}, fmt.Errorf("%s: HTTP %d", a.Name, resp.Status)
	}
	return resp, nil
}

// Call is Send, then the answer decoded as JSON into out (nil: the answer is not read).
// An unreadable answer names the method and the path without its query (a query may carry
// a key).
func (a *API) Call(ctx context.Context, req Request, out any) error {
	resp, err := a.Send(ctx, req)
	if err != nil || out == nil {
		return err
	}
	if err := json.Unmarshal(resp.Body, out); err != nil {
		path, _, _ := strings.Cut(req.Path, "?")
		return fmt.Errorf("%s: unreadable answer to %s %s: %w", a.Name, req.Method, path, err)
	}
	return nil
}
