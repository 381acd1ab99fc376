package api

import (
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/records"
)

// signedDocumentList is an order's accepted documents with their evidence.
type signedDocumentList struct {
	Documents []records.SignedDocument `json:"documents"`
}

// handleAdminSignedDocuments answers the evidence panel of an order.
func (s signedDocs) handleAdminSignedDocuments(w http.ResponseWriter, r *http.Request, _ adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	docs, err := s.lending().SignedDocuments(r.Context(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, signedDocumentList{Documents: docs})
}

// handleAdminSignedPDF answers one accepted document's PDF; every read is audited.
func (s signedDocs) handleAdminSignedPDF(w http.ResponseWriter, r *http.Request, c adminCtx) {
	s.adminSignedFile(w, r, c, "pdf")
}

// handleAdminSignedText answers one accepted document's text; every read is audited.
func (s signedDocs) handleAdminSignedText(w http.ResponseWriter, r *http.Request, c adminCtx) {
	s.adminSignedFile(w, r, c, "txt")
}

func (s signedDocs) adminSignedFile(w http.ResponseWriter, r *http.Request, c adminCtx, format string) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	doc, err := strconv.ParseInt(r.PathValue("doc"), 10, 64)
	if err != nil || doc <= 0 {
		fail(w, r, apperr.Invalid("The document id in the path must be a positive whole number."))
		return
	}
	d, name, err := s.lending().SignedFile(r.Context(), id, doc, format == "pdf", c.Op.ID, c.IP)
	if err != nil {
		fail(w, r, err)
		return
	}
	if format == "pdf" {
		writeFile(w, "application/pdf", name+".pdf", d.PDF)
		return
	}
	writeFile(w, "text/plain; charset=utf-8", name+".txt", []byte(d.Text))
}
