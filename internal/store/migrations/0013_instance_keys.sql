-- Fingerprints of the keys every instance must share (the secret key, each data key by id):
-- an instance whose key differs from the recorded fingerprint refuses to start. A data key
-- retired by `pautang rotate-data-key` keeps its row with retired_at set.
CREATE TABLE instance_keys (
    name TEXT PRIMARY KEY,
    fingerprint TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    retired_at BIGINT
);
