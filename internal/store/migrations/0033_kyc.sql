-- Identity checks: each submission of an ID (type, the number sealed like account numbers and
-- a keyed hash of it for duplicate detection, the last 4 to show) with the names of its two
-- photos in the private file storage (never served under /uploads). An operator decides a
-- submission once: approved, rejected (reason) or redo (reason and which photo to send again).
CREATE TABLE kyc_submissions (
    id {{pk}},
    user_id BIGINT NOT NULL REFERENCES users(id),
    id_type TEXT NOT NULL,
    id_number_sealed TEXT NOT NULL,
    id_number_hash TEXT NOT NULL,
    id_last4 TEXT NOT NULL,
    id_photo TEXT NOT NULL,
    selfie TEXT NOT NULL,
    status TEXT NOT NULL,
    reason TEXT NOT NULL DEFAULT '',
    redo TEXT NOT NULL DEFAULT '',
    reviewer_id BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    decided_at BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX kyc_submissions_user ON kyc_submissions(user_id, id);
CREATE INDEX kyc_submissions_status ON kyc_submissions(status, id);
CREATE INDEX kyc_submissions_hash ON kyc_submissions(id_number_hash);
CREATE INDEX sessions_device ON sessions(device_id);
