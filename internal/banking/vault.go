package banking

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// sealVersion prefixes a value sealed with the unnamed key (id "0", a single PAUTANG_DATA_KEY);
// sealKeyed prefixes a value sealed with a named key: "v2:<id>:<base64>".
const (
	sealVersion = "v1:"
	sealKeyed   = "v2:"
)

// Vault seals account numbers at rest (AES-256-GCM) and derives the keyed hash that finds
// duplicates without decrypting. It holds one or more data keys by id: the current one (the
// first configured) seals, every one opens, so keys rotate without downtime (`pautang
// rotate-data-key` re-seals old rows). The duplicate hash is keyed by the oldest key (the
// last configured), so it does not change when a newer key is added.
type Vault struct {
	cur     string
	keys    map[string]cipher.AEAD
	order   []string
	hashKey []byte
	fps     map[string]string
}

// DataKey is one data key and its id ("0" for a key given without one).
type DataKey struct {
	ID  string
	Key []byte
}

// ParseDataKey reads a 32-byte key written as 64 hex characters or as base64.
func ParseDataKey(s string) ([]byte, error) {
	s = strings.TrimSpace(s)
	if b, err := hex.DecodeString(s); err == nil && len(b) == 32 {
		return b, nil
	}
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
		if b, err := enc.DecodeString(s); err == nil && len(b) == 32 {
			return b, nil
		}
	}
	return nil, errors.New("banking: the data key must be 32 bytes, written as 64 hex characters or base64")
}

// ParseDataKeys reads PAUTANG_DATA_KEY: one key, or "id:key,id:key,..." with the current key
// first and the oldest last. Ids are letters and digits.
func ParseDataKeys(s string) ([]DataKey, error) {
	var out []DataKey
	seen := map[string]bool{}
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		id, raw, named := strings.Cut(part, ":")
		if !named {
			id, raw = "0", part
		}
		if id == "" || strings.IndexFunc(id, func(r rune) bool {
			return !(r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z')
		}) >= 0 {
			return nil, fmt.Errorf("banking: data key id %q: use letters and digits", id)
		}
		if seen[id] {
			return nil, fmt.Errorf("banking: data key id %q given twice", id)
		}
		seen[id] = true
		k, err := ParseDataKey(raw)
		if err != nil {
			return nil, fmt.Errorf("banking: data key %q: %w", id, err)
		}
		out = append(out, DataKey{ID: id, Key: k})
	}
	if len(out) == 0 {
		return nil, errors.New("banking: no data key given")
	}
	return out, nil
}

// NewVault builds a vault from one 32-byte master key (id "0").
func NewVault(master []byte) (*Vault, error) {
	return NewKeyring([]DataKey{{ID: "0", Key: master}})
}

// NewKeyring builds a vault from several keys: keys[0] seals, all open, the last keys the
// duplicate hash.
func NewKeyring(keys []DataKey) (*Vault, error) {
	if len(keys) == 0 {
		return nil, errors.New("banking: no data key")
	}
	v := &Vault{cur: keys[0].ID, keys: map[string]cipher.AEAD{}, fps: map[string]string{}}
	for _, k := range keys {
		if len(k.Key) != 32 {
			return nil, fmt.Errorf("banking: data key %q is %d bytes, want 32", k.ID, len(k.Key))
		}
		block, err := aes.NewCipher(derive(k.Key, "pautang/account-number/encrypt"))
		if err != nil {
			return nil, err
		}
		aead, err := cipher.NewGCM(block)
		if err != nil {
			return nil, err
		}
		v.keys[k.ID] = aead
		v.order = append(v.order, k.ID)
		v.fps[k.ID] = Fingerprint(k.Key)
	}
	v.hashKey = derive(keys[len(keys)-1].Key, "pautang/account-number/hash")
	return v, nil
}

// Fingerprint identifies a key without revealing it (an HMAC of a fixed label under the key):
// instances sharing a database compare fingerprints to prove they hold the same keys.
func Fingerprint(key []byte) string {
	return hex.EncodeToString(derive(key, "pautang/key-fingerprint"))[:32]
}

// CurrentKey is the id of the key that seals.
func (v *Vault) CurrentKey() string { return v.cur }

// Fingerprints maps every key id to its fingerprint.
func (v *Vault) Fingerprints() map[string]string { return v.fps }

// KeyOf is the id of the key a sealed value was sealed with ("" when unreadable).
func KeyOf(sealed string) string {
	if strings.HasPrefix(sealed, sealVersion) {
		return "0"
	}
	if rest, ok := strings.CutPrefix(sealed, sealKeyed); ok {
		if id, _, ok := strings.Cut(rest, ":"); ok {
			return id
		}
	}
	return ""
}

func derive(master []byte, label string) []byte {
	m := hmac.New(sha256.New, master)
	m.Write([]byte(label))
	return m.Sum(nil)
}

// aad binds a sealed number to its owner, so a ciphertext copied to another user's row does
// not open.
func aad(userID int64) []byte { return []byte("user:" + strconv.FormatInt(userID, 10)) }

// Seal encrypts an account number for userID with the current key.
func (v *Vault) Seal(userID int64, number string) (string, error) {
	return v.seal(aad(userID), number)
}

// SealWith encrypts another secret kept at rest (an operator's TOTP key) with the current key,
// bound to label ("operator-totp:<id>"): a ciphertext moved to another row or purpose does not
// open. Labels never start with "user:", the account numbers' binding.
func (v *Vault) SealWith(label, secret string) (string, error) {
	return v.seal([]byte(label), secret)
}

// OpenWith decrypts what SealWith produced for the same label.
func (v *Vault) OpenWith(label, sealed string) (string, error) {
	return v.open([]byte(label), sealed)
}

func (v *Vault) seal(ad []byte, number string) (string, error) {
	aead := v.keys[v.cur]
	nonce := make([]byte, aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return "", err
	}
	ct := aead.Seal(nonce, nonce, []byte(number), ad)
	prefix := sealVersion
	if v.cur != "0" {
		prefix = sealKeyed + v.cur + ":"
	}
	return prefix + base64.RawStdEncoding.EncodeToString(ct), nil
}

// Open decrypts what Seal produced for the same userID, with whichever key sealed it.
func (v *Vault) Open(userID int64, sealed string) (string, error) {
	return v.open(aad(userID), sealed)
}

func (v *Vault) open(ad []byte, sealed string) (string, error) {
	id := KeyOf(sealed)
	if id == "" {
		return "", errors.New("banking: unknown sealed value version")
	}
	aead, ok := v.keys[id]
	if !ok {
		return "", fmt.Errorf("banking: sealed with data key %q, which is not configured", id)
	}
	rest := strings.TrimPrefix(sealed, sealVersion)
	if id != "0" || !strings.HasPrefix(sealed, sealVersion) {
		rest = strings.TrimPrefix(sealed, sealKeyed+id+":")
	}
	ct, err := base64.RawStdEncoding.DecodeString(rest)
	if err != nil || len(ct) < aead.NonceSize() {
		return "", errors.New("banking: sealed value is corrupt")
	}
	pt, err := aead.Open(nil, ct[:aead.NonceSize()], ct[aead.NonceSize():], ad)
	if err != nil {
		return "", errors.New("banking: sealed value does not open with this key")
	}
	return string(pt), nil
}

// Hash is the keyed hash of an institution's account number: equal accounts hash equal, and
// without the key the hash reveals nothing (account numbers are short enough to brute-force
// a plain hash).
func (v *Vault) Hash(institutionCode, number string) string {
	m := hmac.New(sha256.New, v.hashKey)
	m.Write([]byte(strings.ToUpper(institutionCode) + ":" + number))
	return hex.EncodeToString(m.Sum(nil))
}

// Last4 is the part of a number that may be shown (PCI DSS 3.4.1 style masking).
func Last4(number string) string {
	if len(number) <= 4 {
		return number
	}
	return number[len(number)-4:]
}

// Mask shows only the last four digits: "•••• 1234".
func Mask(last4 string) string { return "•••• " + last4 }
