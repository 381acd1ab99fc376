-- A decision's internal note: the operator's own words on an order's or an identity check's
-- decision. It stays in the back office; the borrower reads only the text of the reason code
-- (orders.decision_reason from loans.RefusalReasons, kyc_submissions.reason from kyc.Reasons).
ALTER TABLE orders ADD COLUMN decision_note TEXT NOT NULL DEFAULT '';
ALTER TABLE kyc_submissions ADD COLUMN decision_note TEXT NOT NULL DEFAULT '';

-- Operators' decisions written before the catalogue kept the operator's words as the
-- borrower's reason: they become the note, and the borrower reads the general text.
UPDATE orders SET decision_note = decision_reason, decision_reason = 'Not approved after review.'
 WHERE decision_code = 'operator_reject' AND decision_reason NOT IN ('Not approved after review.',
   'Your declared income does not support this amount yet.',
   'Some details of your application are missing or could not be checked.',
   'We could not verify your identity.',
   'Your current debts are too high for a new loan right now.',
   'Your repayment history does not allow a new loan yet.',
   'Your application does not meet our lending policy at this time.');
UPDATE orders SET decision_note = decision_reason, decision_reason = 'Approved by an operator.'
 WHERE decision_code = 'operator_approve' AND decision_reason <> 'Approved by an operator.';
