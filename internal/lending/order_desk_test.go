package lending

import (
	"testing"

	"github.com/pautang/pautang/internal/admin"
)

func TestOperatorProfileMasksPhonesPerRole(t *testing.T) {
	values := map[string]string{"ref1Phone": "09171234567", "ref1Name": "Ana Cruz"}
	cases := []struct {
		role      admin.Role
		wantPhone string
	}{
		{admin.RoleViewer, admin.MaskPhone("09171234567")},
		{admin.RoleAgent, "09171234567"},
		{admin.RoleAdmin, "09171234567"},
	}
	for _, c := range cases {
		t.Run(string(c.role), func(t *testing.T) {
			got := map[string]string{}
			for _, f := range OperatorProfile(c.role, values) {
				got[f.Code] = f.Value
			}
			if got["ref1Phone"] != c.wantPhone {
				t.Errorf("phone %q, want %q", got["ref1Phone"], c.wantPhone)
			}
			if got["ref1Name"] != "Ana Cruz" {
				t.Errorf("name %q: only phones are masked", got["ref1Name"])
			}
		})
	}
}
