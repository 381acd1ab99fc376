package storage_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/storage"
	"github.com/pautang/pautang/internal/storage/s3test"
)

// testStorage is what every store does: put, open, ranges, missing names, refused names,
// no overwrite, the size bound, delete.
func testStorage(t *testing.T, s storage.Storage) {
	t.Helper()
	ctx := context.Background()
	name, _ := storage.NewName("image/png")
	url, err := s.Put(ctx, name, "image/png", strings.NewReader("pixels"))
	if err != nil || url != "/uploads/"+name {
		t.Fatalf("put: %q %v", url, err)
	}
	obj, err := s.Open(ctx, name)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(obj.Body)
	if string(b) != "pixels" || obj.ContentType != "image/png" || obj.Size != 6 || obj.ModTime.IsZero() {
		t.Fatalf("open: %q %s %d %v", b, obj.ContentType, obj.Size, obj.ModTime)
	}
	rs, ok := obj.Body.(io.ReadSeeker)
	if !ok {
		t.Fatal("the body does not seek: no ranges")
	}
	if _, err := rs.Seek(2, io.SeekStart); err != nil {
		t.Fatal(err)
	}
	if b, _ := io.ReadAll(rs); string(b) != "xels" {
		t.Fatalf("after a seek: %q", b)
	}
	obj.Body.Close()

	// The name is taken: a second Put is refused and the first content stays.
	if _, err := s.Put(ctx, name, "image/png", strings.NewReader("other")); !errors.Is(err, storage.ErrExists) {
		t.Fatalf("overwrite: got %v, want ErrExists", err)
	}
	if got := read(t, s, name); got != "pixels" {
		t.Fatalf("after a refused overwrite: %q", got)
	}

	for _, bad := range []struct{ name, ct string }{{"../x.png", "image/png"}, {name, "image/jpeg"}, {"0123456789abcdef0123456789abcdef.html", "text/html"}} {
		if _, err := s.Put(ctx, bad.name, bad.ct, strings.NewReader("x")); !errors.Is(err, storage.ErrInvalidName) {
			t.Errorf("put %s as %s: got %v, want ErrInvalidName", bad.name, bad.ct, err)
		}
	}

	missing, _ := storage.NewName("image/jpeg")
	for _, n := range []string{missing, "../../etc/passwd", ""} {
		if _, err := s.Open(ctx, n); !errors.Is(err, storage.ErrNotFound) {
			t.Errorf("open %q: got %v, want ErrNotFound", n, err)
		}
	}

	// Over the bound: refused, nothing stored. At the bound: stored.
	big, _ := storage.NewName("image/jpeg")
	if _, err := s.Put(ctx, big, "image/jpeg", io.LimitReader(rand.Reader, storage.MaxObjectBytes+1)); !errors.Is(err, storage.ErrTooLarge) {
		t.Fatalf("put over the bound: got %v, want ErrTooLarge", err)
	}
	if _, err := s.Open(ctx, big); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("after a refused put: %v", err)
	}
	full := bytes.Repeat([]byte{7}, storage.MaxObjectBytes)
	if _, err := s.Put(ctx, big, "image/jpeg", bytes.NewReader(full)); err != nil {
		t.Fatalf("put at the bound: %v", err)
	}
	if o, err := s.Open(ctx, big); err != nil || o.Size != storage.MaxObjectBytes {
		t.Fatalf("open at the bound: %v", err)
	} else {
		o.Body.Close()
	}

	if err := s.Delete(ctx, name); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Open(ctx, name); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("open after delete: %v", err)
	}
	if err := s.Delete(ctx, name); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("second delete: %v", err)
	}
}

func read(t *testing.T, s storage.Storage, name string) string {
	t.Helper()
	obj, err := s.Open(context.Background(), name)
	if err != nil {
		t.Fatalf("open %s: %v", name, err)
	}
	defer obj.Body.Close()
	b, err := io.ReadAll(obj.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestLocal(t *testing.T) {
	dir := t.TempDir()
	l, err := storage.NewLocal(dir)
	if err != nil {
		t.Fatal(err)
	}
	testStorage(t, l)
	// No temporary file is left behind by the refused and accepted puts.
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".put-") {
			t.Errorf("left behind: %s", filepath.Join(dir, e.Name()))
		}
	}
}

func TestS3(t *testing.T) {
	srv := s3test.Start(t)
	s, err := storage.NewS3(srv.Options("uploads/"))
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Check(context.Background()); err != nil {
		t.Fatal(err)
	}
	testStorage(t, s)
	// Every object is written with server-side encryption and under the store's prefix.
	puts := 0
	for _, r := range srv.Requests.All() {
		if r.Method != "PUT" {
			continue
		}
		puts++
		if !strings.HasPrefix(r.Path, "/"+s3test.Bucket+"/uploads/") {
			t.Errorf("put at %s", r.Path)
		}
		if got := r.Header.Get("X-Amz-Server-Side-Encryption"); got != "AES256" {
			t.Errorf("put %s: x-amz-server-side-encryption %q", r.Path, got)
		}
		if r.Header.Get("X-Amz-Acl") != "" {
			t.Errorf("put %s carries an ACL", r.Path)
		}
	}
	if puts < 3 {
		t.Fatalf("%d puts recorded", puts)
	}
}

func TestS3Missing(t *testing.T) {
	srv := s3test.Start(t)
	o := srv.Options("")
	o.Bucket = "no-such-bucket"
	s, err := storage.NewS3(o)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Check(context.Background()); err == nil || !strings.Contains(err.Error(), "no-such-bucket") {
		t.Fatalf("check of a missing bucket: %v", err)
	}
	name, _ := storage.NewName("image/png")
	if _, err := s.Put(context.Background(), name, "image/png", strings.NewReader("x")); err == nil || errors.Is(err, storage.ErrExists) {
		t.Fatalf("put into a missing bucket: %v", err)
	}
}

// SSE-C: every request that writes or reads content carries our key; the prefixes of two
// stores keep their objects apart.
func TestS3CustomerKey(t *testing.T) {
	srv := s3test.Start(t)
	o := srv.Options("private/")
	o.SSE, o.SSECKey = storage.SSEC, bytes.Repeat([]byte{1}, 32)
	s, err := storage.NewS3(o)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	name, _ := storage.NewName("image/jpeg")
	if _, err := s.Put(ctx, name, "image/jpeg", strings.NewReader("selfie")); err != nil {
		t.Fatal(err)
	}
	if got := read(t, s, name); got != "selfie" {
		t.Fatalf("read %q", got)
	}
	public, _ := storage.NewS3(srv.Options("uploads/"))
	if _, err := public.Open(ctx, name); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("the public store sees a private object: %v", err)
	}
	n := 0
	for _, r := range srv.Requests.All() {
		if !strings.Contains(r.Path, "/private/") {
			continue
		}
		n++
		if r.Header.Get("X-Amz-Server-Side-Encryption-Customer-Algorithm") != "AES256" || r.Header.Get("X-Amz-Server-Side-Encryption-Customer-Key") == "" {
			t.Errorf("%s %s without the customer key", r.Method, r.Path)
		}
	}
	if n < 2 {
		t.Fatalf("%d requests recorded", n)
	}
	if _, err := storage.NewS3(storage.S3Options{Endpoint: srv.Endpoint, Bucket: s3test.Bucket, SSE: storage.SSEC, SSECKey: []byte("short")}); err == nil {
		t.Fatal("a short SSE-C key was accepted")
	}
}
