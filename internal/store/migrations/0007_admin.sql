-- Back office: operators with roles and argon2id password hashes, their sessions
-- (separate from borrowers'; token and CSRF token stored as SHA-256), the append-only audit
-- log of every operator action, and the catalogue settings other features read at request
-- time (so an operator's change applies without a restart).

CREATE TABLE operators (
    id {{pk}},
    email TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    role TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    failures INTEGER NOT NULL DEFAULT 0,
    locked_until BIGINT NOT NULL DEFAULT 0,
    disabled INTEGER NOT NULL DEFAULT 0,
    last_login_at BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE TABLE operator_sessions (
    id {{pk}},
    token_hash TEXT NOT NULL UNIQUE,
    csrf_hash TEXT NOT NULL,
    operator_id BIGINT NOT NULL REFERENCES operators(id),
    created_at BIGINT NOT NULL,
    last_seen_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    revoked_at BIGINT
);
CREATE INDEX operator_sessions_operator ON operator_sessions(operator_id);

-- operator_id 0 is the system (seed, CLI). before/after are JSON documents ('null' when absent).
CREATE TABLE audit_log (
    id {{pk}},
    operator_id BIGINT NOT NULL,
    action TEXT NOT NULL,
    entity TEXT NOT NULL,
    entity_id TEXT NOT NULL DEFAULT '',
    before_json TEXT NOT NULL DEFAULT 'null',
    after_json TEXT NOT NULL DEFAULT 'null',
    ip TEXT NOT NULL DEFAULT '',
    at BIGINT NOT NULL
);
CREATE INDEX audit_log_entity ON audit_log(entity, entity_id, at);
CREATE INDEX audit_log_at ON audit_log(at);

-- Keyed JSON documents of the catalogue that have no table of their own (customer-service
-- contacts, recommended products, contract templates).
CREATE TABLE catalog_settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    updated_at BIGINT NOT NULL
);
