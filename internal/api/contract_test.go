package api

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/textproto"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/kyc"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/payout"
	"github.com/pautang/pautang/internal/seed"
	"github.com/pautang/pautang/internal/storage"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// The contract test: every row of both route tables is called with a valid request (the
// fixtures below, keyed "METHOD path" as in /openapi.json) on a seeded server, and the answer
// is validated against the row's schema in the served /openapi.json with kin-openapi. The
// generated objects have additionalProperties false, so a field or a type the Go type does
// not declare fails here.

// contractReq is one request of the contract test.
type contractReq struct {
	pathVals map[string]string // {name} in the path
	query    url.Values        // added to the URL (after the borrower's common params)
	form     url.Values        // a borrower form body
	json     any               // an operator JSON body
	body     []byte            // any other body, with ctype
	ctype    string
	header   map[string]string
	session  url.Values // a borrower's common params; nil: the demo borrower's (signed-in rows)
	op       *opClient  // the operator; nil: an admin
	// want is the code expected when a success cannot be asked for sensibly (a webhook of an
	// unknown event); "" expects the row's success code.
	want string
}

// role is a signed-in operator of the role, one session per role for the whole test (the
// login limit counts every login from the address).
func (c *contractHarness) role(r admin.Role) *opClient {
	c.t.Helper()
	if c.clients[r] == nil {
		c.clients[r] = c.as(r)
	}
	return c.clients[r]
}

// fullSession creates an agent (email) who sets a password and enrols, and returns their
// full session: for the calls that end or change a session.
func (c *contractHarness) fullSession(email string) *opClient {
	c.t.Helper()
	op := c.setupSession(email)
	var k struct {
		Secret string `json:"secret"`
	}
	op.post(adminPrefix+"/totp/setup", nil).into(c.t, &k)
	code, err := admin.TOTPCode(k.Secret, admin.TOTPStep(c.clock.Now()))
	if err != nil {
		c.t.Fatal(err)
	}
	rec, env := c.adminHarness.send("POST", adminPrefix+"/totp/confirm", map[string]string{"code": code}, op.cookie, op.csrf, "")
	if env.Code != "0" {
		c.t.Fatalf("totp/confirm: %s", env.describe())
	}
	full, _ := c.clientFrom(rec, env)
	return full
}

// describe is an envelope for a failure message.
func (e envelope) describe() string {
	return fmt.Sprintf("code %q (%s) data %s", e.Code, e.Message, e.Data)
}

// contractExempt are rows the test does not call, with the reason.
var contractExempt = map[string]string{}

// contractUntyped are the rows whose Response is still nil though they answer data: their
// data is free-form in the document until their handler's struct is on the row. Shrink it as
// rows get their types; TestContractRowsTyped fails on a row in neither this list nor
// noDataRoutes, and on an entry here that is typed by now.
var contractUntyped = map[string]bool{}

// contractHarness is the admin harness (seeded demo data, one operator per role) with every
// service wired: identity checks, payouts (sandbox), repayments (sandbox gateway).
type contractHarness struct {
	*adminHarness
	demo     url.Values // the demo borrower's common params
	demoID   int64
	admin    *opClient
	clients  map[admin.Role]*opClient
	seq      int
	products map[string]int64 // by code
}

func newContractHarness(t *testing.T, d store.Dialect) *contractHarness {
	t.Helper()
	h := newAdminHarness(t, d)
	private, err := storage.NewLocal(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	h.srv.KYC = &kyc.Service{Store: h.st, Files: private, Vault: h.srv.BankVault}
	sb := payout.NewSandbox()
	h.srv.PayoutSandbox = sb
	h.srv.Disburse = &disburse.Service{Store: h.st, Payout: sb, Vault: h.srv.BankVault, Clock: h.clock, Cap: loans.DefaultPHCapPolicy()}
	h.h = h.srv.Handler()
	// The contract signs in an operator of each role many times within one minute of the
	// test's clock, all from one address: no image code (TestOperatorLoginsFromOneOffice).
	h.srv.Cfg.AdminLoginCaptchaAfter = 10000
	wire(h.srv, h.st) // as cli: the services take the vault and the payout service
	lend := h.srv.Lending
	h.srv.SetupRepayment(RepaymentSetup{Payments: h.st.Payments(), ChannelRoute: h.st.Catalog().ChannelRoute, Lending: lend, Secret: testWebhookSecret, SMS: h.srv.Auth.SMS,
		WebhookURL: "http://pautang.test/gw/payments/webhook", PublicURL: "http://pautang.test", HTTP: &http.Client{Transport: handlerTransport{h.h}}})
	c := &contractHarness{adminHarness: h, products: map[string]int64{}, clients: map[admin.Role]*opClient{}}
	c.demo = h.session(seed.DemoPhone)
	c.demoID, _ = strconv.ParseInt(c.demo.Get("userId"), 10, 64)
	c.admin = c.role(admin.RoleAdmin)
	rows, err := h.st.DB.QueryContext(context.Background(), `SELECT code, id FROM products`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var code string
		var id int64
		rows.Scan(&code, &id)
		c.products[code] = id
	}
	return c
}

// demoOrder is the demo borrower's seeded order in a status.
func (c *contractHarness) demoOrder(status loans.Status) loans.Order {
	c.t.Helper()
	os, err := c.st.Loans().LoanOrdersByUser(context.Background(), c.demoID)
	if err != nil {
		c.t.Fatal(err)
	}
	for _, o := range os {
		if o.Status == int(status) {
			return o
		}
	}
	c.t.Fatalf("no demo order in status %d", status)
	return loans.Order{}
}

func (c *contractHarness) queryInt(q string, args ...any) int64 {
	c.t.Helper()
	var n int64
	if err := c.st.DB.QueryRowContext(context.Background(), q, args...).Scan(&n); err != nil {
		c.t.Fatalf("%s: %v", q, err)
	}
	return n
}

// borrower posts a form as the demo borrower and returns the envelope's data.
func (c *contractHarness) borrower(path string, form url.Values, into any) {
	c.t.Helper()
	env := c.call("/gw"+path, c.demo, form)
	if !env.Success {
		c.t.Fatalf("%s: %+v", path, env)
	}
	if into != nil {
		env.into(c.t, into)
	}
}

// multipartBody is a multipart form with text fields and PNG files.
func multipartBody(fields map[string]string, files map[string][]byte) ([]byte, string) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	for _, k := range sortedKeys(fields) {
		mw.WriteField(k, fields[k])
	}
	for _, k := range sortedKeys(files) {
		hdr := textproto.MIMEHeader{}
		hdr.Set("Content-Disposition", fmt.Sprintf(`form-data; name=%q; filename="%s.png"`, k, k))
		hdr.Set("Content-Type", "image/png")
		pw, _ := mw.CreatePart(hdr)
		pw.Write(files[k])
	}
	mw.Close()
	return body.Bytes(), mw.FormDataContentType()
}

// send makes the request of a row.
func (c *contractHarness) send(r opRow, req contractReq) *httptest.ResponseRecorder {
	c.t.Helper()
	path := r.path
	for k, v := range req.pathVals {
		path = strings.ReplaceAll(path, "{"+k+"}", url.PathEscape(v))
	}
	q := url.Values{}
	if r.table == "borrower" && len(r.security) > 0 {
		sess := req.session
		if sess == nil {
			sess = c.demo
		}
		for k, v := range sess {
			q[k] = v
		}
	}
	for k, v := range req.query {
		q[k] = v
	}
	if len(q) > 0 {
		path += "?" + q.Encode()
	}
	var body []byte
	ctype := req.ctype
	switch {
	case req.body != nil:
		body = req.body
	case req.json != nil:
		body, _ = json.Marshal(req.json)
		ctype = "application/json"
	case req.form != nil:
		body = []byte(req.form.Encode())
		ctype = "application/x-www-form-urlencoded"
	case r.table == "operator" && r.method == http.MethodPost:
		body, ctype = []byte("{}"), "application/json"
	}
	hr := httptest.NewRequest(r.method, path, bytes.NewReader(body))
	if ctype != "" {
		hr.Header.Set("Content-Type", ctype)
	}
	for k, v := range req.header {
		hr.Header.Set(k, v)
	}
	hr.RemoteAddr = "203.0.113.20:4000"
	if r.table == "operator" {
		op := req.op
		if op == nil {
			op = c.admin
		}
		if len(r.security) > 0 {
			hr.AddCookie(op.cookie)
			hr.Header.Set("X-CSRF-Token", op.csrf)
		}
	}
	rec := httptest.NewRecorder()
	c.h.ServeHTTP(rec, hr)
	return rec
}

// servedDocument loads /openapi.json as the server serves it, validated as OpenAPI 3.1.
func servedDocument(t *testing.T, h http.Handler) *openapi3.T {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/openapi.json", nil))
	if rec.Code != 200 {
		t.Fatalf("/openapi.json: %d", rec.Code)
	}
	doc, err := openapi3.NewLoader().LoadFromData(rec.Body.Bytes())
	if err != nil {
		t.Fatalf("load /openapi.json: %v", err)
	}
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatalf("/openapi.json is not a valid OpenAPI document: %v", err)
	}
	return doc
}

// checkAnswer validates a recorded answer against the operation of row r in doc.
func checkAnswer(t *testing.T, doc *openapi3.T, r opRow, want string, rec *httptest.ResponseRecorder) {
	t.Helper()
	item := doc.Paths.Value(r.path)
	if item == nil || item.GetOperation(r.method) == nil {
		t.Fatalf("/openapi.json has no %s", r.key())
	}
	op := item.GetOperation(r.method)
	resp := op.Responses.Status(rec.Code)
	if resp == nil || resp.Value == nil {
		t.Fatalf("HTTP %d is not a documented answer: %s", rec.Code, rec.Body.String())
	}
	ct := rec.Header().Get("Content-Type")
	if rawCT, raw := rawRoutes[r.key()]; raw && rec.Code == 200 && !strings.HasPrefix(ct, "application/json") {
		if want != "" {
			t.Fatalf("want %s, got a file (%s)", want, ct)
		}
		if !strings.HasPrefix(ct, strings.TrimSuffix(rawCT, "*")) || rec.Body.Len() == 0 {
			t.Fatalf("content type %q (want %s), %d bytes", ct, rawCT, rec.Body.Len())
		}
		return
	}
	mt := resp.Value.Content.Get("application/json")
	if mt == nil || mt.Schema == nil || !strings.HasPrefix(ct, "application/json") {
		t.Fatalf("HTTP %d %s is not documented: %s", rec.Code, ct, rec.Body.String())
	}
	var body any
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
		t.Fatalf("not JSON: %v: %s", err, rec.Body.String())
	}
	var env envelope
	json.Unmarshal(rec.Body.Bytes(), &env)
	wantCode := want
	if wantCode == "" {
		wantCode = r.family
	}
	if env.Code != wantCode {
		t.Fatalf("code %q (%s), want %q; data %s", env.Code, env.Message, wantCode, env.Data)
	}
	schema := mt.Schema.Value
	if env.Success && len(schema.OneOf) == 2 {
		// The success branch alone gives the precise error.
		schema = schema.OneOf[0].Value
	}
	if err := schema.VisitJSON(body, openapi3.EnableJSONSchema2020()); err != nil {
		t.Fatalf("the answer does not match /openapi.json: %v\nbody: %s", err, truncate(rec.Body.String(), 2000))
	}
	if err := mt.Schema.Value.VisitJSON(body, openapi3.EnableJSONSchema2020()); err != nil {
		t.Fatalf("the answer does not match the whole response schema: %v", err)
	}
	if !env.Success {
		codes, _ := op.Extensions["x-error-codes"].([]any)
		found := false
		for _, c := range codes {
			found = found || c == env.Code
		}
		if !found {
			t.Fatalf("error code %q is not among the operation's x-error-codes %v", env.Code, codes)
		}
	}
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n] + "..."
	}
	return s
}

// TestContract calls every row of both tables and validates the answers (both engines).
func TestContract(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		c := newContractHarness(t, d)
		doc := servedDocument(t, c.h)
		fixtures := contractFixtures()
		for _, r := range c.srv.opRows() {
			r := r
			t.Run(r.key(), func(t *testing.T) {
				if reason, ok := contractExempt[r.key()]; ok {
					t.Skip(reason)
				}
				fx, ok := fixtures[r.key()]
				if !ok {
					t.Fatalf("no fixture for %s: add one to contractFixtures (or, with the reason, to contractExempt)", r.key())
				}
				c.t = t
				req := fx(c)
				rec := c.send(r, req)
				checkAnswer(t, doc, r, req.want, rec)
			})
		}
	})
}

// TestContractTablesListRealRows: every fixture, exemption, no-data, raw and untyped entry
// names a row of the tables.
func TestContractTablesListRealRows(t *testing.T) {
	h := newHarness(t)
	rows := map[string]bool{}
	for _, r := range h.srv.opRows() {
		rows[r.key()] = true
	}
	lists := map[string][]string{"contractFixtures": sortedKeys(contractFixtures()), "contractExempt": sortedKeys(contractExempt),
		"noDataRoutes": sortedKeys(noDataRoutes), "rawRoutes": sortedKeys(rawRoutes), "multipartRoutes": sortedKeys(multipartRoutes),
		"contractUntyped": sortedKeys(contractUntyped)}
	for name, keys := range lists {
		for _, k := range keys {
			if !rows[k] {
				t.Errorf("%s lists %q, which is not a row of the route tables", name, k)
			}
		}
	}
	for _, k := range sortedKeys(contractExempt) {
		if _, ok := contractFixtures()[k]; ok {
			t.Errorf("%s has a fixture and an exemption", k)
		}
	}
}

// TestContractRowsTyped: every row names its data type (Response), unless it answers no data
// (noDataRoutes) or is still waiting for its struct (contractUntyped).
func TestContractRowsTyped(t *testing.T) {
	h := newHarness(t)
	var missing []string
	for _, r := range h.srv.opRows() {
		switch {
		case r.response != nil && noDataRoutes[r.key()]:
			t.Errorf("%s has a Response but is listed in noDataRoutes", r.key())
		case r.response != nil && contractUntyped[r.key()]:
			t.Errorf("%s is typed now: take it out of contractUntyped", r.key())
		case r.response == nil && !noDataRoutes[r.key()] && !contractUntyped[r.key()]:
			missing = append(missing, r.key())
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("rows without a Response type (set Response: someStruct{} on the row):\n%s", strings.Join(missing, "\n"))
	}
}

// TestOpenAPICoversRouteTables: every row of both tables is an operation of the document.
func TestOpenAPICoversRouteTables(t *testing.T) {
	h := newHarness(t)
	doc := servedDocument(t, h.h)
	n := 0
	for _, r := range h.srv.opRows() {
		item := doc.Paths.Value(r.path)
		if item == nil || item.GetOperation(r.method) == nil {
			t.Errorf("/openapi.json lacks %s", r.key())
		}
		n++
	}
	if n != len(h.srv.apiRoutes())+len(h.srv.adminRoutes()) || doc.Paths.Value(adminPrefix+"/orders/{id}") == nil {
		t.Fatalf("rows %d; the operator API must be in the document", n)
	}
}

// transferRef starts a bank-transfer repayment (InstaPay, 90006) of the demo order due today
// and, with a utr, submits it; it returns the reference.
func (c *contractHarness) transferRef(amount int64, utr string) string {
	c.t.Helper()
	o := c.demoOrder(loans.StatusDue)
	var d struct {
		Reference string `json:"reference"`
	}
	c.borrower("/v3/loan-details/generate-vcode", url.Values{"orderId": {itoa(o.ID)}, "productId": {itoa(o.ProductID)},
		"amount": {itoa(amount)}, "channelNumber": {"90006"}}, &d)
	if utr != "" {
		c.borrower("/v3/repayment/utr-submit", url.Values{"reference": {d.Reference}, "utr": {utr}}, nil)
	}
	return d.Reference
}

// commitForm is a card debit of 250 pesos on the order with the demo borrower's bound card.
func (c *contractHarness) commitForm(orderID int64) url.Values {
	c.t.Helper()
	var way struct {
		RepayToken string `json:"repayToken"`
		BankCards  []struct {
			ID int64 `json:"id"`
		} `json:"bankCards"`
	}
	env := c.call("/gw/api/v1/pautang/pay/service/loan/repayment-way", with(c.demo, "orderId", itoa(orderID)), url.Values{})
	env.into(c.t, &way)
	if len(way.BankCards) == 0 {
		if env := c.call("/gw/v3/bind-card/bind-card-new", c.demo, bankForm()); env.Code != "0" {
			c.t.Fatalf("bind a card: %s", env.describe())
		}
		env = c.call("/gw/api/v1/pautang/pay/service/loan/repayment-way", with(c.demo, "orderId", itoa(orderID)), url.Values{})
		env.into(c.t, &way)
	}
	if len(way.BankCards) == 0 {
		c.t.Fatalf("repayment-way: no card: %s", env.Data)
	}
	c.clock.Advance(2 * time.Minute) // past the 60 s repeat guard of the previous commit
	return url.Values{"orderId": {itoa(orderID)}, "amount": {"25000"}, "cardId": {itoa(way.BankCards[0].ID)}, "repayToken": {way.RepayToken},
		"sendMsg": {"1"}}
}

// ratableComplaint is a complaint of the demo borrower an operator answered asking for a rating.
func (c *contractHarness) ratableComplaint() int64 {
	c.t.Helper()
	var saved struct {
		ProblemID string `json:"problemId"`
	}
	env := c.call("/gw/user-problem/problem-save", c.demo, url.Values{"orderNo": {c.demoOrder(loans.StatusRepaying).OrderNo}, "problemType": {"5"}, "problemDetail": {"Please rate me."}})
	if env.Code != "0" {
		c.t.Fatalf("problem-save: %s", env.describe())
	}
	env.into(c.t, &saved)
	pid, _ := strconv.ParseInt(saved.ProblemID, 10, 64)
	if env := c.role(admin.RoleAgent).post(adminPrefix+"/complaints/"+saved.ProblemID+"/reply", map[string]any{"text": "Done.", "askRating": true}); env.Code != "0" {
		c.t.Fatalf("reply: %s", env.describe())
	}
	return pid
}

// setupToken creates an operator by invitation and returns the set-up link's token.
func (c *contractHarness) setupToken(email string) string {
	c.t.Helper()
	_, token := c.adminHarness.invite(c.t, email, "agent")
	return token
}

// setupSession is the enrol-only session of a new operator who used their set-up link.
func (c *contractHarness) setupSession(email string) *opClient {
	c.t.Helper()
	rec, env := c.adminHarness.send("POST", adminPrefix+"/setup", map[string]string{"token": c.setupToken(email), "password": "long enough pw"}, nil, "", "")
	if env.Code != "0" {
		c.t.Fatalf("setup: %s", env.describe())
	}
	op, _ := c.clientFrom(rec, env)
	return op
}

// failedPayout is an approved order whose payout failed (the sandbox refuses it).
func (c *contractHarness) failedPayout() int64 {
	c.t.Helper()
	id := c.approvedOrder()
	if _, err := c.st.DB.ExecContext(context.Background(), `UPDATE orders SET payout_status = 'failed' WHERE id = $1`, id); err != nil {
		c.t.Fatal(err)
	}
	return id
}

// approvedOrder inserts an order of the demo borrower the loan engine approved (151).
func (c *contractHarness) approvedOrder() int64 {
	c.t.Helper()
	c.seq++
	now := c.st.Now()
	seeded := c.demoOrder(loans.StatusApproved).ID
	return c.queryInt(`INSERT INTO orders (order_no, user_id, product_id, amount, periods, term_days, status, terms, created_at, updated_at)
		SELECT $1, user_id, product_id, amount, periods, term_days, 151, terms, $2, $2 FROM orders WHERE id = $3 RETURNING id`,
		fmt.Sprintf("PTC%d%d", now, c.seq), now, seeded)
}

// kycSubmission is a new borrower's identity submission waiting for an operator.
func (c *contractHarness) kycSubmission(phone string) int64 {
	c.t.Helper()
	q := c.session(phone)
	if env := kycSubmit(c.harness, q, "philsys", "1234-5678-9012-"+phone[len(phone)-4:], testPNG(40, 30), testPNG(30, 40)); env.Code != "00" {
		c.t.Fatalf("kyc submit: %s", env.describe())
	}
	return c.queryInt(`SELECT MAX(id) FROM kyc_submissions`)
}

// proposal is a pending waiver request an agent made on the demo overdue order.
func (c *contractHarness) proposal() int64 {
	c.t.Helper()
	rows, err := c.st.DB.QueryContext(context.Background(), `SELECT id FROM approval_requests WHERE status = 'pending'`)
	if err != nil {
		c.t.Fatal(err)
	}
	var pending []int64
	for rows.Next() {
		var id int64
		rows.Scan(&id)
		pending = append(pending, id)
	}
	rows.Close()
	for _, id := range pending { // one waiver may wait per order; a checker is not the maker
		env := c.role(admin.RoleSupervisor).post(reqPath(id, "reject"), map[string]any{"reason": "Cleared for the contract test"})
		if env.Code == admin.CodeRequestOwn {
			env = c.admin.post(reqPath(id, "reject"), map[string]any{"reason": "Cleared for the contract test"})
		}
		if env.Code != "0" {
			c.t.Fatalf("reject %d: %s", id, env.describe())
		}
	}
	return c.proposeWaiver(c.role(admin.RoleAgent), c.demoOrder(loans.StatusOverdue).ID, 100)
}

// firstOf is the first element of a list field of an operator GET's data, as JSON.
func (c *contractHarness) firstOf(path, field string) map[string]any {
	c.t.Helper()
	var d map[string]json.RawMessage
	env := c.admin.get(path)
	env.into(c.t, &d)
	var list []map[string]any
	json.Unmarshal(d[field], &list)
	if len(list) == 0 {
		c.t.Fatalf("%s: no %s: %s", path, field, env.Data)
	}
	return list[0]
}

// productView is a product as the catalogue lists it (to save it again unchanged).
func (c *contractHarness) productView(code string) map[string]any {
	c.t.Helper()
	var d struct {
		Products []map[string]any `json:"products"`
	}
	c.admin.get(adminPrefix+"/catalog/products").into(c.t, &d)
	for _, p := range d.Products {
		if p["code"] == code {
			return p
		}
	}
	c.t.Fatalf("no product %s", code)
	return nil
}

// rulesInForce are the underwriting rules the catalogue shows.
func (c *contractHarness) rulesInForce() any {
	c.t.Helper()
	var d struct {
		Current struct {
			Rules any `json:"rules"`
		} `json:"current"`
	}
	c.admin.get(adminPrefix+"/catalog/underwriting").into(c.t, &d)
	return d.Current.Rules
}

// TestAPIDocsPage: /docs/api serves the reference, offline (no script, no outside asset),
// with the operations of both tables and the schemas.
func TestAPIDocsPage(t *testing.T) {
	h := newHarness(t)
	rec := h.do("GET", "/docs/api", nil, nil)
	body := rec.Body.String()
	if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/html") {
		t.Fatalf("/docs/api: %d %s", rec.Code, rec.Header().Get("Content-Type"))
	}
	for _, want := range []string{
		`<span class="m POST">POST</span>/gw/v3/loan-details/loan-details`,
		`<span class="m GET">GET</span>/admin/api/orders/{id}`,
		`<span class="m POST">POST</span>/gw/payments/webhook`,
		`<span class="m GET">GET</span>/gw/api/v2/{provider}/promotion/site-info`,
		`id="schema-ErrorEnvelope"`, `<td>admin_csrf</td>`, `href="/openapi.json"`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("/docs/api lacks %s", want)
		}
	}
	for _, bad := range []string{"<script", "http://", "https://"} {
		if strings.Contains(body, bad) {
			t.Errorf("/docs/api has %q: it must work offline", bad)
		}
	}
	if n := strings.Count(body, `class="op" id="`); n < len(h.srv.apiRoutes())+len(h.srv.adminRoutes()) {
		t.Errorf("%d sections, want one per row (%d) and the schemas", n, len(h.srv.apiRoutes())+len(h.srv.adminRoutes()))
	}
}

// restructureOffer has an agent propose a restructure of the demo repaying order and a
// supervisor approve it; it returns the borrower's open offer's id.
func (c *contractHarness) restructureOffer() int64 {
	c.t.Helper()
	id := itoa(c.demoOrder(loans.StatusRepaying).ID)
	env := c.role(admin.RoleAgent).post(adminPrefix+"/orders/"+id+"/restructure", map[string]any{"installments": 3, "termDays": 90, "reason": "Borrower lost a job"})
	if env.Code != "0" {
		c.t.Fatalf("propose a restructure: %s", env.describe())
	}
	var ans struct {
		RequestID int64 `json:"requestId"`
	}
	env.into(c.t, &ans)
	if env := c.role(admin.RoleSupervisor).post(reqPath(ans.RequestID, "approve"), nil); env.Code != "0" {
		c.t.Fatalf("approve the restructure: %s", env.describe())
	}
	var offer struct {
		Offer *struct {
			OfferID int64 `json:"offerId"`
		} `json:"offer"`
	}
	c.borrower("/pautang/restructure-offer", url.Values{"orderId": {id}}, &offer)
	if offer.Offer == nil {
		c.t.Fatal("no restructure offer")
	}
	return offer.Offer.OfferID
}
