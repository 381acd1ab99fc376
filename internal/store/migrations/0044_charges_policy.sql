-- The lender's charges policy (loans.CapPolicy as JSON): every saved version is a row, the
-- newest is in force, none saved means the region's default. Saved by an approved four-eyes
-- request (kind charges_policy_change).
CREATE TABLE charges_policy (
    id {{pk}},
    policy TEXT NOT NULL,
    maker_id BIGINT NOT NULL DEFAULT 0,
    checker_id BIGINT NOT NULL DEFAULT 0,
    request_id BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL
);
