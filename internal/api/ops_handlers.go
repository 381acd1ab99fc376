package api

import (
	"context"
	"crypto/subtle"
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
	if err := s.Store.Ping(ctx); err != nil {
		w.WriteHeader(http.StatusServiceUnavailable)
		w.Write([]byte("database unavailable\n"))
		return
	}
	// A database that answers but cannot take a write (read-only, disk full, locked) is not
	// ready: every money path writes.
	if err := s.Store.WriteProbe(ctx); err != nil {
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
	w.Header().Set("Content-Type", "text/plain; version=0.0.4")
	s.Metrics.Write(w)
}

func (s *Server) handleAPINotFound(w http.ResponseWriter, r *http.Request) {
	fail(w, r, apperr.Newf(apperr.CodeNotFound, "No API call %s %s.", r.Method, strings.TrimPrefix(r.URL.Path, s.Cfg.APIBase)))
}

// handleOpenAPI describes every API route from the same table that builds the mux.
func (s *Server) handleOpenAPI(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, r, http.StatusOK, s.OpenAPI())
}

// OpenAPI builds the OpenAPI 3.1 document of the route table.
func (s *Server) OpenAPI() map[string]any {
	paths := map[string]any{}
	for _, rt := range s.apiRoutes() {
		var params []map[string]any
		props := map[string]any{}
		var required []string
		for _, p := range rt.Params {
			name, optional := strings.CutSuffix(p, "?")
			props[name] = map[string]any{"type": "string"}
			if !optional {
				required = append(required, name)
			}
		}
		if rt.Auth {
			for _, q := range []string{"sessionId", "userId", "mobile", "deviceId", "merchantNumber"} {
				params = append(params, map[string]any{"name": q, "in": "query", "required": q == "sessionId", "schema": map[string]any{"type": "string"}})
			}
		}
		op := map[string]any{
			"summary":        rt.Summary,
			"operationId":    strings.ToLower(rt.Method) + strings.NewReplacer("/", "_", "-", "_", "{", "", "}", "").Replace(rt.Path),
			"x-success-code": rt.Family,
			"responses": map[string]any{"200": map[string]any{
				"description": "The envelope {code, message, data, success}",
				"content":     map[string]any{"application/json": map[string]any{"schema": map[string]any{"$ref": "#/components/schemas/Envelope"}}},
			}},
		}
		if len(params) > 0 {
			op["parameters"] = params
		}
		if len(props) > 0 && rt.Method != "GET" {
			op["requestBody"] = map[string]any{"content": map[string]any{"application/x-www-form-urlencoded": map[string]any{
				"schema": map[string]any{"type": "object", "properties": props, "required": required},
			}}}
		}
		path := s.Cfg.APIBase + rt.Path
		item, _ := paths[path].(map[string]any)
		if item == nil {
			item = map[string]any{}
			paths[path] = item
		}
		item[strings.ToLower(rt.Method)] = op
	}
	return map[string]any{
		"openapi": "3.1.0",
		"info":    map[string]any{"title": "Pautang API", "version": "1"},
		"paths":   paths,
		"components": map[string]any{"schemas": map[string]any{"Envelope": map[string]any{
			"type": "object", "required": []string{"code", "message", "data", "success"},
			"properties": map[string]any{
				"code": map[string]any{"type": "string"}, "message": map[string]any{"type": "string"},
				"data": map[string]any{}, "success": map[string]any{"type": "boolean"},
			},
		}}},
	}
}
