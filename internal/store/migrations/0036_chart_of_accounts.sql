-- The chart of accounts as data: the account (code and name) each journal role posts to
-- (journal.Roles). Seeded with journal.DefaultChart; finance changes it in the back office
-- under four eyes (a supervisor proposes, another approves). One code is one account: roles
-- that share an account give the same code and name (Store.SaveChart checks it).
CREATE TABLE chart_accounts (
    role TEXT PRIMARY KEY,
    code TEXT NOT NULL,
    name TEXT NOT NULL,
    updated_at BIGINT NOT NULL DEFAULT 0,
    updated_by BIGINT NOT NULL DEFAULT 0
);
INSERT INTO chart_accounts (role, code, name) VALUES
    ('collections', '1010', 'Cash - collections clearing'),
    ('cash_in_transit', '1020', 'Cash in transit - payouts'),
    ('principal_receivable', '1200', 'Loans receivable - principal'),
    ('interest_receivable', '1210', 'Interest receivable'),
    ('fee_receivable', '1220', 'Fees receivable'),
    ('penalty_receivable', '1230', 'Penalties receivable'),
    ('late_interest_receivable', '1240', 'Late interest receivable'),
    ('enforcement_receivable', '1250', 'Enforcement costs receivable'),
    ('borrower_credit', '2100', 'Borrower credit balances'),
    ('interest_income', '4100', 'Interest income'),
    ('fee_income', '4200', 'Service fee income'),
    ('rollover_fee_income', '4210', 'Rollover fee income'),
    ('penalty_income', '4300', 'Penalty income'),
    ('late_interest_income', '4310', 'Late interest income'),
    ('enforcement_recovery', '4400', 'Enforcement cost recoveries'),
    ('waiver_expense', '5100', 'Waivers and concessions'),
    ('bad_debt_expense', '5200', 'Bad debt expense'),
    ('writeoff_expense', '5300', 'Loans written off'),
    ('recovery_income', '4500', 'Recoveries on loans written off'),
    ('written_off_memo', '9100', 'Loans written off - memorandum'),
    ('written_off_memo_contra', '9900', 'Loans written off - memorandum contra');
