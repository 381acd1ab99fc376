-- Rows updated in place on every payment (the order, the repayment's paid amount, the webhook
-- event's outcome) leave a fifth of their page free, so PostgreSQL can write the new version
-- beside the old one without touching the table's indexes (a HOT update) when no indexed
-- column changes. SQLite has no such setting.
{{postgres}}ALTER TABLE orders SET (fillfactor = 80);
{{postgres}}ALTER TABLE repayments SET (fillfactor = 80);
{{postgres}}ALTER TABLE payment_events SET (fillfactor = 80);
