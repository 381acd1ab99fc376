-- The monthly credit data files to the CIC: each file as it was built (its text, SHA-256 and
-- figures) with the records left out and why, who built it and when, and where it stands
-- (built, submitted, accepted, rejected). A file is never rebuilt in place: a later run for the
-- same month is a new row.
CREATE TABLE cic_submissions (
    id {{pk}},
    month TEXT NOT NULL,
    reference_date TEXT NOT NULL,
    submission_type TEXT NOT NULL,
    sha256 TEXT NOT NULL,
    subjects INTEGER NOT NULL,
    contracts INTEGER NOT NULL,
    records INTEGER NOT NULL,
    financed_cents BIGINT NOT NULL,
    outstanding_cents BIGINT NOT NULL,
    overdue_cents BIGINT NOT NULL,
    problems TEXT NOT NULL,
    body TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'built',
    created_by TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX cic_submissions_month ON cic_submissions(month, id);
