package storage_test

import (
	"bytes"
	"context"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/storage"
	"github.com/pautang/pautang/internal/storage/s3test"
)

func TestMigrate(t *testing.T) {
	ctx := context.Background()
	srv := s3test.Start(t)
	dir := t.TempDir()
	disk, err := storage.NewLocal(dir)
	if err != nil {
		t.Fatal(err)
	}
	bucket, err := storage.NewS3(srv.Options("uploads/"))
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{}
	for i, ct := range []string{"image/png", "image/jpeg", "image/png"} {
		name, _ := storage.NewName(ct)
		files[name] = strings.Repeat(string(rune('a'+i)), 1000*(i+1))
		if _, err := disk.Put(ctx, name, ct, strings.NewReader(files[name])); err != nil {
			t.Fatal(err)
		}
	}
	// Not a stored name: left alone.
	os.WriteFile(filepath.Join(dir, ".put-123"), []byte("half"), 0o600)
	os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("x"), 0o600)

	c, err := storage.Migrate(ctx, disk, bucket)
	if err != nil || c.Copied != 3 || c.Skipped != 0 || c.Failed != 0 || c.Bytes != 6000 {
		t.Fatalf("first run: %+v %v", c, err)
	}
	for name, want := range files {
		if got := read(t, bucket, name); got != want {
			t.Errorf("%s in the bucket: %q", name, got)
		}
		if got := read(t, disk, name); got != want {
			t.Errorf("%s on disk after the copy: %q", name, got)
		}
		info, err := bucket.Stat(ctx, name)
		if err != nil || info.Size != int64(len(want)) || len(info.SHA256) != 64 {
			t.Errorf("%s stat: %+v %v", name, info, err)
		}
	}
	// Idempotent: a second run copies nothing.
	c, err = storage.Migrate(ctx, disk, bucket)
	if err != nil || c.Copied != 0 || c.Skipped != 3 || c.Failed != 0 {
		t.Fatalf("second run: %+v %v", c, err)
	}

	// A new file is copied; an object that differs from its file is a failure, left as it is.
	added, _ := storage.NewName("image/jpeg")
	disk.Put(ctx, added, "image/jpeg", strings.NewReader("new"))
	clash, _ := storage.NewName("image/png")
	disk.Put(ctx, clash, "image/png", strings.NewReader("on disk"))
	bucket.Put(ctx, clash, "image/png", strings.NewReader("in the bucket"))
	c, err = storage.Migrate(ctx, disk, bucket)
	if c.Copied != 1 || c.Skipped != 3 || c.Failed != 1 || err == nil || !strings.Contains(err.Error(), clash) {
		t.Fatalf("third run: %+v %v", c, err)
	}
	if got := read(t, bucket, clash); got != "in the bucket" {
		t.Fatalf("the differing object was replaced: %q", got)
	}
	if got := read(t, disk, clash); got != "on disk" {
		t.Fatalf("the source changed: %q", got)
	}
	names, _ := disk.Names()
	if len(names) != 5 {
		t.Fatalf("the disk store has %d files after the runs", len(names))
	}
}

// An object put by something else (no recorded digest) counts as there when its bytes match.
func TestMigrateWithoutDigest(t *testing.T) {
	ctx := context.Background()
	srv := s3test.Start(t)
	disk, _ := storage.NewLocal(t.TempDir())
	bucket, _ := storage.NewS3(srv.Options(""))
	same, _ := storage.NewName("image/png")
	other, _ := storage.NewName("image/png")
	for _, n := range []string{same, other} {
		disk.Put(ctx, n, "image/png", strings.NewReader("12345"))
	}
	put := func(name, body string) {
		req, _ := http.NewRequest("PUT", srv.URL+"/"+s3test.Bucket+"/"+name, bytes.NewReader([]byte(body)))
		resp, err := http.DefaultClient.Do(req)
		if err != nil || resp.StatusCode != 200 {
			t.Fatalf("raw put: %v %v", resp, err)
		}
		resp.Body.Close()
	}
	put(same, "12345")
	put(other, "54321")
	c, err := storage.Migrate(ctx, disk, bucket)
	if c.Skipped != 1 || c.Failed != 1 || c.Copied != 0 || err == nil || !strings.Contains(err.Error(), other) {
		t.Fatalf("run: %+v %v", c, err)
	}
}
