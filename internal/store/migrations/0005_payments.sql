-- Repayments. Two sides live here:
--   our side: repayments (every attempt to collect money for an order), the idempotency keys
--   of repayment commits, and payment_events (every webhook event received, deduplicated by
--   the gateway's event id, with what applying it did);
--   the built-in sandbox gateway's side: its charges, the transactions it reports and its
--   webhook outbox. A real gateway keeps these on its own servers; the sandbox keeps them in
--   our database so it works on one machine with no account anywhere.

-- method: link (hosted page), code (store payment code), qr, transfer (InstaPay / PESONet),
-- card (direct debit with SMS code), paycode (the order's standing pay code, open amount).
-- status: pending, succeeded, failed. amount 0 is an open amount (the payer chooses).
CREATE TABLE repayments (
    id {{pk}},
    reference TEXT NOT NULL UNIQUE,
    order_id BIGINT NOT NULL REFERENCES orders(id),
    user_id BIGINT NOT NULL REFERENCES users(id),
    method TEXT NOT NULL,
    channel_number TEXT NOT NULL DEFAULT '',
    amount BIGINT NOT NULL,
    is_delay INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL,
    paid_amount BIGINT NOT NULL DEFAULT 0,
    pay_code TEXT NOT NULL DEFAULT '',
    card_id BIGINT,
    utr TEXT NOT NULL DEFAULT '',
    message TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX repayments_order ON repayments(order_id, status, created_at);
-- The duplicate rule looks up (order, amount) among the last minute's repayments.
CREATE INDEX repayments_dup ON repayments(order_id, amount, created_at);
CREATE INDEX repayments_utr ON repayments(utr);

-- A client retry with the same key gets the first answer (response, JSON) back.
CREATE TABLE repayment_idempotency (
    user_id BIGINT NOT NULL,
    idem_key TEXT NOT NULL,
    request TEXT NOT NULL,
    response TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL,
    PRIMARY KEY (user_id, idem_key)
);

-- outcome: applied (booked in the ledger), rollover (rollover applied), unapplied (money
-- received that the ledger refused, e.g. a settled loan: kept here for an operator, never
-- lost), failed (a payment.failed event), ignored (unknown reference).
CREATE TABLE payment_events (
    event_id TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    reference TEXT NOT NULL,
    transaction_id TEXT NOT NULL DEFAULT '',
    amount BIGINT NOT NULL DEFAULT 0,
    order_id BIGINT,
    outcome TEXT NOT NULL DEFAULT '',
    detail TEXT NOT NULL DEFAULT '',
    payload TEXT NOT NULL,
    received_at BIGINT NOT NULL,
    applied_at BIGINT
);
CREATE INDEX payment_events_order ON payment_events(order_id, received_at);
CREATE INDEX payment_events_txn ON payment_events(transaction_id);

-- Sandbox gateway: one row per charge. reusable 1 is an order's standing pay code (it takes
-- any number of payments); otherwise one successful payment closes the charge.
CREATE TABLE sandbox_charges (
    id {{pk}},
    reference TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    channel_number TEXT NOT NULL DEFAULT '',
    amount BIGINT NOT NULL,
    pay_code TEXT NOT NULL DEFAULT '',
    reusable INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL,
    phone TEXT NOT NULL DEFAULT '',
    otp_hash TEXT NOT NULL DEFAULT '',
    otp_attempts INTEGER NOT NULL DEFAULT 0,
    otp_expires_at BIGINT NOT NULL DEFAULT 0,
    description TEXT NOT NULL DEFAULT '',
    return_url TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX sandbox_charges_code ON sandbox_charges(pay_code) WHERE pay_code <> '';

CREATE TABLE sandbox_transactions (
    id {{pk}},
    txn_id TEXT NOT NULL UNIQUE,
    reference TEXT NOT NULL,
    amount BIGINT NOT NULL,
    status TEXT NOT NULL,
    utr TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);
CREATE INDEX sandbox_transactions_ref ON sandbox_transactions(reference);

-- The gateway's webhook outbox: delivered until acknowledged (HTTP 2xx), with exponential
-- backoff. next_attempt_at doubles as the lease of the worker that claims a row.
CREATE TABLE webhook_outbox (
    id {{pk}},
    event_id TEXT NOT NULL UNIQUE,
    payload TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at BIGINT NOT NULL,
    delivered_at BIGINT,
    last_error TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);
CREATE INDEX webhook_outbox_due ON webhook_outbox(delivered_at, next_attempt_at);
