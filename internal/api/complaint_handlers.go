package api

import (
	"context"
	"io"
	"net/http"
	"strconv"
	"time"

	"github.com/pautang/pautang/internal/apperr"
	"github.com/pautang/pautang/internal/auth"
	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/complaints"
	"github.com/pautang/pautang/internal/i18n"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/storage"
)

// The complaint calls of spec section 7 (/user-problem/*) and the contact info of the
// customer-service page. Success is '0' except upload and score-save ('00').

// maxUploadBody bounds an upload request: the 5 MB image plus the multipart envelope. A
// bigger body is read no further than this, so the borrower still gets the envelope.
const maxUploadBody = storage.MaxImageBytes + 1<<20

// handlerLabel is who the process result is shown as coming from.
var handlerLabel = i18n.N("Customer Service")

// complaintService is the complaint service (cli wires it; the tests' harness too).
func (s *Server) complaintService() *complaints.Service { return s.Complaints }

// titleValues lists complaint types; their titles are the operator's, translated when the
// catalogue knows them (the seeded types).
func titleValues(ctx context.Context, ts []complaints.Type) []titleValue {
	out := make([]titleValue, 0, len(ts))
	for _, t := range ts {
		out = append(out, titleValue{Title: i18n.T(ctx, t.Title), Value: t.Value})
	}
	return out
}

// complaintOrder is an order as the complaint home card shows it.
func complaintOrder(ctx context.Context, o complaints.Order) complaintOrderData {
	rows := []titleText{
		{Title: i18n.T(ctx, "Loan amount"), Value: loans.FormatPeso(o.Amount)},
		{Title: i18n.T(ctx, "Application date"), Value: i18n.Date(ctx, time.UnixMilli(o.CreatedAt).In(clock.Manila).Format(time.DateOnly))},
	}
	if o.DueDate != "" {
		rows = append(rows, titleText{Title: i18n.T(ctx, "Due date"), Value: i18n.Date(ctx, o.DueDate)})
	}
	rows = append(rows, titleText{Title: i18n.T(ctx, "Order number"), Value: o.OrderNo})
	return complaintOrderData{
		OrderID:     strconv.FormatInt(o.ID, 10),
		OrderNo:     o.OrderNo,
		ProductLogo: o.ProductLogo,
		ProductName: o.ProductName,
		Status:      statusText(ctx, o.Status),
		OrderStatus: o.Status,
		IsShow:      o.IsShow(),
		List:        rows,
	}
}

func (s borrowerComplaints) handleProblemInit(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, err := decode[problemInitReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	home, err := s.complaintService().Home(r.Context(), sess.UserID, req.OrderID, req.OrderNo)
	if err != nil {
		fail(w, r, err)
		return
	}
	list := make([]complaintOrderData, 0, len(home.Orders))
	for _, o := range home.Orders {
		list = append(list, complaintOrder(r.Context(), o))
	}
	var detail *complaintOrderData
	if home.Selected != nil {
		d := complaintOrder(r.Context(), *home.Selected)
		detail = &d
	}
	ok(w, r, FamilyZero, problemInitData{
		ProblemType:    titleValues(r.Context(), home.Types),
		ProblemSonType: titleValues(r.Context(), home.SubTypes),
		OrderDetail:    detail,
		OrderList:      list,
		ReplyDays:      complaints.ReplyWeekdays,
	})
}

func (s borrowerComplaints) handleProblemSave(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, err := decode[problemSaveReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	sub := complaints.Submission{
		OrderNo: req.OrderNo,
		Type:    int(req.ProblemType),
		SonType: int(req.ProblemSonType),
		Detail:  req.ProblemDetail,
		Images:  complaints.SplitImages(req.ProblemImage),
	}
	c, err := s.complaintService().Submit(r.Context(), sess.UserID, sub)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, problemSaveData{ProblemID: strconv.FormatInt(c.ID, 10), ReplyBy: c.ReplyBy})
}

// complaintTypeText is "Type" or "Type · Sub-type" for lists.
func complaintTypeText(ctx context.Context, types []complaints.Type, c complaints.Complaint) (typ, son string) {
	typ = i18n.T(ctx, complaints.TypeTitle(types, 0, c.Type))
	if c.SonType != 0 {
		son = i18n.T(ctx, complaints.TypeTitle(types, c.Type, c.SonType))
	}
	return typ, son
}

func complaintTime(ms int64) string {
	return time.UnixMilli(ms).In(clock.Manila).Format(time.DateTime)
}

func complaintStatusText(ctx context.Context, c complaints.Complaint) string {
	if c.Status() == complaints.StatusReplied {
		return i18n.T(ctx, "Replied")
	}
	return i18n.T(ctx, "Processing")
}

func (s borrowerComplaints) handleProblemList(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	list, types, err := s.complaintService().ListTyped(r.Context(), sess.UserID)
	if err != nil {
		fail(w, r, err)
		return
	}
	all, pending, replied := []complaintListItem{}, []complaintListItem{}, []complaintListItem{}
	for _, c := range list {
		typ, son := complaintTypeText(r.Context(), types, c)
		if son != "" {
			typ += " · " + son
		}
		item := complaintListItem{
			ID: strconv.FormatInt(c.ID, 10), Time: complaintTime(c.CreatedAt), Type: typ, Content: c.Detail,
			Status: string(c.Status()), StatusText: complaintStatusText(r.Context(), c), ReplyBy: c.ReplyBy, IsNeedScore: boolInt(c.AwaitingScore()),
		}
		all = append(all, item)
		if c.Status() == complaints.StatusReplied {
			replied = append(replied, item)
		} else {
			pending = append(pending, item)
		}
	}
	ok(w, r, FamilyZero, problemListData{Tabs: []complaintTab{
		{Title: i18n.T(r.Context(), "All"), Value: "all", Items: all},
		{Title: i18n.T(r.Context(), "Processing"), Value: string(complaints.StatusPending), Items: pending},
		{Title: i18n.T(r.Context(), "Replied"), Value: string(complaints.StatusReplied), Items: replied},
	}})
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// complaintDetail is the detail of spec section 3 plus the promise and the status.
func complaintDetail(ctx context.Context, types []complaints.Type, c complaints.Complaint) complaintDetailData {
	typ, son := complaintTypeText(ctx, types, c)
	return complaintDetailData{
		ProblemID:     strconv.FormatInt(c.ID, 10),
		Type:          typ,
		SonType:       son,
		Content:       c.Detail,
		Images:        complaints.ImageURLs(c.Images),
		DisposeName:   i18n.T(ctx, handlerLabel),
		DisposeDetail: c.ReplyText,
		DisposeImages: complaints.ImageURLs(c.ReplyImages),
		IsNeedScore:   boolInt(c.AwaitingScore()),
		Score:         c.Score,
		Status:        string(c.Status()),
		StatusText:    complaintStatusText(ctx, c),
		OrderNo:       c.OrderNo,
		Time:          complaintTime(c.CreatedAt),
		ReplyBy:       c.ReplyBy,
	}
}

func (s borrowerComplaints) handleProblemDetail(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, err := decode[problemIDReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	c, types, err := s.complaintService().DetailTyped(r.Context(), sess.UserID, req.ProblemID)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, complaintDetail(r.Context(), types, c))
}

func (s borrowerComplaints) handleSaveScore(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	req, err := decode[saveScoreReq](w, r)
	if err != nil {
		fail(w, r, err)
		return
	}
	id, score := req.ProblemID, req.Score
	if err := s.complaintService().Rate(r.Context(), sess.UserID, id, int(score)); err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, saveScoreData{ProblemID: strconv.FormatInt(id, 10), Score: score})
}

// uploadAllowed counts one upload request against the borrower's hourly limit (one atomic
// step, shared by every image upload); false: refused and answered.
func (s borrowerComplaints) uploadAllowed(w http.ResponseWriter, r *http.Request, sess auth.Session) bool {
	if err := s.complaintService().AllowUpload(r.Context(), sess.UserID); err != nil {
		fail(w, r, err)
		return false
	}
	return true
}

// handleUploadProblemImage takes one image in the multipart field problemImage. The body is
// streamed: only the image part is read, and never more than 5 MB of it.
func (s borrowerComplaints) handleUploadProblemImage(w http.ResponseWriter, r *http.Request, sess auth.Session) {
	if s.Files == nil {
		fail(w, r, apperr.New(apperr.CodeForbidden, "Uploads are not available on this server."))
		return
	}
	if r.ContentLength > 3*maxUploadBody {
		fail(w, r, complaints.ErrUploadTooLarge)
		return
	}
	if !s.uploadAllowed(w, r, sess) {
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, 3*maxUploadBody)
	// Whatever happens, read the rest of a sane-sized body, so the client is not cut off
	// mid-send and sees our answer instead of a reset connection.
	defer io.Copy(io.Discard, r.Body)
	mr, err := r.MultipartReader()
	if err != nil {
		fail(w, r, complaints.ErrUploadMissing)
		return
	}
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			fail(w, r, complaints.ErrUploadMissing)
			return
		}
		if err != nil {
			fail(w, r, apperr.Invalid("The upload could not be read. Please try again."))
			return
		}
		if part.FormName() != "problemImage" {
			part.Close()
			continue
		}
		url, err := s.complaintService().UploadImage(r.Context(), storage.OwnerBorrower, sess.UserID, complaints.PurposeEvidence, part)
		part.Close()
		if err != nil {
			fail(w, r, err)
			return
		}
		ok(w, r, FamilyDoubleZero, uploadImageData{URL: url})
		return
	}
}

// handleContactInfo answers the customer-service contact of the configuration. The client
// sends a payload with an overall value of 30 (spec section 7); it selects nothing here.
func (s borrowerComplaints) handleContactInfo(w http.ResponseWriter, r *http.Request) {
	if _, err := decode[contactInfoReq](w, r); err != nil {
		fail(w, r, err)
		return
	}
	c, err := s.complaintService().Contact(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyDoubleZero, contactInfoData{Email: c.Email, SmWa: c.Phone, ReplyDays: complaints.ReplyWeekdays})
}
