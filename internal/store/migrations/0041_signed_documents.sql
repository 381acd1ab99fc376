-- Contract templates by version (docs/records.md). An operator's edit of the catalogue's
-- contract_templates adds a version per contract whose text changed; a version is never
-- changed afterwards. builtin = 1: the version is the built-in text (the operator removed the
-- template), title and body are then empty.
CREATE TABLE contract_template_versions (
    id {{pk}},
    contract_id INTEGER NOT NULL,
    version INTEGER NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    builtin INTEGER NOT NULL DEFAULT 0,
    created_by BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    UNIQUE (contract_id, version)
);

-- The documents a borrower accepted, as accepted: the rendered contract (content: the JSON
-- the pages show; text: its plain text, which is what text_sha256 covers), its PDF and its
-- SHA-256, the template version it came from (0: the built-in text), and the evidence of the
-- acceptance (time, address, user agent, device, session, consent). restructure_id is 0 for
-- the loan's own contracts, else the restructure offer the document belongs to. Rows are only
-- ever inserted, in the acceptance's transaction.
CREATE TABLE signed_documents (
    id {{pk}},
    order_id BIGINT NOT NULL REFERENCES orders(id),
    restructure_id BIGINT NOT NULL DEFAULT 0,
    contract_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    title TEXT NOT NULL,
    template_version INTEGER NOT NULL,
    content TEXT NOT NULL,
    body TEXT NOT NULL,
    text_sha256 TEXT NOT NULL,
    pdf {{blob}} NOT NULL,
    pdf_sha256 TEXT NOT NULL,
    accepted_at BIGINT NOT NULL,
    ip TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    device_id TEXT NOT NULL,
    session_id BIGINT NOT NULL,
    consent_method TEXT NOT NULL,
    consent_text TEXT NOT NULL,
    UNIQUE (order_id, restructure_id, contract_id)
);
