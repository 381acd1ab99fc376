-- What the order row keeps of a loan's standing, written with every change to its ledger or
-- schedule, so the back office's portfolio views (days overdue, amounts owed) read orders, not
-- every ledger: overdue_since is the earliest due day with money unpaid ('' when nothing is
-- overdue), payoff_cents what settles the loan, standing_at when they were computed (0: not yet;
-- `pautang serve` and `migrate` compute the missing ones at start).
ALTER TABLE orders ADD COLUMN overdue_since TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN payoff_cents BIGINT NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN standing_at BIGINT NOT NULL DEFAULT 0;
CREATE INDEX orders_overdue ON orders(status, overdue_since);
