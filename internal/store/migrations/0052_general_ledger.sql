-- The general ledger (internal/gl). The chart of accounts gains each account's type (asset,
-- liability, equity, income, expense, memorandum) and normal side (debit, credit): the
-- accounts the journal roles post to keep theirs in chart_accounts, set from gl.RoleClass
-- here and on every chart change; the accounts no role posts to (cash in bank, capital,
-- operating expenses) are gl_accounts. One code is one account across both tables.
ALTER TABLE chart_accounts ADD COLUMN type TEXT NOT NULL DEFAULT '';
ALTER TABLE chart_accounts ADD COLUMN normal_side TEXT NOT NULL DEFAULT '';
UPDATE chart_accounts SET type = 'asset', normal_side = 'debit' WHERE role IN ('collections', 'cash_in_transit',
    'principal_receivable', 'interest_receivable', 'fee_receivable', 'penalty_receivable',
    'late_interest_receivable', 'enforcement_receivable');
UPDATE chart_accounts SET type = 'liability', normal_side = 'credit' WHERE role = 'borrower_credit';
UPDATE chart_accounts SET type = 'income', normal_side = 'credit' WHERE role IN ('interest_income', 'fee_income',
    'rollover_fee_income', 'penalty_income', 'late_interest_income', 'enforcement_recovery', 'recovery_income');
UPDATE chart_accounts SET type = 'expense', normal_side = 'debit' WHERE role IN ('waiver_expense', 'bad_debt_expense', 'writeoff_expense');
UPDATE chart_accounts SET type = 'memorandum', normal_side = 'debit' WHERE role = 'written_off_memo';
UPDATE chart_accounts SET type = 'memorandum', normal_side = 'credit' WHERE role = 'written_off_memo_contra';

CREATE TABLE gl_accounts (
    code TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    type TEXT NOT NULL,
    normal_side TEXT NOT NULL,
    created_at BIGINT NOT NULL DEFAULT 0
);
INSERT INTO gl_accounts (code, name, type, normal_side) VALUES
    ('1000', 'Cash in bank', 'asset', 'debit'),
    ('1050', 'Petty cash fund', 'asset', 'debit'),
    ('1500', 'Prepaid expenses', 'asset', 'debit'),
    ('2000', 'Accounts payable', 'liability', 'credit'),
    ('2200', 'Accrued expenses', 'liability', 'credit'),
    ('2300', 'Taxes payable', 'liability', 'credit'),
    ('3000', 'Share capital', 'equity', 'credit'),
    ('3100', 'Additional paid-in capital', 'equity', 'credit'),
    ('3900', 'Retained earnings', 'equity', 'credit'),
    ('4900', 'Other income', 'income', 'credit'),
    ('6100', 'Bank charges', 'expense', 'debit'),
    ('6200', 'Salaries and wages', 'expense', 'debit'),
    ('6300', 'Rent', 'expense', 'debit'),
    ('6400', 'Utilities and communication', 'expense', 'debit'),
    ('6500', 'Professional fees', 'expense', 'debit'),
    ('6600', 'Payment gateway fees', 'expense', 'debit'),
    ('6900', 'Other operating expenses', 'expense', 'debit');

-- Manual journal entries, posted when a checker approves them (four eyes). An entry is never
-- edited or deleted: a reversal is a new entry that names the one it reverses, at most one
-- per entry (the unique index), so two approvals at once reverse it once.
CREATE TABLE gl_entries (
    id {{pk}},
    day TEXT NOT NULL,
    memo TEXT NOT NULL,
    reverses BIGINT NOT NULL DEFAULT 0,
    request_id BIGINT NOT NULL DEFAULT 0,
    maker_id BIGINT NOT NULL DEFAULT 0,
    checker_id BIGINT NOT NULL DEFAULT 0,
    posted_at BIGINT NOT NULL
);
CREATE INDEX gl_entries_day ON gl_entries(day, id);
CREATE UNIQUE INDEX gl_entries_reverses ON gl_entries(reverses) WHERE reverses <> 0;

-- An entry's lines: the account code and name posted to, and the journal role whose account
-- it was ('' for a general ledger account): a chart change moves a role's lines with it.
CREATE TABLE gl_lines (
    entry_id BIGINT NOT NULL REFERENCES gl_entries(id),
    line_no INTEGER NOT NULL,
    account_code TEXT NOT NULL,
    account_name TEXT NOT NULL,
    role TEXT NOT NULL DEFAULT '',
    debit BIGINT NOT NULL DEFAULT 0,
    credit BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (entry_id, line_no),
    CHECK ((debit > 0 AND credit = 0) OR (credit > 0 AND debit = 0))
);
CREATE INDEX gl_lines_account ON gl_lines(account_code, entry_id);
