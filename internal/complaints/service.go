package complaints

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/pautang/pautang/internal/apperr"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/storage"
)

// Repo is what the service needs from the database (implemented by *store.Store). Every
// borrower read takes the borrower's id, so ownership is part of the query.
type Repo interface {
	// ComplaintTypes lists types and sub-types in display order.
	ComplaintTypes(ctx context.Context) ([]Type, error)
	// ComplaintOrders lists a borrower's orders, newest first.
	ComplaintOrders(ctx context.Context, userID int64) ([]Order, error)
	// CreateComplaint saves a complaint and returns it with its id; a same-text resend of the
	// same borrower and order within a minute returns the first one instead (double taps).
	CreateComplaint(ctx context.Context, c Complaint) (Complaint, error)
	// UserComplaints lists a borrower's complaints, newest first.
	UserComplaints(ctx context.Context, userID int64) ([]Complaint, error)
	// UserComplaint reads one complaint of the borrower; ErrNotFound when absent or not theirs.
	UserComplaint(ctx context.Context, userID, id int64) (Complaint, error)
	// ComplaintByID reads any complaint (operators); ErrNotFound when absent.
	ComplaintByID(ctx context.Context, id int64) (Complaint, error)
	// ComplainantPhone is the phone of a borrower who filed a complaint.
	ComplainantPhone(ctx context.Context, userID int64) (string, error)
	// SaveComplaintReply writes the operator's process result, with its audit rows in the same
	// transaction; ErrNotFound when absent.
	SaveComplaintReply(ctx context.Context, r Reply, audit ...admin.Entry) error
	// SaveComplaintScore saves the one rating of a borrower's complaint: ErrNotFound,
	// ErrScoreNotRequested or ErrAlreadyScored when it cannot.
	SaveComplaintScore(ctx context.Context, userID, id int64, score int, at int64) error
	// SaveUpload records a stored file.
	SaveUpload(ctx context.Context, u storage.Upload) error
	// Uploads reads the records of the given names (missing names are left out).
	Uploads(ctx context.Context, names []string) ([]storage.Upload, error)
	// RateHit records one event in bucket unless limit events already happened within window.
	RateHit(ctx context.Context, bucket string, window time.Duration, limit int) (bool, error)
	// SupportContacts is the back office's customer-service e-mail and telephone; found is
	// false when never saved.
	SupportContacts(ctx context.Context) (email, phone string, found bool, err error)
}

// Upload purposes of this feature.
const (
	PurposeEvidence = "complaint"
	PurposeReply    = "complaint-reply"
)

// Service runs the complaint use cases for the borrower API and the back office.
type Service struct {
	Repo  Repo
	Files storage.Storage
	Clock clock.Clock
	// PublicBase is the server's absolute URL (PAUTANG_PUBLIC_URL); image URLs under it count
	// as ours as well as the relative /uploads/... form.
	PublicBase string
	Log        *slog.Logger
	// SupportEmail and SupportPhone are the configured customer-service contacts, shown until
	// the back office saves its own.
	SupportEmail string
	SupportPhone string
}

// ComplaintsPerDay bounds the complaints one borrower may file a day: it stops a script from
// filling the queue.
const ComplaintsPerDay = 20

// ErrComplaintsLimited refuses a complaint over ComplaintsPerDay.
var ErrComplaintsLimited = apperr.New(apperr.CodeRateLimited, "You have sent many complaints today. Please wait for our reply or try again tomorrow.")

// AllowUpload counts one upload request against the borrower's hourly limit, shared by every
// image upload (storage.UploadsPerHour): one atomic step; storage.ErrUploadsLimited when
// over it.
func (s *Service) AllowUpload(ctx context.Context, userID int64) error {
	allowed, err := s.Repo.RateHit(ctx, storage.UploadBucket(userID), time.Hour, storage.UploadsPerHour)
	if err != nil {
		return err
	}
	if !allowed {
		return storage.ErrUploadsLimited
	}
	return nil
}

// Contact is the customer-service contact the borrower sees.
type Contact struct {
	Email string
	Phone string // telephone / WhatsApp
}

// Contact is the back office's customer-service contact (catalogue "cs_contacts"), or the
// configured one while none is saved.
func (s *Service) Contact(ctx context.Context) (Contact, error) {
	email, phone, saved, err := s.Repo.SupportContacts(ctx)
	if err != nil {
		return Contact{}, err
	}
	if !saved {
		return Contact{Email: s.SupportEmail, Phone: s.SupportPhone}, nil
	}
	return Contact{Email: email, Phone: phone}, nil
}

// Home is what the complaint home needs: the types, the collection sub-types, the
// borrower's orders and the selected one (nil when the borrower has no order).
type Home struct {
	Types    []Type
	SubTypes []Type
	Orders   []Order
	Selected *Order
}

// Home loads the complaint home. orderID or orderNo pick the selected order (it must be
// the borrower's); with neither the newest order is selected.
func (s *Service) Home(ctx context.Context, userID, orderID int64, orderNo string) (Home, error) {
	types, err := s.Repo.ComplaintTypes(ctx)
	if err != nil {
		return Home{}, err
	}
	orders, err := s.Repo.ComplaintOrders(ctx, userID)
	if err != nil {
		return Home{}, err
	}
	h := Home{Types: TopTypes(types), SubTypes: SubTypes(types, CollectionType), Orders: orders}
	if orderID == 0 && orderNo == "" {
		if len(orders) > 0 {
			h.Selected = &orders[0]
		}
		return h, nil
	}
	for i := range orders {
		if (orderID != 0 && orders[i].ID == orderID) || (orderID == 0 && orders[i].OrderNo == orderNo) {
			h.Selected = &orders[i]
			return h, nil
		}
	}
	return Home{}, ErrOrderNotFound
}

// Types lists every type and sub-type.
func (s *Service) Types(ctx context.Context) ([]Type, error) { return s.Repo.ComplaintTypes(ctx) }

// Submit files a complaint for the borrower: the type data and limits, the order is theirs
// and accepts the type, and every image is an upload of theirs. Nothing is saved on error.
// A borrower files at most ComplaintsPerDay a day (ErrComplaintsLimited), counted before
// anything else is checked.
func (s *Service) Submit(ctx context.Context, userID int64, sub Submission) (Complaint, error) {
	if allowed, err := s.Repo.RateHit(ctx, "complaint:"+strconv.FormatInt(userID, 10), 24*time.Hour, ComplaintsPerDay); err != nil {
		return Complaint{}, err
	} else if !allowed {
		return Complaint{}, ErrComplaintsLimited
	}
	types, err := s.Repo.ComplaintTypes(ctx)
	if err != nil {
		return Complaint{}, err
	}
	if err := ValidateSubmission(types, sub); err != nil {
		return Complaint{}, err
	}
	orders, err := s.Repo.ComplaintOrders(ctx, userID)
	if err != nil {
		return Complaint{}, err
	}
	var order *Order
	for i := range orders {
		if orders[i].OrderNo == strings.TrimSpace(sub.OrderNo) {
			order = &orders[i]
		}
	}
	if order == nil {
		return Complaint{}, ErrOrderNotFound
	}
	if sub.Type == CollectionType && !CollectionAllowed(order.Status) {
		return Complaint{}, ErrCollectionNotOnOrder
	}
	names, err := s.ownImages(ctx, sub.Images, func(u storage.Upload) bool {
		return u.OwnerKind == storage.OwnerBorrower && u.OwnerID == userID && u.Purpose == PurposeEvidence
	})
	if err != nil {
		return Complaint{}, err
	}
	now := s.Clock.Now()
	return s.Repo.CreateComplaint(ctx, Complaint{
		UserID: userID, OrderID: order.ID, OrderNo: order.OrderNo, Type: sub.Type, SonType: sub.SonType,
		Detail: strings.TrimSpace(sub.Detail), Images: names, ReplyBy: ReplyBy(now), CreatedAt: now.UnixMilli(),
	})
}

// ownImages turns image URLs into stored names, refusing any URL that is not one of our
// uploads accepted by allowed, and duplicates.
func (s *Service) ownImages(ctx context.Context, urls []string, allowed func(storage.Upload) bool) ([]string, error) {
	if len(urls) > MaxImages {
		return nil, ErrTooManyImages
	}
	names := make([]string, 0, len(urls))
	seen := map[string]bool{}
	for _, u := range urls {
		name, ok := storage.NameFromURL(u, s.PublicBase)
		if !ok || seen[name] {
			return nil, ErrForeignImage
		}
		seen[name] = true
		names = append(names, name)
	}
	if len(names) == 0 {
		return names, nil
	}
	ups, err := s.Repo.Uploads(ctx, names)
	if err != nil {
		return nil, err
	}
	good := map[string]bool{}
	for _, u := range ups {
		if allowed(u) {
			good[u.Name] = true
		}
	}
	for _, n := range names {
		if !good[n] {
			return nil, ErrForeignImage
		}
	}
	return names, nil
}

// List returns the borrower's complaints, newest first.
func (s *Service) List(ctx context.Context, userID int64) ([]Complaint, error) {
	return s.Repo.UserComplaints(ctx, userID)
}

// Detail returns one complaint of the borrower; another borrower's id is ErrNotFound.
func (s *Service) Detail(ctx context.Context, userID, id int64) (Complaint, error) {
	if id <= 0 {
		return Complaint{}, ErrNotFound
	}
	return s.Repo.UserComplaint(ctx, userID, id)
}

// ListTyped is List with the type catalogue the complaints' titles are read from.
func (s *Service) ListTyped(ctx context.Context, userID int64) ([]Complaint, []Type, error) {
	types, err := s.Types(ctx)
	if err != nil {
		return nil, nil, err
	}
	list, err := s.List(ctx, userID)
	if err != nil {
		return nil, nil, err
	}
	return list, types, nil
}

// DetailTyped is Detail with the type catalogue its titles are read from.
func (s *Service) DetailTyped(ctx context.Context, userID, id int64) (Complaint, []Type, error) {
	c, err := s.Detail(ctx, userID, id)
	if err != nil {
		return Complaint{}, nil, err
	}
	types, err := s.Types(ctx)
	if err != nil {
		return Complaint{}, nil, err
	}
	return c, types, nil
}

// Rate saves the borrower's rating (1-5), once, and only after the operator asked for it.
func (s *Service) Rate(ctx context.Context, userID, id int64, score int) error {
	if err := ValidateScore(score); err != nil {
		return err
	}
	if id <= 0 {
		return ErrNotFound
	}
	return s.Repo.SaveComplaintScore(ctx, userID, id, score, s.Clock.Now().UnixMilli())
}

// ReplyToComplaint is the operator's side (the back office calls it): it writes the process
// result (text and/or images, given as our upload URLs) and, with askRating, asks the
// borrower to rate the service. A later reply replaces the text and images; a rating once
// asked stays asked.
//
// audit, when given, is the operator's audit row: its before and after are filled with the
// reply as it was and as it is saved, and it is written in the reply's transaction.
func (s *Service) ReplyToComplaint(ctx context.Context, complaintID, operatorID int64, text string, images []string, askRating bool, audit ...admin.Entry) (Complaint, error) {
	r := Reply{ComplaintID: complaintID, OperatorID: operatorID, Text: strings.TrimSpace(text), Images: images, AskRating: askRating, At: s.Clock.Now().UnixMilli()}
	if err := ValidateReply(r); err != nil {
		return Complaint{}, err
	}
	before, err := s.Repo.ComplaintByID(ctx, complaintID)
	if err != nil {
		return Complaint{}, err
	}
	names, err := s.ownImages(ctx, images, func(storage.Upload) bool { return true })
	if err != nil {
		return Complaint{}, err
	}
	r.Images = names
	for i := range audit {
		audit[i].Before = replySnapshot(before.ReplyText, before.ReplyImages, before.NeedScore, before.RepliedAt)
		audit[i].After = replySnapshot(r.Text, r.Images, before.NeedScore || r.AskRating, r.At)
	}
	if err := s.Repo.SaveComplaintReply(ctx, r, audit...); err != nil {
		return Complaint{}, err
	}
	return s.Repo.ComplaintByID(ctx, complaintID)
}

// Upload errors, as the borrower reads them (the storage package's).
var (
	ErrUploadNotImage   = storage.ErrUploadNotImage
	ErrUploadTooLarge   = storage.ErrUploadTooLarge
	ErrUploadDimensions = storage.ErrUploadDimensions
	ErrUploadCorrupt    = storage.ErrUploadCorrupt
	ErrUploadMissing    = storage.ErrUploadMissing
)

// UploadImage checks r is a JPEG or PNG picture of at most 5 MB by its content, strips its
// metadata by re-encoding, stores it under a random name and records who uploaded it.
// It returns the URL to send back with the complaint. On any error nothing is kept.
func (s *Service) UploadImage(ctx context.Context, ownerKind string, ownerID int64, purpose string, r io.Reader) (string, error) {
	img, err := storage.CleanUpload(r)
	if err != nil {
		return "", err
	}
	name, err := storage.NewName(img.ContentType)
	if err != nil {
		return "", err
	}
	url, err := s.Files.Put(ctx, name, img.ContentType, bytes.NewReader(img.Data))
	if err != nil {
		return "", err
	}
	rec := storage.Upload{Name: name, OwnerKind: ownerKind, OwnerID: ownerID, Purpose: purpose, ContentType: img.ContentType,
		Size: int64(len(img.Data)), Width: img.Width, Height: img.Height, CreatedAt: s.Clock.Now().UnixMilli()}
	if err := s.Repo.SaveUpload(ctx, rec); err != nil {
		if derr := s.Files.Delete(context.WithoutCancel(ctx), name); derr != nil && s.Log != nil {
			s.Log.Warn("complaints: unable to remove an unrecorded upload", "name", name, "err", derr)
		}
		return "", err
	}
	return url, nil
}

// ImageURLs turns stored names into the URLs the client shows.
func ImageURLs(names []string) []string {
	out := make([]string, 0, len(names))
	for _, n := range names {
		out = append(out, storage.URLOf(n))
	}
	return out
}

// replySnapshot is a complaint's reply as the audit log records it.
func replySnapshot(text string, images []string, needScore bool, repliedAt int64) map[string]any {
	return map[string]any{"replyText": text, "replyImages": images, "needScore": needScore, "repliedAt": repliedAt}
}

// DeskView is a complaint as the back office's desk reads it: the borrower's phone masked per
// the operator's role, the types that name it and the day its reply-by is compared with.
type DeskView struct {
	Complaint Complaint
	Phone     string
	Types     []Type
	Today     string
}

// ForDesk reads any complaint for an operator of the given role.
func (s *Service) ForDesk(ctx context.Context, id int64, role admin.Role) (DeskView, error) {
	c, err := s.Repo.ComplaintByID(ctx, id)
	if err != nil {
		return DeskView{}, err
	}
	types, err := s.Types(ctx)
	if err != nil {
		return DeskView{}, err
	}
	return s.deskView(ctx, c, types, role)
}

// ReplyForDesk writes an operator's reply (ReplyToComplaint) and answers the complaint as the
// desk shows it after. The types are only its labels: a failure to read them leaves them out
// rather than hiding a reply already saved.
func (s *Service) ReplyForDesk(ctx context.Context, id int64, op admin.Operator, text string, images []string, askRating bool, audit ...admin.Entry) (DeskView, error) {
	after, err := s.ReplyToComplaint(ctx, id, op.ID, text, images, askRating, audit...)
	if err != nil {
		return DeskView{}, err
	}
	types, _ := s.Types(ctx)
	return s.deskView(ctx, after, types, op.Role)
}

func (s *Service) deskView(ctx context.Context, c Complaint, types []Type, role admin.Role) (DeskView, error) {
	phone, err := s.Repo.ComplainantPhone(ctx, c.UserID)
	if err != nil {
		return DeskView{}, err
	}
	return DeskView{Complaint: c, Phone: admin.PhoneFor(role, phone), Types: types, Today: s.Clock.Now().In(clock.Manila).Format(time.DateOnly)}, nil
}
