package storage

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
	"github.com/minio/minio-go/v7/pkg/encrypt"
)

// Server-side encryption of a bucket store (S3Options.SSE).
const (
	// SSES3: the server encrypts with keys it manages (x-amz-server-side-encryption: AES256).
	SSES3 = "s3"
	// SSEC: the server encrypts with our key, sent on every request and never stored there
	// (x-amz-server-side-encryption-customer-*); needs TLS to the server.
	SSEC = "c"
)

// S3Options says where a bucket store is and how it encrypts.
type S3Options struct {
	Endpoint  string // host[:port], no scheme
	TLS       bool   // https to Endpoint
	Region    string // "" lets the client ask the server
	Bucket    string
	Prefix    string // key prefix of this store's objects, e.g. "uploads/"
	AccessKey string
	SecretKey string
	SSE       string // SSES3 or SSEC
	SSECKey   []byte // 32 bytes, with SSEC
	// Transport replaces the HTTP transport (tests); nil: the client's default.
	Transport http.RoundTripper
}

// S3 keeps files as private objects of an S3-compatible bucket (AWS S3, MinIO, SeaweedFS),
// under Prefix + name. Objects carry no public ACL: the server reads them with its keys and
// serves them itself, so each view passes its checks and audit.
type S3 struct {
	client *minio.Client
	bucket string
	prefix string
	sse    encrypt.ServerSide
}

var _ Storage = (*S3)(nil)

// metaSHA256 is the user metadata (x-amz-meta-sha256) holding the hex SHA-256 of the content,
// written at Put: it survives encryption, where the ETag is no digest of the content.
const metaSHA256 = "Sha256"

// NewS3 returns the bucket store of o. It makes no request: Check does.
func NewS3(o S3Options) (*S3, error) {
	var sse encrypt.ServerSide
	switch o.SSE {
	case SSES3:
		sse = encrypt.NewSSE()
	case SSEC:
		k, err := encrypt.NewSSEC(o.SSECKey)
		if err != nil {
			return nil, fmt.Errorf("storage: %w", err)
		}
		sse = k
	default:
		return nil, fmt.Errorf("storage: unknown server-side encryption %q", o.SSE)
	}
	c, err := minio.New(o.Endpoint, &minio.Options{
		Creds:     credentials.NewStaticV4(o.AccessKey, o.SecretKey, ""),
		Secure:    o.TLS,
		Region:    o.Region,
		Transport: o.Transport,
		// Path-style requests (endpoint/bucket/key) work with every S3-compatible server.
		BucketLookup: minio.BucketLookupPath,
	})
	if err != nil {
		return nil, fmt.Errorf("storage: %w", err)
	}
	return &S3{client: c, bucket: o.Bucket, prefix: o.Prefix, sse: sse}, nil
}

// Check asks the server whether the bucket exists with these keys: the start stops on a
// wrong endpoint, bucket or key rather than at the first upload.
func (s *S3) Check(ctx context.Context) error {
	ok, err := s.client.BucketExists(ctx, s.bucket)
	if err != nil {
		return fmt.Errorf("storage: bucket %q: %w", s.bucket, err)
	}
	if !ok {
		return fmt.Errorf("storage: bucket %q does not exist", s.bucket)
	}
	return nil
}

func (s *S3) key(name string) string { return s.prefix + name }

// Put uploads the file in one request with its length, SHA-256 (metadata) and encryption,
// on the condition that no object has the name yet (If-None-Match: *).
func (s *S3) Put(ctx context.Context, name, contentType string, r io.Reader) (string, error) {
	if !ValidName(name) || ContentTypeOf(name) != contentType {
		return "", ErrInvalidName
	}
	b, err := io.ReadAll(io.LimitReader(r, MaxObjectBytes+1))
	if err != nil {
		return "", fmt.Errorf("storage: unable to read %s: %w", name, err)
	}
	if len(b) > MaxObjectBytes {
		return "", ErrTooLarge
	}
	sum := sha256.Sum256(b)
	opts := minio.PutObjectOptions{
		ContentType:          contentType,
		UserMetadata:         map[string]string{metaSHA256: hex.EncodeToString(sum[:])},
		ServerSideEncryption: s.sse,
		// One PUT, so the If-None-Match condition covers the whole object.
		DisableMultipart: true,
	}
	opts.SetMatchETagExcept("*")
	_, err = s.client.PutObject(ctx, s.bucket, s.key(name), bytes.NewReader(b), int64(len(b)), opts)
	if err != nil {
		if code := minio.ToErrorResponse(err).Code; code == "PreconditionFailed" || code == "ConditionalRequestConflict" {
			return "", ErrExists
		}
		return "", fmt.Errorf("storage: unable to store %s: %w", name, err)
	}
	return URLOf(name), nil
}

// Open returns the object; its Body reads lazily and seeks (ranges are ranged GETs).
func (s *S3) Open(ctx context.Context, name string) (*Object, error) {
	if !ValidName(name) {
		return nil, ErrNotFound
	}
	o, err := s.client.GetObject(ctx, s.bucket, s.key(name), minio.GetObjectOptions{ServerSideEncryption: s.sse})
	if err != nil {
		return nil, s.readErr(name, err)
	}
	st, err := o.Stat()
	if err != nil {
		o.Close()
		return nil, s.readErr(name, err)
	}
	return &Object{Name: name, ContentType: ContentTypeOf(name), Size: st.Size, ModTime: st.LastModified, Body: o}, nil
}

// Delete removes the object; a missing one is ErrNotFound (S3 itself answers a delete of a
// missing key with success, so it is looked up first).
func (s *S3) Delete(ctx context.Context, name string) error {
	if _, err := s.Stat(ctx, name); err != nil {
		return err
	}
	if err := s.client.RemoveObject(ctx, s.bucket, s.key(name), minio.RemoveObjectOptions{}); err != nil {
		return fmt.Errorf("storage: unable to delete %s: %w", name, err)
	}
	return nil
}

// Info is what the bucket says of one stored object.
type Info struct {
	Size   int64
	SHA256 string // hex; "" for an object not written by Put
}

// Stat returns the size and recorded SHA-256 of a stored object (ErrNotFound when missing).
func (s *S3) Stat(ctx context.Context, name string) (Info, error) {
	if !ValidName(name) {
		return Info{}, ErrNotFound
	}
	st, err := s.client.StatObject(ctx, s.bucket, s.key(name), minio.StatObjectOptions{ServerSideEncryption: s.sse})
	if err != nil {
		return Info{}, s.readErr(name, err)
	}
	return Info{Size: st.Size, SHA256: strings.ToLower(st.UserMetadata[metaSHA256])}, nil
}

func (s *S3) readErr(name string, err error) error {
	resp := minio.ToErrorResponse(err)
	if resp.Code == "NoSuchKey" || resp.StatusCode == http.StatusNotFound && resp.Code != "NoSuchBucket" {
		return ErrNotFound
	}
	return fmt.Errorf("storage: unable to read %s: %w", name, err)
}
