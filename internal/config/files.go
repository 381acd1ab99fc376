package config

import (
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net"
	"regexp"
	"strings"
)

// Files says where uploads (complaint images, identity photos) are kept: the data dir on
// one machine, or an S3-compatible bucket that several instances share (docs/store.md).
type Files struct {
	Store       string `env:"PAUTANG_FILES" envDefault:"disk" oneof:"disk,s3" doc:"where uploaded files are kept: {disk} (the data dir's {uploads/} and {private/}; one machine) or {s3} (private objects of an S3-compatible bucket, served only through the server; several instances). {pautang migrate-files} copies a disk store into the bucket (docs/store.md)"`
	S3Endpoint  string `env:"PAUTANG_S3_ENDPOINT" accepts:"host:port" doc:"with {PAUTANG_FILES=s3}: the S3-compatible server, without scheme (e.g. {s3.ap-southeast-1.amazonaws.com}, {minio:9000})"`
	S3TLS       bool   `env:"PAUTANG_S3_TLS" envDefault:"1" doc:"{1}: HTTPS to {PAUTANG_S3_ENDPOINT}; {0}: plain HTTP (a server on the same private network only; not with {PAUTANG_S3_SSE=c})"`
	S3Region    string `env:"PAUTANG_S3_REGION" doc:"the bucket's region (e.g. {ap-southeast-1}; empty: asked of the server)"`
	S3Bucket    string `env:"PAUTANG_S3_BUCKET" accepts:"bucket name" doc:"with {PAUTANG_FILES=s3}: the bucket, created beforehand and private (no public policy); objects go under {uploads/} and {private/}"`
	S3AccessKey string `env:"PAUTANG_S3_ACCESS_KEY" doc:"with {PAUTANG_FILES=s3}: the access key ID of a user allowed to get, put and delete objects of the bucket"`
	// S3SecretKey is the secret of S3AccessKey.
	S3SecretKey     string `env:"PAUTANG_S3_SECRET_KEY" secret:"true" doc:"the secret access key of {PAUTANG_S3_ACCESS_KEY}; never logged"`
	S3SecretKeyFile string `env:"PAUTANG_S3_SECRET_KEY_FILE" fileOf:"PAUTANG_S3_SECRET_KEY,strict" accepts:"file path" doc:"file holding {PAUTANG_S3_SECRET_KEY} (not both with it)"`
	S3SSE           string `env:"PAUTANG_S3_SSE" envDefault:"s3" oneof:"s3,c" doc:"server-side encryption of every object: {s3} (SSE-S3: keys the server manages; MinIO needs a KMS key) or {c} (SSE-C: our key {PAUTANG_S3_SSE_C_KEY}, sent with every request over HTTPS, never stored by the server)"`
	// S3SSECKey is the SSE-C key as given; S3SSECKeyBytes is the decoded key.
	S3SSECKey      string `env:"PAUTANG_S3_SSE_C_KEY" secret:"true" doc:"with {PAUTANG_S3_SSE=c}: the 32-byte key (64 hex digits or base64); losing it loses every file; never logged"`
	S3SSECKeyFile  string `env:"PAUTANG_S3_SSE_C_KEY_FILE" fileOf:"PAUTANG_S3_SSE_C_KEY,strict" accepts:"file path" doc:"file holding {PAUTANG_S3_SSE_C_KEY} (not both with it)"`
	S3SSECKeyBytes []byte `env:"-"`
}

// bucketRE is an S3 bucket name: 3 to 63 lowercase letters, digits, dots and hyphens.
var bucketRE = regexp.MustCompile(`^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$`)

// check applies the rules between the file settings and decodes the SSE-C key.
func (f *Files) check() error {
	if f.Store != "s3" {
		return nil
	}
	if f.S3Endpoint == "" {
		return fmt.Errorf("config: PAUTANG_FILES=s3 needs PAUTANG_S3_ENDPOINT")
	}
	if !validEndpoint(f.S3Endpoint) {
		return fmt.Errorf("config: PAUTANG_S3_ENDPOINT %q is not a host or host:port (no scheme, no path; PAUTANG_S3_TLS chooses HTTPS)", f.S3Endpoint)
	}
	if !bucketRE.MatchString(f.S3Bucket) || strings.Contains(f.S3Bucket, "..") {
		return fmt.Errorf("config: PAUTANG_S3_BUCKET %q is not a bucket name (3 to 63 lowercase letters, digits, dots and hyphens)", f.S3Bucket)
	}
	if f.S3AccessKey == "" {
		return fmt.Errorf("config: PAUTANG_FILES=s3 needs PAUTANG_S3_ACCESS_KEY")
	}
	if f.S3SecretKey == "" {
		return fmt.Errorf("config: PAUTANG_FILES=s3 needs PAUTANG_S3_SECRET_KEY")
	}
	if f.S3SSE != "c" {
		return nil
	}
	if !f.S3TLS {
		return fmt.Errorf("config: PAUTANG_S3_SSE=c sends the key with every request and needs PAUTANG_S3_TLS=1")
	}
	key, ok := decodeKey32(f.S3SSECKey)
	if !ok {
		return fmt.Errorf("config: PAUTANG_S3_SSE=c needs PAUTANG_S3_SSE_C_KEY, 32 bytes as 64 hex digits or base64")
	}
	f.S3SSECKeyBytes = key
	return nil
}

// validEndpoint accepts host or host:port without scheme, path or user.
func validEndpoint(s string) bool {
	if strings.ContainsAny(s, "/@?# ") {
		return false
	}
	host := s
	if h, port, err := net.SplitHostPort(s); err == nil {
		if port == "" {
			return false
		}
		host = h
	}
	return host != "" && !strings.Contains(host, ":") || net.ParseIP(host) != nil
}

func decodeKey32(s string) ([]byte, bool) {
	s = strings.TrimSpace(s)
	if b, err := hex.DecodeString(s); err == nil && len(b) == 32 {
		return b, true
	}
	if b, err := base64.StdEncoding.DecodeString(s); err == nil && len(b) == 32 {
		return b, true
	}
	return nil, false
}
