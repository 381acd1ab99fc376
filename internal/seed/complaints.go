package seed

import (
	"context"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/complaints"
	"github.com/pautang/pautang/internal/store"
)

// seedComplaints files one answered complaint for the demo borrower, so the 'My complaints'
// list and the process result have something to show. It needs a demo order (seeded by the
// loans step) and does nothing when the borrower already has a complaint.
func seedComplaints(ctx context.Context, st *store.Store, clk clock.Clock, _ Options) (string, error) {
	u, _, err := st.Users().UpsertUser(ctx, DemoPhone)
	if err != nil {
		return "", err
	}
	existing, err := st.Complaints().UserComplaints(ctx, u)
	if err != nil {
		return "", err
	}
	if len(existing) > 0 {
		return "already there", nil
	}
	orders, err := st.Complaints().ComplaintOrders(ctx, u)
	if err != nil {
		return "", err
	}
	if len(orders) == 0 {
		return "no demo order yet, skipped", nil
	}
	now := clk.Now()
	c, err := st.Complaints().CreateComplaint(ctx, complaints.Complaint{
		UserID: u, OrderID: orders[0].ID, OrderNo: orders[0].OrderNo, Type: 5,
		Detail:  "Please send an SMS reminder two days before my due date.",
		ReplyBy: complaints.ReplyBy(now), CreatedAt: now.UnixMilli(),
	})
	if err != nil {
		return "", err
	}
	err = st.Complaints().SaveComplaintReply(ctx, complaints.Reply{ComplaintID: c.ID, OperatorID: 1, At: now.UnixMilli(),
		Text: "Thank you for the suggestion! Reminders now go out 3 days and 1 day before every due date."})
	if err != nil {
		return "", err
	}
	return "1 answered complaint", nil
}
