// Package complaints holds the rules of the 'Online service' screens (spec sections 2-5, 9):
// complaint types, which orders accept a collection complaint, the limits of a submission,
// the promised reply date, the operator's reply and the borrower's one rating. It speaks no
// SQL and no HTTP: the store implements Repo, the API and the back office call Service.
package complaints

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/clock"
)

// Limits of spec section 9.
const (
	// MaxDetailChars is the longest complaint description, in characters.
	MaxDetailChars = 200
	// MaxImages is the most evidence images one complaint (or one reply) carries.
	MaxImages = 9
	// ReplyWeekdays is the promised reply time: this many weekdays after filing.
	ReplyWeekdays = 3
	// MinScore and MaxScore bound the rating stars.
	MinScore, MaxScore = 1, 5
	// MaxReplyChars bounds an operator's reply; the spec sets none, this only stops abuse.
	MaxReplyChars = 2000
)

// CollectionType is the complaint type value of collection (spec section 4): it needs an
// order where collection could have happened, and a sub-type.
const CollectionType = 1

// Coded errors of this feature (docs/errors.md, section Complaints).
var (
	ErrNotFound             = apperr.New("problem_not_found", "This complaint was not found.")
	ErrOrderNotFound        = apperr.New("problem_order_not_found", "This order was not found. Please choose one of your orders.")
	ErrTypeInvalid          = apperr.New("problem_type_invalid", "Please choose what your complaint is about.")
	ErrSonTypeInvalid       = apperr.New("problem_son_type_invalid", "Please choose the kind of collection problem.")
	ErrCollectionNotOnOrder = apperr.New("problem_collection_not_allowed", "The selected order does not support collection-type complaints.")
	ErrDetailRequired       = apperr.New("problem_detail_required", "Please fill in your comments and suggestions")
	ErrDetailTooLong        = apperr.New("problem_detail_too_long", "Your description can be at most 200 characters.")
	ErrTooManyImages        = apperr.New("problem_images_too_many", "You can attach at most 9 images.")
	ErrForeignImage         = apperr.New("problem_image_foreign", "One of the images was not uploaded here. Please remove it and upload it again.")
	ErrScoreInvalid         = apperr.New("problem_score_invalid", "Please choose from 1 to 5 stars.")
	ErrScoreNotRequested    = apperr.New("problem_score_not_requested", "This complaint is not waiting for a rating yet.")
	ErrAlreadyScored        = apperr.New("problem_already_scored", "You have already rated this service. Thank you!")
	ErrReplyEmpty           = apperr.New("problem_reply_empty", "Write a reply or attach an image.")
	ErrReplyTooLong         = apperr.New("problem_reply_too_long", "The reply can be at most 2000 characters.")
	ErrOperatorRequired     = apperr.New("problem_operator_required", "The reply needs the operator who wrote it.")
)

// Type is a complaint type (Parent 0) or a sub-type (Parent = its type's value), kept as data.
type Type struct {
	Value  int
	Parent int
	Title  string
}

// Order is one of the borrower's orders as the complaint home shows it.
type Order struct {
	ID          int64
	OrderNo     string
	UserID      int64
	ProductName string
	ProductLogo string
	Amount      int64 // centavos
	Status      int
	DueDate     string // YYYY-MM-DD, "" before disbursement
	CreatedAt   int64  // unix ms
}

// IsShow is the spec's isShow flag: 1 when the order accepts a collection complaint.
func (o Order) IsShow() int {
	if CollectionAllowed(o.Status) {
		return 1
	}
	return 0
}

// CollectionAllowed reports whether an order in status can carry a collection complaint:
// only once money went out (disbursed 170, due 174, overdue 180, settled 200) could anyone
// have collected on it. Under review (21), rejected (110) and disbursing (151) cannot.
func CollectionAllowed(status int) bool {
	switch status {
	case 170, 174, 180, 200:
		return true
	}
	return false
}

// Complaint is one filed complaint with its handling.
type Complaint struct {
	ID        int64
	UserID    int64
	OrderID   int64
	OrderNo   string
	Type      int
	SonType   int // 0 when the type has no sub-types
	Detail    string
	Images    []string // stored upload names, in the borrower's order
	ReplyBy   string   // YYYY-MM-DD in Manila: ReplyWeekdays weekdays after filing
	CreatedAt int64

	ReplyText   string   // the operator's process result
	ReplyImages []string // upload names attached by the operator
	OperatorID  int64
	RepliedAt   int64 // 0 until an operator replied

	NeedScore bool  // the operator asked for a rating
	Score     int   // 0 until rated
	ScoredAt  int64 // 0 until rated
}

// Status is where a complaint stands, for the list tabs and the back office.
type Status string

// The complaint statuses.
const (
	StatusPending Status = "pending" // filed, no reply yet
	StatusReplied Status = "replied" // the operator wrote a process result
)

// Status derives the status from the handling fields.
func (c Complaint) Status() Status {
	if c.RepliedAt > 0 {
		return StatusReplied
	}
	return StatusPending
}

// AwaitingScore is the spec's isNeedScore: asked for and not given yet, so the modal stops
// showing once the borrower rated.
func (c Complaint) AwaitingScore() bool { return c.NeedScore && c.Score == 0 }

// Submission is what the borrower sends from the complaint form.
type Submission struct {
	OrderNo string
	Type    int
	SonType int
	Detail  string
	Images  []string // our upload URLs, as the uploader returned them
}

// Reply is an operator's process result.
type Reply struct {
	ComplaintID int64
	OperatorID  int64
	Text        string
	Images      []string // upload names
	AskRating   bool
	At          int64
}

// TypeTitle returns the title of a type or sub-type, or "" when unknown.
func TypeTitle(types []Type, parent, value int) string {
	for _, t := range types {
		if t.Parent == parent && t.Value == value {
			return t.Title
		}
	}
	return ""
}

// TopTypes returns the types (not sub-types) in their stored order.
func TopTypes(types []Type) []Type { return SubTypes(types, 0) }

// SubTypes returns the sub-types of parent in their stored order.
func SubTypes(types []Type, parent int) []Type {
	out := []Type{}
	for _, t := range types {
		if t.Parent == parent {
			out = append(out, t)
		}
	}
	return out
}

// ValidateSubmission checks a submission against the type data and the limits of spec
// section 5. The order and image checks need the store and live in Service.Submit.
func ValidateSubmission(types []Type, sub Submission) error {
	if TypeTitle(types, 0, sub.Type) == "" {
		return ErrTypeInvalid
	}
	sons := SubTypes(types, sub.Type)
	switch {
	case len(sons) > 0 && TypeTitle(types, sub.Type, sub.SonType) == "":
		return ErrSonTypeInvalid
	case len(sons) == 0 && sub.SonType != 0:
		return ErrSonTypeInvalid
	}
	if strings.TrimSpace(sub.Detail) == "" {
		return ErrDetailRequired
	}
	if utf8.RuneCountInString(sub.Detail) > MaxDetailChars {
		return ErrDetailTooLong
	}
	if len(sub.Images) > MaxImages {
		return ErrTooManyImages
	}
	return nil
}

// ValidateScore checks a rating is 1 to 5 stars.
func ValidateScore(score int) error {
	if score < MinScore || score > MaxScore {
		return ErrScoreInvalid
	}
	return nil
}

// ValidateReply checks an operator reply: some text or an image, within the limits.
func ValidateReply(r Reply) error {
	if r.OperatorID <= 0 {
		return ErrOperatorRequired
	}
	if strings.TrimSpace(r.Text) == "" && len(r.Images) == 0 {
		return ErrReplyEmpty
	}
	if utf8.RuneCountInString(r.Text) > MaxReplyChars {
		return ErrReplyTooLong
	}
	if len(r.Images) > MaxImages {
		return ErrTooManyImages
	}
	return nil
}

// ReplyBy is the day a complaint filed at t must be answered by: ReplyWeekdays weekdays
// (Monday to Friday) after the filing day in Manila. Public holidays are not skipped: the
// promise is the stricter for it, and the holiday calendar is not data we hold yet.
func ReplyBy(t time.Time) string {
	d := t.In(clock.Manila)
	d = time.Date(d.Year(), d.Month(), d.Day(), 12, 0, 0, 0, clock.Manila)
	for left := ReplyWeekdays; left > 0; {
		d = d.AddDate(0, 0, 1)
		if wd := d.Weekday(); wd != time.Saturday && wd != time.Sunday {
			left--
		}
	}
	return d.Format(time.DateOnly)
}

// SplitImages turns the spec's comma-joined problemImage into a list, dropping empty parts
// ("" means no images).
func SplitImages(joined string) []string {
	out := []string{}
	for _, p := range strings.Split(joined, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
