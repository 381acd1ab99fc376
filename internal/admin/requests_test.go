package admin

import (
	"strings"
	"testing"

	"github.com/pautang/pautang/internal/apperr"
)

func TestMayCheck(t *testing.T) {
	base := Request{Kind: KindWaiver, MakerID: 1, Status: RequestPending, ExpiresAt: 1000, CheckerRole: RoleSupervisor}
	with := func(f func(r *Request)) Request { r := base; f(&r); return r }
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
		{"OKAgentOnAgentKind", with(func(r *Request) { r.CheckerRole = RoleAgent }), 2, RoleAgent, 0, ""},
		{"ErrOwn", base, 1, RoleAdmin, 0, CodeRequestOwn},
		{"ErrRole", base, 2, RoleAgent, 0, "forbidden"},
		{"ErrViewer", with(func(r *Request) { r.CheckerRole = RoleAgent }), 2, RoleViewer, 0, "forbidden"},
		{"ErrExpired", base, 2, RoleSupervisor, 1000, CodeRequestExpired},
		{"ErrDone", with(func(r *Request) { r.Status = RequestApproved }), 2, RoleSupervisor, 0, CodeRequestDone},
		{"ErrRejected", with(func(r *Request) { r.Status = RequestRejected }), 2, RoleSupervisor, 0, CodeRequestDone},
		{"ErrFailed", with(func(r *Request) { r.Status = RequestFailed }), 2, RoleSupervisor, 0, CodeRequestDone},
		{"ErrUnknownKind", with(func(r *Request) { r.Kind, r.CheckerRole = "nope", "" }), 2, RoleAdmin, 0, CodeRequestInvalid},
		// The order of the rules: a done request says so even to its maker.
		{"ErrDoneBeforeOwn", with(func(r *Request) { r.Status = RequestApproved }), 1, RoleAdmin, 0, CodeRequestDone},
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
	tests := []struct {
		name, current, want string
	}{
		{"Same", "status=180;last=5;n=1", ""},
		{"Paid", "status=180;last=9;n=2", CodeRequestStale},
		{"StatusMoved", "status=200;last=5;n=1", CodeRequestStale},
		{"Gone", "", CodeRequestStale},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := apperr.CodeOf(CheckFresh(r, tt.current)); CheckFresh(r, tt.current) == nil && tt.want != "" || CheckFresh(r, tt.current) != nil && got != tt.want {
				t.Fatalf("got %v, want %q", CheckFresh(r, tt.current), tt.want)
			}
		})
	}
}

func TestCheckReason(t *testing.T) {
	tests := []struct {
		name, in, want, code string
	}{
		{"Trimmed", "  borrower asked  ", "borrower asked", ""},
		{"Empty", "", "", CodeRequestInvalid},
		{"Blank", " \t\n", "", CodeRequestInvalid},
		{"AtTheLimit", strings.Repeat("é", 500), strings.Repeat("é", 500), ""},
		{"TooLong", strings.Repeat("a", 501), "", CodeRequestInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := CheckReason(tt.in, "waiver")
			if tt.code != "" {
				if apperr.CodeOf(err) != tt.code {
					t.Fatalf("got %q, %v; want %s", got, err, tt.code)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("got %q, %v; want %q", got, err, tt.want)
			}
		})
	}
}
