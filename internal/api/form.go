package api

import (
	"net/http"
	"strings"

	"github.com/pautang/pautang/internal/apperr"
)

// maxFormBytes bounds every form body; uploads have their own limit.
const maxFormBytes = 64 << 10

// readForm limits and parses the query and the body (form-encoded or multipart, maxFormBytes)
// and refuses text with a NUL byte or invalid UTF-8. A malformed body is invalid_params; an
// oversized one the *http.MaxBytesError that fail answers with too_large (HTTP 413). decode
// (request.go) reads the fields.
func readForm(w http.ResponseWriter, r *http.Request) error {
	if r.Body != nil {
		r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
	}
	if strings.HasPrefix(r.Header.Get("Content-Type"), "multipart/") {
		if err := r.ParseMultipartForm(maxFormBytes); err != nil {
			return apperr.Invalid("The request body could not be read.")
		}
	} else if err := r.ParseForm(); err != nil {
		if _, tooLarge := err.(*http.MaxBytesError); tooLarge {
			return err
		}
		return apperr.Invalid("The request body could not be read.")
	}
	return checkValues(r.Form) // NUL bytes or invalid UTF-8 (textcheck.go)
}
