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
	"strconv"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/kyc"
	"github.com/pautang/pautang/internal/storage"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// kycSubmit posts the identity form; a nil photo is left out.
func kycSubmit(h *harness, q url.Values, idType, number string, idPhoto, selfie []byte) envelope {
	h.t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	mw.WriteField("idType", idType)
	mw.WriteField("idNumber", number)
	for field, data := range map[string][]byte{"idPhoto": idPhoto, "selfie": selfie} {
		if data == nil {
			continue
		}
		hdr := textproto.MIMEHeader{}
		hdr.Set("Content-Disposition", fmt.Sprintf(`form-data; name=%q; filename="%s.png"`, field, field))
		hdr.Set("Content-Type", "image/png")
		pw, _ := mw.CreatePart(hdr)
		pw.Write(data)
	}
	mw.Close()
	req := httptest.NewRequest("POST", "/gw/v3/kyc/submit?"+q.Encode(), &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	rec := httptest.NewRecorder()
	h.h.ServeHTTP(rec, req)
	var env envelope
	if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil {
		h.t.Fatalf("kyc submit: not an envelope (%d): %s", rec.Code, rec.Body.String())
	}
	return env
}

// TestKYC: a borrower submits an ID and a selfie; the photos are not public; an operator sees
// the submission with the borrower sharing its ID number flagged on both, views a photo
// (audited), asks for a new selfie with a reason from the list; the borrower sends only the
// selfie again; the operator approves; a decision is taken once.
func TestKYC(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newAdminHarness(t, d)
		key, _ := banking.ParseDataKey(strings.Repeat("5a", 32))
		vault, err := banking.NewVault(key)
		if err != nil {
			t.Fatal(err)
		}
		private, err := storage.NewLocal(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		h.srv.KYC = &kyc.Service{Store: h.st, Files: private, Vault: vault}
		h.h = h.srv.Handler()
		ana, ben := h.login("09170000041"), h.login("09170000042")
		agent := h.as(admin.RoleAgent)

		if env := kycSubmit(h.harness, ana, "philsys", "1234-5678-9012", testPNG(40, 30), testPNG(30, 40)); env.Code != "invalid_params" {
			t.Fatalf("short PhilSys number: %+v", env)
		}
		if env := kycSubmit(h.harness, ana, "philsys", "1234-5678-9012-3456", testPNG(40, 30), nil); env.Code != "kyc_photo_missing" {
			t.Fatalf("no selfie: %+v", env)
		}
		if env := kycSubmit(h.harness, ana, "philsys", "1234-5678-9012-3456", []byte("not an image"), testPNG(30, 40)); env.Code != "upload_not_image" {
			t.Fatalf("not an image: %+v", env)
		}
		env := kycSubmit(h.harness, ana, "philsys", "1234 5678 9012 3456", testPNG(40, 30), testPNG(30, 40))
		var st kycStatus
		env.into(t, &st)
		if env.Code != "00" || st.Status != kyc.StatusSubmitted || st.IDLast4 != "3456" {
			t.Fatalf("submit: %+v %+v", env, st)
		}
		if env := kycSubmit(h.harness, ana, "philsys", "1234567890123456", testPNG(40, 30), testPNG(30, 40)); env.Code != "kyc_waiting" {
			t.Fatalf("second submission while waiting: %+v", env)
		}
		// Ben presents the same PhilSys number: both are flagged.
		if env := kycSubmit(h.harness, ben, "philsys", "1234-5678-9012-3456", testPNG(40, 30), testPNG(30, 40)); env.Code != "00" {
			t.Fatalf("ben: %+v", env)
		}
		var q kycQueue
		agent.get("/admin/api/kyc?status=submitted").into(t, &q)
		if len(q.Submissions) != 2 {
			t.Fatalf("queue: %+v", q.Submissions)
		}
		// Both logged in from the harness's one device too.
		for _, s := range q.Submissions {
			if len(s.Duplicates) != 2 || s.Duplicates[0].Kind != "device" || s.Duplicates[1].Kind != "id_number" || s.Duplicates[1].UserID == s.UserID {
				t.Fatalf("duplicates of %d: %+v", s.UserID, s.Duplicates)
			}
		}
		sub := q.Submissions[0]
		// The photos are not under /uploads, and the operator API needs a session.
		k, _ := h.st.Users().KYCByID(context.Background(), sub.ID)
		for _, name := range []string{k.IDPhoto, k.Selfie} {
			rec := httptest.NewRecorder()
			h.h.ServeHTTP(rec, httptest.NewRequest("GET", "/uploads/"+name, nil))
			if rec.Code != http.StatusNotFound {
				t.Fatalf("/uploads/%s: %d", name, rec.Code)
			}
		}
		if h.as(admin.RoleViewer).get("/admin/api/kyc").Code != "forbidden" {
			t.Fatal("a viewer listed identity submissions")
		}
		req := httptest.NewRequest("GET", "/admin/api/kyc/"+strconv.FormatInt(sub.ID, 10)+"/photo/id?reason=fraud+check", nil)
		req.AddCookie(agent.cookie)
		rec := httptest.NewRecorder()
		h.h.ServeHTTP(rec, req)
		if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/png" || rec.Header().Get("Cache-Control") != "no-store" {
			t.Fatalf("photo: %d %v", rec.Code, rec.Header())
		}
		var views int
		h.st.QueryRow(context.Background(), `SELECT COUNT(*) FROM audit_log WHERE action = 'kyc.photo.view' AND entity_id = $1`, strconv.FormatInt(sub.ID, 10)).Scan(&views)
		if views != 1 {
			t.Fatalf("photo views audited: %d", views)
		}

		path := "/admin/api/kyc/" + strconv.FormatInt(sub.ID, 10) + "/decide"
		if env := agent.post(path, map[string]any{"reason": "looks odd"}); env.Code != "invalid_params" {
			t.Fatalf("free-text reason: %+v", env)
		}
		if env := agent.post(path, map[string]any{"reason": "selfie_mismatch", "redo": "selfie", "note": "INTERNAL-NOTE looks like borrower 77"}); env.Code != "0" {
			t.Fatalf("redo: %+v", env)
		}
		if env := agent.post(path, map[string]any{"approve": true}); env.Code != "kyc_decided" {
			t.Fatalf("second decision: %+v", env)
		}
		owner := ana
		if sub.UserID != mustID(t, ana.Get("userId")) {
			owner = ben
		}
		h.call("/gw/v3/kyc/status", owner, nil).into(t, &st)
		if st.Status != kyc.StatusRedo || st.Redo != kyc.RedoSelfie || !strings.Contains(st.Reason, "selfie does not match") {
			t.Fatalf("borrower status: %+v", st)
		}
		// The borrower reads the reason in Filipino when asked, and never the operator's note,
		// which the audit row keeps.
		fil := url.Values{"lang": {"fil"}}
		for k, v := range owner {
			fil[k] = v
		}
		if rec := h.do("POST", "/gw/v3/kyc/status", fil, nil); strings.Contains(rec.Body.String(), "INTERNAL-NOTE") || !strings.Contains(rec.Body.String(), "Hindi tugma ang selfie") {
			t.Fatalf("borrower status in Filipino: %s", rec.Body.String())
		}
		if n := h.auditCount("kyc.decide", strconv.FormatInt(sub.ID, 10)); n != 1 {
			t.Fatalf("kyc.decide rows: %d", n)
		}
		// Only the selfie again: the ID photo is kept.
		if env := kycSubmit(h.harness, owner, "philsys", "1234-5678-9012-3456", nil, testPNG(32, 40)); env.Code != "00" {
			t.Fatalf("resubmit: %+v", env)
		}
		again, _ := h.st.Users().LatestKYC(context.Background(), sub.UserID)
		if again.ID == sub.ID || again.IDPhoto != k.IDPhoto || again.Selfie == k.Selfie {
			t.Fatalf("resubmission %+v after %+v", again, k)
		}
		if env := agent.post("/admin/api/kyc/"+strconv.FormatInt(again.ID, 10)+"/decide", map[string]any{"approve": true}); env.Code != "0" {
			t.Fatalf("approve: %+v", env)
		}
		h.call("/gw/v3/kyc/status", owner, nil).into(t, &st)
		if st.Status != kyc.StatusApproved {
			t.Fatalf("after approval: %+v", st)
		}
		hist, _ := h.st.Loans().ClientHistoryOf(context.Background(), sub.UserID, 0)
		if hist.KYCStatus != "approved" {
			t.Fatalf("history: %+v", hist)
		}
		h.st.QueryRow(context.Background(), `SELECT COUNT(*) FROM audit_log WHERE action = 'kyc.decide'`).Scan(&views)
		if views != 2 {
			t.Fatalf("decisions audited: %d", views)
		}
	})
}

// TestUploadHourlyLimit: complaint images and identity photos share the borrower's hourly
// upload limit; the request after it is refused and nothing of it is kept.
func TestUploadHourlyLimit(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		h := newComplaintHarness(t, d)
		q := h.login("09171234567")
		for i := 0; i < storage.UploadsPerHour; i++ {
			if env := h.upload(q, "problemImage", "photo.png", "image/png", testPNG(8, 8)); env.Code != "00" {
				t.Fatalf("upload %d: %+v", i+1, env)
			}
		}
		if env := h.upload(q, "problemImage", "photo.png", "image/png", testPNG(8, 8)); env.Code != "rate_limited" {
			t.Fatalf("upload over the limit: %+v", env)
		}
		h.srv.KYC = &kyc.Service{Store: h.st, Files: h.srv.Files, Vault: testVault(t)}
		h.h = h.srv.Handler()
		if env := kycSubmit(h.harness, q, "philsys", "1234-5678-9012-3456", testPNG(8, 8), testPNG(8, 8)); env.Code != "rate_limited" {
			t.Fatalf("identity submission over the limit: %+v", env)
		}
		if _, err := h.st.Users().LatestKYC(context.Background(), mustID(t, q.Get("userId"))); err != store.ErrNotFound {
			t.Fatalf("a refused submission was kept: %v", err)
		}
	})
}
