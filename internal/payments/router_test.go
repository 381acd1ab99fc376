package payments

import (
	"context"
	"errors"
	"testing"
)

type namedProvider string

func (n namedProvider) CreateCharge(ctx context.Context, req ChargeRequest) (Charge, error) {
	return Charge{Reference: req.Reference, PayCode: string(n)}, nil
}
func (n namedProvider) ConfirmCharge(ctx context.Context, reference, code string) error { return nil }
func (n namedProvider) Charge(ctx context.Context, reference string) (Charge, error) {
	return Charge{Reference: reference, PayCode: string(n)}, nil
}

func TestRouterPicksChannelThenMethodThenFallback(t *testing.T) {
	made := map[string]ChargeRequest{
		"R1": {Reference: "R1", Method: MethodLink, ChannelNumber: "90001"},
		"R2": {Reference: "R2", Method: MethodLink, ChannelNumber: "90002"},
		"R3": {Reference: "R3", Method: MethodCode, ChannelNumber: "90003"},
		"R4": {Reference: "R4", Method: MethodPayCode, ChannelNumber: "90003"},
		"R5": {Reference: "R5", Method: MethodTransfer, ChannelNumber: "90006"},
	}
	r := &Router{
		ByChannel: map[string]Provider{"90002": namedProvider("xendit"), "90003": namedProvider("xendit")},
		ByMethod:  map[string]Provider{MethodLink: namedProvider("paymongo")},
		Fallback:  namedProvider("sandbox"),
		Lookup: func(ctx context.Context, ref string) (string, string, error) {
			c, ok := made[ref]
			if !ok {
				return "", "", ErrRecordNotFound
			}
			return c.Method, c.ChannelNumber, nil
		},
	}
	want := map[string]string{"R1": "paymongo", "R2": "xendit", "R3": "xendit", "R4": "sandbox", "R5": "sandbox"}
	ctx := context.Background()
	for ref, gw := range want {
		c, err := r.CreateCharge(ctx, made[ref])
		if err != nil || c.PayCode != gw {
			t.Errorf("create %s: %q %v, want %s", ref, c.PayCode, err, gw)
		}
		if c, err := r.Charge(ctx, ref); err != nil || c.PayCode != gw {
			t.Errorf("charge %s: %q %v, want %s", ref, c.PayCode, err, gw)
		}
	}
	if c, _ := r.Charge(ctx, "123456789012"); c.PayCode != "sandbox" {
		t.Errorf("an unknown reference (a sandbox pay code) went to %q", c.PayCode)
	}
	r.Fallback = nil
	if _, err := r.CreateCharge(ctx, made["R5"]); !errors.Is(err, ErrChannel) {
		t.Errorf("no gateway: %v", err)
	}
}
