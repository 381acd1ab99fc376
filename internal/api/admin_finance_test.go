package api

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/backoffice"
	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// TestAdminFinanceJournal exports the seeded book's journal: two lines per ledger entry, each
// day's debits equal its credits, and the receivable accounts hold what the ledgers owe;
// the trial balance agrees; a custom chart renames accounts; a bad range is refused.
func TestAdminFinanceJournal(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		op := h.as(admin.RoleViewer)
		ctx := context.Background()
		var entries, owed int64
		if err := h.st.DB.QueryRowContext(ctx, `SELECT COUNT(*), COALESCE(SUM(amount), 0) FROM ledger_entries WHERE bucket <> 'credit'`).Scan(&entries, &owed); err != nil {
			t.Fatal(err)
		}
		if entries == 0 {
			t.Fatal("the seed has no ledger")
		}
		range_ := "from=" + loans.DateOf(h.clock.Now()).Add(-365).String() + "&to=" + loans.DateOf(h.clock.Now()).String()
		rec := rawGet(h, op, "/admin/api/finance/journal.csv?"+range_)
		if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/csv") {
			t.Fatalf("got %d %s: %s", rec.Code, rec.Header().Get("Content-Type"), rec.Body.String())
		}
		rows, err := csv.NewReader(rec.Body).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		if int64(len(rows)) != 1+2*entries+countCredit(t, h) {
			t.Fatalf("got %d rows for %d entries", len(rows), entries)
		}
		perDay := map[string]int64{}
		var receivable int64
		recv := map[string]bool{}
		for _, r := range journal.ReceivableRoles() {
			recv[journal.DefaultChart()[r].Code] = true
		}
		for _, r := range rows[1:] {
			net := csvCents(t, r[7]) - csvCents(t, r[8])
			perDay[r[0]] += net
			if recv[r[5]] {
				receivable += net
			}
		}
		for day, net := range perDay {
			if net != 0 {
				t.Errorf("journal of %s nets %d", day, net)
			}
		}
		if receivable != owed {
			t.Fatalf("receivable %d, ledger owes %d", receivable, owed)
		}
		env := op.get("/admin/api/finance/trial-balance?" + range_)
		var tb struct {
			Days []journal.DayTotal `json:"days"`
		}
		env.into(t, &tb)
		if len(tb.Days) != len(perDay) {
			t.Fatalf("trial balance has %d days, journal %d", len(tb.Days), len(perDay))
		}
		for _, d := range tb.Days {
			if d.Debit != d.Credit || d.Debit == 0 {
				t.Fatalf("trial balance of %v: %d / %d", d.Day, d.Debit, d.Credit)
			}
		}
		chart := journal.DefaultChart()
		chart[journal.RoleInterestIncome] = journal.Account{Code: "40001", Name: "Interest on loans"}
		if err := h.st.Reports().SaveChart(ctx, chart, journal.DefaultChart().Version(), 0, admin.Entry{Action: "chart.update"}); err != nil {
			t.Fatal(err)
		}
		rec = rawGet(h, op, "/admin/api/finance/trial-balance?format=csv&"+range_)
		if !strings.Contains(rec.Body.String(), ",40001,Interest on loans,") || !strings.Contains(rec.Body.String(), ",,TOTAL,") {
			t.Fatalf("trial balance CSV with the custom chart:\n%s", rec.Body.String())
		}
		for _, bad := range []string{"from=2026-13-01", "from=2026-11-10&to=2026-11-01", "from=2024-01-01&to=2026-01-01"} {
			if env := op.get("/admin/api/finance/journal.csv?" + bad); env.Code == "0" {
				t.Errorf("%s: got %+v, want a refusal", bad, env)
			}
		}
		env = op.get("/admin/api/finance?" + range_)
		var f struct {
			Figures admin.Finance `json:"figures"`
		}
		env.into(t, &f)
		if f.Figures.DisbursedCents == 0 || len(f.Figures.PAR.Buckets) != 4 {
			t.Fatalf("figures: %+v", f.Figures)
		}
	})
}

// rawGet is a GET whose answer is not an envelope (a CSV file).
func rawGet(h *adminHarness, op *opClient, path string) *httptest.ResponseRecorder {
	req := httptest.NewRequest("GET", path, nil)
	req.AddCookie(op.cookie)
	rec := httptest.NewRecorder()
	h.h.ServeHTTP(rec, req)
	return rec
}

// getOrFile is a GET that may answer a file (a CSV export) instead of an envelope: a file
// is read as code "0" with its HTTP status.
func (c *opClient) getOrFile(path string) envelope {
	req := httptest.NewRequest("GET", path, nil)
	req.AddCookie(c.cookie)
	rec := httptest.NewRecorder()
	c.h.h.ServeHTTP(rec, req)
	if strings.HasPrefix(rec.Header().Get("Content-Type"), "text/csv") {
		return envelope{Code: "0", status: rec.Code}
	}
	var env envelope
	if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil {
		c.h.t.Fatalf("GET %s: neither a file nor an envelope (%d): %s", path, rec.Code, rec.Body.String())
	}
	env.status = rec.Code
	return env
}

// countCredit is how many credit entries the ledger has (they post two lines as well).
func countCredit(t *testing.T, h *adminHarness) int64 {
	var n int64
	if err := h.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM ledger_entries WHERE bucket = 'credit'`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n * 2
}

func csvCents(t *testing.T, s string) int64 {
	t.Helper()
	p, c, _ := strings.Cut(s, ".")
	a, err1 := strconv.ParseInt(p, 10, 64)
	b, err2 := strconv.ParseInt(c, 10, 64)
	if err1 != nil || err2 != nil || len(c) != 2 || strings.HasPrefix(s, "-") {
		t.Fatalf("amount %q", s)
	}
	return a*100 + b
}

// TestAdminLoanList pages the seeded loans through the API, searches by partial phone, and
// exports the filtered set as CSV with the same rows; bad filters are refused.
func TestAdminLoanList(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		op := h.as(admin.RoleAdmin)
		var total int
		if err := h.st.DB.QueryRowContext(context.Background(), `SELECT COUNT(*) FROM orders`).Scan(&total); err != nil {
			t.Fatal(err)
		}
		var ids []int64
		after := ""
		for {
			env := op.get("/admin/api/loans?limit=3&sort=amount&dir=asc&after=" + after)
			var page backoffice.LoanPage
			env.into(t, &page)
			for _, o := range page.Rows {
				ids = append(ids, o.ID)
			}
			if page.Next == "" {
				break
			}
			after = page.Next
		}
		if len(ids) != total || total < 4 {
			t.Fatalf("paged %d loans, the book has %d", len(ids), total)
		}
		var phone string
		if err := h.st.DB.QueryRowContext(context.Background(), `SELECT u.phone FROM orders o JOIN users u ON u.id = o.user_id ORDER BY o.id LIMIT 1`).Scan(&phone); err != nil {
			t.Fatal(err)
		}
		part := "+63" + phone[1:8] // "+639171234" for 09171234567
		env := op.get("/admin/api/loans?q=" + url.QueryEscape(part))
		var page backoffice.LoanPage
		env.into(t, &page)
		if len(page.Rows) == 0 {
			t.Fatalf("no loan for %s", part)
		}
		rec := rawGet(h, op, withReason("/admin/api/loans.csv?q="+url.QueryEscape(part)))
		rows, err := csv.NewReader(rec.Body).ReadAll()
		if err != nil || rec.Code != 200 {
			t.Fatalf("%d %v", rec.Code, err)
		}
		if len(rows) != 1+len(page.Rows) || rows[0][0] != "order_no" {
			t.Fatalf("CSV has %d rows, the list %d", len(rows), len(page.Rows))
		}
		for i, o := range page.Rows {
			if rows[i+1][0] != o.OrderNo || rows[i+1][3] != phone {
				t.Fatalf("CSV row %d: %v, want %s %s", i+1, rows[i+1], o.OrderNo, phone)
			}
		}
		rec = rawGet(h, op, withReason("/admin/api/loans.csv?q=nobody-has-this"))
		if rows, _ := csv.NewReader(rec.Body).ReadAll(); len(rows) != 1 {
			t.Fatalf("an empty export: %v", rows)
		}
		for _, bad := range []string{"sort=name", "limit=500", "after=xyz", "minAmount=-1", "from=yesterday", "dir=up", "status=x"} {
			if env := op.get("/admin/api/loans?" + bad); env.Code == "0" {
				t.Errorf("%s: got %+v", bad, env)
			}
			if rec := rawGet(h, op, withReason("/admin/api/loans.csv?"+bad)); strings.HasPrefix(rec.Header().Get("Content-Type"), "text/csv") && bad != "after=xyz" { // the export ignores the cursor
				t.Errorf("%s: the export answered a file", bad)
			}
		}
	})
}
