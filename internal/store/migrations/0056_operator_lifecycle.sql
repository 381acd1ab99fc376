-- The operator lifecycle under four eyes (docs/admin.md, "Operators"). operator_changes: each
-- approved change of an operator (created, re-roled, password set, two-step login reset,
-- re-activated) with the request's maker and checker, read by the rule that refuses a checker
-- changed by the request's maker in the last 30 days. security_events: what that rule refused
-- (the back office's Security events). email_outbox: every e-mail sent, the one-time link's
-- token never in clear (its SHA-256 only); dev_mailbox: what the dev outbox provider delivered
-- (dev mode only, the Dev outbox page).
CREATE TABLE operator_changes (
    id {{pk}},
    operator_id BIGINT NOT NULL,
    change TEXT NOT NULL,
    maker_id BIGINT NOT NULL,
    checker_id BIGINT NOT NULL,
    request_id BIGINT NOT NULL,
    at BIGINT NOT NULL
);
CREATE INDEX operator_changes_operator ON operator_changes(operator_id, at);

CREATE TABLE security_events (
    id {{pk}},
    kind TEXT NOT NULL,
    operator_id BIGINT NOT NULL,
    related_id BIGINT NOT NULL DEFAULT 0,
    request_id BIGINT NOT NULL DEFAULT 0,
    detail TEXT NOT NULL,
    ip TEXT NOT NULL DEFAULT '',
    at BIGINT NOT NULL
);
CREATE INDEX security_events_at ON security_events(at);

CREATE TABLE email_outbox (
    id {{pk}},
    to_addr TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    purpose TEXT NOT NULL,
    token_hash TEXT NOT NULL DEFAULT '',
    provider TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL,
    error TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL,
    sent_at BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX email_outbox_created ON email_outbox(created_at);

CREATE TABLE dev_mailbox (
    id {{pk}},
    outbox_id BIGINT NOT NULL,
    to_addr TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
