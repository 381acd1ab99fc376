package api

import (
	"context"
	"crypto/subtle"
	"encoding/json"
	"net/http"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/apperr"
)

func (s *Server) handleHealthz(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Write([]byte("ok\n"))
}

func (s *Server) handleReadyz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	if s.Draining.Load() {
		w.WriteHeader(http.StatusServiceUnavailable)
		w.Write([]byte("draining\n"))
		return
	}
	if err := s.Health.Ping(ctx); err != nil {
		w.WriteHeader(http.StatusServiceUnavailable)
		w.Write([]byte("database unavailable\n"))
		return
	}
	// A database that answers but cannot take a write (read-only, disk full, locked) is not
	// ready: every money path writes.
	if err := s.Health.WriteProbe(ctx); err != nil {
		s.logger().Warn("readyz: the database cannot take a write", "err", err)
		w.WriteHeader(http.StatusServiceUnavailable)
		w.Write([]byte("database cannot take a write\n"))
		return
	}
	w.Write([]byte("ready\n"))
}

// metricsGuard checks Authorization: Bearer PAUTANG_METRICS_TOKEN when a token is set.
func (s *Server) metricsGuard(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if tok := s.Cfg.MetricsToken; tok != "" {
			got, _ := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
			if subtle.ConstantTimeCompare([]byte(got), []byte(tok)) != 1 {
				w.Header().Set("WWW-Authenticate", "Bearer")
				http.Error(w, "unauthorized\n", http.StatusUnauthorized)
				return
			}
		}
		h(w, r)
	}
}

func (s *Server) handleMetrics(w http.ResponseWriter, r *http.Request) {
	s.metrics().Handler().ServeHTTP(w, r)
}

func (s *Server) handleAPINotFound(w http.ResponseWriter, r *http.Request) {
	fail(w, r, apperr.Newf(apperr.CodeNotFound, "No API call %s %s.", r.Method, strings.TrimPrefix(r.URL.Path, s.Cfg.APIBase)))
}

// handleOpenAPI describes every route of both tables (openapi.go), from the same rows that
// build the mux.
func (s *Server) handleOpenAPI(w http.ResponseWriter, r *http.Request) {
	doc, err := s.openAPIJSON()
	if err != nil {
		fail(w, r, err)
		return
	}
	writeJSON(w, r, http.StatusOK, json.RawMessage(doc))
}
