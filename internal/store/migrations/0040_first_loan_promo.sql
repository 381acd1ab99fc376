-- The catalogue's first-loan offer of a product: the promo text the old confirmation
-- (/api/v1/lend/data, NewPopMsg) shows a borrower who has never applied. Empty: no promo.
ALTER TABLE products ADD COLUMN first_loan_promo TEXT NOT NULL DEFAULT '';
