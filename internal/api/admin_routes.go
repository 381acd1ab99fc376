package api

import (
	"net/http"
	"strings"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/backoffice"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/compliance"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/gl"
	"github.com/pautang/pautang/internal/identity"
	"github.com/pautang/pautang/internal/jobs"
	"github.com/pautang/pautang/internal/lending"
)

// adminPrefix is where the back office's JSON API lives, below the /admin cookie path so the
// operator cookie (Path=/admin) reaches it and never reaches the borrower API.
const adminPrefix = "/admin/api"

// adminRoute is one row of the back-office API table. Action is the permission the route
// needs (admin.Matrix); Public routes (login) run without a session.
type adminRoute struct {
	Method  string
	Path    string // below adminPrefix
	Summary string
	Action  admin.Action
	Public  bool
	Handler adminHandler
	// Open handles a Public route other than the login.
	Open http.HandlerFunc
	// Stage lets a session that has not finished the two-step login in: admin.StageCode,
	// admin.StageSetup or anyStage. "" means a full session only.
	Stage admin.Stage
	// Request and Response are zero values of the Go types of the JSON body the handler reads
	// and of the data it answers (e.g. adminOrderData{}); /openapi.json describes both from
	// them. nil: no body / no data.
	Request  any
	Response any
	// Query is a zero value of the struct the handler reads the URL's query into with
	// decodeQuery (request.go: form tags name the params, say which are optional and what
	// values they take); /openapi.json lists its fields as query params. nil: it reads none.
	Query any
	// Errors are the codes the route may answer (/openapi.json); nil: adminErrors, the codes
	// every operator call may answer (the shared ones, the CSRF and two-step checks).
	Errors []string
}

// anyStage marks a route every session reaches, whatever its stage (who am I, log out).
const anyStage admin.Stage = "any"

// adminRoutes is the operator API's route table (Operator.routes).
func (s *Server) adminRoutes() []adminRoute { return Operator{s}.routes() }

// routes is the back office's route table, separate from the borrower table.
func (s Operator) routes() []adminRoute {
	var (
		accounts       = operatorAccounts{s.Server}
		loanDesk       = operatorLoans{s.Server}
		kycDesk        = operatorKYC{s.Server}
		controlDesk    = operatorControls{s.Server}
		lists          = operatorLists{s.Server}
		collectionDesk = operatorCollections{s.Server}
		finance        = operatorFinance{s.Server}
		catalogDesk    = operatorCatalog{s.Server}
		complaintDesk  = operatorComplaints{s.Server}
		jobDesk        = operatorJobs{s.Server}
		complianceDesk = operatorCompliance{s.Server}
		privacyDesk    = operatorPrivacy{s.Server}
	)
	return []adminRoute{
		// Session.
		{Method: "POST", Path: "/login", Summary: "Log in an operator (JSON email, password); sets the HttpOnly cookie, returns the CSRF token", Public: true, Request: loginBody{}, Response: operatorSession{}, Errors: codes(errShared, []string{"admin_csrf", "admin_bad_credentials", "admin_locked", "admin_disabled", "admin_two_step", "captcha_required", "captcha_wrong"})},
		{Method: "POST", Path: "/login/code", Summary: "Second login step (JSON code: the 6-digit TOTP code or a recovery code); a wrong one counts against the lockout; starts the full session", Action: admin.ActSelf, Stage: admin.StageCode, Handler: accounts.handleAdminLoginCode, Request: codeInput{}, Response: operatorSession{}, Errors: codes(adminErrors, []string{"admin_bad_code", "admin_code_used", "admin_totp_unavailable"})},
		{Method: "GET", Path: "/login/captcha", Summary: "A new image code for the login (sid = the previous picture's, to renew it): answers the sid and the PNG as a data: URL", Public: true, Open: accounts.handleAdminLoginCaptcha, Response: captchaImage{}, Query: captchaQuery{}, Errors: codes(adminErrors, []string{"rate_limited"})},
		{Method: "GET", Path: "/setup", Summary: "Whose one-time set-up link a token is (token=...)", Public: true, Open: accounts.handleAdminSetupInfo, Response: setupInfo{}, Query: setupQuery{}, Errors: adminSetupLinkErrors},
		{Method: "POST", Path: "/setup", Summary: "Use a one-time set-up link (JSON token, password): sets the first password and starts a session that can only enrol", Public: true, Open: accounts.handleAdminSetup, Request: setupBody{}, Response: operatorSession{}, Errors: adminSetupLinkErrors},
		{Method: "POST", Path: "/totp/setup", Summary: "Start authenticator enrolment: a new key (otpauth URI for the QR code, and the key to type)", Action: admin.ActSelf, Stage: admin.StageSetup, Handler: accounts.handleAdminTOTPSetup, Response: admin.Enrolment{}, Errors: codes(adminErrors, []string{"admin_totp_state", "admin_totp_unavailable", "admin_setup_link"})},
		{Method: "POST", Path: "/totp/confirm", Summary: "Confirm the key with a code (JSON code): answers the 10 recovery codes once; the session becomes full", Action: admin.ActSelf, Stage: admin.StageSetup, Handler: accounts.handleAdminTOTPConfirm, Request: codeInput{}, Response: totpConfirmed{}, Errors: codes(adminErrors, []string{"admin_bad_code", "admin_totp_state", "admin_totp_unavailable"})},
		{Method: "POST", Path: "/logout", Summary: "End the operator session", Action: admin.ActSelf, Stage: anyStage, Handler: accounts.handleAdminLogout},
		{Method: "GET", Path: "/me", Summary: "The signed-in operator, stage, permissions and CSRF token", Action: admin.ActSelf, Stage: anyStage, Handler: accounts.handleAdminMe, Response: operatorSession{}},
		{Method: "POST", Path: "/me/password", Summary: "Change your own password (JSON current, password); your other sessions end", Action: admin.ActSelf, Handler: accounts.handleAdminChangePassword, Request: passwordBody{}, Response: passwordChanged{}},
		{Method: "GET", Path: "/sessions", Summary: "Live sessions: yours, or (operators.manage) operatorId=N, 0 for everyone", Action: admin.ActSelf, Handler: accounts.handleAdminSessions, Response: sessionList{}, Query: sessionsQuery{}},
		{Method: "POST", Path: "/sessions/{id}/revoke", Summary: "End a session: your own, or anyone's for an admin", Action: admin.ActSelf, Handler: accounts.handleAdminRevokeSession, Response: sessionRevoked{}},

		// Dashboards.
		{Method: "GET", Path: "/dashboard", Summary: "Daily series, loan book, overdue buckets, complaint SLA, landing funnel (days=N)", Action: admin.ActDashboardView, Handler: finance.handleAdminDashboard, Response: dashboardData{}, Query: dashboardQuery{}},

		// Loans: review queue, loan view, decisions, payouts, waivers.
		{Method: "GET", Path: "/finance", Summary: "Money over a range (from, to: YYYY-MM-DD): disbursed, collected, outstanding principal, fees and interest earned, approval rate, collections by channel, daily series; PAR1/7/30/90 today", Action: admin.ActDashboardView, Handler: finance.handleAdminFinance, Response: financeReport{}, Query: dayRange{}},
		{Method: "GET", Path: "/finance/journal.csv", Summary: "The double-entry journal of a range as CSV (from, to), streamed", Action: admin.ActDashboardView, Handler: finance.handleAdminJournal, Query: dayRange{}},
		{Method: "GET", Path: "/finance/trial-balance", Summary: "Trial balance per day and account of a range (from, to; format=csv for the file); each day sums to zero", Action: admin.ActDashboardView, Handler: finance.handleAdminTrialBalance, Response: trialBalance{}, Query: trialBalanceQuery{}},
		{Method: "GET", Path: "/finance/vintage", Summary: "Vintage curves (from, to: months YYYY-MM; default the last 12): per disbursement month, the share of its principal disbursed 30+ days past due at each month-end on book, up to today", Action: admin.ActDashboardView, Handler: finance.handleAdminVintage, Response: admin.Vintage{}, Query: monthRange{}},
		{Method: "GET", Path: "/finance/chart", Summary: "The chart of accounts: each journal role's account code and name, its version, the defaults and the changes waiting for a checker", Action: admin.ActDashboardView, Handler: finance.handleAdminChart, Response: chartView{}, Errors: codes(adminErrors, []string{"admin_chart_invalid"})},
		{Method: "POST", Path: "/finance/chart", Summary: "Propose a new chart of accounts (JSON accounts: every role with code and name; reason): codes unique to an account, every role mapped; another supervisor approves it in the requests inbox", Action: admin.ActChartEdit, Handler: finance.handleAdminProposeChart, Request: chartBody{}, Response: proposeAnswer{}, Errors: codes(adminErrors, []string{"admin_chart_invalid"})},
		{Method: "GET", Path: "/finance/ledger/accounts", Summary: "The general ledger's accounts (type, normal side, control) with each one's opening balance, debits, credits and closing balance over a range (from, to), loan postings and manual entries; the closing balances net to zero", Action: admin.ActDashboardView, Handler: ledgerHandlers{s.Server}.accounts, Response: gl.AccountBalances{}, Query: dayRange{}},
		{Method: "GET", Path: "/finance/ledger", Summary: "One account's ledger (account: its code) over a range (from, to): opening balance, each day's loan postings summed and each manual entry, with the running balance on the account's normal side", Action: admin.ActDashboardView, Handler: ledgerHandlers{s.Server}.account, Response: gl.AccountLedger{}, Query: ledgerQuery{}, Errors: codes(adminErrors, []string{"ledger_account_unknown"})},
		{Method: "GET", Path: "/finance/ledger/entries", Summary: "The manual journal entries of a range (from, to) with their lines and reversal links, the entries and reversals waiting for a checker, and the accounts", Action: admin.ActDashboardView, Handler: ledgerHandlers{s.Server}.entries, Response: ledgerEntries{}, Query: dayRange{}},
		{Method: "POST", Path: "/finance/ledger/entries", Summary: "Propose a manual journal entry (JSON day, memo, lines: account code, side debit|credit, amountCents; reason): balanced, 2 to 40 lines, no control account; a supervisor approves it in the requests inbox", Action: admin.ActJournalPost, Handler: ledgerHandlers{s.Server}.proposeEntry, Request: journalEntryBody{}, Response: proposeAnswer{}, Errors: codes(adminErrors, ledgerEntryErrors)},
		{Method: "POST", Path: "/finance/ledger/entries/{id}/reverse", Summary: "Propose reversing a posted manual entry (JSON reason): a new entry with the sides swapped, dated the day a supervisor approves it", Action: admin.ActJournalPost, Handler: ledgerHandlers{s.Server}.proposeReversal, Request: reverseEntryBody{}, Response: proposeAnswer{}, Errors: codes(adminErrors, ledgerEntryErrors)},
		{Method: "GET", Path: "/finance/months", Summary: "The closed accounting months (totals, entries, the stored journal's and trial balance's SHA-256, closed by whom and when, approved by whom), the first open day, the next month to close and whether it may be closed today, and the closes waiting for a checker", Action: admin.ActDashboardView, Handler: ledgerHandlers{s.Server}.months, Response: booksMonths{}},
		{Method: "POST", Path: "/finance/months/close", Summary: "Propose closing an accounting month (JSON month YYYY-MM, reason): only after it ended, in order; another supervisor approves it in the requests inbox, which stores its journal and trial balance as they are then", Action: admin.ActMonthClose, Handler: ledgerHandlers{s.Server}.proposeClose, Request: monthCloseBody{}, Response: proposeAnswer{}, Errors: codes(adminErrors, monthCloseErrors)},
		{Method: "GET", Path: "/loans", Summary: "Loans list, keyset-paginated: q (partial name, phone or order no), status, product, from, to, minAmount, maxAmount (pesos), minDpd, maxDpd, writtenOff (1|0), sort (created, amount, due, payoff), dir, limit (max 200), after (the previous page's next)", Action: admin.ActLoansView, Handler: lists.handleAdminLoanList, Response: backoffice.LoanPage{}, Query: loanPageQuery{}},
		{Method: "GET", Path: "/loans.csv", Summary: "Every loan the loans list's filters select, as CSV, streamed; a personal-data read: reason=why (3-200 characters), audited export.csv with the filter and row count", Action: admin.ActLoansView, Handler: lists.handleAdminLoanExport, Query: loanQuery{}, Errors: adminReadErrors},
		{Method: "GET", Path: "/orders.csv", Summary: "Every order the orders list's filters select, as CSV, streamed; a personal-data read: reason=why (3-200 characters), audited export.csv with the filter and row count", Action: admin.ActLoansView, Handler: lists.handleAdminOrderExport, Query: orderQuery{}, Errors: adminReadErrors},
		{Method: "GET", Path: "/orders", Summary: "Orders: the review queue (status=21, oldest first), every order, the disbursement monitor (payout=problems); the loans list's filters and sorts. Keyset page (sort, dir, limit up to 200, after = the previous page's next; next is answered)", Action: admin.ActLoansView, Handler: lists.handleAdminOrders, Response: adminOrderPage{}, Query: orderPageQuery{}},
		{Method: "GET", Path: "/orders/{id}", Summary: "One order: applicant, history, schedule, ledger, balances, events, payouts, contracts", Action: admin.ActLoansView, Handler: loanDesk.handleAdminOrder, Response: adminOrderData{}, Errors: adminLoanErrors},
		{Method: "POST", Path: "/orders/{id}/decide", Summary: "Approve or reject an order under review (JSON approve; a rejection's reasonCode from the order page's refusalReasons: the borrower reads its text; reason: the internal note, kept on the order and audited, never shown to the borrower)", Action: admin.ActLoansDecide, Handler: loanDesk.handleAdminDecide, Request: decideBody{}, Response: decideOutcome{}, Errors: adminDecideErrors},
		{Method: "POST", Path: "/orders/{id}/payout-retry", Summary: "Retry the payout of an approved order", Action: admin.ActPayoutRetry, Handler: loanDesk.handleAdminPayoutRetry, Response: payoutRetried{}, Errors: codes(adminErrors, []string{"admin_payout_not_due", "admin_no_payouts"}, errLoanCodes, errBankCodes)},
		{Method: "GET", Path: "/orders/{id}/signed-documents", Summary: "The documents the borrower accepted, as accepted: kind, template version, SHA-256 of the text and the PDF, and the evidence (time, address, user agent, device, session, consent)", Action: admin.ActLoansView, Handler: signedDocs{s.Server}.handleAdminSignedDocuments, Response: signedDocumentList{}, Errors: adminLoanErrors},
		{Method: "GET", Path: "/orders/{id}/signed-documents/{doc}/pdf", Summary: "One accepted document's PDF as stored; every read is audited", Action: admin.ActLoansView, Handler: signedDocs{s.Server}.handleAdminSignedPDF, Errors: adminLoanErrors},
		{Method: "GET", Path: "/orders/{id}/signed-documents/{doc}/text", Summary: "One accepted document's text as stored (UTF-8; its SHA-256 is the recorded one); every read is audited", Action: admin.ActLoansView, Handler: signedDocs{s.Server}.handleAdminSignedText, Errors: adminLoanErrors},
		{Method: "GET", Path: "/orders/{id}/messages", Summary: "The borrower's reminders and notices with their delivery status", Action: admin.ActLoansView, Handler: collectionDesk.handleAdminOrderMessages, Response: orderMessages{}, Errors: adminLoanErrors},
		{Method: "POST", Path: "/orders/{id}/write-off", Summary: "Propose writing a loan off (JSON reason); it must be PAUTANG_WRITE_OFF_AFTER_DAYS past due and waits for a supervisor in the requests inbox", Action: admin.ActLoansExceptions, Handler: controlDesk.handleAdminWriteOff, Request: reasonPayload{}, Response: proposeAnswer{}, Errors: adminLoanErrors},
		{Method: "POST", Path: "/orders/{id}/cancel", Summary: "Propose cancelling an approved order whose payout never went out (JSON reason); it waits for a supervisor in the requests inbox", Action: admin.ActLoansExceptions, Handler: controlDesk.handleAdminCancel, Request: reasonPayload{}, Response: proposeAnswer{}, Errors: adminLoanErrors},
		{Method: "POST", Path: "/orders/{id}/refund", Summary: "Propose refunding the borrower's credit on an order to their payout account (JSON amount in centavos, reason); it waits for a supervisor in the requests inbox", Action: admin.ActLoansExceptions, Handler: controlDesk.handleAdminRefund, Request: refundPayload{}, Response: proposeAnswer{}, Errors: adminLoanErrors},
		{Method: "POST", Path: "/orders/{id}/refund-retry", Summary: "Resend a pending refund of the order with its own reference (JSON reference; the provider never pays it twice)", Action: admin.ActPayoutRetry, Handler: controlDesk.handleAdminRefundRetry, Request: refundRetryBody{}, Response: disburse.RefundResult{}, Errors: adminLoanErrors},
		{Method: "POST", Path: "/orders/{id}/payout-account", Summary: "Propose changing the borrower's payout account at their request (JSON cardType, channelNumber, fields as the bank form's codes, reason); the number is sealed at once; it waits for a supervisor in the requests inbox", Action: admin.ActLoansExceptions, Handler: controlDesk.handleAdminAccountChange, Request: accountChangeBody{}, Response: proposeAnswer{}, Errors: adminLoanErrors},
		{Method: "POST", Path: "/orders/{id}/restructure/preview", Summary: "Price a restructure of an open loan as it stands today (JSON installments, termDays): the new schedule and disclosure figures", Action: admin.ActLoansExceptions, Handler: controlDesk.handleAdminRestructurePreview, Request: restructureRequest{}, Response: restructurePreview{}, Errors: adminLoanErrors},
		{Method: "POST", Path: "/orders/{id}/restructure", Summary: "Propose a restructure (JSON installments, termDays, reason); a supervisor's approval offers it to the borrower, who accepts it on the loan detail", Action: admin.ActLoansExceptions, Handler: controlDesk.handleAdminRestructure, Request: restructureRequest{}, Response: proposeAnswer{}, Errors: adminLoanErrors},
		{Method: "GET", Path: "/orders/{id}/restructures", Summary: "The order's restructure offers (offered, accepted, superseded) with the form's bounds", Action: admin.ActLoansView, Handler: controlDesk.handleAdminRestructures, Response: restructureList{}, Errors: adminLoanErrors},
		{Method: "POST", Path: "/orders/{id}/waive", Summary: "Propose a waiver of late charges (JSON bucket, amount in centavos, reason); it waits for a supervisor in the requests inbox", Action: admin.ActLoansWaive, Handler: controlDesk.handleAdminWaive, Request: waiverPayload{}, Response: proposeAnswer{}, Errors: codes(adminErrors, []string{"admin_waiver_invalid"}, errLoanCodes, errBankCodes)},

		// Identity checks.
		{Method: "GET", Path: "/kyc", Summary: "Identity submissions (status=submitted|approved|rejected|redo) with duplicate flags (same ID number, device or payout account)", Action: admin.ActKYCReview, Handler: kycDesk.handleAdminKYCQueue, Response: kycQueue{}, Query: kycQueueQuery{}, Errors: adminKYCErrors},
		{Method: "GET", Path: "/kyc/{id}/photo/{which}", Summary: "A submission's photo (which = id or selfie), from the private storage; a personal-data read: reason=why (3-200 characters), each view audited kyc.photo.view", Action: admin.ActKYCReview, Handler: kycDesk.handleAdminKYCPhoto, Errors: codes(adminKYCErrors, adminReadErrors), Query: readReason{}},
		{Method: "POST", Path: "/kyc/{id}/decide", Summary: "Decide a submission (JSON approve, or reason and redo = id_photo|selfie|both, or no redo to refuse; the borrower reads the reason code's text; note: the internal note, kept and audited, never shown to the borrower)", Action: admin.ActKYCReview, Handler: kycDesk.handleAdminKYCDecide, Request: kycDecideBody{}, Response: identity.KYCSubmission{}, Errors: codes(adminErrors, []string{"loans_not_under_review", "loans_cap_exceeded", "loans_invalid_product"}, errKYCCodes)},

		// Four eyes: the checkers' inbox.
		{Method: "GET", Path: "/requests", Summary: "Maker-checker requests, newest first (status=pending|approved|rejected|failed), and how many wait", Action: admin.ActRequestsView, Handler: controlDesk.handleAdminRequests, Response: requestList{}, Query: requestsQuery{}, Errors: codes(adminErrors, errRequestCodes)},
		{Method: "GET", Path: "/requests/count", Summary: "How many requests wait for a checker (the inbox badge)", Action: admin.ActRequestsView, Handler: controlDesk.handleAdminRequestCount, Response: requestCount{}, Errors: adminRequestErrors},
		{Method: "POST", Path: "/requests/{id}/approve", Summary: "Approve a request (not your own; the kind's checker role): its action runs once", Action: admin.ActRequestsCheck, Handler: controlDesk.handleAdminApproveRequest, Response: requestDecision{}, Errors: adminRequestErrors},
		{Method: "POST", Path: "/requests/{id}/reject", Summary: "Reject a request with a reason (JSON reason); nothing changes", Action: admin.ActRequestsCheck, Handler: controlDesk.handleAdminRejectRequest, Request: rejectBody{}, Response: requestDecision{}, Errors: adminRequestErrors},

		// Collections: the queue of loans past due, cases, contact log, promises to pay.
		{Method: "GET", Path: "/collections", Summary: "Loans past due with case holder and promise (q, bucket, minDpd, maxDpd, agent=me|none|id, product=id or name, minAmount, maxAmount, writtenOff=1|0; sort next (default: next-action day, then days past due), overdue, amount) and the queue's totals per bucket. Keyset page (sort, dir, limit up to 200, after = the previous page's next; next is answered)", Action: admin.ActLoansView, Handler: lists.handleAdminCollections, Response: adminCollectionList{}, Query: collectionPageQuery{}},
		{Method: "GET", Path: "/collections.csv", Summary: "Every case the collections queue's filters select, as CSV, streamed; a personal-data read: reason=why (3-200 characters), audited export.csv with the filter and row count", Action: admin.ActLoansView, Handler: lists.handleAdminCollectionExport, Query: collectionQuery{}, Errors: adminReadErrors},
		{Method: "GET", Path: "/collections/stats", Summary: "Roll rates per bucket over the last month and promises of the last 30 days by outcome", Action: admin.ActLoansView, Handler: collectionDesk.handleAdminCollectionStats, Response: collectionStats{}},
		{Method: "GET", Path: "/collections/rates", Summary: "Collection rate by bucket over a range of Manila days (from, to: YYYY-MM-DD; default the last 30 days; at most 366): per bucket the loans, what they owed on entering it and what was collected while in it", Action: admin.ActLoansView, Handler: collectionDesk.handleAdminCollectionRates, Response: collectionRatesData{}, Query: dayRange{}},
		{Method: "GET", Path: "/collections/{id}", Summary: "A case: queue row, contact log, promises", Action: admin.ActLoansView, Handler: collectionDesk.handleAdminCollectionCase, Response: collectionCase{}},
		{Method: "POST", Path: "/collections/{id}/claim", Summary: "Claim a case nobody holds", Action: admin.ActCollectionsWork, Handler: collectionDesk.handleAdminCollectionClaim, Response: caseClaimed{}},
		{Method: "GET", Path: "/collections/{id}/letters/{letter}/pdf", Summary: "A demand letter's PDF as it was sent (checked against its SHA-256); every read is audited", Action: admin.ActLoansView, Handler: collectionDesk.handleAdminCollectionLetter, Errors: adminLoanErrors},
		{Method: "POST", Path: "/collections/{id}/next-action", Summary: "Set a case's next-action day (JSON day: today to 60 days ahead); audited", Action: admin.ActCollectionsWork, Handler: collectionDesk.handleAdminCollectionNextAction, Request: nextActionBody{}, Response: nextActionSet{}},
		{Method: "POST", Path: "/collections/{id}/contacts", Summary: "Record a call or message (JSON channel, outcome, note, promiseCents, promiseDay, nextActionDay); MC 18 hours; channel sms sends the borrower the collection_sms template with the amount past due", Action: admin.ActCollectionsWork, Handler: collectionDesk.handleAdminCollectionContact, Request: contactBody{}, Response: contactRecorded{}, Errors: codes(adminErrors, []string{CodePromiseAbovePayable})},
		{Method: "GET", Path: "/borrowers", Summary: "Borrowers with their loans' figures (q = partial name, phone or order number; from, to registered; overdue=1; writtenOff=1|0; sort created, name). Keyset page (sort, dir, limit up to 200, after = the previous page's next; next is answered)", Action: admin.ActLoansView, Handler: lists.handleAdminBorrowers, Response: backoffice.BorrowerPage{}, Query: borrowerPageQuery{}},
		{Method: "GET", Path: "/borrowers.csv", Summary: "Every borrower the borrowers list's filters select, as CSV, streamed; a personal-data read: reason=why (3-200 characters), audited export.csv with the filter and row count", Action: admin.ActLoansView, Handler: lists.handleAdminBorrowerExport, Query: borrowerQuery{}, Errors: adminReadErrors},
		{Method: "GET", Path: "/borrowers/{id}", Summary: "Borrower 360: profile, loans, payments, accounts (masked), messages, complaints; reason=why (3-200 characters), audited read.borrower360", Action: admin.ActLoansView, Handler: collectionDesk.handleAdminBorrower, Response: borrower360{}, Errors: adminReadErrors, Query: readReason{}},
		{Method: "GET", Path: "/borrowers/{id}/notes", Summary: "The notes agents wrote about a borrower, newest first (append-only)", Action: admin.ActLoansView, Handler: collectionDesk.handleAdminBorrowerNotes, Response: borrowerNotesData{}},
		{Method: "POST", Path: "/borrowers/{id}/notes", Summary: "Add a note about a borrower (JSON body, 1 to 2,000 characters); never edited or deleted; audited", Action: admin.ActCollectionsWork, Handler: collectionDesk.handleAdminBorrowerNoteAdd, Request: borrowerNoteIn{}, Response: borrowerNotesData{}},
		{Method: "GET", Path: "/collections/{id}/references", Summary: "The references of the case's borrower (phones masked by role), today's message to each and the fixed text each would receive", Action: admin.ActLoansView, Handler: collectionDesk.handleAdminCaseReferences, Response: caseReferencesData{}},
		{Method: "POST", Path: "/collections/{id}/references/message", Summary: "Send a reference the fixed template message (JSON slot ref1|ref2, lang en|fil): no free text, nothing about the loan; MC 18 hours; a loan past due; one a reference a day; in the contact log and message history; audited", Action: admin.ActCollectionsWork, Handler: collectionDesk.handleAdminCaseReferenceMessage, Request: referenceMessageIn{}, Response: referenceMessageData{}, Errors: codes(adminErrors, []string{"messages_reference_disclosure"})},
		{Method: "POST", Path: "/collections/assign", Summary: "Assign cases to an agent in bulk (JSON orderIds, agentId; 0 returns them to the queue)", Action: admin.ActCollectionsAssign, Handler: collectionDesk.handleAdminCollectionAssign, Request: assignBody{}, Response: casesAssigned{}},
		{Method: "GET", Path: "/messages/templates", Summary: "Borrower message kinds: class, built-in text and the supervisor's wording per language, and the fields a text may use", Action: admin.ActLoansView, Handler: catalogDesk.handleAdminMessageTemplates, Response: messageTemplates{}},
		{Method: "POST", Path: "/messages/templates/preview", Summary: "A text of a kind (JSON kind, lang, text; empty: the current one) written with sample fields, after the wording check", Action: admin.ActMessagesEdit, Handler: catalogDesk.handleAdminMessagePreview, Request: templateIn{}, Response: messagePreview{}},
		{Method: "POST", Path: "/messages/templates", Summary: "Propose the text of a kind in a language (JSON kind, lang, text, reason; empty text: back to the built-in one); wording check; another supervisor approves it in the requests inbox", Action: admin.ActMessagesEdit, Handler: catalogDesk.handleAdminMessageTemplateSave, Request: messageBody{}, Response: proposeAnswer{}},

		// Transfer desk.
		{Method: "GET", Path: "/transfers", Summary: "Bank-transfer repayments: waiting for money unless status (pending,succeeded,failed) or all=1; q (partial reference, UTR, order no, name, phone), from, to, minAmount, maxAmount, writtenOff; sort created, amount. Keyset page (sort, dir, limit up to 200, after = the previous page's next; next is answered)", Action: admin.ActLoansView, Handler: lists.handleAdminTransfers, Response: adminTransferList{}, Query: transferPageQuery{}, Errors: adminRepayErrors},
		{Method: "GET", Path: "/transfers.csv", Summary: "Every transfer repayment the transfer list's filters select, as CSV, streamed; a personal-data read: reason=why (3-200 characters), audited export.csv with the filter and row count", Action: admin.ActLoansView, Handler: lists.handleAdminTransferExport, Query: transferQuery{}, Errors: codes(adminRepayErrors, adminReadErrors)},
		{Method: "POST", Path: "/transfers/match", Summary: "Match a statement line to a transfer repayment (JSON reference, utr, amount in centavos)", Action: admin.ActRepaymentMatch, Handler: finance.handleAdminMatchTransfer, Request: matchTransferBody{}, Response: proposeAnswer{}, Errors: adminRepayErrors},

		{Method: "POST", Path: "/transfers/statement", Summary: "Import a bank statement CSV (multipart file, or the CSV as body; dryRun=1 to preview): credit lines matched to waiting transfers by declared UTR or our reference and amount are booked; unmatched lines and transfers are answered", Action: admin.ActRepaymentMatch, Handler: finance.handleAdminStatement, Response: statementImport{}, Query: statementQuery{}, Errors: codes(adminErrors, []string{"admin_statement_invalid"}, errRepayCodes)},
		{Method: "GET", Path: "/reconcile", Summary: "A gateway's payments of a day against ours (provider=paymongo, day=YYYY-MM-DD Manila): missing, extra, mismatched", Action: admin.ActLoansView, Handler: finance.handleAdminReconcile, Response: reconcileReport{}, Query: reconcileQuery{}, Errors: adminRepayErrors},
		// Background jobs (River).
		{Method: "GET", Path: "/jobs", Summary: "Background jobs: the queues with their jobs by state, and the newest jobs (state=, queue=, kind=, limit= up to 500) with their attempts' errors", Action: admin.ActJobsView, Handler: jobDesk.handleAdminJobs, Response: jobsPage{}, Query: jobsQuery{}, Errors: codes(adminErrors, []string{"jobs_unavailable"})},
		{Method: "POST", Path: "/jobs/{id}/retry", Summary: "Run a job again as soon as possible (a failed, cancelled or finished one, or one waiting for its next attempt); audited", Action: admin.ActJobsManage, Handler: jobDesk.handleAdminJobRetry, Response: jobs.Job{}, Errors: codes(adminErrors, []string{"jobs_unavailable"})},
		{Method: "POST", Path: "/jobs/{id}/cancel", Summary: "Cancel a job that has not finished (a running one is asked to stop); audited", Action: admin.ActJobsManage, Handler: jobDesk.handleAdminJobCancel, Response: jobs.Job{}, Errors: codes(adminErrors, []string{"jobs_unavailable"})},

		// Complaint desk.
		{Method: "GET", Path: "/complaints", Summary: "Complaints, by reply-by day first (state=open|replied|overdue, open=1, type, q = partial order no, name or phone, from, to, writtenOff; sort replyBy, created). Keyset page (sort, dir, limit up to 200, after = the previous page's next; next is answered)", Action: admin.ActComplaintsView, Handler: lists.handleAdminComplaints, Response: adminComplaintList{}, Query: complaintPageQuery{}, Errors: adminComplaintErrors},
		{Method: "GET", Path: "/complaints.csv", Summary: "Every complaint the complaint list's filters select, as CSV, streamed; a personal-data read: reason=why (3-200 characters), audited export.csv with the filter and row count", Action: admin.ActComplaintsView, Handler: lists.handleAdminComplaintExport, Query: complaintQuery{}, Errors: codes(adminComplaintErrors, adminReadErrors)},
		{Method: "GET", Path: "/complaints/{id}", Summary: "One complaint with its process result and score", Action: admin.ActComplaintsView, Handler: complaintDesk.handleAdminComplaint, Response: adminComplaint{}, Errors: adminComplaintErrors},
		{Method: "POST", Path: "/complaints/{id}/reply", Summary: "Write the process result (JSON text, images, askRating)", Action: admin.ActComplaintsReply, Handler: complaintDesk.handleAdminComplaintReply, Request: complaintReplyBody{}, Response: adminComplaint{}, Errors: adminComplaintErrors},
		{Method: "POST", Path: "/uploads", Summary: "Upload a reply image (multipart field file; JPG/PNG, 5 MB)", Action: admin.ActComplaintsReply, Handler: complaintDesk.handleAdminUpload, Response: adminUploaded{}, Errors: adminComplaintErrors},

		// Compliance desk: CIC files, sanctions screening, STR cases, covered transactions.
		{Method: "GET", Path: "/compliance", Summary: "The Compliance page: the CIC files and their status, the screening hits (open first), the STR cases (open first, by deadline), the covered transactions (flagged first), today, the covered-transaction threshold and the STR's suspicious circumstances", Action: admin.ActComplianceView, Handler: complianceDesk.handleAdminCompliance, Response: compliance.Desk{}},
		{Method: "POST", Path: "/compliance/aml/lists", Summary: "Load a sanctions list (source=un: the UN consolidated list's XML; source=watch: CSV ref,name,birth_date) as the body or the multipart field file; every borrower is screened against it; audited", Action: admin.ActComplianceWork, Handler: complianceDesk.handleAdminLoadList, Response: listLoaded{}, Query: amlListQuery{}},
		{Method: "POST", Path: "/compliance/hits/{id}/clear", Summary: "Propose clearing a screening hit: the borrower is not the listed person (JSON reason); a supervisor other than you approves it in the requests inbox, and until then the borrower's applications stay held", Action: admin.ActComplianceWork, Handler: complianceDesk.handleAdminHitClear, Request: hitClearBody{}, Response: proposeAnswer{}, Errors: codes(adminErrors, errRequestCodes, []string{"aml_hit_decided"})},
		{Method: "POST", Path: "/compliance/hits/{id}/confirm", Summary: "Confirm a screening hit as the listed person (JSON reason): the borrower's applications under review are refused with the lending-policy reason (the borrower is never told of the listing); audited", Action: admin.ActComplianceWork, Handler: complianceDesk.handleAdminHitConfirm, Request: confirmBody{}, Response: hitDecision{}, Errors: codes(adminErrors, []string{"aml_hit_decided"})},
		{Method: "POST", Path: "/compliance/str", Summary: "Open a suspicious transaction case (JSON userId, suspicionOn, orderIds, circumstances, unlawfulActivity, narrative): the subject and the loans' transactions are kept as they are now; due to the AMLC 5 working days after the suspicion was established; audited", Action: admin.ActComplianceWork, Handler: complianceDesk.handleAdminOpenSTR, Request: strInput{}, Response: strCase{}},
		{Method: "POST", Path: "/compliance/str/{id}/file", Summary: "Record that an STR case was filed with the AMLC (JSON amlcRef); audited", Action: admin.ActComplianceWork, Handler: complianceDesk.handleAdminFileSTR, Request: amlcRefBody{}, Response: strCase{}, Errors: codes(adminErrors, []string{"aml_case_closed"})},
		{Method: "POST", Path: "/compliance/covered/{id}/report", Summary: "Record that a covered transaction was reported to the AMLC (JSON amlcRef); audited", Action: admin.ActComplianceWork, Handler: complianceDesk.handleAdminReportCovered, Request: amlcRefBody{}, Response: coveredReported{}, Errors: codes(adminErrors, []string{"aml_case_closed"})},
		{Method: "POST", Path: "/compliance/cic/{id}/status", Summary: "Record where a CIC file stands (JSON status: submitted, then accepted or rejected with the CIC's reason in note); audited", Action: admin.ActComplianceWork, Handler: complianceDesk.handleAdminCICStatus, Request: cicStatusBody{}, Response: cicSubmission{}},
		// Data privacy: the data subject's requests (30-day clock, owner) and the breach register (72-hour clocks).
		{Method: "GET", Path: "/privacy/requests", Summary: "The data subject's requests (access, correction, erasure), open ones by due time first (status, kind, userId, limit up to 500), each with its 30-day clock and owner; how many are open and overdue", Action: admin.ActPrivacyView, Handler: privacyDesk.handleAdminPrivacyRequests, Response: compliance.RequestQueue{}, Query: privacyRequestsQuery{}, Errors: adminPrivacyErrors},
		{Method: "POST", Path: "/privacy/requests", Summary: "Open a request for a borrower (JSON userId, kind access|correction|erasure, field fullName|birthDate|other and value for a correction, detail): a copy is ready in the borrower's app at once, an erasure is carried out (kept refused with the reason while a loan is open), a correction waits with its 30-day clock; audited", Action: admin.ActPrivacyWork, Handler: privacyDesk.handleAdminPrivacyOpen, Request: privacyOpenBody{}, Response: compliance.RequestView{}, Errors: adminPrivacyErrors},
		{Method: "POST", Path: "/privacy/requests/{id}/take", Summary: "Become the owner of an open request; audited", Action: admin.ActPrivacyWork, Handler: privacyDesk.handleAdminPrivacyTake, Response: compliance.RequestView{}, Errors: adminPrivacyErrors},
		{Method: "POST", Path: "/privacy/requests/{id}/assign", Summary: "Make an operator the owner of an open request (JSON operatorId); audited", Action: admin.ActPrivacyManage, Handler: privacyDesk.handleAdminPrivacyAssign, Request: privacyAssignBody{}, Response: compliance.RequestView{}, Errors: adminPrivacyErrors},
		{Method: "POST", Path: "/privacy/requests/{id}/close", Summary: "Answer an open request (JSON done, note): refused with the reason, or done: an erasure erases, a name or birth-date correction changes them through the identity-check rules (a new check after an approved one), another correction is described in the note; audited", Action: admin.ActPrivacyWork, Handler: privacyDesk.handleAdminPrivacyClose, Request: privacyCloseBody{}, Response: compliance.RequestView{}, Errors: adminPrivacyErrors},
		{Method: "GET", Path: "/privacy/breaches", Summary: "The breach register, newest discovery first, each with its 72-hour NPC and data-subject notification clocks; how many have a notification past due", Action: admin.ActPrivacyView, Handler: privacyDesk.handleAdminBreaches, Response: compliance.BreachRegister{}, Errors: adminPrivacyErrors},
		{Method: "POST", Path: "/privacy/breaches", Summary: "Record a breach (JSON title, description, occurredAt, discoveredAt in Unix ms, dataAffected, subjectsAffected): both notifications are due 72 hours after the discovery; audited", Action: admin.ActPrivacyManage, Handler: privacyDesk.handleAdminBreachRecord, Request: breachBody{}, Response: compliance.BreachView{}, Errors: adminPrivacyErrors},
		{Method: "POST", Path: "/privacy/breaches/{id}/notified", Summary: "Record that the NPC or the data subjects were notified of a breach now (JSON whom npc|subjects), once; audited", Action: admin.ActPrivacyManage, Handler: privacyDesk.handleAdminBreachNotified, Request: breachNotifiedBody{}, Response: compliance.BreachView{}, Errors: adminPrivacyErrors},

		// Catalogue.
		{Method: "GET", Path: "/catalog/products", Summary: "Products with their fee, late and rollover rules", Action: admin.ActCatalogView, Handler: catalogDesk.handleAdminProducts, Response: productList{}, Errors: adminDecideErrors},
		{Method: "POST", Path: "/catalog/products", Summary: "Create or update a product (cap guard applies)", Action: admin.ActCatalogEdit, Handler: catalogDesk.handleAdminSaveProduct, Request: productView{}, Response: proposeAnswer{}, Errors: adminDecideErrors},
		{Method: "GET", Path: "/catalog/charges-policy", Summary: "The charges policy in force (ceilings on interest, late charges and the total cost, on every loan), its saved versions, the default and the changes waiting", Action: admin.ActCatalogView, Handler: chargesArea{s.Server}.handleAdminChargesPolicy, Response: chargesPolicyView{}, Errors: adminLoanErrors},
		{Method: "POST", Path: "/catalog/charges-policy", Summary: "Propose a new charges policy (JSON policy, reason); another supervisor approves it in the requests inbox", Action: admin.ActRulesEdit, Handler: chargesArea{s.Server}.handleAdminProposeChargesPolicy, Request: chargesPolicyBody{}, Response: proposeAnswer{}, Errors: codes(adminLoanErrors, []string{"loans_invalid_policy"})},
		{Method: "GET", Path: "/catalog/underwriting", Summary: "The underwriting rules in force, their saved versions and the defaults", Action: admin.ActCatalogView, Handler: catalogDesk.handleAdminRules, Response: rulesView{}, Errors: adminLoanErrors},
		{Method: "POST", Path: "/catalog/underwriting/preview", Summary: "Decide the latest applications under proposed rules (JSON rules) and under the rules in force", Action: admin.ActRulesEdit, Handler: catalogDesk.handleAdminRulesPreview, Request: rulesBody{}, Response: rulesPreview{}, Errors: adminLoanErrors},
		{Method: "POST", Path: "/catalog/underwriting", Summary: "Propose new underwriting rules (JSON rules, reason); another supervisor approves them in the requests inbox", Action: admin.ActRulesEdit, Handler: catalogDesk.handleAdminProposeRules, Request: rulesBody{}, Response: proposeAnswer{}, Errors: adminLoanErrors},
		{Method: "GET", Path: "/catalog/scorecard", Summary: "The scorecard in force (version 0: none) and the inputs and reason codes a characteristic may use", Action: admin.ActCatalogView, Handler: catalogDesk.handleAdminScorecard, Response: scorecardView{}, Errors: adminLoanErrors},
		{Method: "POST", Path: "/catalog/scorecard", Summary: "Propose a scorecard version (JSON card, reason); another supervisor approves it in the requests inbox", Action: admin.ActRulesEdit, Handler: catalogDesk.handleAdminProposeScorecard, Request: scorecardBody{}, Response: proposeAnswer{}, Errors: adminLoanErrors},
		{Method: "POST", Path: "/catalog/products/preview", Summary: "Price a product as edited, unsaved: quotes at its smallest and largest amount with the effective interest rate, and why the cap guard would refuse it", Action: admin.ActCatalogView, Handler: catalogDesk.handleAdminPreviewProduct, Request: productView{}, Response: lending.ProductPreview{}, Errors: adminLoanErrors},
		{Method: "GET", Path: "/catalog/channels", Summary: "Payment channels and their instructions", Action: admin.ActCatalogView, Handler: catalogDesk.handleAdminChannels, Response: adminChannelsView{}, Errors: adminLoanErrors},
		{Method: "POST", Path: "/catalog/channels/{id}", Summary: "Propose a change of a payment channel (name, switch, order, route, instructions {title, steps}; reason); borrowers see the old one until a supervisor approves it in the requests inbox", Action: admin.ActCatalogEdit, Handler: catalogDesk.handleAdminSaveChannel, Request: channelBody{}, Response: proposeAnswer{}, Errors: adminLoanErrors},
		{Method: "GET", Path: "/catalog/templates", Summary: "Landing templates", Action: admin.ActCatalogView, Handler: catalogDesk.handleAdminTemplates, Response: templateList{}, Errors: adminLoanErrors},
		{Method: "POST", Path: "/catalog/templates", Summary: "Propose a new landing template or a change of one (name, settings, switch; reason); a supervisor approves it in the requests inbox", Action: admin.ActCatalogEdit, Handler: catalogDesk.handleAdminSaveTemplate, Request: landingBody{}, Response: proposeAnswer{}, Errors: adminLoanErrors},
		{Method: "GET", Path: "/catalog/bank-items", Summary: "Bind-card form items", Action: admin.ActCatalogView, Handler: catalogDesk.handleAdminBankItems, Response: bankItemList{}, Errors: adminLoanErrors},
		{Method: "POST", Path: "/catalog/bank-items/{id}", Summary: "Update a bind-card form item's texts, order and switch", Action: admin.ActCatalogEdit, Handler: catalogDesk.handleAdminSaveBankItem, Request: banking.BankFormItemRow{}, Response: banking.BankFormItemRow{}, Errors: adminLoanErrors},
		{Method: "GET", Path: "/catalog/settings/{key}", Summary: "A catalogue document: contacts, recommended, contracts", Action: admin.ActCatalogView, Handler: catalogDesk.handleAdminSetting, Response: catalogSetting{}, Errors: adminLoanErrors},
		{Method: "POST", Path: "/catalog/settings/{key}", Summary: "Propose a catalogue document (JSON value, reason): the support e-mail and Philippine telephone, recommended products, contract templates; borrowers read the old one until a supervisor approves it in the requests inbox", Action: admin.ActCatalogEdit, Handler: catalogDesk.handleAdminSaveSetting, Request: settingBody{}, Response: proposeAnswer{}, Errors: adminLoanErrors},
		{Method: "GET", Path: "/roles", Summary: "The built-in roles with their permissions, the custom roles, the permissions a role may hold, the pairs no custom role may hold together and the role changes waiting", Action: admin.ActOperatorsView, Handler: catalogDesk.handleAdminRoles, Response: rolesView{}},
		{Method: "POST", Path: "/roles", Summary: "Propose a custom role or a change of one (JSON name, title, permissions, reason); refused when it holds two conflicting permissions; another supervisor approves it in the requests inbox", Action: admin.ActRolesEdit, Handler: catalogDesk.handleAdminProposeRole, Request: roleBody{}, Response: proposeAnswer{}, Errors: codes(adminErrors, []string{admin.CodeRoleConflict})},

		// Audit and operators.
		{Method: "GET", Path: "/audit", Summary: "Audit log, newest first (entity, entityId, operatorId, q = part of the action, from, to; sort at). Keyset page (sort, dir, limit up to 200, after = the previous page's next; next is answered)", Action: admin.ActAuditView, Handler: lists.handleAdminAudit, Response: adminAuditList{}, Query: auditPageQuery{}},
		{Method: "GET", Path: "/audit.csv", Summary: "Every audit row the audit list's filters select, as CSV, streamed; a personal-data read: reason=why (3-200 characters), audited export.csv with the filter and row count", Action: admin.ActAuditView, Handler: lists.handleAdminAuditExport, Query: auditQuery{}, Errors: adminReadErrors},
		{Method: "GET", Path: "/operators", Summary: "Operator accounts with the roles and the permission matrix (q = part of name or e-mail, role, disabled=1|0; sort email, name, created, lastLogin). Keyset page (sort, dir, limit up to 200, after = the previous page's next; next is answered)", Action: admin.ActOperatorsView, Handler: lists.handleAdminOperators, Response: adminOperatorList{}, Query: operatorPageQuery{}, Errors: codes(adminErrors, []string{"admin_email_taken"})},
		{Method: "GET", Path: "/operators.csv", Summary: "Every operator the operators list's filters select, as CSV, streamed; a personal-data read: reason=why (3-200 characters), audited export.csv with the filter and row count", Action: admin.ActOperatorsView, Handler: lists.handleAdminOperatorExport, Query: operatorQuery{}, Errors: adminReadErrors},
		{Method: "POST", Path: "/operators", Summary: "Invite an operator (JSON email, name, role, reason): a four-eyes request; on approval the one-time set-up link is e-mailed to them (never answered)", Action: admin.ActOperatorsManage, Handler: accounts.handleAdminCreateOperator, Request: newOperatorBody{}, Response: proposeAnswer{}, Errors: codes(adminErrors, errRequestCodes, []string{"admin_email_taken"})},
		{Method: "POST", Path: "/operators/{id}/setup-link", Summary: "E-mail a new set-up link to an operator who has not used theirs (the old one stops working); answers where it went, never the link", Action: admin.ActOperatorsManage, Handler: accounts.handleAdminSetupLink, Response: setupLinkSent{}, Errors: adminSetupLinkErrors},
		{Method: "POST", Path: "/operators/{id}/totp-reset", Summary: "Propose resetting another operator's two-step login (JSON reason); on approval key and recovery codes are removed and sessions end", Action: admin.ActOperatorsManage, Handler: accounts.handleAdminTOTPReset, Request: operatorReasonBody{}, Response: proposeAnswer{}, Errors: codes(adminErrors, errRequestCodes, []string{"admin_self_change"})},
		{Method: "POST", Path: "/operators/{id}", Summary: "Edit an operator (JSON role, disabled, password, reason): switching off at once; a new role (never your own), a password or switching on again each wait for a checker", Action: admin.ActOperatorsManage, Handler: accounts.handleAdminUpdateOperator, Request: operatorUpdateBody{}, Response: operatorChangeAnswer{}, Errors: codes(adminErrors, errRequestCodes, []string{"admin_self_change"})},
		{Method: "GET", Path: "/security-events", Summary: "Security events, newest first: checkers refused because the request's maker changed their account in the last 30 days", Action: admin.ActAuditView, Handler: accounts.handleAdminSecurityEvents, Response: securityEventList{}},
	}
}

// mount adds the back-office API to the mux. Unknown /admin/api paths answer the
// envelope; every other /admin path falls through to the admin SPA.
func (s Operator) mount(mux *http.ServeMux) {
	for _, rt := range s.routes() {
		pattern := rt.Method + " " + adminPrefix + rt.Path
		if rt.Public {
			h := operatorAccounts{s.Server}.handleAdminLogin
			if rt.Open != nil {
				h = rt.Open
			}
			mux.HandleFunc(pattern, h)
			continue
		}
		mux.HandleFunc(pattern, s.operatorAt(rt.Action, rt.Stage, rt.Handler))
	}
	mux.HandleFunc(adminPrefix+"/", func(w http.ResponseWriter, r *http.Request) {
		fail(w, r, apperr.New(apperr.CodeNotFound, "No such back-office call: "+strings.TrimPrefix(r.URL.Path, adminPrefix)))
	})
}
