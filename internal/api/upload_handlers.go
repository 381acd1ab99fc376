package api

import (
	"errors"
	"io"
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/storage"
)

// handleUpload serves a stored file at /uploads/{name}. The content type comes from our own
// allow-list by extension (never from the client), nosniff stops the browser from guessing
// otherwise, and the sandbox CSP keeps even a hostile file from running anything. Names are
// 128 random bits, so a URL is only known to whoever was given it.
func (s Site) handleUpload(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	if s.Files == nil || !storage.ValidName(name) {
		http.NotFound(w, r)
		return
	}
	obj, err := s.Files.Open(r.Context(), name)
	if errors.Is(err, storage.ErrNotFound) {
		http.NotFound(w, r)
		return
	}
	if err != nil {
		if s.Log != nil {
			s.Log.Error("api: unable to open upload", "err", err)
		}
		http.Error(w, "unavailable", http.StatusInternalServerError)
		return
	}
	defer obj.Body.Close()
	h := w.Header()
	h.Set("Content-Type", storage.ContentTypeOf(name))
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Disposition", "inline; filename=\""+name+"\"")
	h.Set("Content-Security-Policy", "default-src 'none'; sandbox")
	h.Set("Cross-Origin-Resource-Policy", "same-origin")
	// Stored files never change under a name; private keeps them out of shared caches.
	h.Set("Cache-Control", "private, max-age=31536000, immutable")
	if rs, ok := obj.Body.(io.ReadSeeker); ok {
		http.ServeContent(w, r, "", obj.ModTime, rs)
		return
	}
	h.Set("Content-Length", strconv.FormatInt(obj.Size, 10))
	io.Copy(w, obj.Body)
}
