package api

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/lending"
	"github.com/pautang/pautang/internal/records"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

const signedUA = "PautangTest/1.0 (Android 14; Pixel 7)"

// applyAs signs a fresh borrower in, completes the profile and applies for product 1 with the
// agreement box ticked (a user agent and a device id on the request); it answers the
// borrower's common params, the push's envelope and the order id (0 when refused).
func applyAs(t testing.TB, h *harness, phone string) (url.Values, envelope, int64) {
	t.Helper()
	q := h.session(phone)
	for _, g := range []url.Values{profilePersonal(), profileJob(), profileExt()} {
		if env := h.call("/gw/v3/certify/save", q, g); env.Code != "00" {
			t.Fatalf("certify/save: %+v", env)
		}
	}
	row, err := h.st.Catalog().Product(context.Background(), 1)
	if err != nil {
		t.Fatal(err)
	}
	terms, err := lending.TermsOf(row)
	if err != nil {
		t.Fatal(err)
	}
	pq := with(q, "deviceId", "dev-"+phone)
	body := url.Values{"productId": {"1"}, "amount": {strconv.FormatInt(terms.MinAmountCents, 10)}, "periods": {strconv.Itoa(terms.Periods)}, "termUnit": {"d"}, "agreed": {"1"}, "cicNotice": {"1"}}
	req := httptest.NewRequest("POST", "/gw/v3/loan-confirm/loan-detail-push?"+pq.Encode(), strings.NewReader(body.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("User-Agent", signedUA)
	req.RemoteAddr = "203.0.113.7:5555"
	rec := httptest.NewRecorder()
	h.h.ServeHTTP(rec, req)
	var env envelope
	if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil {
		t.Fatalf("push: not an envelope (status %d): %s", rec.Code, rec.Body.String())
	}
	if env.Code != "00" {
		return q, env, 0
	}
	var p pushResult
	env.into(t, &p)
	id, _ := strconv.ParseInt(p.OrderID, 10, 64)
	return q, env, id
}

// signedOrder is a fresh borrower's order with its accepted contracts stored.
func (c *contractHarness) signedOrder(phone string) (url.Values, int64) {
	c.t.Helper()
	q, env, id := applyAs(c.t, c.harness, phone)
	if id == 0 {
		c.t.Fatalf("push: %+v", env)
	}
	return q, id
}

// storedDocs reads an order's accepted documents with their text and PDF.
func storedDocs(t testing.TB, st *store.Store, orderID int64) []records.SignedDocument {
	t.Helper()
	list, err := st.Records().SignedDocuments(context.Background(), orderID)
	if err != nil {
		t.Fatal(err)
	}
	out := []records.SignedDocument{}
	for _, d := range list {
		full, err := st.Records().SignedContract(context.Background(), orderID, d.RestructureID, d.ContractID)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, full)
	}
	return out
}

var pdfShow = regexp.MustCompile(`\(((?:\\.|[^\\)])*)\)\s*Tj`)

// pdfText is the text an uncompressed PDF shows (its Tj strings, unescaped), one string per
// line drawn, joined by spaces; whitespace collapsed.
func pdfText(pdf []byte) string {
	var parts []string
	for _, m := range pdfShow.FindAllSubmatch(pdf, -1) {
		s := string(m[1])
		s = strings.NewReplacer(`\(`, "(", `\)`, ")", `\\`, `\`, `\r`, "").Replace(s)
		parts = append(parts, s)
	}
	return strings.Join(strings.Fields(strings.Join(parts, " ")), " ")
}

// cp1252 turns text into what the PDF's standard fonts write (the test compares bytes).
func cp1252(s string) string {
	r := strings.NewReplacer("—", "\x97", "–", "\x96", "’", "\x92", "‘", "\x91", "“", "\x93", "”", "\x94", "ñ", "\xf1", "Ñ", "\xd1", "é", "\xe9")
	return r.Replace(s)
}

func contractRaw(t testing.TB, h *harness, q url.Values, kv ...string) (lending.Contract, []byte) {
	t.Helper()
	form := url.Values{}
	for i := 0; i+1 < len(kv); i += 2 {
		form.Set(kv[i], kv[i+1])
	}
	env := h.call("/gw/v3/contract/contract-content", q, form)
	if env.Code != "00" {
		t.Fatalf("contract-content: %+v", env)
	}
	var c lending.Contract
	env.into(t, &c)
	return c, []byte(env.Data)
}

// TestSignedAgreementFrozen: the loan agreement a borrower accepted is stored at acceptance
// with its template version; an operator's later template edit makes a new version that only
// later applications use, and the accepted order keeps answering the very same bytes, whose
// stored hashes match; its PDF opens, has the agreement's text and the stored hash.
func TestSignedAgreementFrozen(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		op := h.as(admin.RoleAdmin)
		ctx := context.Background()
		save := func(clause string) {
			t.Helper()
			tmpl := []map[string]any{{"id": 1, "title": "Kasunduan sa Pautang", "body": "# Mga partido\n{{lender}} at {{borrower}}.\n\n# Sugnay\n" + clause + " Halaga: {{amount}}.\n\n{{schedule}}"}}
			op.change("/admin/api/catalog/settings/"+admin.SettingContracts, map[string]any{"value": tmpl})
		}
		save("Clause A applies.")
		q, env, oid := applyAs(t, h.harness, "09181117701")
		if oid == 0 {
			t.Fatalf("push: %+v", env)
		}
		before, raw := contractRaw(t, h.harness, q, "contractId", "1", "orderId", strconv.FormatInt(oid, 10))
		if !strings.Contains(string(raw), "Clause A applies.") {
			t.Fatalf("accepted agreement lacks the template's clause: %s", raw)
		}

		save("Clause B replaces it.")
		_, after := contractRaw(t, h.harness, q, "contractId", "1", "orderId", strconv.FormatInt(oid, 10))
		if !bytes.Equal(raw, after) {
			t.Fatalf("the accepted agreement changed after a template edit:\nbefore %s\nafter  %s", raw, after)
		}
		if _, preview := contractRaw(t, h.harness, q, "contractId", "1", "productId", "1"); !strings.Contains(string(preview), "Clause B replaces it.") {
			t.Fatalf("the preview does not use the new version: %s", preview)
		}

		docs := storedDocs(t, h.st, oid)
		if len(docs) != 3 {
			t.Fatalf("stored documents = %d, want the agreement, the note and the disclosure statement", len(docs))
		}
		agreement := docs[0]
		if agreement.Kind != records.KindLoanAgreement || agreement.TemplateVersion != 1 || docs[1].TemplateVersion != 0 || docs[2].Kind != records.KindDisclosure {
			t.Fatalf("documents = %+v / %+v / %+v", agreement.Kind, agreement.TemplateVersion, docs[2].Kind)
		}
		for _, d := range docs {
			if err := d.Verify(); err != nil {
				t.Fatal(err)
			}
		}
		if agreement.Text != lending.ContractText(before) || agreement.TextSHA256 != records.Sum([]byte(lending.ContractText(before))) {
			t.Fatalf("stored text is not the text answered:\n%s", agreement.Text)
		}
		if !strings.Contains(docs[2].Text, "Effective interest rate") || !strings.Contains(docs[2].Text, "Due date") {
			t.Fatalf("disclosure statement without EIR or schedule:\n%s", docs[2].Text)
		}
		ev := agreement.Evidence
		sess, err := h.srv.Auth.Authenticate(ctx, q.Get("sessionId"))
		if err != nil {
			t.Fatal(err)
		}
		if ev.IP != "203.0.113.7" || ev.UserAgent != signedUA || ev.DeviceID != "dev-09181117701" || ev.SessionID != sess.ID || ev.SessionID == 0 ||
			ev.ConsentMethod != records.ConsentCheckbox || !strings.Contains(ev.ConsentText, "Kasunduan sa Pautang") || ev.AcceptedAt != h.clock.Now().UnixMilli() {
			t.Fatalf("evidence = %+v", ev)
		}

		// A later application uses the new version.
		_, env2, oid2 := applyAs(t, h.harness, "09181117702")
		if oid2 == 0 {
			t.Fatalf("push: %+v", env2)
		}
		if later := storedDocs(t, h.st, oid2)[0]; later.TemplateVersion != 2 || !strings.Contains(later.Text, "Clause B replaces it.") || strings.Contains(later.Text, "Clause A") {
			t.Fatalf("later order: version %d\n%s", later.TemplateVersion, later.Text)
		}

		// The borrower's PDF: the stored file, a PDF, with the agreement's text.
		rec := h.do("GET", "/gw/v3/contract/contract-pdf", with(q, "orderId", strconv.FormatInt(oid, 10)), nil)
		pdf := rec.Body.Bytes()
		if rec.Code != 200 || rec.Header().Get("Content-Type") != "application/pdf" || !bytes.HasPrefix(pdf, []byte("%PDF-")) || !bytes.Contains(pdf, []byte("%%EOF")) {
			t.Fatalf("pdf: status %d, type %q, starts %q", rec.Code, rec.Header().Get("Content-Type"), pdf[:min(len(pdf), 16)])
		}
		if records.Sum(pdf) != agreement.PDFSHA256 {
			t.Fatalf("downloaded PDF hash %s, stored %s", records.Sum(pdf), agreement.PDFSHA256)
		}
		shown := pdfText(pdf)
		for _, line := range strings.Split(agreement.Text, "\n") {
			want := strings.Join(strings.Fields(cp1252(records.PDFText(strings.TrimPrefix(line, "## ")))), " ")
			if want != "" && !strings.Contains(shown, want) {
				t.Fatalf("the PDF lacks the line %q\nPDF text: %s", want, shown)
			}
		}
		// Another borrower cannot read it.
		other := h.session("09181117703")
		if env := h.call("/gw/v3/contract/contract-pdf", with(other, "orderId", strconv.FormatInt(oid, 10)), nil); env.Code != "not_found" {
			t.Fatalf("another borrower's PDF: %+v", env)
		}
	})
}

// TestAcceptanceAtomic: the order, its accepted documents and the acceptance's audit row are
// one transaction: an audit write that fails leaves none of them.
func TestAcceptanceAtomic(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		count := func(q string, args ...any) int {
			var n int
			if err := h.st.DB.QueryRowContext(context.Background(), q, args...).Scan(&n); err != nil {
				t.Fatal(err)
			}
			return n
		}
		ordersBefore, docsBefore := count(`SELECT COUNT(*) FROM orders`), count(`SELECT COUNT(*) FROM signed_documents`)
		h.st.Fault = func(point string) error {
			if point == "audit:order.accept" {
				return errors.New("injected: audit write failed")
			}
			return nil
		}
		q, env, oid := applyAs(t, h.harness, "09181117711")
		if oid != 0 || env.Success {
			t.Fatalf("push with a failing audit succeeded: %+v", env)
		}
		if n := count(`SELECT COUNT(*) FROM orders`); n != ordersBefore {
			t.Fatalf("orders %d -> %d: the order outlived its failed acceptance", ordersBefore, n)
		}
		if n := count(`SELECT COUNT(*) FROM signed_documents`); n != docsBefore {
			t.Fatalf("signed documents %d -> %d without their audit row", docsBefore, n)
		}
		if n := count(`SELECT COUNT(*) FROM audit_log WHERE action = 'order.accept'`); n != 0 {
			t.Fatalf("audit rows = %d", n)
		}
		h.st.Fault = nil
		_ = q
		_, env, oid = applyAs(t, h.harness, "09181117711")
		if oid == 0 {
			t.Fatalf("push: %+v", env)
		}
		if n := count(`SELECT COUNT(*) FROM signed_documents WHERE order_id = $1`, oid); n != 3 {
			t.Fatalf("documents = %d", n)
		}
		var after string
		if err := h.st.DB.QueryRowContext(context.Background(), `SELECT after_json FROM audit_log WHERE action = 'order.accept' AND entity_id = $1`, strconv.FormatInt(oid, 10)).Scan(&after); err != nil {
			t.Fatal(err)
		}
		for _, d := range storedDocs(t, h.st, oid) {
			if !strings.Contains(after, d.TextSHA256) || !strings.Contains(after, d.PDFSHA256) {
				t.Fatalf("audit row lacks the hashes of %s: %s", d.Kind, after)
			}
		}
	})
}

// TestAdminSignedEvidence: the order page's evidence panel lists each accepted document with
// its version, hashes and evidence; a download answers the stored bytes and is audited.
func TestAdminSignedEvidence(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		_, env, oid := applyAs(t, h.harness, "09181117721")
		if oid == 0 {
			t.Fatalf("push: %+v", env)
		}
		viewer := h.as(admin.RoleViewer)
		var list signedDocumentList
		if env := viewer.get(fmt.Sprintf("/admin/api/orders/%d/signed-documents", oid)); env.Code != "0" {
			t.Fatalf("list: %+v", env)
		} else {
			env.into(t, &list)
		}
		stored := storedDocs(t, h.st, oid)
		if len(list.Documents) != 3 {
			t.Fatalf("documents = %+v", list.Documents)
		}
		for i, d := range list.Documents {
			s := stored[i]
			if d.ID != s.ID || d.TextSHA256 != s.TextSHA256 || d.PDFSHA256 != s.PDFSHA256 || d.IP != "203.0.113.7" || d.UserAgent != signedUA ||
				d.DeviceID != "dev-09181117721" || d.ConsentMethod != records.ConsentCheckbox || d.PDFBytes != len(s.PDF) {
				t.Fatalf("row %d = %+v", i, d)
			}
		}
		entity := strconv.FormatInt(oid, 10)
		file := func(path string) *httptest.ResponseRecorder {
			req := httptest.NewRequest("GET", path, nil)
			req.AddCookie(viewer.cookie)
			req.RemoteAddr = "203.0.113.9:4444"
			rec := httptest.NewRecorder()
			h.h.ServeHTTP(rec, req)
			return rec
		}
		rec := file(fmt.Sprintf("/admin/api/orders/%d/signed-documents/%d/text", oid, stored[0].ID))
		if rec.Code != 200 || rec.Body.String() != stored[0].Text {
			t.Fatalf("text download: %d %q", rec.Code, rec.Body.String())
		}
		rec = file(fmt.Sprintf("/admin/api/orders/%d/signed-documents/%d/pdf", oid, stored[2].ID))
		if rec.Code != 200 || records.Sum(rec.Body.Bytes()) != stored[2].PDFSHA256 {
			t.Fatalf("pdf download: %d", rec.Code)
		}
		if n := h.auditCount("order.signed_document_read.txt", entity) + h.auditCount("order.signed_document_read.pdf", entity); n != 2 {
			t.Fatalf("audited reads = %d, want 2", n)
		}
		// Another order's document id is not found, and not audited.
		other := strconv.FormatInt(h.orderIn(170), 10)
		if _, env := h.send("GET", fmt.Sprintf("/admin/api/orders/%s/signed-documents/%d/pdf", other, stored[0].ID), nil, viewer.cookie, "", ""); env.Code != "not_found" {
			t.Fatalf("foreign document: %+v", env)
		}
		if n := h.auditCount("order.signed_document_read.pdf", other); n != 0 {
			t.Fatalf("a refused read was audited")
		}
		if _, env := h.send("GET", fmt.Sprintf("/admin/api/orders/%d/signed-documents/x/pdf", oid), nil, viewer.cookie, "", ""); env.Code != "invalid_params" {
			t.Fatalf("bad document id: %+v", env)
		}
	})
}
