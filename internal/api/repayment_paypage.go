package api

import (
	"errors"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"rsc.io/qr"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/payments"
)

// The sandbox gateway's hosted page, /pay/{reference}: what a real gateway's checkout would
// be (GCash / Maya checkout, a store's cashier screen, a bank's incoming transfer). It is
// server-rendered, standalone (no borrower bundle) and trusts nothing but the reference.

var payPage = template.Must(template.New("pay").Parse(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover"><meta name="referrer" content="same-origin"><link rel="icon" href="data:,">
<title>Sandbox checkout · Pautang</title>
<style>
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f2f5f4;color:#1f2a27}
header{background:linear-gradient(135deg,#148050,#0f6b42);color:#fff;padding:18px 20px 56px}
header .tag{display:inline-block;font-size:11px;letter-spacing:.08em;text-transform:uppercase;background:rgba(255,255,255,.22);border-radius:99px;padding:3px 10px}
header h1{margin:10px 0 2px;font-size:20px}header p{margin:0;opacity:.9;font-size:14px}
main{padding:0 16px 32px;margin-top:-40px}
.card{background:#fff;border-radius:16px;box-shadow:0 4px 18px rgba(20,60,40,.08);padding:18px;margin-bottom:14px}
.amount{font-size:32px;font-weight:800;color:#148050;margin:4px 0}.muted{color:#5b6661;font-size:13px}
.code{font-size:24px;font-weight:800;letter-spacing:3px;text-align:center;background:#e8f8f0;border:1px dashed #148050;border-radius:12px;padding:12px;margin:10px 0}
label{display:block;font-size:13px;color:#51605b;margin:12px 0 6px}
input{width:100%;font-size:18px;padding:12px;border:1px solid #d6e0dc;border-radius:12px;min-height:48px}
.row{display:flex;gap:10px;margin-top:16px}button{flex:1;min-height:48px;border:0;border-radius:24px;font-size:16px;font-weight:700;cursor:pointer}
.pay{background:#148050;color:#fff}.fail{background:#fff;color:#d64545;border:1px solid #f0c4c4}
.status{text-align:center;padding:10px 0}.status b{display:block;font-size:20px;margin:8px 0}
.ok{color:#148050}.bad{color:#d64545}.back{display:block;text-align:center;margin-top:14px;background:#148050;color:#fff;text-decoration:none;border-radius:24px;padding:13px;font-weight:700}
.qr{display:block;margin:8px auto;width:200px;height:200px}.err{background:#fff1f1;color:#b43c3c;border-radius:12px;padding:10px 12px;margin-bottom:12px;font-size:14px}
</style></head><body>
<header><span class="tag">Sandbox gateway · no real money</span><h1>{{.Title}}</h1><p>{{.Description}}</p></header>
<main>
{{if .Error}}<div class="err" role="alert">{{.Error}}</div>{{end}}
<div class="card">
  <div class="muted">{{if .Open}}Any amount{{else}}Amount due{{end}}</div>
  <div class="amount" data-testid="pay-amount">{{if .Open}}—{{else}}{{.Amount}}{{end}}</div>
  <div class="muted">Reference {{.Reference}}{{if .Paid}} · received so far {{.Paid}}{{end}}</div>
  {{if .PayCode}}<div class="code" data-testid="pay-code">{{.PayCode}}</div>{{end}}
  {{if .QR}}<img class="qr" src="/pay/{{.Reference}}/qr.svg" alt="QR code">{{end}}
</div>
{{if .Done}}
<div class="card status" data-testid="pay-status">{{if eq .Done "paid"}}<span class="ok">✔</span><b class="ok">Payment received</b><div class="muted">Pautang has been notified.</div>{{else}}<span class="bad">✖</span><b class="bad">Payment failed</b><div class="muted">No money was taken.</div>{{end}}
{{if .ReturnURL}}<a class="back" href="{{.ReturnURL}}" data-testid="pay-return">Back to Pautang</a>{{end}}</div>
{{end}}
{{if .Pending}}
<form class="card" method="post" action="/pay/{{.Reference}}">
  <div class="muted">{{.Hint}}</div>
  <label for="amount">Amount to pay (₱)</label>
  <input id="amount" name="amount" inputmode="decimal" autocomplete="off" value="{{.AmountInput}}" placeholder="0.00" required>
  {{if .Transfer}}<label for="utr">Bank reference (UTR) of the transfer</label><input id="utr" name="utr" autocomplete="off" placeholder="e.g. IP20261122ABC123">{{end}}
  <div class="row"><button class="fail" name="action" value="fail" formnovalidate>Fail</button><button class="pay" name="action" value="pay">Pay</button></div>
</form>
{{else if not .Done}}{{if .ReturnURL}}<a class="back" href="{{.ReturnURL}}">Back to Pautang</a>{{end}}{{end}}
</main></body></html>`))

// payPageData is what the hosted page shows.
type payPageData struct {
	Title, Description, Reference, Amount, AmountInput, Paid, PayCode, Hint, ReturnURL, Error, Done string
	Open, QR, Transfer, Pending                                                                     bool
}

func methodTitle(m string) (string, string) {
	switch m {
	case payments.MethodCode, payments.MethodPayCode:
		return "Store payment", "The cashier enters this code and takes the cash. Simulate it below."
	case payments.MethodQR:
		return "QR Ph payment", "Scan with any bank or e-wallet app, or simulate the payment below."
	case payments.MethodTransfer:
		return "Incoming bank transfer", "Simulate the bank reporting an InstaPay / PESONet transfer to Pautang."
	case payments.MethodCard:
		return "Card debit", "Card debits are confirmed with the SMS code in the app."
	}
	return "E-wallet checkout", "Approve the payment in your e-wallet. Pay part of it by changing the amount."
}

// handlePayPage is GET and POST /pay/{reference}: the sandbox checkout with 'Pay' and 'Fail'
// and an amount field for partial payments. A POST records the result at the gateway,
// delivers the webhook at once and shows the outcome (post/redirect/get).
func (s borrowerRepayment) handlePayPage(w http.ResponseWriter, r *http.Request) {
	if s.PaySandbox == nil {
		http.NotFound(w, r)
		return
	}
	ctx := r.Context()
	ref := r.PathValue("reference")
	c, err := s.PaySandbox.Charge(ctx, ref)
	if errors.Is(err, payments.ErrChargeNotFound) {
		http.Error(w, "Unknown payment reference.", http.StatusNotFound)
		return
	}
	if err != nil {
		http.Error(w, "The gateway is unavailable.", http.StatusInternalServerError)
		return
	}
	var formErr string
	if r.Method == http.MethodPost {
		r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
		if err := r.ParseForm(); err != nil || checkValues(r.PostForm) != nil {
			http.Error(w, "Bad form.", http.StatusBadRequest)
			return
		}
		done := ""
		switch r.PostFormValue("action") {
		case "fail":
			_, err = s.PaySandbox.Fail(ctx, c.Reference, "declined by the payer")
			done = "failed"
		default:
			var cents int64
			cents, err = parsePesos(r.PostFormValue("amount"))
			if err == nil {
				_, err = s.PaySandbox.Pay(ctx, c.Reference, cents, r.PostFormValue("utr"))
			}
			done = "paid"
		}
		if err == nil {
			s.Repay.Kick(ctx)
			http.Redirect(w, r, "/pay/"+url.PathEscape(c.Reference)+"?done="+done, http.StatusSeeOther)
			return
		}
		var ae *apperr.Error
		if !errors.As(err, &ae) {
			s.logger().Error("payments: sandbox page", "reference", c.Reference, "err", err)
			http.Error(w, "The gateway is unavailable.", http.StatusInternalServerError)
			return
		}
		formErr = ae.Message
		if c, err = s.PaySandbox.Charge(ctx, ref); err != nil {
			http.Error(w, "The gateway is unavailable.", http.StatusInternalServerError)
			return
		}
	}
	title, hint := methodTitle(c.Method)
	d := payPageData{Title: title, Description: c.Description, Reference: c.Reference, Amount: loans.FormatPeso(c.AmountCents), Hint: hint,
		ReturnURL: c.ReturnURL, Error: formErr, Open: c.AmountCents == 0, QR: c.Method == payments.MethodQR, Transfer: c.Method == payments.MethodTransfer,
		PayCode: c.PayCode, Done: r.URL.Query().Get("done"),
		Pending: c.Status == payments.ChargePending && c.Method != payments.MethodCard}
	if c.PaidCents > 0 {
		d.Paid = loans.FormatPeso(c.PaidCents)
	}
	if c.AmountCents > 0 {
		d.AmountInput = fmt.Sprintf("%d.%02d", c.AmountCents/100, c.AmountCents%100)
	}
	if d.Done != "paid" && d.Done != "failed" {
		d.Done = ""
	}
	if d.Done != "" && c.Reusable {
		d.Pending = true // a standing pay code takes the next payment
	}
	if d.Done != "" && d.Pending && !c.Reusable {
		d.Done = "" // a stale ?done on a charge still open
	}
	if d.Description == "" {
		d.Description = "Pautang Lending Corporation"
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Referrer-Policy", "same-origin")
	if err := payPage.Execute(w, d); err != nil {
		s.logger().Error("payments: render pay page", "err", err)
	}
}

// handlePayQR is GET /pay/{reference}/qr.svg: the QR code of a QR Ph charge.
func (s borrowerRepayment) handlePayQR(w http.ResponseWriter, r *http.Request) {
	if s.PaySandbox == nil {
		http.NotFound(w, r)
		return
	}
	c, err := s.PaySandbox.Charge(r.Context(), r.PathValue("reference"))
	if err != nil || c.QRPayload == "" {
		http.NotFound(w, r)
		return
	}
	code, err := qr.Encode(c.QRPayload, qr.M)
	if err != nil {
		http.Error(w, "QR encoding failed.", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	w.Header().Set("Cache-Control", "private, max-age=3600")
	w.Write([]byte(qrSVG(code)))
}

// qrSVG draws a QR code as one SVG path with a 4-module quiet zone.
func qrSVG(code *qr.Code) string {
	n := code.Size
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" shape-rendering="crispEdges"><rect width="100%%" height="100%%" fill="#fff"/><path fill="#111" d="`, n+8, n+8)
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			if code.Black(x, y) {
				fmt.Fprintf(&sb, "M%d %dh1v1h-1z", x+4, y+4)
			}
		}
	}
	sb.WriteString(`"/></svg>`)
	return sb.String()
}

// parsePesos reads "1,234.5" as 123450 centavos, exactly (no float).
func parsePesos(s string) (int64, error) {
	s = strings.NewReplacer("₱", "", " ", "").Replace(strings.TrimSpace(s))
	whole, frac, _ := strings.Cut(s, ".")
	if strings.Contains(whole, ",") {
		// Commas only as thousands separators: "1,234,567", never "1,0,0".
		groups := strings.Split(whole, ",")
		if len(groups[0]) < 1 || len(groups[0]) > 3 {
			return 0, payments.ErrAmount
		}
		for _, g := range groups[1:] {
			if len(g) != 3 {
				return 0, payments.ErrAmount
			}
		}
		whole = strings.Join(groups, "")
	}
	if strings.Contains(frac, ",") {
		return 0, payments.ErrAmount
	}
	if whole == "" {
		whole = "0"
	}
	if len(frac) > 2 || len(whole) > 9 {
		return 0, payments.ErrAmount
	}
	w, err := strconv.ParseInt(whole, 10, 64)
	if err != nil || w < 0 {
		return 0, payments.ErrAmount
	}
	for len(frac) < 2 {
		frac += "0"
	}
	f, err := strconv.ParseInt(frac, 10, 64)
	if err != nil || f < 0 {
		return 0, payments.ErrAmount
	}
	cents := w*100 + f
	if cents <= 0 {
		return 0, payments.ErrAmount
	}
	return cents, nil
}
