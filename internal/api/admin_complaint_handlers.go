package api

import (
	"context"
	"github.com/pautang/pautang/internal/admin"
	"io"
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/complaints"
	"github.com/pautang/pautang/internal/storage"
)

// The back-office complaint desk.

// complaintRow is a complaint as operator role sees it.
func (s *Server) complaintRow(role admin.Role, types []complaints.Type, c complaints.Complaint, phone string, today string) adminComplaint {
	return deskComplaint(complaints.DeskView{Complaint: c, Phone: admin.PhoneFor(role, phone), Types: types, Today: today})
}

// deskComplaint is a complaint as the desk shows it (the phone already masked per role).
func deskComplaint(v complaints.DeskView) adminComplaint {
	c, today := v.Complaint, v.Today
	typ, son := complaintTypeText(context.Background(), v.Types, c) // operators read English
	return adminComplaint{
		ID: c.ID, OrderID: c.OrderID, OrderNo: c.OrderNo, UserID: c.UserID, Phone: v.Phone,
		Type: typ, SonType: son, Content: c.Detail, Images: complaints.ImageURLs(c.Images),
		ReplyBy: c.ReplyBy, Overdue: c.RepliedAt == 0 && today > c.ReplyBy, CreatedAt: c.CreatedAt,
		ReplyText: c.ReplyText, ReplyImages: complaints.ImageURLs(c.ReplyImages), RepliedAt: c.RepliedAt, OperatorID: c.OperatorID,
		NeedScore: c.NeedScore, Score: c.Score, ScoredAt: c.ScoredAt, Status: c.Status(),
	}
}

func (s operatorComplaints) handleAdminComplaint(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	v, err := s.complaintService().ForDesk(r.Context(), id, c.Op.Role)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, deskComplaint(v))
}

func (s operatorComplaints) handleAdminComplaintReply(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	var in complaintReplyBody
	if err := decodeJSON(w, r, &in); err != nil {
		fail(w, r, err)
		return
	}
	v, err := s.complaintService().ReplyForDesk(r.Context(), id, c.Op, in.Text, in.Images, in.AskRating,
		c.audit("complaint.reply", "complaint", strconv.FormatInt(id, 10), nil, nil))
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, deskComplaint(v))
}

func (s operatorComplaints) handleAdminUpload(w http.ResponseWriter, r *http.Request, c adminCtx) {
	r.Body = http.MaxBytesReader(w, r.Body, storage.MaxImageBytes+64<<10)
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
			fail(w, r, complaints.ErrUploadCorrupt)
			return
		}
		if part.FormName() != "file" {
			continue
		}
		url, err := s.complaintService().UploadImage(r.Context(), storage.OwnerOperator, c.Op.ID, complaints.PurposeReply, part)
		if err != nil {
			fail(w, r, err)
			return
		}
		ok(w, r, FamilyZero, adminUploaded{URL: url})
		return
	}
}
