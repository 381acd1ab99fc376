package api

import (
	"context"
	"log/slog"
	"net/http"
	"net/netip"
	"net/url"
	"runtime/debug"
	"strings"
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
			s.Metrics.ObserveHTTP(r.Pattern, r.Method, sw.status, d)
			if s.AccessLog {
				slog.Info("http", "method", r.Method, "url", redactURL(r.URL), "route", r.Pattern, "status", sw.status, "ms", d.Milliseconds())
			}
		}()
		secureHeaders(sw.Header())
		if s.hsts {
			sw.Header().Set("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
		}
		if len(s.proxies) > 0 {
			r = r.WithContext(context.WithValue(r.Context(), clientIPKey{}, resolveClientIP(r, s.proxies)))
		}
		if badText(r.URL.Path) {
			fail(sw, r, errBadText(""))
			return
		}
		// Without a percent escape the decoded values are the raw text's own pieces.
		if raw := r.URL.RawQuery; strings.IndexByte(raw, '%') >= 0 || badText(raw) {
			if err := checkValues(r.URL.Query()); err != nil {
				fail(sw, r, err)
				return
			}
		}
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

// clientIPKey carries the client address observe resolved.
type clientIPKey struct{}

// clientIP is the address rate limits and the audit count by: the connection's peer, or the
// X-Real-IP header when the peer is one of PAUTANG_TRUSTED_PROXIES (observe resolves it).
func clientIP(r *http.Request) string {
	if ip, ok := r.Context().Value(clientIPKey{}).(string); ok {
		return ip
	}
	return peerIP(r)
}

func peerIP(r *http.Request) string {
	host := r.RemoteAddr
	if i := strings.LastIndex(host, ":"); i > 0 {
		host = host[:i]
	}
	return strings.Trim(host, "[]")
}

// resolveClientIP trusts X-Real-IP only from a configured proxy, and only when it is an IP.
func resolveClientIP(r *http.Request, proxies []netip.Prefix) string {
	peer := peerIP(r)
	if len(proxies) == 0 {
		return peer
	}
	hdr := strings.TrimSpace(r.Header.Get("X-Real-IP"))
	if hdr == "" {
		return peer
	}
	a, err := netip.ParseAddr(peer)
	if err != nil {
		return peer
	}
	for _, p := range proxies {
		if p.Contains(a.Unmap()) {
			if c, err := netip.ParseAddr(hdr); err == nil {
				return c.String()
			}
			return peer
		}
	}
	return peer
}
