-- Complaints ('Online service') and the uploads record of the storage provider.
-- A complaint belongs to a borrower and one of their orders; images are stored upload names
-- (JSON arrays), turned into /uploads/{name} URLs on the way out. reply_by is the promised
-- reply day (3 weekdays after filing, Manila). score 0 means not rated yet.

CREATE TABLE uploads (
    id {{pk}},
    name TEXT NOT NULL UNIQUE,
    owner_kind TEXT NOT NULL,
    owner_id BIGINT NOT NULL,
    purpose TEXT NOT NULL,
    content_type TEXT NOT NULL,
    size BIGINT NOT NULL,
    width INTEGER NOT NULL DEFAULT 0,
    height INTEGER NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL
);
CREATE INDEX uploads_owner ON uploads(owner_kind, owner_id, created_at);

CREATE TABLE complaints (
    id {{pk}},
    user_id BIGINT NOT NULL REFERENCES users(id),
    order_id BIGINT NOT NULL REFERENCES orders(id),
    problem_type INTEGER NOT NULL,
    problem_son_type INTEGER NOT NULL DEFAULT 0,
    detail TEXT NOT NULL,
    images TEXT NOT NULL DEFAULT '[]',
    reply_by TEXT NOT NULL,
    reply_text TEXT NOT NULL DEFAULT '',
    reply_images TEXT NOT NULL DEFAULT '[]',
    operator_id BIGINT NOT NULL DEFAULT 0,
    replied_at BIGINT NOT NULL DEFAULT 0,
    need_score INTEGER NOT NULL DEFAULT 0,
    score INTEGER NOT NULL DEFAULT 0,
    scored_at BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    CHECK (score BETWEEN 0 AND 5)
);
CREATE INDEX complaints_user ON complaints(user_id, created_at);
CREATE INDEX complaints_open ON complaints(replied_at, reply_by);
