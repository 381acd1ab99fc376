-- The back office's lists page by keyset on each sortable column, the row id breaking ties:
-- transfers (bank-transfer repayments) by created and amount, complaints by reply-by day and
-- created, the audit log by time, borrowers by registration and name, the collections queue
-- by the day a loan fell past due and by what it owes.
CREATE INDEX repayments_method_created ON repayments(method, created_at, id);
CREATE INDEX repayments_method_amount ON repayments(method, amount, id);
CREATE INDEX complaints_reply_by ON complaints(reply_by, id);
CREATE INDEX complaints_created ON complaints(created_at, id);
CREATE INDEX audit_log_at_id ON audit_log(at, id);
CREATE INDEX users_created ON users(created_at, id);
CREATE INDEX users_name ON users(name, id);
CREATE INDEX orders_queue_overdue ON orders(status, overdue_since, id);
CREATE INDEX orders_queue_payoff ON orders(status, payoff_cents, id);
-- The transfer desk's search (PostgreSQL): a part of the reference or UTR through trigram
-- indexes, as the loans list's search of names, phones and order numbers (migration 0026).
{{postgres}}CREATE INDEX repayments_reference_trgm ON repayments USING gin (LOWER(reference) public.gin_trgm_ops);
{{postgres}}CREATE INDEX repayments_utr_trgm ON repayments USING gin (LOWER(utr) public.gin_trgm_ops);
