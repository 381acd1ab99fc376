package api

import (
	"context"
	"net/http"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/jobs"
)

// jobsPage answers GET /admin/api/jobs: the queues with their counts by state, this
// instance's River client, the states a filter takes, and the newest jobs that match.
type jobsPage struct {
	jobs.Overview
	States []string   `json:"states"`
	Jobs   []jobs.Job `json:"jobs"`
}

var errJobsUnavailable = apperr.New("jobs_unavailable", "Background jobs do not run in this process.")

// handleAdminJobs is GET /admin/api/jobs.
func (s operatorJobs) handleAdminJobs(w http.ResponseWriter, r *http.Request, _ adminCtx) {
	if s.Jobs == nil {
		fail(w, r, errJobsUnavailable)
		return
	}
	q, err := decodeQuery[jobsQuery](r)
	if err != nil {
		fail(w, r, err)
		return
	}
	f := jobs.ListFilter{State: q.State, Queue: q.Queue, Kind: q.Kind, Limit: int(q.Limit)}
	page, err := s.Jobs.Page(r.Context(), f)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, jobsPage{Overview: page.Overview, States: jobs.States, Jobs: page.Jobs})
}

// handleAdminJobRetry is POST /admin/api/jobs/{id}/retry.
func (s operatorJobs) handleAdminJobRetry(w http.ResponseWriter, r *http.Request, c adminCtx) {
	s.jobAction(w, r, c, s.Jobs.Retry)
}

// handleAdminJobCancel is POST /admin/api/jobs/{id}/cancel.
func (s operatorJobs) handleAdminJobCancel(w http.ResponseWriter, r *http.Request, c adminCtx) {
	s.jobAction(w, r, c, s.Jobs.Cancel)
}

func (s operatorJobs) jobAction(w http.ResponseWriter, r *http.Request, c adminCtx, act func(ctx context.Context, id int64, by jobs.By) (jobs.Job, error)) {
	if s.Jobs == nil {
		fail(w, r, errJobsUnavailable)
		return
	}
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	j, err := act(r.Context(), id, jobs.By{OperatorID: c.Op.ID, IP: c.IP, At: s.Clock.Now().UnixMilli()})
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, j)
}
