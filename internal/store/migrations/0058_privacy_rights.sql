-- The borrower's data-privacy rights (the Data Privacy Act, RA 10173, and the NPC's rules).
-- consents keeps every consent given or withdrawn, never updated: the kind (privacy_notice,
-- cic_notice, marketing), the version of the text consented to, granted 1 or withdrawn 0,
-- when, how (the application's checkbox, the settings switch) and, for one given by applying,
-- the order it was given with.
CREATE TABLE consents (
    id {{pk}},
    user_id BIGINT NOT NULL REFERENCES users(id),
    kind TEXT NOT NULL,
    version TEXT NOT NULL,
    granted INTEGER NOT NULL,
    method TEXT NOT NULL,
    order_id BIGINT NOT NULL DEFAULT 0,
    at BIGINT NOT NULL
);
CREATE INDEX consents_user ON consents(user_id, kind, id);

-- A data subject's request (access, correction, erasure): asked by the borrower in the app or
-- opened for them by customer service, answered within 30 days (due_at), held by an owner (an
-- operator, 0 while nobody holds it). status open, done or refused; outcome says what was done.
-- For a correction: the field and the value asked for.
CREATE TABLE privacy_requests (
    id {{pk}},
    user_id BIGINT NOT NULL REFERENCES users(id),
    kind TEXT NOT NULL,
    status TEXT NOT NULL,
    field TEXT NOT NULL DEFAULT '',
    value TEXT NOT NULL DEFAULT '',
    detail TEXT NOT NULL DEFAULT '',
    channel TEXT NOT NULL,
    opened_by TEXT NOT NULL,
    opened_at BIGINT NOT NULL,
    due_at BIGINT NOT NULL,
    owner_id BIGINT NOT NULL DEFAULT 0,
    closed_at BIGINT NOT NULL DEFAULT 0,
    closed_by TEXT NOT NULL DEFAULT '',
    outcome TEXT NOT NULL DEFAULT ''
);
CREATE INDEX privacy_requests_user ON privacy_requests(user_id, id);
CREATE INDEX privacy_requests_status ON privacy_requests(status, due_at);

-- The breach register: a personal data breach as recorded (what happened, when it was
-- discovered, the data and how many borrowers it affected), with the 72-hour clocks of the
-- notifications to the NPC and to the data subjects (NPC Circular 16-03) and when each was made.
CREATE TABLE privacy_breaches (
    id {{pk}},
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    occurred_at BIGINT NOT NULL DEFAULT 0,
    discovered_at BIGINT NOT NULL,
    data_affected TEXT NOT NULL,
    subjects_affected INTEGER NOT NULL,
    npc_due_at BIGINT NOT NULL,
    subjects_due_at BIGINT NOT NULL,
    npc_notified_at BIGINT NOT NULL DEFAULT 0,
    subjects_notified_at BIGINT NOT NULL DEFAULT 0,
    recorded_by TEXT NOT NULL,
    recorded_at BIGINT NOT NULL
);
CREATE INDEX privacy_breaches_discovered ON privacy_breaches(discovered_at);
