-- What a four-eyes request changes, as the checker reads it: a JSON list of named fields with
-- their value before and after ([{field, before, after}]), computed from the target as it was
-- when the request was made (internal/controls), so the inbox shows it as the maker saw it.
ALTER TABLE approval_requests ADD COLUMN diff TEXT NOT NULL DEFAULT '[]';
