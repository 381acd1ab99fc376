package api

import (
	"net/url"
	"testing"

	"github.com/pautang/pautang/internal/store"
)

// /orders and an order's detail use the same status words, and only a paid-out loan has a due date.
func TestOrderListStatusWordsAndDueDates(t *testing.T) {
	rh := newRepayHarness(t, store.SQLite)
	env := rh.call("/gw/v3/order/list", rh.q, nil)
	var list struct {
		Orders []struct {
			OrderID    string `json:"orderId"`
			ProductID  string `json:"productId"`
			Status     int    `json:"status"`
			StatusText string `json:"statusText"`
			DueDate    string `json:"dueDate"`
		} `json:"orders"`
	}
	env.into(t, &list)
	seen := map[int]bool{}
	for _, o := range list.Orders {
		seen[o.Status] = true
		var d struct {
			NoticeStatusText string `json:"noticeStatusText"`
		}
		rh.call("/gw/v3/loan-details/loan-details", rh.q, url.Values{"orderId": {o.OrderID}, "productId": {o.ProductID}}).into(t, &d)
		if o.StatusText == "" || o.StatusText != d.NoticeStatusText {
			t.Errorf("order %s (%d): list says %q, detail %q", o.OrderID, o.Status, o.StatusText, d.NoticeStatusText)
		}
		hasLoan := o.Status == 170 || o.Status == 174 || o.Status == 180 || o.Status == 200
		if hasLoan != (o.DueDate != "") {
			t.Errorf("order %s (%d): due date %q", o.OrderID, o.Status, o.DueDate)
		}
	}
	for _, s := range []int{21, 110, 170, 200} {
		if !seen[s] {
			t.Errorf("the demo borrower has no order in status %d", s)
		}
	}
}
