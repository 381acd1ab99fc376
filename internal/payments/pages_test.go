package payments

import (
	"context"
	"errors"
	"testing"
)

// pagesRepo is the catalogue and one repayment.
type pagesRepo struct {
	Repo
	channels []Channel
	rp       Repayment
}

func (r *pagesRepo) PaymentChannels(context.Context) ([]Channel, error) { return r.channels, nil }
func (r *pagesRepo) RepaymentByReference(_ context.Context, ref string) (Repayment, error) {
	if ref != r.rp.Reference {
		return Repayment{}, ErrRecordNotFound
	}
	return r.rp, nil
}

type chargeReader struct{ Provider }

func (chargeReader) Charge(_ context.Context, ref string) (Charge, error) {
	return Charge{Reference: ref, PayCode: "PC-" + ref}, nil
}

func TestPageType(t *testing.T) {
	for method, want := range map[string]int{MethodCode: PageCode, MethodPayCode: PageCode, MethodQR: PageQR, MethodTransfer: PageTransfer,
		MethodCard: 0, MethodLink: 0, "": 0} {
		if got := PageType(method); got != want {
			t.Errorf("PageType(%q) = %d, want %d", method, got, want)
		}
	}
}

// TestChannelLookups: a channel by number with its method, the first of a kind, and the
// refusals (unknown number, a kind with no method, no channel of the kind).
func TestChannelLookups(t *testing.T) {
	repo := &pagesRepo{channels: []Channel{
		{Number: "1", Kind: KindEwallet, Name: "GCash"}, {Number: "2", Kind: KindStore, Name: "7-Eleven"},
		{Number: "3", Kind: "card", Name: "Old card"}, {Number: "4", Kind: KindStore, Name: "Cebuana"},
	}}
	s := &Service{Repo: repo}
	ctx := context.Background()
	for _, c := range []struct {
		number, name, method string
		err                  error
	}{
		{"1", "GCash", MethodLink, nil},
		{"4", "Cebuana", MethodCode, nil},
		{"3", "", "", ErrChannel},
		{"9", "", "", ErrChannel},
	} {
		ch, method, err := s.ChannelMethod(ctx, c.number)
		if !errors.Is(err, c.err) || ch.Name != c.name || method != c.method {
			t.Errorf("ChannelMethod(%s) = %q %q %v, want %q %q %v", c.number, ch.Name, method, err, c.name, c.method, c.err)
		}
	}
	if ch, err := s.FirstChannel(ctx, KindStore); err != nil || ch.Number != "2" {
		t.Errorf("first store: %+v %v", ch, err)
	}
	if _, err := s.FirstChannel(ctx, KindQR); !errors.Is(err, ErrChannel) {
		t.Errorf("no QR channel: got %v", err)
	}
}

// TestPayDetail: the borrower's repayment with its charge, channel and page type; another
// borrower's, or an unknown reference, is not found.
func TestPayDetail(t *testing.T) {
	repo := &pagesRepo{channels: []Channel{{Number: "2", Kind: KindStore, Name: "7-Eleven"}},
		rp: Repayment{Reference: "R1", UserID: 7, ChannelNumber: "2", Method: MethodCode}}
	s := &Service{Repo: repo, Provider: chargeReader{}}
	ctx := context.Background()
	pd, err := s.PayDetail(ctx, 7, "R1")
	if err != nil || pd.Charge.PayCode != "PC-R1" || pd.Channel.Name != "7-Eleven" || pd.Type != PageCode {
		t.Fatalf("got %+v %v", pd, err)
	}
	for _, c := range []struct {
		user int64
		ref  string
	}{{8, "R1"}, {7, "R2"}} {
		if _, err := s.PayDetail(ctx, c.user, c.ref); !errors.Is(err, ErrRecordNotFound) {
			t.Errorf("user %d ref %s: got %v", c.user, c.ref, err)
		}
	}
}
