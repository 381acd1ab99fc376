-- The borrower messages the scheduler sends (reminders before a due day, overdue notices):
-- one row per order, kind and due day, so each is sent once; the row is the borrower's
-- message history with its delivery status. send_at is the earliest moment it may go out
-- (6:00 Manila for one planned outside the SEC MC 18 hours, later for a retry); a runner
-- claims a row by moving send_at past its lease.
CREATE TABLE borrower_messages (
    id {{pk}},
    order_id BIGINT NOT NULL REFERENCES orders(id),
    user_id BIGINT NOT NULL REFERENCES users(id),
    kind TEXT NOT NULL,
    due_day TEXT NOT NULL,
    phone TEXT NOT NULL,
    body TEXT NOT NULL,
    status TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    send_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    sent_at BIGINT NOT NULL DEFAULT 0,
    last_error TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL,
    UNIQUE (order_id, kind, due_day)
);
CREATE INDEX borrower_messages_due ON borrower_messages(status, send_at);
CREATE INDEX borrower_messages_user ON borrower_messages(user_id, created_at);

-- Collections: a case per overdue order while an agent holds it (agent_id 0: in the queue),
-- the contact log of calls and messages agents record, and promises to pay. A promise's
-- status is stored once final (kept, broken); a broken promise puts its case back in the queue.
CREATE TABLE collection_cases (
    order_id BIGINT PRIMARY KEY REFERENCES orders(id),
    agent_id BIGINT NOT NULL DEFAULT 0,
    claimed_at BIGINT NOT NULL DEFAULT 0,
    updated_at BIGINT NOT NULL
);
CREATE INDEX collection_cases_agent ON collection_cases(agent_id);

CREATE TABLE collection_contacts (
    id {{pk}},
    order_id BIGINT NOT NULL REFERENCES orders(id),
    agent_id BIGINT NOT NULL,
    channel TEXT NOT NULL,
    outcome TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);
CREATE INDEX collection_contacts_order ON collection_contacts(order_id, id);

CREATE TABLE collection_promises (
    id {{pk}},
    order_id BIGINT NOT NULL REFERENCES orders(id),
    contact_id BIGINT NOT NULL,
    agent_id BIGINT NOT NULL,
    amount BIGINT NOT NULL,
    due_day TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    resolved_at BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX collection_promises_order ON collection_promises(order_id, id);
CREATE INDEX collection_promises_open ON collection_promises(status);
