-- Scorecards as catalogue data: every saved version is a row (the highest version is in force), with who
-- proposed it and the four-eyes request that approved it. A decision keeps its score (version,
-- each characteristic's value, bin and points) on the "scorecard" line of orders.decision_rules.
CREATE TABLE scorecards (
    id {{pk}},
    version BIGINT NOT NULL UNIQUE,
    card TEXT NOT NULL,
    maker_id BIGINT NOT NULL DEFAULT 0,
    checker_id BIGINT NOT NULL DEFAULT 0,
    request_id BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL
);
