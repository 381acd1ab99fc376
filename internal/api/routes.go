package api

import (
	"net/http"
	"slices"
	"strings"

	"github.com/pautang/pautang/internal/compliance"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/promotion"
)

// route is one row of the API table. The same rows build the mux and /openapi.json.
type route struct {
	Method  string
	Path    string // below the API base, e.g. /v3/login/login
	Summary string
	Auth    bool   // needs a borrower session (common params)
	Family  string // success code: "0" or "00"
	Handler http.HandlerFunc
	// Request is a zero value of the struct the handler decodes (request.go: form tags name
	// the fields); /openapi.json and paths.gen.ts list its fields. nil: it reads no field.
	Request any
	// Errors are the error codes the call may answer (error_sets.go; each is in docs/errors.md).
	Errors []string
	// Response is a zero value of the Go type the handler writes as the envelope's data
	// (e.g. loanDetailData{}); /openapi.json describes data from it. nil: no data.
	Response any
	// Dev: mounted only in dev mode (the sandbox gateway's own endpoints); elsewhere the path
	// answers HTTP 404.
	Dev bool
}

// apiRoutes are the rows below the API base, the three audiences' tables one after the other:
// the borrower app's (Borrower), the gateways' callbacks (Webhooks) and the public site's (Site).
// The same rows build the mux, /openapi.json and paths.gen.ts.
func (s *Server) apiRoutes() []route {
	return slices.Concat(Borrower{s}.routes(), Webhooks{s}.routes(), Site{s}.routes())
}

// routes is THE route table of the borrower API (spec section 7 plus the calls the spec
// names only by name). Keep it sorted by feature.
func (s Borrower) routes() []route {
	var (
		account   = borrowerAccount{s.Server}
		loan      = borrowerLoans{s.Server}
		repay     = borrowerRepayment{s.Server}
		complaint = borrowerComplaints{s.Server}
		rights    = borrowerPrivacy{s.Server}
	)
	return []route{
		// Login and sessions.
		{Method: "POST", Path: "/v3/login/sms-code", Summary: "Send a login code by SMS (channel=sms) or voice (channel=voice); after a few from one address, with an image code (sid, capcode)", Family: FamilyDoubleZero, Request: sendCodeReq{}, Errors: loginErrors, Handler: account.handleSendCode, Response: sendCodeData{}},
		{Method: "POST", Path: "/v3/login/voice-code", Summary: "Send a login code by voice call", Family: FamilyDoubleZero, Request: voiceCodeReq{}, Errors: loginErrors, Handler: account.handleVoiceCode, Response: sendCodeData{}},
		{Method: "POST", Path: "/v3/login/login", Summary: "Log in with phone and one-time code", Family: FamilyDoubleZero, Request: loginReq{}, Errors: loginErrors, Handler: account.handleLogin, Response: loginData{}},
		{Method: "POST", Path: "/v3/login/logout", Summary: "End the session", Auth: true, Family: FamilyDoubleZero, Errors: loginErrors, Handler: s.authed(account.handleLogout)},

		// Web shell: home, products, orders, the user.
		{Method: "POST", Path: "/v3/home/index", Summary: "Loan market: enabled products", Auth: true, Family: FamilyDoubleZero, Errors: loanErrors, Handler: s.authed(account.handleHome), Response: homeData{}},
		{Method: "POST", Path: "/v3/product/detail", Summary: "One product with a default quote", Auth: true, Family: FamilyDoubleZero, Request: productDetailReq{}, Errors: loanErrors, Handler: s.authed(loan.handleProductDetail), Response: productDetailData{}},
		{Method: "POST", Path: "/v3/product/calculator", Summary: "Quote for an amount", Auth: true, Family: FamilyDoubleZero, Request: calculatorReq{}, Errors: loanErrors, Handler: s.authed(loan.handleCalculator), Response: calculatorData{}},
		{Method: "POST", Path: "/v3/order/list", Summary: "The borrower's orders", Auth: true, Family: FamilyDoubleZero, Errors: loanErrors, Handler: s.authed(account.handleOrderList), Response: orderListData{}},
		{Method: "POST", Path: "/v3/user/info", Summary: "The signed-in borrower", Auth: true, Family: FamilyDoubleZero, Errors: loginErrors, Handler: s.authed(account.handleUserInfo), Response: userInfoData{}},
		{Method: "POST", Path: "/v3/user/delete", Summary: "Delete the account (refused while a loan is open)", Auth: true, Family: FamilyDoubleZero, Errors: loginErrors, Handler: s.authed(account.handleUserDelete)},
		{Method: "POST", Path: "/pautang/privacy", Summary: "The borrower's privacy page: where each consent stands (privacy notice, CIC notice, marketing: version, when, withdrawable) and their requests with the 30-day clock", Auth: true, Family: FamilyDoubleZero, Errors: privacyErrors, Handler: s.authed(rights.handlePrivacy), Response: privacyData{}},
		{Method: "POST", Path: "/pautang/privacy-request", Summary: "A data-privacy request: kind access (a copy of the data, ready to download at once), correction (field fullName|birthDate with value, or other with detail; answered within 30 days, a name or birth date through the identity-check rules) or erasure (carried out at once as user/delete; the session ends)", Auth: true, Family: FamilyDoubleZero, Request: privacyRequestReq{}, Errors: privacyErrors, Handler: s.authed(rights.handlePrivacyRequest), Response: compliance.RequestView{}},
		{Method: "GET", Path: "/pautang/privacy-copy", Summary: "Download the copy of the borrower's data an access request delivers (format json (default) or pdf), made from the data as it is; audited privacy.export", Auth: true, Family: FamilyDoubleZero, Request: privacyCopyReq{}, Errors: privacyErrors, Handler: s.authed(rights.handlePrivacyCopy)},
		{Method: "POST", Path: "/pautang/message-settings", Summary: "The borrower's message settings (language, marketing on/off); marketing=0|1 switches marketing messages (required notices always go)", Auth: true, Family: FamilyDoubleZero, Request: messageSettingsReq{}, Errors: errShared, Handler: s.authed(account.handleMessageSettings), Response: messageSettingsData{}},

		// Loans: confirmation, contracts, details, events. Contract: docs/loans-api.md.
		{Method: "POST", Path: "/v3/loan-confirm/loan-detail-confirm", Summary: "Loan confirmation: quote, plan, pop-ups, SEC disclosure", Auth: true, Family: FamilyDoubleZero, Request: confirmReq{}, Errors: loanErrors, Handler: s.authed(loan.handleLoanConfirm), Response: lending.Confirm{}},
		{Method: "POST", Path: "/v3/loan-confirm/loan-detail-push", Summary: "Apply: create the order (21) and decide it by the rules", Auth: true, Family: FamilyDoubleZero, Request: loanPushReq{}, Errors: loanErrors, Handler: s.authed(loan.handleLoanPush), Response: loanPushData{}},
		{Method: "POST", Path: "/v3/contract/contract", Summary: "Contracts of a product for a scene (3)", Auth: true, Family: FamilyDoubleZero, Request: contractListReq{}, Errors: loanErrors, Handler: s.authed(loan.handleContractList), Response: []lending.ContractRef{}},
		{Method: "POST", Path: "/v3/contract/contract-jump", Summary: "The in-app URL of a rendered contract", Auth: true, Family: FamilyDoubleZero, Request: contractJumpReq{}, Errors: loanErrors, Handler: s.authed(loan.handleContractJump), Response: contractJumpData{}},
		{Method: "GET", Path: "/v3/contract/contract-pdf", Summary: "The PDF of a contract of one of the borrower's loans as accepted (contractId 1 loan agreement (default), 2 promissory note, 3 disclosure statement); not_found for a loan accepted before copies were kept", Auth: true, Family: FamilyDoubleZero, Request: contractPDFReq{}, Errors: loanErrors, Handler: s.authed(signedDocs{s.Server}.handleContractPDF)},
		{Method: "POST", Path: "/v3/contract/contract-content", Summary: "A rendered contract (loan agreement, promissory note, disclosure statement)", Family: FamilyDoubleZero, Request: contractContentReq{}, Errors: loanErrors, Handler: loan.handleContractContent, Response: lending.Contract{}},
		{Method: "POST", Path: "/v3/loan-details/loan-details", Summary: "The loan detail of one of the borrower's orders", Auth: true, Family: FamilyDoubleZero, Request: loanDetailsReq{}, Errors: loanErrors, Handler: s.authed(loan.handleLoanDetails), Response: lending.Details{}},
		{Method: "POST", Path: "/pautang/restructure-offer", Summary: "The open restructure offer of one of the borrower's orders with its disclosure statement (offer null when none)", Auth: true, Family: FamilyDoubleZero, Request: orderReq{}, Errors: errShared, Handler: s.authed(loan.handleRestructureOffer), Response: restructureOfferData{}},
		{Method: "POST", Path: "/pautang/restructure-accept", Summary: "Accept a restructure offer: the new schedule replaces the old one once (refused when expired, replaced, accepted or the loan changed)", Auth: true, Family: FamilyDoubleZero, Request: restructureAcceptReq{}, Errors: codes(errShared, []string{"loans_restructure_stale"}), Handler: s.authed(loan.handleRestructureAccept), Response: lending.RestructureAccepted{}},
		{Method: "POST", Path: "/v3/loan-details/score", Summary: "Score a settled order (once)", Auth: true, Family: FamilyDoubleZero, Request: loanScoreReq{}, Errors: loanErrors, Handler: s.authed(loan.handleLoanScore)},
		{Method: "POST", Path: "/service/event/save", Summary: "Tracking event (fire-and-forget)", Family: FamilyDoubleZero, Request: eventSaveReq{}, Errors: errShared, Handler: loan.handleEventSave},
		{Method: "POST", Path: "/v3/certify/info", Summary: "The application profile: groups, items, completion", Auth: true, Family: FamilyDoubleZero, Errors: loanErrors, Handler: s.authed(account.handleCertifyInfo), Response: lending.ProfileView{}},
		{Method: "POST", Path: "/v3/kyc/status", Summary: "The identity check: status, what to redo and why, the accepted IDs", Auth: true, Family: FamilyDoubleZero, Errors: kycErrors, Handler: s.authed(account.handleKYCStatus), Response: kycStatus{}},
		{Method: "POST", Path: "/v3/kyc/submit", Summary: "Submit an ID (multipart idType, idNumber, idPhoto, selfie; JPG/PNG, 5 MB each)", Auth: true, Family: FamilyDoubleZero, Request: kycSubmitReq{}, Errors: kycErrors, Handler: s.authed(account.handleKYCSubmit), Response: kycStatus{}},
		{Method: "POST", Path: "/v3/certify/save", Summary: "Save one profile group (personal, job, ext)", Auth: true, Family: FamilyDoubleZero, Request: certifySaveReq{}, Errors: loanErrors, Handler: s.authed(account.handleCertifySave), Response: lending.ProfileView{}},
		{Method: "POST", Path: "/api/v1/lend/data", Summary: "Old confirm: loan data plus NewButtonMsg / NewPopMsg", Auth: true, Family: FamilyDoubleZero, Request: confirmReq{}, Errors: loanErrors, Handler: s.authed(loan.handleOldLendData), Response: oldLendData{}},
		{Method: "POST", Path: "/api/v1/lend/contracts", Summary: "Old confirm: contract list", Auth: true, Family: FamilyDoubleZero, Request: oldContractsReq{}, Errors: loanErrors, Handler: s.authed(loan.handleOldContracts), Response: []lending.ContractRef{}},
		{Method: "POST", Path: "/api/v1/lend/contract-jump", Summary: "Old confirm: contract URL", Auth: true, Family: FamilyDoubleZero, Request: oldContractJumpReq{}, Errors: loanErrors, Handler: s.authed(loan.handleOldContractJump), Response: contractJumpData{}},
		{Method: "POST", Path: "/api/v1/lend/push", Summary: "Old confirm: apply (variant old)", Auth: true, Family: FamilyDoubleZero, Request: oldPushReq{}, Errors: loanErrors, Handler: s.authed(loan.handleOldLendPush), Response: loanPushData{}},
		{Method: "POST", Path: "/v3/login-error/detail", Summary: "Joint-login failure: notice and recommended products", Family: FamilyDoubleZero, Request: loginErrorDetailReq{}, Errors: loanErrors, Handler: loan.handleLoginErrorDetail, Response: loginErrorDetailData{}},
		{Method: "POST", Path: "/v3/login-error/product-link", Summary: "Where a recommended product opens", Family: FamilyDoubleZero, Request: productLinkReq{}, Errors: loanErrors, Handler: loan.handleProductLink, Response: productLinkData{}},
		{Method: "POST", Path: "/v3/loan-market/list", Summary: "Recommended products", Auth: true, Family: FamilyDoubleZero, Errors: loanErrors, Handler: s.authed(loan.handleLoanMarket), Response: loanMarketData{}},

		// Repayment: installments, rollover, payment codes, payway card flow.
		{Method: "POST", Path: "/v3/installment/loan-play-detail", Summary: "Installment repayment page: amount due now, date, detail rows, channels, the order's standing pay code", Auth: true, Family: FamilyDoubleZero, Request: repayOrderReq{}, Errors: repayErrors, Handler: s.authed(repay.handleLoanPlayDetail), Response: loanPlayDetailData{}},
		{Method: "POST", Path: "/v3/installment/delay-detail", Summary: "Rollover (repay delay) page: delay amount, new due date, plan, a rollover pay code", Auth: true, Family: FamilyDoubleZero, Request: repayOrderReq{}, Errors: repayErrors, Handler: s.authed(repay.handleDelayDetail), Response: delayDetailData{}},
		{Method: "POST", Path: "/v3/loan-details/generate-vcode", Summary: "A payment link / code / QR / transfer reference for a channel (payUrl); isDelay=1 for the rollover", Auth: true, Family: FamilyDoubleZero, Request: generateVCodeReq{}, Errors: repayErrors, Handler: s.authed(repay.handleGenerateVCode), Response: generateVCodeData{}},
		{Method: "POST", Path: "/v3/repayment/pay-detail", Summary: "What /repaymentOfCode shows for a reference (type 1 code, 2 QR, 3 transfer) and its status", Auth: true, Family: FamilyDoubleZero, Request: payDetailReq{}, Errors: repayErrors, Handler: s.authed(repay.handlePayDetail), Response: payDetailData{}},
		{Method: "POST", Path: "/v3/repayment/utr-submit", Summary: "Submit the bank transfer reference (UTR) of a transfer repayment", Auth: true, Family: FamilyDoubleZero, Request: utrSubmitReq{}, Errors: repayErrors, Handler: s.authed(repay.handleUTRSubmit), Response: utrSubmitData{}},
		{Method: "POST", Path: "/api/v1/{provider}/{service}/service/loan/repayment-way", Summary: "Payway: bound cards (bankCards), repayToken, alternative repayment flag (alipay)", Auth: true, Family: FamilyDoubleZero, Request: repaymentWayReq{}, Errors: repayErrors, Handler: s.authed(repay.handleRepaymentWay), Response: repaymentWayData{}},
		{Method: "POST", Path: "/api/v1/{provider}/{service}/service/loan/repayment-commit", Summary: "Payway: debit a bound card (needValid, repayRecordId); 800005 when repeated; Idempotency-Key replays", Auth: true, Family: FamilyDoubleZero, Request: repaymentCommitReq{}, Errors: repayErrors, Handler: s.authed(repay.handleRepaymentCommit), Response: commitAnswer{}},
		{Method: "POST", Path: "/api/v1/{provider}/{service}/service/loan/repayment-confirm", Summary: "Payway: confirm a card debit with the SMS code (800006 when wrong)", Auth: true, Family: FamilyDoubleZero, Request: repaymentConfirmReq{}, Errors: repayErrors, Handler: s.authed(repay.handleRepaymentConfirm), Response: repaymentConfirmData{}},
		{Method: "POST", Path: "/api/v1/{provider}/{service}/service/loan/repayment-huichao", Summary: "Payway: alternative repayment, a hosted e-wallet checkout (data.url)", Auth: true, Family: FamilyDoubleZero, Request: huichaoReq{}, Errors: repayErrors, Handler: s.authed(repay.handleRepaymentHuichao), Response: huichaoData{}},

		// Payment accounts: bank / e-wallet binding.
		{Method: "POST", Path: "/bind-card/card-init", Summary: "The dynamic bank / e-wallet form (data.items), the screen defaults and the current payout account", Auth: true, Family: FamilyZero, Request: cardInitReq{}, Errors: bankErrors, Handler: s.authed(account.handleCardInit), Response: cardInitData{}},
		{Method: "POST", Path: "/v3/bind-card/bind-card-new", Summary: "Bind a bank account (cardType 1) or e-wallet (cardType 2); becomes the default of its type", Auth: true, Family: FamilyZero, Request: bindCardNewReq{}, Errors: bankErrors, Handler: s.authed(account.handleBindCardNew), Response: bindCardData{}},
		{Method: "POST", Path: "/bind-card/card-change", Summary: "Replace the payout account (from the loan detail) and retry a failed payout", Auth: true, Family: FamilyZero, Request: cardChangeReq{}, Errors: bankErrors, Handler: s.authed(account.handleCardChange), Response: bindCardData{}},
		{Method: "POST", Path: "/bind-card/list", Summary: "The borrower's accounts, masked (bankCards)", Auth: true, Family: FamilyZero, Errors: bankErrors, Handler: s.authed(account.handleBankCardList), Response: bankCardListData{}},

		// Complaints and customer service.
		{Method: "POST", Path: "/user-problem/problem-init", Summary: "Complaint home: types, collection sub-types, the borrower's orders", Auth: true, Family: FamilyZero, Request: problemInitReq{}, Errors: complaintErrors, Handler: s.authed(complaint.handleProblemInit), Response: problemInitData{}},
		{Method: "GET", Path: "/user-problem/problem-init", Summary: "Complaint home (GET variant)", Auth: true, Family: FamilyZero, Request: problemInitReq{}, Errors: complaintErrors, Handler: s.authed(complaint.handleProblemInit), Response: problemInitData{}},
		{Method: "POST", Path: "/user-problem/upload-problem-img", Summary: "Upload one evidence image (multipart field problemImage; JPG/PNG, 5 MB)", Auth: true, Family: FamilyDoubleZero, Request: uploadProblemImageReq{}, Errors: complaintErrors, Handler: s.authed(complaint.handleUploadProblemImage), Response: uploadImageData{}},
		{Method: "POST", Path: "/user-problem/problem-save", Summary: "File a complaint on one of the borrower's orders", Auth: true, Family: FamilyZero, Request: problemSaveReq{}, Errors: complaintErrors, Handler: s.authed(complaint.handleProblemSave), Response: problemSaveData{}},
		{Method: "POST", Path: "/user-problem/problem-list", Summary: "The borrower's complaints in tabs", Auth: true, Family: FamilyZero, Errors: complaintErrors, Handler: s.authed(complaint.handleProblemList), Response: problemListData{}},
		{Method: "POST", Path: "/user-problem/problem-detail", Summary: "One complaint of the borrower with its process result", Auth: true, Family: FamilyZero, Request: problemIDReq{}, Errors: complaintErrors, Handler: s.authed(complaint.handleProblemDetail), Response: complaintDetailData{}},
		{Method: "POST", Path: "/user-problem/save-score", Summary: "Rate the handling of a complaint (1-5, once)", Auth: true, Family: FamilyDoubleZero, Request: saveScoreReq{}, Errors: complaintErrors, Handler: s.authed(complaint.handleSaveScore), Response: saveScoreData{}},
		{Method: "POST", Path: "/v3/personal-center/contact-kf-info", Summary: "Customer-service e-mail and telephone/WhatsApp", Family: FamilyDoubleZero, Request: contactInfoReq{}, Errors: loanErrors, Handler: complaint.handleContactInfo, Response: contactInfoData{}},
	}
}

// routes is the table of the payment and payout gateways' callbacks: signed, no session.
func (s Webhooks) routes() []route {
	return []route{
		{Method: "POST", Path: "/payments/webhook", Summary: "The sandbox gateway's webhook (HMAC-SHA256 signature header Pautang-Signature, 300 s tolerance); dev mode only; no session", Family: FamilyDoubleZero, Errors: repayErrors, Handler: s.handlePaymentWebhook, Response: webhookAck{}, Dev: true},
		{Method: "POST", Path: "/payments/{provider}/webhook", Summary: "A remote payment gateway's callbacks (paymongo: Paymongo-Signature; xendit: x-callback-token), deduplicated by event id; no session", Family: FamilyDoubleZero, Errors: repayErrors, Handler: s.handleProviderWebhook, Response: providerWebhookAck{}},
		{Method: "POST", Path: "/payouts/{provider}/callback", Summary: "A payout gateway's status callback (xendit: x-callback-token): succeeded moves the order to 170, failed asks for another account; no session", Family: FamilyDoubleZero, Errors: bankErrors, Handler: s.handlePayoutCallback, Response: webhookAck{}},
	}
}

// routes is the table of the public site and the promotion landing. Anonymous; {provider} is
// any name (e.g. pautang).
func (s Site) routes() []route {
	return []route{
		{Method: "GET", Path: "/api/v2/{provider}/service/channel/channel-template", Summary: "Landing template: banner, colours, texts, app names, download links", Family: FamilyZero, Request: channelTemplateReq{}, Errors: codes(errShared, []string{"template_invalid"}), Handler: s.handleChannelTemplate, Response: promotion.Template{}},
		{Method: "GET", Path: "/api/v2/{provider}/promotion/track-visit", Summary: "Funnel: a landing visit", Family: FamilyZero, Request: trackVisitReq{}, Errors: errShared, Handler: s.handleTrackVisit},
		{Method: "GET", Path: "/api/v2/{provider}/promotion/get-sid", Summary: "A landing visit session id (sid)", Family: FamilyZero, Request: getSIDReq{}, Errors: errShared, Handler: s.handleGetSID, Response: getSIDData{}},
		{Method: "GET", Path: "/api/v2/{provider}/promotion/get-captcha", Summary: "A new 4-character image captcha for the sid (image/png; single use, 5 minutes)", Family: FamilyZero, Request: getCaptchaReq{}, Errors: codes(errShared, []string{"sid_invalid"}), Handler: s.handleGetCaptcha},
		{Method: "POST", Path: "/api/v2/{provider}/promotion/get-sms", Summary: "Send a registration SMS code (101 wrong captcha, 11 already registered)", Family: FamilyZero, Request: getSMSReq{}, Errors: codes(errShared, []string{"101", "11", "invalid_phone", "sid_invalid", "sms_failed"}), Handler: s.handleGetSMS, Response: getSMSData{}},
		{Method: "GET", Path: "/api/v2/{provider}/promotion/track-click", Summary: "Funnel: a register click, with the phone", Family: FamilyZero, Request: trackClickReq{}, Errors: errShared, Handler: s.handleTrackClick},
		{Method: "POST", Path: "/api/v2/{provider}/promotion/register", Summary: "Register a borrower (11 already registered, -1 wrong captcha)", Family: FamilyZero, Request: registerReq{}, Errors: codes(errShared, []string{"11", "-1", "invalid_phone", "sid_invalid", "sms_code_wrong", "sms_code_locked", "sms_code_expired"}), Handler: s.handleRegister, Response: registerData{}},
		{Method: "GET", Path: "/api/v2/{provider}/promotion/site-info", Summary: "Public site company block: name, e-mail, phone, address, SEC numbers", Family: FamilyZero, Errors: errShared, Handler: s.handleSiteInfo, Response: siteInfoData{}},
	}
}

// routes builds the mux: the rows below the API base (apiRoutes), the operator API
// (Operator), operations endpoints, dev endpoints in dev mode (Dev), and the web bundles for
// everything else.
func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()
	base := strings.TrimSuffix(s.Cfg.APIBase, "/")
	for _, rt := range s.apiRoutes() {
		if rt.Dev && !s.Cfg.Dev {
			// Not mounted: the sandbox gateway's webhook would book money no gateway received.
			mux.HandleFunc(rt.Method+" "+base+rt.Path, http.NotFound)
			continue
		}
		mux.HandleFunc(rt.Method+" "+base+rt.Path, borrowerLang(rt.Handler))
	}
	// Unknown API paths answer the envelope, never the SPA's index.html.
	mux.HandleFunc(base+"/", borrowerLang(s.handleAPINotFound))
	Operator{s}.mount(mux) // the back office's own table: /admin/api/... (admin_routes.go)

	mux.HandleFunc("GET /healthz", s.handleHealthz)
	mux.HandleFunc("GET /readyz", s.handleReadyz)
	if s.Cfg.MetricsAddr == "" && (s.Cfg.MetricsToken != "" || s.Cfg.Dev) {
		// With PAUTANG_METRICS_ADDR the metrics live on that listener only; here they need
		// the token (open in dev mode without one).
		mux.HandleFunc("GET /metrics", s.metricsGuard(s.handleMetrics))
	}
	mux.HandleFunc("GET /openapi.json", s.handleOpenAPI)
	mux.HandleFunc("GET /docs/api", s.handleAPIDocs) // the reference page (docs_page.go)
	mux.HandleFunc("GET /uploads/{name}", Site{s}.handleUpload)

	if s.Cfg.Dev {
		Dev{s}.mount(mux)
	}
	if s.Static != nil {
		mux.Handle("/", s.Static)
	}
	return mux
}

// mount adds the dev-mode endpoints (dev_handlers.go) to the mux: tools for trying the app
// and the E2E suite, never mounted in production.
func (s Dev) mount(mux *http.ServeMux) {
	repay := borrowerRepayment{s.Server}
	// The sandbox payment gateway's hosted page: it settles loans without money, so it
	// exists only in dev mode (a real gateway hosts its own checkout).
	mux.HandleFunc("GET /pay/{reference}", repay.handlePayPage)
	mux.HandleFunc("POST /pay/{reference}", repay.handlePayPage)
	mux.HandleFunc("GET /pay/{reference}/qr.svg", repay.handlePayQR)
	mux.HandleFunc("GET /dev/inbox", s.handleDevInbox)
	mux.HandleFunc("GET /dev/inbox.json", s.handleDevInboxJSON)
	mux.HandleFunc("GET /dev/mail", s.handleDevMail) // the dev outbox's e-mails (operators' set-up links)
	mux.HandleFunc("GET /dev/mail.json", s.handleDevMailJSON)
	mux.HandleFunc("POST /dev/clock", s.handleDevClock)
	mux.HandleFunc("GET /dev/clock", s.handleDevClock)
	mux.HandleFunc("GET /dev/captcha", s.handleDevCaptcha) // landing captcha answers for E2E
	mux.HandleFunc("POST /dev/payout/mode", s.handleDevPayoutMode)
	mux.HandleFunc("GET /dev/payout/mode", s.handleDevPayoutMode)
	mux.HandleFunc("POST /dev/payout/run", s.handleDevPayoutRun)
	mux.HandleFunc("POST /dev/complaints/reply", s.handleDevComplaintReply)
	mux.HandleFunc("POST /dev/payments/simulate", s.handleDevPaySimulate) // a store or bank reporting a payment
	mux.HandleFunc("POST /dev/orders/decide", s.handleDevDecide)          // operator decision
	mux.HandleFunc("POST /dev/jobs/daily", s.handleDevDaily)              // run the daily loan job now
	mux.HandleFunc("POST /dev/jobs/probe", s.handleDevJobProbe)           // queue a background job that fails (the Jobs page)
}
