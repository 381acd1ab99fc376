package api

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
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

func sha(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// TestAdminClosedMonths: a month is closed under four eyes only after it ended and in order
// (clear refusals); the close stores its journal and trial balance, whose SHA-256 match what
// the API then serves; after a chart change, a manual entry dated in the closed month, a late
// loan ledger entry back-dated into it, the closed month's journal CSV and trial balance are
// byte for byte what was stored, and what came late posts on the first open day as adjusting
// entries naming the month; the store refuses an entry dated in a closed month.
func TestAdminClosedMonths(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		viewer, agent, sup, adm := h.as(admin.RoleViewer), h.as(admin.RoleAgent), h.as(admin.RoleSupervisor), h.as(admin.RoleAdmin)
		today := loans.DateOf(h.clock.Now())
		books, err := h.st.Ledger().Books(ctx)
		if err != nil {
			t.Fatal(err)
		}
		// A capital entry 70 days back: the books' first month is at least two months ago.
		capital := gl.Posting(gl.Draft{Memo: "Capital paid in", Lines: []gl.DraftLine{{Account: "1000", Side: gl.Debit, AmountCents: 50_000_000}, {Account: "3000", Side: gl.Credit, AmountCents: 50_000_000}}}, today.Add(-70), books)
		if err := h.st.InTx(ctx, func(tx *store.Tx) error {
			_, err := tx.PostEntry(ctx, capital, admin.Entry{Action: "journal.post"})
			return err
		}); err != nil {
			t.Fatal(err)
		}
		var months booksMonths
		viewer.get("/admin/api/finance/months").into(t, &months)
		first, err := gl.ParseMonth(months.Next)
		if err != nil || !months.CanClose || len(months.Closed) != 0 || !months.OpenFrom.IsZero() {
			t.Fatalf("before any close: %+v %v", months, err)
		}
		if first.Next() == gl.MonthOf(today) {
			t.Fatalf("the books start in %s, the month before today's", first)
		}

		// Refusals, each with its message.
		close := func(c *opClient, m string) envelope {
			return c.post("/admin/api/finance/months/close", controls.MonthCloseBody{Month: m, Reason: "Month-end close"})
		}
		for m, want := range map[string]string{
			gl.MonthOf(today).String(): gl.MonthOf(today).String() + " cannot be closed: " + gl.MonthOf(today).String() + " has not ended: it can be closed from " + gl.MonthOf(today).Next().First().String() + ".",
			first.Next().String():      first.Next().String() + " cannot be closed: months are closed in order: close " + first.String() + ", the first month with postings, first.",
			first.Prev().String():      first.Prev().String() + " cannot be closed: the books start in " + first.String() + ": there is nothing to close before it.",
			"2026-13":                  "The month to close must be YYYY-MM: \"2026-13\" is not a month (YYYY-MM).",
		} {
			if env := close(sup, m); env.Code != controls.CodeCloseRefused || env.Message != want {
				t.Fatalf("close %s: %q %q, want %q", m, env.Code, env.Message, want)
			}
		}
		if env := close(agent, first.String()); env.Code != "forbidden" {
			t.Fatalf("an agent closing: %+v", env)
		}

		// The journal of the month before the close, as the live books post it.
		monthRange := "from=" + first.First().String() + "&to=" + first.Last().String()
		journalOf := func(q string) []byte {
			t.Helper()
			rec := rawGet(h, viewer, "/admin/api/finance/journal.csv?"+q)
			if rec.Code != 200 {
				t.Fatalf("journal %s: %d %s", q, rec.Code, rec.Body.String())
			}
			return rec.Body.Bytes()
		}
		trialOf := func(q string) []byte {
			t.Helper()
			rec := rawGet(h, viewer, "/admin/api/finance/trial-balance?format=csv&"+q)
			if rec.Code != 200 {
				t.Fatalf("trial balance %s: %d %s", q, rec.Code, rec.Body.String())
			}
			return rec.Body.Bytes()
		}
		liveJournal, liveTrial := journalOf(monthRange), trialOf(monthRange)

		// Four eyes: the maker cannot approve; another supervisor (here an admin) does.
		id := proposed(h, sup, "/admin/api/finance/months/close", controls.MonthCloseBody{Month: first.String(), Reason: "Month-end close"})
		if env := close(sup, first.String()); env.Code == "0" {
			t.Fatalf("a second close of the month while one waits: %+v", env)
		}
		if env := sup.post(reqPath(id, "approve"), nil); env.Code != admin.CodeRequestOwn {
			t.Fatalf("maker approving: %+v", env)
		}
		var done struct {
			Result controls.MonthClosed `json:"result"`
		}
		env := adm.post(reqPath(id, "approve"), nil)
		env.into(t, &done)
		if env.Code != "0" || done.Result.Month != first.String() || done.Result.OpenFrom != first.Next().First() {
			t.Fatalf("approve: %q %s %+v", env.Code, env.Message, done.Result)
		}
		viewer.get("/admin/api/finance/months").into(t, &months)
		if len(months.Closed) != 1 || months.OpenFrom != first.Next().First() || months.Next != first.Next().String() {
			t.Fatalf("after the close: %+v", months)
		}
		closed := months.Closed[0]
		if closed.Month != first.String() || closed.MakerName == "" || closed.CheckerName == "" || closed.MakerID == closed.CheckerID ||
			closed.ClosedAt == 0 || closed.RequestID != id || closed.DebitCents != closed.CreditCents || closed.DebitCents == 0 || closed.Entries < 1 {
			t.Fatalf("closed month: %+v", closed)
		}
		if h.auditCount("books.close", first.String()) != 1 {
			t.Fatal("no books.close audit row")
		}
		// What is served is what was stored, and its hash is the stored one.
		stored, storedSum, err := h.st.Ledger().ClosedFile(ctx, first.String(), false)
		if err != nil {
			t.Fatal(err)
		}
		served := journalOf(monthRange)
		if !bytes.Equal(served, stored) || !bytes.Equal(served, liveJournal) || sha(served) != closed.JournalSHA256 || storedSum != closed.JournalSHA256 {
			t.Fatalf("the closed journal is not what was stored: %s / %s / %s", sha(served), storedSum, closed.JournalSHA256)
		}
		if tr := trialOf(monthRange); !bytes.Equal(tr, liveTrial) || sha(tr) != closed.TrialSHA256 {
			t.Fatalf("the closed trial balance is not what was stored: %s / %s", sha(tr), closed.TrialSHA256)
		}
		if env := close(sup, first.String()); env.Code != controls.CodeCloseRefused || !strings.Contains(env.Message, "is already closed") {
			t.Fatalf("closing it again: %+v", env)
		}

		// A chart change: the closed month keeps its accounts.
		edited := journal.DefaultChart().Lines()
		for i := range edited {
			if edited[i].Role == journal.RoleWriteOffExpense || edited[i].Role == journal.RoleInterestIncome {
				edited[i].Code, edited[i].Name = edited[i].Code+"-N", "Renamed "+edited[i].Name
			}
		}
		chartReq := proposed(h, sup, "/admin/api/finance/chart", chartBody{Accounts: edited, Reason: "New chart"})
		if env := adm.post(reqPath(chartReq, "approve"), nil); env.Code != "0" {
			t.Fatalf("chart: %+v", env)
		}
		if got := journalOf(monthRange); !bytes.Equal(got, stored) {
			t.Fatal("the closed month's journal changed with the chart")
		}

		// A manual entry dated in the closed month posts on the first open day, adjusting it.
		open := first.Next().First()
		late := journalEntryBody{Day: first.First().Add(9).String(), Memo: "Bank charges found late", Reason: "Bank statement",
			Lines: []gl.DraftLine{{Account: "6100", Side: gl.Debit, AmountCents: 12_345}, {Account: "1000", Side: gl.Credit, AmountCents: 12_345}}}
		lateReq := proposed(h, agent, "/admin/api/finance/ledger/entries", late)
		var list requestList
		sup.get("/admin/api/requests").into(t, &list)
		for _, r := range list.Requests {
			if r.ID == lateReq && !strings.Contains(r.Diff[0].After, first.String()+" is closed: posts on "+open.String()+" as an adjusting entry") {
				t.Fatalf("the checker is not told: %+v", r.Diff[0])
			}
		}
		var posted struct {
			Result controls.JournalPosted `json:"result"`
		}
		sup.post(reqPath(lateReq, "approve"), nil).into(t, &posted)
		if posted.Result.Day != open || posted.Result.Adjusts != first.String() || posted.Result.EntryID == 0 {
			t.Fatalf("late entry: %+v", posted.Result)
		}
		entry, err := h.st.Ledger().Entry(ctx, posted.Result.EntryID)
		if err != nil || entry.Day != open || entry.Dated.String() != late.Day || entry.Adjusts != first.String() {
			t.Fatalf("stored entry: %+v %v", entry, err)
		}

		// A loan ledger entry back-dated into the closed month (a late event) posts on the open day.
		order := h.orderIn(170)
		lateDay := first.First().Add(20)
		if err := h.st.InTx(ctx, func(tx *store.Tx) error {
			_, err := tx.UpdateLoan(ctx, order, func(o loans.Order, _ []loans.Entry, _ []loans.Installment) (loans.Update, error) {
				return loans.Update{Entries: []loans.Entry{{Kind: loans.KindCharge, Bucket: loans.BucketEnforcement, AmountCents: 777, Day: lateDay, Ref: "enforcement:late-test"}}}, nil
			})
			return err
		}); err != nil {
			t.Fatal(err)
		}
		if got := h.scalar(`SELECT post_day FROM ledger_entries WHERE ref = 'enforcement:late-test'`); got != open.String() {
			t.Fatalf("late ledger entry's post day %q", got)
		}

		// The closed month is still what was stored, byte for byte, hash and all.
		if got := journalOf(monthRange); !bytes.Equal(got, stored) || sha(got) != closed.JournalSHA256 {
			t.Fatal("the closed month's journal changed after the adjustments")
		}
		if tr := trialOf(monthRange); !bytes.Equal(tr, liveTrial) {
			t.Fatal("the closed month's trial balance changed after the adjustments")
		}
		// The open month holds the adjusting entries, dated its first day and naming the month.
		rows, err := csv.NewReader(bytes.NewReader(journalOf("from=" + open.String() + "&to=" + open.String()))).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		var sawManual, sawLoan bool
		for _, r := range rows[1:] {
			if r[10] != "" && (r[0] != open.String() || r[10] != first.String()) {
				t.Fatalf("adjusting row %v", r)
			}
			sawManual = sawManual || (r[1] == "JE-"+itoa(posted.Result.EntryID) && r[10] == first.String())
			sawLoan = sawLoan || (r[3] == "enforcement:late-test" && r[10] == first.String())
		}
		if !sawManual || !sawLoan || rows[0][10] != "adjusts" {
			t.Fatalf("the open month's adjusting entries: manual %v, loan %v", sawManual, sawLoan)
		}
		// A range over both: the closed days as stored, then the open days.
		both := journalOf("from=" + first.First().String() + "&to=" + open.String())
		if !bytes.HasPrefix(both, stored) || len(both) <= len(stored) {
			t.Fatal("a range over the closed and the open month does not start with the stored journal")
		}
		// Part of a closed month: its stored rows of those days, as stored.
		part := journalOf("from=" + first.First().Add(5).String() + "&to=" + first.Last().String())
		if !bytes.HasPrefix(part, []byte("date,entry,")) || !bytes.Contains(stored, part[bytes.IndexByte(part, '\n')+1:]) {
			t.Fatal("part of a closed month is not its stored rows")
		}

		// The trial balance (JSON) and the account views name the closed month.
		var tb trialBalance
		viewer.get("/admin/api/finance/trial-balance?"+monthRange).into(t, &tb)
		var debit, credit int64
		for _, d := range tb.Days {
			debit, credit = debit+d.Debit, credit+d.Credit
		}
		if len(tb.Closed) != 1 || tb.Closed[0].Month != first.String() || debit != closed.DebitCents || credit != closed.CreditCents {
			t.Fatalf("trial balance of the closed month: %d/%d, closed %+v", debit, credit, tb.Closed)
		}
		var acc gl.AccountBalances
		viewer.get("/admin/api/finance/ledger/accounts?from="+first.First().String()+"&to="+today.String()).into(t, &acc)
		if len(acc.Closed) != 1 || acc.NetCents != 0 || acc.DebitCents != acc.CreditCents {
			t.Fatalf("trial balance by account: %+v", acc.Closed)
		}

		// The store's last guard: an entry dated in a closed month is refused.
		if err := h.st.InTx(ctx, func(tx *store.Tx) error {
			_, err := tx.PostEntry(ctx, gl.Posting(gl.Draft{Memo: "Straight in", Lines: late.Lines}, first.Last(), books), admin.Entry{Action: "journal.post"})
			return err
		}); apperr.CodeOf(err) != store.CodeMonthClosed {
			t.Fatalf("an entry into the closed month: %v", err)
		}
	})
}
