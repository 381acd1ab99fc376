package banking

import (
	"strings"
	"testing"
)

func TestKeyringRotation(t *testing.T) {
	k0, k2 := strings.Repeat("11", 32), strings.Repeat("22", 32)
	old, err := ParseDataKeys(k0)
	if err != nil || len(old) != 1 || old[0].ID != "0" {
		t.Fatalf("one key: %+v %v", old, err)
	}
	v0, _ := NewKeyring(old)
	sealed0, _ := v0.Seal(7, "001234567890")
	if !strings.HasPrefix(sealed0, "v1:") || KeyOf(sealed0) != "0" {
		t.Fatalf("a single key seals as before: %q", sealed0)
	}
	both, err := ParseDataKeys("2:" + k2 + ", 0:" + k0)
	if err != nil {
		t.Fatal(err)
	}
	v, _ := NewKeyring(both)
	if v.CurrentKey() != "2" {
		t.Fatalf("current key: %q", v.CurrentKey())
	}
	sealed2, _ := v.Seal(7, "001234567890")
	if KeyOf(sealed2) != "2" {
		t.Fatalf("the first key seals: %q", sealed2)
	}
	for _, s := range []string{sealed0, sealed2} {
		if n, err := v.Open(7, s); err != nil || n != "001234567890" {
			t.Fatalf("open %q: %q %v", s, n, err)
		}
	}
	if _, err := v0.Open(7, sealed2); err == nil || !strings.Contains(err.Error(), `"2"`) {
		t.Fatalf("a key not configured: %v", err)
	}
	// The duplicate hash stays the same while a newer key is added (keyed by the last).
	if v0.Hash("BDO", "001234567890") != v.Hash("BDO", "001234567890") {
		t.Fatal("adding a key changed the duplicate hash")
	}
	if Fingerprint([]byte(k0)) == Fingerprint([]byte(k2)) || v.Fingerprints()["2"] == v.Fingerprints()["0"] {
		t.Fatal("fingerprints do not tell keys apart")
	}
	for _, bad := range []string{"", "x:" + k0 + ",x:" + k2, "a-b:" + k0, "1:short"} {
		if _, err := ParseDataKeys(bad); err == nil {
			t.Fatalf("%q accepted", bad)
		}
	}
}
