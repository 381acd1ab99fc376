-- The daily job reads only the loans it has work on (a day's work follows the loans
-- that change, not the size of the book). next_accrual_day is the first day the job has
-- something to book or a status to move ('' = the next run; set by the job from
-- loans.NextAccrualDay, reset to '' by every other change to the loan).
ALTER TABLE orders ADD COLUMN next_accrual_day TEXT NOT NULL DEFAULT '';
CREATE INDEX orders_accrual_next ON orders(status, next_accrual_day, id);
