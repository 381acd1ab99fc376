-- Underwriting rules as catalogue data: every saved version is a row (the newest is in
-- force), with who made it and the four-eyes request that approved it. Each order keeps the
-- rules' verdicts its automatic decision saw (JSON list of loans.RuleResult) and the version.
CREATE TABLE underwriting_rules (
    id {{pk}},
    rules TEXT NOT NULL,
    maker_id BIGINT NOT NULL DEFAULT 0,
    checker_id BIGINT NOT NULL DEFAULT 0,
    request_id BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL
);
ALTER TABLE orders ADD COLUMN decision_rules TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN rules_version BIGINT NOT NULL DEFAULT 0;
