-- The kept standing's amount past due (loans.KeptStanding.PastDueCents): the unpaid principal
-- and interest of the installments past their due day plus the charges, beside the payoff.
ALTER TABLE orders ADD COLUMN past_due_cents BIGINT NOT NULL DEFAULT 0;
