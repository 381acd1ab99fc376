package api

import (
	"context"
	"fmt"
	"strconv"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/jobs"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// jobsOn gives the harness's server a River client on its store (started when run is set).
func jobsOn(t *testing.T, h *adminHarness, run bool) *jobs.Jobs {
	t.Helper()
	j, err := jobs.New(jobs.Options{Store: h.st, Work: jobs.Work{Probe: true}, Test: true})
	if err != nil {
		t.Fatal(err)
	}
	if run {
		if err := j.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
			defer cancel()
			j.Stop(ctx)
		})
	}
	h.srv.Jobs = j
	return j
}

type jobsData struct {
	Client string `json:"client"`
	Queues []struct {
		Name   string           `json:"name"`
		States map[string]int64 `json:"states"`
	} `json:"queues"`
	States []string   `json:"states"`
	Jobs   []jobs.Job `json:"jobs"`
}

func waitJob(t *testing.T, c *opClient, id int64, state string) jobs.Job {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		env := c.get("/admin/api/jobs?kind=dev.probe")
		var d jobsData
		env.into(t, &d)
		for _, j := range d.Jobs {
			if j.ID == id && j.State == state {
				return j
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("job %d never reached %s: %+v", id, state, d.Jobs)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// An agent sees a failed job with its error; only a supervisor retries it, with an audit row,
// and the retried job runs again.
func TestAdminJobsFailureAndRetry(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		j := jobsOn(t, h, true)
		id, err := j.Probe(context.Background(), "gateway answered HTTP 502", 1)
		if err != nil {
			t.Fatal(err)
		}
		agent, sup, viewer := h.as(admin.RoleAgent), h.as(admin.RoleSupervisor), h.as(admin.RoleViewer)
		failed := waitJob(t, agent, id, "discarded")
		if len(failed.Errors) != 1 || failed.Errors[0].Error != "gateway answered HTTP 502" || failed.Errors[0].Attempt != 1 {
			t.Fatalf("failed job's errors: %+v", failed.Errors)
		}
		env := agent.get("/admin/api/jobs?state=discarded")
		var page jobsData
		env.into(t, &page)
		if len(page.Jobs) != 1 || page.Jobs[0].ID != id || len(page.Queues) < 2 || page.Queues[0].States["discarded"] != 1 || page.Client == "" {
			t.Fatalf("discarded list: %+v", page)
		}
		if env := viewer.get("/admin/api/jobs"); env.Code != "forbidden" {
			t.Fatalf("viewer lists jobs: %+v", env)
		}
		path := fmt.Sprintf("/admin/api/jobs/%d/retry", id)
		if env := agent.post(path, nil); env.Code != "forbidden" {
			t.Fatalf("agent retries: %+v", env)
		}
		if n := h.auditCount("jobs.retry", strconv.FormatInt(id, 10)); n != 0 {
			t.Fatalf("%d audit rows after a refused retry", n)
		}
		if env := sup.post(path, nil); env.Code != "0" {
			t.Fatalf("supervisor retries: %+v", env)
		}
		if n := h.auditCount("jobs.retry", strconv.FormatInt(id, 10)); n != 1 {
			t.Fatalf("%d audit rows for the retry, want 1", n)
		}
		done := waitJob(t, sup, id, "completed")
		if done.Attempt != 2 {
			t.Fatalf("the retried job ran as attempt %d, want 2", done.Attempt)
		}
		if env := sup.post("/admin/api/jobs/999999/retry", nil); env.Code != "not_found" {
			t.Fatalf("retry of an unknown job: %+v", env)
		}
		if env := agent.get("/admin/api/jobs?state=lost"); env.Code != "invalid_params" {
			t.Fatalf("unknown state: %+v", env)
		}
		if env := agent.get("/admin/api/jobs?limit=0"); env.Code != "invalid_params" {
			t.Fatalf("limit 0: %+v", env)
		}
	})
}

// A supervisor cancels a job that waits to run (audited); it never runs.
func TestAdminJobsCancel(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		j := jobsOn(t, h, false) // not working: the job stays available
		id, err := j.Probe(context.Background(), "never", 0)
		if err != nil {
			t.Fatal(err)
		}
		sup := h.as(admin.RoleSupervisor)
		env := sup.post(fmt.Sprintf("/admin/api/jobs/%d/cancel", id), nil)
		var got jobs.Job
		env.into(t, &got)
		if env.Code != "0" || got.State != "cancelled" {
			t.Fatalf("cancel: %+v %+v", env, got)
		}
		var after string
		if err := h.st.DB.QueryRowContext(context.Background(), `SELECT after_json FROM audit_log WHERE action = 'jobs.cancel' AND entity = 'job' AND entity_id = $1`, strconv.FormatInt(id, 10)).Scan(&after); err != nil {
			t.Fatalf("the cancel's audit row: %v", err)
		}
		if after == "" || after == "null" {
			t.Fatalf("audit after: %q", after)
		}
	})
}

// probeJob queues a dev probe job on a River client of the contract harness's store (made
// once, not started) and returns its id.
func (c *contractHarness) probeJob() int64 {
	c.t.Helper()
	if c.srv.Jobs == nil {
		j, err := jobs.New(jobs.Options{Store: c.st, Work: jobs.Work{Probe: true}})
		if err != nil {
			c.t.Fatal(err)
		}
		c.srv.Jobs = j
	}
	id, err := c.srv.Jobs.Probe(context.Background(), "probe", 1)
	if err != nil {
		c.t.Fatal(err)
	}
	return id
}
