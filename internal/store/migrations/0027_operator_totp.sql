-- Two-step login for operators (internal/admin/totp.go). totp_secret is the TOTP key sealed
-- with the data key (AES-256-GCM, bound to the operator); totp_pending is a key being enrolled,
-- not yet confirmed with a code. totp_last_step is the last 30-second step a code was accepted
-- for: a code is taken by one conditional update that raises it, so a code works once.
-- setup_token_hash / setup_expires_at are the one-time set-up link of an operator an admin
-- created (SHA-256 of the token; '' once used). A session's stage is 'code' (password checked,
-- waiting for the code), 'setup' (password checked, no TOTP yet: enrolment only) or 'full'.
ALTER TABLE operators ADD COLUMN totp_secret TEXT NOT NULL DEFAULT '';
ALTER TABLE operators ADD COLUMN totp_pending TEXT NOT NULL DEFAULT '';
ALTER TABLE operators ADD COLUMN totp_last_step BIGINT NOT NULL DEFAULT 0;
ALTER TABLE operators ADD COLUMN setup_token_hash TEXT NOT NULL DEFAULT '';
ALTER TABLE operators ADD COLUMN setup_expires_at BIGINT NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX operators_setup_token ON operators(setup_token_hash) WHERE setup_token_hash <> '';

ALTER TABLE operator_sessions ADD COLUMN stage TEXT NOT NULL DEFAULT 'full';
-- Sessions opened by the password alone end here: every operator logs in again with two steps.
UPDATE operator_sessions SET revoked_at = last_seen_at WHERE revoked_at IS NULL;

-- One-time recovery codes (SHA-256 of the normalised code); used_at is set by one conditional
-- update, so a code works once.
CREATE TABLE operator_recovery_codes (
    id {{pk}},
    operator_id BIGINT NOT NULL REFERENCES operators(id),
    code_hash TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    used_at BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX operator_recovery_codes_operator ON operator_recovery_codes(operator_id, code_hash);
