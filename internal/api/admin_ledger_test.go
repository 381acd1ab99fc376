package api

import (
	"context"
	"encoding/csv"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/controls"
	"github.com/pautang/pautang/internal/gl"
	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestAdminGeneralLedger: the accounts carry their types; a manual entry is checked (balanced,
// two lines, no control account, a day not after today), proposed by an agent and posted only
// when a supervisor approves, with its audit row; it shows in the account's ledger with the
// running balance, in the trial balance by account (net zero), the journal CSV and the daily
// trial balance (every day nets to zero); a reversal swaps the sides on the day it is
// approved, once; a failing audit row posts nothing.
func TestAdminGeneralLedger(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		viewer, agent, sup := h.as(admin.RoleViewer), h.as(admin.RoleAgent), h.as(admin.RoleSupervisor)
		today := loans.DateOf(h.clock.Now())
		range_ := "from=" + today.Add(-300).String() + "&to=" + today.String()

		var tb gl.AccountBalances
		viewer.get("/admin/api/finance/ledger/accounts?"+range_).into(t, &tb)
		types := map[string]gl.Account{}
		for _, a := range tb.Accounts {
			types[a.Account.Code] = a.Account
		}
		for code, want := range map[string]gl.Account{
			"1000": {Type: gl.Asset, Side: gl.Debit}, "1200": {Type: gl.Asset, Side: gl.Debit, Control: true},
			"2100": {Type: gl.Liability, Side: gl.Credit, Control: true}, "3000": {Type: gl.Equity, Side: gl.Credit},
			"4100": {Type: gl.Income, Side: gl.Credit}, "6100": {Type: gl.Expense, Side: gl.Debit},
			"9900": {Type: gl.Memorandum, Side: gl.Credit, Control: true},
		} {
			got := types[code]
			if got.Type != want.Type || got.Side != want.Side || got.Control != want.Control {
				t.Fatalf("account %s: %+v", code, got)
			}
		}
		if tb.NetCents != 0 || tb.DebitCents != tb.CreditCents || tb.DebitCents == 0 {
			t.Fatalf("trial balance before: net %d, %d / %d", tb.NetCents, tb.DebitCents, tb.CreditCents)
		}
		receivableBefore := int64(0)
		for _, a := range tb.Accounts {
			if a.Account.Code == "1200" {
				receivableBefore = a.ClosingCents
			}
		}

		line := func(acc string, side gl.Side, c int64) gl.DraftLine {
			return gl.DraftLine{Account: acc, Side: side, AmountCents: c}
		}
		entry := func(day loans.Date, memo string, lines ...gl.DraftLine) journalEntryBody {
			return journalEntryBody{Day: day.String(), Memo: memo, Lines: lines, Reason: "Bank statement of the month"}
		}
		charges := entry(today.Add(-1), "BDO account maintenance fee", line("6100", gl.Debit, 15000), line("1000", gl.Credit, 15000))
		if env := viewer.post("/admin/api/finance/ledger/entries", charges); env.Code != "forbidden" {
			t.Fatalf("viewer proposing: %+v", env)
		}
		for name, bad := range map[string]journalEntryBody{
			"unbalanced":     entry(today, "x", line("6100", gl.Debit, 15000), line("1000", gl.Credit, 14000)),
			"one line":       entry(today, "x", line("6100", gl.Debit, 15000)),
			"control":        entry(today, "x", line("1200", gl.Debit, 15000), line("1000", gl.Credit, 15000)),
			"future":         entry(today.Add(1), "x", line("6100", gl.Debit, 15000), line("1000", gl.Credit, 15000)),
			"zero":           entry(today, "x", line("6100", gl.Debit, 0), line("1000", gl.Credit, 0)),
			"unknown":        entry(today, "x", line("6199", gl.Debit, 1), line("1000", gl.Credit, 1)),
			"no memo":        entry(today, "", line("6100", gl.Debit, 1), line("1000", gl.Credit, 1)),
			"side not known": entry(today, "x", line("6100", "dr", 1), line("1000", gl.Credit, 1)),
		} {
			if env := agent.post("/admin/api/finance/ledger/entries", bad); env.Code != controls.CodeEntryInvalid {
				t.Fatalf("%s: %+v", name, env)
			}
		}
		capital := entry(today.Add(-2), "Capital paid in by the shareholders", line("1000", gl.Debit, 100_000_000), line("3000", gl.Credit, 100_000_000))
		capID := proposed(h, agent, "/admin/api/finance/ledger/entries", capital)
		chID := proposed(h, agent, "/admin/api/finance/ledger/entries", charges)
		if env := agent.post("/admin/api/finance/ledger/entries", charges); env.Code != admin.CodeRequestInvalid {
			t.Fatalf("the same entry twice while it waits: %+v", env)
		}
		var entries ledgerEntries
		viewer.get("/admin/api/finance/ledger/entries?"+range_).into(t, &entries)
		if len(entries.Entries) != 0 || len(entries.Pending) != 2 || len(entries.Accounts) == 0 {
			t.Fatalf("before approval: %+v", entries)
		}
		if n := h.scalar(`SELECT CAST(COUNT(*) AS TEXT) FROM gl_entries`); n != "0" {
			t.Fatalf("posted before approval: %s", n)
		}
		if env := agent.post(reqPath(chID, "approve"), nil); env.Code == "0" {
			t.Fatalf("the maker approving: %+v", env)
		}
		// A failing audit row posts nothing.
		h.st.Fault = func(p string) error {
			if p == "audit:journal.post" {
				return errors.New("injected")
			}
			return nil
		}
		if env := sup.post(reqPath(capID, "approve"), nil); env.Code == "0" {
			t.Fatalf("approval with a failing audit row: %+v", env)
		}
		h.st.Fault = nil
		if n := h.scalar(`SELECT CAST(COUNT(*) AS TEXT) FROM gl_entries`); n != "0" {
			t.Fatalf("an entry posted without its audit row: %s", n)
		}
		capID = proposed(h, agent, "/admin/api/finance/ledger/entries", capital)
		for _, id := range []int64{capID, chID} {
			if env := sup.post(reqPath(id, "approve"), nil); env.Code != "0" {
				t.Fatalf("approve %d: %+v", id, env)
			}
		}
		if h.auditCountAction("journal.post") != 2 {
			t.Fatalf("journal.post audit rows: %d", h.auditCountAction("journal.post"))
		}
		viewer.get("/admin/api/finance/ledger/entries?"+range_).into(t, &entries)
		if len(entries.Entries) != 2 || len(entries.Pending) != 0 || entries.Entries[0].Memo != capital.Memo || entries.Entries[0].Day != today.Add(-2) ||
			entries.Entries[1].Lines[0].Account != "6100" || entries.Entries[1].Lines[0].DebitCents != 15000 || entries.Entries[1].CheckerID != h.ops[admin.RoleSupervisor].ID {
			t.Fatalf("entries: %+v", entries.Entries)
		}
		chargeEntry := entries.Entries[1].ID

		// The cash account's ledger: both entries with the running balance.
		var cash gl.AccountLedger
		viewer.get("/admin/api/finance/ledger?account=1000&"+range_).into(t, &cash)
		if cash.OpeningCents != 0 || len(cash.Rows) != 2 || cash.Rows[0].BalanceCents != 100_000_000 || cash.Rows[1].CreditCents != 15000 ||
			cash.Rows[1].BalanceCents != 99_985_000 || cash.ClosingCents != 99_985_000 || cash.Rows[1].Source != "manual" {
			t.Fatalf("cash ledger: %+v", cash)
		}
		var later gl.AccountLedger
		viewer.get("/admin/api/finance/ledger?account=1000&from="+today.String()+"&to="+today.String()).into(t, &later)
		if later.OpeningCents != 99_985_000 || len(later.Rows) != 0 || later.ClosingCents != 99_985_000 {
			t.Fatalf("opening balance carried: %+v", later)
		}
		if env := viewer.get("/admin/api/finance/ledger?account=7777&" + range_); env.Code != "ledger_account_unknown" {
			t.Fatalf("unknown account: %+v", env)
		}
		// The collections clearing account's ledger sums each day's loan postings.
		var coll gl.AccountLedger
		viewer.get("/admin/api/finance/ledger?account=1010&"+range_).into(t, &coll)
		var collected int64
		if err := h.st.DB.QueryRowContext(ctx, `SELECT COALESCE(-SUM(amount), 0) FROM ledger_entries WHERE kind = 'payment' AND day >= $1 AND day <= $2`,
			today.Add(-300).String(), today.String()).Scan(&collected); err != nil {
			t.Fatal(err)
		}
		if coll.DebitCents != collected || coll.ClosingCents != coll.OpeningCents+collected-coll.CreditCents {
			t.Fatalf("collections ledger debits %d, payments %d", coll.DebitCents, collected)
		}

		viewer.get("/admin/api/finance/ledger/accounts?"+range_).into(t, &tb)
		for _, a := range tb.Accounts {
			switch a.Account.Code {
			case "6100":
				if a.ClosingCents != 15000 {
					t.Fatalf("6100: %+v", a)
				}
			case "3000":
				if a.ClosingCents != 100_000_000 {
					t.Fatalf("3000: %+v", a)
				}
			case "1200":
				if a.ClosingCents != receivableBefore {
					t.Fatalf("receivables moved: %+v", a)
				}
			}
		}
		if tb.NetCents != 0 || tb.DebitCents != tb.CreditCents {
			t.Fatalf("trial balance after: net %d", tb.NetCents)
		}
		checkJournal := func(wantManual int) {
			t.Helper()
			rows, err := csv.NewReader(rawGet(h, viewer, "/admin/api/finance/journal.csv?"+range_).Body).ReadAll()
			if err != nil {
				t.Fatal(err)
			}
			perDay := map[string]int64{}
			manual := 0
			for _, r := range rows[1:] {
				perDay[r[0]] += csvCents(t, r[7]) - csvCents(t, r[8])
				if r[4] == "manual" || r[4] == "reversal" {
					manual++
				}
			}
			for day, net := range perDay {
				if net != 0 {
					t.Errorf("journal of %s nets %d", day, net)
				}
			}
			if manual != wantManual {
				t.Fatalf("manual lines in the journal: %d, want %d", manual, wantManual)
			}
			tbCSV := rawGet(h, viewer, "/admin/api/finance/trial-balance?format=csv&"+range_).Body.String()
			if !strings.Contains(tbCSV, today.Add(-1).String()+",6100,Bank charges,150.00,") || !strings.Contains(tbCSV, ",3000,Share capital,0.00,1000000.00,") {
				t.Fatalf("trial balance:\n%s", tbCSV)
			}
			for _, l := range strings.Split(strings.TrimSpace(tbCSV), "\n") {
				if strings.Contains(l, ",TOTAL,") && !strings.HasSuffix(l, ",0.00") {
					t.Fatalf("a day does not net to zero: %s", l)
				}
			}
		}
		checkJournal(4)
		// The books sum the loan ledger per day and kind in the database: the range's debits
		// and credits of every account equal the daily trial balance, which posts each ledger
		// entry one by one (manual entries in both).
		var daily trialBalance
		viewer.get("/admin/api/finance/trial-balance?"+range_).into(t, &daily)
		perCode := map[string][2]int64{}
		for _, l := range daily.Lines {
			v := perCode[l.Code]
			v[0] += l.Debit
			v[1] += l.Credit
			perCode[l.Code] = v
		}
		for _, a := range tb.Accounts {
			if v := perCode[a.Account.Code]; v[0] != a.DebitCents || v[1] != a.CreditCents {
				t.Errorf("%s: the books move %d / %d, the daily trial balance %d / %d", a.Account.Code, a.DebitCents, a.CreditCents, v[0], v[1])
			}
			delete(perCode, a.Account.Code)
		}
		if len(perCode) != 0 || len(daily.Lines) < 10 {
			t.Fatalf("accounts in the daily trial balance only: %v (%d lines)", perCode, len(daily.Lines))
		}

		// Reversal: four eyes, dated the approval's day, once.
		rev := "/admin/api/finance/ledger/entries/" + strconv.FormatInt(chargeEntry, 10) + "/reverse"
		revID := proposed(h, agent, rev, reverseEntryBody{Reason: "Fee refunded by the bank"})
		if env := sup.post(reqPath(revID, "approve"), nil); env.Code != "0" {
			t.Fatalf("approve the reversal: %+v", env)
		}
		viewer.get("/admin/api/finance/ledger/entries?"+range_).into(t, &entries)
		if len(entries.Entries) != 3 || entries.Entries[1].ReversedBy != entries.Entries[2].ID || entries.Entries[2].Reverses != chargeEntry ||
			entries.Entries[2].Day != today || entries.Entries[2].Lines[0].CreditCents != 15000 || entries.Entries[2].Lines[1].DebitCents != 15000 {
			t.Fatalf("after the reversal: %+v", entries.Entries)
		}
		var fees gl.AccountLedger
		viewer.get("/admin/api/finance/ledger?account=6100&"+range_).into(t, &fees)
		if len(fees.Rows) != 2 || fees.Rows[1].Source != "reversal" || fees.ClosingCents != 0 {
			t.Fatalf("bank charges after the reversal: %+v", fees)
		}
		if env := agent.post(rev, reverseEntryBody{Reason: "again"}); env.Code != "ledger_already_reversed" {
			t.Fatalf("reversing twice: %+v", env)
		}
		if env := agent.post("/admin/api/finance/ledger/entries/"+strconv.FormatInt(entries.Entries[2].ID, 10)+"/reverse", reverseEntryBody{Reason: "x"}); env.Code != controls.CodeReversalRefused {
			t.Fatalf("reversing a reversal: %+v", env)
		}
		if env := agent.post("/admin/api/finance/ledger/entries/999/reverse", reverseEntryBody{Reason: "x"}); env.Code != "ledger_entry_not_found" {
			t.Fatalf("reversing nothing: %+v", env)
		}
		if h.auditCountAction("journal.reverse") != 1 {
			t.Fatalf("journal.reverse audit rows: %d", h.auditCountAction("journal.reverse"))
		}
		checkJournal(6)
		// The store refuses a second reversal of one entry even when two approvals race past
		// the service's check: the unique index on reverses.
		capEntry, err := h.st.Ledger().Entry(ctx, entries.Entries[0].ID)
		if err != nil {
			t.Fatal(err)
		}
		r, err := gl.Reversal(capEntry, today)
		if err != nil {
			t.Fatal(err)
		}
		post := func() error {
			return h.st.InTx(ctx, func(tx *store.Tx) error {
				_, err := tx.PostEntry(ctx, r, admin.Entry{Action: "journal.reverse"})
				return err
			})
		}
		if err := post(); err != nil {
			t.Fatal(err)
		}
		if err := post(); apperr.CodeOf(err) != store.CodeAlreadyReversed {
			t.Fatalf("second reversal: %v", err)
		}
		// A chart change may not take a general ledger account's code.
		lines := journal.DefaultChart().Lines()
		lines[0].Code = "1000"
		if env := sup.post("/admin/api/finance/chart", chartBody{Accounts: lines, Reason: "x"}); env.Code != controls.CodeChartInvalid {
			t.Fatalf("chart on a general code: %+v", env)
		}
	})
}
