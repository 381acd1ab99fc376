package loans

import "testing"

func TestCapPolicyFor(t *testing.T) {
	for region, enabled := range map[string]bool{"PH": true, "": true, "IN": false, "ph": false} {
		if got := CapPolicyFor(region); got.Enabled != enabled || (enabled && got != DefaultChargesPolicy()) {
			t.Errorf("region %q: got %+v, want enabled=%v", region, got, enabled)
		}
	}
}
