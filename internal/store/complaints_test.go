package store_test

import (
	"context"
	"errors"
	"sync"
	"testing"

	"github.com/pautang/pautang/internal/clock"
	"github.com/pautang/pautang/internal/complaints"
	"github.com/pautang/pautang/internal/store"
	"github.com/pautang/pautang/internal/store/storetest"
)

func TestStoreComplaints(t *testing.T) {
	storetest.Each(t, func(t *testing.T, d store.Dialect) {
		ctx := context.Background()
		clk := clock.NewFixed(t0)
		st := storetest.Open(t, d, clk)
		uid, _, err := st.Users().UpsertUser(ctx, "09171234567")
		if err != nil {
			t.Fatal(err)
		}
		var pid, oid int64
		if err := st.DB.QueryRowContext(context.Background(), `INSERT INTO products (code, name, min_amount, max_amount, amount_step, term_days, periods, interest_bp_month, service_fee_bp, created_at, updated_at)
			VALUES ('p', 'P', 1, 2, 1, 120, 1, 1, 1, 1, 1) RETURNING id`).Scan(&pid); err != nil {
			t.Fatal(err)
		}
		if err := st.DB.QueryRowContext(context.Background(), `INSERT INTO orders (order_no, user_id, product_id, amount, periods, term_days, status, created_at, updated_at)
			VALUES ('PT1', $1, $2, 100, 1, 120, 170, 1, 1) RETURNING id`, uid, pid).Scan(&oid); err != nil {
			t.Fatal(err)
		}
		c := complaints.Complaint{UserID: uid, OrderID: oid, Type: 2, Detail: "late posting", Images: []string{"a.png"}, ReplyBy: "2026-11-25", CreatedAt: clk.Now().UnixMilli()}
		first, err := st.Complaints().CreateComplaint(ctx, c)
		if err != nil {
			t.Fatal(err)
		}
		if first.OrderNo != "PT1" || len(first.Images) != 1 || first.Images[0] != "a.png" {
			t.Fatalf("created: got %+v", first)
		}
		t.Run("DuplicateWithinAMinute", func(t *testing.T) {
			c.CreatedAt += 30_000
			again, err := st.Complaints().CreateComplaint(ctx, c)
			if err != nil || again.ID != first.ID {
				t.Fatalf("got id %d (%v), want %d", again.ID, err, first.ID)
			}
			c.CreatedAt += 60_000
			later, err := st.Complaints().CreateComplaint(ctx, c)
			if err != nil || later.ID == first.ID {
				t.Fatalf("after a minute: got id %d (%v), want a new complaint", later.ID, err)
			}
		})
		t.Run("ErrOtherUser", func(t *testing.T) {
			if _, err := st.Complaints().UserComplaint(ctx, uid+1, first.ID); !errors.Is(err, complaints.ErrNotFound) {
				t.Fatalf("got %v, want ErrNotFound", err)
			}
		})
		t.Run("ScoreOnceUnderRace", func(t *testing.T) {
			if err := st.Complaints().SaveComplaintReply(ctx, complaints.Reply{ComplaintID: first.ID, OperatorID: 7, Text: "done", AskRating: true, At: 5}); err != nil {
				t.Fatal(err)
			}
			var wg sync.WaitGroup
			errs := make([]error, 4)
			for i := range errs {
				wg.Add(1)
				go func() {
					defer wg.Done()
					errs[i] = st.Complaints().SaveComplaintScore(ctx, uid, first.ID, i+1, 10)
				}()
			}
			wg.Wait()
			ok := 0
			for _, err := range errs {
				switch {
				case err == nil:
					ok++
				case !errors.Is(err, complaints.ErrAlreadyScored):
					t.Fatalf("unexpected error: %v", err)
				}
			}
			if ok != 1 {
				t.Fatalf("saved %d scores, want 1", ok)
			}
			got, _ := st.Complaints().ComplaintByID(ctx, first.ID)
			if got.Score < 1 || got.AwaitingScore() || got.OperatorID != 7 || got.Status() != complaints.StatusReplied {
				t.Fatalf("after rating: got %+v", got)
			}
			// A later reply without the flag keeps the rating asked and the score.
			st.Complaints().SaveComplaintReply(ctx, complaints.Reply{ComplaintID: first.ID, OperatorID: 7, Text: "more", At: 6})
			got, _ = st.Complaints().ComplaintByID(ctx, first.ID)
			if !got.NeedScore || got.Score == 0 || got.ReplyText != "more" {
				t.Fatalf("after second reply: got %+v", got)
			}
		})
	})
}
