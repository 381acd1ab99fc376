-- Closed accounting months (docs/finance.md "Closed months"). books_period holds the first day
-- of the first open month ('' while no month is closed): every posting dated before it posts on
-- it instead, as an adjusting entry naming the month it adjusts. A closed month keeps what the
-- books said when it was closed: its journal CSV and trial balance CSV as bytes with their
-- SHA-256, the trial balance's lines (day, account, debit, credit) and its totals; rows are only
-- ever inserted, in the approval's transaction. A month is never reopened.
CREATE TABLE books_period (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    open_from TEXT NOT NULL DEFAULT ''
);
INSERT INTO books_period (id, open_from) VALUES (1, '');

CREATE TABLE closed_months (
    month TEXT PRIMARY KEY,
    first_day TEXT NOT NULL,
    last_day TEXT NOT NULL,
    entries BIGINT NOT NULL,
    debit BIGINT NOT NULL,
    credit BIGINT NOT NULL,
    journal_csv {{blob}} NOT NULL,
    journal_sha256 TEXT NOT NULL,
    trial_csv {{blob}} NOT NULL,
    trial_sha256 TEXT NOT NULL,
    request_id BIGINT NOT NULL DEFAULT 0,
    maker_id BIGINT NOT NULL DEFAULT 0,
    checker_id BIGINT NOT NULL DEFAULT 0,
    closed_at BIGINT NOT NULL
);

CREATE TABLE closed_month_lines (
    month TEXT NOT NULL REFERENCES closed_months(month),
    day TEXT NOT NULL,
    account_code TEXT NOT NULL,
    account_name TEXT NOT NULL,
    debit BIGINT NOT NULL,
    credit BIGINT NOT NULL,
    PRIMARY KEY (month, day, account_code)
);

-- The journal's day of a loan ledger entry written after its month was closed ('' for every
-- other entry: the journal posts it on its own day).
ALTER TABLE ledger_entries ADD COLUMN post_day TEXT NOT NULL DEFAULT '';
CREATE INDEX ledger_entries_post_day ON ledger_entries(post_day) WHERE post_day <> '';

-- A manual entry asked for a day in a closed month posts on the first open day: dated keeps
-- the day asked, adjusts the month it adjusts ('' for an ordinary entry).
ALTER TABLE gl_entries ADD COLUMN dated TEXT NOT NULL DEFAULT '';
ALTER TABLE gl_entries ADD COLUMN adjusts TEXT NOT NULL DEFAULT '';
