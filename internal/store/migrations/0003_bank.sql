-- Payment accounts: the dynamic bind-card form as data, the borrower's bank
-- accounts and e-wallets (numbers sealed with AES-256-GCM, never stored plain), the audit of
-- binds and card changes, and the payout attempts of each order.

-- One row per form field. product_id 0 is the form of every product without its own rows;
-- channel_number '' means every channel (spec section 5 visibility). options is the JSON list
-- of {name, type, numberKind, minLen, maxLen} of an enumeration.
CREATE TABLE bank_form_items (
    id {{pk}},
    product_id BIGINT NOT NULL DEFAULT 0,
    code TEXT NOT NULL,
    title TEXT NOT NULL,
    subtitle TEXT NOT NULL DEFAULT '',
    cate TEXT NOT NULL,
    input_type TEXT NOT NULL DEFAULT 'text',
    card_type_mi INTEGER NOT NULL DEFAULT 0,
    channel_number TEXT NOT NULL DEFAULT '',
    rule TEXT NOT NULL DEFAULT '',
    max_length INTEGER NOT NULL DEFAULT 0,
    options TEXT NOT NULL DEFAULT '[]',
    sort INTEGER NOT NULL DEFAULT 0,
    enabled INTEGER NOT NULL DEFAULT 1,
    UNIQUE (product_id, code, card_type_mi, channel_number)
);

-- number_cipher is the sealed number (v1:base64 of nonce+ciphertext, bound to user_id);
-- number_hash the keyed HMAC for duplicate detection; only number_last4 is ever shown.
CREATE TABLE bank_accounts (
    id {{pk}},
    user_id BIGINT NOT NULL REFERENCES users(id),
    card_type INTEGER NOT NULL,
    channel_number TEXT NOT NULL DEFAULT '',
    bank_code TEXT NOT NULL,
    bank_name TEXT NOT NULL,
    holder_name TEXT NOT NULL,
    number_cipher TEXT NOT NULL,
    number_last4 TEXT NOT NULL,
    number_hash TEXT NOT NULL,
    details TEXT NOT NULL DEFAULT '{}',
    is_default INTEGER NOT NULL DEFAULT 0,
    default_since BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    removed_at BIGINT
);
CREATE INDEX bank_accounts_user ON bank_accounts(user_id, card_type);
-- An active account belongs to one borrower only; one default per borrower and card type.
CREATE UNIQUE INDEX bank_accounts_active_number ON bank_accounts(number_hash) WHERE removed_at IS NULL;
CREATE UNIQUE INDEX bank_accounts_one_default ON bank_accounts(user_id, card_type) WHERE is_default = 1;

-- Append-only audit of every bind and card change.
CREATE TABLE bank_account_changes (
    id {{pk}},
    user_id BIGINT NOT NULL REFERENCES users(id),
    order_id BIGINT,
    action TEXT NOT NULL,
    old_account_id BIGINT,
    new_account_id BIGINT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX bank_account_changes_user ON bank_account_changes(user_id, created_at);

-- One row per payout attempt. reference is the provider idempotency key.
CREATE TABLE payouts (
    id {{pk}},
    order_id BIGINT NOT NULL REFERENCES orders(id),
    attempt INTEGER NOT NULL,
    reference TEXT NOT NULL UNIQUE,
    account_id BIGINT,
    amount BIGINT NOT NULL,
    status TEXT NOT NULL,
    provider_ref TEXT NOT NULL DEFAULT '',
    failure_reason TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    UNIQUE (order_id, attempt)
);
