package api

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/complaints"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/storage"
	"github.com/pautang/pautang/internal/store"
)

// AdminCookie is the operator session cookie: HttpOnly, SameSite=Strict, Path=/admin, so it
// never travels with borrower requests and never to another site.
const AdminCookie = "pautang_admin"

// adminCtx is who is calling a back-office route.
type adminCtx struct {
	Op   admin.Operator
	Sess admin.Session
	IP   string
}

// audit fills the who and where of an audit entry.
func (c adminCtx) audit(action, entity, entityID string, before, after any) admin.Entry {
	return admin.Entry{OperatorID: c.Op.ID, Action: action, Entity: entity, EntityID: entityID, Before: before, After: after, IP: c.IP}
}

// adminHandler is a back-office handler that runs with a checked operator.
type adminHandler func(w http.ResponseWriter, r *http.Request, c adminCtx)

func (s *Server) adminService() *admin.Service { return &admin.Service{Repo: s.Store, Clock: s.Clock} }

// operator checks the session cookie, the role (admin.Matrix) and, for every call that is not
// a GET, the CSRF token in X-CSRF-Token. No session: 401; wrong role: forbidden.
func (s *Server) operator(action admin.Action, h adminHandler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		ck, err := r.Cookie(AdminCookie)
		if err != nil {
			fail(w, r, admin.ErrUnauthorized)
			return
		}
		sess, op, err := s.adminService().Authenticate(r.Context(), ck.Value)
		if err != nil {
			fail(w, r, err)
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead && !admin.CheckCSRF(sess, r.Header.Get("X-CSRF-Token")) {
			fail(w, r, admin.ErrCSRF)
			return
		}
		if !admin.Can(op.Role, action) {
			fail(w, r, admin.ErrForbidden)
			return
		}
		h(w, r, adminCtx{Op: op, Sess: sess, IP: clientIP(r)})
	}
}

// decodeJSON reads a JSON body of at most 256 KiB into v.
func decodeJSON(w http.ResponseWriter, r *http.Request, v any) error {
	r.Body = http.MaxBytesReader(w, r.Body, 256<<10)
	dec := json.NewDecoder(r.Body)
	if err := dec.Decode(v); err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return err
		}
		return apperr.Invalid("The request body is not valid JSON: %v", err)
	}
	return checkDecoded(v) // NUL bytes or invalid UTF-8 (textcheck.go)
}

// pathID reads the {id} path segment.
func pathID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0, apperr.Invalid("The id in the path must be a positive whole number.")
	}
	return id, nil
}

// sameOrigin refuses a login posted from another site (login CSRF): browsers send Origin on
// POST, and it must name this host.
func sameOrigin(r *http.Request) bool {
	o := r.Header.Get("Origin")
	if o == "" {
		return true
	}
	u, err := url.Parse(o)
	return err == nil && u.Host == r.Host
}

func (s *Server) setAdminCookie(w http.ResponseWriter, r *http.Request, value string, expires time.Time, maxAge int) {
	secure := r.TLS != nil || strings.HasPrefix(s.Cfg.PublicURL, "https://")
	http.SetCookie(w, &http.Cookie{Name: AdminCookie, Value: value, Path: "/admin", HttpOnly: true, Secure: secure,
		SameSite: http.SameSiteStrictMode, Expires: expires, MaxAge: maxAge})
}

// operatorView is what the SPA learns about the signed-in operator.
func operatorView(op admin.Operator, csrf string) map[string]any {
	return map[string]any{"operator": op, "permissions": admin.Permissions(op.Role), "csrfToken": csrf}
}

func (s *Server) handleAdminLogin(w http.ResponseWriter, r *http.Request) {
	if !sameOrigin(r) {
		fail(w, r, admin.ErrCSRF)
		return
	}
	var in struct {
		Email    string `json:"email"`
		Password string `json:"password"`
	}
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	ip := clientIP(r)
	// Per-IP limits, counted before the password check (each RateHit is one atomic step, so a
	// parallel burst is cut at the limit like a sequential one).
	for _, l := range adminLoginIPLimits {
		if ok, err := s.Store.RateHit(r.Context(), l.bucket+ip, l.window, l.limit); err != nil {
			fail(w, r, err)
			return
		} else if !ok {
			s.auditLoginFailure(r, in.Email, ip, apperr.CodeRateLimited)
			fail(w, r, apperr.New(apperr.CodeRateLimited, l.msg))
			return
		}
	}
	l, err := s.adminService().Login(r.Context(), in.Email, in.Password, ip)
	if err != nil {
		if code := apperr.CodeOf(err); code != "" {
			s.auditLoginFailure(r, in.Email, ip, code)
		}
		fail(w, r, err)
		return
	}
	_ = s.Store.AddAudit(r.Context(), admin.Entry{OperatorID: l.Operator.ID, Action: "operator.login", Entity: "operator",
		EntityID: strconv.FormatInt(l.Operator.ID, 10), IP: clientIP(r)})
	s.setAdminCookie(w, r, l.Token, time.UnixMilli(l.ExpiresAt), int(admin.MaxAge/time.Second))
	ok(w, r, FamilyZero, operatorView(l.Operator, l.CSRFToken))
}

// maxSearchLen bounds a back-office search or filter text.
const maxSearchLen = 100

// adminLoginIPLimits are the back-office login attempts one address may make (docs/security.md).
var adminLoginIPLimits = []struct {
	bucket string
	window time.Duration
	limit  int
	msg    string
}{
	{"admin-login:", time.Minute, 10, "Too many login attempts from this address. Wait a minute."},
	{"admin-login-hour:", time.Hour, 60, "Too many login attempts from this address. Try again in an hour."},
}

// auditLoginFailure records a refused operator login (wrong password, lock, rate limit,
// disabled account) with the address it came from; entity "login", the e-mail typed.
func (s *Server) auditLoginFailure(r *http.Request, email, ip, code string) {
	e := strings.ToLower(strings.TrimSpace(clipRunes(email, 254)))
	_ = s.Store.AddAudit(r.Context(), admin.Entry{Action: "operator.login_failed", Entity: "login", EntityID: e, IP: ip,
		After: map[string]any{"code": code}})
}

func (s *Server) handleAdminLogout(w http.ResponseWriter, r *http.Request, c adminCtx) {
	if err := s.adminService().Logout(r.Context(), c.Sess); err != nil {
		fail(w, r, err)
		return
	}
	_ = s.Store.AddAudit(r.Context(), c.audit("operator.logout", "operator", strconv.FormatInt(c.Op.ID, 10), nil, nil))
	s.setAdminCookie(w, r, "", time.Unix(0, 0), -1)
	ok(w, r, FamilyZero, nil)
}

func (s *Server) handleAdminMe(w http.ResponseWriter, r *http.Request, c adminCtx) {
	ck, _ := r.Cookie(AdminCookie)
	ok(w, r, FamilyZero, operatorView(c.Op, admin.CSRFFor(ck.Value)))
}

// ---- Dashboard ----

func (s *Server) handleAdminDashboard(w http.ResponseWriter, r *http.Request, c adminCtx) {
	days := 14
	if v := r.URL.Query().Get("days"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 366 {
			fail(w, r, apperr.Invalid("days must be 1 to 366."))
			return
		}
		days = n
	}
	today := loans.DateOf(s.Clock.Now())
	from := today.Add(-(days - 1))
	d, err := s.Store.DashboardData(r.Context(), from.String(), today.String())
	if err != nil {
		fail(w, r, err)
		return
	}
	overdue, err := s.Store.OverdueByDay(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	buckets := admin.OverdueTotals(overdue, today)
	funnel, err := s.Store.PromotionFunnel(r.Context(), from.String(), today.String(), 0)
	if err != nil {
		fail(w, r, err)
		return
	}
	templates, err := s.Store.AdminChannelTemplates(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	names := map[int64]string{0: "(none)"}
	for _, t := range templates {
		names[t.ID] = t.Name
	}
	type funnelRow struct {
		TemplateID    int64  `json:"templateId"`
		Template      string `json:"template"`
		Visits        int64  `json:"visits"`
		Clicks        int64  `json:"clicks"`
		SMSSent       int64  `json:"smsSent"`
		Registrations int64  `json:"registrations"`
	}
	perTemplate := map[int64]*funnelRow{}
	order := []int64{}
	for _, f := range funnel {
		t := perTemplate[f.TemplateID]
		if t == nil {
			name := names[f.TemplateID]
			if name == "" {
				name = "#" + strconv.FormatInt(f.TemplateID, 10)
			}
			t = &funnelRow{TemplateID: f.TemplateID, Template: name}
			perTemplate[f.TemplateID] = t
			order = append(order, f.TemplateID)
		}
		t.Visits += f.Visits
		t.Clicks += f.Clicks
		t.SMSSent += f.SMSSent
		t.Registrations += f.Registrations
	}
	funnelOut := []funnelRow{}
	for _, id := range order {
		funnelOut = append(funnelOut, *perTemplate[id])
	}
	ok(w, r, FamilyZero, map[string]any{"series": d, "overdue": buckets, "funnel": funnelOut, "today": today.String()})
}

// ---- Loans ----

func (s *Server) maskOrders(role admin.Role, rows []store.AdminOrderRow) []store.AdminOrderRow {
	for i := range rows {
		rows[i].Phone = admin.PhoneFor(role, rows[i].Phone)
	}
	return rows
}

func (s *Server) handleAdminOrders(w http.ResponseWriter, r *http.Request, c adminCtx) {
	q := r.URL.Query()
	f := store.AdminOrderFilter{Search: q.Get("q"), PayoutProblems: q.Get("payout") == "problems"}
	if len(f.Search) > maxSearchLen {
		fail(w, r, apperr.Invalid("q is at most %d characters.", maxSearchLen))
		return
	}
	// A list filter holds known status codes only, each once: never more SQL variables
	// than there are statuses.
	if v := q.Get("status"); v != "" {
		known := map[int]bool{}
		for _, st := range loans.Statuses() {
			known[int(st)] = true
		}
		parts := strings.Split(v, ",")
		if len(parts) > 2*len(known) {
			fail(w, r, apperr.Invalid("status lists at most %d status codes.", len(known)))
			return
		}
		for _, p := range parts {
			n, err := strconv.Atoi(strings.TrimSpace(p))
			if err != nil || !known[n] {
				fail(w, r, apperr.Invalid("status must be a comma-separated list of status codes (21, 110, 151, 170, 174, 180, 200)."))
				return
			}
			if !slices.Contains(f.Statuses, n) {
				f.Statuses = append(f.Statuses, n)
			}
		}
	}
	rows, err := s.Store.AdminOrders(r.Context(), f)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, map[string]any{"orders": s.maskOrders(c.Op.Role, rows)})
}

func (s *Server) handleAdminOrder(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	ctx := r.Context()
	o, err := s.Store.LoanOrderByID(ctx, id)
	if err != nil {
		fail(w, r, err)
		return
	}
	user, err := s.Store.UserByID(ctx, o.UserID)
	if err != nil {
		fail(w, r, err)
		return
	}
	history, err := s.Store.AdminOrders(ctx, store.AdminOrderFilter{Search: user.Phone})
	if err != nil {
		fail(w, r, err)
		return
	}
	ledger, sched, err := s.Store.OrderBooks(ctx, id)
	if err != nil {
		fail(w, r, err)
		return
	}
	events, err := s.Store.OrderEvents(ctx, id)
	if err != nil {
		fail(w, r, err)
		return
	}
	payouts, err := s.Store.OrderPayouts(ctx, id)
	if err != nil {
		fail(w, r, err)
		return
	}
	accounts, err := s.Store.BankAccounts(ctx, o.UserID)
	if err != nil {
		fail(w, r, err)
		return
	}
	contracts, err := s.lending().Contracts(ctx, o.ProductID, 3)
	if err != nil {
		contracts = []lending.ContractRef{}
	}
	auditRows, err := s.Store.AuditLog(ctx, store.AuditFilter{Entity: "order", EntityID: strconv.FormatInt(id, 10), Limit: 100})
	if err != nil {
		fail(w, r, err)
		return
	}
	profile, err := s.Store.ProfileFields(ctx, o.UserID)
	if err != nil {
		fail(w, r, err)
		return
	}
	for k, v := range profile {
		if lk := strings.ToLower(k); strings.Contains(lk, "phone") || strings.Contains(lk, "mobile") {
			profile[k] = admin.PhoneFor(c.Op.Role, v)
		}
	}
	today := loans.DateOf(s.Clock.Now())
	var standing any
	if len(ledger) > 0 {
		st := loans.StandingOn(sched, ledger, today)
		standing = map[string]any{"balances": st.Balances, "charges": st.ChargesCents, "overdue": st.OverdueCents, "daysOverdue": st.DaysOverdue,
			"dueNow": st.DueNowCents, "payoff": st.PayoffCents, "nextDueDate": st.NextDueDate, "nextAmount": st.NextAmountCents, "settled": st.Settled}
	}
	acc := []map[string]any{}
	for _, a := range accounts {
		acc = append(acc, map[string]any{"id": a.ID, "cardType": a.CardType, "bankName": a.BankName, "holderName": a.HolderName,
			"number": admin.MaskAccount(a.Last4), "isDefault": a.IsDefault, "createdAt": a.CreatedAt})
	}
	pays := []map[string]any{}
	for _, p := range payouts {
		pays = append(pays, map[string]any{"attempt": p.Attempt, "reference": p.Reference, "amount": p.Amount, "status": p.Status,
			"failureReason": p.FailureReason, "createdAt": p.CreatedAt})
	}
	hist := []store.AdminOrderRow{}
	for _, h := range s.maskOrders(c.Op.Role, history) {
		if h.ID != id {
			hist = append(hist, h)
		}
	}
	ok(w, r, FamilyZero, map[string]any{
		"order": map[string]any{"id": o.ID, "orderNo": o.OrderNo, "productId": o.ProductID, "productName": o.ProductName, "amount": o.Amount,
			"periods": o.Periods, "termDays": o.TermDays, "interest": o.Interest, "serviceFee": o.ServiceFee, "netProceeds": o.NetProceeds,
			"totalRepay": o.TotalRepay, "status": o.Status, "statusName": loans.Status(o.Status).String(), "isRepeat": o.IsRepeat,
			"decisionReason": o.DecisionReason, "decisionCode": o.DecisionCode, "decidedBy": o.DecidedBy, "dueDate": o.DueDate,
			"disbursedDay": o.DisbursedDay, "payoutStatus": o.PayoutStatus, "cardNeedPop": o.CardNeedPop, "createdAt": o.CreatedAt},
		"applicant": map[string]any{"id": user.ID, "phone": admin.PhoneFor(c.Op.Role, user.Phone), "name": user.Name, "createdAt": user.CreatedAt, "profile": profile},
		"history":   hist, "schedule": sched, "ledger": ledger, "standing": standing, "events": events, "payouts": pays,
		"accounts": acc, "contracts": contracts, "audit": auditRows, "today": today.String(),
	})
}

func (s *Server) handleAdminDecide(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in struct {
		Approve *bool  `json:"approve"`
		Reason  string `json:"reason"`
	}
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	reason := strings.TrimSpace(in.Reason)
	switch {
	case in.Approve == nil:
		fail(w, r, apperr.Invalid("approve is required (true or false)."))
		return
	case !*in.Approve && reason == "":
		fail(w, r, apperr.Invalid("Please give the reason for the rejection."))
		return
	case len([]rune(reason)) > 500:
		fail(w, r, apperr.Invalid("The reason must be at most 500 characters."))
		return
	}
	before, err := s.Store.LoanOrderByID(r.Context(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	after, err := s.lending().Decide(r.Context(), id, *in.Approve, strconv.FormatInt(c.Op.ID, 10), reason)
	if err != nil {
		fail(w, r, err)
		return
	}
	action := map[bool]string{true: "order.approve", false: "order.reject"}[*in.Approve]
	s.auditAfter(r.Context(), c.audit(action, "order", strconv.FormatInt(id, 10),
		map[string]any{"status": before.Status}, map[string]any{"status": after.Status, "payoutStatus": after.PayoutStatus, "reason": reason}))
	ok(w, r, FamilyZero, map[string]any{"status": after.Status, "payoutStatus": after.PayoutStatus})
}

// auditAfter writes the audit row of an action another service already committed. Its
// failure cannot undo the action, so it is logged loudly rather than answered as an error.
func (s *Server) auditAfter(ctx context.Context, e admin.Entry) {
	if err := s.Store.AddAudit(ctx, e); err != nil && s.Log != nil {
		s.Log.Error("admin: unable to write audit row", "action", e.Action, "entity", e.Entity, "id", e.EntityID, "err", err)
	}
}

func (s *Server) handleAdminPayoutRetry(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	if s.Disburse == nil {
		fail(w, r, apperr.New("admin_no_payouts", "Payouts are not configured on this server."))
		return
	}
	before, err := s.Store.LoanOrderByID(r.Context(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	if loans.Status(before.Status) != loans.StatusApproved {
		fail(w, r, apperr.New("admin_payout_not_due", "Only an approved order that is not paid out yet can be retried."))
		return
	}
	res, err := s.Disburse.DisburseOrder(r.Context(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	after, err := s.Store.LoanOrderByID(r.Context(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.auditAfter(r.Context(), c.audit("order.payout_retry", "order", strconv.FormatInt(id, 10),
		map[string]any{"status": before.Status, "payoutStatus": before.PayoutStatus},
		map[string]any{"status": after.Status, "payoutStatus": after.PayoutStatus, "outcome": res.Outcome, "failureReason": res.FailureReason}))
	ok(w, r, FamilyZero, map[string]any{"outcome": res.Outcome, "failureReason": res.FailureReason, "status": after.Status})
}

func (s *Server) handleAdminWaive(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in struct {
		Bucket string `json:"bucket"`
		Amount int64  `json:"amount"`
		Reason string `json:"reason"`
	}
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	res, err := s.lending().Waive(r.Context(), id, c.Op.ID, loans.Bucket(in.Bucket), in.Amount, in.Reason)
	if err != nil {
		fail(w, r, err)
		return
	}
	s.auditAfter(r.Context(), c.audit("order.waive", "order", strconv.FormatInt(id, 10),
		map[string]any{"balances": res.Before}, map[string]any{"balances": res.After, "bucket": in.Bucket, "amount": in.Amount, "reason": strings.TrimSpace(in.Reason), "ref": res.Ref, "status": res.Status}))
	ok(w, r, FamilyZero, map[string]any{"status": res.Status, "balances": res.After, "ref": res.Ref})
}

// ---- Complaint desk ----

func (s *Server) complaintRow(role admin.Role, types []complaints.Type, c complaints.Complaint, phone string, today string) map[string]any {
	typ, son := complaintTypeText(types, c)
	return map[string]any{
		"id": c.ID, "orderId": c.OrderID, "orderNo": c.OrderNo, "userId": c.UserID, "phone": admin.PhoneFor(role, phone),
		"type": typ, "sonType": son, "content": c.Detail, "images": complaints.ImageURLs(c.Images),
		"replyBy": c.ReplyBy, "overdue": c.RepliedAt == 0 && today > c.ReplyBy, "createdAt": c.CreatedAt,
		"replyText": c.ReplyText, "replyImages": complaints.ImageURLs(c.ReplyImages), "repliedAt": c.RepliedAt, "operatorId": c.OperatorID,
		"needScore": c.NeedScore, "score": c.Score, "scoredAt": c.ScoredAt, "status": string(c.Status()),
	}
}

func (s *Server) handleAdminComplaints(w http.ResponseWriter, r *http.Request, c adminCtx) {
	rows, err := s.Store.AdminComplaints(r.Context(), r.URL.Query().Get("open") == "1", 300)
	if err != nil {
		fail(w, r, err)
		return
	}
	types, err := s.complaintService().Types(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	today := loans.DateOf(s.Clock.Now()).String()
	out := make([]map[string]any, 0, len(rows))
	for _, row := range rows {
		out = append(out, s.complaintRow(c.Op.Role, types, row.Complaint, row.Phone, today))
	}
	ok(w, r, FamilyZero, map[string]any{"complaints": out, "today": today})
}

func (s *Server) handleAdminComplaint(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	cp, err := s.Store.ComplaintByID(r.Context(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	user, err := s.Store.UserByID(r.Context(), cp.UserID)
	if err != nil {
		fail(w, r, err)
		return
	}
	types, err := s.complaintService().Types(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, s.complaintRow(c.Op.Role, types, cp, user.Phone, loans.DateOf(s.Clock.Now()).String()))
}

func (s *Server) handleAdminComplaintReply(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in struct {
		Text      string   `json:"text"`
		Images    []string `json:"images"`
		AskRating bool     `json:"askRating"`
	}
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	before, err := s.Store.ComplaintByID(r.Context(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	after, err := s.complaintService().ReplyToComplaint(r.Context(), id, c.Op.ID, in.Text, in.Images, in.AskRating)
	if err != nil {
		fail(w, r, err)
		return
	}
	snap := func(x complaints.Complaint) map[string]any {
		return map[string]any{"replyText": x.ReplyText, "replyImages": x.ReplyImages, "needScore": x.NeedScore, "repliedAt": x.RepliedAt}
	}
	s.auditAfter(r.Context(), c.audit("complaint.reply", "complaint", strconv.FormatInt(id, 10), snap(before), snap(after)))
	types, _ := s.complaintService().Types(r.Context())
	user, err := s.Store.UserByID(r.Context(), after.UserID)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, s.complaintRow(c.Op.Role, types, after, user.Phone, loans.DateOf(s.Clock.Now()).String()))
}

func (s *Server) handleAdminUpload(w http.ResponseWriter, r *http.Request, c adminCtx) {
	r.Body = http.MaxBytesReader(w, r.Body, storage.MaxImageBytes+64<<10)
	mr, err := r.MultipartReader()
	if err != nil {
		fail(w, r, complaints.ErrUploadMissing)
		return
	}
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			fail(w, r, complaints.ErrUploadMissing)
			return
		}
		if err != nil {
			fail(w, r, complaints.ErrUploadCorrupt)
			return
		}
		if part.FormName() != "file" {
			continue
		}
		url, err := s.complaintService().UploadImage(r.Context(), storage.OwnerOperator, c.Op.ID, complaints.PurposeReply, part)
		if err != nil {
			fail(w, r, err)
			return
		}
		ok(w, r, FamilyZero, map[string]any{"url": url})
		return
	}
}

// ---- Catalogue ----

// productView is a product as the back office edits it: the row plus its parsed rules.
type productView struct {
	ID              int64       `json:"id"`
	Code            string      `json:"code"`
	Name            string      `json:"name"`
	Logo            string      `json:"logo"`
	Description     string      `json:"description"`
	MinAmount       int64       `json:"minAmount"`
	MaxAmount       int64       `json:"maxAmount"`
	AmountStep      int64       `json:"amountStep"`
	TermDays        int         `json:"termDays"`
	Periods         int         `json:"periods"`
	InterestBPMonth int         `json:"interestBPMonth"`
	ServiceFeeBP    int         `json:"serviceFeeBP"`
	Rules           loans.Rules `json:"rules"`
	Tags            []string    `json:"tags"`
	Enabled         bool        `json:"enabled"`
	Sort            int         `json:"sort"`
}

func viewOfProduct(p store.ProductRow) productView {
	rules, err := loans.ParseRules(p.Rules)
	if err != nil {
		rules = loans.DefaultRules()
	}
	return productView{ID: p.ID, Code: p.Code, Name: p.Name, Logo: p.Logo, Description: p.Description, MinAmount: p.MinAmount, MaxAmount: p.MaxAmount,
		AmountStep: p.AmountStep, TermDays: p.TermDays, Periods: p.Periods, InterestBPMonth: p.InterestBPMonth, ServiceFeeBP: p.ServiceFeeBP,
		Rules: rules, Tags: p.Tags, Enabled: p.Enabled, Sort: p.Sort}
}

func (v productView) row() store.ProductRow {
	tags := v.Tags
	if tags == nil {
		tags = []string{}
	}
	return store.ProductRow{ID: v.ID, Code: strings.TrimSpace(v.Code), Name: strings.TrimSpace(v.Name), Logo: v.Logo, Description: v.Description,
		MinAmount: v.MinAmount, MaxAmount: v.MaxAmount, AmountStep: v.AmountStep, TermDays: v.TermDays, Periods: v.Periods,
		InterestBPMonth: v.InterestBPMonth, ServiceFeeBP: v.ServiceFeeBP, Rules: v.Rules.JSON(), Tags: tags, Enabled: v.Enabled, Sort: v.Sort}
}

func (s *Server) handleAdminProducts(w http.ResponseWriter, r *http.Request, c adminCtx) {
	ps, err := s.Store.Products(r.Context(), false)
	if err != nil {
		fail(w, r, err)
		return
	}
	out := make([]productView, 0, len(ps))
	// The catalogue shows each product's effective interest rate at its smallest and largest
	// amount; a product whose rules no longer validate simply has no preview.
	previews := map[string]lending.ProductPreview{}
	for _, p := range ps {
		out = append(out, viewOfProduct(p))
		if pv, err := s.lending().PreviewProduct(p); err == nil {
			previews[strconv.FormatInt(p.ID, 10)] = pv
		}
	}
	ok(w, r, FamilyZero, map[string]any{"products": out, "previews": previews})
}

func (s *Server) handleAdminSaveProduct(w http.ResponseWriter, r *http.Request, c adminCtx) {
	var in productView
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	var before any
	if in.ID > 0 {
		old, err := s.Store.Product(r.Context(), in.ID)
		if err != nil {
			fail(w, r, err)
			return
		}
		// The code is the product's identity for the upsert; an edit keeps it.
		in.Code = old.Code
		before = viewOfProduct(old)
	}
	id, err := s.lending().SaveProduct(r.Context(), in.row())
	if err != nil {
		fail(w, r, err)
		return
	}
	saved, err := s.Store.Product(r.Context(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	action := "product.update"
	if before == nil {
		action = "product.create"
	}
	s.auditAfter(r.Context(), c.audit(action, "product", strconv.FormatInt(id, 10), before, viewOfProduct(saved)))
	ok(w, r, FamilyZero, viewOfProduct(saved))
}

// handleAdminPreviewProduct answers the catalogue preview of a product body (not saved).
func (s *Server) handleAdminPreviewProduct(w http.ResponseWriter, r *http.Request, c adminCtx) {
	var in productView
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	p, err := s.lending().PreviewProduct(in.row())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, p)
}

func (s *Server) handleAdminChannels(w http.ResponseWriter, r *http.Request, c adminCtx) {
	rows, err := s.Store.AdminPaymentChannels(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, map[string]any{"channels": rows})
}

func (s *Server) handleAdminSaveChannel(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in store.PaymentChannelRow
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	in.ID, in.Name = id, strings.TrimSpace(in.Name)
	if in.Name == "" {
		fail(w, r, apperr.Invalid("The channel name is required."))
		return
	}
	if len(in.Instructions) == 0 {
		in.Instructions = json.RawMessage("[]")
	}
	var probe []any
	if err := json.Unmarshal(in.Instructions, &probe); err != nil {
		fail(w, r, apperr.Invalid("The instructions must be a JSON list."))
		return
	}
	saved, err := s.Store.SavePaymentChannel(r.Context(), in, c.audit("payment_channel.update", "", "", nil, nil))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, saved)
}

func (s *Server) handleAdminTemplates(w http.ResponseWriter, r *http.Request, c adminCtx) {
	rows, err := s.Store.AdminChannelTemplates(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, map[string]any{"templates": rows})
}

func (s *Server) handleAdminSaveTemplate(w http.ResponseWriter, r *http.Request, c adminCtx) {
	var in store.TemplateAdminRow
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	in.Name = strings.TrimSpace(in.Name)
	if in.Name == "" || len(in.Name) > 80 {
		fail(w, r, apperr.Invalid("The template name is required (at most 80 characters)."))
		return
	}
	if len(in.Settings) == 0 {
		in.Settings = json.RawMessage("{}")
	}
	var probe map[string]any
	if err := json.Unmarshal(in.Settings, &probe); err != nil {
		fail(w, r, apperr.Invalid("The template settings must be a JSON object."))
		return
	}
	action := "channel_template.update"
	if in.ID == 0 {
		action = "channel_template.create"
	}
	saved, err := s.Store.SaveChannelTemplate(r.Context(), in, c.audit(action, "", "", nil, nil))
	if errors.Is(err, store.ErrConflict) {
		fail(w, r, apperr.New(apperr.CodeConflict, "A template with this name already exists."))
		return
	}
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, saved)
}

func (s *Server) handleAdminBankItems(w http.ResponseWriter, r *http.Request, c adminCtx) {
	rows, err := s.Store.AdminBankFormItems(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, map[string]any{"items": rows})
}

func (s *Server) handleAdminSaveBankItem(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in store.BankFormItemRow
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	in.ID, in.Title = id, strings.TrimSpace(in.Title)
	if in.Title == "" {
		fail(w, r, apperr.Invalid("The field title is required."))
		return
	}
	saved, err := s.Store.SaveBankFormItem(r.Context(), in, c.audit("bank_form_item.update", "", "", nil, nil))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, saved)
}

func (s *Server) handleAdminSetting(w http.ResponseWriter, r *http.Request, c adminCtx) {
	key := r.PathValue("key")
	if _, known := admin.SettingKeys[key]; !known {
		fail(w, r, apperr.New(apperr.CodeNotFound, "Unknown catalogue setting."))
		return
	}
	v, found, err := s.Store.CatalogSetting(r.Context(), key)
	if err != nil {
		fail(w, r, err)
		return
	}
	if !found {
		v = admin.SettingDefault(key, s.Cfg.SupportEmail, s.Cfg.SupportPhone)
	}
	ok(w, r, FamilyZero, map[string]any{"key": key, "value": json.RawMessage(v), "saved": found})
}

func (s *Server) handleAdminSaveSetting(w http.ResponseWriter, r *http.Request, c adminCtx) {
	key := r.PathValue("key")
	var in json.RawMessage
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	norm, err := admin.ValidateSetting(key, in)
	if err != nil {
		fail(w, r, err)
		return
	}
	if err := s.Store.SaveCatalogSetting(r.Context(), key, norm, c.audit("setting.update", "", "", nil, nil)); err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, map[string]any{"key": key, "value": json.RawMessage(norm), "saved": true})
}

// ---- Audit and operators ----

func (s *Server) handleAdminAudit(w http.ResponseWriter, r *http.Request, c adminCtx) {
	q := r.URL.Query()
	opID, _ := strconv.ParseInt(q.Get("operatorId"), 10, 64)
	limit, _ := strconv.Atoi(q.Get("limit"))
	limit = min(max(limit, 0), 1000)
	if len(q.Get("entity")) > maxSearchLen || len(q.Get("entityId")) > maxSearchLen {
		fail(w, r, apperr.Invalid("entity and entityId are at most %d characters.", maxSearchLen))
		return
	}
	rows, err := s.Store.AuditLog(r.Context(), store.AuditFilter{Entity: q.Get("entity"), EntityID: q.Get("entityId"), OperatorID: opID, Limit: limit})
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, map[string]any{"entries": rows})
}

func (s *Server) handleAdminOperators(w http.ResponseWriter, r *http.Request, c adminCtx) {
	ops, err := s.Store.Operators(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, map[string]any{"operators": ops, "roles": admin.Roles(), "matrix": admin.Matrix()})
}

func (s *Server) handleAdminCreateOperator(w http.ResponseWriter, r *http.Request, c adminCtx) {
	var in struct {
		Email    string `json:"email"`
		Name     string `json:"name"`
		Role     string `json:"role"`
		Password string `json:"password"`
	}
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	op, err := s.adminService().CreateOperator(r.Context(), c.Op.ID, admin.NewOperator{Email: in.Email, Name: in.Name, Role: admin.Role(in.Role), Password: in.Password})
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, op)
}

func (s *Server) handleAdminUpdateOperator(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in struct {
		Role     string `json:"role"`
		Disabled bool   `json:"disabled"`
		Password string `json:"password"`
	}
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	role, valid := admin.ParseRole(in.Role)
	if !valid {
		fail(w, r, admin.ErrInvalidRole)
		return
	}
	if id == c.Op.ID && (in.Disabled || role != c.Op.Role) {
		fail(w, r, admin.ErrSelfChange)
		return
	}
	hash := ""
	if in.Password != "" {
		if admin.CheckPassword(in.Password) != nil {
			fail(w, r, admin.ErrPasswordPolicy)
			return
		}
		if hash, err = admin.HashPassword(in.Password); err != nil {
			fail(w, r, err)
			return
		}
	}
	op, err := s.Store.UpdateOperator(r.Context(), id, role, in.Disabled, hash, c.audit("operator.update", "", "", nil, nil))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, op)
}
