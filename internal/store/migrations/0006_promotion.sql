-- Promotion landing: visitor sessions (sid), image captchas, registration SMS codes
-- and the funnel events. A sid belongs to one landing visit and optionally one template; the
-- newest captcha of a sid is the one that counts; an SMS code is bound to (phone, sid).
-- Captcha answers are kept in clear: they are worth nothing after their 5 minutes, and the
-- dev hook (/dev/captcha, dev mode only) reads them for tests. SMS codes are HMAC-hashed.

CREATE TABLE promo_sids (
    id {{pk}},
    sid TEXT NOT NULL UNIQUE,
    template_id BIGINT NOT NULL DEFAULT 0,
    ip TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);

CREATE TABLE promo_captchas (
    id {{pk}},
    sid TEXT NOT NULL,
    answer TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    sms_sent_at BIGINT,
    consumed_at BIGINT
);
CREATE INDEX promo_captchas_sid ON promo_captchas(sid, id);

CREATE TABLE promo_sms_codes (
    id {{pk}},
    sid TEXT NOT NULL,
    phone TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    consumed_at BIGINT
);
CREATE INDEX promo_sms_codes_phone ON promo_sms_codes(phone, sid, id);

-- kind: visit, click, sms, register. day is the Manila calendar day of created_at.
CREATE TABLE promo_events (
    id {{pk}},
    template_id BIGINT NOT NULL DEFAULT 0,
    kind TEXT NOT NULL,
    day TEXT NOT NULL,
    sid TEXT NOT NULL DEFAULT '',
    phone TEXT NOT NULL DEFAULT '',
    user_from TEXT NOT NULL DEFAULT '',
    utm_tag TEXT NOT NULL DEFAULT '',
    app_from TEXT NOT NULL DEFAULT '',
    client_type TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);
CREATE INDEX promo_events_day ON promo_events(day, template_id, kind);
