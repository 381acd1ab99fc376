// Code generated from the server's /openapi.json by `make gen` (web/scripts/gen-api-types.mjs); DO NOT EDIT.
// The types of every API answer: components['schemas'][Name], or the root aliases below
// (SchemaName). docs/api-contract.md tells how to use them.

export interface paths {
    "/admin/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Audit log, newest first (entity, entityId, operatorId, q = part of the action, from, to; sort at). Keyset page (sort, dir, limit up to 200, after = the previous page's next; next is answered) */
        get: operations["get_admin_audit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/audit.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every audit row the audit list's filters select, as CSV, streamed; a personal-data read: reason=why (3-200 characters), audited export.csv with the filter and row count */
        get: operations["get_admin_audit_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/borrowers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Borrowers with their loans' figures (q = partial name, phone or order number; from, to registered; overdue=1; writtenOff=1|0; sort created, name). Keyset page (sort, dir, limit up to 200, after = the previous page's next; next is answered) */
        get: operations["get_admin_borrowers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/borrowers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every borrower the borrowers list's filters select, as CSV, streamed; a personal-data read: reason=why (3-200 characters), audited export.csv with the filter and row count */
        get: operations["get_admin_borrowers_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/borrowers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Borrower 360: profile, loans, payments, accounts (masked), messages, complaints; reason=why (3-200 characters), audited read.borrower360 */
        get: operations["get_admin_borrowers_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/borrowers/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The notes agents wrote about a borrower, newest first (append-only) */
        get: operations["get_admin_borrowers_id_notes"];
        put?: never;
        /** Add a note about a borrower (JSON body, 1 to 2,000 characters); never edited or deleted; audited */
        post: operations["post_admin_borrowers_id_notes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/catalog/bank-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bind-card form items */
        get: operations["get_admin_catalog_bank_items"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/catalog/bank-items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update a bind-card form item's texts, order and switch */
        post: operations["post_admin_catalog_bank_items_id"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/catalog/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment channels and their instructions */
        get: operations["get_admin_catalog_channels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/catalog/channels/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose a change of a payment channel (name, switch, order, route, instructions {title, steps}; reason); borrowers see the old one until a supervisor approves it in the requests inbox */
        post: operations["post_admin_catalog_channels_id"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/catalog/charges-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The charges policy in force (ceilings on interest, late charges and the total cost, on every loan), its saved versions, the default and the changes waiting */
        get: operations["get_admin_catalog_charges_policy"];
        put?: never;
        /** Propose a new charges policy (JSON policy, reason); another supervisor approves it in the requests inbox */
        post: operations["post_admin_catalog_charges_policy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/catalog/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products with their fee, late and rollover rules */
        get: operations["get_admin_catalog_products"];
        put?: never;
        /** Create or update a product (cap guard applies) */
        post: operations["post_admin_catalog_products"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/catalog/products/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price a product as edited, unsaved: quotes at its smallest and largest amount with the effective interest rate, and why the cap guard would refuse it */
        post: operations["post_admin_catalog_products_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/catalog/scorecard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The scorecard in force (version 0: none) and the inputs and reason codes a characteristic may use */
        get: operations["get_admin_catalog_scorecard"];
        put?: never;
        /** Propose a scorecard version (JSON card, reason); another supervisor approves it in the requests inbox */
        post: operations["post_admin_catalog_scorecard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/catalog/settings/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A catalogue document: contacts, recommended, contracts */
        get: operations["get_admin_catalog_settings_key"];
        put?: never;
        /** Propose a catalogue document (JSON value, reason): the support e-mail and Philippine telephone, recommended products, contract templates; borrowers read the old one until a supervisor approves it in the requests inbox */
        post: operations["post_admin_catalog_settings_key"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/catalog/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Landing templates */
        get: operations["get_admin_catalog_templates"];
        put?: never;
        /** Propose a new landing template or a change of one (name, settings, switch; reason); a supervisor approves it in the requests inbox */
        post: operations["post_admin_catalog_templates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/catalog/underwriting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The underwriting rules in force, their saved versions and the defaults */
        get: operations["get_admin_catalog_underwriting"];
        put?: never;
        /** Propose new underwriting rules (JSON rules, reason); another supervisor approves them in the requests inbox */
        post: operations["post_admin_catalog_underwriting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/catalog/underwriting/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decide the latest applications under proposed rules (JSON rules) and under the rules in force */
        post: operations["post_admin_catalog_underwriting_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Loans past due with case holder and promise (q, bucket, minDpd, maxDpd, agent=me|none|id, product=id or name, minAmount, maxAmount, writtenOff=1|0; sort next (default: next-action day, then days past due), overdue, amount) and the queue's totals per bucket. Keyset page (sort, dir, limit up to 200, after = the previous page's next; next is answered) */
        get: operations["get_admin_collections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/collections.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every case the collections queue's filters select, as CSV, streamed; a personal-data read: reason=why (3-200 characters), audited export.csv with the filter and row count */
        get: operations["get_admin_collections_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/collections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A case: queue row, contact log, promises */
        get: operations["get_admin_collections_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/collections/{id}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claim a case nobody holds */
        post: operations["post_admin_collections_id_claim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/collections/{id}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a call or message (JSON channel, outcome, note, promiseCents, promiseDay, nextActionDay); MC 18 hours; channel sms sends the borrower the collection_sms template with the amount past due */
        post: operations["post_admin_collections_id_contacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/collections/{id}/letters/{letter}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A demand letter's PDF as it was sent (checked against its SHA-256); every read is audited */
        get: operations["get_admin_collections_id_letters_letter_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/collections/{id}/next-action": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a case's next-action day (JSON day: today to 60 days ahead); audited */
        post: operations["post_admin_collections_id_next_action"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/collections/{id}/references": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The references of the case's borrower (phones masked by role), today's message to each and the fixed text each would receive */
        get: operations["get_admin_collections_id_references"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/collections/{id}/references/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a reference the fixed template message (JSON slot ref1|ref2, lang en|fil): no free text, nothing about the loan; MC 18 hours; a loan past due; one a reference a day; in the contact log and message history; audited */
        post: operations["post_admin_collections_id_references_message"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/collections/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assign cases to an agent in bulk (JSON orderIds, agentId; 0 returns them to the queue) */
        post: operations["post_admin_collections_assign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/collections/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Collection rate by bucket over a range of Manila days (from, to: YYYY-MM-DD; default the last 30 days; at most 366): per bucket the loans, what they owed on entering it and what was collected while in it */
        get: operations["get_admin_collections_rates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/collections/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Roll rates per bucket over the last month and promises of the last 30 days by outcome */
        get: operations["get_admin_collections_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/complaints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Complaints, by reply-by day first (state=open|replied|overdue, open=1, type, q = partial order no, name or phone, from, to, writtenOff; sort replyBy, created). Keyset page (sort, dir, limit up to 200, after = the previous page's next; next is answered) */
        get: operations["get_admin_complaints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/complaints.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every complaint the complaint list's filters select, as CSV, streamed; a personal-data read: reason=why (3-200 characters), audited export.csv with the filter and row count */
        get: operations["get_admin_complaints_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/complaints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One complaint with its process result and score */
        get: operations["get_admin_complaints_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/complaints/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write the process result (JSON text, images, askRating) */
        post: operations["post_admin_complaints_id_reply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/compliance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Compliance page: the CIC files and their status, the screening hits (open first), the STR cases (open first, by deadline), the covered transactions (flagged first), today, the covered-transaction threshold and the STR's suspicious circumstances */
        get: operations["get_admin_compliance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/compliance/aml/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Load a sanctions list (source=un: the UN consolidated list's XML; source=watch: CSV ref,name,birth_date) as the body or the multipart field file; every borrower is screened against it; audited */
        post: operations["post_admin_compliance_aml_lists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/compliance/cic/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record where a CIC file stands (JSON status: submitted, then accepted or rejected with the CIC's reason in note); audited */
        post: operations["post_admin_compliance_cic_id_status"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/compliance/covered/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that a covered transaction was reported to the AMLC (JSON amlcRef); audited */
        post: operations["post_admin_compliance_covered_id_report"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/compliance/hits/{id}/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose clearing a screening hit: the borrower is not the listed person (JSON reason); a supervisor other than you approves it in the requests inbox, and until then the borrower's applications stay held */
        post: operations["post_admin_compliance_hits_id_clear"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/compliance/hits/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a screening hit as the listed person (JSON reason): the borrower's applications under review are refused with the lending-policy reason (the borrower is never told of the listing); audited */
        post: operations["post_admin_compliance_hits_id_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/compliance/str": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a suspicious transaction case (JSON userId, suspicionOn, orderIds, circumstances, unlawfulActivity, narrative): the subject and the loans' transactions are kept as they are now; due to the AMLC 5 working days after the suspicion was established; audited */
        post: operations["post_admin_compliance_str"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/compliance/str/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that an STR case was filed with the AMLC (JSON amlcRef); audited */
        post: operations["post_admin_compliance_str_id_file"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daily series, loan book, overdue buckets, complaint SLA, landing funnel (days=N) */
        get: operations["get_admin_dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/finance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Money over a range (from, to: YYYY-MM-DD): disbursed, collected, outstanding principal, fees and interest earned, approval rate, collections by channel, daily series; PAR1/7/30/90 today */
        get: operations["get_admin_finance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/finance/chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The chart of accounts: each journal role's account code and name, its version, the defaults and the changes waiting for a checker */
        get: operations["get_admin_finance_chart"];
        put?: never;
        /** Propose a new chart of accounts (JSON accounts: every role with code and name; reason): codes unique to an account, every role mapped; another supervisor approves it in the requests inbox */
        post: operations["post_admin_finance_chart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/finance/journal.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The double-entry journal of a range as CSV (from, to), streamed */
        get: operations["get_admin_finance_journal_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/finance/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One account's ledger (account: its code) over a range (from, to): opening balance, each day's loan postings summed and each manual entry, with the running balance on the account's normal side */
        get: operations["get_admin_finance_ledger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/finance/ledger/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The general ledger's accounts (type, normal side, control) with each one's opening balance, debits, credits and closing balance over a range (from, to), loan postings and manual entries; the closing balances net to zero */
        get: operations["get_admin_finance_ledger_accounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/finance/ledger/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The manual journal entries of a range (from, to) with their lines and reversal links, the entries and reversals waiting for a checker, and the accounts */
        get: operations["get_admin_finance_ledger_entries"];
        put?: never;
        /** Propose a manual journal entry (JSON day, memo, lines: account code, side debit|credit, amountCents; reason): balanced, 2 to 40 lines, no control account; a supervisor approves it in the requests inbox */
        post: operations["post_admin_finance_ledger_entries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/finance/ledger/entries/{id}/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose reversing a posted manual entry (JSON reason): a new entry with the sides swapped, dated the day a supervisor approves it */
        post: operations["post_admin_finance_ledger_entries_id_reverse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/finance/months": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The closed accounting months (totals, entries, the stored journal's and trial balance's SHA-256, closed by whom and when, approved by whom), the first open day, the next month to close and whether it may be closed today, and the closes waiting for a checker */
        get: operations["get_admin_finance_months"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/finance/months/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose closing an accounting month (JSON month YYYY-MM, reason): only after it ended, in order; another supervisor approves it in the requests inbox, which stores its journal and trial balance as they are then */
        post: operations["post_admin_finance_months_close"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/finance/trial-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trial balance per day and account of a range (from, to; format=csv for the file); each day sums to zero */
        get: operations["get_admin_finance_trial_balance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/finance/vintage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vintage curves (from, to: months YYYY-MM; default the last 12): per disbursement month, the share of its principal disbursed 30+ days past due at each month-end on book, up to today */
        get: operations["get_admin_finance_vintage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Background jobs: the queues with their jobs by state, and the newest jobs (state=, queue=, kind=, limit= up to 500) with their attempts' errors */
        get: operations["get_admin_jobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/jobs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a job that has not finished (a running one is asked to stop); audited */
        post: operations["post_admin_jobs_id_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/jobs/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run a job again as soon as possible (a failed, cancelled or finished one, or one waiting for its next attempt); audited */
        post: operations["post_admin_jobs_id_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Identity submissions (status=submitted|approved|rejected|redo) with duplicate flags (same ID number, device or payout account) */
        get: operations["get_admin_kyc"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/kyc/{id}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decide a submission (JSON approve, or reason and redo = id_photo|selfie|both, or no redo to refuse; the borrower reads the reason code's text; note: the internal note, kept and audited, never shown to the borrower) */
        post: operations["post_admin_kyc_id_decide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/kyc/{id}/photo/{which}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A submission's photo (which = id or selfie), from the private storage; a personal-data read: reason=why (3-200 characters), each view audited kyc.photo.view */
        get: operations["get_admin_kyc_id_photo_which"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/loans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Loans list, keyset-paginated: q (partial name, phone or order no), status, product, from, to, minAmount, maxAmount (pesos), minDpd, maxDpd, writtenOff (1|0), sort (created, amount, due, payoff), dir, limit (max 200), after (the previous page's next) */
        get: operations["get_admin_loans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/loans.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every loan the loans list's filters select, as CSV, streamed; a personal-data read: reason=why (3-200 characters), audited export.csv with the filter and row count */
        get: operations["get_admin_loans_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in an operator (JSON email, password); sets the HttpOnly cookie, returns the CSRF token */
        post: operations["post_admin_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/login/captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A new image code for the login (sid = the previous picture's, to renew it): answers the sid and the PNG as a data: URL */
        get: operations["get_admin_login_captcha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/login/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Second login step (JSON code: the 6-digit TOTP code or a recovery code); a wrong one counts against the lockout; starts the full session */
        post: operations["post_admin_login_code"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the operator session */
        post: operations["post_admin_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in operator, stage, permissions and CSRF token */
        get: operations["get_admin_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change your own password (JSON current, password); your other sessions end */
        post: operations["post_admin_me_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/messages/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Borrower message kinds: class, built-in text and the supervisor's wording per language, and the fields a text may use */
        get: operations["get_admin_messages_templates"];
        put?: never;
        /** Propose the text of a kind in a language (JSON kind, lang, text, reason; empty text: back to the built-in one); wording check; another supervisor approves it in the requests inbox */
        post: operations["post_admin_messages_templates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/messages/templates/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A text of a kind (JSON kind, lang, text; empty: the current one) written with sample fields, after the wording check */
        post: operations["post_admin_messages_templates_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Operator accounts with the roles and the permission matrix (q = part of name or e-mail, role, disabled=1|0; sort email, name, created, lastLogin). Keyset page (sort, dir, limit up to 200, after = the previous page's next; next is answered) */
        get: operations["get_admin_operators"];
        put?: never;
        /** Invite an operator (JSON email, name, role, reason): a four-eyes request; on approval the one-time set-up link is e-mailed to them (never answered) */
        post: operations["post_admin_operators"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/operators.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every operator the operators list's filters select, as CSV, streamed; a personal-data read: reason=why (3-200 characters), audited export.csv with the filter and row count */
        get: operations["get_admin_operators_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/operators/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Edit an operator (JSON role, disabled, password, reason): switching off at once; a new role (never your own), a password or switching on again each wait for a checker */
        post: operations["post_admin_operators_id"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/operators/{id}/setup-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a new set-up link to an operator who has not used theirs (the old one stops working); answers where it went, never the link */
        post: operations["post_admin_operators_id_setup_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/operators/{id}/totp-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose resetting another operator's two-step login (JSON reason); on approval key and recovery codes are removed and sessions end */
        post: operations["post_admin_operators_id_totp_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders: the review queue (status=21, oldest first), every order, the disbursement monitor (payout=problems); the loans list's filters and sorts. Keyset page (sort, dir, limit up to 200, after = the previous page's next; next is answered) */
        get: operations["get_admin_orders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/orders.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every order the orders list's filters select, as CSV, streamed; a personal-data read: reason=why (3-200 characters), audited export.csv with the filter and row count */
        get: operations["get_admin_orders_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order: applicant, history, schedule, ledger, balances, events, payouts, contracts */
        get: operations["get_admin_orders_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose cancelling an approved order whose payout never went out (JSON reason); it waits for a supervisor in the requests inbox */
        post: operations["post_admin_orders_id_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/orders/{id}/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or reject an order under review (JSON approve; a rejection's reasonCode from the order page's refusalReasons: the borrower reads its text; reason: the internal note, kept on the order and audited, never shown to the borrower) */
        post: operations["post_admin_orders_id_decide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/orders/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The borrower's reminders and notices with their delivery status */
        get: operations["get_admin_orders_id_messages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/orders/{id}/payout-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose changing the borrower's payout account at their request (JSON cardType, channelNumber, fields as the bank form's codes, reason); the number is sealed at once; it waits for a supervisor in the requests inbox */
        post: operations["post_admin_orders_id_payout_account"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/orders/{id}/payout-retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retry the payout of an approved order */
        post: operations["post_admin_orders_id_payout_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/orders/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose refunding the borrower's credit on an order to their payout account (JSON amount in centavos, reason); it waits for a supervisor in the requests inbox */
        post: operations["post_admin_orders_id_refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/orders/{id}/refund-retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resend a pending refund of the order with its own reference (JSON reference; the provider never pays it twice) */
        post: operations["post_admin_orders_id_refund_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/orders/{id}/restructure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose a restructure (JSON installments, termDays, reason); a supervisor's approval offers it to the borrower, who accepts it on the loan detail */
        post: operations["post_admin_orders_id_restructure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/orders/{id}/restructure/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Price a restructure of an open loan as it stands today (JSON installments, termDays): the new schedule and disclosure figures */
        post: operations["post_admin_orders_id_restructure_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/orders/{id}/restructures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's restructure offers (offered, accepted, superseded) with the form's bounds */
        get: operations["get_admin_orders_id_restructures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/orders/{id}/signed-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The documents the borrower accepted, as accepted: kind, template version, SHA-256 of the text and the PDF, and the evidence (time, address, user agent, device, session, consent) */
        get: operations["get_admin_orders_id_signed_documents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/orders/{id}/signed-documents/{doc}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One accepted document's PDF as stored; every read is audited */
        get: operations["get_admin_orders_id_signed_documents_doc_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/orders/{id}/signed-documents/{doc}/text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One accepted document's text as stored (UTF-8; its SHA-256 is the recorded one); every read is audited */
        get: operations["get_admin_orders_id_signed_documents_doc_text"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/orders/{id}/waive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose a waiver of late charges (JSON bucket, amount in centavos, reason); it waits for a supervisor in the requests inbox */
        post: operations["post_admin_orders_id_waive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/orders/{id}/write-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Propose writing a loan off (JSON reason); it must be PAUTANG_WRITE_OFF_AFTER_DAYS past due and waits for a supervisor in the requests inbox */
        post: operations["post_admin_orders_id_write_off"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/privacy/breaches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The breach register, newest discovery first, each with its 72-hour NPC and data-subject notification clocks; how many have a notification past due */
        get: operations["get_admin_privacy_breaches"];
        put?: never;
        /** Record a breach (JSON title, description, occurredAt, discoveredAt in Unix ms, dataAffected, subjectsAffected): both notifications are due 72 hours after the discovery; audited */
        post: operations["post_admin_privacy_breaches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/privacy/breaches/{id}/notified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that the NPC or the data subjects were notified of a breach now (JSON whom npc|subjects), once; audited */
        post: operations["post_admin_privacy_breaches_id_notified"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/privacy/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The data subject's requests (access, correction, erasure), open ones by due time first (status, kind, userId, limit up to 500), each with its 30-day clock and owner; how many are open and overdue */
        get: operations["get_admin_privacy_requests"];
        put?: never;
        /** Open a request for a borrower (JSON userId, kind access|correction|erasure, field fullName|birthDate|other and value for a correction, detail): a copy is ready in the borrower's app at once, an erasure is carried out (kept refused with the reason while a loan is open), a correction waits with its 30-day clock; audited */
        post: operations["post_admin_privacy_requests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/privacy/requests/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an operator the owner of an open request (JSON operatorId); audited */
        post: operations["post_admin_privacy_requests_id_assign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/privacy/requests/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer an open request (JSON done, note): refused with the reason, or done: an erasure erases, a name or birth-date correction changes them through the identity-check rules (a new check after an approved one), another correction is described in the note; audited */
        post: operations["post_admin_privacy_requests_id_close"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/privacy/requests/{id}/take": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Become the owner of an open request; audited */
        post: operations["post_admin_privacy_requests_id_take"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/reconcile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A gateway's payments of a day against ours (provider=paymongo, day=YYYY-MM-DD Manila): missing, extra, mismatched */
        get: operations["get_admin_reconcile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Maker-checker requests, newest first (status=pending|approved|rejected|failed), and how many wait */
        get: operations["get_admin_requests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a request (not your own; the kind's checker role): its action runs once */
        post: operations["post_admin_requests_id_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/requests/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a request with a reason (JSON reason); nothing changes */
        post: operations["post_admin_requests_id_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/requests/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many requests wait for a checker (the inbox badge) */
        get: operations["get_admin_requests_count"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The built-in roles with their permissions, the custom roles, the permissions a role may hold, the pairs no custom role may hold together and the role changes waiting */
        get: operations["get_admin_roles"];
        put?: never;
        /** Propose a custom role or a change of one (JSON name, title, permissions, reason); refused when it holds two conflicting permissions; another supervisor approves it in the requests inbox */
        post: operations["post_admin_roles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/security-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Security events, newest first: checkers refused because the request's maker changed their account in the last 30 days */
        get: operations["get_admin_security_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live sessions: yours, or (operators.manage) operatorId=N, 0 for everyone */
        get: operations["get_admin_sessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/sessions/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End a session: your own, or anyone's for an admin */
        post: operations["post_admin_sessions_id_revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whose one-time set-up link a token is (token=...) */
        get: operations["get_admin_setup"];
        put?: never;
        /** Use a one-time set-up link (JSON token, password): sets the first password and starts a session that can only enrol */
        post: operations["post_admin_setup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the key with a code (JSON code): answers the 10 recovery codes once; the session becomes full */
        post: operations["post_admin_totp_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/totp/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start authenticator enrolment: a new key (otpauth URI for the QR code, and the key to type) */
        post: operations["post_admin_totp_setup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bank-transfer repayments: waiting for money unless status (pending,succeeded,failed) or all=1; q (partial reference, UTR, order no, name, phone), from, to, minAmount, maxAmount, writtenOff; sort created, amount. Keyset page (sort, dir, limit up to 200, after = the previous page's next; next is answered) */
        get: operations["get_admin_transfers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/transfers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every transfer repayment the transfer list's filters select, as CSV, streamed; a personal-data read: reason=why (3-200 characters), audited export.csv with the filter and row count */
        get: operations["get_admin_transfers_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/transfers/match": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Match a statement line to a transfer repayment (JSON reference, utr, amount in centavos) */
        post: operations["post_admin_transfers_match"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/transfers/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import a bank statement CSV (multipart file, or the CSV as body; dryRun=1 to preview): credit lines matched to waiting transfers by declared UTR or our reference and amount are booked; unmatched lines and transfers are answered */
        post: operations["post_admin_transfers_statement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a reply image (multipart field file; JPG/PNG, 5 MB) */
        post: operations["post_admin_uploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/api/v1/{provider}/{service}/service/loan/repayment-commit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Payway: debit a bound card (needValid, repayRecordId); 800005 when repeated; Idempotency-Key replays */
        post: operations["post_api_v1_provider_service_service_loan_repayment_commit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/api/v1/{provider}/{service}/service/loan/repayment-confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Payway: confirm a card debit with the SMS code (800006 when wrong) */
        post: operations["post_api_v1_provider_service_service_loan_repayment_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/api/v1/{provider}/{service}/service/loan/repayment-huichao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Payway: alternative repayment, a hosted e-wallet checkout (data.url) */
        post: operations["post_api_v1_provider_service_service_loan_repayment_huichao"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/api/v1/{provider}/{service}/service/loan/repayment-way": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Payway: bound cards (bankCards), repayToken, alternative repayment flag (alipay) */
        post: operations["post_api_v1_provider_service_service_loan_repayment_way"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/api/v1/lend/contract-jump": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Old confirm: contract URL */
        post: operations["post_api_v1_lend_contract_jump"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/api/v1/lend/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Old confirm: contract list */
        post: operations["post_api_v1_lend_contracts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/api/v1/lend/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Old confirm: loan data plus NewButtonMsg / NewPopMsg */
        post: operations["post_api_v1_lend_data"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/api/v1/lend/push": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Old confirm: apply (variant old) */
        post: operations["post_api_v1_lend_push"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/api/v2/{provider}/promotion/get-captcha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A new 4-character image captcha for the sid (image/png; single use, 5 minutes) */
        get: operations["get_api_v2_provider_promotion_get_captcha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/api/v2/{provider}/promotion/get-sid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A landing visit session id (sid) */
        get: operations["get_api_v2_provider_promotion_get_sid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/api/v2/{provider}/promotion/get-sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a registration SMS code (101 wrong captcha, 11 already registered) */
        post: operations["post_api_v2_provider_promotion_get_sms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/api/v2/{provider}/promotion/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a borrower (11 already registered, -1 wrong captcha) */
        post: operations["post_api_v2_provider_promotion_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/api/v2/{provider}/promotion/site-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public site company block: name, e-mail, phone, address, SEC numbers */
        get: operations["get_api_v2_provider_promotion_site_info"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/api/v2/{provider}/promotion/track-click": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Funnel: a register click, with the phone */
        get: operations["get_api_v2_provider_promotion_track_click"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/api/v2/{provider}/promotion/track-visit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Funnel: a landing visit */
        get: operations["get_api_v2_provider_promotion_track_visit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/api/v2/{provider}/service/channel/channel-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Landing template: banner, colours, texts, app names, download links */
        get: operations["get_api_v2_provider_service_channel_channel_template"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/bind-card/card-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the payout account (from the loan detail) and retry a failed payout */
        post: operations["post_bind_card_card_change"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/bind-card/card-init": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The dynamic bank / e-wallet form (data.items), the screen defaults and the current payout account */
        post: operations["post_bind_card_card_init"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/bind-card/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The borrower's accounts, masked (bankCards) */
        post: operations["post_bind_card_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/pautang/message-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The borrower's message settings (language, marketing on/off); marketing=0|1 switches marketing messages (required notices always go) */
        post: operations["post_pautang_message_settings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/pautang/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The borrower's privacy page: where each consent stands (privacy notice, CIC notice, marketing: version, when, withdrawable) and their requests with the 30-day clock */
        post: operations["post_pautang_privacy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/pautang/privacy-copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the copy of the borrower's data an access request delivers (format json (default) or pdf), made from the data as it is; audited privacy.export */
        get: operations["get_pautang_privacy_copy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/pautang/privacy-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A data-privacy request: kind access (a copy of the data, ready to download at once), correction (field fullName|birthDate with value, or other with detail; answered within 30 days, a name or birth date through the identity-check rules) or erasure (carried out at once as user/delete; the session ends) */
        post: operations["post_pautang_privacy_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/pautang/restructure-accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a restructure offer: the new schedule replaces the old one once (refused when expired, replaced, accepted or the loan changed) */
        post: operations["post_pautang_restructure_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/pautang/restructure-offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The open restructure offer of one of the borrower's orders with its disclosure statement (offer null when none) */
        post: operations["post_pautang_restructure_offer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/payments/{provider}/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A remote payment gateway's callbacks (paymongo: Paymongo-Signature; xendit: x-callback-token), deduplicated by event id; no session */
        post: operations["post_payments_provider_webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/payments/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The sandbox gateway's webhook (HMAC-SHA256 signature header Pautang-Signature, 300 s tolerance); dev mode only; no session */
        post: operations["post_payments_webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/payouts/{provider}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A payout gateway's status callback (xendit: x-callback-token): succeeded moves the order to 170, failed asks for another account; no session */
        post: operations["post_payouts_provider_callback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/service/event/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tracking event (fire-and-forget) */
        post: operations["post_service_event_save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/user-problem/problem-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One complaint of the borrower with its process result */
        post: operations["post_user_problem_problem_detail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/user-problem/problem-init": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Complaint home (GET variant) */
        get: operations["get_user_problem_problem_init"];
        put?: never;
        /** Complaint home: types, collection sub-types, the borrower's orders */
        post: operations["post_user_problem_problem_init"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/user-problem/problem-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The borrower's complaints in tabs */
        post: operations["post_user_problem_problem_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/user-problem/problem-save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** File a complaint on one of the borrower's orders */
        post: operations["post_user_problem_problem_save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/user-problem/save-score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rate the handling of a complaint (1-5, once) */
        post: operations["post_user_problem_save_score"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/user-problem/upload-problem-img": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload one evidence image (multipart field problemImage; JPG/PNG, 5 MB) */
        post: operations["post_user_problem_upload_problem_img"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/bind-card/bind-card-new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bind a bank account (cardType 1) or e-wallet (cardType 2); becomes the default of its type */
        post: operations["post_v3_bind_card_bind_card_new"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/certify/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The application profile: groups, items, completion */
        post: operations["post_v3_certify_info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/certify/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save one profile group (personal, job, ext) */
        post: operations["post_v3_certify_save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/contract/contract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Contracts of a product for a scene (3) */
        post: operations["post_v3_contract_contract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/contract/contract-content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A rendered contract (loan agreement, promissory note, disclosure statement) */
        post: operations["post_v3_contract_contract_content"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/contract/contract-jump": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The in-app URL of a rendered contract */
        post: operations["post_v3_contract_contract_jump"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/contract/contract-pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The PDF of a contract of one of the borrower's loans as accepted (contractId 1 loan agreement (default), 2 promissory note, 3 disclosure statement); not_found for a loan accepted before copies were kept */
        get: operations["get_v3_contract_contract_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/home/index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Loan market: enabled products */
        post: operations["post_v3_home_index"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/installment/delay-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rollover (repay delay) page: delay amount, new due date, plan, a rollover pay code */
        post: operations["post_v3_installment_delay_detail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/installment/loan-play-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Installment repayment page: amount due now, date, detail rows, channels, the order's standing pay code */
        post: operations["post_v3_installment_loan_play_detail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/kyc/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The identity check: status, what to redo and why, the accepted IDs */
        post: operations["post_v3_kyc_status"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/kyc/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit an ID (multipart idType, idNumber, idPhoto, selfie; JPG/PNG, 5 MB each) */
        post: operations["post_v3_kyc_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/loan-confirm/loan-detail-confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Loan confirmation: quote, plan, pop-ups, SEC disclosure */
        post: operations["post_v3_loan_confirm_loan_detail_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/loan-confirm/loan-detail-push": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply: create the order (21) and decide it by the rules */
        post: operations["post_v3_loan_confirm_loan_detail_push"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/loan-details/generate-vcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A payment link / code / QR / transfer reference for a channel (payUrl); isDelay=1 for the rollover */
        post: operations["post_v3_loan_details_generate_vcode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/loan-details/loan-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The loan detail of one of the borrower's orders */
        post: operations["post_v3_loan_details_loan_details"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/loan-details/score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Score a settled order (once) */
        post: operations["post_v3_loan_details_score"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/loan-market/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recommended products */
        post: operations["post_v3_loan_market_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/login-error/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Joint-login failure: notice and recommended products */
        post: operations["post_v3_login_error_detail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/login-error/product-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Where a recommended product opens */
        post: operations["post_v3_login_error_product_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/login/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with phone and one-time code */
        post: operations["post_v3_login_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/login/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session */
        post: operations["post_v3_login_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/login/sms-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a login code by SMS (channel=sms) or voice (channel=voice); after a few from one address, with an image code (sid, capcode) */
        post: operations["post_v3_login_sms_code"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/login/voice-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a login code by voice call */
        post: operations["post_v3_login_voice_code"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/order/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The borrower's orders */
        post: operations["post_v3_order_list"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/personal-center/contact-kf-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Customer-service e-mail and telephone/WhatsApp */
        post: operations["post_v3_personal_center_contact_kf_info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/product/calculator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Quote for an amount */
        post: operations["post_v3_product_calculator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/product/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One product with a default quote */
        post: operations["post_v3_product_detail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/repayment/pay-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What /repaymentOfCode shows for a reference (type 1 code, 2 QR, 3 transfer) and its status */
        post: operations["post_v3_repayment_pay_detail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/repayment/utr-submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit the bank transfer reference (UTR) of a transfer repayment */
        post: operations["post_v3_repayment_utr_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/user/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete the account (refused while a loan is open) */
        post: operations["post_v3_user_delete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gw/v3/user/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The signed-in borrower */
        post: operations["post_v3_user_info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Account: {
            code: string;
            control: boolean;
            name: string;
            role: string;
            side: string;
            type: string;
        };
        AccountBalance: {
            account: components["schemas"]["Account"];
            /** Format: int64 */
            closingCents: number;
            /** Format: int64 */
            creditCents: number;
            /** Format: int64 */
            debitCents: number;
            /** Format: int64 */
            openingCents: number;
        };
        AccountBalances: {
            accounts: components["schemas"]["AccountBalance"][] | null;
            closed: components["schemas"]["ClosedMonth"][] | null;
            /** Format: int64 */
            creditCents: number;
            /** Format: int64 */
            debitCents: number;
            /** @description text of loans.Date */
            from: string;
            /** Format: int64 */
            netCents: number;
            /** @description text of loans.Date */
            to: string;
        };
        AccountChangeBody: {
            /** Format: int64 */
            cardType: number;
            channelNumber: string;
            fields: {
                [key: string]: string;
            } | null;
            reason: string;
        };
        AccountLedger: {
            account: components["schemas"]["Account"];
            closed: components["schemas"]["ClosedMonth"][] | null;
            /** Format: int64 */
            closingCents: number;
            /** Format: int64 */
            creditCents: number;
            /** Format: int64 */
            debitCents: number;
            /** @description text of loans.Date */
            from: string;
            /** Format: int64 */
            openingCents: number;
            rows: components["schemas"]["LedgerRow"][] | null;
            /** @description text of loans.Date */
            to: string;
        };
        AdminAccount: {
            bankName: string;
            /** Format: int64 */
            cardType: number;
            /** Format: int64 */
            createdAt: number;
            holderName: string;
            /** Format: int64 */
            id: number;
            isDefault: boolean;
            number: string;
        };
        AdminApplicant: {
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            id: number;
            name: string;
            phone: string;
            profile: components["schemas"]["ProfileField"][] | null;
        };
        AdminAuditEntry: {
            action: string;
            /** @description JSON written by json.RawMessage.MarshalJSON */
            after: unknown;
            /** Format: int64 */
            at: number;
            /** @description JSON written by json.RawMessage.MarshalJSON */
            before: unknown;
            entity: string;
            entityId: string;
            /** Format: int64 */
            id: number;
            ip?: string;
            operator?: string;
            /** Format: int64 */
            operatorId: number;
        };
        AdminAuditList: {
            entries: components["schemas"]["AuditRow"][] | null;
            next: string;
        };
        AdminBorrower: {
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            marketingOffAt: number;
            messageLang: string;
            name: string;
            phone: string;
        };
        AdminChannelsView: {
            channels: components["schemas"]["PaymentChannelRow"][] | null;
            gateways: components["schemas"]["GatewayChoice"][] | null;
        };
        AdminCollectionBucket: {
            /** Format: int64 */
            amountCents: number;
            /** Format: int64 */
            count: number;
            name: string;
        };
        AdminCollectionList: {
            buckets: components["schemas"]["AdminCollectionBucket"][] | null;
            cases: components["schemas"]["AdminCollectionRow"][] | null;
            contactAllowed: boolean;
            next: string;
            today: string;
        };
        AdminCollectionRow: {
            /** Format: int64 */
            agentId: number;
            agentName: string;
            /** Format: int64 */
            amountCents: number;
            bucket: string;
            /** Format: int64 */
            daysPastDue: number;
            name: string;
            nextActionDay: string;
            /** Format: int64 */
            orderId: number;
            orderNo: string;
            overdueSince: string;
            /** Format: int64 */
            paidSinceCents: number;
            /** Format: int64 */
            pastDueCents: number;
            /** Format: int64 */
            payableNowCents: number;
            phone: string;
            productName: string;
            /** Format: int64 */
            promiseCents: number;
            promiseDay: string;
            promiseStatus: string;
            /** Format: int64 */
            userId: number;
            writtenOffDay: string;
        };
        AdminComplaint: {
            content: string;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            id: number;
            images: string[] | null;
            needScore: boolean;
            /** Format: int64 */
            operatorId: number;
            /** Format: int64 */
            orderId: number;
            orderNo: string;
            overdue: boolean;
            phone: string;
            /** Format: int64 */
            repliedAt: number;
            replyBy: string;
            replyImages: string[] | null;
            replyText: string;
            /** Format: int64 */
            score: number;
            /** Format: int64 */
            scoredAt: number;
            sonType: string;
            status: string;
            type: string;
            /** Format: int64 */
            userId: number;
        };
        AdminComplaintList: {
            complaints: components["schemas"]["AdminComplaintListRow"][] | null;
            next: string;
            today: string;
        };
        AdminComplaintListRow: {
            content: string;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            id: number;
            images: string[] | null;
            name: string;
            needScore: boolean;
            /** Format: int64 */
            operatorId: number;
            /** Format: int64 */
            orderId: number;
            orderNo: string;
            overdue: boolean;
            phone: string;
            /** Format: int64 */
            repliedAt: number;
            replyBy: string;
            replyImages: string[] | null;
            replyText: string;
            /** Format: int64 */
            score: number;
            /** Format: int64 */
            scoredAt: number;
            sonType: string;
            status: string;
            type: string;
            /** Format: int64 */
            userId: number;
            writtenOffDay: string;
        };
        AdminInstallment: {
            closed?: boolean;
            /** @description text of loans.Date */
            dueDay: string;
            from?: string;
            /** Format: int64 */
            interestCents: number;
            /** Format: int64 */
            principalCents: number;
            /** Format: int64 */
            seq: number;
        };
        AdminMessage: {
            /** Format: int64 */
            attempts: number;
            body: string;
            /** Format: int64 */
            createdAt: number;
            day: string;
            /** Format: int64 */
            id: number;
            kind: string;
            lastError: string;
            /** Format: int64 */
            orderId: number;
            phone: string;
            /** Format: int64 */
            sendAt: number;
            /** Format: int64 */
            sentAt: number;
            status: string;
        };
        AdminOperatorList: {
            matrix: components["schemas"]["Rule"][] | null;
            next: string;
            operators: components["schemas"]["Operator"][] | null;
            roles: string[] | null;
        };
        AdminOrder: {
            /** Format: int64 */
            amount: number;
            cardNeedPop: boolean;
            /** Format: int64 */
            createdAt: number;
            decidedBy: string;
            decisionCode: string;
            decisionNote: string;
            decisionReason: string;
            disbursedDay: string;
            dueDate: string;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            interest: number;
            isRepeat: boolean;
            /** Format: int64 */
            netProceeds: number;
            orderNo: string;
            payoutStatus: string;
            /** Format: int64 */
            periods: number;
            /** Format: int64 */
            productId: number;
            productName: string;
            /** Format: int64 */
            serviceFee: number;
            /** Format: int64 */
            status: number;
            statusName: string;
            /** Format: int64 */
            termDays: number;
            /** Format: int64 */
            totalRepay: number;
            /** Format: int64 */
            writeOffAfterDays: number;
            writtenOffDay: string;
        };
        AdminOrderData: {
            accounts: components["schemas"]["AdminAccount"][] | null;
            applicant: components["schemas"]["AdminApplicant"];
            audit: components["schemas"]["AdminAuditEntry"][] | null;
            bankForm: {
                [key: string]: components["schemas"]["BankingItem"][] | null;
            } | null;
            contracts: components["schemas"]["ContractRef"][] | null;
            events: components["schemas"]["OrderEvent"][] | null;
            history: components["schemas"]["AdminOrderRow"][] | null;
            ledger: components["schemas"]["Entry"][] | null;
            order: components["schemas"]["AdminOrder"];
            payouts: components["schemas"]["AdminPayout"][] | null;
            /** Format: int64 */
            refundable: number;
            refunds: components["schemas"]["Refund"][] | null;
            refusalReasons: components["schemas"]["RefusalReason"][] | null;
            rules: components["schemas"]["OrderRules"];
            schedule: components["schemas"]["AdminInstallment"][] | null;
            standing: components["schemas"]["OrderStanding"] | null;
            today: string;
        };
        AdminOrderPage: {
            next: string;
            orders: components["schemas"]["LoanListRow"][] | null;
        };
        AdminOrderRow: {
            /** Format: int64 */
            amount: number;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            daysPastDue: number;
            dueDate: string;
            /** Format: int64 */
            id: number;
            isRepeat: boolean;
            name: string;
            orderNo: string;
            /** Format: int64 */
            payoutAttempts: number;
            payoutFailure: string;
            payoutStatus: string;
            /** Format: int64 */
            periods: number;
            phone: string;
            productName: string;
            /** Format: int64 */
            status: number;
            /** Format: int64 */
            termDays: number;
            /** Format: int64 */
            userId: number;
        };
        AdminPayout: {
            /** Format: int64 */
            amount: number;
            /** Format: int64 */
            attempt: number;
            /** Format: int64 */
            createdAt: number;
            failureReason: string;
            reference: string;
            status: string;
        };
        AdminPlanItem: {
            /** Format: int64 */
            amount: number;
            /** @description text of loans.Date */
            dueDay: string;
            /** Format: int64 */
            interest: number;
            /** Format: int64 */
            principal: number;
            title: string;
        };
        AdminTransferList: {
            next: string;
            transfers: components["schemas"]["AdminTransferRow"][] | null;
        };
        AdminTransferRow: {
            /** Format: int64 */
            amount: number;
            amountText: string;
            channelNumber: string;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            id: number;
            isDelay: boolean;
            message: string;
            name: string;
            /** Format: int64 */
            orderId: number;
            orderNo: string;
            /** Format: int64 */
            paid: number;
            phone: string;
            reference: string;
            status: string;
            /** Format: int64 */
            userId: number;
            utr: string;
            writtenOffDay: string;
        };
        AdminUploaded: {
            url: string;
        };
        AmlcRefBody: {
            amlcRef: string;
        };
        AMLList: {
            /** Format: int64 */
            entries: number;
            /** Format: int64 */
            generatedAt: number;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            loadedAt: number;
            loadedBy: string;
            sha256: string;
            source: string;
        };
        Amounts: {
            /** Format: int64 */
            pastDue: number;
            /** Format: int64 */
            payableNow: number;
            /** Format: int64 */
            payoff: number;
        };
        ApiRulesPreview: {
            applications: components["schemas"]["LendingRulesPreview"][] | null;
            /** Format: int64 */
            changed: number;
        };
        AssignBody: {
            /** Format: int64 */
            agentId: number;
            orderIds: number[] | null;
        };
        AttemptError: {
            /** Format: int64 */
            at: number;
            /** Format: int64 */
            attempt: number;
            error: string;
        };
        AuditRow: {
            action: string;
            /** @description JSON written by json.RawMessage.MarshalJSON */
            after: unknown;
            /** Format: int64 */
            at: number;
            /** @description JSON written by json.RawMessage.MarshalJSON */
            before: unknown;
            entity: string;
            entityId: string;
            /** Format: int64 */
            id: number;
            ip?: string;
            operator?: string;
            /** Format: int64 */
            operatorId: number;
        };
        BankCard: {
            bankCode: string;
            bankName: string;
            cardNo: string;
            /** Format: int64 */
            cardType: number;
            /** Format: int64 */
            id: number;
            isDefault: boolean;
        };
        BankCardListData: {
            bankCards: components["schemas"]["BankCard"][] | null;
        };
        BankFormItemRow: {
            /** Format: int64 */
            cardTypeMi: number;
            cate: string;
            channelNumber: string;
            code: string;
            enabled: boolean;
            /** Format: int64 */
            id: number;
            /** @description JSON written by json.RawMessage.MarshalJSON */
            options: unknown;
            /** Format: int64 */
            productId: number;
            /** Format: int64 */
            sort: number;
            subtitle: string;
            title: string;
        };
        BankingItem: {
            /** Format: int64 */
            cardTypeMi: number;
            cate: string;
            channelNumber?: string;
            code: string;
            inputType: string;
            /** Format: int64 */
            maxLength?: number;
            note: components["schemas"]["BankingOption"][] | null;
            rule?: string;
            subtitle: string;
            title: string;
            value: string;
        };
        BankingOption: {
            /** Format: int64 */
            maxLen?: number;
            /** Format: int64 */
            minLen?: number;
            name: string;
            numberKind?: string;
            type: string;
        };
        BankItemList: {
            items: components["schemas"]["BankFormItemRow"][] | null;
        };
        Bin: {
            label: string;
            max?: number;
            min?: number;
            missing?: boolean;
            /** Format: int64 */
            points: number;
            values?: string[];
        };
        BindCardData: {
            bankCode: string;
            bankName: string;
            cardNo: string;
            /** Format: int64 */
            cardType: number;
            /** Format: int64 */
            id: number;
            isDefault: boolean;
            payouts: components["schemas"]["PayoutRetry"][] | null;
        };
        BooksMonths: {
            canClose: boolean;
            closed: components["schemas"]["ClosedMonth"][] | null;
            next: string;
            /** @description text of loans.Date */
            openFrom: string;
            pending: components["schemas"]["Request"][] | null;
            /** @description text of loans.Date */
            today: string;
            why: string;
        };
        Borrower360: {
            accounts: components["schemas"]["AdminAccount"][] | null;
            amounts: {
                [key: string]: components["schemas"]["Amounts"];
            } | null;
            borrower: components["schemas"]["AdminBorrower"];
            complaints: components["schemas"]["AdminComplaint"][] | null;
            identityChanges: components["schemas"]["Change"][] | null;
            messages: components["schemas"]["AdminMessage"][] | null;
            orders: components["schemas"]["AdminOrderRow"][] | null;
            payments: components["schemas"]["BorrowerPayment"][] | null;
            profile: components["schemas"]["ProfileField"][] | null;
            risk: components["schemas"]["RiskRating"] | null;
        };
        BorrowerNote: {
            /** Format: int64 */
            authorId: number;
            authorName: string;
            body: string;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            userId: number;
        };
        BorrowerNoteIn: {
            body: string;
        };
        BorrowerNotesData: {
            /** Format: int64 */
            id?: number;
            notes: components["schemas"]["BorrowerNote"][] | null;
        };
        BorrowerPage: {
            next: string;
            rows: components["schemas"]["BorrowerRow"][] | null;
        };
        BorrowerPayment: {
            /** Format: int64 */
            amountCents: number;
            day: string;
            /** Format: int64 */
            orderId: number;
            orderNo: string;
            ref: string;
        };
        BorrowerRow: {
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            lastOrderAt: number;
            /** Format: int64 */
            loans: number;
            name: string;
            /** Format: int64 */
            openLoans: number;
            /** Format: int64 */
            owed: number;
            phone: string;
            source: string;
            /** Format: int64 */
            writtenOff: number;
        };
        BreachBody: {
            dataAffected: string;
            description: string;
            /** Format: int64 */
            discoveredAt: number;
            /** Format: int64 */
            occurredAt: number;
            /** Format: int64 */
            subjectsAffected: number;
            title: string;
        };
        BreachNotifiedBody: {
            whom: string;
        };
        BreachRegister: {
            breaches: components["schemas"]["BreachView"][] | null;
            /** Format: int64 */
            overdue: number;
        };
        BreachView: {
            dataAffected: string;
            description: string;
            /** Format: int64 */
            discoveredAt: number;
            /** Format: int64 */
            id: number;
            npcClock: components["schemas"]["Clock"];
            /** Format: int64 */
            npcDueAt: number;
            /** Format: int64 */
            npcNotifiedAt: number;
            /** Format: int64 */
            occurredAt: number;
            /** Format: int64 */
            recordedAt: number;
            recordedBy: string;
            /** Format: int64 */
            subjectsAffected: number;
            subjectsClock: components["schemas"]["Clock"];
            /** Format: int64 */
            subjectsDueAt: number;
            /** Format: int64 */
            subjectsNotifiedAt: number;
            title: string;
        };
        BucketTotal: {
            /** Format: int64 */
            amount: number;
            /** Format: int64 */
            count: number;
            label: string;
        };
        BuiltinRole: {
            name: string;
            permissions: string[] | null;
        };
        CalculatorData: {
            /** Format: int64 */
            amount: number;
            details: components["schemas"]["Row"][] | null;
            firstPayTime: string;
            pRateDsc: string;
            product: components["schemas"]["ProductCardData"];
            quote: components["schemas"]["Confirm"];
            repay_plans: components["schemas"]["PlanRow"][] | null;
        };
        CapPolicy: {
            allLoans: boolean;
            /** Format: int64 */
            effectiveMonthlyMaxBP: number;
            enabled: boolean;
            /** Format: int64 */
            lateMonthlyMaxBP: number;
            /** Format: int64 */
            maxPrincipalCents: number;
            /** Format: int64 */
            maxTermDays: number;
            /** Format: int64 */
            nominalMonthlyMaxBP: number;
            /** Format: int64 */
            totalCostMaxBP: number;
        };
        CaptchaImage: {
            image: string;
            sid: string;
        };
        CardInitData: {
            /** Format: int64 */
            cardType: number;
            channelNumber: string;
            current: components["schemas"]["BankCard"] | null;
            items: components["schemas"]["BankingItem"][] | null;
        };
        CaseClaimed: {
            /** Format: int64 */
            agentId: number;
            /** Format: int64 */
            orderId: number;
        };
        CaseReference: {
            /** Format: int64 */
            messageId: number;
            messageStatus: string;
            name: string;
            phone: string;
            relation: string;
            slot: string;
        };
        CaseReferencesData: {
            contactAllowed: boolean;
            overdue: boolean;
            references: components["schemas"]["CaseReference"][] | null;
            texts: {
                [key: string]: string;
            } | null;
        };
        CasesAssigned: {
            /** Format: int64 */
            assigned: number;
        };
        CatalogSetting: {
            key: string;
            saved: boolean;
            /** @description JSON written by json.RawMessage.MarshalJSON */
            value: unknown;
        };
        Change: {
            /** Format: int64 */
            at: number;
            field: string;
            /** Format: int64 */
            kycId: number;
            new: string;
            old: string;
            source: string;
        };
        ChannelBody: {
            channelNumber: string;
            enabled: boolean;
            gateway: string;
            gatewayCode: string;
            /** Format: int64 */
            id: number;
            /** @description JSON written by json.RawMessage.MarshalJSON */
            instructions: unknown;
            kind: string;
            logo: string;
            name: string;
            reason: string;
            /** Format: int64 */
            sort: number;
        };
        ChannelJSON: {
            channel_number: string;
            kind: string;
            logo: string;
            name: string;
        };
        ChannelTotal: {
            /** Format: int64 */
            amount: number;
            channel: string;
            /** Format: int64 */
            count: number;
        };
        Characteristic: {
            bins: components["schemas"]["Bin"][] | null;
            kind: string;
            name: string;
            reason: string;
            title: string;
        };
        ChargesPolicyBody: {
            policy: components["schemas"]["CapPolicy"];
            reason: string;
        };
        ChargesPolicyVersion: {
            /** Format: int64 */
            checkerId: number;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            makerId: number;
            policy: components["schemas"]["CapPolicy"];
            /** Format: int64 */
            requestId: number;
        };
        ChargesPolicyView: {
            current: components["schemas"]["ChargesPolicyVersion"];
            defaults: components["schemas"]["CapPolicy"];
            history: components["schemas"]["ChargesPolicyVersion"][] | null;
            pending: components["schemas"]["Request"][] | null;
            scope: string;
        };
        ChartBody: {
            accounts: components["schemas"]["ChartLine"][] | null;
            reason: string;
        };
        ChartLine: {
            code: string;
            name: string;
            role: string;
        };
        ChartView: {
            accounts: components["schemas"]["ChartLine"][] | null;
            defaults: components["schemas"]["ChartLine"][] | null;
            pending: components["schemas"]["Request"][] | null;
            version: string;
        };
        CicStatusBody: {
            note: string;
            status: string;
        };
        CICSubmission: {
            /** Format: int64 */
            contracts: number;
            /** Format: int64 */
            createdAt: number;
            createdBy: string;
            /** Format: int64 */
            financedCents: number;
            /** Format: int64 */
            id: number;
            month: string;
            /** Format: int64 */
            outstandingCents: number;
            /** Format: int64 */
            overdueCents: number;
            /** @description JSON written by json.RawMessage.MarshalJSON */
            problems: unknown;
            /** Format: int64 */
            records: number;
            referenceDate: string;
            sha256: string;
            status: string;
            /** Format: int64 */
            statusAt: number;
            statusBy: string;
            statusNote: string;
            /** Format: int64 */
            subjects: number;
            submissionType: string;
        };
        Circumstance: {
            code: string;
            text: string;
        };
        Clock: {
            /** Format: int64 */
            daysLeft: number;
            /** Format: int64 */
            dueAt: number;
            /** Format: int64 */
            leftMs: number;
            /** Format: int64 */
            metAt: number;
            overdue: boolean;
        };
        ClosedMonth: {
            /** Format: int64 */
            checkerId: number;
            checkerName: string;
            /** Format: int64 */
            closedAt: number;
            /** Format: int64 */
            creditCents: number;
            /** Format: int64 */
            debitCents: number;
            /** Format: int64 */
            entries: number;
            /** @description text of loans.Date */
            from: string;
            journalSha256: string;
            /** Format: int64 */
            makerId: number;
            makerName: string;
            month: string;
            /** Format: int64 */
            requestId: number;
            /** @description text of loans.Date */
            to: string;
            trialSha256: string;
        };
        CodeInput: {
            code: string;
        };
        CollectionCase: {
            amounts: components["schemas"]["Amounts"];
            case: components["schemas"]["CollectionCaseRow"];
            contactAllowed: boolean;
            contacts: components["schemas"]["CollectionContact"][] | null;
            letters: components["schemas"]["Letter"][] | null;
            promises: components["schemas"]["PromiseView"][] | null;
        };
        CollectionCaseRow: {
            /** Format: int64 */
            agentId: number;
            agentName: string;
            /** Format: int64 */
            amountCents: number;
            bucket: string;
            /** Format: int64 */
            daysPastDue: number;
            name: string;
            nextActionDay: string;
            /** Format: int64 */
            orderId: number;
            orderNo: string;
            overdueSince: string;
            /** Format: int64 */
            paidSinceCents: number;
            /** Format: int64 */
            pastDueCents: number;
            phone: string;
            productName: string;
            /** Format: int64 */
            promiseCents: number;
            promiseDay: string;
            promiseStatus: string;
            /** Format: int64 */
            userId: number;
        };
        CollectionContact: {
            /** Format: int64 */
            agentId: number;
            agentName: string;
            channel: string;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            messageId: number;
            messageStatus: string;
            note: string;
            outcome: string;
        };
        CollectionRatesData: {
            from: string;
            rates: components["schemas"]["Rate"][] | null;
            to: string;
        };
        CollectionStats: {
            promises: components["schemas"]["PromiseCounts"];
            /** Format: int64 */
            rollDays: number;
            rolls: components["schemas"]["Roll"][] | null;
        };
        CommitAnswer: {
            /** Format: int64 */
            needValid: number;
            reference: string;
            /** Format: int64 */
            repayRecordId: number;
        };
        Company: {
            advisory: string;
            certAuthNo: string;
            companyName: string;
            secRegNo: string;
        };
        ComplaintDay: {
            day: string;
            /** Format: int64 */
            filed: number;
            /** Format: int64 */
            late: number;
            /** Format: int64 */
            onTime: number;
            /** Format: int64 */
            open: number;
            /** Format: int64 */
            openOverdue: number;
        };
        ComplaintDetailData: {
            content: string;
            disposeDetail: string;
            disposeImages: string[] | null;
            disposeName: string;
            images: string[] | null;
            /** Format: int64 */
            isNeedScore: number;
            orderNo: string;
            problemId: string;
            replyBy: string;
            /** Format: int64 */
            score: number;
            sonType: string;
            status: string;
            statusText: string;
            time: string;
            type: string;
        };
        ComplaintListItem: {
            content: string;
            id: string;
            /** Format: int64 */
            isNeedScore: number;
            replyBy: string;
            status: string;
            statusText: string;
            time: string;
            type: string;
        };
        ComplaintOrderData: {
            /** Format: int64 */
            isShow: number;
            list: components["schemas"]["TitleText"][] | null;
            orderId: string;
            orderNo: string;
            /** Format: int64 */
            orderStatus: number;
            productLogo: string;
            productName: string;
            status: string;
        };
        ComplaintReplyBody: {
            askRating: boolean;
            images: string[] | null;
            text: string;
        };
        ComplaintTab: {
            items: components["schemas"]["ComplaintListItem"][] | null;
            title: string;
            value: string;
        };
        Confirm: {
            /** Format: int64 */
            amount: number;
            /** Format: int64 */
            amountMax: number;
            /** Format: int64 */
            amountMin: number;
            /** Format: int64 */
            amountStep: number;
            cicNotice: components["schemas"]["Notice"];
            comProductLogo: string;
            comProductName: string;
            details: components["schemas"]["Row"][] | null;
            disclosure: components["schemas"]["Company"];
            firstPayTime: string;
            /** Format: int64 */
            firstPeriodDay: number;
            /** Format: int64 */
            interest: number;
            /** Format: int64 */
            isPopType: number;
            /** Format: int64 */
            netProceeds: number;
            /** Format: int64 */
            periods: number;
            popAgreementUrl: string;
            popContent: string;
            popTitle: string;
            pRateDsc: string;
            productId: string;
            profileComplete: boolean;
            profileMissing: string[] | null;
            repay_plans: components["schemas"]["PlanRow"][] | null;
            /** Format: int64 */
            sendSms: number;
            /** Format: int64 */
            serviceFee: number;
            /** Format: int64 */
            termDays: number;
            termUnit: string;
            /** Format: int64 */
            totalRepay: number;
            variant: string;
        };
        ConfirmBody: {
            reason: string;
        };
        Conflict: {
            a: string;
            b: string;
            why: string;
        };
        Consent: {
            /** Format: int64 */
            at: number;
            granted: boolean;
            /** Format: int64 */
            id: number;
            kind: string;
            method: string;
            /** Format: int64 */
            orderId: number;
            /** Format: int64 */
            userId: number;
            version: string;
        };
        Consents: {
            history: components["schemas"]["Consent"][] | null;
            state: components["schemas"]["ConsentState"][] | null;
        };
        ConsentState: {
            /** Format: int64 */
            at: number;
            current: string;
            granted: boolean;
            kind: string;
            method: string;
            /** Format: int64 */
            orderId: number;
            version: string;
            withdrawable: boolean;
        };
        ContactBody: {
            channel: string;
            nextActionDay: string;
            note: string;
            outcome: string;
            /** Format: int64 */
            promiseCents: number;
            promiseDay: string;
        };
        ContactInfoData: {
            email: string;
            /** Format: int64 */
            replyDays: number;
            smWa: string;
        };
        ContactRecorded: {
            /** Format: int64 */
            contactId: number;
        };
        Contract: {
            /** Format: int64 */
            contractId: number;
            disclosure: components["schemas"]["Company"];
            sections: components["schemas"]["Section"][] | null;
            subtitle: string;
            title: string;
        };
        ContractJumpData: {
            contract_url: string;
        };
        ContractRef: {
            /** Format: int64 */
            id: number;
            title: string;
        };
        CoveredReported: {
            /** Format: int64 */
            id: number;
            status: string;
        };
        CoveredTransaction: {
            amlcRef: string;
            day: string;
            deadline: string;
            /** Format: int64 */
            detectedAt: number;
            /** Format: int64 */
            id: number;
            name: string;
            payments: components["schemas"]["Payment"][] | null;
            /** Format: int64 */
            reportedAt: number;
            /** Format: int64 */
            reportedBy: number;
            status: string;
            /** Format: int64 */
            thresholdCents: number;
            /** Format: int64 */
            totalCents: number;
            /** Format: int64 */
            userId: number;
        };
        CustomRole: {
            name: string;
            permissions: string[] | null;
            title: string;
            /** Format: int64 */
            updatedAt: number;
            /** Format: int64 */
            version: number;
        };
        Dashboard: {
            applications: components["schemas"]["DayCount"][] | null;
            approvals: components["schemas"]["DayCount"][] | null;
            book: components["schemas"]["StatusBook"][] | null;
            collections: components["schemas"]["DayCount"][] | null;
            complaints: components["schemas"]["ComplaintDay"][] | null;
            disbursements: components["schemas"]["DayCount"][] | null;
            from: string;
            /** Format: int64 */
            overdueLoans: number;
            to: string;
        };
        DashboardData: {
            funnel: components["schemas"]["FunnelRow"][] | null;
            overdue: components["schemas"]["BucketTotal"][] | null;
            series: components["schemas"]["Dashboard"];
            today: string;
        };
        DayCount: {
            /** Format: int64 */
            amount: number;
            /** Format: int64 */
            count: number;
            day: string;
        };
        DayTotal: {
            /** Format: int64 */
            credit: number;
            /** @description text of loans.Date */
            day: string;
            /** Format: int64 */
            debit: number;
        };
        DecideBody: {
            approve: boolean | null;
            reason: string;
            reasonCode: string;
        };
        DecideOutcome: {
            kind?: string;
            message?: string;
            payoutStatus: string;
            /** Format: int64 */
            requestId?: number;
            /** Format: int64 */
            status: number;
        };
        Decision: {
            lines: components["schemas"]["ScoredLine"][] | null;
            outcome: string;
            reasons?: string[];
            /** Format: int64 */
            score: number;
            /** Format: int64 */
            version: number;
        };
        DefDetail: {
            logo: string;
            payCode: string;
            payNotice: components["schemas"]["NoticeGroup"][] | null;
            reference: string;
            title: string;
        };
        DelayDetailData: {
            defDetail: components["schemas"]["DefDetail"];
            delayInfo: components["schemas"]["DelayInfo"];
            /** Format: int64 */
            isShowReyTop: number;
            noticeMsg: string;
            /** Format: int64 */
            orderId: number;
            orderNo: string;
            /** Format: int64 */
            productId: number;
            productLogo: string;
            productName: string;
            repayDate: string;
            repayList: components["schemas"]["ChannelJSON"][] | null;
            repayPlan: components["schemas"]["DelayPlanRow"][] | null;
        };
        DelayInfo: {
            /** Format: int64 */
            chargesAmount: number;
            currentDueDate: string;
            /** Format: int64 */
            delayAmount: number;
            /** Format: int64 */
            feeAmount: number;
            newDueDate: string;
            title: string;
        };
        DelayPlanRow: {
            /** Format: int64 */
            amount: number;
            remark: string;
            time: string;
            title: string;
        };
        Desk: {
            cic: components["schemas"]["CICSubmission"][] | null;
            circumstances: components["schemas"]["Circumstance"][] | null;
            covered: components["schemas"]["CoveredTransaction"][] | null;
            hits: components["schemas"]["HitView"][] | null;
            str: components["schemas"]["STRCase"][] | null;
            /** Format: int64 */
            thresholdCents: number;
            today: string;
        };
        Details: {
            agreementPdf: boolean;
            borrowAgainUrl: string;
            /** Format: int64 */
            cardNeedPop: number;
            cardPopMsg: string;
            cardPopTitle: string;
            delayUrl: string;
            dueDate: string;
            h5Url: string;
            inside: string;
            isDelay: string;
            isScore: string;
            noticeDesText: string;
            noticeStatusText: string;
            orderId: string;
            orderNo: string;
            /** Format: int64 */
            orderStatus: number;
            playeduL: string;
            productId: string;
            productLogo: string;
            productName: string;
            recProducts: components["schemas"]["RecProduct"][] | null;
            /** Format: int64 */
            repayAmount: number;
            reyMsg: string;
            telephone: string;
            userOrderDetail: {
                detail: components["schemas"]["Row"][] | null;
            };
        };
        DiffRow: {
            after: string;
            before: string;
            field: string;
        };
        DraftLine: {
            account: string;
            /** Format: int64 */
            amountCents: number;
            side: string;
        };
        Duplicate: {
            kind: string;
            name: string;
            /** Format: int64 */
            userId: number;
        };
        Enrolment: {
            secret: string;
            uri: string;
        };
        Entry: {
            /** Format: int64 */
            amount: number;
            bucket: string;
            /** @description text of loans.Date */
            day: string;
            kind: string;
            ref: string;
        };
        /** @description A refused call: code is one of the call's x-error-codes (docs/errors.md); message is a sentence to show */
        ErrorEnvelope: {
            /** @description the error code; clients branch on it */
            code: string;
            /** @description null, or details some codes carry (profile_incomplete: {page, missing}; bank_invalid: {errors}) */
            data: unknown;
            message: string;
            /** @constant */
            success: false;
        };
        Finance: {
            /** Format: int64 */
            approved: number;
            byChannel: components["schemas"]["ChannelTotal"][] | null;
            /** Format: int64 */
            collected: number;
            daily: components["schemas"]["FinanceDay"][] | null;
            /** Format: int64 */
            disbursed: number;
            /** Format: int64 */
            disbursedCount: number;
            /** Format: int64 */
            feesEarned: number;
            /** @description text of loans.Date */
            from: string;
            /** Format: int64 */
            interestEarned: number;
            /** Format: int64 */
            lateCharges: number;
            /** Format: int64 */
            outstanding: number;
            /** Format: int64 */
            paidOut: number;
            par: components["schemas"]["PAR"];
            /** Format: int64 */
            recovered: number;
            /** Format: int64 */
            refunded: number;
            /** Format: int64 */
            rejected: number;
            /** @description text of loans.Date */
            to: string;
            /** Format: int64 */
            waived: number;
            /** Format: int64 */
            writtenOff: number;
        };
        FinanceDay: {
            /** Format: int64 */
            collected: number;
            /** @description text of loans.Date */
            day: string;
            /** Format: int64 */
            disbursed: number;
        };
        FinanceReport: {
            /** Format: int64 */
            approvalRateBP: number;
            figures: components["schemas"]["Finance"];
            /** @description text of loans.Date */
            from: string;
            /** @description text of loans.Date */
            to: string;
            /** @description text of loans.Date */
            today: string;
        };
        FunnelRow: {
            /** Format: int64 */
            clicks: number;
            /** Format: int64 */
            registrations: number;
            /** Format: int64 */
            smsSent: number;
            template: string;
            /** Format: int64 */
            templateId: number;
            /** Format: int64 */
            visits: number;
        };
        GatewayChoice: {
            codes: {
                [key: string]: string[] | null;
            } | null;
            name: string;
        };
        GenerateVCodeData: {
            payUrl: string;
            reference: string;
        };
        GetSIDData: {
            sid: string;
        };
        GetSMSData: {
            /** Format: int64 */
            expiresIn: number;
            /** Format: int64 */
            resendIn: number;
        };
        Group: {
            complete: boolean;
            group: string;
            items: components["schemas"]["LendingItem"][] | null;
            required: boolean;
            title: string;
        };
        HitClearBody: {
            reason: string;
        };
        HitDecision: {
            /** Format: int64 */
            hitId: number;
            refused: number[] | null;
            status: string;
            /** Format: int64 */
            userId: number;
        };
        HitView: {
            birth: string;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            decidedAt: number;
            decidedBy: string;
            decisionNote: string;
            /** Format: int64 */
            id: number;
            listedName: string;
            /** Format: int64 */
            listId: number;
            listSource: string;
            ref: string;
            score: string;
            screenedName: string;
            status: string;
            /** Format: int64 */
            userId: number;
        };
        HomeData: {
            products: components["schemas"]["ProductCardData"][] | null;
        };
        HuichaoData: {
            reference: string;
            url: string;
        };
        IDType: {
            code: string;
            example: string;
            name: string;
        };
        Installment: {
            /** Format: int64 */
            carriedCents?: number;
            closed?: boolean;
            /** @description text of loans.Date */
            dueDay: string;
            /** @description text of loans.Date */
            from?: string;
            /** Format: int64 */
            interestCents: number;
            /** Format: int64 */
            principalCents: number;
            /** Format: int64 */
            seq: number;
        };
        Job: {
            /** @description JSON written by json.RawMessage.MarshalJSON */
            args: unknown;
            /** Format: int64 */
            attempt: number;
            /** Format: int64 */
            attemptedAt?: number;
            attemptedBy?: string[];
            /** Format: int64 */
            createdAt: number;
            errors?: components["schemas"]["AttemptError"][];
            /** Format: int64 */
            finalizedAt?: number;
            /** Format: int64 */
            id: number;
            kind: string;
            /** Format: int64 */
            maxAttempts: number;
            /** @description JSON written by json.RawMessage.MarshalJSON */
            output?: unknown;
            queue: string;
            /** Format: int64 */
            scheduledAt: number;
            state: string;
        };
        JobsPage: {
            client: string;
            jobs: components["schemas"]["Job"][] | null;
            queues: components["schemas"]["Queue"][] | null;
            states: string[] | null;
        };
        JournalEntryBody: {
            day: string;
            lines: components["schemas"]["DraftLine"][] | null;
            memo: string;
            reason: string;
        };
        KycDecideBody: {
            approve: boolean;
            note: string;
            reason: string;
            redo: string;
        };
        KycQueue: {
            idTypes: components["schemas"]["IDType"][] | null;
            reasons: components["schemas"]["Reason"][] | null;
            submissions: components["schemas"]["KYCRow"][] | null;
        };
        KYCRow: {
            changes: components["schemas"]["Change"][] | null;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            decidedAt: number;
            duplicates: components["schemas"]["Duplicate"][] | null;
            /** Format: int64 */
            id: number;
            idLast4: string;
            idType: string;
            name: string;
            phone: string;
            reason: string;
            redo: string;
            /** Format: int64 */
            reviewerId: number;
            status: string;
            /** Format: int64 */
            userId: number;
        };
        KycStatus: {
            idLast4: string;
            idType: string;
            idTypes: components["schemas"]["IDType"][] | null;
            reason: string;
            redo: string;
            status: string;
        };
        KYCSubmission: {
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            decidedAt: number;
            /** Format: int64 */
            id: number;
            idLast4: string;
            idType: string;
            reason: string;
            redo: string;
            /** Format: int64 */
            reviewerId: number;
            status: string;
            /** Format: int64 */
            userId: number;
        };
        LandingBody: {
            enabled: boolean;
            /** Format: int64 */
            id: number;
            name: string;
            reason: string;
            /** @description JSON written by json.RawMessage.MarshalJSON */
            settings: unknown;
        };
        LateSchedule: {
            /** Format: int64 */
            penaltyNewCents: number;
            /** Format: int64 */
            penaltyRepeatCents: number;
            tiers: components["schemas"]["LateTier"][] | null;
        };
        LateTier: {
            /** Format: int64 */
            dailyBP: number;
            /** Format: int64 */
            fromDay: number;
            /** Format: int64 */
            toDay: number;
        };
        LedgerEntries: {
            accounts: components["schemas"]["Account"][] | null;
            entries: components["schemas"]["ManualEntry"][] | null;
            /** @description text of loans.Date */
            from: string;
            pending: components["schemas"]["Request"][] | null;
            /** @description text of loans.Date */
            to: string;
        };
        LedgerRow: {
            /** Format: int64 */
            balanceCents: number;
            /** Format: int64 */
            count: number;
            /** Format: int64 */
            creditCents: number;
            /** @description text of loans.Date */
            day: string;
            /** Format: int64 */
            debitCents: number;
            /** Format: int64 */
            entryId: number;
            memo: string;
            source: string;
        };
        LendingItem: {
            cate: string;
            code: string;
            inputType: string;
            note: components["schemas"]["LendingOption"][] | null;
            readOnly?: boolean;
            subtitle: string;
            title: string;
            value: string;
        };
        LendingOption: {
            name: string;
            type: string;
        };
        LendingRulesPreview: {
            /** Format: int64 */
            amount: number;
            changed: boolean;
            now: string;
            nowCode: string;
            /** Format: int64 */
            orderId: number;
            orderNo: string;
            then: string;
            thenCode: string;
        };
        Letter: {
            /** Format: int64 */
            bytes: number;
            /** Format: int64 */
            createdAt: number;
            day: string;
            /** Format: int64 */
            daysPastDue: number;
            /** Format: int64 */
            id: number;
            kind: string;
            /** Format: int64 */
            orderId: number;
            /** Format: int64 */
            pastDueCents: number;
            /** Format: int64 */
            payoffCents: number;
            sha256: string;
        };
        Line: {
            /** Format: int64 */
            amount: number;
            date: string;
            /** Format: int64 */
            row: number;
            text: string;
            utr: string;
        };
        Loaded: {
            list: components["schemas"]["AMLList"];
            /** Format: int64 */
            newHits: number;
            /** Format: int64 */
            screened: number;
        };
        LoanListRow: {
            /** Format: int64 */
            amount: number;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            dpd: number;
            dueDate: string;
            /** Format: int64 */
            id: number;
            isRepeat: boolean;
            name: string;
            orderNo: string;
            overdueSince: string;
            /** Format: int64 */
            payoff: number;
            /** Format: int64 */
            payoutAttempts: number;
            payoutFailure: string;
            payoutStatus: string;
            /** Format: int64 */
            periods: number;
            phone: string;
            /** Format: int64 */
            productId: number;
            productName: string;
            /** Format: int64 */
            status: number;
            /** Format: int64 */
            termDays: number;
            /** Format: int64 */
            userId: number;
            writtenOffDay: string;
        };
        LoanMarketData: {
            recProducts: components["schemas"]["RecProduct"][] | null;
        };
        LoanPage: {
            next: string;
            rows: components["schemas"]["LoanListRow"][] | null;
        };
        LoanPlayDetailData: {
            defDetail: components["schemas"]["DefDetail"] | null;
            detail: components["schemas"]["Row"][] | null;
            /** Format: int64 */
            dueNowAmount: number;
            /** Format: int64 */
            isShowReyTop: number;
            noticeMsg: string;
            /** Format: int64 */
            orderId: number;
            orderNo: string;
            payableFrom: string;
            /** Format: int64 */
            payableMaxAmount: number;
            /** Format: int64 */
            payNowAmount: number;
            /** Format: int64 */
            payoffAmount: number;
            prepayFrom: string;
            /** Format: int64 */
            productId: number;
            productLogo: string;
            productName: string;
            /** Format: int64 */
            repayAmount: number;
            repayDate: string;
            repayList: components["schemas"]["ChannelJSON"][] | null;
            /** Format: int64 */
            status: number;
        };
        LoanPushData: {
            lendDetailsUrl: string;
            orderId: string;
            orderNo: string;
            /** Format: int64 */
            orderStatus: number;
        };
        LoginBody: {
            captcha?: string;
            email: string;
            password: string;
            sid?: string;
        };
        LoginData: {
            deviceId: string;
            /** Format: int64 */
            expiresAt: number;
            merchantNumber: string;
            mobile: string;
            sessionId: string;
            userId: string;
        };
        LoginErrorDetailData: {
            errMessage: string;
            noticeMessage: string;
            recProducts: components["schemas"]["RecProduct"][] | null;
        };
        ManualEntry: {
            adjusts: string;
            /** Format: int64 */
            checkerId: number;
            /** @description text of loans.Date */
            dated: string;
            /** @description text of loans.Date */
            day: string;
            /** Format: int64 */
            id: number;
            lines: components["schemas"]["PostedLine"][] | null;
            /** Format: int64 */
            makerId: number;
            memo: string;
            /** Format: int64 */
            postedAt: number;
            /** Format: int64 */
            requestId: number;
            /** Format: int64 */
            reversedBy: number;
            /** Format: int64 */
            reverses: number;
        };
        MatchTransferBody: {
            /** Format: int64 */
            amount: number;
            reason: string;
            reference: string;
            utr: string;
        };
        MessageBody: {
            kind: string;
            lang: string;
            reason: string;
            text: string;
        };
        MessageKindTexts: {
            builtin: {
                [key: string]: string;
            } | null;
            class: string;
            custom: {
                [key: string]: components["schemas"]["MessageTemplateRow"];
            } | null;
            kind: string;
        };
        MessagePreview: {
            body: string;
            /** Format: int64 */
            chars: number;
        };
        MessageSettingsData: {
            lang: string;
            marketing: boolean;
            /** Format: int64 */
            marketingOffAt: number;
        };
        MessageTemplateRow: {
            body: string;
            kind: string;
            lang: string;
            /** Format: int64 */
            updatedAt: number;
            updatedBy: string;
        };
        MessageTemplates: {
            kinds: components["schemas"]["MessageKindTexts"][] | null;
            languages: string[] | null;
            placeholders: string[] | null;
        };
        MonthCloseBody: {
            month: string;
            reason: string;
        };
        NextActionBody: {
            day: string;
        };
        NextActionSet: {
            nextActionDay: string;
            /** Format: int64 */
            orderId: number;
        };
        Notice: {
            text: string;
            title: string;
            version: string;
        };
        NoticeGroup: {
            items: components["schemas"]["NoticeItem"][] | null;
            title: string;
        };
        NoticeItem: {
            name: string;
            step: string[] | null;
        };
        OldLendData: {
            /** Format: int64 */
            amount: number;
            /** Format: int64 */
            amountMax: number;
            /** Format: int64 */
            amountMin: number;
            /** Format: int64 */
            amountStep: number;
            cicNotice: components["schemas"]["Notice"];
            comProductLogo: string;
            comProductName: string;
            details: components["schemas"]["Row"][] | null;
            disclosure: components["schemas"]["Company"];
            firstPayTime: string;
            /** Format: int64 */
            firstPeriodDay: number;
            /** Format: int64 */
            interest: number;
            /** Format: int64 */
            isPopType: number;
            /** Format: int64 */
            netProceeds: number;
            NewButtonMsg: string;
            NewPopMsg: string;
            /** Format: int64 */
            periods: number;
            popAgreementUrl: string;
            popContent: string;
            popTitle: string;
            pRateDsc: string;
            productId: string;
            profileComplete: boolean;
            profileMissing: string[] | null;
            repay_plans: components["schemas"]["PlanRow"][] | null;
            /** Format: int64 */
            sendSms: number;
            /** Format: int64 */
            serviceFee: number;
            /** Format: int64 */
            termDays: number;
            termUnit: string;
            /** Format: int64 */
            totalRepay: number;
            variant: string;
        };
        Operator: {
            /** Format: int64 */
            createdAt: number;
            disabled: boolean;
            email: string;
            /** Format: int64 */
            failures: number;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            lastLoginAt: number;
            /** Format: int64 */
            lockedUntil: number;
            name: string;
            role: string;
            /** Format: int64 */
            setupExpiresAt?: number;
            setupPending: boolean;
            totp: boolean;
        };
        OperatorChange: {
            disabled: boolean;
            password: string;
            reason: string;
            role: string;
        };
        OperatorChangeAnswer: {
            message: string;
            operator: components["schemas"]["Operator"];
            requests: components["schemas"]["ProposeAnswer"][] | null;
        };
        OperatorInvite: {
            email: string;
            name: string;
            password?: string;
            reason: string;
            role: string;
        };
        OperatorReasonInput: {
            reason: string;
        };
        OperatorSession: {
            csrfToken: string;
            operator: components["schemas"]["Operator"];
            permissions: string[] | null;
            stage: string;
        };
        OrderEvent: {
            actor: string;
            /** Format: int64 */
            createdAt: number;
            event: string;
            /** Format: int64 */
            from: number;
            reason: string;
            /** Format: int64 */
            to: number;
        };
        OrderListData: {
            orders: components["schemas"]["OrderListItem"][] | null;
        };
        OrderListItem: {
            /** Format: int64 */
            amount: number;
            /** Format: int64 */
            createdAt: number;
            dueDate: string;
            orderId: string;
            orderNo: string;
            productId: string;
            productLogo: string;
            productName: string;
            /** Format: int64 */
            status: number;
            statusText: string;
        };
        OrderMessages: {
            messages: components["schemas"]["AdminMessage"][] | null;
        };
        OrderRules: {
            failed: string[] | null;
            now: components["schemas"]["RuleResult"][] | null;
            recorded: components["schemas"]["RuleResult"][] | null;
            /** Format: int64 */
            version: number;
        };
        OrderStanding: {
            balances: {
                [key: string]: number;
            } | null;
            /** Format: int64 */
            charges: number;
            /** Format: int64 */
            daysOverdue: number;
            /** Format: int64 */
            dueNow: number;
            /** Format: int64 */
            nextAmount: number;
            /** @description text of loans.Date */
            nextDueDate: string;
            /** Format: int64 */
            overdue: number;
            /** Format: int64 */
            payoff: number;
            settled: boolean;
            writtenOff: boolean;
        };
        PAR: {
            buckets: components["schemas"]["PARBin"][] | null;
            /** Format: int64 */
            total: number;
        };
        PARBin: {
            /** Format: int64 */
            amount: number;
            /** Format: int64 */
            bp: number;
            /** Format: int64 */
            days: number;
            /** Format: int64 */
            loans: number;
        };
        PasswordBody: {
            current: string;
            password: string;
        };
        PasswordChanged: {
            changed: boolean;
        };
        PayBankAccount: {
            accountName: string;
            accountNumber: string;
            bank: string;
            rails: string;
        };
        PayDetailData: {
            /** Format: int64 */
            amount: number;
            bankAccount?: components["schemas"]["PayBankAccount"];
            channel: components["schemas"]["ChannelJSON"];
            /** Format: int64 */
            isDelay: number;
            notes: components["schemas"]["NoticeItem"][] | null;
            /** Format: int64 */
            orderId: number;
            /** Format: int64 */
            paidAmount: number;
            payCode: string;
            qrImage?: string;
            qrPayload?: string;
            reference: string;
            sandboxUrl?: string;
            status: string;
            /** Format: int64 */
            type: number;
            utr: string;
        };
        Payment: {
            /** Format: int64 */
            amountCents: number;
            day: string;
            /** Format: int64 */
            id: number;
            method: string;
            reference: string;
            /** Format: int64 */
            userId: number;
        };
        PaymentChannelRow: {
            channelNumber: string;
            enabled: boolean;
            gateway: string;
            gatewayCode: string;
            /** Format: int64 */
            id: number;
            /** @description JSON written by json.RawMessage.MarshalJSON */
            instructions: unknown;
            kind: string;
            logo: string;
            name: string;
            /** Format: int64 */
            sort: number;
        };
        PayoutRetried: {
            failureReason: string;
            outcome: string;
            /** Format: int64 */
            status: number;
        };
        PayoutRetry: {
            orderId: string;
            outcome: string;
            reason: string;
        };
        PlanItem: {
            /** Format: int64 */
            amount: number;
            description: string;
            /** Format: int64 */
            interest: number;
            /** @description text of loans.Date */
            pay_time: string;
            /** Format: int64 */
            principal: number;
            title: string;
        };
        PlanRow: {
            /** Format: int64 */
            amount: number;
            description: string;
            pay_time: string;
            title: string;
        };
        PostedLine: {
            account: string;
            /** Format: int64 */
            creditCents: number;
            /** Format: int64 */
            debitCents: number;
            name: string;
            role: string;
        };
        PrepaymentRule: {
            /** Format: int64 */
            minDaysAfterDisbursement: number;
            /** Format: int64 */
            minFractionOfTermBP: number;
        };
        PreviewQuote: {
            /** Format: int64 */
            amount: number;
            eir: string;
            /** Format: int64 */
            eirAnnualBP: number;
            /** Format: int64 */
            eirMonthlyBP: number;
            /** Format: int64 */
            firstPayment: number;
            /** Format: int64 */
            interest: number;
            /** Format: int64 */
            netProceeds: number;
            /** Format: int64 */
            periods: number;
            /** Format: int64 */
            serviceFee: number;
            /** Format: int64 */
            termDays: number;
            /** Format: int64 */
            totalRepay: number;
        };
        PrivacyAssignBody: {
            /** Format: int64 */
            operatorId: number;
        };
        PrivacyCloseBody: {
            done: boolean;
            note: string;
        };
        PrivacyData: {
            consents: components["schemas"]["Consents"];
            requests: components["schemas"]["RequestView"][] | null;
        };
        PrivacyOpenBody: {
            detail: string;
            field: string;
            kind: string;
            /** Format: int64 */
            userId: number;
            value: string;
        };
        ProblemInitData: {
            orderDetail: components["schemas"]["ComplaintOrderData"] | null;
            orderList: components["schemas"]["ComplaintOrderData"][] | null;
            problemSonType: components["schemas"]["TitleValue"][] | null;
            problemType: components["schemas"]["TitleValue"][] | null;
            /** Format: int64 */
            replyDays: number;
        };
        ProblemListData: {
            tabs: components["schemas"]["ComplaintTab"][] | null;
        };
        ProblemSaveData: {
            problemId: string;
            replyBy: string;
        };
        ProductCardData: {
            /** Format: int64 */
            amountMax: number;
            /** Format: int64 */
            amountMin: number;
            /** Format: int64 */
            amountStep: number;
            code: string;
            description: string;
            /** Format: int64 */
            enabled: number;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            interestBpPerMonth: number;
            logo: string;
            name: string;
            /** Format: int64 */
            periods: number;
            rateDesc: string;
            /** Format: int64 */
            serviceFeeBp: number;
            tags: string[] | null;
            /** Format: int64 */
            termDays: number;
        };
        ProductDetailData: {
            product: components["schemas"]["ProductCardData"];
            quote: components["schemas"]["Confirm"] | null;
        };
        ProductLinkData: {
            link: string;
        };
        ProductList: {
            previews: {
                [key: string]: components["schemas"]["ProductPreview"];
            } | null;
            products: components["schemas"]["ProductView"][] | null;
        };
        ProductPreview: {
            capError: string;
            covered: boolean;
            quotes: components["schemas"]["PreviewQuote"][] | null;
            worstCase: components["schemas"]["WorstCase"][] | null;
        };
        ProductView: {
            /** Format: int64 */
            amountStep: number;
            code: string;
            description: string;
            enabled: boolean;
            firstLoanPromo: string;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            interestBPMonth: number;
            logo: string;
            /** Format: int64 */
            maxAmount: number;
            /** Format: int64 */
            minAmount: number;
            name: string;
            /** Format: int64 */
            periods: number;
            rules: components["schemas"]["Rules"];
            /** Format: int64 */
            serviceFeeBP: number;
            /** Format: int64 */
            sort: number;
            tags: string[] | null;
            /** Format: int64 */
            termDays: number;
        };
        ProfileField: {
            code: string;
            group: string;
            label: string;
            value: string;
        };
        ProfileView: {
            complete: boolean;
            groups: components["schemas"]["Group"][] | null;
        };
        PromiseCounts: {
            /** Format: int64 */
            broken: number;
            /** Format: int64 */
            kept: number;
            /** Format: int64 */
            pending: number;
        };
        PromiseView: {
            /** Format: int64 */
            agentId: number;
            /** Format: int64 */
            amountCents: number;
            /** Format: int64 */
            createdAt: number;
            day: string;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            paidSinceCents: number;
            /** Format: int64 */
            resolvedAt: number;
            status: string;
        };
        ProposeAnswer: {
            kind: string;
            message: string;
            /** Format: int64 */
            requestId: number;
            status: string;
        };
        ProviderWebhookAck: {
            outcomes: string[] | null;
            received: boolean;
        };
        Queue: {
            name: string;
            paused: boolean;
            states: {
                [key: string]: number;
            } | null;
            /** Format: int64 */
            workers: number;
        };
        Rate: {
            bucket: string;
            /** Format: int64 */
            collectedCents: number;
            /** Format: int64 */
            dueCents: number;
            /** Format: int64 */
            loans: number;
        };
        Reason: {
            code: string;
            text: string;
        };
        ReasonPayload: {
            reason: string;
        };
        ReconcilePayment: {
            /** Format: int64 */
            amount: number;
            /** Format: int64 */
            at: number;
            id: string;
            outcome?: string;
            reference: string;
        };
        ReconcileReport: {
            day?: string;
            extra?: components["schemas"]["ReconcilePayment"][];
            /** Format: int64 */
            gatewayCount: number;
            /** Format: int64 */
            matched: number;
            mismatch?: string[];
            missing?: components["schemas"]["ReconcilePayment"][];
            ok: boolean;
            provider?: string;
            providers: string[] | null;
            /** Format: int64 */
            unapplied: number;
        };
        RecProduct: {
            amountDesc: string;
            amountRange: string;
            buttonText: string;
            enabled: string;
            id: string;
            logo: string;
            name: string;
            rate: string;
            rateDesc: string;
            tags: string[] | null;
        };
        ReferenceMessageData: {
            body: string;
            /** Format: int64 */
            messageId: number;
            /** Format: int64 */
            sendAt: number;
            slot: string;
            status: string;
        };
        ReferenceMessageIn: {
            lang: string;
            slot: string;
        };
        Refund: {
            /** Format: int64 */
            accountId: number;
            /** Format: int64 */
            amount: number;
            /** Format: int64 */
            createdAt: number;
            failureReason: string;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            orderId: number;
            providerRef: string;
            reference: string;
            status: string;
        };
        RefundPayload: {
            /** Format: int64 */
            amount: number;
            reason: string;
        };
        RefundResult: {
            /** Format: int64 */
            amount: number;
            failureReason?: string;
            outcome: string;
            reference: string;
        };
        RefundRetryBody: {
            reference: string;
        };
        RefusalReason: {
            code: string;
            text: string;
            textFil: string;
        };
        RegisterData: {
            phone: string;
            /** Format: int64 */
            templateId: number;
            userId: string;
        };
        RejectBody: {
            reason: string;
        };
        RepayCard: {
            bankCode: string;
            bankName: string;
            cardNo: string;
            /** Format: int64 */
            cardType: number;
            /** Format: int64 */
            id: number;
        };
        RepaymentConfirmData: {
            /** Format: int64 */
            orderId: number;
            /** Format: int64 */
            orderStatus?: number;
            /** Format: int64 */
            paidAmount: number;
            /** Format: int64 */
            repayRecordId: number;
            status: string;
        };
        RepaymentWayData: {
            alipay: boolean;
            bankCards: components["schemas"]["RepayCard"][] | null;
            /** Format: int64 */
            orderId: number;
            orderNo: string;
            /** Format: int64 */
            payoffAmount: number;
            /** Format: int64 */
            productId: number;
            productLogo: string;
            productName: string;
            /** Format: int64 */
            repayAmount: number;
            repayDate: string;
            repayToken: string;
        };
        Request: {
            checker: string;
            /** Format: int64 */
            checkerId: number;
            checkerRole: string;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            decidedAt: number;
            diff: components["schemas"]["DiffRow"][] | null;
            entity: string;
            /** Format: int64 */
            expiresAt: number;
            /** Format: int64 */
            id: number;
            kind: string;
            maker: string;
            /** Format: int64 */
            makerId: number;
            note: string;
            /** @description JSON written by json.RawMessage.MarshalJSON */
            payload: unknown;
            reason: string;
            result: string;
            status: string;
            target: string;
            title: string;
        };
        RequestCount: {
            /** Format: int64 */
            pending: number;
        };
        RequestDecision: {
            request: components["schemas"]["Request"];
            result?: unknown;
            summary: string;
            warning: boolean;
        };
        RequestList: {
            /** Format: int64 */
            pending: number;
            requests: components["schemas"]["Request"][] | null;
        };
        RequestQueue: {
            /** Format: int64 */
            open: number;
            /** Format: int64 */
            overdue: number;
            requests: components["schemas"]["RequestView"][] | null;
        };
        RequestView: {
            borrower: string;
            channel: string;
            clock: components["schemas"]["Clock"];
            /** Format: int64 */
            closedAt: number;
            closedBy: string;
            detail: string;
            /** Format: int64 */
            dueAt: number;
            field: string;
            /** Format: int64 */
            id: number;
            kind: string;
            /** Format: int64 */
            openedAt: number;
            openedBy: string;
            outcome: string;
            owner: string;
            /** Format: int64 */
            ownerId: number;
            phone: string;
            status: string;
            /** Format: int64 */
            userId: number;
            value: string;
        };
        Restructure: {
            /** Format: int64 */
            amountFinanced: number;
            /** Format: int64 */
            carriedInterest: number;
            covered: boolean;
            /** Format: int64 */
            eirMonthlyBp: number;
            installments: components["schemas"]["Installment"][] | null;
            /** Format: int64 */
            interest: number;
            /** Format: int64 */
            interestBpPerMonth: number;
            /** @description text of loans.Date */
            interestFrom: string;
            /** Format: int64 */
            principal: number;
            /** @description text of loans.Date */
            start: string;
            terms: components["schemas"]["RestructureTerms"];
            /** Format: int64 */
            totalRepay: number;
            /** Format: int64 */
            waived: number;
        };
        RestructureAccepted: {
            /** Format: int64 */
            acceptedAt: number;
            dueDate: string;
            entries: components["schemas"]["Entry"][] | null;
            /** Format: int64 */
            offerId: number;
            /** Format: int64 */
            orderId: number;
            plan: components["schemas"]["Restructure"];
            schedule: components["schemas"]["PlanItem"][] | null;
            /** Format: int64 */
            status: number;
            /** Format: int64 */
            waived: number;
        };
        RestructureBounds: {
            /** Format: int64 */
            maxInstallments: number;
            /** Format: int64 */
            maxTermDays: number;
            /** Format: int64 */
            minPeriodDays: number;
            /** Format: int64 */
            minTermDays: number;
            /** Format: int64 */
            offerDays: number;
        };
        RestructureList: {
            bounds: components["schemas"]["RestructureBounds"];
            offers: components["schemas"]["RestructureOfferRow"][] | null;
        };
        RestructureOfferData: {
            accepted: components["schemas"]["RestructurePlanView"] | null;
            offer: components["schemas"]["RestructureOfferView"] | null;
        };
        RestructureOfferRow: {
            /** Format: int64 */
            acceptedAt: number;
            /** Format: int64 */
            checkerId: number;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            expiresAt: number;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            makerId: number;
            open: boolean;
            openUntil: string;
            /** Format: int64 */
            orderId: number;
            plan: components["schemas"]["Restructure"];
            /** Format: int64 */
            requestId: number;
            status: string;
        };
        RestructureOfferView: {
            acceptText: string;
            disclosure: components["schemas"]["Section"][] | null;
            ignoreText: string;
            message: string;
            /** Format: int64 */
            offerId: number;
            openUntil: string;
            /** Format: int64 */
            orderId: number;
            rows: components["schemas"]["Row"][] | null;
            schedule: components["schemas"]["Table"] | null;
            title: string;
        };
        RestructurePlanView: {
            message: string;
            schedule: components["schemas"]["Table"] | null;
            title: string;
        };
        RestructurePreview: {
            bounds: components["schemas"]["RestructureBounds"];
            eirText: string;
            plan: components["schemas"]["Restructure"];
            schedule: components["schemas"]["AdminPlanItem"][] | null;
        };
        RestructureRequest: {
            /** Format: int64 */
            installments: number;
            reason?: string;
            /** Format: int64 */
            termDays: number;
        };
        RestructureTerms: {
            /** Format: int64 */
            installments: number;
            /** Format: int64 */
            termDays: number;
        };
        ReverseEntryBody: {
            reason: string;
        };
        RiskRating: {
            level: string;
            /** Format: int64 */
            ratedAt: number;
            reasons: components["schemas"]["RiskReason"][] | null;
            /** Format: int64 */
            userId: number;
        };
        RiskReason: {
            code: string;
            level: string;
            text: string;
        };
        RoleBody: {
            name: string;
            permissions: string[] | null;
            reason: string;
            title: string;
        };
        RolesView: {
            builtin: components["schemas"]["BuiltinRole"][] | null;
            conflicts: components["schemas"]["Conflict"][] | null;
            custom: components["schemas"]["CustomRole"][] | null;
            matrix: components["schemas"]["Rule"][] | null;
            pending: components["schemas"]["Request"][] | null;
        };
        Roll: {
            bucket: string;
            /** Format: int64 */
            cured: number;
            /** Format: int64 */
            from: number;
            /** Format: int64 */
            rolled: number;
        };
        Rollover: {
            enabled: boolean;
            /** Format: int64 */
            extendDays: number;
            /** Format: int64 */
            feeBP: number;
            /** Format: int64 */
            feeCents: number;
        };
        Row: {
            text: string;
            value: string;
        };
        Rule: {
            action: string;
            minRole: string;
        };
        RuleResult: {
            code: string;
            detail: string;
            onFail: string;
            passed: boolean;
            score?: components["schemas"]["Decision"];
            title: string;
        };
        Rules: {
            late: components["schemas"]["LateSchedule"];
            prepayment: components["schemas"]["PrepaymentRule"];
            rollover: components["schemas"]["Rollover"];
        };
        RulesBody: {
            reason: string;
            rules: components["schemas"]["Underwriting"];
        };
        RulesView: {
            current: components["schemas"]["UnderwritingVersion"];
            defaults: components["schemas"]["Underwriting"];
            history: components["schemas"]["UnderwritingVersion"][] | null;
        };
        SaveScoreData: {
            problemId: string;
            /** Format: int64 */
            score: number;
        };
        Scorecard: {
            /** Format: int64 */
            approveAt: number;
            /** Format: int64 */
            basePoints: number;
            characteristics: components["schemas"]["Characteristic"][] | null;
            /** Format: int64 */
            declineBelow: number;
            /** Format: int64 */
            reasonsShown: number;
            /** Format: int64 */
            version: number;
        };
        ScorecardBody: {
            card: components["schemas"]["Scorecard"];
            reason: string;
        };
        ScorecardVersion: {
            card: components["schemas"]["Scorecard"];
            /** Format: int64 */
            checkerId: number;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            makerId: number;
            /** Format: int64 */
            requestId: number;
        };
        ScorecardView: {
            current: components["schemas"]["ScorecardVersion"];
            inputs: string[] | null;
            reasons: string[] | null;
        };
        ScoredLine: {
            /** Format: int64 */
            bin: number;
            binLabel: string;
            characteristic: string;
            /** Format: int64 */
            maxPoints: number;
            /** Format: int64 */
            points: number;
            reason: string;
            value: components["schemas"]["Value"];
        };
        Section: {
            heading: string;
            paragraphs: string[] | null;
            rows?: components["schemas"]["Row"][];
            table?: components["schemas"]["Table"];
        };
        SecurityEvent: {
            /** Format: int64 */
            at: number;
            detail: string;
            /** Format: int64 */
            id: number;
            ip: string;
            kind: string;
            operator: string;
            /** Format: int64 */
            operatorId: number;
            related: string;
            /** Format: int64 */
            relatedId: number;
            /** Format: int64 */
            requestId: number;
        };
        SecurityEventList: {
            events: components["schemas"]["SecurityEvent"][] | null;
        };
        SendCodeData: {
            channel: string;
            /** Format: int64 */
            expiresIn: number;
            /** Format: int64 */
            resendIn: number;
        };
        SessionList: {
            /** Format: int64 */
            idleMinutes: number;
            sessions: components["schemas"]["SessionView"][] | null;
        };
        SessionRevoked: {
            current: boolean;
            revoked: boolean;
        };
        SessionView: {
            /** Format: int64 */
            createdAt: number;
            current: boolean;
            email: string;
            /** Format: int64 */
            expiresAt: number;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            lastSeenAt: number;
            /** Format: int64 */
            operatorId: number;
        };
        SettingBody: {
            key: string;
            reason: string;
            /** @description JSON written by json.RawMessage.MarshalJSON */
            value: unknown;
        };
        SetupBody: {
            captcha?: string;
            password: string;
            sid?: string;
            token: string;
        };
        SetupInfo: {
            email: string;
            /** Format: int64 */
            expiresAt: number;
            name: string;
        };
        SetupLinkSent: {
            emailError?: string;
            emailStatus: string;
            /** Format: int64 */
            expiresAt: number;
            sentTo: string;
        };
        SignedDocument: {
            /** Format: int64 */
            acceptedAt: number;
            consentMethod: string;
            consentText: string;
            /** Format: int64 */
            contractId: number;
            deviceId: string;
            /** Format: int64 */
            id: number;
            ip: string;
            kind: string;
            /** Format: int64 */
            orderId: number;
            /** Format: int64 */
            pdfBytes: number;
            pdfSha256: string;
            /** Format: int64 */
            restructureId: number;
            /** Format: int64 */
            sessionId: number;
            /** Format: int64 */
            templateVersion: number;
            textSha256: string;
            title: string;
            userAgent: string;
        };
        SignedDocumentList: {
            documents: components["schemas"]["SignedDocument"][] | null;
        };
        SiteInfoData: {
            address: string;
            companyName: string;
            email: string;
            phone: string;
            privacyUrl: string;
            region: string;
            secCertAuthNo: string;
            secRegNo: string;
        };
        StatementImport: {
            dryRun: boolean;
            /** Format: int64 */
            lines: number;
            matched: components["schemas"]["StatementMatch"][] | null;
            unmatchedLines: components["schemas"]["Line"][] | null;
            unmatchedTransfers: components["schemas"]["Transfer"][] | null;
        };
        StatementMatch: {
            by: string;
            error?: string;
            line: components["schemas"]["Line"];
            outcome: string;
            /** Format: int64 */
            requestId?: number;
            transfer: components["schemas"]["Transfer"];
        };
        StatusBook: {
            /** Format: int64 */
            amount: number;
            /** Format: int64 */
            count: number;
            /** Format: int64 */
            status: number;
        };
        STRCase: {
            amlcRef: string;
            /** Format: int64 */
            amountCents: number;
            circumstances: string[] | null;
            deadline: string;
            /** Format: int64 */
            filedAt: number;
            /** Format: int64 */
            filedBy: number;
            /** Format: int64 */
            id: number;
            narrative: string;
            /** Format: int64 */
            openedAt: number;
            /** Format: int64 */
            openedBy: number;
            status: string;
            subject: components["schemas"]["STRSubject"];
            suspicionOn: string;
            transactions: components["schemas"]["STRTransaction"][] | null;
            unlawfulActivity: string;
            /** Format: int64 */
            userId: number;
        };
        STRInput: {
            circumstances: string[] | null;
            narrative: string;
            orderIds: number[] | null;
            suspicionOn: string;
            unlawfulActivity: string;
            /** Format: int64 */
            userId: number;
        };
        STRSubject: {
            address: string;
            birthDate: string;
            city: string;
            idLast4: string;
            idType: string;
            name: string;
            phone: string;
            /** Format: int64 */
            userId: number;
        };
        STRTransaction: {
            /** Format: int64 */
            amountCents: number;
            /** Format: int64 */
            at: number;
            day: string;
            kind: string;
            method: string;
            /** Format: int64 */
            orderId: number;
            orderNo: string;
            reference: string;
        };
        Table: {
            columns: string[] | null;
            rows: (string[] | null)[] | null;
        };
        Template: {
            agreementTitle: string;
            agreementUrl: string;
            androidUrl: string;
            appName: string;
            appNames: string[] | null;
            background: string;
            banner: string;
            buttonColor: string;
            buttonText: string;
            down_id: string;
            downloadImage: string;
            downloadText: string;
            downloadTitle: string;
            downloadUrl: string;
            features: string[] | null;
            fontColor: string;
            /** Format: int64 */
            id: number;
            iosUrl: string;
            links_id: string;
            name: string;
            subtitle: string;
            title: string;
            webUrl: string;
        };
        TemplateAdminRow: {
            enabled: boolean;
            /** Format: int64 */
            id: number;
            name: string;
            /** @description JSON written by json.RawMessage.MarshalJSON */
            settings: unknown;
        };
        TemplateIn: {
            kind: string;
            lang: string;
            text: string;
        };
        TemplateList: {
            templates: components["schemas"]["TemplateAdminRow"][] | null;
        };
        TitleText: {
            title: string;
            value: string;
        };
        TitleValue: {
            title: string;
            /** Format: int64 */
            value: number;
        };
        TotpConfirmed: {
            csrfToken: string;
            operator: components["schemas"]["Operator"];
            permissions: string[] | null;
            recoveryCodes: string[] | null;
            stage: string;
        };
        Transfer: {
            /** Format: int64 */
            amount: number;
            /** Format: int64 */
            orderId: number;
            reference: string;
            utr: string;
        };
        TrialBalance: {
            closed: components["schemas"]["ClosedMonth"][] | null;
            days: components["schemas"]["DayTotal"][] | null;
            /** @description text of loans.Date */
            from: string;
            lines: components["schemas"]["TrialBalanceLine"][] | null;
            /** @description text of loans.Date */
            to: string;
        };
        TrialBalanceLine: {
            account: string;
            code: string;
            /** Format: int64 */
            credit: number;
            /** @description text of loans.Date */
            day: string;
            /** Format: int64 */
            debit: number;
        };
        Underwriting: {
            blockWhileOverdue: boolean;
            /** Format: int64 */
            firstLoanMaxCents: number;
            /** Format: int64 */
            maxLateDays: number;
            /** Format: int64 */
            maxOpenLoans: number;
            /** Format: int64 */
            minAgeYears: number;
            /** Format: int64 */
            minMonthlyIncomeCents: number;
            /** Format: int64 */
            repeatLimitBp: number;
            requireKyc: boolean;
            /** Format: int64 */
            stepUpCents: number;
        };
        UnderwritingVersion: {
            /** Format: int64 */
            checkerId: number;
            /** Format: int64 */
            createdAt: number;
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            makerId: number;
            /** Format: int64 */
            requestId: number;
            rules: components["schemas"]["Underwriting"];
        };
        UploadImageData: {
            url: string;
        };
        UserInfoData: {
            hasOpenLoan: boolean;
            mobile: string;
            name: string;
            userId: string;
        };
        UtrSubmitData: {
            reference: string;
            status: string;
            utr: string;
        };
        Value: {
            num?: number;
            present: boolean;
            str?: string;
        };
        Vintage: {
            cohorts: components["schemas"]["VintageCohort"][] | null;
            /** Format: int64 */
            dpd: number;
            from: string;
            to: string;
            /** @description text of loans.Date */
            today: string;
        };
        VintageCohort: {
            /** Format: int64 */
            loans: number;
            month: string;
            points: components["schemas"]["VintagePoint"][] | null;
            /** Format: int64 */
            principal: number;
        };
        VintagePoint: {
            /** Format: int64 */
            amount: number;
            /** @description text of loans.Date */
            asOf: string;
            /** Format: int64 */
            bp: number;
            /** Format: int64 */
            loans: number;
            /** Format: int64 */
            mob: number;
            partial: boolean;
        };
        WaiverPayload: {
            /** Format: int64 */
            amount: number;
            bucket: string;
            reason: string;
        };
        WebhookAck: {
            outcome: string;
            received: boolean;
        };
        WorstCase: {
            /** Format: int64 */
            amount: number;
            /** Format: int64 */
            cost: number;
            /** Format: int64 */
            costBP: number;
            /** Format: int64 */
            costCeiling: number;
            /** Format: int64 */
            daysOverdue: number;
            /** Format: int64 */
            fees: number;
            /** Format: int64 */
            interest: number;
            /** Format: int64 */
            lateInterest: number;
            /** Format: int64 */
            penalty: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type SchemaAccount = components['schemas']['Account'];
export type SchemaAccountBalance = components['schemas']['AccountBalance'];
export type SchemaAccountBalances = components['schemas']['AccountBalances'];
export type SchemaAccountChangeBody = components['schemas']['AccountChangeBody'];
export type SchemaAccountLedger = components['schemas']['AccountLedger'];
export type SchemaAdminAccount = components['schemas']['AdminAccount'];
export type SchemaAdminApplicant = components['schemas']['AdminApplicant'];
export type SchemaAdminAuditEntry = components['schemas']['AdminAuditEntry'];
export type SchemaAdminAuditList = components['schemas']['AdminAuditList'];
export type SchemaAdminBorrower = components['schemas']['AdminBorrower'];
export type SchemaAdminChannelsView = components['schemas']['AdminChannelsView'];
export type SchemaAdminCollectionBucket = components['schemas']['AdminCollectionBucket'];
export type SchemaAdminCollectionList = components['schemas']['AdminCollectionList'];
export type SchemaAdminCollectionRow = components['schemas']['AdminCollectionRow'];
export type SchemaAdminComplaint = components['schemas']['AdminComplaint'];
export type SchemaAdminComplaintList = components['schemas']['AdminComplaintList'];
export type SchemaAdminComplaintListRow = components['schemas']['AdminComplaintListRow'];
export type SchemaAdminInstallment = components['schemas']['AdminInstallment'];
export type SchemaAdminMessage = components['schemas']['AdminMessage'];
export type SchemaAdminOperatorList = components['schemas']['AdminOperatorList'];
export type SchemaAdminOrder = components['schemas']['AdminOrder'];
export type SchemaAdminOrderData = components['schemas']['AdminOrderData'];
export type SchemaAdminOrderPage = components['schemas']['AdminOrderPage'];
export type SchemaAdminOrderRow = components['schemas']['AdminOrderRow'];
export type SchemaAdminPayout = components['schemas']['AdminPayout'];
export type SchemaAdminPlanItem = components['schemas']['AdminPlanItem'];
export type SchemaAdminTransferList = components['schemas']['AdminTransferList'];
export type SchemaAdminTransferRow = components['schemas']['AdminTransferRow'];
export type SchemaAdminUploaded = components['schemas']['AdminUploaded'];
export type SchemaAmlcRefBody = components['schemas']['AmlcRefBody'];
export type SchemaAmlList = components['schemas']['AMLList'];
export type SchemaAmounts = components['schemas']['Amounts'];
export type SchemaApiRulesPreview = components['schemas']['ApiRulesPreview'];
export type SchemaAssignBody = components['schemas']['AssignBody'];
export type SchemaAttemptError = components['schemas']['AttemptError'];
export type SchemaAuditRow = components['schemas']['AuditRow'];
export type SchemaBankCard = components['schemas']['BankCard'];
export type SchemaBankCardListData = components['schemas']['BankCardListData'];
export type SchemaBankFormItemRow = components['schemas']['BankFormItemRow'];
export type SchemaBankingItem = components['schemas']['BankingItem'];
export type SchemaBankingOption = components['schemas']['BankingOption'];
export type SchemaBankItemList = components['schemas']['BankItemList'];
export type SchemaBin = components['schemas']['Bin'];
export type SchemaBindCardData = components['schemas']['BindCardData'];
export type SchemaBooksMonths = components['schemas']['BooksMonths'];
export type SchemaBorrower360 = components['schemas']['Borrower360'];
export type SchemaBorrowerNote = components['schemas']['BorrowerNote'];
export type SchemaBorrowerNoteIn = components['schemas']['BorrowerNoteIn'];
export type SchemaBorrowerNotesData = components['schemas']['BorrowerNotesData'];
export type SchemaBorrowerPage = components['schemas']['BorrowerPage'];
export type SchemaBorrowerPayment = components['schemas']['BorrowerPayment'];
export type SchemaBorrowerRow = components['schemas']['BorrowerRow'];
export type SchemaBreachBody = components['schemas']['BreachBody'];
export type SchemaBreachNotifiedBody = components['schemas']['BreachNotifiedBody'];
export type SchemaBreachRegister = components['schemas']['BreachRegister'];
export type SchemaBreachView = components['schemas']['BreachView'];
export type SchemaBucketTotal = components['schemas']['BucketTotal'];
export type SchemaBuiltinRole = components['schemas']['BuiltinRole'];
export type SchemaCalculatorData = components['schemas']['CalculatorData'];
export type SchemaCapPolicy = components['schemas']['CapPolicy'];
export type SchemaCaptchaImage = components['schemas']['CaptchaImage'];
export type SchemaCardInitData = components['schemas']['CardInitData'];
export type SchemaCaseClaimed = components['schemas']['CaseClaimed'];
export type SchemaCaseReference = components['schemas']['CaseReference'];
export type SchemaCaseReferencesData = components['schemas']['CaseReferencesData'];
export type SchemaCasesAssigned = components['schemas']['CasesAssigned'];
export type SchemaCatalogSetting = components['schemas']['CatalogSetting'];
export type SchemaChange = components['schemas']['Change'];
export type SchemaChannelBody = components['schemas']['ChannelBody'];
export type SchemaChannelJson = components['schemas']['ChannelJSON'];
export type SchemaChannelTotal = components['schemas']['ChannelTotal'];
export type SchemaCharacteristic = components['schemas']['Characteristic'];
export type SchemaChargesPolicyBody = components['schemas']['ChargesPolicyBody'];
export type SchemaChargesPolicyVersion = components['schemas']['ChargesPolicyVersion'];
export type SchemaChargesPolicyView = components['schemas']['ChargesPolicyView'];
export type SchemaChartBody = components['schemas']['ChartBody'];
export type SchemaChartLine = components['schemas']['ChartLine'];
export type SchemaChartView = components['schemas']['ChartView'];
export type SchemaCicStatusBody = components['schemas']['CicStatusBody'];
export type SchemaCicSubmission = components['schemas']['CICSubmission'];
export type SchemaCircumstance = components['schemas']['Circumstance'];
export type SchemaClock = components['schemas']['Clock'];
export type SchemaClosedMonth = components['schemas']['ClosedMonth'];
export type SchemaCodeInput = components['schemas']['CodeInput'];
export type SchemaCollectionCase = components['schemas']['CollectionCase'];
export type SchemaCollectionCaseRow = components['schemas']['CollectionCaseRow'];
export type SchemaCollectionContact = components['schemas']['CollectionContact'];
export type SchemaCollectionRatesData = components['schemas']['CollectionRatesData'];
export type SchemaCollectionStats = components['schemas']['CollectionStats'];
export type SchemaCommitAnswer = components['schemas']['CommitAnswer'];
export type SchemaCompany = components['schemas']['Company'];
export type SchemaComplaintDay = components['schemas']['ComplaintDay'];
export type SchemaComplaintDetailData = components['schemas']['ComplaintDetailData'];
export type SchemaComplaintListItem = components['schemas']['ComplaintListItem'];
export type SchemaComplaintOrderData = components['schemas']['ComplaintOrderData'];
export type SchemaComplaintReplyBody = components['schemas']['ComplaintReplyBody'];
export type SchemaComplaintTab = components['schemas']['ComplaintTab'];
export type SchemaConfirm = components['schemas']['Confirm'];
export type SchemaConfirmBody = components['schemas']['ConfirmBody'];
export type SchemaConflict = components['schemas']['Conflict'];
export type SchemaConsent = components['schemas']['Consent'];
export type SchemaConsents = components['schemas']['Consents'];
export type SchemaConsentState = components['schemas']['ConsentState'];
export type SchemaContactBody = components['schemas']['ContactBody'];
export type SchemaContactInfoData = components['schemas']['ContactInfoData'];
export type SchemaContactRecorded = components['schemas']['ContactRecorded'];
export type SchemaContract = components['schemas']['Contract'];
export type SchemaContractJumpData = components['schemas']['ContractJumpData'];
export type SchemaContractRef = components['schemas']['ContractRef'];
export type SchemaCoveredReported = components['schemas']['CoveredReported'];
export type SchemaCoveredTransaction = components['schemas']['CoveredTransaction'];
export type SchemaCustomRole = components['schemas']['CustomRole'];
export type SchemaDashboard = components['schemas']['Dashboard'];
export type SchemaDashboardData = components['schemas']['DashboardData'];
export type SchemaDayCount = components['schemas']['DayCount'];
export type SchemaDayTotal = components['schemas']['DayTotal'];
export type SchemaDecideBody = components['schemas']['DecideBody'];
export type SchemaDecideOutcome = components['schemas']['DecideOutcome'];
export type SchemaDecision = components['schemas']['Decision'];
export type SchemaDefDetail = components['schemas']['DefDetail'];
export type SchemaDelayDetailData = components['schemas']['DelayDetailData'];
export type SchemaDelayInfo = components['schemas']['DelayInfo'];
export type SchemaDelayPlanRow = components['schemas']['DelayPlanRow'];
export type SchemaDesk = components['schemas']['Desk'];
export type SchemaDetails = components['schemas']['Details'];
export type SchemaDiffRow = components['schemas']['DiffRow'];
export type SchemaDraftLine = components['schemas']['DraftLine'];
export type SchemaDuplicate = components['schemas']['Duplicate'];
export type SchemaEnrolment = components['schemas']['Enrolment'];
export type SchemaEntry = components['schemas']['Entry'];
export type SchemaErrorEnvelope = components['schemas']['ErrorEnvelope'];
export type SchemaFinance = components['schemas']['Finance'];
export type SchemaFinanceDay = components['schemas']['FinanceDay'];
export type SchemaFinanceReport = components['schemas']['FinanceReport'];
export type SchemaFunnelRow = components['schemas']['FunnelRow'];
export type SchemaGatewayChoice = components['schemas']['GatewayChoice'];
export type SchemaGenerateVCodeData = components['schemas']['GenerateVCodeData'];
export type SchemaGetSidData = components['schemas']['GetSIDData'];
export type SchemaGetSmsData = components['schemas']['GetSMSData'];
export type SchemaGroup = components['schemas']['Group'];
export type SchemaHitClearBody = components['schemas']['HitClearBody'];
export type SchemaHitDecision = components['schemas']['HitDecision'];
export type SchemaHitView = components['schemas']['HitView'];
export type SchemaHomeData = components['schemas']['HomeData'];
export type SchemaHuichaoData = components['schemas']['HuichaoData'];
export type SchemaIdType = components['schemas']['IDType'];
export type SchemaInstallment = components['schemas']['Installment'];
export type SchemaJob = components['schemas']['Job'];
export type SchemaJobsPage = components['schemas']['JobsPage'];
export type SchemaJournalEntryBody = components['schemas']['JournalEntryBody'];
export type SchemaKycDecideBody = components['schemas']['KycDecideBody'];
export type SchemaKycQueue = components['schemas']['KycQueue'];
export type SchemaKycRow = components['schemas']['KYCRow'];
export type SchemaKycStatus = components['schemas']['KycStatus'];
export type SchemaKycSubmission = components['schemas']['KYCSubmission'];
export type SchemaLandingBody = components['schemas']['LandingBody'];
export type SchemaLateSchedule = components['schemas']['LateSchedule'];
export type SchemaLateTier = components['schemas']['LateTier'];
export type SchemaLedgerEntries = components['schemas']['LedgerEntries'];
export type SchemaLedgerRow = components['schemas']['LedgerRow'];
export type SchemaLendingItem = components['schemas']['LendingItem'];
export type SchemaLendingOption = components['schemas']['LendingOption'];
export type SchemaLendingRulesPreview = components['schemas']['LendingRulesPreview'];
export type SchemaLetter = components['schemas']['Letter'];
export type SchemaLine = components['schemas']['Line'];
export type SchemaLoaded = components['schemas']['Loaded'];
export type SchemaLoanListRow = components['schemas']['LoanListRow'];
export type SchemaLoanMarketData = components['schemas']['LoanMarketData'];
export type SchemaLoanPage = components['schemas']['LoanPage'];
export type SchemaLoanPlayDetailData = components['schemas']['LoanPlayDetailData'];
export type SchemaLoanPushData = components['schemas']['LoanPushData'];
export type SchemaLoginBody = components['schemas']['LoginBody'];
export type SchemaLoginData = components['schemas']['LoginData'];
export type SchemaLoginErrorDetailData = components['schemas']['LoginErrorDetailData'];
export type SchemaManualEntry = components['schemas']['ManualEntry'];
export type SchemaMatchTransferBody = components['schemas']['MatchTransferBody'];
export type SchemaMessageBody = components['schemas']['MessageBody'];
export type SchemaMessageKindTexts = components['schemas']['MessageKindTexts'];
export type SchemaMessagePreview = components['schemas']['MessagePreview'];
export type SchemaMessageSettingsData = components['schemas']['MessageSettingsData'];
export type SchemaMessageTemplateRow = components['schemas']['MessageTemplateRow'];
export type SchemaMessageTemplates = components['schemas']['MessageTemplates'];
export type SchemaMonthCloseBody = components['schemas']['MonthCloseBody'];
export type SchemaNextActionBody = components['schemas']['NextActionBody'];
export type SchemaNextActionSet = components['schemas']['NextActionSet'];
export type SchemaNotice = components['schemas']['Notice'];
export type SchemaNoticeGroup = components['schemas']['NoticeGroup'];
export type SchemaNoticeItem = components['schemas']['NoticeItem'];
export type SchemaOldLendData = components['schemas']['OldLendData'];
export type SchemaOperator = components['schemas']['Operator'];
export type SchemaOperatorChange = components['schemas']['OperatorChange'];
export type SchemaOperatorChangeAnswer = components['schemas']['OperatorChangeAnswer'];
export type SchemaOperatorInvite = components['schemas']['OperatorInvite'];
export type SchemaOperatorReasonInput = components['schemas']['OperatorReasonInput'];
export type SchemaOperatorSession = components['schemas']['OperatorSession'];
export type SchemaOrderEvent = components['schemas']['OrderEvent'];
export type SchemaOrderListData = components['schemas']['OrderListData'];
export type SchemaOrderListItem = components['schemas']['OrderListItem'];
export type SchemaOrderMessages = components['schemas']['OrderMessages'];
export type SchemaOrderRules = components['schemas']['OrderRules'];
export type SchemaOrderStanding = components['schemas']['OrderStanding'];
export type SchemaPar = components['schemas']['PAR'];
export type SchemaParBin = components['schemas']['PARBin'];
export type SchemaPasswordBody = components['schemas']['PasswordBody'];
export type SchemaPasswordChanged = components['schemas']['PasswordChanged'];
export type SchemaPayBankAccount = components['schemas']['PayBankAccount'];
export type SchemaPayDetailData = components['schemas']['PayDetailData'];
export type SchemaPayment = components['schemas']['Payment'];
export type SchemaPaymentChannelRow = components['schemas']['PaymentChannelRow'];
export type SchemaPayoutRetried = components['schemas']['PayoutRetried'];
export type SchemaPayoutRetry = components['schemas']['PayoutRetry'];
export type SchemaPlanItem = components['schemas']['PlanItem'];
export type SchemaPlanRow = components['schemas']['PlanRow'];
export type SchemaPostedLine = components['schemas']['PostedLine'];
export type SchemaPrepaymentRule = components['schemas']['PrepaymentRule'];
export type SchemaPreviewQuote = components['schemas']['PreviewQuote'];
export type SchemaPrivacyAssignBody = components['schemas']['PrivacyAssignBody'];
export type SchemaPrivacyCloseBody = components['schemas']['PrivacyCloseBody'];
export type SchemaPrivacyData = components['schemas']['PrivacyData'];
export type SchemaPrivacyOpenBody = components['schemas']['PrivacyOpenBody'];
export type SchemaProblemInitData = components['schemas']['ProblemInitData'];
export type SchemaProblemListData = components['schemas']['ProblemListData'];
export type SchemaProblemSaveData = components['schemas']['ProblemSaveData'];
export type SchemaProductCardData = components['schemas']['ProductCardData'];
export type SchemaProductDetailData = components['schemas']['ProductDetailData'];
export type SchemaProductLinkData = components['schemas']['ProductLinkData'];
export type SchemaProductList = components['schemas']['ProductList'];
export type SchemaProductPreview = components['schemas']['ProductPreview'];
export type SchemaProductView = components['schemas']['ProductView'];
export type SchemaProfileField = components['schemas']['ProfileField'];
export type SchemaProfileView = components['schemas']['ProfileView'];
export type SchemaPromiseCounts = components['schemas']['PromiseCounts'];
export type SchemaPromiseView = components['schemas']['PromiseView'];
export type SchemaProposeAnswer = components['schemas']['ProposeAnswer'];
export type SchemaProviderWebhookAck = components['schemas']['ProviderWebhookAck'];
export type SchemaQueue = components['schemas']['Queue'];
export type SchemaRate = components['schemas']['Rate'];
export type SchemaReason = components['schemas']['Reason'];
export type SchemaReasonPayload = components['schemas']['ReasonPayload'];
export type SchemaReconcilePayment = components['schemas']['ReconcilePayment'];
export type SchemaReconcileReport = components['schemas']['ReconcileReport'];
export type SchemaRecProduct = components['schemas']['RecProduct'];
export type SchemaReferenceMessageData = components['schemas']['ReferenceMessageData'];
export type SchemaReferenceMessageIn = components['schemas']['ReferenceMessageIn'];
export type SchemaRefund = components['schemas']['Refund'];
export type SchemaRefundPayload = components['schemas']['RefundPayload'];
export type SchemaRefundResult = components['schemas']['RefundResult'];
export type SchemaRefundRetryBody = components['schemas']['RefundRetryBody'];
export type SchemaRefusalReason = components['schemas']['RefusalReason'];
export type SchemaRegisterData = components['schemas']['RegisterData'];
export type SchemaRejectBody = components['schemas']['RejectBody'];
export type SchemaRepayCard = components['schemas']['RepayCard'];
export type SchemaRepaymentConfirmData = components['schemas']['RepaymentConfirmData'];
export type SchemaRepaymentWayData = components['schemas']['RepaymentWayData'];
export type SchemaRequest = components['schemas']['Request'];
export type SchemaRequestCount = components['schemas']['RequestCount'];
export type SchemaRequestDecision = components['schemas']['RequestDecision'];
export type SchemaRequestList = components['schemas']['RequestList'];
export type SchemaRequestQueue = components['schemas']['RequestQueue'];
export type SchemaRequestView = components['schemas']['RequestView'];
export type SchemaRestructure = components['schemas']['Restructure'];
export type SchemaRestructureAccepted = components['schemas']['RestructureAccepted'];
export type SchemaRestructureBounds = components['schemas']['RestructureBounds'];
export type SchemaRestructureList = components['schemas']['RestructureList'];
export type SchemaRestructureOfferData = components['schemas']['RestructureOfferData'];
export type SchemaRestructureOfferRow = components['schemas']['RestructureOfferRow'];
export type SchemaRestructureOfferView = components['schemas']['RestructureOfferView'];
export type SchemaRestructurePlanView = components['schemas']['RestructurePlanView'];
export type SchemaRestructurePreview = components['schemas']['RestructurePreview'];
export type SchemaRestructureRequest = components['schemas']['RestructureRequest'];
export type SchemaRestructureTerms = components['schemas']['RestructureTerms'];
export type SchemaReverseEntryBody = components['schemas']['ReverseEntryBody'];
export type SchemaRiskRating = components['schemas']['RiskRating'];
export type SchemaRiskReason = components['schemas']['RiskReason'];
export type SchemaRoleBody = components['schemas']['RoleBody'];
export type SchemaRolesView = components['schemas']['RolesView'];
export type SchemaRoll = components['schemas']['Roll'];
export type SchemaRollover = components['schemas']['Rollover'];
export type SchemaRow = components['schemas']['Row'];
export type SchemaRule = components['schemas']['Rule'];
export type SchemaRuleResult = components['schemas']['RuleResult'];
export type SchemaRules = components['schemas']['Rules'];
export type SchemaRulesBody = components['schemas']['RulesBody'];
export type SchemaRulesView = components['schemas']['RulesView'];
export type SchemaSaveScoreData = components['schemas']['SaveScoreData'];
export type SchemaScorecard = components['schemas']['Scorecard'];
export type SchemaScorecardBody = components['schemas']['ScorecardBody'];
export type SchemaScorecardVersion = components['schemas']['ScorecardVersion'];
export type SchemaScorecardView = components['schemas']['ScorecardView'];
export type SchemaScoredLine = components['schemas']['ScoredLine'];
export type SchemaSection = components['schemas']['Section'];
export type SchemaSecurityEvent = components['schemas']['SecurityEvent'];
export type SchemaSecurityEventList = components['schemas']['SecurityEventList'];
export type SchemaSendCodeData = components['schemas']['SendCodeData'];
export type SchemaSessionList = components['schemas']['SessionList'];
export type SchemaSessionRevoked = components['schemas']['SessionRevoked'];
export type SchemaSessionView = components['schemas']['SessionView'];
export type SchemaSettingBody = components['schemas']['SettingBody'];
export type SchemaSetupBody = components['schemas']['SetupBody'];
export type SchemaSetupInfo = components['schemas']['SetupInfo'];
export type SchemaSetupLinkSent = components['schemas']['SetupLinkSent'];
export type SchemaSignedDocument = components['schemas']['SignedDocument'];
export type SchemaSignedDocumentList = components['schemas']['SignedDocumentList'];
export type SchemaSiteInfoData = components['schemas']['SiteInfoData'];
export type SchemaStatementImport = components['schemas']['StatementImport'];
export type SchemaStatementMatch = components['schemas']['StatementMatch'];
export type SchemaStatusBook = components['schemas']['StatusBook'];
export type SchemaStrCase = components['schemas']['STRCase'];
export type SchemaStrInput = components['schemas']['STRInput'];
export type SchemaStrSubject = components['schemas']['STRSubject'];
export type SchemaStrTransaction = components['schemas']['STRTransaction'];
export type SchemaTable = components['schemas']['Table'];
export type SchemaTemplate = components['schemas']['Template'];
export type SchemaTemplateAdminRow = components['schemas']['TemplateAdminRow'];
export type SchemaTemplateIn = components['schemas']['TemplateIn'];
export type SchemaTemplateList = components['schemas']['TemplateList'];
export type SchemaTitleText = components['schemas']['TitleText'];
export type SchemaTitleValue = components['schemas']['TitleValue'];
export type SchemaTotpConfirmed = components['schemas']['TotpConfirmed'];
export type SchemaTransfer = components['schemas']['Transfer'];
export type SchemaTrialBalance = components['schemas']['TrialBalance'];
export type SchemaTrialBalanceLine = components['schemas']['TrialBalanceLine'];
export type SchemaUnderwriting = components['schemas']['Underwriting'];
export type SchemaUnderwritingVersion = components['schemas']['UnderwritingVersion'];
export type SchemaUploadImageData = components['schemas']['UploadImageData'];
export type SchemaUserInfoData = components['schemas']['UserInfoData'];
export type SchemaUtrSubmitData = components['schemas']['UtrSubmitData'];
export type SchemaValue = components['schemas']['Value'];
export type SchemaVintage = components['schemas']['Vintage'];
export type SchemaVintageCohort = components['schemas']['VintageCohort'];
export type SchemaVintagePoint = components['schemas']['VintagePoint'];
export type SchemaWaiverPayload = components['schemas']['WaiverPayload'];
export type SchemaWebhookAck = components['schemas']['WebhookAck'];
export type SchemaWorstCase = components['schemas']['WorstCase'];
export type $defs = Record<string, never>;
export interface operations {
    get_admin_audit: {
        parameters: {
            query?: {
                after?: string;
                dir?: "asc" | "desc";
                entity?: string;
                entityId?: string;
                from?: string;
                limit?: number;
                operatorId?: number;
                q?: string;
                reason?: string;
                sort?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["AdminAuditList"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_audit_csv: {
        parameters: {
            query?: {
                dir?: "asc" | "desc";
                entity?: string;
                entityId?: string;
                from?: string;
                operatorId?: number;
                q?: string;
                reason?: string;
                sort?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (text/csv) on success; the error envelope otherwise */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                    "text/csv": string;
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_borrowers: {
        parameters: {
            query?: {
                after?: string;
                dir?: "asc" | "desc";
                from?: string;
                limit?: number;
                overdue?: "1" | "0";
                q?: string;
                reason?: string;
                sort?: string;
                to?: string;
                writtenOff?: "1" | "0";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["BorrowerPage"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_borrowers_csv: {
        parameters: {
            query?: {
                dir?: "asc" | "desc";
                from?: string;
                overdue?: "1" | "0";
                q?: string;
                reason?: string;
                sort?: string;
                to?: string;
                writtenOff?: "1" | "0";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (text/csv) on success; the error envelope otherwise */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                    "text/csv": string;
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_borrowers_id: {
        parameters: {
            query?: {
                reason?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["Borrower360"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_borrowers_id_notes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["BorrowerNotesData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_borrowers_id_notes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BorrowerNoteIn"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["BorrowerNotesData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_catalog_bank_items: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["BankItemList"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_catalog_bank_items_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankFormItemRow"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["BankFormItemRow"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_catalog_channels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["AdminChannelsView"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_catalog_channels_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChannelBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProposeAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_catalog_charges_policy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ChargesPolicyView"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_catalog_charges_policy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChargesPolicyBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProposeAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_catalog_products: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProductList"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_catalog_products: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductView"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProposeAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_catalog_products_preview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductView"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProductPreview"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_catalog_scorecard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ScorecardView"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_catalog_scorecard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScorecardBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProposeAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_catalog_settings_key: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["CatalogSetting"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_catalog_settings_key: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProposeAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_catalog_templates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["TemplateList"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_catalog_templates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LandingBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProposeAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_catalog_underwriting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["RulesView"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_catalog_underwriting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RulesBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProposeAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_catalog_underwriting_preview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RulesBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ApiRulesPreview"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_collections: {
        parameters: {
            query?: {
                after?: string;
                agent?: string;
                bucket?: "1-7" | "8-30" | "31-60" | "61-90" | "90+";
                dir?: "asc" | "desc";
                limit?: number;
                maxAmount?: number;
                maxDpd?: number;
                minAmount?: number;
                minDpd?: number;
                product?: string;
                q?: string;
                reason?: string;
                sort?: string;
                writtenOff?: "1" | "0";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["AdminCollectionList"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_collections_csv: {
        parameters: {
            query?: {
                agent?: string;
                bucket?: "1-7" | "8-30" | "31-60" | "61-90" | "90+";
                dir?: "asc" | "desc";
                maxAmount?: number;
                maxDpd?: number;
                minAmount?: number;
                minDpd?: number;
                product?: string;
                q?: string;
                reason?: string;
                sort?: string;
                writtenOff?: "1" | "0";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (text/csv) on success; the error envelope otherwise */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                    "text/csv": string;
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_collections_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["CollectionCase"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_collections_id_claim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["CaseClaimed"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_collections_id_contacts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ContactRecorded"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_collections_id_letters_letter_pdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                letter: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (application/pdf) on success; the error envelope otherwise */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                    "application/pdf": string;
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_collections_id_next_action: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NextActionBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["NextActionSet"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_collections_id_references: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["CaseReferencesData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_collections_id_references_message: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReferenceMessageIn"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ReferenceMessageData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_collections_assign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["CasesAssigned"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_collections_rates: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["CollectionRatesData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_collections_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["CollectionStats"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_complaints: {
        parameters: {
            query?: {
                after?: string;
                dir?: "asc" | "desc";
                from?: string;
                limit?: number;
                open?: "1" | "0";
                q?: string;
                reason?: string;
                sort?: string;
                state?: "open" | "replied" | "overdue";
                to?: string;
                type?: number;
                writtenOff?: "1" | "0";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["AdminComplaintList"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_complaints_csv: {
        parameters: {
            query?: {
                dir?: "asc" | "desc";
                from?: string;
                open?: "1" | "0";
                q?: string;
                reason?: string;
                sort?: string;
                state?: "open" | "replied" | "overdue";
                to?: string;
                type?: number;
                writtenOff?: "1" | "0";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (text/csv) on success; the error envelope otherwise */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                    "text/csv": string;
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_complaints_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["AdminComplaint"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_complaints_id_reply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplaintReplyBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["AdminComplaint"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_compliance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["Desk"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_compliance_aml_lists: {
        parameters: {
            query: {
                source: "un" | "watch";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["Loaded"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_compliance_cic_id_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CicStatusBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["CICSubmission"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_compliance_covered_id_report: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmlcRefBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["CoveredReported"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_compliance_hits_id_clear: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HitClearBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProposeAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_compliance_hits_id_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["HitDecision"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_compliance_str: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["STRInput"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["STRCase"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_compliance_str_id_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmlcRefBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["STRCase"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_dashboard: {
        parameters: {
            query?: {
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["DashboardData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_finance: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["FinanceReport"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_finance_chart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ChartView"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_finance_chart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChartBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProposeAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_finance_journal_csv: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (text/csv) on success; the error envelope otherwise */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                    "text/csv": string;
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_finance_ledger: {
        parameters: {
            query: {
                account: string;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["AccountLedger"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_finance_ledger_accounts: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["AccountBalances"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_finance_ledger_entries: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["LedgerEntries"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_finance_ledger_entries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JournalEntryBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProposeAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_finance_ledger_entries_id_reverse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReverseEntryBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProposeAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_finance_months: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["BooksMonths"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_finance_months_close: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MonthCloseBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProposeAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_finance_trial_balance: {
        parameters: {
            query?: {
                format?: "json" | "csv";
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["TrialBalance"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_finance_vintage: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["Vintage"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_jobs: {
        parameters: {
            query?: {
                kind?: string;
                limit?: number;
                queue?: string;
                state?: "available" | "cancelled" | "completed" | "discarded" | "pending" | "retryable" | "running" | "scheduled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["JobsPage"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_jobs_id_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["Job"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_jobs_id_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["Job"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_kyc: {
        parameters: {
            query?: {
                status?: "submitted" | "approved" | "rejected" | "redo";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["KycQueue"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_kyc_id_decide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KycDecideBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["KYCSubmission"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_kyc_id_photo_which: {
        parameters: {
            query?: {
                reason?: string;
            };
            header?: never;
            path: {
                id: string;
                which: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (image/*) on success; the error envelope otherwise */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                    "image/*": string;
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_loans: {
        parameters: {
            query?: {
                after?: string;
                dir?: "asc" | "desc";
                from?: string;
                limit?: number;
                maxAmount?: number;
                maxDpd?: number;
                minAmount?: number;
                minDpd?: number;
                product?: number;
                q?: string;
                reason?: string;
                sort?: string;
                status?: string;
                to?: string;
                writtenOff?: "1" | "0";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["LoanPage"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_loans_csv: {
        parameters: {
            query?: {
                dir?: "asc" | "desc";
                from?: string;
                maxAmount?: number;
                maxDpd?: number;
                minAmount?: number;
                minDpd?: number;
                product?: number;
                q?: string;
                reason?: string;
                sort?: string;
                status?: string;
                to?: string;
                writtenOff?: "1" | "0";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (text/csv) on success; the error envelope otherwise */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                    "text/csv": string;
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["OperatorSession"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_login_captcha: {
        parameters: {
            query: {
                sid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["CaptchaImage"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_login_code: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CodeInput"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["OperatorSession"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: null;
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["OperatorSession"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_me_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["PasswordChanged"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_messages_templates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["MessageTemplates"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_messages_templates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MessageBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProposeAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_messages_templates_preview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TemplateIn"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["MessagePreview"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_operators: {
        parameters: {
            query?: {
                after?: string;
                dir?: "asc" | "desc";
                disabled?: "1" | "0";
                limit?: number;
                q?: string;
                reason?: string;
                role?: string;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["AdminOperatorList"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_operators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorInvite"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProposeAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_operators_csv: {
        parameters: {
            query?: {
                dir?: "asc" | "desc";
                disabled?: "1" | "0";
                q?: string;
                reason?: string;
                role?: string;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (text/csv) on success; the error envelope otherwise */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                    "text/csv": string;
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_operators_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorChange"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["OperatorChangeAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_operators_id_setup_link: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["SetupLinkSent"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_operators_id_totp_reset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorReasonInput"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProposeAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_orders: {
        parameters: {
            query?: {
                after?: string;
                dir?: "asc" | "desc";
                from?: string;
                limit?: number;
                maxAmount?: number;
                maxDpd?: number;
                minAmount?: number;
                minDpd?: number;
                payout?: "problems";
                product?: number;
                q?: string;
                reason?: string;
                sort?: string;
                status?: string;
                to?: string;
                writtenOff?: "1" | "0";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["AdminOrderPage"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_orders_csv: {
        parameters: {
            query?: {
                dir?: "asc" | "desc";
                from?: string;
                maxAmount?: number;
                maxDpd?: number;
                minAmount?: number;
                minDpd?: number;
                payout?: "problems";
                product?: number;
                q?: string;
                reason?: string;
                sort?: string;
                status?: string;
                to?: string;
                writtenOff?: "1" | "0";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (text/csv) on success; the error envelope otherwise */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                    "text/csv": string;
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_orders_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["AdminOrderData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_orders_id_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReasonPayload"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProposeAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_orders_id_decide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecideBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["DecideOutcome"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_orders_id_messages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["OrderMessages"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_orders_id_payout_account: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountChangeBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProposeAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_orders_id_payout_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["PayoutRetried"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_orders_id_refund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundPayload"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProposeAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_orders_id_refund_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundRetryBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["RefundResult"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_orders_id_restructure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestructureRequest"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProposeAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_orders_id_restructure_preview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RestructureRequest"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["RestructurePreview"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_orders_id_restructures: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["RestructureList"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_orders_id_signed_documents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["SignedDocumentList"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_orders_id_signed_documents_doc_pdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                doc: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (application/pdf) on success; the error envelope otherwise */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                    "application/pdf": string;
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_orders_id_signed_documents_doc_text: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                doc: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (text/plain) on success; the error envelope otherwise */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                    "text/plain": string;
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_orders_id_waive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WaiverPayload"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProposeAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_orders_id_write_off: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReasonPayload"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProposeAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_privacy_breaches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["BreachRegister"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_privacy_breaches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BreachBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["BreachView"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_privacy_breaches_id_notified: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BreachNotifiedBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["BreachView"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_privacy_requests: {
        parameters: {
            query?: {
                kind?: "access" | "correction" | "erasure";
                limit?: number;
                status?: "open" | "done" | "refused";
                userId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["RequestQueue"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_privacy_requests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrivacyOpenBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["RequestView"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_privacy_requests_id_assign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrivacyAssignBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["RequestView"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_privacy_requests_id_close: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrivacyCloseBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["RequestView"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_privacy_requests_id_take: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["RequestView"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_reconcile: {
        parameters: {
            query?: {
                day?: string;
                provider?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ReconcileReport"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_requests: {
        parameters: {
            query?: {
                status?: "pending" | "approved" | "rejected" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["RequestList"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_requests_id_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["RequestDecision"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_requests_id_reject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["RequestDecision"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_requests_count: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["RequestCount"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_roles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["RolesView"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_roles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProposeAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_security_events: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["SecurityEventList"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_sessions: {
        parameters: {
            query?: {
                operatorId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["SessionList"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_sessions_id_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["SessionRevoked"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_setup: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["SetupInfo"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_setup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetupBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["OperatorSession"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_totp_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CodeInput"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["TotpConfirmed"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_totp_setup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["Enrolment"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_transfers: {
        parameters: {
            query?: {
                after?: string;
                all?: "1" | "0";
                dir?: "asc" | "desc";
                from?: string;
                limit?: number;
                maxAmount?: number;
                minAmount?: number;
                q?: string;
                reason?: string;
                sort?: string;
                status?: string;
                to?: string;
                writtenOff?: "1" | "0";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["AdminTransferList"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_admin_transfers_csv: {
        parameters: {
            query?: {
                all?: "1" | "0";
                dir?: "asc" | "desc";
                from?: string;
                maxAmount?: number;
                minAmount?: number;
                q?: string;
                reason?: string;
                sort?: string;
                status?: string;
                to?: string;
                writtenOff?: "1" | "0";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (text/csv) on success; the error envelope otherwise */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                    "text/csv": string;
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_transfers_match: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MatchTransferBody"];
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProposeAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_transfers_statement: {
        parameters: {
            query?: {
                dryRun?: "1" | "0";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["StatementImport"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_admin_uploads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["AdminUploaded"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_provider_service_service_loan_repayment_commit: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path: {
                provider: string;
                service: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description one of amount, withholdingAmount */
                    amount?: string;
                    bankCode?: string;
                    bankName?: string;
                    cardId: string;
                    cardNo?: string;
                    couponId?: string;
                    idempotencyKey?: string;
                    orderId: string;
                    repayToken: string;
                    sendMsg?: string;
                    /** @description one of amount, withholdingAmount */
                    withholdingAmount?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["CommitAnswer"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_provider_service_service_loan_repayment_confirm: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path: {
                provider: string;
                service: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    orderId?: string;
                    repaymentRecordId: string;
                    verifyCode: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["RepaymentConfirmData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_provider_service_service_loan_repayment_huichao: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path: {
                provider: string;
                service: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    amount: string;
                    orderId: string;
                    userId?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["HuichaoData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_provider_service_service_loan_repayment_way: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path: {
                provider: string;
                service: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    orderId: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["RepaymentWayData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_lend_contract_jump: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    amount?: string;
                    orderId?: string;
                    position: string;
                    productId: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["ContractJumpData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_lend_contracts: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    productId: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["ContractRef"][] | null;
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_lend_data: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    amount?: string;
                    productId: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["OldLendData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v1_lend_push: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    agreed?: string;
                    amount: string;
                    cicNotice?: string;
                    periods?: string;
                    productId: string;
                    termUnit?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["LoanPushData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v2_provider_promotion_get_captcha: {
        parameters: {
            query: {
                a?: string;
                sid: string;
            };
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (image/png) on success; the error envelope otherwise */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                    "image/png": string;
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v2_provider_promotion_get_sid: {
        parameters: {
            query?: {
                id?: string;
            };
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["GetSIDData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v2_provider_promotion_get_sms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    app_from?: string;
                    appName?: string;
                    capcode: string;
                    deviceId?: string;
                    phone: string;
                    sid: string;
                    user_from?: string;
                    utm_tag?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["GetSMSData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_api_v2_provider_promotion_register: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    app_from?: string;
                    appName?: string;
                    capcode: string;
                    deviceId?: string;
                    id?: string;
                    invite_code?: string;
                    merchantNumber?: string;
                    phone: string;
                    sid: string;
                    smsCode: string;
                    user_from?: string;
                    userName?: string;
                    utm_tag?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["RegisterData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v2_provider_promotion_site_info: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["SiteInfoData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v2_provider_promotion_track_click: {
        parameters: {
            query?: {
                page_id?: string;
                phone?: string;
                sid?: string;
            };
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: null;
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v2_provider_promotion_track_visit: {
        parameters: {
            query?: {
                app_from?: string;
                client_type?: string;
                page_id?: string;
                page_type?: string;
                user_from?: string;
                utm_tag?: string;
            };
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: null;
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_api_v2_provider_service_channel_channel_template: {
        parameters: {
            query: {
                templateId: string;
            };
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["Template"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_bind_card_card_change: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    cardType: string;
                    channelNumber?: string;
                    orderId?: string;
                    product_id?: string;
                } & {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["BindCardData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_bind_card_card_init: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    product_id?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["CardInitData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_bind_card_list: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["BankCardListData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_pautang_message_settings: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    marketing?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["MessageSettingsData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_pautang_privacy: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["PrivacyData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_pautang_privacy_copy: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                format?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                requestId: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (application/pdf) on success; the error envelope otherwise */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                    "application/pdf": string;
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_pautang_privacy_request: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    detail?: string;
                    field?: string;
                    kind: string;
                    value?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["RequestView"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_pautang_restructure_accept: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    offerId: string;
                    orderId: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["RestructureAccepted"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_pautang_restructure_offer: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    orderId: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["RestructureOfferData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_payments_provider_webhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["ProviderWebhookAck"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description bad_signature or stale_timestamp: the callback is refused */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: no such provider is configured */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_payments_webhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["WebhookAck"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description bad_signature or stale_timestamp: the callback is refused */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: no such provider is configured */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_payouts_provider_callback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["WebhookAck"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description bad_signature or stale_timestamp: the callback is refused */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description not_found: no such provider is configured */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_service_event_save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    moduleId: string;
                    positionId?: string;
                    productId?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: null;
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_user_problem_problem_detail: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    problemId: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ComplaintDetailData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_user_problem_problem_init: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                orderId?: string;
                orderNo?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProblemInitData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_user_problem_problem_init: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    orderId?: string;
                    orderNo?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProblemInitData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_user_problem_problem_list: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProblemListData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_user_problem_problem_save: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    orderNo: string;
                    problemDetail: string;
                    problemImage?: string;
                    problemSonType?: string;
                    problemType: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["ProblemSaveData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_user_problem_save_score: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    problemId: string;
                    score: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["SaveScoreData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_user_problem_upload_problem_img: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    problemImage: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["UploadImageData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_bind_card_bind_card_new: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    cardType: string;
                    channelNumber?: string;
                    product_id?: string;
                } & {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 0) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "0";
                        data: components["schemas"]["BindCardData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_certify_info: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["ProfileView"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_certify_save: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    group: string;
                } & {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["ProfileView"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_contract_contract: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    productId: string;
                    scene: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["ContractRef"][] | null;
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_contract_contract_content: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    amount?: string;
                    contractId: string;
                    orderId?: string;
                    productId: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["Contract"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_contract_contract_jump: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    amount?: string;
                    orderId?: string;
                    position: string;
                    productId: string;
                    scene: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["ContractJumpData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_v3_contract_contract_pdf: {
        parameters: {
            query: {
                contractId?: string;
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                orderId: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (application/pdf) on success; the error envelope otherwise */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                    "application/pdf": string;
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_home_index: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["HomeData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_installment_delay_detail: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    orderId: string;
                    productId?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["DelayDetailData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_installment_loan_play_detail: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    orderId: string;
                    productId?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["LoanPlayDetailData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_kyc_status: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["KycStatus"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_kyc_submit: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    idNumber: string;
                    /** Format: binary */
                    idPhoto?: string;
                    idType: string;
                    /** Format: binary */
                    selfie?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["KycStatus"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_loan_confirm_loan_detail_confirm: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    amount?: string;
                    productId: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["Confirm"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_loan_confirm_loan_detail_push: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    agreed?: string;
                    amount: string;
                    cicNotice?: string;
                    periods: string;
                    productId: string;
                    termUnit: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["LoanPushData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_loan_details_generate_vcode: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    amount: string;
                    channelNumber: string;
                    isDelay?: string;
                    orderId: string;
                    productId?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["GenerateVCodeData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_loan_details_loan_details: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    orderId: string;
                    productId?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["Details"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_loan_details_score: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    orderId: string;
                    score: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: null;
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_loan_market_list: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["LoanMarketData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_login_error_detail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    orderId?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["LoginErrorDetailData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_login_error_product_link: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    productId: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["ProductLinkData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_login_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    code: string;
                    deviceId?: string;
                    phone: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["LoginData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_login_logout: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: null;
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_login_sms_code: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    capcode?: string;
                    channel?: string;
                    phone: string;
                    sid?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["SendCodeData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_login_voice_code: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    capcode?: string;
                    phone: string;
                    sid?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["SendCodeData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_order_list: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["OrderListData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_personal_center_contact_kf_info: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    overall?: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["ContactInfoData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_product_calculator: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    amount: string;
                    productId: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["CalculatorData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_product_detail: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    productId: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["ProductDetailData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_repayment_pay_detail: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    reference: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["PayDetailData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_repayment_utr_submit: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    orderId?: string;
                    reference: string;
                    utr: string;
                };
            };
        };
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["UtrSubmitData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_user_delete: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: null;
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_v3_user_info: {
        parameters: {
            query: {
                /** @description common param of a signed-in call */
                deviceId?: string;
                /** @description common param of a signed-in call */
                merchantNumber?: string;
                /** @description common param of a signed-in call */
                mobile?: string;
                /** @description common param of a signed-in call */
                sessionId: string;
                /** @description common param of a signed-in call */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope: a success (code 00) with data, or an error code (x-error-codes) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: "00";
                        data: components["schemas"]["UserInfoData"];
                        message: string;
                        /** @constant */
                        success: true;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description too_large: the body is over the limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description internal: a crash on our side (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
