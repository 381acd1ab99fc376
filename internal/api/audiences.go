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

// Dev is the dev-mode endpoints (dev_handlers.go): the dev clock, inbox, captcha answers,
// payout modes, simulated payments and decisions. Dev.mount adds them only when
// PAUTANG_DEV is set.
type Dev struct{ *Server }
