package storage

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// Local stores files in one folder on the local disk (the data dir's uploads/).
type Local struct {
	Dir string
}

var _ Storage = (*Local)(nil)

// NewLocal returns the local-disk provider over dir, creating it when missing.
func NewLocal(dir string) (*Local, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("storage: unable to create %s: %w", dir, err)
	}
	return &Local{Dir: dir}, nil
}

// Put writes the file to a temporary name and links it into place, so a reader never sees
// half a file, a failed write leaves nothing behind and an existing name is never replaced.
func (l *Local) Put(ctx context.Context, name, contentType string, r io.Reader) (string, error) {
	if !ValidName(name) || ContentTypeOf(name) != contentType {
		return "", ErrInvalidName
	}
	tmp, err := os.CreateTemp(l.Dir, ".put-*")
	if err != nil {
		return "", fmt.Errorf("storage: unable to create file: %w", err)
	}
	done := false
	defer func() {
		if !done {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	n, err := io.Copy(tmp, io.LimitReader(r, MaxObjectBytes+1))
	if err != nil {
		return "", fmt.Errorf("storage: unable to write %s: %w", name, err)
	}
	if n > MaxObjectBytes {
		return "", ErrTooLarge
	}
	if err := tmp.Sync(); err != nil {
		return "", fmt.Errorf("storage: unable to sync %s: %w", name, err)
	}
	if err := tmp.Close(); err != nil {
		return "", fmt.Errorf("storage: unable to close %s: %w", name, err)
	}
	if err := ctx.Err(); err != nil {
		return "", err
	}
	// A hard link fails on an existing name where a rename would replace it.
	err = os.Link(tmp.Name(), filepath.Join(l.Dir, name))
	os.Remove(tmp.Name())
	done = true
	if errors.Is(err, fs.ErrExist) {
		return "", ErrExists
	}
	if err != nil {
		return "", fmt.Errorf("storage: unable to store %s: %w", name, err)
	}
	return URLOf(name), nil
}

// Open opens a stored file.
func (l *Local) Open(_ context.Context, name string) (*Object, error) {
	if !ValidName(name) {
		return nil, ErrNotFound
	}
	f, err := os.Open(filepath.Join(l.Dir, name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("storage: unable to open %s: %w", name, err)
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("storage: unable to stat %s: %w", name, err)
	}
	return &Object{Name: name, ContentType: ContentTypeOf(name), Size: st.Size(), ModTime: st.ModTime(), Body: f}, nil
}

// Delete removes a stored file.
func (l *Local) Delete(_ context.Context, name string) error {
	if !ValidName(name) {
		return ErrNotFound
	}
	err := os.Remove(filepath.Join(l.Dir, name))
	if errors.Is(err, fs.ErrNotExist) {
		return ErrNotFound
	}
	if err != nil {
		return fmt.Errorf("storage: unable to delete %s: %w", name, err)
	}
	return nil
}

// Names lists the stored names (sorted), skipping anything else in the folder (a
// temporary file of a Put under way).
func (l *Local) Names() ([]string, error) {
	entries, err := os.ReadDir(l.Dir)
	if err != nil {
		return nil, fmt.Errorf("storage: unable to list %s: %w", l.Dir, err)
	}
	var out []string
	for _, e := range entries {
		if e.Type().IsRegular() && ValidName(e.Name()) {
			out = append(out, e.Name())
		}
	}
	return out, nil
}
