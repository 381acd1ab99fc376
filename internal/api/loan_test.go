package api

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// loanHarness is the bank harness (vault, sandbox payout, EXPRESS product) plus the lending
// service wired like cli does, and a 4-period product.
type loanHarness struct {
	*bankHarness
	lend     *lending.Service
	periodID int64
}

func newLoanHarness(t *testing.T, d store.Dialect) *loanHarness {
	t.Helper()
	b := newBankHarness(t, d)
	b.srv.Cfg.CompanyName, b.srv.Cfg.SECRegNo, b.srv.Cfg.SECCertAuthNo, b.srv.Cfg.SupportPhone = "Pautang Lending Corporation", "CS201912345", "3101", "+63 917 800 1234"
	lend := NewLending(b.srv, b.st)
	b.srv.Lending = lend
	b.h = b.srv.Handler()
	rules := loans.DefaultRules()
	rules.Rollover = loans.Rollover{Enabled: true, ExtendDays: 14, FeeBP: 800}
	if _, err := b.st.Catalog().UpsertProduct(context.Background(), store.ProductRow{Code: "EXPRESS", Name: "Pautang Express", MinAmount: 200000, MaxAmount: 1000000, AmountStep: 50000,
		TermDays: 91, Periods: 1, InterestBPMonth: 300, ServiceFeeBP: 300, Rules: rules.JSON(), Enabled: true}); err != nil {
		t.Fatal(err)
	}
	pid, err := b.st.Catalog().UpsertProduct(context.Background(), store.ProductRow{Code: "SAHOD", Name: "Sahod Installment", MinAmount: 300000, MaxAmount: 1000000, AmountStep: 50000,
		TermDays: 120, Periods: 4, InterestBPMonth: 350, ServiceFeeBP: 200, Rules: loans.DefaultRules().JSON(), Enabled: true})
	if err != nil {
		t.Fatal(err)
	}
	return &loanHarness{bankHarness: b, lend: lend, periodID: pid}
}

// borrower logs a phone in, completes the profile and binds a bank account.
func (h *loanHarness) borrower(phone string) url.Values {
	h.t.Helper()
	return h.complete(h.login(phone))
}

// complete fills the profile of a logged-in borrower and binds a bank account.
func (h *loanHarness) complete(q url.Values) url.Values {
	h.t.Helper()
	for _, g := range []url.Values{profilePersonal(), profileJob(), profileExt()} {
		if env := h.call("/gw/v3/certify/save", q, g); env.Code != "00" {
			h.t.Fatalf("certify/save %s: %+v", g.Get("group"), env)
		}
	}
	if env := h.bank("/gw/v3/bind-card/bind-card-new", q, bankForm("cardNo", "10"+q.Get("mobile")[3:])); env.Code != "0" {
		h.t.Fatalf("bind: %+v", env)
	}
	return q
}

func profilePersonal(kv ...string) url.Values {
	v := url.Values{"group": {"personal"}, "fullName": {"Ana Reyes"}, "birthDate": {"1995-03-04"}, "gender": {"2"}, "civilStatus": {"1"},
		"education": {"4"}, "city": {"National Capital Region (NCR)/Metro Manila/Quezon City"}, "address": {"5 Kalayaan Ave."}}
	for i := 0; i+1 < len(kv); i += 2 {
		v.Set(kv[i], kv[i+1])
	}
	return v
}

func profileJob(kv ...string) url.Values {
	v := url.Values{"group": {"job"}, "employment": {"1"}, "employer": {"Jollibee Foods"}, "monthlyIncome": {"25000"}, "payday": {"1"}}
	for i := 0; i+1 < len(kv); i += 2 {
		v.Set(kv[i], kv[i+1])
	}
	return v
}

func profileExt(kv ...string) url.Values {
	v := url.Values{"group": {"ext"}, "ref1Name": {"Rosa Reyes"}, "ref1Relation": {"1"}, "ref1Phone": {"09181112233"},
		"ref2Name": {"Ben Cruz"}, "ref2Relation": {"6"}, "ref2Phone": {"09192223344"}}
	for i := 0; i+1 < len(kv); i += 2 {
		v.Set(kv[i], kv[i+1])
	}
	return v
}

type pushResult struct {
	OrderID        string `json:"orderId"`
	OrderNo        string `json:"orderNo"`
	OrderStatus    int    `json:"orderStatus"`
	LendDetailsURL string `json:"lendDetailsUrl"`
}

func (h *loanHarness) push(q url.Values, productID int64, amount int64, periods int) (envelope, pushResult) {
	h.t.Helper()
	env := h.call("/gw/v3/loan-confirm/loan-detail-push", q, url.Values{"productId": {fmt.Sprint(productID)}, "amount": {fmt.Sprint(amount)},
		"periods": {fmt.Sprint(periods)}, "termUnit": {"d"}, "cicNotice": {"1"}})
	var p pushResult
	if env.Code == "00" {
		env.into(h.t, &p)
	}
	return env, p
}

func (h *loanHarness) details(q url.Values, orderID string) (envelope, lending.Details) {
	h.t.Helper()
	env := h.call("/gw/v3/loan-details/loan-details", q, url.Values{"orderId": {orderID}})
	var d lending.Details
	if env.Code == "00" {
		env.into(h.t, &d)
	}
	return env, d
}

func rowValue(d lending.Details, text string) (string, bool) {
	for _, r := range d.UserOrderDetail.Detail {
		if r.Text == text {
			return r.Value, true
		}
	}
	return "", false
}

func (h *loanHarness) decide(orderID string, approve string) {
	h.t.Helper()
	rec := h.do("POST", "/dev/orders/decide", nil, url.Values{"orderId": {orderID}, "approve": {approve}})
	if rec.Code != 200 || strings.Contains(rec.Body.String(), `"success":false`) {
		h.t.Fatalf("decide: %d %s", rec.Code, rec.Body.String())
	}
}

// days moves the clock and runs the daily job, as POST /dev/clock does.
func (h *loanHarness) days(n int) {
	h.t.Helper()
	h.clock.Advance(time.Duration(n) * 24 * time.Hour)
	if _, err := h.lend.RunDaily(context.Background()); err != nil {
		h.t.Fatal(err)
	}
}

func TestLoanConfirm(t *testing.T) {
	for _, d := range storetest.Engines() {
		t.Run(string(d), func(t *testing.T) {
			h := newLoanHarness(t, d)
			q := h.login("09170000001")
			tests := []struct {
				name, product, amount string
				wantCode              string
				wantAmount            int64
			}{
				{"OK default amount", fmt.Sprint(h.productID), "", "00", 1000000},
				{"OK chosen amount", fmt.Sprint(h.productID), "500000", "00", 500000},
				{"ErrAmountOutOfRange", fmt.Sprint(h.productID), "100000", "loans_amount_out_of_range", 0},
				{"ErrAmountStep", fmt.Sprint(h.productID), "510000", "loans_amount_step", 0},
				{"ErrUnknownProduct", "999", "", "not_found", 0},
				{"ErrNoProduct", "", "", "invalid_params", 0},
				{"ErrGarbledAmount", fmt.Sprint(h.productID), "12abc", "invalid_params", 0},
			}
			for _, tt := range tests {
				t.Run(tt.name, func(t *testing.T) {
					env := h.call("/gw/v3/loan-confirm/loan-detail-confirm", q, url.Values{"productId": {tt.product}, "amount": {tt.amount}})
					if env.Code != tt.wantCode {
						t.Fatalf("code = %q (%s), want %q", env.Code, env.Message, tt.wantCode)
					}
					if tt.wantCode != "00" {
						return
					}
					var c map[string]any
					env.into(t, &c)
					if got := int64(c["amount"].(float64)); got != tt.wantAmount {
						t.Errorf("amount = %d, want %d", got, tt.wantAmount)
					}
					for _, k := range []string{"comProductLogo", "comProductName", "periods", "termUnit", "details", "repay_plans", "firstPayTime", "firstPeriodDay", "pRateDsc", "sendSms", "isPopType", "popContent", "popTitle", "popAgreementUrl", "disclosure"} {
						if _, ok := c[k]; !ok {
							t.Errorf("missing %s", k)
						}
					}
					if c["termUnit"] != "d" || c["firstPayTime"] != "2027-02-21" || c["pRateDsc"] != "3.00% per month" {
						t.Errorf("termUnit %v firstPayTime %v pRateDsc %v", c["termUnit"], c["firstPayTime"], c["pRateDsc"])
					}
					if !strings.HasPrefix(c["popAgreementUrl"].(string), "/loanAgreement?contractId=1") {
						t.Errorf("first-time borrower: popAgreementUrl = %v, want the loan agreement", c["popAgreementUrl"])
					}
					disc := c["disclosure"].(map[string]any)
					if disc["companyName"] != "Pautang Lending Corporation" || disc["secRegNo"] != "CS201912345" || disc["certAuthNo"] != "3101" || disc["advisory"] == "" {
						t.Errorf("disclosure = %v", disc)
					}
				})
			}
			t.Run("ErrNoSession", func(t *testing.T) {
				if env := h.call("/gw/v3/loan-confirm/loan-detail-confirm", nil, url.Values{"productId": {"1"}}); env.Code != "401" {
					t.Fatalf("code = %q, want 401", env.Code)
				}
			})
			t.Run("OK old variant texts", func(t *testing.T) {
				env := h.call("/gw/api/v1/lend/data", q, url.Values{"productId": {fmt.Sprint(h.productID)}})
				var c map[string]any
				env.into(t, &c)
				if env.Code != "00" || c["NewButtonMsg"] != "Get my cash now" || c["comProductName"] != "Pautang Express" {
					t.Fatalf("old data = %s %v", env.Code, c)
				}
			})
		})
	}
}

func TestLoanLifecycle(t *testing.T) {
	for _, d := range storetest.Engines() {
		t.Run(string(d), func(t *testing.T) {
			h := newLoanHarness(t, d)
			q := h.login("09170000002")
			t.Run("ErrProfileIncomplete", func(t *testing.T) {
				env, _ := h.push(q, h.productID, 500000, 1)
				var data struct {
					Page    string   `json:"page"`
					Missing []string `json:"missing"`
				}
				json.Unmarshal(env.Data, &data)
				if env.Code != "profile_incomplete" || !strings.HasPrefix(data.Page, "/loanConfirmNew?") || len(data.Missing) != 3 {
					t.Fatalf("got %q %s, want profile_incomplete with the page", env.Code, env.Data)
				}
			})
			q = h.complete(q)
			var order pushResult
			t.Run("OK push new client stays under review", func(t *testing.T) {
				env, p := h.push(q, h.productID, 500000, 1)
				if env.Code != "00" || p.OrderStatus != 21 || p.LendDetailsURL != "/loanDetail?orderId="+p.OrderID+"&productId="+fmt.Sprint(h.productID) {
					t.Fatalf("push = %s %+v", env.Code, p)
				}
				order = p
			})
			t.Run("OK double tap returns the same order", func(t *testing.T) {
				_, p := h.push(q, h.productID, 500000, 1)
				if p.OrderID != order.OrderID {
					t.Fatalf("orderId = %s, want %s", p.OrderID, order.OrderID)
				}
			})
			t.Run("ErrOpenLoan", func(t *testing.T) {
				h.clock.Advance(time.Minute)
				if env, _ := h.push(q, h.productID, 600000, 1); env.Code != "loans_open_loan" {
					t.Fatalf("code = %q, want loans_open_loan", env.Code)
				}
			})
			t.Run("ErrBadPeriods", func(t *testing.T) {
				if env, _ := h.push(q, h.productID, 600000, 3); env.Code != "invalid_params" {
					t.Fatalf("code = %q, want invalid_params", env.Code)
				}
			})
			t.Run("ErrOtherBorrowersOrder", func(t *testing.T) {
				other := h.login("09170000003")
				if env, _ := h.details(other, order.OrderID); env.Code != "not_found" {
					t.Fatalf("code = %q, want not_found", env.Code)
				}
			})
			steps := []struct {
				name   string
				act    func()
				status int
				rows   []string
				delay  string
			}{
				{"21 under review", func() {}, 21, []string{"Amount applied"}, "0"},
				{"approve -> 170", func() { h.decide(order.OrderID, "1") }, 170, []string{"Amount borrowed", "Amount received", "Due date", "Amount due now"}, "0"},
				{"89 days -> 174", func() { h.days(89); q = h.login("09170000002") }, 174, []string{"Amount due now"}, "1"},
				{"4 more days -> 180", func() { h.days(4); q = h.login("09170000002") }, 180, []string{"Late penalty charged", "Late interest charged", "Days overdue"}, "1"},
			}
			for _, st := range steps {
				t.Run("OK "+st.name, func(t *testing.T) {
					st.act()
					env, det := h.details(q, order.OrderID)
					if env.Code != "00" || det.OrderStatus != st.status || det.IsDelay != st.delay {
						t.Fatalf("details = %s status %d isDelay %s, want %d %s", env.Code, det.OrderStatus, det.IsDelay, st.status, st.delay)
					}
					for _, r := range st.rows {
						if _, ok := rowValue(det, r); !ok {
							t.Errorf("row %q missing: %+v", r, det.UserOrderDetail.Detail)
						}
					}
				})
			}
			t.Run("OK penalty charged from the ledger", func(t *testing.T) {
				_, det := h.details(q, order.OrderID)
				if v, _ := rowValue(det, "Late penalty charged"); v == "₱0.00" || v == "" {
					t.Fatalf("penalty = %q, want a charge", v)
				}
			})
			t.Run("OK payment settles -> 200 and asks for a score", func(t *testing.T) {
				id := mustID(t, order.OrderID)
				pos, err := h.lend.Position(context.Background(), id)
				if err != nil {
					t.Fatal(err)
				}
				res, err := h.lend.ApplyPayment(context.Background(), id, pos.Standing.PayoffCents, "pay-1")
				if err != nil || res.Status != 200 {
					t.Fatalf("payment = %+v %v", res, err)
				}
				again, err := h.lend.ApplyPayment(context.Background(), id, pos.Standing.PayoffCents, "pay-1")
				if err != nil || !again.Duplicate {
					t.Fatalf("replayed payment = %+v %v, want duplicate", again, err)
				}
				_, det := h.details(q, order.OrderID)
				if det.OrderStatus != 200 || det.IsScore != "1" {
					t.Fatalf("after payment: status %d isScore %s", det.OrderStatus, det.IsScore)
				}
				if env := h.call("/gw/v3/loan-details/score", q, url.Values{"orderId": {order.OrderID}, "score": {"5"}}); env.Code != "00" {
					t.Fatalf("score: %+v", env)
				}
				if _, det = h.details(q, order.OrderID); det.IsScore != "0" {
					t.Fatalf("isScore after scoring = %s, want 0", det.IsScore)
				}
			})
			t.Run("OK a borrower with an open sanctions hit waits and cannot be approved", func(t *testing.T) {
				screen := &screeningStub{open: 1}
				h.lend.Screening = screen
				defer func() { h.lend.Screening = nil }()
				env, p := h.push(q, h.productID, 500000, 1)
				if env.Code != "00" || p.OrderStatus != 21 {
					t.Fatalf("push with an open hit = %s %+v, want 21", env.Code, p)
				}
				var code string
				h.st.DB.QueryRowContext(context.Background(), `SELECT decision_code FROM orders WHERE id = $1`, mustID(t, p.OrderID)).Scan(&code)
				if code != "sanctions_screening" {
					t.Fatalf("decision code %q, want sanctions_screening", code)
				}
				if _, err := h.lend.Decide(context.Background(), mustID(t, p.OrderID), true, "9", "", nil); !errors.Is(err, lending.ErrScreeningHit) {
					t.Fatalf("approving with an open hit: %v", err)
				}
				screen.open = 0
				h.decide(p.OrderID, "0")
				h.clock.Advance(time.Minute)
			})
			t.Run("OK repeat client above the four-eyes threshold waits for an operator", func(t *testing.T) {
				h.lend.ApproveAboveCents = 400000
				defer func() { h.lend.ApproveAboveCents = 0 }()
				env, p := h.push(q, h.productID, 500000, 1)
				if env.Code != "00" || p.OrderStatus != 21 {
					t.Fatalf("repeat push above the threshold = %s %+v, want 21", env.Code, p)
				}
				var code string
				h.st.DB.QueryRowContext(context.Background(), `SELECT decision_code FROM orders WHERE id = $1`, mustID(t, p.OrderID)).Scan(&code)
				if code != "above_approval_threshold" {
					t.Fatalf("decision code %q, want above_approval_threshold", code)
				}
				h.decide(p.OrderID, "0")
				h.clock.Advance(time.Minute)
			})
			t.Run("OK repeat client is approved and paid out at once", func(t *testing.T) {
				env, p := h.push(q, h.productID, 500000, 1)
				if env.Code != "00" || p.OrderStatus != 170 {
					t.Fatalf("repeat push = %s %+v, want 170", env.Code, p)
				}
			})
			t.Run("OK ledger passes the check", func(t *testing.T) {
				n, bad, err := h.lend.CheckLedger(context.Background())
				if err != nil || len(bad) > 0 || n != 4 {
					t.Fatalf("check = %d %v %v", n, bad, err)
				}
			})
		})
	}
}

func mustID(t *testing.T, s string) int64 {
	var id int64
	if _, err := fmt.Sscan(s, &id); err != nil {
		t.Fatal(err)
	}
	return id
}

func TestLoanVariantsAndReject(t *testing.T) {
	for _, d := range storetest.Engines() {
		t.Run(string(d), func(t *testing.T) {
			h := newLoanHarness(t, d)
			t.Run("OK old push", func(t *testing.T) {
				q := h.borrower("09170000011")
				env := h.call("/gw/api/v1/lend/push", q, url.Values{"productId": {fmt.Sprint(h.productID)}, "amount": {"300000"}, "cicNotice": {"1"}})
				var p pushResult
				env.into(t, &p)
				o, err := h.st.Loans().LoanOrderByID(context.Background(), mustID(t, p.OrderID))
				if err != nil || o.Variant != "old" || o.Status != 21 {
					t.Fatalf("old order = %+v %v", o, err)
				}
				h.decide(p.OrderID, "0")
				_, det := h.details(q, p.OrderID)
				if det.OrderStatus != 110 || len(det.RecProducts) == 0 {
					t.Fatalf("rejected: status %d recProducts %d", det.OrderStatus, len(det.RecProducts))
				}
				rec := h.do("POST", "/dev/orders/decide", nil, url.Values{"orderId": {p.OrderID}, "approve": {"1"}})
				if !strings.Contains(rec.Body.String(), "loans_not_under_review") {
					t.Fatalf("second decision: %s", rec.Body.String())
				}
			})
			t.Run("OK confirm of period", func(t *testing.T) {
				q := h.borrower("09170000012")
				env := h.call("/gw/v3/loan-confirm/loan-detail-confirm", q, url.Values{"productId": {fmt.Sprint(h.periodID)}})
				var c lending.Confirm
				env.into(t, &c)
				if c.Variant != "period" || len(c.RepayPlans) != 4 {
					t.Fatalf("confirm period: %+v", c)
				}
				_, p := h.push(q, h.periodID, 600000, 4)
				o, _ := h.st.Loans().LoanOrderByID(context.Background(), mustID(t, p.OrderID))
				if o.Variant != "period" || o.Periods != 4 {
					t.Fatalf("period order = %+v", o)
				}
			})
		})
	}
}

func TestContractsAndMisc(t *testing.T) {
	h := newLoanHarness(t, store.SQLite)
	q := h.borrower("09170000021")
	pid := fmt.Sprint(h.productID)
	_, p := h.push(q, h.productID, 1000000, 1)
	tests := []struct {
		name, path string
		q          url.Values
		form       url.Values
		wantCode   string
		check      func(t *testing.T, env envelope)
	}{
		{"OK contract list", "/gw/v3/contract/contract", q, url.Values{"productId": {pid}, "scene": {"3"}}, "00", func(t *testing.T, env envelope) {
			var list []lending.ContractRef
			env.into(t, &list)
			if len(list) != 3 || list[2].Title != "Disclosure Statement" {
				t.Errorf("list = %+v", list)
			}
		}},
		{"ErrBadScene", "/gw/v3/contract/contract", q, url.Values{"productId": {pid}, "scene": {"2"}}, "invalid_params", nil},
		{"OK contract jump", "/gw/v3/contract/contract-jump", q, url.Values{"productId": {pid}, "scene": {"3"}, "position": {"3"}, "orderId": {p.OrderID}}, "00", func(t *testing.T, env envelope) {
			var j map[string]string
			env.into(t, &j)
			if j["contract_url"] != "/loanAgreement?contractId=3&productId="+pid+"&orderId="+p.OrderID {
				t.Errorf("url = %s", j["contract_url"])
			}
		}},
		{"ErrJumpBadPosition", "/gw/v3/contract/contract-jump", q, url.Values{"productId": {pid}, "scene": {"3"}, "position": {"9"}}, "invalid_params", nil},
		{"OK disclosure of the order", "/gw/v3/contract/contract-content", q, url.Values{"contractId": {"3"}, "productId": {pid}, "orderId": {p.OrderID}}, "00", func(t *testing.T, env envelope) {
			var c lending.Contract
			env.into(t, &c)
			body := string(env.Data)
			for _, want := range []string{"Amount to be financed", "₱10,000.00", "Net proceeds", "₱9,700.00", "Effective interest rate", "Payment schedule", "CS201912345"} {
				if !strings.Contains(body, want) {
					t.Errorf("disclosure lacks %q", want)
				}
			}
		}},
		{"ErrOrderContractWithoutSession", "/gw/v3/contract/contract-content", nil, url.Values{"contractId": {"1"}, "productId": {pid}, "orderId": {p.OrderID}}, "401", nil},
		{"OK specimen without session", "/gw/v3/contract/contract-content", nil, url.Values{"contractId": {"1"}, "productId": {pid}}, "00", nil},
		{"OK event", "/gw/service/event/save", q, url.Values{"productId": {pid}, "moduleId": {"30"}, "positionId": {"1"}}, "00", nil},
		{"ErrEventNoModule", "/gw/service/event/save", q, url.Values{"productId": {pid}}, "invalid_params", nil},
		{"OK login-error detail", "/gw/v3/login-error/detail", nil, url.Values{"orderId": {"1"}}, "00", func(t *testing.T, env envelope) {
			var d struct {
				RecProducts []lending.RecProduct `json:"recProducts"`
				Notice      string               `json:"noticeMessage"`
			}
			env.into(t, &d)
			if len(d.RecProducts) != 2 || d.Notice == "" || d.RecProducts[0].Enabled != "1" {
				t.Errorf("detail = %+v", d)
			}
		}},
		{"OK product link", "/gw/v3/login-error/product-link", nil, url.Values{"productId": {pid}}, "00", func(t *testing.T, env envelope) {
			if !strings.Contains(string(env.Data), `"/product?productId=`+pid+`"`) {
				t.Errorf("link = %s", env.Data)
			}
		}},
		{"OK loan market", "/gw/v3/loan-market/list", q, url.Values{}, "00", nil},
		{"OK product detail with quote", "/gw/v3/product/detail", q, url.Values{"productId": {pid}}, "00", func(t *testing.T, env envelope) {
			var d struct {
				Product map[string]any  `json:"product"`
				Quote   lending.Confirm `json:"quote"`
			}
			env.into(t, &d)
			if d.Quote.Amount == 0 || len(d.Quote.RepayPlans) != 1 || d.Product["name"] != "Pautang Express" {
				t.Errorf("detail = %+v", d)
			}
		}},
		{"OK calculator", "/gw/v3/product/calculator", q, url.Values{"productId": {pid}, "amount": {"300000"}}, "00", func(t *testing.T, env envelope) {
			var d struct {
				Amount int64           `json:"amount"`
				Quote  lending.Confirm `json:"quote"`
			}
			env.into(t, &d)
			if d.Amount != 300000 || d.Quote.Amount != 300000 {
				t.Errorf("calculator = %+v", d)
			}
		}},
		{"ErrScoreRange", "/gw/v3/loan-details/score", q, url.Values{"orderId": {p.OrderID}, "score": {"9"}}, "invalid_params", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := h.call(tt.path, tt.q, tt.form)
			if env.Code != tt.wantCode {
				t.Fatalf("code = %q (%s), want %q", env.Code, env.Message, tt.wantCode)
			}
			if tt.check != nil {
				tt.check(t, env)
			}
		})
	}
}

func TestCertify(t *testing.T) {
	h := newLoanHarness(t, store.SQLite)
	q := h.login("09170000031")
	tests := []struct {
		name     string
		form     url.Values
		wantCode string
	}{
		{"OK personal", profilePersonal(), "00"},
		{"ErrUnderAge", profilePersonal("birthDate", "2010-01-01"), "profile_under_age"},
		{"ErrBadDate", profilePersonal("birthDate", "1990-13-45"), "invalid_params"},
		{"ErrUnknownCity", profilePersonal("city", "Atlantis/Sea/Town"), "invalid_params"},
		{"ErrBadEnum", profilePersonal("gender", "7"), "invalid_params"},
		{"ErrMissingField", profilePersonal("address", ""), "invalid_params"},
		{"OK job", profileJob(), "00"},
		{"ErrIncomeLetters", profileJob("monthlyIncome", "25k"), "invalid_params"},
		{"ErrIncomeZero", profileJob("monthlyIncome", "0"), "invalid_params"},
		{"OK ext", profileExt(), "00"},
		{"ErrRefPhone", profileExt("ref1Phone", "12345"), "invalid_params"},
		{"ErrRefOwnPhone", profileExt("ref2Phone", "09170000031"), "invalid_params"},
		{"ErrSameRefs", profileExt("ref2Phone", "09181112233"), "invalid_params"},
		{"ErrBankGroup", url.Values{"group": {"bank"}}, "invalid_params"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if env := h.call("/gw/v3/certify/save", q, tt.form); env.Code != tt.wantCode {
				t.Fatalf("code = %q (%s), want %q", env.Code, env.Message, tt.wantCode)
			}
		})
	}
	env := h.call("/gw/v3/certify/info", q, nil)
	var p lending.ProfileView
	env.into(t, &p)
	if !p.Complete || len(p.Groups) != 4 || p.Groups[3].Complete {
		t.Fatalf("profile = %+v", p)
	}
}

// TestDisbursementUsesFrozenTerms: a product repriced between the application and the payout
// does not change the loan: the booking uses the terms frozen on the order.
func TestDisbursementUsesFrozenTerms(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newLoanHarness(t, d)
		ctx := context.Background()
		q := h.complete(h.login("09170000042"))
		env, p := h.push(q, h.productID, 500000, 1)
		if env.Code != "00" || p.OrderStatus != 21 {
			t.Fatalf("push = %s %+v", env.Code, p)
		}
		id, _ := strconv.ParseInt(p.OrderID, 10, 64)
		applied, err := h.st.Loans().LoanOrderByID(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		row, err := h.st.Catalog().Product(ctx, h.productID)
		if err != nil {
			t.Fatal(err)
		}
		row.InterestBPMonth *= 2 // repriced after the application
		if _, err := h.st.Catalog().UpsertProduct(ctx, row); err != nil {
			t.Fatal(err)
		}
		h.decide(p.OrderID, "1")
		o, err := h.st.Loans().LoanOrderByID(ctx, id)
		if err != nil || o.Status != 170 {
			t.Fatalf("status %d (%v), want 170", o.Status, err)
		}
		sched, err := h.st.Loans().OrderSchedule(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		var interest int64
		for _, in := range sched {
			interest += in.InterestCents
		}
		if interest != applied.Interest || o.Interest != applied.Interest {
			t.Fatalf("booked interest %d (order %d), want %d quoted at application", interest, o.Interest, applied.Interest)
		}
	})
}

// TestLoanOldConfirmPromo: the old confirmation's promo (NewPopMsg) is the product's
// first-loan promo from the catalogue, sent to a borrower who never applied: none while the
// product has none, none for another product without one, none once the borrower applied.
func TestLoanOldConfirmPromo(t *testing.T) {
	for _, d := range storetest.Engines() {
		t.Run(string(d), func(t *testing.T) {
			h := newLoanHarness(t, d)
			ctx := context.Background()
			q := h.login("09170000041")
			promoOf := func(pid int64) string {
				t.Helper()
				env := h.call("/gw/api/v1/lend/data", q, url.Values{"productId": {fmt.Sprint(pid)}})
				var c struct {
					NewPopMsg *string `json:"NewPopMsg"`
				}
				env.into(t, &c)
				if env.Code != "00" || c.NewPopMsg == nil {
					t.Fatalf("old data: %s %s", env.Code, env.Data)
				}
				return *c.NewPopMsg
			}
			if got := promoOf(h.productID); got != "" {
				t.Fatalf("no promo in the catalogue: NewPopMsg = %q, want none", got)
			}
			const promo = "Your first loan: no service fee surprises, money in 1 to 3 days."
			row, err := h.st.Catalog().Product(ctx, h.productID)
			if err != nil {
				t.Fatal(err)
			}
			row.FirstLoanPromo = promo
			if _, err := h.st.Catalog().UpsertProduct(ctx, row); err != nil {
				t.Fatal(err)
			}
			if got := promoOf(h.productID); got != promo {
				t.Fatalf("first loan: NewPopMsg = %q, want the catalogue's %q", got, promo)
			}
			if got := promoOf(h.periodID); got != "" {
				t.Fatalf("a product without a promo: NewPopMsg = %q, want none", got)
			}
			var c map[string]any
			h.call("/gw/v3/loan-confirm/loan-detail-confirm", q, url.Values{"productId": {fmt.Sprint(h.productID)}}).into(t, &c)
			if _, found := c["NewPopMsg"]; found {
				t.Fatalf("the new variant carries NewPopMsg: %v", c)
			}
			q = h.complete(q)
			if env, _ := h.push(q, h.productID, 500000, 1); env.Code != "00" {
				t.Fatalf("push: %+v", env)
			}
			if got := promoOf(h.productID); got != "" {
				t.Fatalf("after a first application: NewPopMsg = %q, want none", got)
			}
		})
	}
}

// screeningStub answers the lending service's sanctions screening with a fixed count of open
// hits.
type screeningStub struct{ open int }

func (s *screeningStub) OpenHitsOf(context.Context, int64) (int, error) { return s.open, nil }
