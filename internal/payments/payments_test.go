package payments

import (
	"errors"
	"testing"
	"time"
)

func TestVerify(t *testing.T) {
	secret := []byte("k")
	body := []byte(`{"id":"evt_1"}`)
	now := time.Unix(1_800_000_000, 0)
	tests := []struct {
		name   string
		header string
		want   error
	}{
		{"OK", Sign(secret, now, body), nil},
		{"OKRotatedSecret", Sign([]byte("old"), now, body) + ",v1=" + mac(secret, "1800000000", body), nil},
		{"OKAtTolerance", Sign(secret, now.Add(-SignatureTolerance), body), nil},
		{"ErrStale", Sign(secret, now.Add(-SignatureTolerance-time.Second), body), ErrStaleTimestamp},
		{"ErrFuture", Sign(secret, now.Add(SignatureTolerance+time.Second), body), ErrStaleTimestamp},
		{"ErrWrongSecret", Sign([]byte("x"), now, body), ErrBadSignature},
		{"ErrEmpty", "", ErrBadSignature},
		{"ErrNoTimestamp", "v1=" + mac(secret, "1800000000", body), ErrBadSignature},
		{"ErrTimestampSwapped", "t=1800000001,v1=" + mac(secret, "1800000000", body), ErrBadSignature},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Verify(secret, tt.header, body, now, SignatureTolerance); !errors.Is(got, tt.want) {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestBackoff(t *testing.T) {
	tests := []struct {
		failures int
		want     time.Duration
	}{{1, 5 * time.Second}, {2, 10 * time.Second}, {3, 20 * time.Second}, {10, 2560 * time.Second}, {11, time.Hour}, {100, time.Hour}}
	for _, tt := range tests {
		if got := Backoff(tt.failures); got != tt.want {
			t.Errorf("Backoff(%d): got %v, want %v", tt.failures, got, tt.want)
		}
	}
}

func TestMethodForKind(t *testing.T) {
	for kind, want := range map[string]string{KindEwallet: MethodLink, KindStore: MethodCode, KindQR: MethodQR, KindBank: MethodTransfer} {
		if got, ok := MethodForKind(kind); !ok || got != want {
			t.Errorf("%s: got %q, want %q", kind, got, want)
		}
	}
	if _, ok := MethodForKind("cash"); ok {
		t.Error("an unknown kind has a method")
	}
}
