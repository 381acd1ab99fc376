package kyc

import (
	"bytes"
	"context"
	"errors"
	"io"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/banking"
	"github.com/pautang/pautang/internal/storage"
	"github.com/pautang/pautang/internal/store"
)

// Service runs the identity check: the borrower's submission (number sealed, photos cleaned
// and kept in the private storage) and the operator's decision.
type Service struct {
	Store *store.Store
	Files storage.Storage // private: never served under a public URL
	Vault *banking.Vault
}

// Errors a borrower or an operator reads.
var (
	ErrWaiting      = apperr.New("kyc_waiting", "Your ID is already with our team, or already verified.")
	ErrDecided      = apperr.New("kyc_decided", "This submission was already decided.")
	ErrPhotoMissing = apperr.New("kyc_photo_missing", "Please add a photo of your ID and a selfie.")
)

// Submission is what the borrower sends. A photo may be left out (nil) only when the
// operator asked for the other one again: the previous one is kept.
type Submission struct {
	IDType  string
	Number  string
	IDPhoto io.Reader
	Selfie  io.Reader
}

// Submit checks and stores a borrower's identity submission for an operator.
func (s *Service) Submit(ctx context.Context, userID int64, sub Submission) (store.KYCSubmission, error) {
	number, err := Check(sub.IDType, sub.Number)
	if err != nil {
		return store.KYCSubmission{}, err
	}
	prev, err := s.Store.LatestKYC(ctx, userID)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return store.KYCSubmission{}, err
	}
	keep := err == nil && prev.Status == string(StatusRedo)
	var saved []string
	cleanup := func() {
		for _, n := range saved {
			_ = s.Files.Delete(context.WithoutCancel(ctx), n)
		}
	}
	photo := func(r io.Reader, previous string, reusable bool) (string, error) {
		if r == nil {
			if reusable && previous != "" {
				return previous, nil
			}
			return "", ErrPhotoMissing
		}
		img, err := storage.CleanUpload(r)
		if err != nil {
			return "", err
		}
		name, err := storage.NewName(img.ContentType)
		if err != nil {
			return "", err
		}
		if _, err := s.Files.Put(ctx, name, img.ContentType, bytes.NewReader(img.Data)); err != nil {
			return "", err
		}
		saved = append(saved, name)
		return name, nil
	}
	idPhoto, err := photo(sub.IDPhoto, prev.IDPhoto, keep && Redo(prev.Redo) == RedoSelfie)
	if err != nil {
		cleanup()
		return store.KYCSubmission{}, err
	}
	selfie, err := photo(sub.Selfie, prev.Selfie, keep && Redo(prev.Redo) == RedoIDPhoto)
	if err != nil {
		cleanup()
		return store.KYCSubmission{}, err
	}
	sealed, err := s.Vault.Seal(userID, number)
	if err != nil {
		cleanup()
		return store.KYCSubmission{}, err
	}
	k, err := s.Store.AddKYC(ctx, store.KYCSubmission{UserID: userID, IDType: sub.IDType, IDNumberSealed: sealed,
		IDNumberHash: s.Vault.Hash("KYC-"+sub.IDType, number), IDLast4: banking.Last4(number), IDPhoto: idPhoto, Selfie: selfie})
	if errors.Is(err, store.ErrConflict) {
		cleanup()
		return k, ErrWaiting
	}
	if err != nil {
		cleanup()
	}
	return k, err
}

// Decide records an operator's decision on a waiting submission (once).
func (s *Service) Decide(ctx context.Context, id int64, d Decision, audit admin.Entry) (store.KYCSubmission, error) {
	status, err := d.Outcome()
	if err != nil {
		return store.KYCSubmission{}, err
	}
	k, err := s.Store.DecideKYC(ctx, id, string(status), d.Reason, string(d.Redo), audit.OperatorID, audit)
	if errors.Is(err, store.ErrConflict) {
		return k, ErrDecided
	}
	return k, err
}

// Photo opens one of a submission's photos (which: "id" or "selfie").
func (s *Service) Photo(ctx context.Context, k store.KYCSubmission, which string) (*storage.Object, error) {
	name := k.IDPhoto
	if which == "selfie" {
		name = k.Selfie
	}
	return s.Files.Open(ctx, name)
}

// IDNumber opens a submission's sealed ID number for an operator allowed to read it.
func (s *Service) IDNumber(k store.KYCSubmission) (string, error) {
	return s.Vault.Open(k.UserID, k.IDNumberSealed)
}
