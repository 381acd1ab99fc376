package api

import (
	"context"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/journal"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/records"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// demoPhone is the seeded demo borrower who owns the seeded orders.
const demoPhone = "09171234567"

// offerRestructure proposes a restructure of order id as an agent and approves it as a
// supervisor; it returns the borrower's open offer.
func (h *adminHarness) offerRestructure(id int64, n, days int) restructureOfferData {
	h.t.Helper()
	idStr := strconv.FormatInt(id, 10)
	agent, sup := h.as(admin.RoleAgent), h.as(admin.RoleSupervisor)
	env := agent.post("/admin/api/orders/"+idStr+"/restructure", map[string]any{"installments": n, "termDays": days, "reason": "Borrower lost a job, asked for smaller payments"})
	if env.Code != "0" {
		h.t.Fatalf("propose: %q (%s)", env.Code, env.Message)
	}
	var ans proposeAnswer
	env.into(h.t, &ans)
	if env := sup.post(reqPath(ans.RequestID, "approve"), nil); env.Code != "0" {
		h.t.Fatalf("approve: %q (%s)", env.Code, env.Message)
	}
	return h.borrowerOffer(id, nil)
}

// borrowerOffer reads the order's open offer as the demo borrower.
func (h *adminHarness) borrowerOffer(id int64, extra url.Values) restructureOfferData {
	h.t.Helper()
	q := h.session(demoPhone)
	for k, v := range extra {
		q[k] = v
	}
	env := h.call("/gw/pautang/restructure-offer", q, url.Values{"orderId": {strconv.FormatInt(id, 10)}})
	if env.Code != "00" {
		h.t.Fatalf("restructure-offer: %q (%s)", env.Code, env.Message)
	}
	var out restructureOfferData
	env.into(h.t, &out)
	return out
}

// TestAdminRestructure runs a restructure end to end on both engines: the operator's preview
// and the rules' refusals, four eyes, the offer on the borrower's loan detail (with its
// disclosure, in Filipino too), two acceptances at once applied once, the ledger, schedule,
// status and journal afterwards, and a second acceptance refused.
func TestAdminRestructure(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		id := h.orderIn(180)
		idStr := strconv.FormatInt(id, 10)
		agent := h.as(admin.RoleAgent)
		pre := "/admin/api/orders/" + idStr + "/restructure"

		// Preview: the rules' bounds and which loans.
		if env := agent.post(pre+"/preview", map[string]any{"installments": 3, "termDays": 30}); env.Code != "loans_restructure_invalid" {
			t.Fatalf("10-day periods: %q", env.Code)
		}
		if env := agent.post("/admin/api/orders/"+strconv.FormatInt(h.orderIn(21), 10)+"/restructure/preview", map[string]any{"installments": 3, "termDays": 90}); env.Code != "loans_restructure_not_allowed" {
			t.Fatalf("an order under review: %q", env.Code)
		}
		if env := h.as(admin.RoleViewer).post(pre, map[string]any{"installments": 3, "termDays": 90, "reason": "x"}); env.Code != "forbidden" {
			t.Fatalf("viewer: %q", env.Code)
		}
		var prev restructurePreview
		env := agent.post(pre+"/preview", map[string]any{"installments": 3, "termDays": 90})
		if env.Code != "0" {
			t.Fatalf("preview: %q (%s)", env.Code, env.Message)
		}
		env.into(t, &prev)
		pos, err := h.srv.lending().Position(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		bal := pos.Standing.Balances
		if prev.Plan.PrincipalCents != bal[loans.BucketPrincipal] || prev.Plan.CarriedInterestCents != bal[loans.BucketInterest] ||
			prev.Plan.WaivedCents != bal.Charges() || len(prev.Schedule) != 3 || prev.Plan.InterestCents <= 0 {
			t.Fatalf("preview %+v against balances %v", prev.Plan, bal)
		}
		// Nothing is offered before a supervisor approves.
		if o := h.borrowerOffer(id, nil); o.Offer != nil {
			t.Fatalf("an offer before the proposal: %+v", o.Offer)
		}
		env = agent.post(pre, map[string]any{"installments": 3, "termDays": 90, "reason": "Asked for smaller payments"})
		var ans proposeAnswer
		env.into(t, &ans)
		if env := agent.post(reqPath(ans.RequestID, "approve"), nil); env.Code != admin.CodeRequestOwn {
			t.Fatalf("the maker approving: %q", env.Code)
		}
		if o := h.borrowerOffer(id, nil); o.Offer != nil {
			t.Fatal("an offer before the approval")
		}
		if env := h.as(admin.RoleSupervisor).post(reqPath(ans.RequestID, "approve"), nil); env.Code != "0" {
			t.Fatalf("approve: %q (%s)", env.Code, env.Message)
		}
		offer := h.borrowerOffer(id, nil).Offer
		if offer == nil || len(offer.Schedule.Rows) != 3 || len(offer.Rows) < 8 || len(offer.Disclosure) < 4 {
			t.Fatalf("offer: %+v", offer)
		}
		if !strings.Contains(offer.Disclosure[0].Paragraphs[0], "SEC Registration No.") {
			t.Errorf("creditor: %q", offer.Disclosure[0].Paragraphs[0])
		}
		if fil := h.borrowerOffer(id, url.Values{"lang": {"fil"}}).Offer; fil == nil || fil.AcceptText == offer.AcceptText || fil.Title == offer.Title {
			t.Errorf("Filipino offer: %+v", fil)
		}
		if n := h.auditCount("order.restructure_offer", idStr); n != 1 {
			t.Errorf("order.restructure_offer audit rows: %d", n)
		}

		// Two acceptances at once: one applies it, the other is refused.
		q := h.session(demoPhone)
		body := url.Values{"orderId": {idStr}, "offerId": {strconv.FormatInt(offer.OfferID, 10)}}
		codes := make([]string, 4)
		var wg sync.WaitGroup
		for i := range codes {
			wg.Add(1)
			go func() {
				defer wg.Done()
				codes[i] = h.call("/gw/pautang/restructure-accept", q, body).Code
			}()
		}
		wg.Wait()
		won := 0
		for _, c := range codes {
			switch c {
			case "00":
				won++
			case loans.ErrRestructureStale.Code, "conflict":
			default:
				t.Errorf("acceptance answered %q", c)
			}
		}
		if won != 1 {
			t.Fatalf("%d acceptances applied: %v", won, codes)
		}
		// The offer as the borrower read it is kept with the acceptance, once (docs/records.md).
		kept, err := h.st.Records().SignedDocuments(ctx, id)
		if err != nil || len(kept) != 1 || kept[0].RestructureID != offer.OfferID || kept[0].Kind != records.KindRestructure || kept[0].ConsentMethod != records.ConsentAcceptButton {
			t.Fatalf("kept documents: %+v (%v)", kept, err)
		}
		doc, err := h.st.Records().SignedContract(ctx, id, offer.OfferID, 0)
		if err != nil || doc.Verify() != nil || !strings.Contains(doc.Text, offer.Title) || !strings.Contains(doc.Text, offer.Schedule.Rows[0][1]) || doc.ConsentText != offer.AcceptText {
			t.Fatalf("kept offer: %v %v\n%s", err, doc.Verify(), doc.Text)
		}
		var accepted string
		if err := h.st.DB.QueryRowContext(ctx, `SELECT after_json FROM audit_log WHERE action = 'order.restructure_accept' AND entity_id = $1`, idStr).Scan(&accepted); err != nil || !strings.Contains(accepted, doc.PDFSHA256) {
			t.Fatalf("acceptance audit without the document's hash: %s (%v)", accepted, err)
		}
		env = h.call("/gw/pautang/restructure-accept", q, body)
		if env.Code != loans.ErrRestructureStale.Code || !strings.Contains(env.Message, "already accepted") {
			t.Fatalf("accepting again: %q (%s)", env.Code, env.Message)
		}
		if o := h.borrowerOffer(id, nil); o.Offer != nil {
			t.Fatal("the accepted offer is still open")
		}

		// The books: waivers once, the new schedule, status current, nothing overdue.
		entries, sched, err := h.st.Loans().OrderBooks(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if err := loans.CheckInvariants(entries); err != nil {
			t.Fatal(err)
		}
		after := loans.BalancesOf(entries)
		if after.Charges() != 0 || after[loans.BucketPrincipal] != prev.Plan.PrincipalCents {
			t.Fatalf("balances after: %v", after)
		}
		if n, sum := h.ledgerSum(id, "waiver", ""); n == 0 || -sum < prev.Plan.WaivedCents {
			t.Fatalf("waivers: %d rows, %d", n, sum)
		}
		open := 0
		for _, in := range sched {
			if !in.Closed {
				open++
			}
		}
		if open != 3 || sched[len(sched)-1].DueDay != prev.Plan.DueDay() {
			t.Fatalf("schedule: %+v", sched)
		}
		o, err := h.st.Loans().LoanOrderByID(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if o.Status != 170 || o.Standing.OverdueSince != "" || o.DueDate != prev.Plan.DueDay().String() {
			t.Fatalf("order after: status %d overdue since %q due %q", o.Status, o.Standing.OverdueSince, o.DueDate)
		}
		list, err := h.st.Loans().OrderRestructures(ctx, id)
		if err != nil || len(list) != 1 || list[0].Status != store.RestructureAccepted || list[0].AcceptedAt != h.clock.Now().UnixMilli() {
			t.Fatalf("offers: %+v, %v", list, err)
		}
		if n := h.auditCount("order.restructure_accept", idStr); n != 1 {
			t.Errorf("order.restructure_accept audit rows: %d", n)
		}

		// The order's contracts still render (the schedule as it now stands).
		for _, c := range []string{"1", "2", "3"} {
			if env := h.call("/gw/v3/contract/contract-content", q, url.Values{"contractId": {c}, "productId": {strconv.FormatInt(o.ProductID, 10)}, "orderId": {idStr}}); env.Code != "00" {
				t.Errorf("contract %s after the restructure: %q (%s)", c, env.Code, env.Message)
			}
		}

		// The journal balances every day, and the loan's receivables equal its ledger.
		today := loans.DateOf(h.clock.Now())
		from := today.Add(-365)
		sup := h.as(admin.RoleSupervisor)
		var tb struct {
			Days []journal.DayTotal `json:"days"`
		}
		sup.get("/admin/api/finance/trial-balance?from="+from.String()+"&to="+today.String()).into(t, &tb)
		if len(tb.Days) == 0 {
			t.Fatal("no trial balance")
		}
		for _, d := range tb.Days {
			if d.Debit != d.Credit {
				t.Fatalf("trial balance of %v: %d / %d", d.Day, d.Debit, d.Credit)
			}
		}

		// A month on, the first new installment is paid on time: no late charge, status current.
		first := offer.Schedule.Rows[0]
		due, _ := loans.ParseDate(first[1])
		h.clock.Advance(due.Time().Add(10 * time.Hour).Sub(h.clock.Now()))
		pos, err = h.srv.lending().Position(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if pos.Standing.ChargesCents != 0 || pos.Standing.NextDueDate != due {
			t.Fatalf("on the first new due day: charges %d, next %s", pos.Standing.ChargesCents, pos.Standing.NextDueDate)
		}
		if res, err := h.srv.lending().ApplyPayment(ctx, id, pos.Standing.DueNowCents, "pay:restructured-1"); err != nil || res.Status != 170 {
			t.Fatalf("first new installment: %+v %v", res, err)
		}
		_, violations, err := h.srv.lending().CheckLedger(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range violations {
			t.Errorf("check-ledger: %+v", v)
		}
	})
}

// TestRestructureOfferRefused: an offer is refused after a payment came in, after it expired,
// when a newer offer replaced it, and for another borrower's order.
func TestRestructureOfferRefused(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		ctx := context.Background()
		id := h.orderIn(180)
		idStr := strconv.FormatInt(id, 10)
		q := h.session(demoPhone)
		accept := func(offerID int64) envelope {
			return h.call("/gw/pautang/restructure-accept", q, url.Values{"orderId": {idStr}, "offerId": {strconv.FormatInt(offerID, 10)}})
		}
		first := h.offerRestructure(id, 2, 60).Offer
		second := h.offerRestructure(id, 3, 90).Offer
		if first == nil || second == nil || first.OfferID == second.OfferID {
			t.Fatalf("offers %+v %+v", first, second)
		}
		if env := accept(first.OfferID); env.Code != loans.ErrRestructureStale.Code || !strings.Contains(env.Message, "replaced") {
			t.Fatalf("the replaced offer: %q (%s)", env.Code, env.Message)
		}
		// Another borrower cannot accept it.
		other := h.session("09179998888")
		if env := h.call("/gw/pautang/restructure-accept", other, url.Values{"orderId": {idStr}, "offerId": {strconv.FormatInt(second.OfferID, 10)}}); env.Code == "00" {
			t.Fatal("another borrower accepted the offer")
		}
		// A payment came in: refused, nothing written.
		if _, err := h.srv.lending().ApplyPayment(ctx, id, 100, "pay:small"); err != nil {
			t.Fatal(err)
		}
		before, _, _ := h.st.Loans().OrderBooks(ctx, id)
		if env := accept(second.OfferID); env.Code != loans.ErrRestructureStale.Code || !strings.Contains(env.Message, "changed") {
			t.Fatalf("after a payment: %q (%s)", env.Code, env.Message)
		}
		if after, _, _ := h.st.Loans().OrderBooks(ctx, id); len(after) != len(before) {
			t.Fatalf("a refused acceptance wrote %d entries", len(after)-len(before))
		}
		// A new offer, expired after RestructureOfferDays.
		third := h.offerRestructure(id, 3, 90).Offer
		h.clock.Advance(time.Duration(loans.RestructureOfferDays+1) * 24 * time.Hour)
		q = h.session(demoPhone)
		if env := accept(third.OfferID); env.Code != loans.ErrRestructureStale.Code || !strings.Contains(env.Message, "expired") {
			t.Fatalf("expired: %q (%s)", env.Code, env.Message)
		}
		if o := h.borrowerOffer(id, nil); o.Offer != nil {
			t.Fatal("an expired offer is shown")
		}
		if got, want := lending.RestructureExpiresAt(loans.DateOf(t0)), loans.DateOf(t0).Add(loans.RestructureOfferDays+1).Time().UnixMilli(); got != want {
			t.Fatalf("expiry %d, want %d", got, want)
		}
	})
}
