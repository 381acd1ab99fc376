-- Anti-money-laundering records beyond screening (docs/compliance.md).
-- aml_risk_ratings keeps each borrower's customer risk rating when it changes: the level (low,
-- medium, high) and the reasons (JSON: code and text of each factor that counted), newest last.
CREATE TABLE aml_risk_ratings (
    id {{pk}},
    user_id BIGINT NOT NULL REFERENCES users(id),
    level TEXT NOT NULL,
    reasons TEXT NOT NULL,
    rated_at BIGINT NOT NULL
);
CREATE INDEX aml_risk_ratings_user ON aml_risk_ratings(user_id, id);

-- str_cases: a suspicious transaction case an operator opened on a borrower, with the AMLC
-- report's fields (the subject as read when it was opened, the transactions, the suspicious
-- circumstances, the unlawful activity suspected, the narrative), the day the suspicion was
-- established and the report's deadline (YYYY-MM-DD); filed with the AMLC's reference.
CREATE TABLE str_cases (
    id {{pk}},
    user_id BIGINT NOT NULL REFERENCES users(id),
    status TEXT NOT NULL DEFAULT 'open',
    suspicion_on TEXT NOT NULL,
    deadline TEXT NOT NULL,
    subject TEXT NOT NULL,
    transactions TEXT NOT NULL,
    amount_cents BIGINT NOT NULL,
    circumstances TEXT NOT NULL,
    unlawful_activity TEXT NOT NULL DEFAULT '',
    narrative TEXT NOT NULL,
    opened_by BIGINT NOT NULL,
    opened_at BIGINT NOT NULL,
    filed_by BIGINT NOT NULL DEFAULT 0,
    filed_at BIGINT NOT NULL DEFAULT 0,
    amlc_ref TEXT NOT NULL DEFAULT ''
);
CREATE INDEX str_cases_status ON str_cases(status, deadline);
CREATE INDEX str_cases_user ON str_cases(user_id, id);

-- covered_transactions: a borrower's payments of one Manila banking day whose total is above
-- the covered-transaction threshold (a setting), one row per borrower and day, with the
-- payments (JSON), the threshold it was measured against and the report's deadline.
CREATE TABLE covered_transactions (
    id {{pk}},
    user_id BIGINT NOT NULL REFERENCES users(id),
    day TEXT NOT NULL,
    total_cents BIGINT NOT NULL,
    payments TEXT NOT NULL,
    threshold_cents BIGINT NOT NULL,
    deadline TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'flagged',
    detected_at BIGINT NOT NULL,
    reported_by BIGINT NOT NULL DEFAULT 0,
    reported_at BIGINT NOT NULL DEFAULT 0,
    amlc_ref TEXT NOT NULL DEFAULT '',
    UNIQUE (user_id, day)
);
CREATE INDEX covered_transactions_status ON covered_transactions(status, day);

-- Where a CIC file stands after it was built: who moved it last, when, and the CIC's reason
-- for a rejection.
ALTER TABLE cic_submissions ADD COLUMN status_note TEXT NOT NULL DEFAULT '';
ALTER TABLE cic_submissions ADD COLUMN status_by TEXT NOT NULL DEFAULT '';
ALTER TABLE cic_submissions ADD COLUMN status_at BIGINT NOT NULL DEFAULT 0;
