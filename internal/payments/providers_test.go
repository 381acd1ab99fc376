package payments

import (
	"context"
	"errors"
	"testing"
)

type memCharges map[string]ProviderCharge

func (m memCharges) SaveProviderCharge(ctx context.Context, c ProviderCharge) (ProviderCharge, error) {
	if old, ok := m[c.Provider+"/"+c.Reference]; ok {
		return old, nil
	}
	m[c.Provider+"/"+c.Reference] = c
	return c, nil
}

func (m memCharges) ProviderCharge(ctx context.Context, provider, reference string) (ProviderCharge, error) {
	if c, ok := m[provider+"/"+reference]; ok {
		return c, nil
	}
	return ProviderCharge{}, ErrChargeNotFound
}

func TestKeptAndKeep(t *testing.T) {
	ctx := context.Background()
	st := memCharges{}
	if _, _, err := Kept(ctx, st, "gw", ""); err == nil || err.Error() != "gw: reference is required" {
		t.Fatalf("empty reference: %v", err)
	}
	if _, kept, err := Kept(ctx, st, "gw", "R1"); kept || err != nil {
		t.Fatalf("new reference: %v %v", kept, err)
	}
	if _, err := KeptCharge(ctx, st, "gw", "R1"); !errors.Is(err, ErrChargeNotFound) {
		t.Fatalf("not kept yet: %v", err)
	}
	first, err := Keep(ctx, st, ProviderCharge{Provider: "gw", Reference: "R1", PayURL: "https://pay/1", AmountCents: 500})
	if err != nil || first.PayURL != "https://pay/1" {
		t.Fatalf("keep: %+v %v", first, err)
	}
	if again, _ := Keep(ctx, st, ProviderCharge{Provider: "gw", Reference: "R1", PayURL: "https://pay/2"}); again.PayURL != "https://pay/1" {
		t.Fatalf("the first kept row wins: %+v", again)
	}
	if c, kept, err := Kept(ctx, st, "gw", "R1"); !kept || err != nil || c.PayURL != "https://pay/1" || c.AmountCents != 500 {
		t.Fatalf("kept: %+v %v %v", c, kept, err)
	}
}

func TestAbsoluteURL(t *testing.T) {
	for _, tt := range []struct{ base, u, want string }{
		{"https://pautang.ph/", "/app/loans/1", "https://pautang.ph/app/loans/1"},
		{"https://pautang.ph", "app", "https://pautang.ph/app"},
		{"https://pautang.ph", "https://elsewhere.ph/x", "https://elsewhere.ph/x"},
	} {
		if got := AbsoluteURL(tt.base, tt.u); got != tt.want {
			t.Errorf("%s + %s: %s, want %s", tt.base, tt.u, got, tt.want)
		}
	}
}
