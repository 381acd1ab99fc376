-- A borrower's erasure (the Data Privacy Act's right to erasure): what the law lets go was
-- erased when it was asked (erased_at); what must be kept (loan, AML and credit records) is
-- kept on its legal basis until keep_until (YYYY-MM-DD), when the purge job anonymises the rest
-- (purged_at). One erasure per borrower.
CREATE TABLE privacy_erasures (
    user_id BIGINT PRIMARY KEY REFERENCES users(id),
    requested_by TEXT NOT NULL,
    erased_at BIGINT NOT NULL,
    keep_until TEXT NOT NULL,
    legal_basis TEXT NOT NULL,
    purged_at BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX privacy_erasures_due ON privacy_erasures(purged_at, keep_until);
