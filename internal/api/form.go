package api

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/apperr"
)

// maxFormBytes bounds every form body; uploads have their own limit.
const maxFormBytes = 64 << 10

// form reads a request's query and form-encoded body and collects the first field error,
// so a handler reads every field and checks once.
type form struct {
	r   *http.Request
	err error
}

// parseForm limits and parses the body. A malformed body becomes a clear coded error.
func parseForm(w http.ResponseWriter, r *http.Request) (*form, error) {
	if r.Body != nil {
		r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
	}
	if strings.HasPrefix(r.Header.Get("Content-Type"), "multipart/") {
		if err := r.ParseMultipartForm(maxFormBytes); err != nil {
			return nil, apperr.Invalid("The request body could not be read.")
		}
	} else if err := r.ParseForm(); err != nil {
		if _, tooLarge := err.(*http.MaxBytesError); tooLarge {
			return nil, err
		}
		return nil, apperr.Invalid("The request body could not be read.")
	}
	if err := checkValues(r.Form); err != nil {
		return nil, err // NUL bytes or invalid UTF-8 (textcheck.go)
	}
	return &form{r: r}, nil
}

// str returns a trimmed field (body first, then query).
func (f *form) str(name string) string { return strings.TrimSpace(f.r.FormValue(name)) }

// required returns a field or records that it is missing.
func (f *form) required(name string) string {
	v := f.str(name)
	if v == "" && f.err == nil {
		f.err = apperr.Invalid("%s is required.", name)
	}
	return v
}

// int64 reads a whole number; def when absent.
func (f *form) int64(name string, def int64) int64 {
	v := f.str(name)
	if v == "" {
		return def
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil && f.err == nil {
		f.err = apperr.Invalid("%s must be a whole number.", name)
	}
	return n
}

// requiredInt64 reads a whole number that must be present.
func (f *form) requiredInt64(name string) int64 {
	if f.str(name) == "" {
		if f.err == nil {
			f.err = apperr.Invalid("%s is required.", name)
		}
		return 0
	}
	return f.int64(name, 0)
}

// productID reads productId or its alias product_id.
func (f *form) productID() int64 {
	if f.str("productId") == "" && f.str("product_id") != "" {
		return f.int64("product_id", 0)
	}
	return f.int64("productId", 0)
}
