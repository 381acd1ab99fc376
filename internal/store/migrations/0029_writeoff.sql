-- Write-off: the Manila day an order's loan was written off ('' while it is on the books). The
-- ledger holds the write-off itself (kind 'writeoff'); this column lets portfolio views (PAR,
-- overdue buckets, the loans list) leave written-off loans out without reading ledgers, and its
-- conditional update (WHERE written_off_day = '') refuses a second write-off.
ALTER TABLE orders ADD COLUMN written_off_day TEXT NOT NULL DEFAULT '';

-- Refunds of a borrower's credit through the payout provider. reference is the provider's
-- idempotency key (a retry resends it and never pays twice); a pending refund holds its amount
-- back from the credit that may be refunded; the ledger's refund entry (ref 'refund:' ||
-- reference) is written when the provider confirms.
CREATE TABLE refunds (
    id {{pk}},
    order_id BIGINT NOT NULL REFERENCES orders(id),
    reference TEXT NOT NULL UNIQUE,
    account_id BIGINT NOT NULL,
    amount BIGINT NOT NULL,
    status TEXT NOT NULL,
    provider_ref TEXT NOT NULL DEFAULT '',
    failure_reason TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX refunds_order ON refunds(order_id, status);
