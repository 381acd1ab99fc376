package config

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFilesSettings: the disk by default; a bucket store needs its endpoint, bucket and keys,
// and every faulty value stops the start naming its variable.
func TestFilesSettings(t *testing.T) {
	cleanEnv(t)
	c, err := Load()
	if err != nil || c.Files.Store != "disk" || c.Files.S3SSE != "s3" || !c.Files.S3TLS {
		t.Fatalf("defaults: %+v %v", c.Files, err)
	}
	good := map[string]string{"PAUTANG_FILES": "s3", "PAUTANG_S3_ENDPOINT": "minio:9000", "PAUTANG_S3_BUCKET": "pautang-files",
		"PAUTANG_S3_ACCESS_KEY": "pautang", "PAUTANG_S3_SECRET_KEY": "s3cret-s3cret"}
	set := func(over map[string]string) {
		cleanEnv(t)
		for k, v := range good {
			t.Setenv(k, v)
		}
		for k, v := range over {
			t.Setenv(k, v)
		}
	}
	set(nil)
	if c, err := Load(); err != nil || c.Files.S3Endpoint != "minio:9000" || c.Files.S3SSECKeyBytes != nil {
		t.Fatalf("good: %+v %v", c.Files, err)
	}
	hexKey := strings.Repeat("ab", 32)
	set(map[string]string{"PAUTANG_S3_SSE": "c", "PAUTANG_S3_SSE_C_KEY": hexKey})
	if c, err := Load(); err != nil || !bytes.Equal(c.Files.S3SSECKeyBytes, bytes.Repeat([]byte{0xab}, 32)) {
		t.Fatalf("SSE-C hex key: %v", err)
	}
	keyFile := filepath.Join(t.TempDir(), "ssec")
	os.WriteFile(keyFile, []byte("AQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE=\n"), 0o600)
	set(map[string]string{"PAUTANG_S3_SSE": "c", "PAUTANG_S3_SSE_C_KEY_FILE": keyFile})
	if c, err := Load(); err != nil || !bytes.Equal(c.Files.S3SSECKeyBytes, bytes.Repeat([]byte{1}, 32)) {
		t.Fatalf("SSE-C base64 key from a file: %v", err)
	}

	for _, tt := range []struct {
		over map[string]string
		want string
	}{
		{map[string]string{"PAUTANG_FILES": "nfs"}, `config: PAUTANG_FILES: unknown word "nfs" (accepts disk, s3)`},
		{map[string]string{"PAUTANG_S3_ENDPOINT": ""}, "PAUTANG_FILES=s3 needs PAUTANG_S3_ENDPOINT"},
		{map[string]string{"PAUTANG_S3_ENDPOINT": "https://minio:9000"}, `PAUTANG_S3_ENDPOINT "https://minio:9000" is not a host or host:port`},
		{map[string]string{"PAUTANG_S3_ENDPOINT": "minio:9000/bucket"}, `PAUTANG_S3_ENDPOINT "minio:9000/bucket" is not a host`},
		{map[string]string{"PAUTANG_S3_BUCKET": ""}, `PAUTANG_S3_BUCKET "" is not a bucket name`},
		{map[string]string{"PAUTANG_S3_BUCKET": "Pautang_Files"}, `PAUTANG_S3_BUCKET "Pautang_Files" is not a bucket name`},
		{map[string]string{"PAUTANG_S3_ACCESS_KEY": ""}, "PAUTANG_FILES=s3 needs PAUTANG_S3_ACCESS_KEY"},
		{map[string]string{"PAUTANG_S3_SECRET_KEY": ""}, "PAUTANG_FILES=s3 needs PAUTANG_S3_SECRET_KEY"},
		{map[string]string{"PAUTANG_S3_TLS": "yes"}, `config: PAUTANG_S3_TLS: "yes" is not 0 or 1`},
		{map[string]string{"PAUTANG_S3_SSE": "kms"}, `config: PAUTANG_S3_SSE: unknown word "kms" (accepts s3, c)`},
		{map[string]string{"PAUTANG_S3_SSE": "c"}, "PAUTANG_S3_SSE=c needs PAUTANG_S3_SSE_C_KEY"},
		{map[string]string{"PAUTANG_S3_SSE": "c", "PAUTANG_S3_SSE_C_KEY": "abcd"}, "PAUTANG_S3_SSE=c needs PAUTANG_S3_SSE_C_KEY, 32 bytes"},
		{map[string]string{"PAUTANG_S3_SSE": "c", "PAUTANG_S3_SSE_C_KEY": hexKey, "PAUTANG_S3_TLS": "0"}, "PAUTANG_S3_SSE=c sends the key with every request and needs PAUTANG_S3_TLS=1"},
		{map[string]string{"PAUTANG_S3_SECRET_KEY_FILE": "/nonexistent/s3"}, "PAUTANG_S3_SECRET_KEY_FILE"},
	} {
		set(tt.over)
		if _, err := Load(); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%v: got %v, want %q", tt.over, err, tt.want)
		}
	}
	// The disk store ignores the bucket settings.
	cleanEnv(t)
	t.Setenv("PAUTANG_S3_BUCKET", "Not A Bucket")
	if _, err := Load(); err != nil {
		t.Fatalf("disk with a stray bucket setting: %v", err)
	}
}
