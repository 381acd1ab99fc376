package kyc

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strconv"
	"strings"
	"time"

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
	prev, err := s.Store.Users().LatestKYC(ctx, userID)
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
	k, err := s.Store.Users().AddKYC(ctx, store.KYCSubmission{UserID: userID, IDType: sub.IDType, IDNumberSealed: sealed,
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
	k, err := s.Store.Users().DecideKYC(ctx, id, string(status), d.Reason, string(d.Redo), strings.TrimSpace(d.Note), audit.OperatorID, audit)
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

// Row is a submission of the operators' queue with its borrower and the duplicates found
// (the store's read model).
type Row = store.KYCRow

// View is what the borrower's identity page shows of their latest submission.
type View struct {
	Status  Status
	IDType  string
	IDLast4 string
	Reason  string // what was wrong, in the borrower's words
	Redo    Redo
}

// View is the borrower's identity check: StatusNone before any submission.
func (s *Service) View(ctx context.Context, userID int64) (View, error) {
	k, err := s.Store.Users().LatestKYC(ctx, userID)
	if errors.Is(err, store.ErrNotFound) {
		return View{Status: StatusNone}, nil
	}
	if err != nil {
		return View{}, err
	}
	v := View{Status: Status(k.Status), IDType: k.IDType, IDLast4: k.IDLast4, Redo: Redo(k.Redo)}
	if reason, ok := ReasonOf(k.Reason); ok {
		v.Reason = reason.Text // a message id: the API writes it in the borrower's language
	}
	return v, nil
}

// SubmitView submits the borrower's identity (Submit) and answers their page as it is then.
func (s *Service) SubmitView(ctx context.Context, userID int64, sub Submission) (View, error) {
	if _, err := s.Submit(ctx, userID, sub); err != nil {
		return View{}, err
	}
	return s.View(ctx, userID)
}

// AllowUpload counts one upload request against the borrower's hourly limit shared by every
// image upload (storage.UploadsPerHour); storage.ErrUploadsLimited when over it.
func (s *Service) AllowUpload(ctx context.Context, userID int64) error {
	allowed, err := s.Store.RateHit(ctx, storage.UploadBucket(userID), time.Hour, storage.UploadsPerHour)
	if err != nil {
		return err
	}
	if !allowed {
		return storage.ErrUploadsLimited
	}
	return nil
}

// validQueueStatus refuses a queue filter that is no status.
func validQueueStatus(status string) error {
	switch Status(status) {
	case "", StatusSubmitted, StatusApproved, StatusRejected, StatusRedo:
		return nil
	}
	return apperr.Invalid("Unknown status %q.", status)
}

// Queue lists the submissions of a status ("" every one) for an operator of role, oldest
// waiting first (at most 200), the phones shown as the role may see them.
func (s *Service) Queue(ctx context.Context, status string, role admin.Role) ([]Row, error) {
	if err := validQueueStatus(status); err != nil {
		return nil, err
	}
	rows, err := s.Store.Users().KYCQueue(ctx, status, 200)
	if err != nil {
		return nil, err
	}
	for i := range rows {
		rows[i].Phone = admin.PhoneFor(role, rows[i].Phone)
	}
	return rows, nil
}

// ViewPhoto opens one photo of a submission (which: "id" or "selfie") for an operator and
// writes the audit entry of the view (who: the operator and IP; kyc.photo.view with the photo
// and the reason given): no reason or no audit row, no photo. The caller closes Body.
func (s *Service) ViewPhoto(ctx context.Context, id int64, which string, who admin.Entry, reason string) (*storage.Object, error) {
	if which != "id" && which != "selfie" {
		return nil, apperr.ErrNotFound
	}
	who.Action, who.Entity, who.EntityID = admin.ReadKYCPhoto, "kyc", strconv.FormatInt(id, 10)
	audit, err := admin.PersonalRead(who, reason, map[string]any{"photo": which})
	if err != nil {
		return nil, err
	}
	k, err := s.Store.Users().KYCByID(ctx, id)
	if err != nil {
		return nil, err
	}
	obj, err := s.Photo(ctx, k, which)
	if err != nil {
		return nil, err
	}
	if err := s.Store.AddAudit(ctx, audit); err != nil {
		obj.Body.Close()
		return nil, err
	}
	return obj, nil
}
