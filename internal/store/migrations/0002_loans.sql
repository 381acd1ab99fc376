-- Loans: the terms frozen on each order, decision and status history, the
-- borrower's application profile, the loan-detail score and the double-tap guard of push. Money is BIGINT centavos; days TEXT 'YYYY-MM-DD' (Manila).

-- terms: the product (loans.Product as JSON) at the time the order was made, so later
-- product edits never change a running loan. idem_key: borrower+product+amount+time bucket
-- of a push, so a double tap returns the same order.
ALTER TABLE orders ADD COLUMN terms TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN idem_key TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN decided_at BIGINT;
ALTER TABLE orders ADD COLUMN decided_by TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN decision_code TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN score INTEGER NOT NULL DEFAULT 0;
CREATE INDEX orders_idem ON orders(user_id, idem_key);
CREATE INDEX orders_accrual ON orders(status, last_accrued_day, id);

-- Every status write of an order, with the event of the transition table that allowed it.
CREATE TABLE order_events (
    id {{pk}},
    order_id BIGINT NOT NULL REFERENCES orders(id),
    from_status INTEGER NOT NULL,
    to_status INTEGER NOT NULL,
    event TEXT NOT NULL,
    actor TEXT NOT NULL DEFAULT '',
    reason TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);
CREATE INDEX order_events_order ON order_events(order_id, id);

-- The application profile: one row per field (groups personal, job, ext).
CREATE TABLE profile_fields (
    user_id BIGINT NOT NULL REFERENCES users(id),
    grp TEXT NOT NULL,
    code TEXT NOT NULL,
    value TEXT NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, code)
);
