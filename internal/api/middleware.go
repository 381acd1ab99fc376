package api

import (
	"log/slog"
	"net/http"
	"net/netip"
	"net/url"
	"runtime/debug"
	"strings"
	"sync/atomic"
	"time"
)

// statusWriter remembers the status for logs and metrics.
type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.ResponseWriter.Write(b)
}

func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// secretParams never reach a log line.
var secretParams = []string{"sessionId", "token", "code", "verifyCode", "smsCode", "capcode"}

// redactURL hides session tokens and codes in a logged URL.
func redactURL(u *url.URL) string {
	q := u.Query()
	changed := false
	for _, p := range secretParams {
		if q.Has(p) {
			q.Set(p, "REDACTED")
			changed = true
		}
	}
	if !changed {
		return u.Path + "?" + u.RawQuery
	}
	return u.Path + "?" + q.Encode()
}

// observe is the outermost middleware: it recovers panics (answered as the internal
// envelope, logged once), logs the request with secrets redacted and records metrics.
func (s *Server) observe(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w}
		defer func() {
			if rec := recover(); rec != nil {
				slog.Error("api: panic", "route", r.Pattern, "panic", rec, "stack", string(debug.Stack()))
				if sw.status == 0 {
					writeJSON(sw, r, http.StatusInternalServerError, Envelope{Code: "internal", Message: "Something went wrong on our side. Please try again."})
				}
			}
			d := time.Since(start)
			s.Metrics.Observe(r.Pattern, sw.status, d)
			if s.AccessLog {
				slog.Info("http", "method", r.Method, "url", redactURL(r.URL), "route", r.Pattern, "status", sw.status, "ms", d.Milliseconds())
			}
		}()
		secureHeaders(sw.Header())
		next.ServeHTTP(sw, r)
	})
}

// secureHeaders sets the headers every response carries. Styles allow 'unsafe-inline'
// because antd-mobile positions popups with inline styles; scripts do not.
func secureHeaders(h http.Header) {
	h.Set("Content-Security-Policy", "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-src 'self'; frame-ancestors 'self'; object-src 'none'; base-uri 'self'; form-action 'self'")
	h.Set("Referrer-Policy", "same-origin")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "SAMEORIGIN")
	h.Set("Permissions-Policy", "camera=(self), geolocation=(self), microphone=()")
}

// trustedProxies are the peers besides loopback whose X-Real-IP is believed
// (PAUTANG_TRUSTED_PROXIES; Server.Handler sets it).
var trustedProxies atomic.Pointer[[]netip.Prefix]

// clientIP is the address rate limits count by. Behind a proxy, set the proxy to overwrite
// X-Real-IP; the header is trusted only from loopback and PAUTANG_TRUSTED_PROXIES.
func clientIP(r *http.Request) string {
	host := r.RemoteAddr
	if i := strings.LastIndex(host, ":"); i > 0 {
		host = host[:i]
	}
	host = strings.Trim(host, "[]")
	if real := r.Header.Get("X-Real-IP"); real != "" && trustedPeer(host) {
		return real
	}
	return host
}

func trustedPeer(host string) bool {
	if host == "127.0.0.1" || host == "::1" {
		return true
	}
	list := trustedProxies.Load()
	if list == nil || len(*list) == 0 {
		return false
	}
	a, err := netip.ParseAddr(host)
	if err != nil {
		return false
	}
	a = a.Unmap()
	for _, p := range *list {
		if p.Contains(a) {
			return true
		}
	}
	return false
}
