package api

import (
	"html/template"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/complaints"
	"github.com/pautang/pautang/internal/mail"
	"github.com/pautang/pautang/internal/payments"
	"github.com/pautang/pautang/internal/payout"
	"github.com/pautang/pautang/internal/sms"
)

// The dev endpoints exist only when PAUTANG_DEV=1 (routes.go registers them then). They
// answer plain JSON, not the envelope.

// devInboxData is GET /dev/inbox.json: the newest messages of the outbox provider.
type devInboxData struct {
	Messages []sms.Sent `json:"messages"`
}

// devClockData is /dev/clock: the dev clock's time (unix ms and RFC 3339) and how far it was
// moved (hours, one decimal, as a string).
type devClockData struct {
	Now         int64  `json:"now"`
	ISO         string `json:"iso"`
	OffsetHours string `json:"offsetHours"`
}

var inboxPage = template.Must(template.New("inbox").Parse(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev inbox · Pautang</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f5f7f6;color:#222}header{background:#148050;color:#fff;padding:16px}
h1{margin:0;font-size:18px}main{padding:12px}.m{background:#fff;border-radius:12px;padding:12px;margin-bottom:10px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.meta{color:#666;font-size:12px}.code{font-size:24px;font-weight:700;letter-spacing:4px;color:#148050}</style></head>
<body><header><h1>Dev inbox</h1><div class="meta" style="color:#eafff4">SMS and voice messages sent by the outbox provider (dev only)</div></header><main>
{{range .}}<div class="m"><div class="meta">{{.Phone}} · {{.Channel}} · {{.When}}</div>{{if .Code}}<div class="code">{{.Code}}</div>{{end}}<div>{{range .Body}}{{if .Href}}<a href="{{.Href}}">{{.Text}}</a>{{else}}{{.Text}}{{end}}{{end}}</div></div>
{{else}}<p>No messages yet.</p>{{end}}</main></body></html>`))

// textPart is a piece of a message's text; Href is set when the piece is a link.
type textPart struct{ Text, Href string }

var linkRE = regexp.MustCompile(`https?://[^\s]+[^\s.,;:!?)]`)

// linkParts splits a message's text so that the inbox shows its links as links (a reminder's
// link opens the loan, as it would from the phone's SMS app).
func linkParts(text string) []textPart {
	var parts []textPart
	at := 0
	for _, m := range linkRE.FindAllStringIndex(text, -1) {
		if m[0] > at {
			parts = append(parts, textPart{Text: text[at:m[0]]})
		}
		parts = append(parts, textPart{Text: text[m[0]:m[1]], Href: text[m[0]:m[1]]})
		at = m[1]
	}
	if at < len(text) {
		parts = append(parts, textPart{Text: text[at:]})
	}
	return parts
}

func (s Dev) handleDevInbox(w http.ResponseWriter, r *http.Request) {
	msgs, err := s.Inbox.Sent(r.Context(), r.URL.Query().Get("phone"), 50)
	if err != nil {
		fail(w, r, err)
		return
	}
	type row struct {
		Phone, Channel string
		Body           []textPart
		Code, When     string
	}
	rows := make([]row, 0, len(msgs))
	for _, m := range msgs {
		rows = append(rows, row{m.Phone, m.Channel, linkParts(m.Body), m.Code, time.UnixMilli(m.CreatedAt).Format("2006-01-02 15:04:05")})
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	inboxPage.Execute(w, rows)
}

var mailPage = template.Must(template.New("mail").Parse(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev outbox · Pautang</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f5f7f6;color:#222}header{background:#1f3b57;color:#fff;padding:16px}
h1{margin:0;font-size:18px}main{padding:12px;max-width:900px}.m{background:#fff;border-radius:12px;padding:12px;margin-bottom:10px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.meta{color:#666;font-size:12px}.subject{font-weight:600;margin:4px 0}pre{white-space:pre-wrap;font-family:inherit;margin:8px 0 0}</style></head>
<body><header><h1>Dev outbox</h1><div class="meta" style="color:#dbe7f3">E-mails kept by the outbox provider instead of being sent (dev only)</div></header><main>
{{range .}}<article class="m"><div class="meta">To {{.To}} · {{.When}}</div><div class="subject">{{.Subject}}</div><pre>{{range .Parts}}{{if .Link}}<a href="{{.Link}}">{{.Text}}</a>{{else}}{{.Text}}{{end}}{{end}}</pre></article>
{{else}}<p>No e-mails yet.</p>{{end}}</main></body></html>`))

// mailPart is a piece of a dev e-mail's text: a link made clickable, or plain text.
type mailPart struct{ Text, Link string }

// mailParts cuts text into plain pieces and http(s) links.
func mailParts(text string) []mailPart {
	var out []mailPart
	for _, line := range strings.SplitAfter(text, "\n") {
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, "http://") || strings.HasPrefix(t, "https://") {
			out = append(out, mailPart{Text: t, Link: t}, mailPart{Text: strings.TrimPrefix(line, strings.TrimRight(line, "\n"))})
			continue
		}
		out = append(out, mailPart{Text: line})
	}
	return out
}

func (s Dev) handleDevMail(w http.ResponseWriter, r *http.Request) {
	msgs, err := s.DevMail.DevMailbox(r.Context(), 50)
	if err != nil {
		fail(w, r, err)
		return
	}
	type row struct {
		To, Subject, When string
		Parts             []mailPart
	}
	rows := make([]row, 0, len(msgs))
	for _, m := range msgs {
		rows = append(rows, row{m.To, m.Subject, time.UnixMilli(m.CreatedAt).Format("2006-01-02 15:04:05"), mailParts(m.Body)})
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	mailPage.Execute(w, rows)
}

// devMailData is GET /dev/mail.json: the newest e-mails the dev outbox kept.
type devMailData struct {
	Messages []mail.Delivered `json:"messages"`
}

func (s Dev) handleDevMailJSON(w http.ResponseWriter, r *http.Request) {
	msgs, err := s.DevMail.DevMailbox(r.Context(), 20)
	if err != nil {
		fail(w, r, err)
		return
	}
	writeJSON(w, r, http.StatusOK, devMailData{Messages: msgs})
}

func (s Dev) handleDevInboxJSON(w http.ResponseWriter, r *http.Request) {
	phone := r.URL.Query().Get("phone")
	if phone != "" {
		if p, err := auth.NormalizePhone(phone); err == nil {
			phone = p
		}
	}
	msgs, err := s.Inbox.Sent(r.Context(), phone, 20)
	if err != nil {
		fail(w, r, err)
		return
	}
	writeJSON(w, r, http.StatusOK, devInboxData{Messages: msgs})
}

// handleDevClock shows (GET) or moves (POST days=N or hours=N) the dev clock, then runs the
// daily job so the demo and E2E tests see the effect at once.
func (s Dev) handleDevClock(w http.ResponseWriter, r *http.Request) {
	if s.DevClock == nil {
		fail(w, r, apperr.New(apperr.CodeForbidden, "The clock can only move in dev mode."))
		return
	}
	if r.Method == http.MethodPost {
		req, err := decode[devClockReq](w, r)
		if err != nil {
			fail(w, r, err)
			return
		}
		days, hours := req.Days, req.Hours
		if days < 0 || hours < 0 || days > 3650 {
			fail(w, r, apperr.Invalid("days and hours must be between 0 and 3650 days."))
			return
		}
		s.DevClock.Advance(time.Duration(days)*24*time.Hour + time.Duration(hours)*time.Hour)
		if s.OnClockMoved != nil {
			s.OnClockMoved()
		}
	}
	now := s.Clock.Now()
	writeJSON(w, r, http.StatusOK, devClockData{Now: now.UnixMilli(), ISO: now.Format(time.RFC3339), OffsetHours: strconv.FormatFloat(s.DevClock.Shift().Hours(), 'f', 1, 64)})
}

// handleDevCaptcha returns the answer of a sid's current captcha. Dev mode only (routes.go
// registers it then): E2E tests read captchas here, production never can.
func (s Dev) handleDevCaptcha(w http.ResponseWriter, r *http.Request) {
	answer, err := s.promotion().CaptchaAnswer(r.Context(), r.URL.Query().Get("sid"))
	if err != nil {
		fail(w, r, err)
		return
	}
	writeJSON(w, r, http.StatusOK, devCaptchaData{SID: r.URL.Query().Get("sid"), Answer: answer})
}

// handleDevPayoutMode shows (GET) or switches (POST mode=success|fail) the sandbox payout
// provider. Dev mode only; routes.go registers it then.
func (s Dev) handleDevPayoutMode(w http.ResponseWriter, r *http.Request) {
	if s.PayoutSandbox == nil {
		fail(w, r, apperr.New(apperr.CodeForbidden, "The payout sandbox is not the provider in use."))
		return
	}
	if r.Method == http.MethodPost {
		req, err := decode[devPayoutModeReq](w, r)
		if err != nil {
			fail(w, r, err)
			return
		}
		m, valid := payout.ParseMode(req.Mode)
		if !valid {
			fail(w, r, apperr.Invalid("mode must be success or fail."))
			return
		}
		s.PayoutSandbox.SetMode(m)
	}
	writeJSON(w, r, http.StatusOK, devPayoutModeData{Mode: s.PayoutSandbox.Mode()})
}

// handleDevPayoutRun runs the disbursement of one order now (orderId), as the loan engine
// does on approval. Dev mode only: demos and E2E tests use it.
func (s Dev) handleDevPayoutRun(w http.ResponseWriter, r *http.Request) {
	if s.Disburse == nil {
		fail(w, r, apperr.New(apperr.CodeForbidden, "Disbursement is not configured."))
		return
	}
	req, err := decode[orderReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	res, err := s.Disburse.DisburseOrder(r.Context(), req.OrderID)
	if err != nil {
		fail(w, r, err)
		return
	}
	writeJSON(w, r, http.StatusOK, devPayoutRunData{Outcome: res.Outcome, Reference: res.Reference, Reason: res.FailureReason})
}

// handleDevComplaintReply plays the operator in dev mode: POST problemId, text, images
// (comma-joined upload URLs), askRating (1/true), operatorId (default 1).
func (s Dev) handleDevComplaintReply(w http.ResponseWriter, r *http.Request) {
	req, err := decode[devComplaintReplyReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	operator := int64(1)
	if req.OperatorID != nil {
		operator = *req.OperatorID
	}
	ask := req.AskRating == "1" || req.AskRating == "true"
	svc := s.complaintService()
	c, err := svc.ReplyToComplaint(r.Context(), req.ProblemID, operator, req.Text, complaints.SplitImages(req.Images), ask)
	if err != nil {
		fail(w, r, err)
		return
	}
	types, err := svc.Types(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, complaintDetail(r.Context(), types, c))
}

// handleDevPaySimulate is POST /dev/payments/simulate (dev only): a store cashier or a bank
// reporting a payment. payCode (or reference) and amount in centavos; outcome=fail to fail
// it; utr alone finds the transfer a borrower submitted that UTR for (the bank's report).
func (s Dev) handleDevPaySimulate(w http.ResponseWriter, r *http.Request) {
	if s.PaySandbox == nil {
		fail(w, r, errRepayUnavailable)
		return
	}
	req, err := decode[devPaySimulateReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	ctx := r.Context()
	target := req.PayCode
	if target == "" {
		target = req.Reference
	}
	utr := req.UTR
	if target == "" && utr != "" {
		rp, err := s.Repay.ByUTR(ctx, strings.ToUpper(utr))
		if err != nil {
			fail(w, r, err)
			return
		}
		target = rp.Reference
	}
	amount := req.Amount
	if target == "" {
		fail(w, r, apperr.Invalid("payCode, reference or utr is required."))
		return
	}
	var ev payments.Event
	if req.Outcome == "fail" {
		ev, err = s.PaySandbox.Fail(ctx, target, "simulated failure")
	} else {
		ev, err = s.PaySandbox.Pay(ctx, target, amount, utr)
	}
	if err != nil {
		fail(w, r, err)
		return
	}
	s.Repay.Kick(ctx)
	writeJSON(w, r, http.StatusOK, paySimulateData{Event: ev})
}

// handleDevDecide is the dev-only operator decision: orderId, approve=1|0, reason.
func (s Dev) handleDevDecide(w http.ResponseWriter, r *http.Request) {
	req, err := decode[devDecideReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	if req.Approve != "1" && req.Approve != "0" {
		fail(w, r, apperr.Invalid("approve must be 1 or 0."))
		return
	}
	o, err := s.lending().Decide(r.Context(), req.OrderID, req.Approve == "1", "dev", req.Reason, nil)
	if err != nil {
		fail(w, r, err)
		return
	}
	writeJSON(w, r, http.StatusOK, devDecideData{OrderID: strconv.FormatInt(o.ID, 10), Status: o.Status})
}

// handleDevDaily runs the daily job now (dev only).
func (s Dev) handleDevDaily(w http.ResponseWriter, r *http.Request) {
	rep, err := s.lending().RunDaily(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	writeJSON(w, r, http.StatusOK, rep)
}

// handleDevJobProbe is POST /dev/jobs/probe (dev only; form fail, failAttempts): queues a
// background job that fails its first failAttempts attempts with the message fail.
func (s Dev) handleDevJobProbe(w http.ResponseWriter, r *http.Request) {
	if s.Jobs == nil {
		fail(w, r, errJobsUnavailable)
		return
	}
	req, err := decode[devJobProbeReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	n := int64(1)
	if req.FailAttempts != nil {
		n = *req.FailAttempts
	}
	if n < 0 || n > 25 {
		fail(w, r, apperr.Invalid("failAttempts: 0 to 25"))
		return
	}
	id, err := s.Jobs.Probe(r.Context(), req.Fail, int(n))
	if err != nil {
		fail(w, r, err)
		return
	}
	writeJSON(w, r, http.StatusOK, map[string]int64{"id": id})
}
