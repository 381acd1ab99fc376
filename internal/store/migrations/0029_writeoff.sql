-- Write-off: the Manila day an order's loan was written off ('' while it is on the books). The
-- ledger holds the write-off itself (kind 'writeoff'); this column lets portfolio views (PAR,
-- overdue buckets, the loans list) leave written-off loans out without reading ledgers, and its
-- conditional update (WHERE written_off_day = '') refuses a second write-off.
ALTER TABLE orders ADD COLUMN written_off_day TEXT NOT NULL DEFAULT '';
