package api

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"strings"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/i18n"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/payments"
)

// errRepayUnavailable answers when the repayment service or its gateway is not wired.
var errRepayUnavailable = apperr.ErrPaymentsNotConfigured

// repaymentReady fails the request when the repayment wiring or the payment gateway is
// missing (payments_not_configured).
func (s *Server) repaymentReady(w http.ResponseWriter, r *http.Request) bool {
	if s.Repay == nil || s.Repay.Loans == nil || s.Repay.Provider == nil {
		fail(w, r, errRepayUnavailable)
		return false
	}
	return true
}

// decodeRepay checks the repayment wiring, then decodes the request; false means the request
// has already been answered with the error.
func decodeRepay[T any](s *Server, w http.ResponseWriter, r *http.Request) (T, bool) {
	var req T
	if !s.repaymentReady(w, r) {
		return req, false
	}
	req, err := decode[T](w, r)
	if err != nil {
		fail(w, r, err)
		return req, false
	}
	return req, true
}

func channelList(ctx context.Context, chs []payments.Channel) []channelJSON {
	out := make([]channelJSON, 0, len(chs))
	for _, c := range chs {
		out = append(out, channelJSON{ChannelNumber: c.Number, Name: i18n.T(ctx, c.Name), Logo: c.Logo, Kind: c.Kind})
	}
	return out
}

// payNotice groups the steps of the channels a pay code works at (stores and e-wallet bills).
// Names and steps are the operator's, translated when the catalogue knows them.
func payNotice(ctx context.Context, chs []payments.Channel) []noticeGroup {
	out := []noticeGroup{}
	for _, c := range chs {
		if c.Kind != payments.KindStore && c.Kind != payments.KindEwallet {
			continue
		}
		g := noticeGroup{Title: i18n.T(ctx, c.Name), Items: []noticeItem{}}
		for _, in := range c.Instructions {
			g.Items = append(g.Items, instructionItem(ctx, in))
		}
		out = append(out, g)
	}
	return out
}

// instructionItem is one channel instruction in the borrower's language.
func instructionItem(ctx context.Context, in payments.Instruction) noticeItem {
	steps := make([]string, len(in.Steps))
	for i, s := range in.Steps {
		steps[i] = i18n.T(ctx, s)
	}
	return noticeItem{Name: i18n.T(ctx, in.Title), Step: steps}
}

func peso(c int64) string { return loans.FormatPeso(c) }

// dateOrEmpty is a date as YYYY-MM-DD, or "" for none.
func dateOrEmpty(d loans.Date) string {
	if d.IsZero() {
		return ""
	}
	return d.String()
}

// repayRows is the installment page's detail list: the two most useful rows first (the page
// folds the rest under 'more').
func repayRows(ctx context.Context, pos loans.Position) []loans.Row {
	st := pos.Standing
	b := st.Balances
	rows := []loans.Row{
		{Text: i18n.T(ctx, "Amount due now"), Value: peso(st.DueNowCents)},
		{Text: i18n.T(ctx, "Total to settle today"), Value: peso(st.PayoffCents)},
		{Text: i18n.T(ctx, "Loan amount"), Value: peso(pos.Order.Amount)},
		{Text: i18n.T(ctx, "Principal outstanding"), Value: peso(b[loans.BucketPrincipal])},
		{Text: i18n.T(ctx, "Interest outstanding"), Value: peso(b[loans.BucketInterest])},
	}
	for _, x := range []struct {
		label  string
		bucket loans.Bucket
	}{{i18n.T(ctx, "Fees"), loans.BucketFee}, {i18n.T(ctx, "Late penalty"), loans.BucketPenalty}, {i18n.T(ctx, "Late interest"), loans.BucketLateInterest},
		{i18n.T(ctx, "Collection expenses"), loans.BucketEnforcement}} {
		if v := b[x.bucket]; v > 0 {
			rows = append(rows, loans.Row{Text: x.label, Value: peso(v)})
		}
	}
	var paid int64
	for _, e := range pos.Entries {
		if e.Kind == loans.KindPayment {
			paid -= e.AmountCents
		}
	}
	rows = append(rows, loans.Row{Text: i18n.T(ctx, "Paid so far"), Value: peso(paid)})
	if c := b.Credit(); c > 0 {
		rows = append(rows, loans.Row{Text: i18n.T(ctx, "Credit (overpayment kept for you)"), Value: peso(c)})
	}
	if st.DaysOverdue > 0 {
		rows = append(rows, loans.Row{Text: i18n.T(ctx, "Days overdue"), Value: strconv.Itoa(st.DaysOverdue)})
	}
	if from := loans.PrepaymentFrom(pos.Loan.Terms, pos.Loan.DisbursedOn); pos.Today.Before(from) {
		rows = append(rows, loans.Row{Text: i18n.T(ctx, "Early payoff available from"), Value: i18n.Date(ctx, from.String())})
	}
	rows = append(rows, loans.Row{Text: i18n.T(ctx, "Order number"), Value: pos.Order.OrderNo})
	return rows
}

func repayNotice(ctx context.Context, pos loans.Position) string {
	st := pos.Standing
	switch loans.Status(pos.Order.Status) {
	case loans.StatusSettled:
		return i18n.T(ctx, "This loan is settled. Thank you for paying on time!")
	case loans.StatusOverdue:
		return i18n.F(ctx, "Your loan is %d days overdue and late charges grow every day. Please pay %s now.", st.DaysOverdue, peso(st.DueNowCents))
	case loans.StatusDue:
		return i18n.F(ctx, "Please pay %s by %s to avoid late charges.", peso(st.NextAmountCents), st.NextDueDate)
	}
	if from := loans.PrepaymentFrom(pos.Loan.Terms, pos.Loan.DisbursedOn); pos.Today.Before(from) {
		return i18n.F(ctx, "Your next payment of %s is due on %s. Paying off early is available from %s.", peso(st.NextAmountCents), st.NextDueDate, from)
	}
	return i18n.F(ctx, "Your next payment of %s is due on %s.", peso(st.NextAmountCents), st.NextDueDate)
}

// showReyTop is isShowReyTop: the 'how to repay' banner shows while a payment is due.
func showReyTop(status int) int { return boolToInt(loans.Status(status).PaymentDue()) }

// handleLoanPlayDetail is POST /v3/installment/loan-play-detail: the installment repayment page.
func (s borrowerRepayment) handleLoanPlayDetail(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, ready := decodeRepay[repayOrderReq](s.Server, w, r)
	if !ready {
		return
	}
	ctx := r.Context()
	page, err := s.Repay.InstallmentPage(ctx, sess.UserID, req.OrderID, req.ProductID)
	if err != nil {
		fail(w, r, err)
		return
	}
	pos, pay, chs := page.Position, page.Pay, page.Channels
	o := pos.Order
	data := loanPlayDetailData{
		OrderID: o.ID, ProductID: o.ProductID, OrderNo: o.OrderNo, Status: o.Status,
		RepayAmount: pos.Standing.NextAmountCents, RepayDate: pos.Standing.NextDueDate.String(),
		DueNowAmount: pos.Standing.DueNowCents, PayoffAmount: pos.Standing.PayoffCents,
		ProductName: o.ProductName, ProductLogo: o.ProductLogo,
		Detail: repayRows(ctx, pos), RepayList: channelList(ctx, chs), NoticeMsg: repayNotice(ctx, pos),
		IsShowReyTop:     showReyTop(o.Status),
		PayNowAmount:     pay.NowCents,
		PayableMaxAmount: pay.MaxCents,
		PrepayFrom:       dateOrEmpty(pay.PrepayFrom),
		PayableFrom:      dateOrEmpty(pay.NextPayableFrom),
	}
	if code := page.PayCode; code != nil {
		data.DefDetail = &defDetail{PayCode: code.PayCode, Logo: page.Store.Logo, Reference: code.Reference,
			Title: i18n.T(ctx, "Your contract number: pay any amount at stores and e-wallet bills"), PayNotice: payNotice(ctx, chs)}
	} else if !page.Active {
		data.RepayAmount, data.PayNowAmount = 0, 0 // settled: nothing to pay
	}
	ok(w, r, FamilyDoubleZero, data)
}

// handleDelayDetail is POST /v3/installment/delay-detail: the rollover (repay delay) page,
// priced by the product's rollover offer.
func (s borrowerRepayment) handleDelayDetail(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, ready := decodeRepay[repayOrderReq](s.Server, w, r)
	if !ready {
		return
	}
	ctx := r.Context()
	page, err := s.Repay.RolloverPage(ctx, sess.UserID, req.OrderID, req.ProductID)
	if err != nil {
		fail(w, r, err)
		return
	}
	o, q, chs, started := page.Order, page.Quote, page.Channels, page.Code
	plan := make([]delayPlanRow, 0, len(q.Plan))
	for _, p := range q.Plan {
		plan = append(plan, delayPlanRow{Remark: i18n.T(ctx, p.Remark), Title: rolloverPlanTitle(ctx, p), Amount: p.AmountCents, Time: p.Time.String()})
	}
	notice := i18n.F(ctx, "Pay %s today (rollover fee %s) and your due date moves from %s to %s. Principal and interest stay the same.",
		peso(q.DelayAmountCents), peso(q.FeeCents), q.CurrentDueDate, q.NewDueDate)
	if q.ChargesCents > 0 {
		notice = i18n.F(ctx, "Pay %s today (rollover fee %s and late charges %s) and your due date moves from %s to %s. Principal and interest stay the same.",
			peso(q.DelayAmountCents), peso(q.FeeCents), peso(q.ChargesCents), q.CurrentDueDate, q.NewDueDate)
	}
	ok(w, r, FamilyDoubleZero, delayDetailData{
		OrderID: o.ID, ProductID: o.ProductID, OrderNo: o.OrderNo,
		DelayInfo: delayInfo{DelayAmount: q.DelayAmountCents, Title: i18n.F(ctx, "Extend your payment date by %d days", q.ExtendDays), FeeAmount: q.FeeCents, ChargesAmount: q.ChargesCents,
			CurrentDueDate: q.CurrentDueDate.String(), NewDueDate: q.NewDueDate.String()},
		ProductName: o.ProductName, ProductLogo: o.ProductLogo, RepayDate: q.NewDueDate.String(),
		RepayPlan: plan, RepayList: channelList(ctx, chs), NoticeMsg: notice, IsShowReyTop: showReyTop(o.Status),
		DefDetail: defDetail{PayCode: started.Charge.PayCode, Logo: page.Store.Logo, Reference: started.Repayment.Reference,
			Title: i18n.F(ctx, "Rollover code: pay %s at any store", peso(q.DelayAmountCents)), PayNotice: payNotice(ctx, chs)},
	})
}

// rolloverPlanTitle is a rollover plan row's title in the borrower's language.
func rolloverPlanTitle(ctx context.Context, p loans.RolloverPlanItem) string {
	if p.Seq > 0 {
		return i18n.F(ctx, "Period %d/%d", p.Seq, p.Of)
	}
	return i18n.T(ctx, p.Title)
}

// payURLOf is where 'Payment' sends the borrower for a charge: the gateway's hosted checkout
// for e-wallets, our code / QR / transfer page otherwise.
func payURLOf(c payments.Charge, r payments.Repayment) string {
	switch c.Method {
	case payments.MethodCode:
		return "/repaymentOfCode?type=1&reference=" + r.Reference
	case payments.MethodQR:
		if strings.HasPrefix(c.PayURL, "https://") || strings.HasPrefix(c.PayURL, "http://") {
			return c.PayURL // a remote gateway's page shows its own QR Ph (PayMongo's checkout)
		}
		return "/repaymentOfCode?type=2&reference=" + r.Reference
	case payments.MethodTransfer:
		return "/repaymentOfCode?type=3&reference=" + r.Reference
	}
	return c.PayURL
}

func returnURLOf(o loans.Order) string {
	return fmt.Sprintf("/loanDetail?orderId=%d&productId=%d", o.ID, o.ProductID)
}

// handleGenerateVCode is POST /v3/loan-details/generate-vcode: a payment link, code, QR or
// transfer reference for the chosen channel (isDelay=1: the rollover).
func (s borrowerRepayment) handleGenerateVCode(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, ready := decodeRepay[generateVCodeReq](s.Server, w, r)
	if !ready {
		return
	}
	started, err := s.Repay.PayChannel(r.Context(), payments.PayRequest{UserID: sess.UserID, OrderID: req.OrderID, ProductID: req.ProductID,
		Amount: req.Amount, IsDelay: req.IsDelay == "1", Channel: req.ChannelNumber, ReturnURL: returnURLOf})
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, generateVCodeData{PayURL: payURLOf(started.Charge, started.Repayment), Reference: started.Repayment.Reference})
}

// handlePayDetail is POST /v3/repayment/pay-detail: what /repaymentOfCode shows for a
// reference (type 1 code, 2 QR, 3 transfer), with its status for polling.
func (s borrowerRepayment) handlePayDetail(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, ready := decodeRepay[payDetailReq](s.Server, w, r)
	if !ready {
		return
	}
	ctx := r.Context()
	pd, err := s.Repay.PayDetail(ctx, sess.UserID, req.Reference)
	if err != nil {
		fail(w, r, err)
		return
	}
	rp, charge, ch, typ := pd.Repayment, pd.Charge, pd.Channel, pd.Type
	notes := []noticeItem{}
	for _, in := range ch.Instructions {
		notes = append(notes, instructionItem(ctx, in))
	}
	data := payDetailData{
		Type: typ, Reference: rp.Reference, PayCode: charge.PayCode, Amount: rp.AmountCents, PaidAmount: rp.PaidCents,
		Status: rp.Status, IsDelay: boolToInt(rp.IsDelay), OrderID: rp.OrderID, UTR: rp.UTR,
		Channel: channelJSON{ChannelNumber: ch.Number, Name: i18n.T(ctx, ch.Name), Logo: ch.Logo, Kind: ch.Kind}, Notes: notes,
	}
	if s.PaySandbox != nil && s.Cfg.Dev {
		// The sandbox's 'simulate the payment' page is for development only: borrowers never see it.
		sandboxURL := charge.PayURL
		data.SandboxURL = &sandboxURL
	}
	if typ == payments.PageQR {
		qrImage, qrPayload := charge.PayURL+"/qr.svg", charge.QRPayload
		data.QRImage, data.QRPayload = &qrImage, &qrPayload
	}
	if typ == payments.PageTransfer {
		name := pd.Account.AccountName
		if name == "" {
			name = s.companyName()
		}
		data.BankAccount = &payBankAccount{Bank: pd.Account.Bank, AccountName: name, AccountNumber: pd.Account.AccountNumber,
			Rails: i18n.T(ctx, "InstaPay (up to ₱50,000, instant) or PESONet (same banking day)")}
	}
	ok(w, r, FamilyDoubleZero, data)
}

func (s *Server) companyName() string {
	if s.Cfg.CompanyName != "" {
		return s.Cfg.CompanyName
	}
	return "Pautang Lending Corporation"
}

func boolToInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// handleUTRSubmit is POST /v3/repayment/utr-submit: the borrower's bank transfer reference.
func (s borrowerRepayment) handleUTRSubmit(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, ready := decodeRepay[utrSubmitReq](s.Server, w, r)
	if !ready {
		return
	}
	rp, err := s.Repay.SubmitUTR(r.Context(), sess.UserID, req.OrderID, req.Reference, req.UTR)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, utrSubmitData{Reference: rp.Reference, UTR: rp.UTR, Status: rp.Status})
}

// --- payway: the card repayment calls (ARCHITECTURE section 4: family '00') ----

// tokenKey signs the card chooser's repayToken (payments.Service.TokenKey).
func (s *Server) tokenKey() []byte {
	if s.Auth != nil && len(s.Auth.Secret) > 0 {
		return s.Auth.Secret
	}
	return s.WebhookSecret
}

// handleRepaymentWay is POST /api/v1/{provider}/{service}/service/loan/repayment-way: the
// card chooser's data (orderId in the query).
func (s borrowerRepayment) handleRepaymentWay(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, ready := decodeRepay[repaymentWayReq](s.Server, w, r)
	if !ready {
		return
	}
	way, err := s.Repay.CardWay(r.Context(), sess.UserID, req.OrderID, req.ProductID)
	if err != nil {
		fail(w, r, err)
		return
	}
	pos, o := way.Position, way.Position.Order
	cards := make([]repayCard, 0, len(way.Cards))
	for _, a := range way.Cards {
		cards = append(cards, repayCard{ID: a.ID, BankName: a.BankName, CardNo: banking.Mask(a.Last4), BankCode: a.BankCode, CardType: a.CardType})
	}
	ok(w, r, FamilyDoubleZero, repaymentWayData{
		Alipay: true, RepayToken: way.Token, BankCards: cards,
		OrderID: o.ID, ProductID: o.ProductID, OrderNo: o.OrderNo, ProductName: o.ProductName, ProductLogo: o.ProductLogo,
		RepayAmount: pos.Standing.NextAmountCents, PayoffAmount: pos.Standing.PayoffCents, RepayDate: pos.Standing.NextDueDate.String(),
	})
}

// cardCommitsPerOrderHour bounds the card debits (each sends an SMS code) one order may start
// an hour (docs/security.md).
const cardCommitsPerOrderHour = 5

// handleRepaymentCommit is POST .../service/loan/repayment-commit: debit a bound card. The
// same order and amount again within 60 s is 800005; an Idempotency-Key header (or the
// idempotencyKey field) replays the first answer.
func (s borrowerRepayment) handleRepaymentCommit(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, ready := decodeRepay[repaymentCommitReq](s.Server, w, r)
	if !ready {
		return
	}
	key := strings.TrimSpace(r.Header.Get("Idempotency-Key"))
	if key == "" {
		key = req.IdempotencyKey
	}
	started, err := s.Repay.CommitCard(r.Context(), payments.CardCommit{
		PayRequest: payments.PayRequest{UserID: sess.UserID, Phone: sess.Phone, OrderID: req.OrderID, ProductID: req.ProductID, Amount: req.Amount, ReturnURL: returnURLOf},
		CardID:     req.CardID, Token: req.RepayToken, Coupon: req.CouponID, IdemKey: key,
		Respond: func(st payments.Started) ([]byte, error) {
			return json.Marshal(commitAnswer{NeedValid: boolToInt(st.Charge.NeedValid), RepayRecordID: st.Repayment.ID, Reference: st.Repayment.Reference})
		}})
	if err != nil {
		fail(w, r, err)
		return
	}
	if started.Replay != nil {
		ok(w, r, FamilyDoubleZero, json.RawMessage(started.Replay))
		return
	}
	ok(w, r, FamilyDoubleZero, commitAnswer{NeedValid: boolToInt(started.Charge.NeedValid), RepayRecordID: started.Repayment.ID, Reference: started.Repayment.Reference})
}

// handleRepaymentConfirm is POST .../service/loan/repayment-confirm: the SMS code of a card
// repayment (800006 when wrong). On success the payment is already booked.
func (s borrowerRepayment) handleRepaymentConfirm(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, ready := decodeRepay[repaymentConfirmReq](s.Server, w, r)
	if !ready {
		return
	}
	rp, orderStatus, err := s.Repay.ConfirmCard(r.Context(), sess.UserID, req.OrderID, req.RepaymentRecordID, req.VerifyCode)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, repaymentConfirmData{RepayRecordID: rp.ID, Status: rp.Status, PaidAmount: rp.PaidCents, OrderID: rp.OrderID, OrderStatus: orderStatus})
}

// handleRepaymentHuichao is POST .../service/loan/repayment-huichao: the alternative
// repayment, a hosted e-wallet checkout link (data.url).
func (s borrowerRepayment) handleRepaymentHuichao(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, ready := decodeRepay[huichaoReq](s.Server, w, r)
	if !ready {
		return
	}
	if uid := req.UserID; uid != "" && uid != strconv.FormatInt(sess.UserID, 10) {
		fail(w, r, apperr.ErrUnauthorized)
		return
	}
	started, err := s.Repay.Checkout(r.Context(), payments.PayRequest{UserID: sess.UserID, OrderID: req.OrderID, ProductID: req.ProductID, Amount: req.Amount,
		ReturnURL: func(o loans.Order) string { return fmt.Sprintf("/payway#/borrowDetail/%d", o.ID) }})
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, huichaoData{URL: started.Charge.PayURL, Reference: started.Repayment.Reference})
}

// --- the webhook ------------------------------------------------------------

func (s *Server) logger() *slog.Logger {
	if s.Log != nil {
		return s.Log
	}
	return slog.Default()
}

// readBody reads a request body of at most limit bytes.
func readBody(w http.ResponseWriter, r *http.Request, limit int64) ([]byte, error) {
	return io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
}
