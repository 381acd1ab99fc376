-- Roles as data: a role a supervisor defined (admin.CustomRole) is a name, a title and a set of
-- the permission matrix's actions (a JSON list). An operator's role names a built-in role or
-- one of these. Saved by an approved four-eyes request (kind role_change); version counts the
-- approved changes, so an approval applies only over the version its maker saw.
CREATE TABLE custom_roles (
    name TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    permissions TEXT NOT NULL,
    version BIGINT NOT NULL,
    updated_by BIGINT NOT NULL DEFAULT 0,
    updated_at BIGINT NOT NULL
);
