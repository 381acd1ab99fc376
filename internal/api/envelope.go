// Package api is the HTTP layer: one route table (routes.go), one handlers file per resource.
// A handler decodes and validates the request, calls the domain or the store, and answers
// with the envelope of spec section 7: {"code","message","data","success"}.
package api

import (
	"compress/gzip"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strings"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/i18n"
)

// Success-code families of spec section 7 / ARCHITECTURE.md section 4.
const (
	// FamilyZero is '0': bank, complaint-init and promotion calls.
	FamilyZero = "0"
	// FamilyDoubleZero is '00': loan, upload, old confirm and score-save calls.
	FamilyDoubleZero = "00"
)

// Envelope is every /gw response.
type Envelope struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data"`
	Success bool   `json:"success"`
}

// ok answers a success in the given code family.
func ok(w http.ResponseWriter, r *http.Request, family string, data any) {
	writeJSON(w, r, http.StatusOK, Envelope{Code: family, Message: "success", Data: data, Success: true})
}

// fail answers an error. Coded errors keep their code and message; anything else is logged
// once here and answered as 'internal' (HTTP 500) without details.
func fail(w http.ResponseWriter, r *http.Request, err error) {
	code, msg, status := describe(err)
	if lang := i18n.From(r.Context()); lang != i18n.Raw {
		msg = borrowerMessage(lang, err, msg)
	}
	if status == http.StatusInternalServerError {
		slog.Error("api: internal error", "method", r.Method, "route", r.Pattern, "err", err)
	}
	writeJSON(w, r, status, Envelope{Code: code, Message: msg, Data: nil, Success: false})
}

// borrowerLang puts the borrower's language (the lang common param, else Accept-Language)
// in the request's context: the handlers and fail write their texts in it (internal/i18n).
func borrowerLang(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		lang := i18n.Parse(r.URL.Query().Get("lang"), r.Header.Get("Accept-Language"))
		h(w, r.WithContext(i18n.With(r.Context(), lang)))
	}
}

// borrowerMessage is the error's message in lang: a coded error is written again from its
// format and arguments; the fixed answers of describe are message ids themselves.
func borrowerMessage(lang i18n.Lang, err error, msg string) string {
	var ae *apperr.Error
	if errors.As(err, &ae) {
		if ae.Format == "" {
			return ae.Message
		}
		return lang.F(ae.Format, ae.Args...)
	}
	return lang.T(msg)
}

// describe is the one place an error becomes an envelope code and an HTTP status.
// Business errors stay HTTP 200 (the clients read code); only crashes are 500.
func describe(err error) (code, msg string, status int) {
	var ae *apperr.Error
	switch {
	case errors.As(err, &ae):
		return ae.Code, ae.Message, http.StatusOK
	case errors.Is(err, apperr.ErrNoRow):
		return apperr.CodeNotFound, "Not found.", http.StatusOK
	case errors.Is(err, apperr.ErrTaken):
		return apperr.CodeConflict, "This was already done.", http.StatusOK
	}
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		return "too_large", "The request is too large.", http.StatusRequestEntityTooLarge
	}
	if coded, ok := err.(interface{ ErrorCode() (string, string) }); ok {
		c, m := coded.ErrorCode()
		return c, m, http.StatusOK
	}
	return apperr.CodeInternal, "Something went wrong on our side. Please try again.", http.StatusInternalServerError
}

// writeJSON writes v, gzip-compressed when the client accepts it and the body is not tiny.
func writeJSON(w http.ResponseWriter, r *http.Request, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		slog.Error("api: unable to encode response", "err", err)
		status, b = http.StatusInternalServerError, []byte(`{"code":"internal","message":"encoding failed","data":null,"success":false}`)
	}
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	if len(b) > 1024 && strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		h.Set("Content-Encoding", "gzip")
		h.Add("Vary", "Accept-Encoding")
		w.WriteHeader(status)
		gz, _ := gzip.NewWriterLevel(w, gzip.BestSpeed)
		gz.Write(b)
		gz.Close()
		return
	}
	w.WriteHeader(status)
	w.Write(b)
}
