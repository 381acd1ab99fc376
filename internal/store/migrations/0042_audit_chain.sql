-- The audit log is a hash chain (docs/security.md, "Audit trail"): seq is a row's place in the
-- chain, prev_hash the hash of the row before it ('' for the first), hash the SHA-256 of the
-- row's canonical encoding (admin.ChainLink). Rows from before the chain get theirs from the
-- store at start (Store.ChainAuditBacklog), in id order; the partial index finds them.
ALTER TABLE audit_log ADD COLUMN seq BIGINT;
ALTER TABLE audit_log ADD COLUMN prev_hash TEXT NOT NULL DEFAULT '';
ALTER TABLE audit_log ADD COLUMN hash TEXT NOT NULL DEFAULT '';
CREATE UNIQUE INDEX audit_log_seq ON audit_log(seq);
CREATE INDEX audit_log_unchained ON audit_log(id) WHERE seq IS NULL;

-- The chain's head: the last seq and hash. Every audit writer updates this one row in its
-- transaction, which orders the writers (docs/store.md, "The audit chain").
CREATE TABLE audit_chain_head (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    seq BIGINT NOT NULL,
    hash TEXT NOT NULL
);
INSERT INTO audit_chain_head (id, seq, hash) VALUES (1, 0, '');
