-- Sanctions screening. aml_lists keeps each list an operator loaded (the UN consolidated list
-- or the lender's watch list) as it was read: its date, its entries as JSON, the file's
-- SHA-256, who loaded it and when. aml_hits keeps each borrower's name that came near a
-- listing, with the score and how the birth dates compared, open until operators decide it.
-- A hit is one per borrower and listing (ref: the source and the listing's reference, e.g.
-- un:QDi.001): loading a newer copy of a list does not reopen what operators decided.
CREATE TABLE aml_lists (
    id {{pk}},
    source TEXT NOT NULL,
    generated_at BIGINT NOT NULL,
    sha256 TEXT NOT NULL,
    entries INTEGER NOT NULL,
    body TEXT NOT NULL,
    loaded_by TEXT NOT NULL,
    loaded_at BIGINT NOT NULL
);
CREATE INDEX aml_lists_source ON aml_lists(source, id);

CREATE TABLE aml_hits (
    id {{pk}},
    user_id BIGINT NOT NULL REFERENCES users(id),
    list_id BIGINT NOT NULL REFERENCES aml_lists(id),
    ref TEXT NOT NULL,
    listed_name TEXT NOT NULL,
    screened_name TEXT NOT NULL,
    score TEXT NOT NULL,
    birth TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'open',
    created_at BIGINT NOT NULL,
    decided_at BIGINT NOT NULL DEFAULT 0,
    decided_by TEXT NOT NULL DEFAULT '',
    decision_note TEXT NOT NULL DEFAULT '',
    UNIQUE (user_id, ref)
);
CREATE INDEX aml_hits_user ON aml_hits(user_id, status);
CREATE INDEX aml_hits_status ON aml_hits(status, id);
