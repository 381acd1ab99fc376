-- Finance and reporting: the loans list pages by keyset on each sortable column (id breaks
-- ties), the journal and the dashboard's money read the ledger by day, and the approval rate
-- reads the decisions by time.
CREATE INDEX orders_created ON orders(created_at, id);
CREATE INDEX orders_amount ON orders(amount, id);
CREATE INDEX orders_due ON orders(due_date, id);
CREATE INDEX orders_payoff ON orders(payoff_cents, id);
CREATE INDEX orders_status_created ON orders(status, created_at, id);
CREATE INDEX ledger_entries_day ON ledger_entries(day, kind);
CREATE INDEX order_events_event ON order_events(event, created_at);
