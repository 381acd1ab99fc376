-- The collections desk after day 15. Each case's next-action day (YYYY-MM-DD, '' when none):
-- set when an outcome is recorded, editable by the collector; the queue sorts by it.
ALTER TABLE collection_cases ADD COLUMN next_action_day TEXT NOT NULL DEFAULT '';
