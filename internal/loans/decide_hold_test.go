package loans

import "testing"

func TestHoldAbove(t *testing.T) {
	approve := Decision{Outcome: OutcomeApprove, Code: "repeat_good_history"}
	reject := Decision{Outcome: OutcomeReject, Code: "age"}
	for _, c := range []struct {
		name          string
		d             Decision
		amount, above int64
		want          Outcome
		code          string
	}{
		{"NoThreshold", approve, 350000, 0, OutcomeApprove, "repeat_good_history"},
		{"AtThreshold", approve, 300000, 300000, OutcomeApprove, "repeat_good_history"},
		{"AboveThreshold", approve, 350000, 300000, OutcomeReview, "above_approval_threshold"},
		{"RejectAbove", reject, 350000, 300000, OutcomeReject, "age"},
	} {
		got := HoldAbove(c.d, c.amount, c.above)
		if got.Outcome != c.want || got.Code != c.code {
			t.Errorf("%s: got %s %s, want %s %s", c.name, got.Outcome, got.Code, c.want, c.code)
		}
	}
}
