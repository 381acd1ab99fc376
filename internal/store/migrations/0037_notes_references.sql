-- Notes agents write about a borrower (the borrower 360 page and the case page): append-only,
-- never edited or deleted; each is audited (borrowers.note) in its own transaction.
CREATE TABLE borrower_notes (
    id {{pk}},
    user_id BIGINT NOT NULL REFERENCES users(id),
    author_id BIGINT NOT NULL,
    body TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX borrower_notes_user ON borrower_notes(user_id, id);

-- A contact of the log may be a message: message_id is its borrower_messages row (the fixed
-- template message an agent sends a reference), so the log shows its delivery status.
ALTER TABLE collection_contacts ADD COLUMN message_id BIGINT NOT NULL DEFAULT 0;
