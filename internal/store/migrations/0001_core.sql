-- Core schema: borrowers, sessions, one-time codes, rate limits, the SMS outbox, the product
-- catalogue, orders with their installments and the append-only ledger, and the reference
-- data (payment channels, complaint types, landing templates) the seed fills.
-- Times are unix milliseconds (BIGINT); calendar days are TEXT 'YYYY-MM-DD' in Asia/Manila;
-- money is BIGINT centavos. {{pk}} and {{blob}} are rendered per engine by store.render.

CREATE TABLE users (
    id {{pk}},
    phone TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL DEFAULT '',
    birth_date TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL DEFAULT 'app',
    created_at BIGINT NOT NULL,
    deleted_at BIGINT
);

CREATE TABLE sessions (
    id {{pk}},
    token_hash TEXT NOT NULL UNIQUE,
    user_id BIGINT NOT NULL REFERENCES users(id),
    device_id TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL,
    last_seen_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    revoked_at BIGINT
);
CREATE INDEX sessions_user ON sessions(user_id);

CREATE TABLE otp_codes (
    id {{pk}},
    phone TEXT NOT NULL,
    purpose TEXT NOT NULL,
    channel TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    consumed_at BIGINT
);
CREATE INDEX otp_codes_phone ON otp_codes(phone, purpose, created_at);

CREATE TABLE rate_events (
    id {{pk}},
    bucket TEXT NOT NULL,
    at BIGINT NOT NULL
);
CREATE INDEX rate_events_bucket ON rate_events(bucket, at);

CREATE TABLE sms_outbox (
    id {{pk}},
    phone TEXT NOT NULL,
    channel TEXT NOT NULL,
    body TEXT NOT NULL,
    code TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);
CREATE INDEX sms_outbox_phone ON sms_outbox(phone, created_at);

CREATE TABLE products (
    id {{pk}},
    code TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    logo TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    min_amount BIGINT NOT NULL,
    max_amount BIGINT NOT NULL,
    amount_step BIGINT NOT NULL,
    term_days INTEGER NOT NULL,
    periods INTEGER NOT NULL,
    interest_bp_month INTEGER NOT NULL,
    service_fee_bp INTEGER NOT NULL,
    rules TEXT NOT NULL DEFAULT '{}',
    tags TEXT NOT NULL DEFAULT '[]',
    enabled INTEGER NOT NULL DEFAULT 1,
    sort INTEGER NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE TABLE orders (
    id {{pk}},
    order_no TEXT NOT NULL UNIQUE,
    user_id BIGINT NOT NULL REFERENCES users(id),
    product_id BIGINT NOT NULL REFERENCES products(id),
    amount BIGINT NOT NULL,
    periods INTEGER NOT NULL,
    term_days INTEGER NOT NULL,
    interest BIGINT NOT NULL DEFAULT 0,
    service_fee BIGINT NOT NULL DEFAULT 0,
    net_proceeds BIGINT NOT NULL DEFAULT 0,
    total_repay BIGINT NOT NULL DEFAULT 0,
    status INTEGER NOT NULL,
    variant TEXT NOT NULL DEFAULT 'new',
    is_repeat INTEGER NOT NULL DEFAULT 0,
    decision_reason TEXT NOT NULL DEFAULT '',
    due_date TEXT NOT NULL DEFAULT '',
    disbursed_day TEXT NOT NULL DEFAULT '',
    last_accrued_day TEXT NOT NULL DEFAULT '',
    card_need_pop INTEGER NOT NULL DEFAULT 0,
    payout_status TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    settled_at BIGINT
);
CREATE INDEX orders_user ON orders(user_id, created_at);
CREATE INDEX orders_status ON orders(status);

CREATE TABLE installments (
    order_id BIGINT NOT NULL REFERENCES orders(id),
    seq INTEGER NOT NULL,
    due_date TEXT NOT NULL,
    principal BIGINT NOT NULL,
    interest BIGINT NOT NULL,
    PRIMARY KEY (order_id, seq)
);

CREATE TABLE ledger_entries (
    id {{pk}},
    order_id BIGINT NOT NULL REFERENCES orders(id),
    kind TEXT NOT NULL,
    bucket TEXT NOT NULL,
    amount BIGINT NOT NULL,
    day TEXT NOT NULL,
    ref TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    UNIQUE (order_id, ref, bucket)
);
CREATE INDEX ledger_entries_order ON ledger_entries(order_id, id);

CREATE TABLE service_events (
    id {{pk}},
    user_id BIGINT,
    product_id TEXT NOT NULL DEFAULT '',
    module_id TEXT NOT NULL DEFAULT '',
    position_id TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);

CREATE TABLE payment_channels (
    id {{pk}},
    channel_number TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    logo TEXT NOT NULL DEFAULT '',
    instructions TEXT NOT NULL DEFAULT '[]',
    enabled INTEGER NOT NULL DEFAULT 1,
    sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE complaint_types (
    id {{pk}},
    value INTEGER NOT NULL,
    parent_value INTEGER NOT NULL DEFAULT 0,
    title TEXT NOT NULL,
    sort INTEGER NOT NULL DEFAULT 0,
    UNIQUE (parent_value, value)
);

CREATE TABLE channel_templates (
    id {{pk}},
    name TEXT NOT NULL UNIQUE,
    settings TEXT NOT NULL DEFAULT '{}',
    enabled INTEGER NOT NULL DEFAULT 1,
    created_at BIGINT NOT NULL
);
