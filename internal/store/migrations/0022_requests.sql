-- Four eyes: a maker's request waits here for a checker (internal/admin/requests.go). The
-- status moves pending -> approved | rejected | failed with one conditional update each, so two
-- checkers at once cannot both approve. payload is the kind's JSON; target_version is what the
-- target looked like when asked (a changed target makes the request stale).
CREATE TABLE approval_requests (
    id {{pk}},
    kind TEXT NOT NULL,
    entity TEXT NOT NULL,
    target TEXT NOT NULL,
    payload TEXT NOT NULL,
    reason TEXT NOT NULL,
    target_version TEXT NOT NULL,
    maker_id BIGINT NOT NULL REFERENCES operators(id),
    checker_id BIGINT NOT NULL DEFAULT 0,
    status TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    result TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    decided_at BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX approval_requests_status ON approval_requests(status, id);
CREATE INDEX approval_requests_target ON approval_requests(entity, target, status);
