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
