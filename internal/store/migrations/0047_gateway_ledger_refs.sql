-- A payment event names the gateway that reported it and the ledger ref it books under.
-- A remote gateway's transaction books as pay:<gateway>:<transaction> (two gateways' ids may
-- coincide); the sandbox's keeps pay:<transaction>. Events received before keep the ref they
-- were booked under: the backfill records it, so the ledger check and the finance report find
-- every stored ref through its event.
ALTER TABLE payment_events ADD COLUMN gateway TEXT NOT NULL DEFAULT '';
ALTER TABLE payment_events ADD COLUMN ledger_ref TEXT NOT NULL DEFAULT '';
UPDATE payment_events SET gateway = COALESCE((SELECT c.provider FROM provider_charges c WHERE c.reference = payment_events.reference ORDER BY c.provider LIMIT 1), '');
UPDATE payment_events SET ledger_ref = 'pay:' || transaction_id
    WHERE transaction_id <> '' AND type = 'payment.succeeded' AND transaction_id NOT LIKE 'match-%';
UPDATE payment_events SET ledger_ref = 'transfer:' || substr(transaction_id, 7)
    WHERE transaction_id LIKE 'match-%';
CREATE INDEX payment_events_ledger_ref ON payment_events(ledger_ref);
