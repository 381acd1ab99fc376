package api

import "github.com/pautang/pautang/internal/complaints"

// The operator API's answers of the complaint desk (admin_complaint_handlers.go).

// adminComplaint is a complaint as the complaint desk shows it (phone masked by role; type
// names in English).
type adminComplaint struct {
	ID          int64             `json:"id"`
	OrderID     int64             `json:"orderId"`
	OrderNo     string            `json:"orderNo"`
	UserID      int64             `json:"userId"`
	Phone       string            `json:"phone"`
	Type        string            `json:"type"`
	SonType     string            `json:"sonType"`
	Content     string            `json:"content"`
	Images      []string          `json:"images"` // URLs
	ReplyBy     string            `json:"replyBy"`
	Overdue     bool              `json:"overdue"` // unanswered past its reply-by day
	CreatedAt   int64             `json:"createdAt"`
	ReplyText   string            `json:"replyText"`
	ReplyImages []string          `json:"replyImages"` // URLs
	RepliedAt   int64             `json:"repliedAt"`
	OperatorID  int64             `json:"operatorId"`
	NeedScore   bool              `json:"needScore"`
	Score       int               `json:"score"`
	ScoredAt    int64             `json:"scoredAt"`
	Status      complaints.Status `json:"status"`
}

// complaintList answers GET /complaints.
type complaintList struct {
	Complaints []adminComplaint `json:"complaints"`
	Today      string           `json:"today"`
}

// complaintReplyBody is an operator's process result.
type complaintReplyBody struct {
	Text      string   `json:"text"`
	Images    []string `json:"images"` // upload URLs (POST /uploads)
	AskRating bool     `json:"askRating"`
}

// adminUploaded answers POST /uploads: the image's URL.
type adminUploaded struct {
	URL string `json:"url"`
}
