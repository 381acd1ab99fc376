package api

import (
	"context"
	"io"
	"net/http"
	"strconv"

	"github.com/pautang/pautang/internal/admin"
	"github.com/pautang/pautang/internal/complaints"
	"github.com/pautang/pautang/internal/loans"
	"github.com/pautang/pautang/internal/storage"
)

// The back-office complaint desk.

func (s *Server) complaintRow(role admin.Role, types []complaints.Type, c complaints.Complaint, phone string, today string) adminComplaint {
	typ, son := complaintTypeText(context.Background(), types, c) // operators read English
	return adminComplaint{
		ID: c.ID, OrderID: c.OrderID, OrderNo: c.OrderNo, UserID: c.UserID, Phone: admin.PhoneFor(role, phone),
		Type: typ, SonType: son, Content: c.Detail, Images: complaints.ImageURLs(c.Images),
		ReplyBy: c.ReplyBy, Overdue: c.RepliedAt == 0 && today > c.ReplyBy, CreatedAt: c.CreatedAt,
		ReplyText: c.ReplyText, ReplyImages: complaints.ImageURLs(c.ReplyImages), RepliedAt: c.RepliedAt, OperatorID: c.OperatorID,
		NeedScore: c.NeedScore, Score: c.Score, ScoredAt: c.ScoredAt, Status: c.Status(),
	}
}

func (s *Server) handleAdminComplaint(w http.ResponseWriter, r *http.Request, c adminCtx) {
	id, err := pathID(r)
	if err != nil {
		fail(w, r, err)
		return
	}
	cp, err := s.Store.Complaints().ComplaintByID(r.Context(), id)
	if err != nil {
		fail(w, r, err)
		return
	}
	user, err := s.Store.Users().UserByID(r.Context(), cp.UserID)
	if err != nil {
		fail(w, r, err)
		return
	}
	types, err := s.complaintService().Types(r.Context())
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, s.complaintRow(c.Op.Role, types, cp, user.Phone, loans.DateOf(s.Clock.Now()).String()))
}

func (s *Server) handleAdminComplaintReply(w http.ResponseWriter, r *http.Request, c adminCtx) {
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
	after, err := s.complaintService().ReplyToComplaint(r.Context(), id, c.Op.ID, in.Text, in.Images, in.AskRating,
		c.audit("complaint.reply", "complaint", strconv.FormatInt(id, 10), nil, nil))
	if err != nil {
		fail(w, r, err)
		return
	}
	types, _ := s.complaintService().Types(r.Context())
	user, err := s.Store.Users().UserByID(r.Context(), after.UserID)
	if err != nil {
		fail(w, r, err)
		return
	}
	ok(w, r, FamilyZero, s.complaintRow(c.Op.Role, types, after, user.Phone, loans.DateOf(s.Clock.Now()).String()))
}

func (s *Server) handleAdminUpload(w http.ResponseWriter, r *http.Request, c adminCtx) {
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
