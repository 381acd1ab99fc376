package payments

import (
	"context"
	"errors"
	"strings"
	"testing"
)

type namedProvider string

func (n namedProvider) CreateCharge(ctx context.Context, req ChargeRequest) (Charge, error) {
	return Charge{Reference: req.Reference, PayCode: string(n), PayURL: req.ChannelCode}, nil
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
	routes := map[string]Route{"90002": {Gateway: "xendit", Code: "PAYMAYA"}, "90003": {Gateway: "xendit"}, "90009": {Gateway: "gone"}}
	kept := map[string]string{}
	r := &Router{
		Named:    map[string]Provider{"xendit": namedProvider("xendit"), "paymongo": namedProvider("paymongo")},
		ByMethod: map[string]Provider{MethodLink: namedProvider("paymongo")},
		Fallback: namedProvider("sandbox"),
		Routes: func(ctx context.Context, channel string) (Route, error) {
			return routes[channel], nil
		},
		Lookup: func(ctx context.Context, ref string) (string, string, string, error) {
			c, ok := made[ref]
			if !ok {
				return "", "", "", ErrRecordNotFound
			}
			return c.Method, c.ChannelNumber, kept[ref], nil
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
		kept[ref] = gw
	}
	if c, _ := r.CreateCharge(ctx, made["R2"]); c.PayURL != "PAYMAYA" {
		t.Errorf("the route's channel code did not reach the gateway: %q", c.PayURL)
	}
	// A charge stays with the gateway that holds it when the channel is routed elsewhere.
	routes["90002"] = Route{Gateway: "paymongo"}
	if c, _ := r.Charge(ctx, "R2"); c.PayCode != "xendit" {
		t.Errorf("kept charge followed the new route to %q", c.PayCode)
	}
	if c, _ := r.CreateCharge(ctx, ChargeRequest{Reference: "R6", Method: MethodLink, ChannelNumber: "90002"}); c.PayCode != "paymongo" {
		t.Errorf("new charge after the route changed went to %q", c.PayCode)
	}
	// A channel routed to a gateway this server does not run is refused, not sent elsewhere.
	if _, err := r.CreateCharge(ctx, ChargeRequest{Reference: "R7", Method: MethodLink, ChannelNumber: "90009"}); !errors.Is(err, ErrChannel) {
		t.Errorf("route to a missing gateway: %v", err)
	}
	if c, _ := r.Charge(ctx, "123456789012"); c.PayCode != "sandbox" {
		t.Errorf("an unknown reference (a sandbox pay code) went to %q", c.PayCode)
	}
	r.Fallback = nil
	if _, err := r.CreateCharge(ctx, made["R5"]); !errors.Is(err, ErrChannel) {
		t.Errorf("no gateway: %v", err)
	}
}

type codes map[string][]string

func (c codes) ChannelCodes(method string) []string { return c[method] }

func TestCheckRoute(t *testing.T) {
	gws := map[string]ChannelCatalog{
		"paymongo": codes{MethodLink: {"gcash", "paymaya"}, MethodQR: {"qrph"}},
		"xendit":   codes{MethodLink: {"GCASH"}, MethodCode: {"7ELEVEN", "CEBUANA"}},
	}
	ok := []struct {
		kind string
		r    Route
	}{
		{KindEwallet, Route{}},
		{KindEwallet, Route{Gateway: "paymongo"}},
		{KindEwallet, Route{Gateway: "paymongo", Code: "paymaya"}},
		{KindStore, Route{Gateway: "xendit", Code: "CEBUANA"}},
		{KindQR, Route{Gateway: "paymongo", Code: "qrph"}},
	}
	for _, c := range ok {
		if err := CheckRoute(c.kind, c.r, gws); err != nil {
			t.Errorf("%s %+v: %v", c.kind, c.r, err)
		}
	}
	bad := []struct {
		kind string
		r    Route
		want string
	}{
		{KindEwallet, Route{Code: "gcash"}, "Choose the gateway"},
		{KindEwallet, Route{Gateway: "dragonpay"}, "not running"},
		{KindStore, Route{Gateway: "paymongo"}, "does not serve store"},
		{KindBank, Route{Gateway: "xendit"}, "does not serve bank"},
		{KindEwallet, Route{Gateway: "xendit", Code: "7ELEVEN"}, "offers GCASH"},
		{"mystery", Route{Gateway: "xendit"}, "does not serve"},
	}
	for _, c := range bad {
		err := CheckRoute(c.kind, c.r, gws)
		var re *RouteError
		if !errors.As(err, &re) || !strings.Contains(re.Msg, c.want) {
			t.Errorf("%s %+v: %v, want %q", c.kind, c.r, err, c.want)
		}
	}
}
