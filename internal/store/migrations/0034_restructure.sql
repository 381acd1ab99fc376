-- Restructure (docs/finance.md): the schedule a restructure replaced stays as closed
-- installments (what was paid of them); the first new installment starts on the restructure's
-- day (start_day, '' = the previous due day) and owes the interest booked before and unpaid
-- (carried, centavos).
ALTER TABLE installments ADD COLUMN start_day TEXT NOT NULL DEFAULT '';
ALTER TABLE installments ADD COLUMN closed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE installments ADD COLUMN carried BIGINT NOT NULL DEFAULT 0;

-- A restructure offered to the borrower after a supervisor approved the operator's request.
-- plan is the priced restructure (loans.Restructure JSON: the new terms frozen for the new
-- schedule and the disclosure figures), basis the ledger's count of entries that are not
-- accruals when it was priced. status: offered -> accepted (one conditional update in the
-- acceptance's transaction) | superseded (a newer offer of the order). An offer is open while
-- offered and before expires_at.
CREATE TABLE restructures (
    id {{pk}},
    order_id BIGINT NOT NULL REFERENCES orders(id),
    request_id BIGINT NOT NULL DEFAULT 0,
    status TEXT NOT NULL,
    plan TEXT NOT NULL,
    basis BIGINT NOT NULL,
    start_day TEXT NOT NULL,
    maker_id BIGINT NOT NULL DEFAULT 0,
    checker_id BIGINT NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    accepted_at BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX restructures_order ON restructures(order_id, status);
