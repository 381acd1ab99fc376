package admin

import (
	"testing"

	"github.com/pautang/pautang/internal/apperr"
)

func TestMayCheck(t *testing.T) {
	base := Request{Kind: KindWaiver, MakerID: 1, Status: RequestPending, ExpiresAt: 1000}
	tests := []struct {
		name    string
		r       Request
		checker int64
		role    Role
		now     int64
		want    string
	}{
		{"OK", base, 2, RoleSupervisor, 999, ""},
		{"OKAdmin", base, 2, RoleAdmin, 0, ""},
		{"ErrOwn", base, 1, RoleAdmin, 0, CodeRequestOwn},
		{"ErrRole", base, 2, RoleAgent, 0, "forbidden"},
		{"ErrExpired", base, 2, RoleSupervisor, 1000, CodeRequestExpired},
		{"ErrDone", func() Request { r := base; r.Status = RequestApproved; return r }(), 2, RoleSupervisor, 0, CodeRequestDone},
		{"ErrUnknownKind", func() Request { r := base; r.Kind = "nope"; return r }(), 2, RoleAdmin, 0, CodeRequestInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := MayCheck(tt.r, tt.checker, tt.role, tt.now)
			got := ""
			if err != nil {
				got = apperr.CodeOf(err)
			}
			if got != tt.want {
				t.Fatalf("got %q (%v), want %q", got, err, tt.want)
			}
		})
	}
}

func TestCheckFresh(t *testing.T) {
	r := Request{Entity: "order", TargetVersion: "status=180;last=5;n=1"}
	if err := CheckFresh(r, "status=180;last=5;n=1"); err != nil {
		t.Fatalf("same version: %v", err)
	}
	if err := CheckFresh(r, "status=180;last=9;n=2"); apperr.CodeOf(err) != CodeRequestStale {
		t.Fatalf("changed target: got %v, want %s", err, CodeRequestStale)
	}
}

func TestRequestKindsHaveCheckers(t *testing.T) {
	seen := map[RequestKind]bool{}
	for _, k := range RequestKinds() {
		if seen[k.Kind] || !k.Checker.Valid() || k.Entity == "" || k.Title == "" {
			t.Fatalf("bad four-eyes row %+v", k)
		}
		seen[k.Kind] = true
	}
}
