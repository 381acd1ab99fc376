package auth

import (
	"errors"
	"testing"
)

func TestNormalizePhone(t *testing.T) {
	tests := []struct {
		in, want string
		err      error
	}{
		{"09171234567", "09171234567", nil},
		{"+639171234567", "09171234567", nil},
		{"639171234567", "09171234567", nil},
		{"9171234567", "09171234567", nil},
		{"0917-123-4567", "09171234567", nil},
		{"(0917) 123 4567", "09171234567", nil},
		{"08171234567", "", ErrInvalidPhone},
		{"0917123456", "", ErrInvalidPhone},
		{"091712345678", "", ErrInvalidPhone},
		{"0917123456a", "", ErrInvalidPhone},
		{"", "", ErrInvalidPhone},
	}
	for _, tt := range tests {
		got, err := NormalizePhone(tt.in)
		if got != tt.want || !errors.Is(err, tt.err) && !(err == nil && tt.err == nil) {
			t.Errorf("NormalizePhone(%q) = %q, %v; want %q, %v", tt.in, got, err, tt.want, tt.err)
		}
	}
}

func TestNewTokenIsRandomAndHashed(t *testing.T) {
	seen := map[string]bool{}
	for i := 0; i < 1000; i++ {
		tok, hash, err := NewToken()
		if err != nil {
			t.Fatal(err)
		}
		if len(tok) < 43 { // 32 bytes in unpadded base64url
			t.Fatalf("token %q shorter than 256 bits", tok)
		}
		if hash == tok || hash != HashToken(tok) {
			t.Fatal("hash must differ from the token and be reproducible")
		}
		if seen[tok] {
			t.Fatal("duplicate token")
		}
		seen[tok] = true
	}
}

func TestNewCodeIsSixDigits(t *testing.T) {
	for i := 0; i < 1000; i++ {
		c, err := NewCode()
		if err != nil || len(c) != CodeLength {
			t.Fatalf("code %q, %v", c, err)
		}
		for _, r := range c {
			if r < '0' || r > '9' {
				t.Fatalf("code %q has a non-digit", c)
			}
		}
	}
}

func TestHashCodeBindsPhone(t *testing.T) {
	s := &Service{Secret: []byte("k")}
	if s.HashCode("09171234567", "123456") == s.HashCode("09181234567", "123456") {
		t.Fatal("the same code for two phones hashes the same")
	}
}
