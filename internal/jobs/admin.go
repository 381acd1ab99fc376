package jobs

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strconv"

	"github.com/jackc/pgx/v5"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
)

// The back office's view of the jobs (the Jobs page): River's own listing, retry and cancel.

// Job is one job as the back office shows it.
type Job struct {
	ID          int64           `json:"id"`
	Kind        string          `json:"kind"`
	Queue       string          `json:"queue"`
	State       string          `json:"state"`
	Attempt     int             `json:"attempt"`
	MaxAttempts int             `json:"maxAttempts"`
	Args        json.RawMessage `json:"args"`
	Output      json.RawMessage `json:"output,omitempty"`
	CreatedAt   int64           `json:"createdAt"`             // unix ms
	ScheduledAt int64           `json:"scheduledAt"`           // unix ms
	AttemptedAt int64           `json:"attemptedAt,omitempty"` // unix ms of the last attempt's start
	FinalizedAt int64           `json:"finalizedAt,omitempty"` // unix ms: completed, cancelled or discarded
	AttemptedBy []string        `json:"attemptedBy,omitempty"` // the River clients (instances) that ran it
	Errors      []AttemptError  `json:"errors,omitempty"`      // one per failed attempt, oldest first
}

// AttemptError is a failed attempt's error.
type AttemptError struct {
	Attempt int    `json:"attempt"`
	At      int64  `json:"at"` // unix ms
	Error   string `json:"error"`
}

// ListFilter narrows List; empty fields match everything.
type ListFilter struct {
	State string // a River job state: available, running, completed, retryable, discarded, cancelled, scheduled, pending
	Queue string
	Kind  string
	ID    int64
	Limit int // 100 by default, at most 500
}

// States are River's job states, as the filter accepts them.
var States = []string{
	string(rivertype.JobStateAvailable), string(rivertype.JobStateCancelled), string(rivertype.JobStateCompleted),
	string(rivertype.JobStateDiscarded), string(rivertype.JobStatePending), string(rivertype.JobStateRetryable),
	string(rivertype.JobStateRunning), string(rivertype.JobStateScheduled),
}

// Page is a list of jobs, newest first.
type Page struct {
	Jobs []Job `json:"jobs"`
}

func jobOf(r *rivertype.JobRow) Job {
	j := Job{ID: r.ID, Kind: r.Kind, Queue: r.Queue, State: string(r.State), Attempt: r.Attempt, MaxAttempts: r.MaxAttempts,
		Args: json.RawMessage(r.EncodedArgs), CreatedAt: r.CreatedAt.UnixMilli(), ScheduledAt: r.ScheduledAt.UnixMilli(), AttemptedBy: r.AttemptedBy}
	if len(j.Args) == 0 {
		j.Args = json.RawMessage("{}")
	}
	if out := r.Output(); len(out) > 0 {
		j.Output = json.RawMessage(out)
	}
	if r.AttemptedAt != nil {
		j.AttemptedAt = r.AttemptedAt.UnixMilli()
	}
	if r.FinalizedAt != nil {
		j.FinalizedAt = r.FinalizedAt.UnixMilli()
	}
	for _, e := range r.Errors {
		j.Errors = append(j.Errors, AttemptError{Attempt: e.Attempt, At: e.At.UnixMilli(), Error: e.Error})
	}
	return j
}

func badParam(msg string) error { return apperr.Invalid("%s", msg) }

// List lists jobs, newest first.
func (j *Jobs) List(ctx context.Context, f ListFilter) (Page, error) {
	p := river.NewJobListParams().OrderBy(river.JobListOrderByID, river.SortOrderDesc)
	limit := f.Limit
	if limit <= 0 {
		limit = 100
	}
	if limit > 500 {
		return Page{}, badParam("limit: at most 500")
	}
	p = p.First(limit)
	if f.State != "" {
		known := false
		for _, s := range States {
			known = known || s == f.State
		}
		if !known {
			return Page{}, badParam("state: one of available, running, completed, retryable, discarded, cancelled, scheduled, pending")
		}
		p = p.States(rivertype.JobState(f.State))
	}
	if f.Queue != "" {
		p = p.Queues(f.Queue)
	}
	if f.Kind != "" {
		p = p.Kinds(f.Kind)
	}
	if f.ID != 0 {
		p = p.IDs(f.ID)
	}
	res, err := j.c.JobList(ctx, p)
	if err != nil {
		return Page{}, err
	}
	out := Page{Jobs: make([]Job, 0, len(res.Jobs))}
	for _, r := range res.Jobs {
		out.Jobs = append(out.Jobs, jobOf(r))
	}
	return out, nil
}

// PageData is the Jobs page: the overview and the newest jobs that match a filter.
type PageData struct {
	Overview
	Jobs []Job
}

// Page is the Jobs page's data.
func (j *Jobs) Page(ctx context.Context, f ListFilter) (PageData, error) {
	l, err := j.List(ctx, f)
	if err != nil {
		return PageData{}, err
	}
	o, err := j.Overview(ctx)
	if err != nil {
		return PageData{}, err
	}
	return PageData{Overview: o, Jobs: l.Jobs}, nil
}

// Queue is one queue with its jobs by state.
type Queue struct {
	Name    string           `json:"name"`
	Paused  bool             `json:"paused"`
	Workers int              `json:"workers"` // this instance's concurrent jobs on it
	States  map[string]int64 `json:"states"`
}

// Overview is the Jobs page's head: the queues with their counts and this instance's client.
type Overview struct {
	Client string  `json:"client"`
	Queues []Queue `json:"queues"`
}

// Overview lists the queues (those River knows and those with jobs) and their counts by state.
func (j *Jobs) Overview(ctx context.Context) (Overview, error) {
	stats, err := j.QueueStats(ctx)
	if err != nil {
		return Overview{}, err
	}
	ql, err := j.c.QueueList(ctx, river.NewQueueListParams().First(100))
	if err != nil {
		return Overview{}, err
	}
	byName := map[string]*Queue{}
	var order []string
	add := func(name string) *Queue {
		if q, ok := byName[name]; ok {
			return q
		}
		q := &Queue{Name: name, States: map[string]int64{}, Workers: map[string]int{QueueSchedule: 3, QueueOutbox: 2}[name]}
		byName[name] = q
		order = append(order, name)
		return q
	}
	add(QueueSchedule)
	add(QueueOutbox)
	for _, q := range ql.Queues {
		add(q.Name).Paused = q.PausedAt != nil
	}
	for _, s := range stats {
		add(s.Queue).States[s.State] = s.Count
	}
	out := Overview{Client: j.c.ID()}
	for _, n := range order {
		out.Queues = append(out.Queues, *byName[n])
	}
	return out, nil
}

// By is who retries or cancels a job, for its audit row.
type By struct {
	OperatorID int64
	IP         string
	At         int64 // unix ms (0: the store's clock)
}

// ErrJobNotFound is a retry or cancel of a job that does not exist (any more).
var ErrJobNotFound = apperr.New(apperr.CodeNotFound, "No such job (finished jobs are kept 1 to 30 days)")

// Retry makes a job run again as soon as possible (a failed, cancelled or completed one, or
// one waiting for its next attempt), with an audit row (jobs.retry) in the same transaction.
// A running job is left as it is.
func (j *Jobs) Retry(ctx context.Context, id int64, by By) (Job, error) {
	return j.act(ctx, "jobs.retry", id, by, func(pg pgx.Tx, lite *sql.Tx) (*rivertype.JobRow, error) {
		if pg != nil {
			return j.pg.JobRetryTx(ctx, pg, id)
		}
		return j.lite.JobRetryTx(ctx, lite, id)
	})
}

// Cancel cancels a job that has not finished (a running one is asked to stop), with an audit
// row (jobs.cancel) in the same transaction. A finished job is left as it is.
func (j *Jobs) Cancel(ctx context.Context, id int64, by By) (Job, error) {
	return j.act(ctx, "jobs.cancel", id, by, func(pg pgx.Tx, lite *sql.Tx) (*rivertype.JobRow, error) {
		if pg != nil {
			return j.pg.JobCancelTx(ctx, pg, id)
		}
		return j.lite.JobCancelTx(ctx, lite, id)
	})
}

func (j *Jobs) act(ctx context.Context, action string, id int64, by By, fn func(pg pgx.Tx, lite *sql.Tx) (*rivertype.JobRow, error)) (Job, error) {
	before, err := j.c.JobGet(ctx, id)
	if errors.Is(err, rivertype.ErrNotFound) {
		return Job{}, ErrJobNotFound
	}
	if err != nil {
		return Job{}, err
	}
	e := admin.Entry{OperatorID: by.OperatorID, IP: by.IP, At: by.At, Action: action, Entity: "job", EntityID: strconv.FormatInt(id, 10),
		Before: map[string]any{"kind": before.Kind, "state": before.State, "attempt": before.Attempt}}
	var row *rivertype.JobRow
	err = j.st.JobActionTx(ctx, e, func(pg pgx.Tx, lite *sql.Tx) (any, error) {
		var err error
		row, err = fn(pg, lite)
		if err != nil {
			return nil, err
		}
		return map[string]any{"kind": row.Kind, "state": row.State, "attempt": row.Attempt}, nil
	})
	if errors.Is(err, rivertype.ErrNotFound) {
		return Job{}, ErrJobNotFound
	}
	if err != nil {
		return Job{}, err
	}
	return jobOf(row), nil
}

// InsertUnique queues a reconciliation of one gateway's day unless that day is queued or
// done (the periodic schedule's rule).
func (j *Jobs) InsertUnique(ctx context.Context, args ReconcileArgs) (bool, error) {
	res, err := j.c.Insert(ctx, args, &river.InsertOpts{Queue: QueueSchedule, MaxAttempts: 4, UniqueOpts: river.UniqueOpts{ByArgs: true, ByState: reconcileOnce}})
	if err != nil {
		return false, err
	}
	return !res.UniqueSkippedAsDuplicate, nil
}
