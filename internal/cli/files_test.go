package cli

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/storage"
	"github.com/pautang/pautang/internal/storage/s3test"
)

// bucketEnv points the command line at a fresh fake S3 server and data dir.
func bucketEnv(t *testing.T) (*s3test.Server, string) {
	t.Helper()
	srv := s3test.Start(t)
	dir := t.TempDir()
	t.Setenv("PAUTANG_DATA_DIR", dir)
	t.Setenv("PAUTANG_ADDR", "127.0.0.1:0")
	t.Setenv("PAUTANG_FILES", "s3")
	t.Setenv("PAUTANG_S3_ENDPOINT", srv.Endpoint)
	t.Setenv("PAUTANG_S3_TLS", "0")
	t.Setenv("PAUTANG_S3_REGION", "us-east-1")
	t.Setenv("PAUTANG_S3_BUCKET", s3test.Bucket)
	t.Setenv("PAUTANG_S3_ACCESS_KEY", "test-access")
	t.Setenv("PAUTANG_S3_SECRET_KEY", "test-secret")
	return srv, dir
}

// `pautang migrate-files` copies both disk stores under their prefixes, verified, and a
// second run copies nothing; the disk keeps every file.
func TestMigrateFilesCommand(t *testing.T) {
	ctx := context.Background()
	srv, dir := bucketEnv(t)
	pub, _ := storage.NewLocal(filepath.Join(dir, "uploads"))
	priv, _ := storage.NewLocal(filepath.Join(dir, "private"))
	var pubNames, privNames []string
	for i := range 3 {
		n, _ := storage.NewName("image/jpeg")
		pub.Put(ctx, n, "image/jpeg", strings.NewReader(strings.Repeat("p", 10+i)))
		pubNames = append(pubNames, n)
	}
	for range 2 {
		n, _ := storage.NewName("image/png")
		priv.Put(ctx, n, "image/png", strings.NewReader("selfie"))
		privNames = append(privNames, n)
	}

	code, out, errOut := runIn(t, "migrate-files")
	if code != 0 || !strings.Contains(out, "total: 5 copied (45 bytes), 0 already there, 0 failed") {
		t.Fatalf("first run: exit %d\n%s%s", code, out, errOut)
	}
	o := srv.Options("uploads/")
	bucketPub, _ := storage.NewS3(o)
	o.Prefix = "private/"
	bucketPriv, _ := storage.NewS3(o)
	for _, n := range pubNames {
		if _, err := bucketPub.Stat(ctx, n); err != nil {
			t.Errorf("uploads/%s: %v", n, err)
		}
	}
	for _, n := range privNames {
		if _, err := bucketPriv.Stat(ctx, n); err != nil {
			t.Errorf("private/%s: %v", n, err)
		}
		if _, err := bucketPub.Stat(ctx, n); err == nil {
			t.Errorf("the private photo %s is under uploads/", n)
		}
	}
	code, out, _ = runIn(t, "migrate-files")
	if code != 0 || !strings.Contains(out, "total: 0 copied (0 bytes), 5 already there, 0 failed") {
		t.Fatalf("second run: exit %d\n%s", code, out)
	}
	if names, _ := pub.Names(); len(names) != 3 {
		t.Fatalf("the disk store lost files: %v", names)
	}

	// A file whose name holds other content in the bucket fails the command (exit 1).
	clash, _ := storage.NewName("image/png")
	pub.Put(ctx, clash, "image/png", strings.NewReader("disk"))
	bucketPub.Put(ctx, clash, "image/png", strings.NewReader("bucket"))
	code, out, _ = runIn(t, "migrate-files")
	if code != 1 || !strings.Contains(out, "total: 0 copied (0 bytes), 5 already there, 1 failed") {
		t.Fatalf("run with a differing object: exit %d\n%s", code, out)
	}
}

// Without a bucket configured the command says what to set; a bucket that is not there
// stops the start of any command that opens the app.
func TestMigrateFilesNeedsABucket(t *testing.T) {
	code, _, _ := runQuick(t, "migrate-files")
	if code != 1 {
		t.Fatalf("migrate-files on disk: exit %d", code)
	}
	bucketEnv(t)
	t.Setenv("PAUTANG_S3_BUCKET", "no-such-bucket")
	if code, _, _ := runIn(t, "migrate"); code != 1 {
		t.Fatalf("start with a missing bucket: exit %d", code)
	}
	if code, _, _ := runIn(t, "migrate-files"); code != 1 {
		t.Fatalf("migrate-files into a missing bucket: exit %d", code)
	}
}
