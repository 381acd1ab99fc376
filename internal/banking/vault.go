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

// sealVersion prefixes every sealed value so a later key or algorithm can be told apart.
const sealVersion = "v1:"

// Vault seals account numbers at rest (AES-256-GCM) and derives the keyed hash that finds
// duplicates without decrypting. Both keys are derived from one master key (PAUTANG_DATA_KEY),
// so the hash cannot be recomputed by someone who only has the database.
type Vault struct {
	aead    cipher.AEAD
	hashKey []byte
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

// NewVault builds a vault from the 32-byte master key.
func NewVault(master []byte) (*Vault, error) {
	if len(master) != 32 {
		return nil, fmt.Errorf("banking: data key is %d bytes, want 32", len(master))
	}
	block, err := aes.NewCipher(derive(master, "pautang/account-number/encrypt"))
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &Vault{aead: aead, hashKey: derive(master, "pautang/account-number/hash")}, nil
}

func derive(master []byte, label string) []byte {
	m := hmac.New(sha256.New, master)
	m.Write([]byte(label))
	return m.Sum(nil)
}

// aad binds a sealed number to its owner, so a ciphertext copied to another user's row does
// not open.
func aad(userID int64) []byte { return []byte("user:" + strconv.FormatInt(userID, 10)) }

// Seal encrypts an account number for userID.
func (v *Vault) Seal(userID int64, number string) (string, error) {
	nonce := make([]byte, v.aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return "", err
	}
	ct := v.aead.Seal(nonce, nonce, []byte(number), aad(userID))
	return sealVersion + base64.RawStdEncoding.EncodeToString(ct), nil
}

// Open decrypts what Seal produced for the same userID.
func (v *Vault) Open(userID int64, sealed string) (string, error) {
	rest, ok := strings.CutPrefix(sealed, sealVersion)
	if !ok {
		return "", errors.New("banking: unknown sealed value version")
	}
	ct, err := base64.RawStdEncoding.DecodeString(rest)
	if err != nil || len(ct) < v.aead.NonceSize() {
		return "", errors.New("banking: sealed value is corrupt")
	}
	pt, err := v.aead.Open(nil, ct[:v.aead.NonceSize()], ct[v.aead.NonceSize():], aad(userID))
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
