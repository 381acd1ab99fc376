-- Payouts still pending, by start time: the stuck-payouts gauge counts those older than an
-- hour at every metrics scrape (store.StuckPayouts); the index holds only the pending rows.
CREATE INDEX payouts_pending ON payouts(created_at) WHERE status = 'pending';
