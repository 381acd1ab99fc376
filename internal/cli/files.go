package cli

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/pautang/pautang/internal/config"
	"github.com/pautang/pautang/internal/storage"
)

// Key prefixes of the two stores in a bucket: the public uploads (complaint images, served
// at /uploads/{name}) and the private ones (identity photos, streamed to operators only).
const (
	prefixUploads = "uploads/"
	prefixPrivate = "private/"
)

// bucketCheckTimeout bounds the start's look at the bucket.
const bucketCheckTimeout = 15 * time.Second

// openFiles returns the public and private file stores of PAUTANG_FILES: the data dir's
// uploads/ and private/, or the bucket's prefixes of the same names (checked to exist with
// these keys, so a wrong setting stops the start).
func openFiles(ctx context.Context, cfg config.Config) (public, private storage.Storage, err error) {
	if cfg.Files.Store != "s3" {
		pub, err := storage.NewLocal(cfg.UploadDir())
		if err != nil {
			return nil, nil, err
		}
		priv, err := storage.NewLocal(cfg.PrivateDir())
		if err != nil {
			return nil, nil, err
		}
		return pub, priv, nil
	}
	pub, priv, err := openBuckets(ctx, cfg)
	if err != nil {
		return nil, nil, err
	}
	return pub, priv, nil
}

// openBuckets returns the two bucket stores of the configuration, after checking the bucket.
func openBuckets(ctx context.Context, cfg config.Config) (public, private *storage.S3, err error) {
	f := cfg.Files
	opts := storage.S3Options{Endpoint: f.S3Endpoint, TLS: f.S3TLS, Region: f.S3Region, Bucket: f.S3Bucket,
		AccessKey: f.S3AccessKey, SecretKey: f.S3SecretKey, SSE: f.S3SSE, SSECKey: f.S3SSECKeyBytes}
	opts.Prefix = prefixUploads
	if public, err = storage.NewS3(opts); err != nil {
		return nil, nil, err
	}
	opts.Prefix = prefixPrivate
	if private, err = storage.NewS3(opts); err != nil {
		return nil, nil, err
	}
	cctx, cancel := context.WithTimeout(ctx, bucketCheckTimeout)
	defer cancel()
	if err := public.Check(cctx); err != nil {
		return nil, nil, fmt.Errorf("cli: PAUTANG_S3_ENDPOINT %s, PAUTANG_S3_BUCKET %s: %w", f.S3Endpoint, f.S3Bucket, err)
	}
	return public, private, nil
}

// migrateFiles copies the data dir's disk stores into the configured bucket (PAUTANG_FILES=s3):
// idempotent, verified, the disk left as it is. It prints one line per store and the totals;
// any file not copied fails the command.
func migrateFiles(ctx context.Context, cfg config.Config) error {
	if cfg.Files.Store != "s3" {
		return errors.New("migrate-files copies the data dir's files into the bucket: set PAUTANG_FILES=s3 and the PAUTANG_S3_* settings of the bucket")
	}
	public, private, err := openBuckets(ctx, cfg)
	if err != nil {
		return err
	}
	var total storage.Copied
	var errs []error
	for _, s := range []struct {
		dir string
		to  *storage.S3
	}{{cfg.UploadDir(), public}, {cfg.PrivateDir(), private}} {
		from, err := storage.NewLocal(s.dir)
		if err != nil {
			return err
		}
		c, err := storage.Migrate(ctx, from, s.to)
		fmt.Fprintf(stdout, "%s: %d copied (%d bytes), %d already there, %d failed\n", s.dir, c.Copied, c.Bytes, c.Skipped, c.Failed)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", s.dir, err))
		}
		total.Copied, total.Skipped, total.Failed, total.Bytes = total.Copied+c.Copied, total.Skipped+c.Skipped, total.Failed+c.Failed, total.Bytes+c.Bytes
	}
	fmt.Fprintf(stdout, "total: %d copied (%d bytes), %d already there, %d failed; every copy read back and compared, nothing deleted\n", total.Copied, total.Bytes, total.Skipped, total.Failed)
	return errors.Join(errs...)
}
