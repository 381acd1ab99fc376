package kyc

import "testing"

func TestCheckNumbers(t *testing.T) {
	ok := map[string][]string{
		"philsys":  {"1234-5678-9012-3456", "1234 5678 9012 3456"},
		"drivers":  {"N01-23-456789", "n0123456789"},
		"umid":     {"0111-2345678-9"},
		"passport": {"P1234567A", "EB1234567"},
		"postal":   {"ABCD12345678"},
		"prc":      {"0123456"},
		"sss":      {"34-5678901-2"},
		"tin":      {"123-456-789", "123-456-789-000"},
	}
	for code, numbers := range ok {
		for _, n := range numbers {
			if _, err := Check(code, n); err != nil {
				t.Errorf("%s %q: %v", code, n, err)
			}
		}
	}
	bad := map[string][]string{
		"philsys":  {"1234-5678-9012", "1234-5678-9012-345X"},
		"drivers":  {"012-34-567890", "N01-23-45678"},
		"umid":     {"0111-2345678"},
		"passport": {"1234567", "P12345678"},
		"prc":      {"012345"},
		"tin":      {"123-456-78"},
	}
	for code, numbers := range bad {
		for _, n := range numbers {
			if _, err := Check(code, n); err != error(ErrIDNumber) {
				t.Errorf("%s %q: %v, want ErrIDNumber", code, n, err)
			}
		}
	}
	if _, err := Check("barangay", "123"); err != error(ErrIDType) {
		t.Errorf("unknown type: %v", err)
	}
	if n, _ := Check("drivers", " n01-23-456789 "); n != "N0123456789" {
		t.Errorf("normalised %q", n)
	}
}

func TestDecisionOutcome(t *testing.T) {
	cases := []struct {
		d    Decision
		want Status
		err  bool
	}{
		{Decision{Approve: true}, StatusApproved, false},
		{Decision{Approve: true, Reason: "blurry"}, "", true},
		{Decision{Reason: "blurry", Redo: RedoIDPhoto}, StatusRedo, false},
		{Decision{Reason: "selfie_mismatch", Redo: RedoSelfie}, StatusRedo, false},
		{Decision{Reason: "suspected_fake"}, StatusRejected, false},
		{Decision{Reason: "because I said so"}, "", true},
		{Decision{}, "", true},
		{Decision{Reason: "blurry", Redo: "passport"}, "", true},
	}
	for _, c := range cases {
		got, err := c.d.Outcome()
		if (err != nil) != c.err || got != c.want {
			t.Errorf("%+v: %q %v", c.d, got, err)
		}
	}
}
