// Package webui serves the Vite bundles embedded in the binary: hashed assets cached for a
// year and served precompressed (brotli or gzip) when the browser accepts it, and each
// bundle's HTML entry for its paths. API paths never fall back to HTML.
package webui

import (
	"embed"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"strings"
)

//go:embed all:dist
var dist embed.FS

// Handler serves the bundles. apiBase is excluded from the HTML fallback.
type Handler struct {
	fs      fs.FS
	apiBase string
}

// New returns the handler over the embedded build, or over dir on disk when dir is set
// (PAUTANG_WEB_DIR: serve a fresh `vite build` without rebuilding the binary).
func New(apiBase, dir string) *Handler {
	var root fs.FS
	if dir != "" {
		root = os.DirFS(dir)
	} else {
		root, _ = fs.Sub(dist, "dist")
	}
	return &Handler{fs: root, apiBase: strings.TrimSuffix(apiBase, "/")}
}

// Built reports whether the front end was built into the binary.
func (h *Handler) Built() bool {
	_, err := fs.Stat(h.fs, "app.html")
	return err == nil
}

// entryFor maps a page path to the HTML entry of its bundle.
func entryFor(p string) string {
	switch {
	case p == "/" || p == "/index.html":
		return "site.html"
	case p == "/landing" || strings.HasPrefix(p, "/landing/"):
		return "landing.html"
	case p == "/payway" || strings.HasPrefix(p, "/payway/"):
		return "payway.html"
	case p == "/admin" || strings.HasPrefix(p, "/admin/"):
		return "admin.html"
	}
	return "app.html"
}

// ServeHTTP serves a file, or the entry HTML for an extension-less page path.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	p := path.Clean("/" + r.URL.Path)
	if p == h.apiBase || strings.HasPrefix(p, h.apiBase+"/") {
		http.NotFound(w, r)
		return
	}
	name := strings.TrimPrefix(p, "/")
	if name != "" && !strings.HasSuffix(name, ".html") {
		if st, err := fs.Stat(h.fs, name); err == nil && !st.IsDir() {
			cache := "public, max-age=3600"
			if strings.HasPrefix(name, "assets/") {
				cache = "public, max-age=31536000, immutable"
			}
			h.serveFile(w, r, name, cache)
			return
		}
		if path.Ext(name) != "" {
			http.NotFound(w, r)
			return
		}
	}
	entry := entryFor(p)
	if entry == "app.html" {
		// A borrower page the build wrote its own copy of app.html for (web/scripts/route-html.mjs:
		// the route's chunks and styles preloaded, so they load beside the entry, not after it).
		if own := "routes" + p + ".html"; p != "/" {
			if _, err := fs.Stat(h.fs, own); err == nil {
				entry = own
			}
		}
	}
	if _, err := fs.Stat(h.fs, entry); err != nil {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.WriteHeader(http.StatusServiceUnavailable)
		w.Write([]byte(`<!doctype html><meta charset="utf-8"><title>Pautang</title><p>The web app was not built into this binary. Run <code>make build</code> (or <code>make run</code>).</p>`))
		return
	}
	h.serveFile(w, r, entry, "no-cache")
}

// serveFile picks the precompressed variant the client accepts.
func (h *Handler) serveFile(w http.ResponseWriter, r *http.Request, name, cache string) {
	ctype := mime.TypeByExtension(path.Ext(name))
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	accept := r.Header.Get("Accept-Encoding")
	hdr := w.Header()
	hdr.Set("Content-Type", ctype)
	hdr.Set("Cache-Control", cache)
	hdr.Add("Vary", "Accept-Encoding")
	for _, enc := range []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
		if !strings.Contains(accept, enc.token) {
			continue
		}
		if b, err := fs.ReadFile(h.fs, name+enc.ext); err == nil {
			hdr.Set("Content-Encoding", enc.token)
			w.Write(b)
			return
		}
	}
	b, err := fs.ReadFile(h.fs, name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Write(b)
}
