package payout

import (
	"context"
	"testing"
)

func req(ref string) Request {
	return Request{OrderID: 1, Reference: ref, AmountCents: 485000, Account: Account{CardType: 1, InstitutionCode: "BDO", Number: "001234567890"}}
}

func TestSandbox(t *testing.T) {
	ctx := context.Background()
	s := NewSandbox()
	t.Run("OK", func(t *testing.T) {
		r, err := s.Disburse(ctx, req("a-1"))
		if err != nil || r.Status != StatusSucceeded || r.ProviderRef == "" {
			t.Fatalf("got %+v %v, want succeeded with a provider ref", r, err)
		}
	})
	t.Run("ErrFailMode", func(t *testing.T) {
		s.SetMode(ModeFail)
		defer s.SetMode(ModeSuccess)
		r, err := s.Disburse(ctx, req("b-1"))
		if err != nil || r.Status != StatusFailed || r.FailureReason != SandboxFailureReason {
			t.Fatalf("got %+v %v, want failed", r, err)
		}
	})
	t.Run("IdempotentReference", func(t *testing.T) {
		first, _ := s.Disburse(ctx, req("a-1"))
		s.SetMode(ModeFail)
		defer s.SetMode(ModeSuccess)
		again, _ := s.Disburse(ctx, req("a-1"))
		if again != first {
			t.Fatalf("resend got %+v, want the first answer %+v", again, first)
		}
	})
	t.Run("ErrIncomplete", func(t *testing.T) {
		r := req("c-1")
		r.AmountCents = 0
		if got, _ := s.Disburse(ctx, r); got.Status != StatusFailed {
			t.Fatalf("got %+v, want failed", got)
		}
	})
}

func TestParseMode(t *testing.T) {
	for in, want := range map[string]Mode{"success": ModeSuccess, "FAIL": ModeFail, " fail ": ModeFail} {
		if got, ok := ParseMode(in); !ok || got != want {
			t.Errorf("%q: got %q %v", in, got, ok)
		}
	}
	if _, ok := ParseMode("pending"); ok {
		t.Error("pending accepted")
	}
}
