-- Borrower messages: the borrower's language (the `lang` common param of their last call: en
-- or fil; '' until they send one) and their marketing switch (marketing_off_at: when they
-- turned marketing messages off, 0 while on). A step notice is queued in the transaction of
-- its step with its template fields (fields, JSON) and rendered when it is sent, in the
-- borrower's language then. message_templates holds the supervisor's wording of a kind and
-- language, which replaces the built-in text.
ALTER TABLE users ADD COLUMN lang TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN marketing_off_at BIGINT NOT NULL DEFAULT 0;
ALTER TABLE borrower_messages ADD COLUMN fields TEXT NOT NULL DEFAULT '';
CREATE TABLE message_templates (
    kind TEXT NOT NULL,
    lang TEXT NOT NULL,
    body TEXT NOT NULL,
    updated_by BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (kind, lang)
);
