package api

// The HTTP layer is split by audience. Server (server.go) is the composition root: it holds
// the services and settings, builds the mux (routes.go), and keeps what every audience shares:
// the middleware, the envelope, decoding, the borrower session (session.go), the operator
// session check (operatorAt), the service accessors and the operations endpoints (ops_handlers.go,
// /openapi.json, /docs/api). Each audience owns its route table; its handlers live on small
// area types that embed *Server, one per file family, so a handler reaches the services as
// s.Lending, s.Reports, ... and a route table names it as area.handleX. A handler decodes its
// request, calls one service method and answers.

// Borrower is the borrower app's API below the API base (PAUTANG_API_BASE, /gw): its table
// is Borrower.routes (routes.go), served by the areas borrowerAccount, borrowerLoans,
// borrowerRepayment and borrowerComplaints.
type Borrower struct{ *Server }

// borrowerAccount serves the borrower's sign-in and account: login codes and sessions
// (login_handlers.go), the web shell's home, orders, user and message settings
// (shell_handlers.go), the application profile (certify_handlers.go), the identity check
// (kyc_handlers.go) and the payout accounts (bank_handlers.go).
type borrowerAccount struct{ *Server }

// borrowerLoans serves the borrower's loans: products and quotes (product_handlers.go),
// confirmation, applying, details, scores and the old confirm flow (loan_handlers.go),
// contracts (contract_handlers.go) and restructure offers (restructure_handlers.go).
type borrowerLoans struct{ *Server }

// borrowerRepayment serves repayment: installments, rollover, payment codes and the payway
// card flow (repayment_handlers.go), and the sandbox gateway's hosted pay page in dev mode
// (repayment_paypage.go).
type borrowerRepayment struct{ *Server }

// borrowerComplaints serves the borrower's complaints and the customer-service contacts
// (complaint_handlers.go).
type borrowerComplaints struct{ *Server }

// Webhooks are the payment and payout gateways' callbacks below the API base: signed, no
// session (provider_webhooks.go). Its table is Webhooks.routes (routes.go).
type Webhooks struct{ *Server }

// Site is the public site and the promotion landing below the API base, anonymous
// (promotion_handlers.go), and the uploaded files at /uploads/{name} (upload_handlers.go).
// Its table is Site.routes (routes.go).
type Site struct{ *Server }

// Operator is the back office's API below /admin/api: its table is Operator.routes
// (admin_routes.go), every row behind the operator session and a permission of admin.Matrix,
// served by the operator* areas below.
type Operator struct{ *Server }

// operatorAccounts serves the operators' own accounts: login, the two-step login and set-up
// links (admin_session_handlers.go, admin_totp_handlers.go), sessions and passwords
// (admin_account_handlers.go), and the operator accounts (admin_operator_handlers.go).
type operatorAccounts struct{ *Server }

// operatorLoans serves the loan view, decisions and payout retries (admin_loan_handlers.go).
type operatorLoans struct{ *Server }

// operatorKYC serves the identity-check queue, its photos and decisions
// (admin_kyc_handlers.go).
type operatorKYC struct{ *Server }

// operatorControls serves the four-eyes requests: the checkers' inbox and waivers
// (admin_request_handlers.go), write-offs, cancellations, refunds and payout-account changes
// (admin_exception_handlers.go), and restructures (admin_restructure_handlers.go).
type operatorControls struct{ *Server }

// operatorLists serves the back office's keyset lists and their CSV exports: loans, orders,
// transfers, collections, borrowers, complaints, audit, operators (admin_list_handlers.go,
// admin_loan_list_handlers.go).
type operatorLists struct{ *Server }

// operatorCollections serves the collections desk: cases, contacts, assignment, the borrower
// 360 and its notes, references, stats and rates (admin_collections_handlers.go,
// admin_collections_notes_handlers.go).
type operatorCollections struct{ *Server }

// operatorFinance serves the money views and desks: dashboard, finance, journal, trial
// balance, vintages, the chart of accounts, reconciliation, bank statements and transfer
// matching (admin_dashboard_handlers.go, admin_finance_handlers.go, admin_vintage_handlers.go,
// admin_chart_handlers.go, admin_reconcile_handlers.go, admin_statement_handlers.go,
// admin_transfer_handlers.go).
type operatorFinance struct{ *Server }

// operatorCatalog serves the catalogue: products, channels, landing templates, bank-form
// items, settings (admin_catalog_handlers.go), underwriting rules (admin_rules_handlers.go)
// and the borrower message wording (admin_message_handlers.go).
type operatorCatalog struct{ *Server }

// operatorComplaints serves the complaint desk: a complaint, its reply and reply images
// (admin_complaint_handlers.go).
type operatorComplaints struct{ *Server }

// operatorJobs serves the background jobs page: list, retry, cancel (admin_jobs_handlers.go).
type operatorJobs struct{ *Server }

// operatorCompliance serves the Compliance page: CIC files and their status, sanctions lists
// and screening hits, STR cases, covered transactions (admin_compliance_handlers.go).
type operatorCompliance struct{ *Server }

// Dev is the dev-mode endpoints (dev_handlers.go): the dev clock, inbox, captcha answers,
// payout modes, simulated payments and decisions. Dev.mount adds them only when
// PAUTANG_DEV is set.
type Dev struct{ *Server }
