package storage

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// Copied counts what Migrate did with the files of one disk store.
type Copied struct {
	Copied  int // put into the bucket and read back identical
	Skipped int // already in the bucket with the same size and SHA-256
	Failed  int // not copied, or copied but not read back identical (Migrate's error lists each)
	Bytes   int64
}

// Migrate copies every file of a disk store into a bucket store under the same name. It
// never deletes or changes a source file and never replaces an object: an object already
// there with the same size and SHA-256 is skipped (so a second run copies nothing), one
// that differs is a failure. Each copy is verified by reading the object back and
// comparing its size and SHA-256 with the file's. The error joins every failure.
func Migrate(ctx context.Context, from *Local, to *S3) (Copied, error) {
	var c Copied
	names, err := from.Names()
	if err != nil {
		return c, err
	}
	var errs []error
	for _, name := range names {
		if err := ctx.Err(); err != nil {
			return c, err
		}
		skipped, n, err := migrateOne(ctx, from, to, name)
		switch {
		case err != nil:
			c.Failed++
			errs = append(errs, fmt.Errorf("%s: %w", name, err))
		case skipped:
			c.Skipped++
		default:
			c.Copied++
			c.Bytes += n
		}
	}
	return c, errors.Join(errs...)
}

func migrateOne(ctx context.Context, from *Local, to *S3, name string) (skipped bool, n int64, err error) {
	f, err := os.Open(filepath.Join(from.Dir, name))
	if err != nil {
		return false, 0, err
	}
	defer f.Close()
	size, sum, err := digest(f)
	if err != nil {
		return false, 0, err
	}
	same, err := to.holds(ctx, name, size, sum)
	if err == nil && same {
		return true, 0, nil
	}
	if err == nil {
		return false, 0, errors.New("the bucket holds a different object under this name (left as it is)")
	}
	if !errors.Is(err, ErrNotFound) {
		return false, 0, err
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return false, 0, err
	}
	if _, err := to.Put(ctx, name, ContentTypeOf(name), f); err != nil {
		return false, 0, err
	}
	if got, gotSum, err := to.digest(ctx, name); err != nil {
		return false, 0, fmt.Errorf("reading the copy back: %w", err)
	} else if got != size || gotSum != sum {
		return false, 0, fmt.Errorf("the copy read back differs (%d bytes, sha256 %s; the file: %d bytes, %s)", got, gotSum, size, sum)
	}
	return false, size, nil
}

// holds reports whether the bucket has name with this size and SHA-256 (ErrNotFound when it
// has no such object). An object without the recorded digest is read and hashed.
func (s *S3) holds(ctx context.Context, name string, size int64, sum string) (bool, error) {
	info, err := s.Stat(ctx, name)
	if err != nil {
		return false, err
	}
	if info.Size != size {
		return false, nil
	}
	if info.SHA256 != "" {
		return info.SHA256 == sum, nil
	}
	_, got, err := s.digest(ctx, name)
	return got == sum, err
}

// digest reads a stored object whole and returns its size and hex SHA-256.
func (s *S3) digest(ctx context.Context, name string) (int64, string, error) {
	obj, err := s.Open(ctx, name)
	if err != nil {
		return 0, "", err
	}
	defer obj.Body.Close()
	return digest(obj.Body)
}

func digest(r io.Reader) (int64, string, error) {
	h := sha256.New()
	n, err := io.Copy(h, r)
	if err != nil {
		return 0, "", err
	}
	return n, hex.EncodeToString(h.Sum(nil)), nil
}
