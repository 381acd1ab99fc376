package api

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/disburse"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/payout"
	"github.com/pautang/pautang/internal/seed"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// bankHarness is the harness plus the payment-account wiring: a vault, the sandbox payout
// provider and the disbursement service, the default bank form and one product.
type bankHarness struct {
	*harness
	sandbox   *payout.Sandbox
	productID int64
	bodies    []string // every bank response body, to prove no plain number leaves the server
}

func newBankHarness(t *testing.T, d store.Dialect) *bankHarness {
	t.Helper()
	h := newHarnessOn(t, d)
	key, _ := banking.ParseDataKey(strings.Repeat("5a", 32))
	vault, err := banking.NewVault(key)
	if err != nil {
		t.Fatal(err)
	}
	sb := payout.NewSandbox()
	h.srv.BankVault, h.srv.PayoutSandbox = vault, sb
	h.srv.Disburse = &disburse.Service{Store: h.st, Payout: sb, Vault: vault, Clock: h.clock, Cap: loans.DefaultPHCapPolicy()}
	wire(h.srv, h.st) // the services take the vault and the payout service when built
	h.h = h.srv.Handler()
	ctx := context.Background()
	pid, err := h.st.Catalog().UpsertProduct(ctx, store.ProductRow{Code: "EXPRESS", Name: "Pautang Express", MinAmount: 200000, MaxAmount: 1000000, AmountStep: 50000,
		TermDays: 91, Periods: 1, InterestBPMonth: 300, ServiceFeeBP: 300, Rules: loans.DefaultRules().JSON(), Enabled: true})
	if err != nil {
		t.Fatal(err)
	}
	for i, it := range seed.DefaultBankForm() {
		if err := h.st.Banking().UpsertBankFormItem(ctx, 0, it, i); err != nil {
			t.Fatal(err)
		}
	}
	return &bankHarness{harness: h, sandbox: sb, productID: pid}
}

func (b *bankHarness) bank(path string, q url.Values, form url.Values) envelope {
	b.t.Helper()
	rec := b.do("POST", path, q, form)
	b.bodies = append(b.bodies, rec.Body.String())
	var env envelope
	if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil {
		b.t.Fatalf("%s: not an envelope: %s", path, rec.Body.String())
	}
	env.status = rec.Code
	return env
}

// approvedOrder inserts an order the loan engine approved (status 151).
func (b *bankHarness) approvedOrder(q url.Values, amount int64) int64 {
	b.t.Helper()
	var id int64
	now := b.st.Now()
	err := b.st.DB.QueryRowContext(context.Background(), `INSERT INTO orders (order_no, user_id, product_id, amount, periods, term_days, status, created_at, updated_at)
		VALUES ($1, $2, $3, $4, 1, 91, 151, $5, $5) RETURNING id`, fmt.Sprintf("PT%d", now+int64(len(b.bodies))), q.Get("userId"), b.productID, amount, now).Scan(&id)
	if err != nil {
		b.t.Fatal(err)
	}
	return id
}

type orderState struct {
	Status       int
	CardNeedPop  int
	PayoutStatus string
	DisbursedDay string
	DueDate      string
	NetProceeds  int64
	Installments int
	Ledger       int
}

func (b *bankHarness) order(id int64) orderState {
	b.t.Helper()
	var o orderState
	if err := b.st.DB.QueryRowContext(context.Background(), `SELECT status, card_need_pop, payout_status, disbursed_day, due_date, net_proceeds FROM orders WHERE id = $1`, id).
		Scan(&o.Status, &o.CardNeedPop, &o.PayoutStatus, &o.DisbursedDay, &o.DueDate, &o.NetProceeds); err != nil {
		b.t.Fatal(err)
	}
	b.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM installments WHERE order_id = $1`, id).Scan(&o.Installments)
	b.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM ledger_entries WHERE order_id = $1`, id).Scan(&o.Ledger)
	return o
}

func (b *bankHarness) count(table string) int {
	var n int
	b.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM `+table).Scan(&n)
	return n
}

const (
	makatiCity = "National Capital Region (NCR)/Metro Manila/Makati City"
	bdoNumber  = "001234567890"
	gcashNo    = "09281234567"
)

func bankForm(kv ...string) url.Values {
	v := url.Values{"cardType": {"1"}, "product_id": {"1"}, "bankCode": {"BDO"}, "cardNo": {bdoNumber},
		"accountName": {"Juan Dela Cruz"}, "birthday": {"1992-06-12"}, "city": {makatiCity}}
	for i := 0; i+1 < len(kv); i += 2 {
		v.Set(kv[i], kv[i+1])
	}
	return v
}

func walletForm(kv ...string) url.Values {
	return bankForm(append([]string{"cardType", "2", "bankCode", "GCASH", "cardNo", gcashNo}, kv...)...)
}

func TestBankCardInit(t *testing.T) {
	b := newBankHarness(t, store.SQLite)
	q := b.login("09171234567")
	t.Run("OK", func(t *testing.T) {
		env := b.bank("/gw/bind-card/card-init", q, url.Values{"product_id": {fmt.Sprint(b.productID)}})
		if env.Code != "0" || !env.Success {
			t.Fatalf("got %+v", env)
		}
		var d struct {
			Items         []banking.Item `json:"items"`
			CardType      int            `json:"cardType"`
			ChannelNumber string         `json:"channelNumber"`
			Current       *bankCard      `json:"current"`
		}
		env.into(t, &d)
		if d.CardType != 1 || d.ChannelNumber != "90006" || d.Current != nil {
			t.Fatalf("got cardType %d channel %q current %v, want 1, 90006, none", d.CardType, d.ChannelNumber, d.Current)
		}
		if len(d.Items) != len(seed.DefaultBankForm()) {
			t.Fatalf("got %d items, want %d", len(d.Items), len(seed.DefaultBankForm()))
		}
		cates := map[banking.Cate]bool{}
		for _, it := range d.Items {
			cates[it.Cate] = true
		}
		for _, c := range []banking.Cate{banking.CateText, banking.CateEnum, banking.CateCity, banking.CateDay} {
			if !cates[c] {
				t.Errorf("no %s item", c)
			}
		}
		if bank := d.Items[0]; bank.Code != "bankCode" || len(bank.Note) != 10 || bank.Note[0].Type != "BDO" || bank.ChannelNumber != "90006" {
			t.Fatalf("first item: %+v", bank)
		}
	})
	t.Run("OKWithoutProduct", func(t *testing.T) {
		if env := b.bank("/gw/bind-card/card-init", q, nil); env.Code != "0" {
			t.Fatalf("got %+v", env)
		}
	})
	t.Run("ErrUnknownProduct", func(t *testing.T) {
		if env := b.bank("/gw/bind-card/card-init", q, url.Values{"product_id": {"999"}}); env.Code != "invalid_params" {
			t.Fatalf("got %q %q, want invalid_params", env.Code, env.Message)
		}
	})
	t.Run("ErrNoSession", func(t *testing.T) {
		if env := b.bank("/gw/bind-card/card-init", nil, nil); env.Code != "401" {
			t.Fatalf("got %q, want 401", env.Code)
		}
	})
}

func TestBindBankAndEWallet(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		b := newBankHarness(t, d)
		q := b.login("09171234567")
		env := b.bank("/gw/v3/bind-card/bind-card-new", q, bankForm())
		if env.Code != "0" || !env.Success {
			t.Fatalf("bind bank: %+v", env)
		}
		var card bankCard
		env.into(t, &card)
		if card.BankName != "BDO Unibank" || card.BankCode != "BDO" || card.CardNo != "•••• 7890" || card.CardType != 1 || !card.IsDefault {
			t.Fatalf("bank card: got %+v", card)
		}
		env = b.bank("/gw/v3/bind-card/bind-card-new", q, walletForm())
		if env.Code != "0" {
			t.Fatalf("bind wallet: %+v", env)
		}
		env = b.bank("/gw/bind-card/list", q, nil)
		var list struct {
			BankCards []bankCard `json:"bankCards"`
		}
		env.into(t, &list)
		if len(list.BankCards) != 2 {
			t.Fatalf("got %d cards, want 2", len(list.BankCards))
		}
		if w := list.BankCards[0]; w.BankCode != "GCASH" || w.CardNo != "•••• 4567" || w.CardType != 2 {
			t.Fatalf("newest default first: got %+v", w)
		}
		// Binding the same account again refreshes it, no copy.
		if env := b.bank("/gw/v3/bind-card/bind-card-new", q, bankForm("accountName", "Juan P. Dela Cruz")); env.Code != "0" {
			t.Fatalf("rebind: %+v", env)
		}
		if n := b.count("bank_accounts"); n != 2 {
			t.Fatalf("got %d accounts after rebind, want 2", n)
		}
		if n := b.count("bank_account_changes"); n != 3 {
			t.Fatalf("got %d audit rows, want 3", n)
		}
		// A second bank account of the same type becomes the default; the first stays listed.
		if env := b.bank("/gw/v3/bind-card/bind-card-new", q, bankForm("bankCode", "BPI", "cardNo", "1234509876")); env.Code != "0" {
			t.Fatalf("second bank: %+v", env)
		}
		var defaults int
		b.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM bank_accounts WHERE card_type = 1 AND is_default = 1`).Scan(&defaults)
		if defaults != 1 {
			t.Fatalf("got %d default bank accounts, want 1", defaults)
		}
		t.Run("ErrTakenByAnotherBorrower", func(t *testing.T) {
			other := b.login("09181234567")
			env := b.bank("/gw/v3/bind-card/bind-card-new", other, bankForm())
			if env.Code != CodeBankAccountTaken {
				t.Fatalf("got %q %q, want %s", env.Code, env.Message, CodeBankAccountTaken)
			}
		})
		b.assertNoPlainNumbers(t, bdoNumber, gcashNo, "1234509876")
	})
}

func TestBindBankFieldErrors(t *testing.T) {
	b := newBankHarness(t, store.SQLite)
	q := b.login("09171234567")
	tests := []struct {
		name  string
		form  url.Values
		field string
		want  string
	}{
		{"ErrChooseBank", bankForm("bankCode", ""), "bankCode", banking.MsgChooseBank},
		{"ErrUnknownBank", bankForm("bankCode", "GCASH"), "bankCode", banking.MsgUnknownInstitution},
		{"ErrChooseEWallet", walletForm("bankCode", ""), "bankCode", banking.MsgChooseEWallet},
		{"ErrEnterAccountNumber", bankForm("cardNo", ""), "cardNo", banking.MsgEnterAccountNumber},
		{"ErrEnterEWalletNumber", walletForm("cardNo", ""), "cardNo", banking.MsgEnterEWalletNumber},
		{"ErrDigitsOnly", bankForm("cardNo", "00123456789O"), "cardNo", banking.MsgDigitsOnly},
		{"ErrBDOLength", bankForm("cardNo", "12345"), "cardNo", "BDO Unibank account numbers have 10 to 12 digits."},
		{"ErrMetrobankLength", bankForm("bankCode", "MBTC", "cardNo", "123456789012"), "cardNo", "Metrobank account numbers have 13 digits."},
		{"ErrMayaMobile", walletForm("bankCode", "PAYMAYA", "cardNo", "9171234567"), "cardNo", "Maya numbers are 11-digit mobile numbers starting with 09."},
		{"ErrEnterHolderName", bankForm("accountName", ""), "accountName", banking.MsgEnterHolderName},
		{"ErrHolderNameChars", bankForm("accountName", "Juan <script>"), "accountName", banking.MsgHolderNameChars},
		{"ErrChooseCity", bankForm("city", ""), "city", banking.MsgChooseCity},
		{"ErrUnknownCity", bankForm("city", "Metro Manila/Makati City"), "city", banking.MsgUnknownCity},
		{"ErrChooseBirthDate", bankForm("birthday", ""), "birthday", banking.MsgChooseBirthDate},
		{"ErrBirthDateMinor", bankForm("birthday", "2010-01-01"), "birthday", banking.MsgBirthDateAdult},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := b.bank("/gw/v3/bind-card/bind-card-new", q, tt.form)
			if env.Code != CodeBankInvalid || env.Success || env.status != 200 {
				t.Fatalf("got %q (HTTP %d), want %s", env.Code, env.status, CodeBankInvalid)
			}
			if env.Message != tt.want {
				t.Fatalf("message: got %q, want %q", env.Message, tt.want)
			}
			var d struct {
				Errors map[string]string `json:"errors"`
			}
			env.into(t, &d)
			if d.Errors[tt.field] != tt.want {
				t.Fatalf("errors[%s]: got %q, want %q (all: %v)", tt.field, d.Errors[tt.field], tt.want, d.Errors)
			}
			if n := b.count("bank_accounts") + b.count("bank_account_changes"); n != 0 {
				t.Fatalf("%d rows written for a refused form", n)
			}
		})
	}
	t.Run("ErrCardType", func(t *testing.T) {
		if env := b.bank("/gw/v3/bind-card/bind-card-new", q, bankForm("cardType", "3")); env.Code != "invalid_params" {
			t.Fatalf("got %q", env.Code)
		}
	})
	t.Run("AllFieldsAtOnce", func(t *testing.T) {
		env := b.bank("/gw/v3/bind-card/bind-card-new", q, url.Values{"cardType": {"1"}})
		var d struct {
			Errors map[string]string `json:"errors"`
		}
		env.into(t, &d)
		if len(d.Errors) != 5 {
			t.Fatalf("got %d field errors, want 5: %v", len(d.Errors), d.Errors)
		}
	})
}

func TestPayoutFailsThenCardChangeDisburses(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		b := newBankHarness(t, d)
		q := b.login("09171234567")
		ctx := context.Background()
		if env := b.bank("/gw/v3/bind-card/bind-card-new", q, bankForm()); env.Code != "0" {
			t.Fatalf("bind: %+v", env)
		}
		orderID := b.approvedOrder(q, 500000)

		b.sandbox.SetMode(payout.ModeFail)
		res, err := b.srv.Disburse.DisburseOrder(ctx, orderID)
		if err != nil || res.Outcome != disburse.OutcomeFailed {
			t.Fatalf("disburse in fail mode: got %+v %v", res, err)
		}
		if o := b.order(orderID); o.Status != 151 || o.CardNeedPop != 1 || o.PayoutStatus != "failed" || o.Ledger != 0 {
			t.Fatalf("after failed payout: %+v", o)
		}
		pop, err := b.srv.Disburse.CardPopFor(ctx, orderID)
		if err != nil || !pop.Need || !strings.Contains(pop.Msg, "BDO Unibank account •••• 7890") || !strings.Contains(pop.Msg, payout.SandboxFailureReason) {
			t.Fatalf("card pop: %+v %v", pop, err)
		}
		if strings.Contains(pop.Msg, bdoNumber) {
			t.Fatal("card pop shows the whole number")
		}
		// The order card under the dialog says what is happening, not that the money is on its way.
		if env := b.bank("/gw/v3/loan-details/loan-details", q, url.Values{"orderId": {fmt.Sprint(orderID)}}); !strings.Contains(string(env.Data), "we could not send") || strings.Contains(string(env.Data), "will reach your account") {
			t.Fatalf("loan details after a failed payout: %s %s", env.Code, env.Data)
		}

		t.Run("ErrOtherBorrowersOrder", func(t *testing.T) {
			other := b.login("09181234567")
			env := b.bank("/gw/bind-card/card-change", with(other, "orderId", fmt.Sprint(orderID)), walletForm("cardNo", "09991234567"))
			if env.Code != "not_found" {
				t.Fatalf("got %q, want not_found", env.Code)
			}
		})

		b.sandbox.SetMode(payout.ModeSuccess)
		env := b.bank("/gw/bind-card/card-change", with(q, "orderId", fmt.Sprint(orderID)), walletForm())
		if env.Code != "0" {
			t.Fatalf("card-change: %+v", env)
		}
		var data struct {
			Payouts []struct{ OrderID, Outcome string } `json:"payouts"`
		}
		env.into(t, &data)
		if len(data.Payouts) != 1 || data.Payouts[0].Outcome != "disbursed" {
			t.Fatalf("payouts: %+v", data.Payouts)
		}
		o := b.order(orderID)
		if o.Status != 170 || o.CardNeedPop != 0 || o.PayoutStatus != "succeeded" {
			t.Fatalf("after card change: %+v", o)
		}
		if o.DisbursedDay != "2026-11-22" || o.DueDate != "2027-02-21" || o.Installments != 1 || o.Ledger < 2 {
			t.Fatalf("booking: %+v (want disbursed 2026-11-22, due +91 days, 1 installment, ledger rows)", o)
		}
		if o.NetProceeds != 500000-15000 {
			t.Fatalf("net proceeds: got %d, want 485000 (3%% service fee deducted)", o.NetProceeds)
		}
		var principal int64
		b.st.DB.QueryRowContext(context.Background(), `SELECT amount FROM ledger_entries WHERE order_id = $1 AND kind = 'disbursement'`, orderID).Scan(&principal)
		if principal != 500000 {
			t.Fatalf("disbursement ledger row: got %d, want 500000", principal)
		}
		var attempts int
		var paidTo string
		b.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM payouts WHERE order_id = $1`, orderID).Scan(&attempts)
		b.st.DB.QueryRowContext(context.Background(), `SELECT a.bank_code FROM payouts p JOIN bank_accounts a ON a.id = p.account_id WHERE p.order_id = $1 AND p.status = 'succeeded'`, orderID).Scan(&paidTo)
		if attempts != 2 || paidTo != "GCASH" {
			t.Fatalf("payouts: %d attempts, paid to %q; want 2, GCASH", attempts, paidTo)
		}
		changes, _ := b.st.Banking().BankAccountChanges(ctx, mustInt(t, q.Get("userId")))
		last := changes[len(changes)-1]
		if last.Action != "change" || last.OrderID != orderID || last.OldAccountID == 0 || last.OldAccountID == last.NewAccountID {
			t.Fatalf("audit row: %+v", last)
		}
		var removed int
		var cipher string
		b.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*), MAX(number_cipher) FROM bank_accounts WHERE id = $1 AND removed_at IS NOT NULL`, last.OldAccountID).Scan(&removed, &cipher)
		if removed != 1 || cipher != "" {
			t.Fatalf("old account: removed %d, cipher %q; want retired and wiped", removed, cipher)
		}
		if pop, _ := b.srv.Disburse.CardPopFor(ctx, orderID); pop.Need {
			t.Fatal("card pop still needed after disbursement")
		}
		// A second call never pays twice.
		if res, err := b.srv.Disburse.DisburseOrder(ctx, orderID); err != nil || res.Outcome != disburse.OutcomeNotDue {
			t.Fatalf("second disburse: %+v %v", res, err)
		}
		if again := b.order(orderID); again.Ledger != o.Ledger {
			t.Fatalf("ledger grew on a second call: %d -> %d", o.Ledger, again.Ledger)
		}
		b.assertNoPlainNumbers(t, bdoNumber, gcashNo)
	})
}

func TestPayoutWithoutAccount(t *testing.T) {
	b := newBankHarness(t, store.SQLite)
	q := b.login("09171234567")
	ctx := context.Background()
	orderID := b.approvedOrder(q, 300000)
	res, err := b.srv.Disburse.DisburseOrder(ctx, orderID)
	if err != nil || res.Outcome != disburse.OutcomeFailed || res.FailureReason != store.NoAccountReason {
		t.Fatalf("got %+v %v", res, err)
	}
	if o := b.order(orderID); o.CardNeedPop != 1 || o.Status != 151 {
		t.Fatalf("got %+v", o)
	}
	if pop, _ := b.srv.Disburse.CardPopFor(ctx, orderID); !pop.Need || !strings.Contains(pop.Msg, "Bind a bank account") {
		t.Fatalf("pop: %+v", pop)
	}
	// Binding from the bank page (not only card-change) retries the waiting order.
	if env := b.bank("/gw/v3/bind-card/bind-card-new", q, bankForm()); env.Code != "0" {
		t.Fatalf("bind: %+v", env)
	}
	if o := b.order(orderID); o.Status != 170 || o.CardNeedPop != 0 {
		t.Fatalf("after bind: %+v", o)
	}
}

func TestDevPayoutMode(t *testing.T) {
	b := newBankHarness(t, store.SQLite)
	rec := b.do("POST", "/dev/payout/mode", nil, url.Values{"mode": {"fail"}})
	if !strings.Contains(rec.Body.String(), `"mode":"fail"`) || b.sandbox.Mode() != payout.ModeFail {
		t.Fatalf("got %s", rec.Body.String())
	}
	rec = b.do("POST", "/dev/payout/mode", nil, url.Values{"mode": {"maybe"}})
	if !strings.Contains(rec.Body.String(), "invalid_params") || b.sandbox.Mode() != payout.ModeFail {
		t.Fatalf("bad mode: got %s", rec.Body.String())
	}
	b.srv.Cfg.Dev = false
	b.h = b.srv.Handler()
	if rec := b.do("POST", "/dev/payout/mode", nil, url.Values{"mode": {"success"}}); b.sandbox.Mode() != payout.ModeFail || rec.Code == 200 && strings.Contains(rec.Body.String(), `"mode"`) {
		t.Fatalf("the mode switched outside dev mode: %d %s", rec.Code, rec.Body.String())
	}
}

// assertNoPlainNumbers checks that no API response and, on SQLite, no byte of the database
// files (main file and WAL) holds a whole account number.
func (b *bankHarness) assertNoPlainNumbers(t *testing.T, numbers ...string) {
	t.Helper()
	for _, body := range b.bodies {
		for _, n := range numbers {
			if strings.Contains(body, n) {
				t.Fatalf("a response holds the plain number %s: %s", n, body)
			}
		}
	}
	if b.st.Dialect != store.SQLite {
		var plain int
		for _, n := range numbers {
			b.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM bank_accounts WHERE number_cipher LIKE $1 OR details LIKE $1 OR number_hash LIKE $1`, "%"+n+"%").Scan(&plain)
			if plain != 0 {
				t.Fatalf("a row holds the plain number %s", n)
			}
		}
		return
	}
	var seq int
	var name, file string
	if err := b.st.DB.QueryRowContext(context.Background(), `PRAGMA database_list`).Scan(&seq, &name, &file); err != nil || file == "" {
		t.Fatalf("database file: %q %v", file, err)
	}
	matches, _ := filepath.Glob(file + "*") // test.db, test.db-wal, test.db-shm
	if len(matches) == 0 {
		t.Fatal("no database files found")
	}
	scanned := 0
	for _, m := range matches {
		raw, err := os.ReadFile(m)
		if err != nil {
			t.Fatal(err)
		}
		scanned += len(raw)
		for _, n := range numbers {
			if strings.Contains(string(raw), n) {
				t.Fatalf("%s holds the plain number %s", filepath.Base(m), n)
			}
		}
	}
	// The check must be able to fail: the last four digits are stored in clear on purpose.
	var last4Seen bool
	for _, m := range matches {
		raw, _ := os.ReadFile(m)
		last4Seen = last4Seen || strings.Contains(string(raw), banking.Last4(numbers[0]))
	}
	if scanned == 0 || !last4Seen {
		t.Fatalf("scanned %d bytes and did not find the stored last four digits: the scan proves nothing", scanned)
	}
}

func mustInt(t *testing.T, s string) int64 {
	t.Helper()
	var n int64
	if _, err := fmt.Sscan(s, &n); err != nil {
		t.Fatal(err)
	}
	return n
}
