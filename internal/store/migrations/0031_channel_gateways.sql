-- The catalogue's choice of gateway per repayment channel: the running gateway's name
-- (paymongo, xendit) and its own code of the channel. Empty: the gateway serving the
-- channel's method (PAUTANG_PAYMENTS order) with the adapter's default code.
ALTER TABLE payment_channels ADD COLUMN gateway TEXT NOT NULL DEFAULT '';
ALTER TABLE payment_channels ADD COLUMN gateway_code TEXT NOT NULL DEFAULT '';

-- A charge's gateway is found by our reference alone (the router's lookup).
CREATE INDEX provider_charges_reference ON provider_charges(reference);
