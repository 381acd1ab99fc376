package webui

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"testing/fstest"
)

func testHandler() *Handler {
	return &Handler{apiBase: "/gw", fs: fstest.MapFS{
		"app.html":             {Data: []byte("APP")},
		"site.html":            {Data: []byte("SITE")},
		"landing.html":         {Data: []byte("LANDING")},
		"payway.html":          {Data: []byte("PAYWAY")},
		"admin.html":           {Data: []byte("ADMIN")},
		"routes/main.html":     {Data: []byte("APP+MAIN")},
		"assets/app-abc.js":    {Data: []byte("js")},
		"assets/app-abc.js.br": {Data: []byte("br")},
		"assets/app-abc.js.gz": {Data: []byte("gz")},
		"logos/express.svg":    {Data: []byte("<svg/>")},
	}}
}

func get(h http.Handler, path, enc string) *httptest.ResponseRecorder {
	req := httptest.NewRequest("GET", path, nil)
	if enc != "" {
		req.Header.Set("Accept-Encoding", enc)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func TestEntries(t *testing.T) {
	h := testHandler()
	tests := []struct{ path, want string }{
		{"/", "SITE"}, {"/landing", "LANDING"}, {"/payway", "PAYWAY"}, {"/admin", "ADMIN"}, {"/admin/loans/3", "ADMIN"},
		{"/loanDetail", "APP"}, {"/complainDetails", "APP"}, {"/main", "APP+MAIN"}, {"/main/x", "APP"}, {"/routes/main.html", "APP"},
	}
	for _, tt := range tests {
		rec := get(h, tt.path, "")
		if rec.Body.String() != tt.want || rec.Header().Get("Cache-Control") != "no-cache" {
			t.Errorf("%s: got %q (%s), want %q no-cache", tt.path, rec.Body.String(), rec.Header().Get("Cache-Control"), tt.want)
		}
	}
}

func TestAPIPathsNeverFallBack(t *testing.T) {
	h := testHandler()
	for _, p := range []string{"/gw", "/gw/v3/unknown", "/gw/x.js"} {
		if rec := get(h, p, ""); rec.Code != http.StatusNotFound {
			t.Errorf("%s: status %d, want 404", p, rec.Code)
		}
	}
}

func TestAssetsPrecompressedAndCachedLong(t *testing.T) {
	h := testHandler()
	for _, tt := range []struct{ enc, body, ce string }{{"br, gzip", "br", "br"}, {"gzip", "gz", "gzip"}, {"", "js", ""}} {
		rec := get(h, "/assets/app-abc.js", tt.enc)
		if rec.Body.String() != tt.body || rec.Header().Get("Content-Encoding") != tt.ce {
			t.Errorf("enc %q: got %q / %q", tt.enc, rec.Body.String(), rec.Header().Get("Content-Encoding"))
		}
		if rec.Header().Get("Cache-Control") != "public, max-age=31536000, immutable" {
			t.Errorf("cache: %q", rec.Header().Get("Cache-Control"))
		}
	}
	if rec := get(h, "/assets/missing.js", ""); rec.Code != http.StatusNotFound {
		t.Errorf("missing asset: %d", rec.Code)
	}
}

func TestNotBuiltPlaceholder(t *testing.T) {
	h := &Handler{apiBase: "/gw", fs: fstest.MapFS{".keep": {}}}
	if h.Built() {
		t.Fatal("Built() true without app.html")
	}
	if rec := get(h, "/main", ""); rec.Code != http.StatusServiceUnavailable {
		t.Fatalf("status %d, want 503", rec.Code)
	}
}
