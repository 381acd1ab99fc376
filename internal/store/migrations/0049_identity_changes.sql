-- Changes of a borrower's legal name or birth date after their identity check was approved
-- (identity.LockedProfileFields): each reopened the check (kyc_id: the new submission waiting
-- for an operator). History only: rows are never updated.
CREATE TABLE identity_changes (
    id {{pk}},
    user_id BIGINT NOT NULL,
    field TEXT NOT NULL,
    old_value TEXT NOT NULL,
    new_value TEXT NOT NULL,
    source TEXT NOT NULL,
    kyc_id BIGINT NOT NULL,
    at BIGINT NOT NULL
);
CREATE INDEX identity_changes_user ON identity_changes(user_id, id);
