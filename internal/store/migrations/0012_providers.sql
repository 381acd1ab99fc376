-- Real gateways: the charges created at a remote payment gateway (PayMongo checkout
-- sessions, Xendit payment requests), kept so a reference is created there once and its
-- page or code is shown again without a call.
CREATE TABLE provider_charges (
    id {{pk}},
    provider TEXT NOT NULL,
    reference TEXT NOT NULL,
    provider_id TEXT NOT NULL,
    method TEXT NOT NULL,
    channel_number TEXT NOT NULL DEFAULT '',
    channel_code TEXT NOT NULL DEFAULT '',
    amount BIGINT NOT NULL,
    pay_url TEXT NOT NULL DEFAULT '',
    pay_code TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    UNIQUE (provider, reference)
);
CREATE INDEX provider_charges_provider_id ON provider_charges(provider, provider_id);

-- The durable queue of a real SMS gateway: a message is written here by the request that
-- sends it and posted by the delivery worker, retried with backoff (and the gateway's
-- Retry-After) until the gateway takes it. The body is cleared once it is sent.
CREATE TABLE sms_deliveries (
    id {{pk}},
    provider TEXT NOT NULL,
    phone TEXT NOT NULL,
    kind TEXT NOT NULL DEFAULT 'sms',
    body TEXT NOT NULL,
    status TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_at BIGINT NOT NULL,
    provider_id TEXT NOT NULL DEFAULT '',
    provider_status TEXT NOT NULL DEFAULT '',
    last_error TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL,
    sent_at BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX sms_deliveries_due ON sms_deliveries(status, next_at);
