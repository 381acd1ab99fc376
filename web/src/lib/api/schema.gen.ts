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
        /** Audit log (entity, entityId, operatorId) */
        get: operations["get_admin_audit"];
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
        /** Borrower 360: profile, loans, payments, accounts (masked), messages, complaints */
        get: operations["get_admin_borrowers_id"];
        put?: never;
        post?: never;
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
        /** Update a payment channel */
        post: operations["post_admin_catalog_channels_id"];
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
        /** Save a catalogue document */
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
        /** Create or update a landing template */
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
        /** Loans past due by bucket with case holder and promise (bucket, agent=me|none|id, product) */
        get: operations["get_admin_collections"];
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
        /** Record a call or message (JSON channel, outcome, note, promiseCents, promiseDay); MC 18 hours */
        post: operations["post_admin_collections_id_contacts"];
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
        /** Complaints by reply-by day (open=1 for unanswered only) */
        get: operations["get_admin_complaints"];
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
        /** Decide a submission (JSON approve, or reason and redo = id_photo|selfie|both, or no redo to refuse) */
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
        /** A submission's photo (which = id or selfie), from the private storage; each view is audited */
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
        /** Loans list, keyset-paginated: q (partial name, phone or order no), status, product, from, to, minAmount, maxAmount (pesos), minDpd, maxDpd, sort (created, amount, due, payoff), dir, limit (max 200), after (the previous page's next) */
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
        /** Every loan the loans list's filters select, as CSV, streamed */
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
        /** Save the text of a kind in a language (JSON kind, lang, text; empty text: back to the built-in one); wording check; audited */
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
        /** Operator accounts */
        get: operations["get_admin_operators"];
        put?: never;
        /** Create an operator (JSON email, name, role): answers the one-time set-up link (setupLink, 72 h) where they choose their password */
        post: operations["post_admin_operators"];
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
        /** Change an operator's role, switch or password; unlocks it */
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
        /** A new set-up link for an operator who has not used theirs (the old one stops working) */
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
        /** Reset another operator's two-step login: key and recovery codes removed, sessions ended; they enrol at their next login */
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
        /** Orders (status=21,151..., q=order no or phone, payout=problems) */
        get: operations["get_admin_orders"];
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
        /** Approve or reject an order under review (JSON approve, reason) */
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
        /** Bank-transfer repayments waiting for money (all=1 for every status) */
        get: operations["get_admin_transfers"];
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
        /** Payment gateway webhook (HMAC-SHA256 signature header Pautang-Signature, 300 s tolerance); no session */
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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type SchemaErrorEnvelope = components['schemas']['ErrorEnvelope'];
export type $defs = Record<string, never>;
export interface operations {
    get_admin_audit: {
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
    get_admin_borrowers_id: {
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
            query?: never;
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
    get_admin_finance_trial_balance: {
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
            query?: never;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
            query?: never;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
    post_admin_operators_id: {
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
    post_admin_orders_id_waive: {
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
    post_admin_transfers_match: {
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                    amount: string;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                    amount: string;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
                        /** @description not typed yet: any JSON */
                        data: unknown;
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
