-- The collections desk after day 15. Each case's next-action day (YYYY-MM-DD, '' when none):
-- set when an outcome is recorded, editable by the collector; the queue sorts by it.
ALTER TABLE collection_cases ADD COLUMN next_action_day TEXT NOT NULL DEFAULT '';

-- Demand letters (collections.Letter): one per order and kind (demand, final_demand), the
-- PDF stored as sent with its SHA-256, never rendered again.
CREATE TABLE collection_letters (
    id {{pk}},
    order_id BIGINT NOT NULL REFERENCES orders(id),
    kind TEXT NOT NULL,
    day TEXT NOT NULL,
    days_past_due INTEGER NOT NULL,
    past_due_cents BIGINT NOT NULL,
    payoff_cents BIGINT NOT NULL,
    pdf {{blob}} NOT NULL,
    pdf_sha256 TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    UNIQUE (order_id, kind)
);
