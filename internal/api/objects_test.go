package api

import (
	"bytes"
	"context"
	"image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/kyc"
	"github.com/pautang/pautang/internal/storage"
	"github.com/pautang/pautang/internal/storage/s3test"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

// bucketStore is a bucket store under prefix on srv.
func bucketStore(t *testing.T, srv *s3test.Server, prefix string) *storage.S3 {
	t.Helper()
	s, err := storage.NewS3(srv.Options(prefix))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestUploadServingFromBucket: with the bucket store, a complaint image uploaded through the
// API is an object of the bucket written with server-side encryption and no ACL (private),
// and the server serves it back, whole and by range.
func TestUploadServingFromBucket(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		srv := s3test.Start(t)
		h := newComplaintHarness(t, d)
		bucket := bucketStore(t, srv, "uploads/")
		h.srv.Files = bucket
		h.h = h.srv.Handler()
		q := h.login("09171234567")
		u := h.uploadOK(q)
		name := strings.TrimPrefix(u, "/uploads/")
		if !storage.ValidName(name) {
			t.Fatalf("url %q", u)
		}
		if h.storedFiles() != 0 {
			t.Fatal("the upload went to the disk")
		}
		info, err := bucket.Stat(context.Background(), name)
		if err != nil || info.Size == 0 {
			t.Fatalf("object: %+v %v", info, err)
		}
		for _, r := range srv.Requests.All() {
			if r.Method == "PUT" && (r.Header.Get("X-Amz-Server-Side-Encryption") != "AES256" || r.Header.Get("X-Amz-Acl") != "") {
				t.Fatalf("put %s: encryption %q, ACL %q", r.Path, r.Header.Get("X-Amz-Server-Side-Encryption"), r.Header.Get("X-Amz-Acl"))
			}
		}

		rec := h.do("GET", u, nil, nil)
		if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/png" || rec.Header().Get("X-Content-Type-Options") != "nosniff" {
			t.Fatalf("GET %s: %d %v", u, rec.Code, rec.Header())
		}
		whole := rec.Body.Bytes()
		if int64(len(whole)) != info.Size {
			t.Fatalf("served %d bytes of %d", len(whole), info.Size)
		}
		if _, err := png.Decode(bytes.NewReader(whole)); err != nil {
			t.Fatalf("served file is not a PNG: %v", err)
		}
		req := httptest.NewRequest("GET", u, nil)
		req.Header.Set("Range", "bytes=8-15")
		rr := httptest.NewRecorder()
		h.h.ServeHTTP(rr, req)
		if rr.Code != http.StatusPartialContent || !bytes.Equal(rr.Body.Bytes(), whole[8:16]) {
			t.Fatalf("range: %d %q", rr.Code, rr.Body.Bytes())
		}
		missing, _ := storage.NewName("image/png")
		if rec := h.do("GET", "/uploads/"+missing, nil, nil); rec.Code != http.StatusNotFound {
			t.Fatalf("missing object: %d", rec.Code)
		}
	})
}

// TestKYCPhotoFromBucket: identity photos go to the bucket's private prefix, are not served
// under /uploads, and an operator's view streams them through the server with its audit row.
func TestKYCPhotoFromBucket(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		srv := s3test.Start(t)
		h := newAdminHarness(t, d)
		h.srv.Files = bucketStore(t, srv, "uploads/")
		private := bucketStore(t, srv, "private/")
		h.srv.KYC = &kyc.Service{Store: h.st, Files: private, Vault: testVault(t)}
		h.h = h.srv.Handler()
		ana := h.login("09170000041")
		if env := kycSubmit(h.harness, ana, "philsys", "1234 5678 9012 3456", testPNG(40, 30), testPNG(30, 40)); env.Code != "00" {
			t.Fatalf("submit: %+v", env)
		}
		var q kycQueue
		agent := h.as(admin.RoleAgent)
		agent.get("/admin/api/kyc?status=submitted").into(t, &q)
		if len(q.Submissions) != 1 {
			t.Fatalf("queue: %+v", q.Submissions)
		}
		id := strconv.FormatInt(q.Submissions[0].ID, 10)
		k, _ := h.st.Users().KYCByID(context.Background(), q.Submissions[0].ID)
		for _, name := range []string{k.IDPhoto, k.Selfie} {
			if _, err := private.Stat(context.Background(), name); err != nil {
				t.Fatalf("private/%s: %v", name, err)
			}
			if rec := h.do("GET", "/uploads/"+name, nil, nil); rec.Code != http.StatusNotFound {
				t.Fatalf("/uploads/%s: %d", name, rec.Code)
			}
		}
		req := httptest.NewRequest("GET", "/admin/api/kyc/"+id+"/photo/selfie?reason=fraud+check", nil)
		req.AddCookie(agent.cookie)
		rec := httptest.NewRecorder()
		h.h.ServeHTTP(rec, req)
		body, _ := io.ReadAll(rec.Body)
		if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/png" {
			t.Fatalf("photo: %d %v", rec.Code, rec.Header())
		}
		if img, err := png.Decode(bytes.NewReader(body)); err != nil || img.Bounds().Dx() != 30 {
			t.Fatalf("the selfie served: %v", err)
		}
		var views int
		h.st.QueryRow(context.Background(), `SELECT COUNT(*) FROM audit_log WHERE action = 'kyc.photo.view' AND entity_id = $1`, id).Scan(&views)
		if views != 1 {
			t.Fatalf("photo views audited: %d", views)
		}
	})
}
