package api

import (
	"io"
	"net/http"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/aml"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/compliance"
	"github.com/pautang/pautang/internal/controls"
)

// The Compliance page's calls: each decodes, calls one compliance (or controls) method and
// answers. The rules are internal/aml and internal/cic, the use cases internal/compliance.

type (
	listLoaded    = compliance.Loaded
	hitClearBody  = controls.HitClearBody
	hitDecision   = controls.HitDecision
	strInput      = aml.STRInput
	strCase       = compliance.STRCase
	cicSubmission = compliance.CICSubmission
)

// confirmBody is the operator's finding that a hit is the listed person.
type confirmBody struct {
	Reason string `json:"reason"`
}

// amlcRefBody is the AMLC's reference of a filed report.
type amlcRefBody struct {
	AMLCRef string `json:"amlcRef"`
}

// coveredReported answers a covered transaction's report.
type coveredReported struct {
	ID     int64  `json:"id"`
	Status string `json:"status"`
}

// cicStatusBody moves a CIC file: submitted, accepted, or rejected with the CIC's reason.
type cicStatusBody struct {
	Status string `json:"status"`
	Note   string `json:"note"`
}

// maxListBytes bounds a sanctions list upload (the UN list is a few MB).
const maxListBytes = 64 << 20

// handleAdminCompliance is GET /admin/api/compliance.
func (s operatorCompliance) handleAdminCompliance(w http.ResponseWriter, r *http.Request, _ adminCtx) {
	d, err := s.Compliance.Desk(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, d)
}

// handleAdminLoadList is POST /admin/api/compliance/aml/lists: the file as the body or as the
// multipart field file.
func (s operatorCompliance) handleAdminLoadList(w http.ResponseWriter, r *http.Request, c adminCtx) {
	q, err := decodeQuery[amlListQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxListBytes)
	var src io.Reader = r.Body
	if strings.HasPrefix(r.Header.Get("Content-Type"), "multipart/") {
		mr, err := r.MultipartReader()
		if err != nil {
			fail(w, r, apperr.Invalid("Choose the list file."))
			return
		}
		for src = nil; src == nil; {
			part, err := mr.NextPart()
			if err != nil {
				fail(w, r, apperr.Invalid("Choose the list file."))
				return
			}
			if part.FormName() == "file" {
				src = part
			}
		}
	}
	body, err := io.ReadAll(src)
	if err != nil {
		fail(w, r, apperr.Invalid("The list file could not be read (at most 64 MB)."))
		return
	}
	got, err := s.Compliance.LoadList(r.Context(), q.Source, body, c.audit("", "", "", nil, nil))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, got)
}

// handleAdminHitClear is POST /admin/api/compliance/hits/{id}/clear: the maker's side; a
// supervisor approves it in the requests inbox.
func (s operatorCompliance) handleAdminHitClear(w http.ResponseWriter, r *http.Request, c adminCtx) {
	proposeOn[hitClearBody](s.Server, w, r, c, admin.KindAMLHitClear)
}

// handleAdminHitConfirm is POST /admin/api/compliance/hits/{id}/confirm.
func (s operatorCompliance) handleAdminHitConfirm(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in confirmBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	d, err := s.controls().ConfirmHit(r.Context(), c.actor(), id, in.Reason)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, d)
}

// handleAdminOpenSTR is POST /admin/api/compliance/str.
func (s operatorCompliance) handleAdminOpenSTR(w http.ResponseWriter, r *http.Request, c adminCtx) {
	var in strInput
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	cs, err := s.Compliance.OpenSTR(r.Context(), in, c.audit("", "", "", nil, nil))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, cs)
}

// handleAdminFileSTR is POST /admin/api/compliance/str/{id}/file.
func (s operatorCompliance) handleAdminFileSTR(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in amlcRefBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	cs, err := s.Compliance.FileSTR(r.Context(), id, in.AMLCRef, c.audit("", "", "", nil, nil))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, cs)
}

// handleAdminReportCovered is POST /admin/api/compliance/covered/{id}/report.
func (s operatorCompliance) handleAdminReportCovered(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in amlcRefBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	if err := s.Compliance.ReportCovered(r.Context(), id, in.AMLCRef, c.audit("", "", "", nil, nil)); err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, coveredReported{ID: id, Status: "reported"})
}

// handleAdminCICStatus is POST /admin/api/compliance/cic/{id}/status.
func (s operatorCompliance) handleAdminCICStatus(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in cicStatusBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	sub, err := s.Compliance.SetCICStatus(r.Context(), id, in.Status, in.Note, c.audit("", "", "", nil, nil))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, sub)
}
